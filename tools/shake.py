"""Shake a game (and a homebrew set) out: many seeded random-bot games, every invariant of
the kernel checked after every answer, every log replayed (DESIGN §9; issue #9).

A violation names the game's seed and the command line that reproduces it; a card whose
script raised is named with its error. Each game depends only on its seed, so a report is the
same for any number of worker processes.
"""

from __future__ import annotations

import json
import multiprocessing
import os
import random
import re
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from deckwright.kernel.agents import RandomAgent, ask_agent
from deckwright.kernel.errors import DeckwrightError
from deckwright.kernel.invariants import kernel_invariants
from deckwright.kernel.log import GameLog, parse_log, replay_log

if TYPE_CHECKING:
    from deckwright.kernel.game import Game
    from deckwright.kernel.registry import Registry

_CARD_ERROR = re.compile(r"^card '([^']+)', ")


@dataclass(frozen=True)
class ShakePlan:
    """What to shake: the game, how many games from which seed, with which sets and options."""

    game_id: str
    games: int
    seed: int = 1
    players: int | None = None
    options: dict[str, Any] = field(default_factory=dict)
    sets: tuple[str, ...] = ()
    max_decisions: int = 100_000
    check_views: bool = True

    def command(self, seed: int, players: int, options: dict[str, Any]) -> str:
        """The command line that replays one game of this plan."""
        parts = ["deckwright shake", self.game_id, "--games 1", f"--seed {seed}",
                 f"--players {players}"]
        parts += [f"--option {k}={_shown(v)}" for k, v in sorted(options.items())]
        parts += [f"--set {s}" for s in self.sets]
        return " ".join(parts)


@dataclass
class GameShaken:
    """What one shaken game showed."""

    seed: int
    players: int
    options: dict[str, Any]
    decisions: int = 0
    violations: list[str] = field(default_factory=list)
    card_errors: dict[str, str] = field(default_factory=dict)
    replayed: bool = False
    command: str = ""


@dataclass
class ShakeReport:
    """Every game's findings, and the totals a person reads first."""

    game: str
    games: list[GameShaken] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def violations(self) -> int:
        """How many invariant violations were found, over every game."""
        return sum(len(g.violations) for g in self.games)

    @property
    def replayed(self) -> int:
        """How many games' logs replayed to the same state."""
        return sum(1 for g in self.games if g.replayed)

    @property
    def failing_cards(self) -> dict[str, tuple[str, str]]:
        """Each card whose script raised: its first error and the command reproducing it."""
        out: dict[str, tuple[str, str]] = {}
        for g in self.games:
            for card, error in g.card_errors.items():
                out.setdefault(card, (error, g.command))
        return out

    @property
    def ok(self) -> bool:
        """No violation, no failing card, every log replayed."""
        return not self.violations and not self.failing_cards and self.replayed == len(self.games)

    def to_json(self) -> dict[str, Any]:
        """The report as plain data (``--json``)."""
        return {
            "game": self.game,
            "games": len(self.games),
            "decisions": sum(g.decisions for g in self.games),
            "violations": [{"seed": g.seed, "problem": v, "command": g.command}
                           for g in self.games for v in g.violations],
            "failing_cards": [{"card": c, "error": e, "command": cmd}
                              for c, (e, cmd) in sorted(self.failing_cards.items())],
            "logs_verified": self.replayed,
            "seconds": round(self.seconds, 3),
            "ok": self.ok,
        }


def _shown(value: Any) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


def game_setup(registry: Registry, plan: ShakePlan, index: int) -> tuple[int, int, dict]:
    """The seed, player count and options of game ``index``: mixed over the game's allowed
    counts and its options with a fixed set of values, unless the plan fixes them."""
    seed = plan.seed + index
    rules = registry.game(plan.game_id).ruleset
    pick = random.Random(f"shake:{plan.game_id}:{seed}")
    players = plan.players
    if players is None:
        players = pick.randint(rules.min_players, rules.max_players)
    options: dict[str, Any] = {}
    for option in rules.options:
        if option.name in plan.options:
            continue
        if option.choices:
            options[option.name] = pick.choice(option.choices)
        elif isinstance(option.default, bool):
            options[option.name] = pick.random() < 0.5
    options.update(plan.options)
    return seed, players, options


_OBJECT_ID = re.compile(r'"([^"#\\]{1,200}#\d+)"')


def hidden_leaks(game: Game) -> list[str]:
    """Object ids a seat's view shows although the seat may not see that object."""
    problems = []
    for seat in game.seats:
        hidden = set()
        for zone in game.zones.values():
            seen_zone = zone.visible_to(seat)
            for obj in zone.objects:
                if (not seen_zone or obj.face_down) and seat not in obj.known_to:
                    hidden.add(obj.id)
        if not hidden:
            continue
        view = game.view(seat)
        shown = {card.get("id") for zone in view["zones"].values() for card in zone["cards"]}
        rest = json.dumps([view["players"], view["stack"], view["data"], view["result"]],
                          default=str)
        shown.update(_OBJECT_ID.findall(rest))
        leaked = hidden & shown
        problems.extend(f"{seat} can see the hidden object {oid}" for oid in sorted(leaked)[:3])
    return problems


class Watch:
    """The checks made after every answer of one game."""

    def __init__(self, game: Game, check_views: bool) -> None:
        self.game = game
        self.check_views = check_views
        self.ever: set[str] = set(game.objects)
        self.live: set[str] = set(game.objects)
        self.cards = len(game.objects)
        self.ranges = game.rules.counter_ranges()

    def __call__(self) -> list[str]:
        """Every invariant that does not hold now."""
        game = self.game
        problems = kernel_invariants(game)
        live = set(game.objects)
        born = live - self.live
        reused = born & self.ever
        problems.extend(f"object id {oid} was used again" for oid in sorted(reused)[:3])
        self.ever |= born
        self.live = live
        if game.rules.conserves_cards and len(live) != self.cards:
            problems.append(f"{len(live)} cards in the game, {self.cards} at the start")
        problems.extend(self._counters())
        problems.extend(game.rules.invariants(game))
        if self.check_views:
            problems.extend(hidden_leaks(game))
        return problems

    def _counters(self) -> list[str]:
        game, out = self.game, []
        for name, (low, high) in self.ranges.items():
            for seat in game.seats:
                value = game.players[seat].counters.get(name)
                if value is not None and not _within(value, low, high):
                    out.append(f"{seat}'s {name} is {value}, outside {low}..{high}")
            for obj in game.objects.values():
                value = obj.counters.get(name)
                if value is not None and not _within(value, low, high):
                    out.append(f"{obj.id}'s {name} is {value}, outside {low}..{high}")
        return out


def _within(value: Any, low: int | None, high: int | None) -> bool:
    if not isinstance(value, int) or isinstance(value, bool):
        return False
    return (low is None or value >= low) and (high is None or value <= high)


def shake_one(registry: Registry, plan: ShakePlan, index: int) -> GameShaken:
    """Play game ``index`` of the plan with random bots, checking after every answer."""
    seed, players, options = game_setup(registry, plan, index)
    found = GameShaken(seed, players, options, command=plan.command(seed, players, options))
    try:
        game = registry.new_game(plan.game_id, players=players, seed=seed, options=options,
                                 sets=plan.sets)
    except DeckwrightError as exc:
        found.violations.append(f"the game did not start: {exc}")
        return found
    watch = Watch(game, plan.check_views)
    log = GameLog(game, plan.sets)
    agents = {seat: RandomAgent(seat, game) for seat in game.seats}
    found.violations.extend(watch())
    while not game.over and not found.violations:
        pending = game.pending
        if not pending:
            found.violations.append("the game waits for nobody but is not over")
            break
        for decision in pending:
            game.answer(decision.player, ask_agent(agents[decision.player], decision, {}))
            log.after_answer()
            found.decisions += 1
            problems = watch()
            if problems:
                found.violations.extend(f"after answer {found.decisions}: {p}"
                                        for p in problems[:5])
                break
            if game.over:
                break
        if found.decisions > plan.max_decisions:
            found.violations.append(f"the game did not end within {plan.max_decisions} "
                                    "decisions")
            break
    if game.error:
        match = _CARD_ERROR.match(game.error)
        if match:
            found.card_errors[match.group(1)] = game.error
        else:
            found.violations.append(f"the game stopped with an error: {game.error}")
    try:
        again = replay_log(parse_log(log.lines(), f"game {seed}"), registry)
        if again.state_hash() != game.state_hash():
            found.violations.append("the replay of its log ended in another state")
        else:
            found.replayed = True
    except DeckwrightError as exc:
        found.violations.append(f"its log did not replay: {exc}")
    return found


# a forked worker finds the parent's registry and plan here (nothing is pickled but indices)
_worker: tuple[Registry, ShakePlan] | None = None


def _play(index: int) -> GameShaken:
    assert _worker is not None
    return shake_one(_worker[0], _worker[1], index)


def shake(registry: Registry, plan: ShakePlan, *, jobs: int = 1,
          progress: Callable[[int], None] | None = None) -> ShakeReport:
    """Shake ``plan.games`` games; the same report for any ``jobs``."""
    start = time.perf_counter()
    report = ShakeReport(plan.game_id)
    indices = range(plan.games)
    if jobs <= 1 or plan.games < 2:
        for index in indices:
            report.games.append(shake_one(registry, plan, index))
            if progress:
                progress(1)
    else:
        global _worker
        _worker = (registry, plan)
        registry.library(plan.game_id, plan.sets)  # read the card files once, before forking
        try:
            with ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context("fork")
                                     ) as pool:
                for found in pool.map(_play, indices, chunksize=2):
                    report.games.append(found)
                    if progress:
                        progress(1)
        finally:
            _worker = None
    report.games.sort(key=lambda g: g.seed)
    report.seconds = time.perf_counter() - start
    return report


def default_jobs(games: int) -> int:
    """One worker per core, never more than games."""
    return max(1, min(os.cpu_count() or 1, games))


__all__: Sequence[str] = ("ShakePlan", "ShakeReport", "GameShaken", "shake", "shake_one",
                          "hidden_leaks")
