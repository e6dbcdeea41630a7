"""One bot against a table of others: seeded games with the challenger moving round the seats,
and what they show — its win rate against parity with an interval, game length, deaths.

A duel is a simulation whose bots are the challenger then the others, rotated one seat a game
(so no seat's advantage is the challenger's), with the card tally on, since that is where a
game reports its players' deaths. Each game depends only on its seed, so a duel gives the
same numbers for any number of jobs.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from deckwright.kernel.levels import DEFAULT_BUDGET, level_notes
from deckwright.kernel.lookahead import SearchStats
from deckwright.kernel.options import resolve_options
from deckwright.kernel.registry import Registry

from ..report.balance import wilson
from .onegame import GameOutcome, SimulationPlan
from .simulate import play_plan


@dataclass
class DuelReport:
    """What a duel found: the challenger's wins against parity, lengths and deaths."""

    game: str
    players: int
    challenger: str
    others: list[str]
    games: int = 0
    errors: int = 0
    error_samples: list[dict[str, Any]] = field(default_factory=list)
    wins: int = 0            # games the challenger won, alone or shared
    shared: int = 0          # of those, the shared ones
    turns: list[int] = field(default_factory=list)
    challenger_deaths: int = 0
    other_deaths: int = 0
    # a rival about to win and a play against it in hand (contests.py): chances, taken
    challenger_stops: tuple[int, int] = (0, 0)
    other_stops: tuple[int, int] = (0, 0)
    seconds: float = 0.0
    budget: float = DEFAULT_BUDGET  # seconds a decision for the bots that think
    # seconds each answer the bots were asked for took: the challenger's, the others'
    challenger_thinking: list[float] = field(default_factory=list)
    other_thinking: list[float] = field(default_factory=list)
    levels: list[str] = field(default_factory=list)  # what each level that played is
    # the challenger's searches, if it looks ahead: their counts summed over the games
    search: SearchStats = field(default_factory=SearchStats)

    @property
    def played(self) -> int:
        """The games that ended without an error."""
        return self.games - self.errors

    def win_rate(self) -> tuple[float, tuple[float, float] | None]:
        """The challenger's win rate and its 95% Wilson interval."""
        n = self.played
        return (self.wins / n if n else 0.0), wilson(self.wins, n)

    def deaths_per_game(self) -> tuple[float, float]:
        """Deaths per player per game: the challenger's, and the other seats' average."""
        n = self.played
        if not n:
            return 0.0, 0.0
        return self.challenger_deaths / n, self.other_deaths / (n * max(1, self.players - 1))

    def to_json(self) -> dict[str, Any]:
        """The report as one JSON-able object."""
        rate, interval = self.win_rate()
        mine, theirs = self.deaths_per_game()
        return {
            "game": self.game, "players": self.players, "challenger": self.challenger,
            "others": self.others, "games": self.games, "errors": self.errors,
            "error_samples": self.error_samples, "wins": self.wins, "shared_wins": self.shared,
            "win_rate": round(rate, 4), "parity": round(1 / self.players, 4),
            "interval": [round(x, 4) for x in interval] if interval else None,
            "turns": length_summary(self.turns),
            "deaths_per_player_per_game": {"challenger": round(mine, 3),
                                           "others": round(theirs, 3)},
            "stopping_a_win": {"challenger": list(self.challenger_stops),
                               "others": list(self.other_stops)},
            "budget": self.budget,
            "seconds_per_decision": {"challenger": thinking_summary(self.challenger_thinking),
                                     "others": thinking_summary(self.other_thinking)},
            "levels": self.levels,
            "search": (search_summary(self.search, self.played) if self.search.searched
                       else None),
            "seconds": round(self.seconds, 3),
        }


def search_summary(stats: SearchStats, games: int) -> dict[str, float]:
    """What the challenger's searches cost: searched decisions per game, samples and copies
    per searched decision, searches the budget cut, the 99th percentile of a searched
    decision's seconds and the copies' processor seconds per game."""
    searched = max(1, stats.searched)
    return {"searched_per_game": round(stats.searched / max(1, games), 2),
            "samples_per_search": round(stats.samples / searched, 2),
            "copies_per_search": round(stats.rollouts / searched, 2),
            "over_budget": stats.over_budget, "failed_copies": stats.failed,
            "p99_seconds": round(stats.percentile(0.99), 4),
            "copy_cpu_seconds_per_game": round(stats.copy_seconds / max(1, games), 2)}


def length_summary(turns: Sequence[int]) -> dict[str, float]:
    """Median, 99th percentile and maximum of the games' lengths in turns."""
    if not turns:
        return {"median": 0, "p99": 0, "max": 0}
    ordered = sorted(turns)
    p99 = ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))]
    return {"median": statistics.median(ordered), "p99": p99, "max": ordered[-1]}


def thinking_summary(seconds: Sequence[float]) -> dict[str, float]:
    """Median, 99th percentile and maximum of the seconds a bot took over its answers."""
    if not seconds:
        return {"median": 0.0, "p99": 0.0, "max": 0.0}
    ordered = sorted(seconds)
    p99 = ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))]
    return {"median": round(statistics.median(ordered), 4), "p99": round(p99, 4),
            "max": round(ordered[-1], 4)}


def duel(registry: Registry, game_id: str, *, challenger: str, others: Sequence[str],
         games: int, players: int | None = None, seed: int = 0,
         options: dict[str, Any] | None = None, sets: Sequence[str] = (), jobs: int = 1,
         max_decisions: int = 200_000, progress: Callable[[int], None] | None = None,
         budget: float = DEFAULT_BUDGET) -> DuelReport:
    """Play ``games`` seeded games of ``challenger`` against ``others`` (repeated round the
    table), the challenger one seat further on each game, the bots that think given
    ``budget`` seconds a decision; never raises for one game."""
    definition = registry.game(game_id)
    count = players or definition.ruleset.default_players
    rest = list(others) or [challenger]
    bots = [challenger] + [rest[i % len(rest)] for i in range(count - 1)]
    rules = definition.ruleset()
    rules.seats_for(count, resolve_options(rules, options or {}))  # a wrong count fails once
    plan = SimulationPlan(game_id, count, bots, seed, True, options, tuple(sets), None,
                          max_decisions, tally=True, contests=True, budget=budget, timed=True)
    report = DuelReport(game_id, count, challenger, bots[1:], budget=budget,
                        levels=level_notes(bots, registry.levels(game_id, budget)))
    started = time.perf_counter()
    outcomes = play_plan(registry, plan, games, jobs, progress, rules)
    report.seconds = time.perf_counter() - started
    for outcome in sorted(outcomes, key=lambda o: o.index):
        _count(report, outcome)
    return report


def challenger_seat(outcome: GameOutcome) -> str:
    """The seat the challenger (the plan's first bot) sat in for this game."""
    shift = outcome.index % len(outcome.seat_bots)
    return outcome.seats[shift] if outcome.seats else f"p{shift + 1}"


def _count(report: DuelReport, outcome: GameOutcome) -> None:
    """Add one game's result to the report."""
    report.games += 1
    if outcome.error is not None:
        report.errors += 1
        if len(report.error_samples) < 5:
            report.error_samples.append({"seed": outcome.seed, "error": outcome.error})
        return
    seat = challenger_seat(outcome)
    if seat in outcome.winners:
        report.wins += 1
        report.shared += len(outcome.winners) > 1
    report.turns.append(outcome.turns)
    deaths = outcome.tally.deaths if outcome.tally is not None else {}
    report.challenger_deaths += deaths.get(seat, 0)
    for who, seconds in outcome.thinking.items():
        (report.challenger_thinking if who == seat else report.other_thinking).extend(seconds)
    report.other_deaths += sum(n for s, n in deaths.items() if s != seat)
    if seat in outcome.searches:
        _add_search(report.search, outcome.searches[seat])
    if outcome.contests is not None:
        chances, taken = outcome.contests.chances, outcome.contests.taken
        report.challenger_stops = _plus(report.challenger_stops, chances.get(seat, 0),
                                        taken.get(seat, 0))
        report.other_stops = _plus(report.other_stops,
                                   sum(n for s, n in chances.items() if s != seat),
                                   sum(n for s, n in taken.items() if s != seat))


def _add_search(total: SearchStats, one: SearchStats) -> None:
    """Add one game's search costs to the duel's."""
    total.searched += one.searched
    total.over_budget += one.over_budget
    total.failed += one.failed
    total.rollouts += one.rollouts
    total.samples += one.samples
    total.seconds.extend(one.seconds)
    total.copy_seconds += one.copy_seconds


def _plus(pair: tuple[int, int], chances: int, taken: int) -> tuple[int, int]:
    return pair[0] + chances, pair[1] + taken
