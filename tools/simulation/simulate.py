"""Many bot games in a row: wins, lengths, errors and throughput."""

from __future__ import annotations

import multiprocessing
import os
import statistics
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from deckwright.kernel.levels import DEFAULT_BUDGET, level_notes
from deckwright.kernel.options import resolve_options
from deckwright.kernel.registry import Registry

from ..report.balance import BalanceReport, FinishedGame, build_report
from ..report.enough import RULE, Enough, batch_for
from .cluster import play_on_cluster
from .onegame import GameOutcome, SimulationPlan, play_games


@dataclass
class SimulationReport:
    """What a simulation found, ready to print or dump as JSON."""

    game: str
    players: int
    bots: list[str]
    games: int = 0
    errors: int = 0
    error_samples: list[dict[str, Any]] = field(default_factory=list)
    wins: dict[str, int] = field(default_factory=dict)
    wins_by_bot: dict[str, float] = field(default_factory=dict)
    shared_wins: int = 0
    no_winner: int = 0
    turns: list[int] = field(default_factory=list)
    decisions: int = 0
    seconds: float = 0.0
    balance: BalanceReport | None = None
    levels: list[str] = field(default_factory=list)  # what each level that played is

    def to_json(self) -> dict[str, Any]:
        """The report as one JSON-able object."""
        turns = self.turns or [0]
        return {
            "game": self.game,
            "players": self.players,
            "bots": self.bots,
            "levels": self.levels,
            "games": self.games,
            "errors": self.errors,
            "error_samples": self.error_samples,
            "wins": dict(self.wins),
            "wins_by_bot": {k: round(v, 3) for k, v in self.wins_by_bot.items()},
            "shared_wins": self.shared_wins,
            "no_winner": self.no_winner,
            "turns": {
                "mean": round(statistics.fmean(turns), 2),
                "median": statistics.median(turns),
                "min": min(turns),
                "max": max(turns),
            },
            "decisions": self.decisions,
            "seconds": round(self.seconds, 3),
            "games_per_second": round(self.games / self.seconds, 2) if self.seconds else 0.0,
            "decisions_per_second": round(self.decisions / self.seconds, 1)
            if self.seconds else 0.0,
        }


def simulate(
    registry: Registry,
    game_id: str,
    *,
    games: int,
    players: int | None = None,
    bots: Sequence[str] = ("random",),
    seed: int = 0,
    options: dict[str, Any] | None = None,
    sets: Sequence[str] = (),
    log_dir: str | Path | None = None,
    max_decisions: int = 200_000,
    progress: Callable[[int], None] | None = None,
    rotate: bool = False,
    jobs: int = 1,
    tally: bool = False,
    scheduler: str | None = None,
    enough: Enough | None = None,
    budget: float = DEFAULT_BUDGET,
) -> SimulationReport:
    """Play ``games`` bot games with seeds ``seed, seed+1, …``; never raises for one game.

    With ``rotate`` the bots move one seat on each game, so seat order favours no bot. With
    ``jobs`` > 1 the games are shared out among that many worker processes; each game depends
    only on its seed, so the report is the same for any number of jobs (but the time).
    With ``tally`` every game counts its cards too and ``report.balance`` holds the balance
    report (win-rate lift per card, seats, game length); without, nothing is counted.
    With ``scheduler`` (a Dask scheduler's address, or ``local``) the cluster's workers play
    the games instead; the report is the same. With ``enough`` (and ``tally``) the games are
    played in batches until its cards are measured well enough, ``games`` at most. The bots
    that think ahead (the level hard) take at most ``budget`` seconds a decision.
    """
    definition = registry.game(game_id)
    count = players or definition.ruleset.default_players
    kinds = list(bots) or ["random"]
    base_bots = [kinds[i % len(kinds)] for i in range(count)]
    out_dir = Path(log_dir) if log_dir else None
    if out_dir is not None:
        out_dir.mkdir(parents=True, exist_ok=True)
    plan = SimulationPlan(game_id, count, base_bots, seed, rotate, options, tuple(sets), out_dir,
                          max_decisions, tally, budget=budget)
    report = SimulationReport(game_id, count, base_bots,
                              levels=level_notes(base_bots, registry.levels(game_id, budget)))
    rules = definition.ruleset()
    rules.seats_for(count, resolve_options(rules, options or {}))  # a wrong count fails once
    started = time.perf_counter()
    outcomes: list[GameOutcome] = []
    step = batch_for(count, enough.batch) if enough is not None and tally else games
    while len(outcomes) < games:
        done = len(outcomes)
        # a batch is the plan from a later seed: game i of it is game done + i of the run
        part = replace(plan, seed=plan.seed + done)
        batch = _play(registry, part, min(step, games - done), jobs, scheduler, progress, rules)
        for outcome in batch:
            outcome.index += done
        outcomes.extend(sorted(batch, key=lambda o: o.index))
        if enough is not None and len(outcomes) < games and enough.met(
                balance_of(registry, plan, outcomes, rules, len(outcomes))):
            break
    report.seconds = time.perf_counter() - started
    for outcome in outcomes:
        _count(report, outcome)
    for seat in (f"p{i}" for i in range(1, count + 1)):
        report.wins.setdefault(seat, 0)
    if tally:
        report.balance = balance_of(registry, plan, outcomes, rules, len(outcomes), enough)
    return report


def play_plan(registry: Registry, plan: SimulationPlan, games: int, jobs: int,
              progress: Callable[[int], None] | None, rules: Any) -> list[GameOutcome]:
    """Play games 0 … ``games``-1 of the plan here or in ``jobs`` worker processes."""
    return _play(registry, plan, games, jobs, None, progress, rules)


def _play(registry: Registry, plan: SimulationPlan, games: int, jobs: int,
          scheduler: str | None, progress: Callable[[int], None] | None,
          rules: Any) -> list[GameOutcome]:
    """Play games 0 … ``games``-1 of the plan: on a cluster, in worker processes or here."""
    jobs = max(1, min(jobs, games))
    if scheduler is not None:
        return list(play_on_cluster(scheduler, tuple(registry.plugin_names), plan, games, jobs,
                                    progress))
    if jobs > 1 and "fork" in multiprocessing.get_all_start_methods():
        return list(_play_in_workers(registry, plan, games, jobs, progress))
    factories = registry.agent_factories(plan.game_id, plan.budget)
    return play_games(registry, plan, range(games), factories, rules, progress)


def balance_of(registry: Registry, plan: SimulationPlan, outcomes: Sequence[GameOutcome],
               rules: Any, games: int, enough: Enough | None = None) -> BalanceReport:
    """The balance report of a simulation's games (in game order, errors left out); with
    ``enough``, the rule that chose how many games and the cards it still waits for."""
    library = registry.library(plan.game_id, plan.sets)
    finished = [FinishedGame(o.seats, o.winners, o.turns, o.decisions, o.tally)
                for o in outcomes if o.error is None and o.tally is not None]
    meta = {
        "game": plan.game_id,
        "game_name": rules.name or plan.game_id,
        "players": plan.count,
        "bots": list(plan.base_bots),
        "levels": level_notes(plan.base_bots, registry.levels(plan.game_id, plan.budget)),
        "rotate": plan.rotate,
        "seed": plan.seed,
        "games": games,
        "finished": len(finished),
        "errors": sum(1 for o in outcomes if o.error is not None),
        "options": resolve_options(rules, plan.options or {}),
        "sets": [{"id": s.id, "name": s.name, "version": s.version, "hash": s.content_hash}
                 for s in library.sets],
    }
    report = build_report(library.cards.values(), finished, meta,
                          rules.tally_rules.joined(library.cards.values()))
    if enough is not None:
        report.meta["rule"] = RULE
        report.meta["short"] = [line.id for line in enough.short(report)]
    return report


def _count(report: SimulationReport, outcome: GameOutcome) -> None:
    """Add one game's outcome to the report."""
    report.games += 1
    if outcome.error is not None:
        report.errors += 1
        if len(report.error_samples) < 10:
            report.error_samples.append({"seed": outcome.seed, "error": outcome.error})
        return
    report.decisions += outcome.decisions
    winners = outcome.winners
    for seat in winners:
        report.wins[seat] = report.wins.get(seat, 0) + 1
        bot = outcome.seat_bots[outcome.seats.index(seat)]
        report.wins_by_bot[bot] = report.wins_by_bot.get(bot, 0) + 1 / len(winners)
    if len(winners) > 1:
        report.shared_wins += 1
    if not winners:
        report.no_winner += 1
    report.turns.append(outcome.turns)


# a forked worker finds the parent's registry and plan here (nothing is pickled but indices)
_WORKER: tuple[Registry, SimulationPlan] | None = None


def _play_chunk(indices: list[int]) -> list[GameOutcome]:
    """Worker side: play these games of the plan the parent left in ``_WORKER``."""
    assert _WORKER is not None
    registry, plan = _WORKER
    factories = registry.agent_factories(plan.game_id, plan.budget)
    rules = registry.game(plan.game_id).ruleset()
    return play_games(registry, plan, indices, factories, rules)


def _play_in_workers(registry: Registry, plan: SimulationPlan, games: int, jobs: int,
                     progress: Callable[[int], None] | None) -> Iterator[GameOutcome]:
    """Share the games out among ``jobs`` forked processes, small chunks at a time."""
    global _WORKER
    size = max(1, min(10, games // (jobs * 4)))
    chunks = [list(range(i, min(i + size, games))) for i in range(0, games, size)]
    registry.library(plan.game_id, plan.sets)  # read the card files once, before forking
    _WORKER = (registry, plan)
    try:
        with ProcessPoolExecutor(max_workers=jobs,
                                 mp_context=multiprocessing.get_context("fork")) as pool:
            pending: set[Future[list[GameOutcome]]] = {pool.submit(_play_chunk, c)
                                                       for c in chunks}
            while pending:
                done, pending = wait(pending, return_when=FIRST_COMPLETED)
                for future in done:
                    results = future.result()
                    if progress is not None:
                        progress(len(results))
                    yield from results
    finally:
        _WORKER = None


def default_jobs() -> int:
    """The worker processes a simulation uses unless told: one per core."""
    return max(1, os.cpu_count() or 1)
