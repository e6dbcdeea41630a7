"""Cards that change kind (issue #35): an event, a loot card or a monster that becomes an item
(Golden Idol, Grubfather, Hot Potato!). The card leaves its slot or the stack for the items of
the player who gains it (a gain, FS 10.6.1, told by the gain-item event); the counters it had
stay on it (they would go with a plain move: FS 10.14.6 is about leaving play, and the card does
not leave it). From then on its script's abilities work as an item's: the items are an ability
zone, and an event's slot resolution leaves alone a card that is no longer in its slot."""

from __future__ import annotations

from typing import Any

from deckwright.kernel.game import Game

from .facts import Flow


def to_item(game: Game, obj: Any, player: str) -> Flow:
    """``obj`` becomes an item ``player`` gains; the new object (None if the move was
    replaced)."""
    kept = dict(obj.counters)
    new = yield from game.move(obj, f"{player}.items", "bottom", face_down=False,
                               controller=player)
    if new is None:
        return None
    for name, amount in kept.items():
        if amount and name != "damage":
            yield from game.change_counter(new.id, name, amount)
    yield from game.perform("gain-item", {"player": player, "card": new.card, "object": new.id,
                                          "how": "becomes"})
    return new
