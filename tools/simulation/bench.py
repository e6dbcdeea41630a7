"""Measure the engine on one core: games per second, time per decision, memory per game.

``deckwright bench`` prints these for fixed workloads so every change can be measured the same
way (issue #13). Each speed is the best of three batches played in this process, one after the
other (no worker processes), timed in CPU seconds of this process: on a shared machine a busy
neighbour then slows a batch a little (caches) instead of stopping it, and the best of three
drops what is left.
"""

from __future__ import annotations

import gc
import time
import tracemalloc
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from deckwright.kernel.agents import make_agent
from deckwright.kernel.errors import DeckwrightError
from deckwright.kernel.registry import Registry

from .collector import collector_held
from .onegame import SIMULATED_HISTORY, play_to_end

# a plain simulator of a game: (players, seed) -> (winners, decisions)
Floor = Callable[[int, int], tuple[list[Any], int]]
BATCHES = 3
MAX_DECISIONS = 200_000


@dataclass
class Speed:
    """The best of several batches of the same games."""

    games: int
    seconds: float
    decisions: int

    @property
    def games_per_second(self) -> float:
        """Games finished per CPU second of the best batch."""
        return self.games / self.seconds if self.seconds else 0.0

    @property
    def us_per_decision(self) -> float:
        """Microseconds per answered decision in the best batch."""
        return self.seconds / self.decisions * 1e6 if self.decisions else 0.0

    @property
    def decisions_per_game(self) -> float:
        """Decisions answered per game."""
        return self.decisions / self.games if self.games else 0.0


def play_game(registry: Registry, game_id: str, players: int, bot: str, seed: int) -> Any:
    """Play one game of ``bot`` players to its end and return it (still alive) with its
    decision count as ``(game, decisions)``."""
    factories = registry.agent_factories(game_id)
    game = registry.new_game(game_id, players=players, seed=seed, history_kept=SIMULATED_HISTORY)
    agents = {s: make_agent(bot, s, game, factories) for s in game.seats}
    try:
        made = play_to_end(game, agents, MAX_DECISIONS)
    except DeckwrightError as exc:
        raise DeckwrightError(f"{game_id} seed {seed}: {exc}") from exc
    if game.error:
        raise DeckwrightError(f"{game_id} seed {seed}: {game.error}")
    return game, made


def timed(batch: Callable[[], int], games: int) -> Speed:
    """One batch, ``batch()`` (which plays ``games`` games and returns its decisions), timed
    in CPU seconds after a collection."""
    gc.collect()
    started = time.process_time()
    decisions = batch()
    return Speed(games, time.process_time() - started, decisions)


def fastest(speeds: Iterable[Speed]) -> Speed:
    """The batch that took the least time."""
    return min(speeds, key=lambda speed: speed.seconds)


def best_of(batch: Callable[[], int], games: int, batches: int = BATCHES) -> Speed:
    """Time ``batch`` ``batches`` times and keep the fastest. A batch plays the same seeds
    each time (batches of other seeds would be other games, some longer: the best would then
    be the shortest)."""
    return fastest(timed(batch, games) for _ in range(batches))


def engine_speed(registry: Registry, game_id: str, players: int, bot: str, games: int,
                 batches: int = BATCHES) -> Speed:
    """Games per second of the engine for one workload, best of ``batches`` (warm the
    process first, e.g. with :func:`game_memory`, or the first batch pays the imports)."""
    return best_of(_engine_batch(registry, game_id, players, bot, games), games, batches)


def play_batch(registry: Registry, game_id: str, players: int, bot: str, games: int) -> int:
    """Play the games of seeds 0 to ``games`` - 1 one after another, as a simulation plays
    its games (the collector held for the whole batch: collector.py), and return their
    decisions."""
    with collector_held():
        return sum(play_game(registry, game_id, players, bot, seed)[1]
                   for seed in range(games))


def _engine_batch(registry: Registry, game_id: str, players: int, bot: str,
                  games: int) -> Callable[[], int]:
    """A batch of the engine's games of seeds 0 to ``games`` - 1; it returns their
    decisions."""

    def batch() -> int:
        return play_batch(registry, game_id, players, bot, games)

    return batch


def paired_speeds(registry: Registry, game_id: str, players: int, bot: str, games: int,
                  floor: Floor, floor_games: int, batches: int = BATCHES
                  ) -> tuple[Speed, Speed, list[float]]:
    """The engine and a plain simulator of the same game, batch for batch back to back: the
    best of each, and the ratio of their speeds in each pair (both ran in the same moment of a
    busy machine, so a pair's ratio moves less than the ratio of two bests)."""
    engine = _engine_batch(registry, game_id, players, bot, games)

    def plain() -> int:
        return sum(floor(players, seed)[1] for seed in range(floor_games))

    pairs = [(timed(engine, games), timed(plain, floor_games)) for _ in range(batches)]
    ratios = [p.games_per_second / e.games_per_second for e, p in pairs if e.games_per_second]
    return fastest(e for e, _ in pairs), fastest(p for _, p in pairs), ratios


def largest_game_memory(registry: Registry, game_id: str, players: int, bot: str,
                        seeds: int, goal: int | None = None) -> dict[str, int]:
    """The :func:`game_memory` of the game holding the most, of seeds 1 to ``seeds``; with
    ``goal``, also ``over_goal``: how many of those games held more than ``goal`` bytes."""
    found = [game_memory(registry, game_id, players, bot, seed)
             for seed in range(1, seeds + 1)]
    largest = dict(max(found, key=lambda m: m["total"]))
    if goal is not None:
        largest["over_goal"] = sum(1 for m in found if m["total"] > goal)
    return largest


def game_memory(registry: Registry, game_id: str, players: int, bot: str,
                seed: int = 1) -> dict[str, int]:
    """Bytes one live game holds once played to its end: the Python objects allocated for it
    (set-up and play, garbage collected) and its Lua heap. What the process shares between
    games (card library, compiled scripts) is warmed by an earlier game and not counted."""
    play_game(registry, game_id, players, bot, seed + 1)
    gc.collect()
    was_tracing = tracemalloc.is_tracing()
    if not was_tracing:
        tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        game, _ = play_game(registry, game_id, players, bot, seed)
        gc.collect()
        python = tracemalloc.get_traced_memory()[0] - before
    finally:
        if not was_tracing:
            tracemalloc.stop()
    lua = int(game.lua_memory(collect=True))
    return {"python": max(0, python), "lua": lua, "total": max(0, python) + lua}
