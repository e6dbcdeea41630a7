"""Shake a game (and a homebrew set) out: many seeded random-bot games, the invariants of the
kernel checked at a seeded sample of answers, a sample of logs replayed, and the cards of the
sets given with ``--set`` counted as they come up (DESIGN §9; issues #9, #34).

Checking after every answer and replaying every log cost four to six times the game itself;
a sample (about one answer in ``check_every``, always the first and the last state, and every
``replay_every``-th game's log) finds the same faults over a run of games, and the command a
violation prints repeats that one game with every answer checked. A card whose script raised
is named with its error. Each game depends only on its seed, so a report is the same for any
number of worker processes.
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
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from deckwright.kernel.agents import RandomAgent, ask_agent
from deckwright.kernel.errors import DeckwrightError
from deckwright.kernel.invariants import kernel_invariants
from deckwright.kernel.log import GameLog, parse_log, replay_log

from .report.tally import CardTally
from .seen_cards import CardsSeen, count_seen, seen_in

if TYPE_CHECKING:
    from deckwright.kernel.game import Game
    from deckwright.kernel.registry import Registry

_CARD_ERROR = re.compile(r"^card '([^']+)', ")
CHECK_EVERY = 100  # the invariants are checked after about one answer in this many
REPLAY_EVERY = 20  # the log of every this-many-th game is replayed
# nobody reads a shaken game's history (no rule may, and a seat's view holds none), so it
# keeps none, as a simulated game does
UNREAD_HISTORY = 0


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
    check_every: int = CHECK_EVERY
    replay_every: int = REPLAY_EVERY
    watched: frozenset[str] = frozenset()  # the cards whose sightings are counted

    def command(self, seed: int, players: int, options: dict[str, Any]) -> str:
        """The command line that repeats one game of this plan, every answer checked."""
        parts = ["deckwright shake", self.game_id, "--games 1", f"--seed {seed}",
                 f"--players {players}", "--check-every 1"]
        parts += [f"--option {k}={_shown(v)}" for k, v in sorted(options.items())]
        parts += [f"--set {s}" for s in self.sets]
        return " ".join(parts)

    def replays(self, index: int) -> bool:
        """Whether game ``index``'s log is replayed: every ``replay_every``-th, the first too."""
        return index % self.replay_every == 0


@dataclass
class GameShaken:
    """What one shaken game showed."""

    seed: int
    players: int
    options: dict[str, Any]
    decisions: int = 0
    checked: int = 0  # the states the invariants were checked in
    violations: list[str] = field(default_factory=list)
    card_errors: dict[str, str] = field(default_factory=dict)
    replay_due: bool = False
    replayed: bool = False
    command: str = ""
    cards: CardsSeen = field(default_factory=dict)


@dataclass
class ShakeReport:
    """Every game's findings, and the totals a person reads first."""

    game: str
    games: list[GameShaken] = field(default_factory=list)
    seconds: float = 0.0
    check_every: int = CHECK_EVERY
    replay_every: int = REPLAY_EVERY
    watched: list[tuple[str, str, str]] = field(default_factory=list)  # (id, name, set)

    @property
    def violations(self) -> int:
        """How many invariant violations were found, over every game."""
        return sum(len(g.violations) for g in self.games)

    @property
    def replayed(self) -> int:
        """How many games' logs replayed to the same state."""
        return sum(1 for g in self.games if g.replayed)

    @property
    def replays_due(self) -> int:
        """How many games' logs were to be replayed (the sample)."""
        return sum(1 for g in self.games if g.replay_due)

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
        """No violation, no failing card, every log of the sample replayed."""
        return (not self.violations and not self.failing_cards
                and self.replayed == self.replays_due)

    def to_json(self) -> dict[str, Any]:
        """The report as plain data (``--json``)."""
        return {
            "game": self.game,
            "games": len(self.games),
            "decisions": sum(g.decisions for g in self.games),
            "checked": sum(g.checked for g in self.games),
            "check_every": self.check_every,
            "replay_every": self.replay_every,
            "logs_replayed": self.replays_due,
            "violations": [{"seed": g.seed, "problem": v, "command": g.command}
                           for g in self.games for v in g.violations],
            "failing_cards": [{"card": c, "error": e, "command": cmd}
                              for c, (e, cmd) in sorted(self.failing_cards.items())],
            "logs_verified": self.replayed,
            "cards": count_seen(self.watched, [g.cards for g in self.games]),
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
    """Play game ``index`` of the plan with random bots, checking the invariants at a seeded
    sample of answers (every one with ``check_every`` 1) and in the last state."""
    seed, players, options = game_setup(registry, plan, index)
    found = GameShaken(seed, players, options, command=plan.command(seed, players, options),
                       replay_due=plan.replays(index))
    tally = CardTally() if plan.watched else None
    try:
        game = registry.new_game(plan.game_id, players=players, seed=seed, options=options,
                                 sets=plan.sets,
                                 on_start=tally.attach if tally is not None else None,
                                 history_kept=UNREAD_HISTORY)
    except DeckwrightError as exc:
        found.violations.append(f"the game did not start: {exc}")
        return found
    watch = Watch(game, plan.check_views)
    log = GameLog(game, plan.sets) if found.replay_due else None
    agents = {seat: RandomAgent(seat, game) for seat in game.seats}
    sample = _CheckSample(plan.check_every, f"shake-check:{plan.game_id}:{seed}")
    found.violations.extend(watch())
    found.checked = 1
    checked_last = True
    while not game.over and not found.violations:
        pending = game.pending
        if not pending:
            found.violations.append("the game waits for nobody but is not over")
            break
        for decision in pending:
            game.answer(decision.player, ask_agent(agents[decision.player], decision, {}))
            if log is not None:
                log.after_answer()
            found.decisions += 1
            checked_last = sample.due()
            if checked_last and _check(watch, found):
                break
            if game.over:
                break
        if found.decisions > plan.max_decisions:
            found.violations.append(f"the game did not end within {plan.max_decisions} "
                                    "decisions")
            break
    if not checked_last and not found.violations:
        _check(watch, found)
    if game.error:
        match = _CARD_ERROR.match(game.error)
        if match:
            found.card_errors[match.group(1)] = game.error
        else:
            found.violations.append(f"the game stopped with an error: {game.error}")
    if tally is not None:
        found.cards = seen_in(tally.result(), plan.watched)
    if log is not None:
        _replay(registry, log, game, found)
    return found


class _CheckSample:
    """Which answers are followed by a check: gaps drawn from 1 … 2n-1 (about one answer in
    ``n``) by a generator of the game's own, so a game is checked at the same answers in any
    run and the game's own randomness is untouched."""

    def __init__(self, every: int, name: str) -> None:
        self.every = max(1, every)
        self.pick = random.Random(name)
        self.left = self._gap()

    def _gap(self) -> int:
        return 1 if self.every == 1 else self.pick.randint(1, 2 * self.every - 1)

    def due(self) -> bool:
        """Whether the answer just made is followed by a check."""
        self.left -= 1
        if self.left > 0:
            return False
        self.left = self._gap()
        return True


def _check(watch: Watch, found: GameShaken) -> bool:
    """Check the invariants now; True (and the problems recorded) when one does not hold."""
    found.checked += 1
    problems = watch()
    found.violations.extend(f"after answer {found.decisions}: {p}" for p in problems[:5])
    return bool(problems)


def _replay(registry: Registry, log: GameLog, game: Game, found: GameShaken) -> None:
    """Replay the game's log and compare the state it reaches with the game's."""
    try:
        again = replay_log(parse_log(log.lines(), f"game {found.seed}"), registry)
        if again.state_hash() != game.state_hash():
            found.violations.append("the replay of its log ended in another state")
        else:
            found.replayed = True
    except DeckwrightError as exc:
        found.violations.append(f"its log did not replay: {exc}")


# a forked worker finds the parent's registry and plan here (nothing is pickled but indices)
_worker: tuple[Registry, ShakePlan] | None = None


def _play(index: int) -> GameShaken:
    assert _worker is not None
    return shake_one(_worker[0], _worker[1], index)


def shake(registry: Registry, plan: ShakePlan, *, jobs: int = 1,
          progress: Callable[[int], None] | None = None) -> ShakeReport:
    """Shake ``plan.games`` games; the same report for any ``jobs``."""
    start = time.perf_counter()
    watched = watched_cards(registry, plan.game_id, plan.sets)
    if watched and not plan.watched:
        plan = replace(plan, watched=frozenset(card for card, _name, _set in watched))
    report = ShakeReport(plan.game_id, check_every=plan.check_every,
                         replay_every=plan.replay_every, watched=watched)
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


def watched_cards(registry: Registry, game_id: str, sets: Sequence[str]
                  ) -> list[tuple[str, str, str]]:
    """The cards of the sets given with ``--set`` (not the game's default sets): (id, name,
    set), in set order."""
    if not sets:
        return []
    defaults = {s.id for s in registry.library(game_id).sets}
    library = registry.library(game_id, sets)
    return [(c.id, c.name, c.set_id) for c in library.cards.values()
            if c.set_id not in defaults]


def default_jobs(games: int) -> int:
    """One worker per core, never more than games."""
    return max(1, min(os.cpu_count() or 1, games))


__all__: Sequence[str] = ("ShakePlan", "ShakeReport", "GameShaken", "shake", "shake_one",
                          "hidden_leaks", "watched_cards")
