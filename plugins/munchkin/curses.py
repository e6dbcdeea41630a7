"""Curses: kicked or played from a hand, cancelled, unable to affect, lasting (MK 8.1-8.6)."""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from . import combat as cb
from .cards import LIMBO, ctype, discard_of, table
from .windows import window

if TYPE_CHECKING:
    from deckwright.kernel.game import Game

Flow = Generator[Any, Any, Any]


def strike(game: Game, curse_id: str, target: str, *, source: str, by: str) -> Flow:
    """A curse in limbo hits ``target``: anyone may cancel it first (MK 8.4); if it cannot
    affect the target it does nothing (MK 8.3); then it is carried out (MK 8.5)."""
    card = game.obj(curse_id).card
    game.data.setdefault("striking", []).append(curse_id)
    yield from game.perform("curse-played", {"player": by, "target": target, "card": card,
                                             "object": curse_id, "from": source})
    yield from window(game, "curse", target)
    game.data["striking"].remove(curse_id)
    if curse_id not in game.objects or game.obj(curse_id).zone != LIMBO:
        return False
    affects = game.scripts.query_entry(card, "affects", target, source=curse_id,
                                       controller=target)
    if affects is False:
        yield from game.perform("curse-fizzles", {"target": target, "card": card})
        yield from game.move(curse_id, discard_of(game, card), "top", cause="no-effect")
        return False
    event = yield from game.perform("curse", {"target": target, "card": card,
                                              "object": curse_id, "from": source,
                                              "player": by}, affected=target)
    if event.cancelled:
        yield from game.move(curse_id, discard_of(game, card), "top", cause="prevented")
        return False
    yield from game.scripts.run_entry(card, "curse", source=curse_id, controller=target,
                                      args=(target,))
    if curse_id in game.objects and game.obj(curse_id).zone == LIMBO:
        yield from game.move(curse_id, discard_of(game, card), "top", cause="used")
    cb.refresh(game)
    return True


def stay(game: Game, curse_id: str, seat: str) -> Flow:
    """A lasting curse moves onto the victim's table (MK 8.5)."""
    obj = yield from game.move(curse_id, table(seat), "bottom", cause="lasting", player=seat)
    return None if obj is None else obj.id


def cancelable(game: Game) -> list[dict[str, str]]:
    """Curses a curse-cancelling card may end now: the one striking, and lasting ones in play
    (MK 8.4, 14.20)."""
    out = []
    for curse_id in game.data.get("striking", []):
        if curse_id in game.objects:
            name = game.card(game.obj(curse_id).card).name
            out.append({"id": curse_id, "label": f"cancel {name}"})
    for seat in game.seats:
        for obj in game.zones[table(seat)].objects:
            if ctype(game, obj.card) == "curse":
                out.append({"id": obj.id, "label": f"end {game.card(obj.card).name} on {seat}"})
    return out


def cancel(game: Game, curse_id: str, by: str) -> Flow:
    """End a curse: a lasting one is undone first (Change Sex switches back), then it is
    discarded (MK 8.4, 8.6)."""
    obj = game.objects.get(curse_id)
    if obj is None:
        return False
    card = obj.card
    seat = obj.zone.split(".")[0] if obj.zone.endswith(".table") else None
    if seat is not None and game.scripts.has_entry(card, "cancel"):
        yield from game.scripts.run_entry(card, "cancel", source=curse_id, controller=seat,
                                          args=(seat,))
    if curse_id in game.objects:
        yield from game.move(curse_id, discard_of(game, card), "top", cause="cancelled",
                             player=by)
    yield from game.perform("curse-cancelled", {"card": card, "player": by})
    cb.refresh(game)
    return True
