"""Many bot games in a row: wins, lengths, errors and throughput."""

from __future__ import annotations

import multiprocessing
import os
import statistics
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .agents import ExternalAgent, LazyView, make_agent
from .balance import BalanceReport, FinishedGame, build_report
from .cardtally import CardTally, GameTally
from .errors import DeckwrightError
from .game import Game, resolve_options
from .log import GameLog
from .registry import Registry

# a simulated game has no one to read its history (the log of answers is what replays it)
SIMULATED_HISTORY = 0


@dataclass
class GameOutcome:
    """How one simulated game ended (or failed)."""

    index: int
    seed: int
    seat_bots: list[str]
    seats: list[str] = field(default_factory=list)
    winners: list[str] = field(default_factory=list)
    turns: int = 0
    decisions: int = 0
    error: str | None = None
    tally: GameTally | None = None


@dataclass
class SimulationPlan:
    """Everything a worker needs to play its share of a simulation."""

    game_id: str
    count: int
    base_bots: list[str]
    seed: int
    rotate: bool
    options: dict[str, Any] | None
    sets: tuple[str, ...]
    log_dir: Path | None
    max_decisions: int
    tally: bool = False

    def seat_bots(self, index: int) -> list[str]:
        """The bots by seat for game ``index`` (rotated one seat per game with ``rotate``)."""
        shift = index % self.count if self.rotate else 0
        return self.base_bots[-shift:] + self.base_bots[:-shift] if shift else list(self.base_bots)


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

    def to_json(self) -> dict[str, Any]:
        """The report as one JSON-able object."""
        turns = self.turns or [0]
        return {
            "game": self.game,
            "players": self.players,
            "bots": self.bots,
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
) -> SimulationReport:
    """Play ``games`` bot games with seeds ``seed, seed+1, …``; never raises for one game.

    With ``rotate`` the bots move one seat on each game, so seat order favours no bot. With
    ``jobs`` > 1 the games are shared out among that many worker processes; each game depends
    only on its seed, so the report is the same for any number of jobs (but the time).
    With ``tally`` every game counts its cards too and ``report.balance`` holds the balance
    report (win-rate lift per card, seats, game length); without, nothing is counted.
    With ``scheduler`` (a Dask scheduler's address, or ``local``) the cluster's workers play
    the games instead; the report is the same.
    """
    definition = registry.game(game_id)
    count = players or definition.ruleset.default_players
    kinds = list(bots) or ["random"]
    base_bots = [kinds[i % len(kinds)] for i in range(count)]
    out_dir = Path(log_dir) if log_dir else None
    if out_dir is not None:
        out_dir.mkdir(parents=True, exist_ok=True)
    plan = SimulationPlan(game_id, count, base_bots, seed, rotate, options, tuple(sets), out_dir,
                          max_decisions, tally)
    report = SimulationReport(game_id, count, base_bots)
    rules = definition.ruleset()
    rules.seats_for(count, resolve_options(rules, options or {}))  # a wrong count fails once
    started = time.perf_counter()
    outcomes: list[GameOutcome] = []
    jobs = max(1, min(jobs, games))
    if scheduler is not None:
        from .cluster import play_on_cluster

        outcomes = list(play_on_cluster(scheduler, tuple(registry.plugin_names), plan, games,
                                        jobs, progress))
    elif jobs > 1 and "fork" in multiprocessing.get_all_start_methods():
        outcomes = list(_play_in_workers(registry, plan, games, jobs, progress))
    else:
        factories = registry.agent_factories(game_id)
        for index in range(games):
            outcomes.append(play_one(registry, plan, index, factories, rules))
            if progress is not None:
                progress(1)
    report.seconds = time.perf_counter() - started
    outcomes.sort(key=lambda o: o.index)
    for outcome in outcomes:
        _count(report, outcome)
    for seat in (f"p{i}" for i in range(1, count + 1)):
        report.wins.setdefault(seat, 0)
    if tally:
        report.balance = balance_of(registry, plan, outcomes, rules, games)
    return report


def balance_of(registry: Registry, plan: SimulationPlan, outcomes: Sequence[GameOutcome],
               rules: Any, games: int) -> BalanceReport:
    """The balance report of a simulation's games (in game order, errors left out)."""
    library = registry.library(plan.game_id, plan.sets)
    finished = [FinishedGame(o.seats, o.winners, o.turns, o.decisions, o.tally)
                for o in outcomes if o.error is None and o.tally is not None]
    meta = {
        "game": plan.game_id,
        "game_name": rules.name or plan.game_id,
        "players": plan.count,
        "bots": list(plan.base_bots),
        "rotate": plan.rotate,
        "seed": plan.seed,
        "games": games,
        "finished": len(finished),
        "errors": sum(1 for o in outcomes if o.error is not None),
        "options": resolve_options(rules, plan.options or {}),
        "sets": [{"id": s.id, "name": s.name, "version": s.version, "hash": s.content_hash}
                 for s in library.sets],
    }
    return build_report(library.cards.values(), finished, meta)


def play_to_end(game: Game, agents: Mapping[str, Any], max_decisions: int,
                after_answer: Callable[[], None] | None = None) -> int:
    """Let ``agents`` answer every decision until the game is over; return how many they
    made. A game past ``max_decisions`` raises (a loop, not a long game)."""
    made = 0
    while not game.over:
        for decision in game.pending:
            seat = decision.player
            game.answer(seat, agents[seat].choose(decision, LazyView(game, seat)))
            made += 1
            if after_answer is not None:
                after_answer()
        if made > max_decisions:
            raise DeckwrightError(f"no end after {max_decisions} decisions")
    return made


def play_one(registry: Registry, plan: SimulationPlan, index: int,
             factories: dict[str, Any], rules: Any) -> GameOutcome:
    """Play game ``index`` of a plan to its end; an error is recorded, never raised."""
    game_seed = plan.seed + index
    outcome = GameOutcome(index, game_seed, plan.seat_bots(index))
    game = None
    agents: dict[str, Any] = {}
    tally = CardTally() if plan.tally else None
    try:
        game = registry.new_game(plan.game_id, players=plan.count, seed=game_seed,
                                 options=plan.options, sets=plan.sets,
                                 on_start=tally.attach if tally is not None else None,
                                 history_kept=SIMULATED_HISTORY)
        outcome.seats = list(game.seats)
        if len(game.seats) != len(outcome.seat_bots):  # a solo player may hold several seats
            outcome.seat_bots = [outcome.seat_bots[i % len(outcome.seat_bots)]
                                 for i in range(len(game.seats))]
        log = GameLog(game, plan.sets) if plan.log_dir is not None else None
        agents = {s: make_agent(b, s, game, factories)
                  for s, b in zip(game.seats, outcome.seat_bots, strict=True)}
        outcome.decisions = play_to_end(game, agents, plan.max_decisions,
                                        log.after_answer if log is not None else None)
        if log is not None and plan.log_dir is not None:
            log.save(plan.log_dir / f"{plan.game_id}-{game_seed}.jsonl")
        if game.error:
            raise DeckwrightError(game.error)
        outcome.winners = list((game.result or {}).get("winners") or [])
        outcome.turns = rules.turn_count(game)
        if tally is not None:
            outcome.tally = tally.result()
    except Exception as exc:  # one broken game must not end a simulation
        outcome.error = f"{type(exc).__name__}: {exc}"
    finally:
        for agent in agents.values():
            if isinstance(agent, ExternalAgent):
                agent.close(game.result if game is not None else None)
    return outcome


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
    factories = registry.agent_factories(plan.game_id)
    rules = registry.game(plan.game_id).ruleset()
    return [play_one(registry, plan, i, factories, rules) for i in indices]


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
