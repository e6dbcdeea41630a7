"""One simulated game: what a worker needs to play it (the plan), playing it to its end, and
how it ended. The process pool (``simulate``) and the Dask cluster (``cluster``) both play
their games with :func:`play_one` (a run of them with :func:`play_games`)."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from deckwright.kernel.agents import (
    ExternalAgent,
    LazyView,
    ask_agent,
    bind_relevance,
    make_agent,
)
from deckwright.kernel.errors import DeckwrightError
from deckwright.kernel.game import Game
from deckwright.kernel.levels import DEFAULT_BUDGET
from deckwright.kernel.log import GameLog
from deckwright.kernel.lookahead import SearchStats
from deckwright.kernel.registry import Registry

from ..report.tally import CardTally, GameTally
from .collector import collector_held
from .contests import ContestTally, ContestWatch

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
    contests: ContestTally | None = None
    # seconds each seat's bot took over each decision it was asked (plans that time them)
    thinking: dict[str, list[float]] = field(default_factory=dict)
    # what the searches of each seat's bot that looks ahead cost (plans that time them)
    searches: dict[str, SearchStats] = field(default_factory=dict)


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
    contests: bool = False  # count the chances to stop a rival's win (contests.py)
    budget: float = DEFAULT_BUDGET  # seconds a decision for the bots that think (levels.py)
    timed: bool = False  # time each bot's decisions (GameOutcome.thinking)

    def seat_bots(self, index: int) -> list[str]:
        """The bots by seat for game ``index`` (rotated one seat per game with ``rotate``)."""
        shift = index % self.count if self.rotate else 0
        return self.base_bots[-shift:] + self.base_bots[:-shift] if shift else list(self.base_bots)


def play_to_end(game: Game, agents: Mapping[str, Any], max_decisions: int,
                after_answer: Callable[[], None] | None = None, *,
                relevance: bool = True, watch: ContestWatch | None = None,
                clock: dict[str, list[float]] | None = None) -> int:
    """Let ``agents`` answer every decision until the game is over; return how many they
    made. A game past ``max_decisions`` raises (a loop, not a long game). With ``relevance``
    the agents that can decline priority windows beforehand do (``bind_relevance``); a
    ``watch`` counts the chances to stop a rival's win (contests.py); a ``clock`` gets the
    seconds each seat's agent took over each answer. Python's cyclic collector is held back
    meanwhile (collector.py); the finished game is released (``Game.release``)."""
    with collector_held():
        return _play_to_end(game, agents, max_decisions, after_answer, relevance=relevance,
                            watch=watch, clock=clock)


def _play_to_end(game: Game, agents: Mapping[str, Any], max_decisions: int,
                 after_answer: Callable[[], None] | None, *, relevance: bool,
                 watch: ContestWatch | None,
                 clock: dict[str, list[float]] | None) -> int:
    if relevance:
        bind_relevance(game, agents)
    if watch is not None:
        watch.bind(agents)
    made = 0
    while not game.over:
        for decision in game.pending:
            seat = decision.player
            chance = watch.asked(decision) if watch is not None else None
            started = time.perf_counter()
            answer = ask_agent(agents[seat], decision, LazyView(game, seat))
            if clock is not None:
                clock.setdefault(seat, []).append(time.perf_counter() - started)
            if watch is not None:
                watch.answered(decision, chance, answer)
            game.answer(seat, answer)
            made += 1
            if after_answer is not None:
                after_answer()
        if made > max_decisions:
            raise DeckwrightError(f"no end after {max_decisions} decisions")
    game.release()  # freed by reference counting once dropped (Game.release)
    return made


def searches_of(agents: Mapping[str, Any]) -> dict[str, SearchStats]:
    """The search costs of the seats whose bots look ahead (a ``search`` with its stats)."""
    found = {}
    for seat, agent in agents.items():
        stats = getattr(getattr(agent, "search", None), "stats", None)
        if isinstance(stats, SearchStats):
            found[seat] = stats
    return found


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
        watch = ContestWatch(game) if plan.contests else None
        outcome.decisions = play_to_end(game, agents, plan.max_decisions,
                                        log.after_answer if log is not None else None,
                                        watch=watch,
                                        clock=outcome.thinking if plan.timed else None)
        if log is not None and plan.log_dir is not None:
            log.save(plan.log_dir / f"{plan.game_id}-{game_seed}.jsonl")
        if game.error:
            raise DeckwrightError(game.error)
        outcome.winners = list((game.result or {}).get("winners") or [])
        outcome.turns = rules.turn_count(game)
        if tally is not None:
            outcome.tally = tally.result()
        if watch is not None:
            outcome.contests = watch.result()
        if plan.timed:
            outcome.searches = searches_of(agents)
    except Exception as exc:  # one broken game must not end a simulation
        outcome.error = f"{type(exc).__name__}: {exc}"
    finally:
        for agent in agents.values():
            if isinstance(agent, ExternalAgent):
                agent.close(game.result if game is not None else None)
    return outcome


def play_games(registry: Registry, plan: SimulationPlan, indices: Iterable[int],
               factories: dict[str, Any], rules: Any,
               progress: Callable[[int], None] | None = None) -> list[GameOutcome]:
    """Play these games of a plan one after another (``play_one``), the collector held for
    the whole run (collector.py): a game freed as the next begins is not walked by it."""
    outcomes = []
    with collector_held():
        for index in indices:
            outcomes.append(play_one(registry, plan, index, factories, rules))
            if progress is not None:
                progress(1)
    return outcomes
