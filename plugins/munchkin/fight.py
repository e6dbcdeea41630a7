"""A fight's course: its start, the combat window, then the kill, help or running (MK 4.1-4.6)."""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from deckwright.kernel.decisions import CHOOSE, Decision

from .combat import (
    ACTIVE,
    ask_help,
    before_fight,
    current,
    do_instead,
    finish,
    losing_options,
    refresh,
    settled,
    victory,
)
from .running import run_away
from .windows import window

if TYPE_CHECKING:
    from deckwright.kernel.game import Game

Flow = Generator[Any, Any, Any]


def start(game: Game, fighter: str, monster_id: str) -> Flow:
    """A monster that is going to be fought is in the ``combat`` zone: fight it (MK 4.1)."""
    game.data["combats"] = int(game.data.get("combats", 0)) + 1
    game.data["combat"] = {
        "id": game.data["combats"],
        "fighter": fighter,
        "helper": None,
        "bribe": 0,
        "forced": False,
        "asked": [],
        "participants": [fighter],
        "monsters": [{"id": monster_id, "copy_of": None, "state": ACTIVE}],
        "mods": [],
        "run_bonus": {},
        "escaped": {},
        "doubled": None,
        "borrowed": None,
        "lost": False,
        "running": False,
        "runner": None,
        "running_from": None,
        "transfer_by": [],
        "players_strength": 0,
        "monsters_strength": 0,
        "winning": False,
    }
    game.data["turn"]["fought"] = True
    game.data["after_combat"] = False
    yield from game.perform("combat", {"fighter": fighter, "monster": monster_id,
                                       "card": game.obj(monster_id).card})
    yield from before_fight(game, monster_id)
    refresh(game)
    c = current(game)
    if c is not None:
        yield from game.perform("strength", {"fighter": c["fighter"],
                                             "players": c["players_strength"],
                                             "monsters": c["monsters_strength"]})
    # the totals stand as just worked out: the strength event announces them and changes
    # nothing (a trigger on it waits for the window's state checks, which refresh them)
    yield from resolve(game, fresh=True)


def _still_open(game: Game, fresh: bool = False) -> Flow:
    """The combat, its strengths worked out again (unless ``fresh``: the caller has just
    done so), if it still goes on; None once it is over or settled now (no monster left to
    beat, or the whole side got away)."""
    c = current(game)
    if c is None:
        return None
    if not fresh:
        refresh(game)
    if (yield from settled(game)):
        return None
    return c


def resolve(game: Game, fresh: bool = False) -> Flow:
    """The open window until all pass, then the kill, or help, or running (MK 4.5, 4.6);
    ``fresh``: the fight's totals have just been worked out (``start``)."""
    while not game.over:
        c = yield from _still_open(game, fresh)
        fresh = False
        if c is None:
            return
        yield from window(game, "combat", c["fighter"])
        if game.over:
            return
        # the window may have ended or settled it; its totals stand as its last state check
        # left them (worked out, or unchanged since they were), as only passes came after
        c = yield from _still_open(game, fresh=True)
        if c is None:
            return
        if c["winning"] and not c["lost"]:
            yield from victory(game)
            yield from finish(game, "won")
            return
        choice = yield Decision(c["fighter"], CHOOSE, "You are losing this fight: what now?",
                                losing_options(game))
        if choice == "run":
            yield from run_away(game)
            yield from finish(game, "ran")
            return
        if choice.startswith("help:"):
            yield from ask_help(game, choice.split(":", 1)[1])
        elif choice.startswith("instead:"):
            _, monster_id, way = choice.split(":", 2)
            yield from do_instead(game, c["fighter"], monster_id, way)
