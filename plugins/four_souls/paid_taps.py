"""↷ abilities paid in ¢ instead (Greed Mode, issue #35): "every ↷ ability on items and
characters becomes a $ ability costing 3¢".

A card says so with the static ``tap_paid`` (its value: the ¢; subject: {player, source,
item}, as ``ability_cost``'s). While one applies, an item's or a character's ability whose cost
deactivates it (FS 9.1.2) costs that many ¢ instead, and does not deactivate it, so it can be
used again while its controller can pay (FS 9.1.3); its other costs stay. It is then a $
ability: a discount on those (Trick Penny's ``ability_cost``) applies to it. Monsters' and
rooms' ↷ abilities are unchanged, and so is what a card copies (the printed ↷ ability).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from deckwright.kernel.game import Game
from deckwright.kernel.state import GameObject

STAT = "tap_paid"


def cost(game: Game, obj: GameObject, printed: Mapping[str, Any]) -> Mapping[str, Any]:
    """``printed`` as it is now: with a ``tap_paid`` static over ``obj``'s ↷, ¢ instead."""
    if not printed.get("tap") or not game.scripts.index.static_of(STAT):
        return printed
    is_item = obj.zone.endswith(".items")
    if not is_item and game.card(obj.card).type != "character":
        return printed
    seat = game.rules.activator(game, obj)
    cents = game.scripts.modified(STAT, {"player": seat, "source": obj.id, "item": is_item}, 0)
    if not isinstance(cents, (int, float)) or cents <= 0:
        return printed
    paid = {key: value for key, value in printed.items() if key != "tap"}
    paid["cents"] = int(paid.get("cents", 0)) + int(cents)
    return paid

