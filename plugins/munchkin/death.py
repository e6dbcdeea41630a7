"""Death, looting the body, and coming back (MK 8.8-8.12, 14.13-14.16)."""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from deckwright.kernel.decisions import CHOOSE, Decision, Option

from . import character as ch
from . import items as it
from .cards import CORPSE, DOOR, TREASURE, ctype, discard_of, hand
from .deck import draw
from .setup import settle_ties, starting_cards
from .windows import layout

if TYPE_CHECKING:
    from deckwright.kernel.game import Game

Flow = Generator[Any, Any, Any]

KEPT = ("race", "class", "combinator")


def flag(game: Game, seat: str, name: str, value: Any) -> Flow:
    """Set a player flag as an event."""
    yield from game.perform("flag", {"target": seat, "name": name, "value": value})


def die(game: Game, seat: str, cause: str = "") -> Flow:
    """The character dies: race, class and level stay; everything else is looted by the others
    in level order, the rest discarded; the Title is simply discarded (MK 8.8)."""
    if ch.is_dead(game, seat) or game.over:
        return False
    yield from game.perform("die", {"player": seat, "cause": cause})
    yield from flag(game, seat, "dead", True)
    yield from flag(game, seat, "out", True)
    bundles: dict[str, str] = {}
    for obj in it.table_objects(game, seat):
        if obj.id not in game.objects:
            continue
        kind = ctype(game, obj.card)
        if kind in KEPT or (kind == "curse" and game.options.get("dead_keep_curses")):
            continue
        if kind == "title":
            yield from game.move(obj.id, discard_of(game, obj.card), "top", cause="death")
            continue
        if kind == "cheat":
            continue
        partner = obj.flags.get(it.CHEAT)
        moved = yield from game.move(obj.id, CORPSE, "bottom", cause="death", player=seat)
        if partner and partner in game.objects and moved is not None:
            cheat = yield from game.move(partner, CORPSE, "bottom", cause="death", player=seat)
            if cheat is not None:
                bundles[moved.id] = cheat.id
    for obj in it.table_objects(game, seat):
        if ctype(game, obj.card) == "cheat":
            yield from game.move(obj.id, CORPSE, "bottom", cause="death", player=seat)
    for obj in list(game.zones[hand(seat)].objects):
        yield from game.move(obj.id, CORPSE, "bottom", cause="death", player=seat)
    looters = yield from looting_order(game, seat)
    for looter in looters:
        bound = set(bundles.values())
        offer = [o for o in game.zones[CORPSE].objects if o.id not in bound]
        if not offer:
            break
        picked = offer[0].id
        if len(offer) > 1:
            answer = yield Decision(looter, CHOOSE, f"Loot one card from {seat}'s body",
                                    [Option(f"card:{o.id}", game.card(o.card).name)
                                     for o in offer])
            picked = answer.split(":", 1)[1]
        partner = bundles.pop(picked, None)
        yield from game.move(picked, hand(looter), "bottom", cause="loot", player=looter)
        if partner is not None and partner in game.objects:
            yield from game.move(partner, hand(looter), "bottom", cause="loot", player=looter)
    for obj in list(game.zones[CORPSE].objects):
        yield from game.move(obj.id, discard_of(game, obj.card), "top", cause="unlooted")
    if seat == game.active:
        game.data["turn"]["ended"] = True
    return True


def looting_order(game: Game, dead: str) -> Flow:
    """The other players taking part, highest level first; ties settled by a die (MK 14.14)."""
    seats = [s for s in ch.others(game, dead) if not ch.is_dead(game, s)]
    by_level: dict[int, list[str]] = {}
    for s in seats:
        by_level.setdefault(ch.level(game, s), []).append(s)
    order: list[str] = []
    for lvl in sorted(by_level, reverse=True):
        group = by_level[lvl]
        order += (yield from settle_ties(game, group))
    return order


def resurrect(game: Game, seat: str) -> Flow:
    """The dead player's own turn: a fresh hand of 2 Door and 2 Treasure (4 + 4 with two
    players), laid out, then the turn goes on (MK 8.11, 8.12)."""
    yield from flag(game, seat, "dead", False)
    yield from flag(game, seat, "out", False)
    count = starting_cards(game)
    yield from draw(game, seat, DOOR, count, "down")
    yield from draw(game, seat, TREASURE, count, "down")
    if not game.over:
        yield from layout(game, seat)
