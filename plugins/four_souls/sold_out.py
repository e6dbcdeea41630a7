"""Shop slots that are not refilled (Everything Must Go, issue #35): "shop slots do not refill
while it has counters".

A card says so with the static ``shop_not_refilled`` (subject: the slot's zone, 'shop.1'; above
0: it holds). A shop slot emptied while it holds (a purchase, a destroyed or stolen shop item)
is sold out: it stays empty, against FS 7.8.1, until the static no longer holds, and is then
refilled as usual. A new slot (FS 10.8: "new slots are filled immediately") was never emptied,
so it is filled. Sold-out slots are kept in ``game.data["sold_out"]``, made only when a card
asks.
"""

from __future__ import annotations

from deckwright.kernel.events import Event
from deckwright.kernel.game import Game

from . import zones

STAT = "shop_not_refilled"
KEY = "sold_out"


def _holds(game: Game, slot: str) -> bool:
    value = game.scripts.modified(STAT, slot, 0)
    return isinstance(value, (int, float)) and value > 0


def after_move(game: Game, event: Event) -> None:
    """A card left a shop slot, emptying it, while the static holds: the slot is sold out."""
    slot = event.data.get("from")
    if not isinstance(slot, str) or not slot.startswith("shop."):
        return
    if game.zones[slot].objects or slot not in zones.slots(game, "shop"):
        return
    if _holds(game, slot):
        sold = game.data.setdefault(KEY, [])
        if slot not in sold:
            sold.append(slot)


def stays_empty(game: Game, slot: str) -> bool:
    """Whether the empty shop ``slot`` is left empty now; a sold-out slot whose static no
    longer holds is refilled again (and is no longer sold out)."""
    sold = game.data.get(KEY)
    if not sold or slot not in sold:
        return False
    if _holds(game, slot):
        return True
    sold.remove(slot)
    if not sold:
        del game.data[KEY]
    return False
