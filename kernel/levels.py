"""Bot levels: ``easy``, ``normal`` and ``hard``, the names a player picks a bot by, whatever
the game (issue #36).

- ``normal`` is the game's heuristic bot (the same games as ``heuristic``, still a name).
- ``hard`` is the game's lookahead bot (registered as ``lookahead``), given a time budget
  per decision; a game without one plays ``hard`` as ``normal`` and says so.
- ``easy`` is the heuristic bot that answers some of its questions at random (an
  :class:`Erring` bot, from a generator of its own derived from the game's seed).

A game that names a level among its own agents (``Ruleset.agents``) plays that instead:
Munchkin's ``easy`` also ignores its table sense. :func:`with_levels` adds the levels to a
game's agents; :func:`describe_levels` says, for people, what each one is in that game.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from .decisions import CHOOSE, CONFIRM, PRIORITY, Answer, Decision

EASY, NORMAL, HARD = "easy", "normal", "hard"
LEVELS = (EASY, NORMAL, HARD)
HEURISTIC, LOOKAHEAD = "heuristic", "lookahead"
DEFAULT_BUDGET = 1.0  # seconds a bot may think about one decision
ERRING_SHARE = 0.25  # of its questions the easy bot answers at random
# the kinds of decision whose options an erring bot may pick at random (it leaves numbers,
# orders and choices of several to its bot)
PICKS = (PRIORITY, CHOOSE, CONFIRM)

Factory = Callable[[str, Any], Any]


@dataclass(frozen=True)
class Level:
    """What a level is in one game: the bot that plays it and a line for people."""

    name: str
    bot: str
    note: str


class Erring:
    """A bot that answers a share of its questions at random: at a pick among options (a
    priority window, a choice, a yes or no) it draws from its own generator whether to err,
    then an option, passing as often as it does anything else. Everything else its bot
    answers, and it declines the priority windows its bot declines."""

    def __init__(self, bot: Any, seat: str, game: Any, share: float = ERRING_SHARE) -> None:
        self.bot = bot
        self.share = share
        self.rng = game.rng.derive(f"erring:{seat}")

    def __getattr__(self, name: str) -> Any:
        # relevance (wants_to_act) and forced_questions are its bot's
        return getattr(self.bot, name)

    def choose(self, decision: Decision, view: Mapping[str, Any]) -> Answer:
        """A random option now and then; its bot's answer otherwise."""
        ids = decision.option_ids()
        if decision.kind in PICKS and len(ids) > 1 and self.rng.random() < self.share:
            if decision.kind == PRIORITY and "pass" in ids and self.rng.random() < 0.5:
                return "pass"
            return ids[self.rng.below(len(ids))]
        return self.bot.choose(decision, view)


def erring(factory: Factory, share: float = ERRING_SHARE) -> Factory:
    """A factory of :class:`Erring` bots around the bots ``factory`` makes."""

    def make(seat: str, game: Any) -> Erring:
        return Erring(factory(seat, game), seat, game, share)

    make.__doc__ = f"{_first_line(factory)}, answering {share:.0%} of its picks at random"
    return make


def budgeted(factory: Factory, budget: float) -> Factory:
    """A factory whose bots think at most ``budget`` seconds a decision: a bot with a
    ``budget`` attribute is given it."""

    def make(seat: str, game: Any) -> Any:
        bot = factory(seat, game)
        if hasattr(bot, "budget"):
            bot.budget = budget
        return bot

    make.__doc__ = factory.__doc__
    return make


def with_levels(factories: Mapping[str, Factory],
                budget: float = DEFAULT_BUDGET) -> dict[str, Factory]:
    """``factories`` (a game's agents by name) with the three levels added, unless the game
    names one itself; nothing is added to a game without a heuristic bot."""
    out = dict(factories)
    heuristic = factories.get(HEURISTIC)
    if heuristic is None:
        return out
    hard = factories.get(LOOKAHEAD, heuristic)
    defaults = {EASY: erring(heuristic), NORMAL: heuristic, HARD: budgeted(hard, budget)}
    for name, factory in defaults.items():
        out[name] = budgeted(factories.get(name, factory), budget)
    return out


def describe_levels(factories: Mapping[str, Factory], game_name: str,
                    budget: float = DEFAULT_BUDGET) -> dict[str, Level]:
    """What each level is in a game with these agents (before :func:`with_levels`)."""
    if HEURISTIC not in factories:
        return {}
    out = {}
    for name in LEVELS:
        if name in factories:
            out[name] = Level(name, name, _first_line(factories[name]))
        elif name == NORMAL:
            out[name] = Level(name, HEURISTIC, "the heuristic bot")
        elif name == EASY:
            out[name] = Level(name, f"{HEURISTIC}, erring",
                              f"the heuristic bot, answering {ERRING_SHARE:.0%} of its picks "
                              "at random")
        elif LOOKAHEAD in factories:
            out[name] = Level(name, LOOKAHEAD,
                              f"the lookahead bot, at most {budget:g} s a decision")
        else:
            out[name] = Level(name, HEURISTIC, f"{game_name} has no lookahead bot: hard "
                                               "plays as normal, the heuristic bot")
    return out


def level_notes(kinds: list[str], levels: Mapping[str, Level]) -> list[str]:
    """One line per level among ``kinds`` (the bots by seat): ``hard: the lookahead bot ...``."""
    seen = [k for k in LEVELS if k in kinds and k in levels]
    return [f"{k}: {levels[k].note}" for k in seen]


def _first_line(factory: Factory) -> str:
    """The first line of a bot's docstring, lower-cased at the start, without its stop."""
    doc = (getattr(factory, "__doc__", None) or "a bot").strip().splitlines()[0].rstrip(".")
    return doc[:1].lower() + doc[1:]
