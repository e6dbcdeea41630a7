"""Who orders an "each …" effect and in which order its parts resolve (FS 10.11)."""

from __future__ import annotations

from deckwright.kernel.decisions import ORDER, Decision, Option
from deckwright.kernel.game import Game

from . import damage, zones
from .facts import Flow, controller_seat, label


def choose_order(game: Game, seat: str, ids: list[str], prompt: str) -> Flow:
    """Ask ``seat`` to order ``ids``; returns them in that order (one or none: no question)."""
    if len(ids) < 2:
        return list(ids)
    options = [Option(f"object:{i}", label(game, i)) for i in ids]
    order = yield Decision(seat, ORDER, prompt, options, context={"why": "each-order"})
    return [o[len("object:"):] for o in order]


def damage_each_monster(game: Game, source: str | None, controller: object,
                        amount: int) -> Flow:
    """Each active monster takes ``amount`` damage: the controller (AP for the game) chooses
    the order, and the damage items are stacked so they resolve in that order (FS 10.11.5)."""
    seat = controller_seat(game, controller)
    monsters = [o.id for o in zones.active_monsters(game)]
    ordered = yield from choose_order(
        game, seat, monsters, "Order the monsters' damage (the first listed is dealt first)")
    items = []
    for monster in reversed(ordered):
        item = damage.push_damage(game, monster, int(amount), source=source, controller=seat)
        if item is not None:
            items.append(item.id)
    return items
