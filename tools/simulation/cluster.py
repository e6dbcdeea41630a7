"""Simulated games on a Dask distributed cluster (``deckwright simulate --scheduler``): the
same games, seeds and report as the local process pool, played by the cluster's workers.

Needs the optional extra ``deckwright[cluster]`` (dask.distributed); nothing here is imported
unless a scheduler is asked for. Each worker builds its own registry from the plugin names the
plan carries and keeps it for every later chunk, so card scripts load once per worker."""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator
from typing import Any

from deckwright.kernel.errors import DeckwrightError

from .onegame import GameOutcome, SimulationPlan, play_games

LOCAL = "local"


def _distributed() -> Any:
    """The dask.distributed module, or one clear error saying how to install it."""
    try:
        import distributed
    except ImportError:
        raise DeckwrightError(
            "--scheduler needs dask.distributed: pip install 'deckwright[cluster]'") from None
    return distributed


@functools.lru_cache(maxsize=4)
def _worker_registry(plugins: tuple[str, ...]) -> Any:
    """The registry of this worker process, built once per set of plugins."""
    from deckwright.kernel.registry import Registry

    return Registry(plugins=plugins)


def play_chunk(plugins: tuple[str, ...], plan: SimulationPlan,
               indices: list[int]) -> list[GameOutcome]:
    """Worker side: play these games of the plan (each depends only on its seed)."""
    registry = _worker_registry(plugins)
    factories = registry.agent_factories(plan.game_id, plan.budget)
    rules = registry.game(plan.game_id).ruleset()
    return play_games(registry, plan, indices, factories, rules)


def play_on_cluster(address: str, plugins: tuple[str, ...], plan: SimulationPlan, games: int,
                    jobs: int, progress: Callable[[int], None] | None
                    ) -> Iterator[GameOutcome]:
    """Play the plan's games on the scheduler at ``address`` (``local``: a LocalCluster of
    ``jobs`` single-threaded worker processes started here), yielding outcomes as they come."""
    distributed = _distributed()
    cluster = None
    try:
        if address == LOCAL:
            cluster = distributed.LocalCluster(n_workers=jobs, threads_per_worker=1,
                                               processes=True, dashboard_address=None)
            client = distributed.Client(cluster)
        else:
            client = distributed.Client(address, timeout="5s")
    except OSError as exc:
        raise DeckwrightError(f"cannot reach the Dask scheduler at {address}: {exc}") from None
    try:
        workers = max(1, len(client.scheduler_info().get("workers", {})) or jobs)
        size = max(1, min(10, games // (workers * 4)))
        chunks = [list(range(i, min(i + size, games))) for i in range(0, games, size)]
        futures = [client.submit(play_chunk, plugins, plan, chunk, pure=False)
                   for chunk in chunks]
        for future in distributed.as_completed(futures):
            results = future.result()
            if progress is not None:
                progress(len(results))
            yield from results
    finally:
        client.close()
        if cluster is not None:
            cluster.close()
