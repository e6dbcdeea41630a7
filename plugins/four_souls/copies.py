"""Copies (FS 10.5.1): an object that became a copy of another card turns back into its own."""

from __future__ import annotations

from typing import Any

from deckwright.kernel.events import Event
from deckwright.kernel.game import Game

from . import zones


def uncopy(game: Game, obj: Any) -> None:
    """A copy turns back into its own card (leaving play, or its duration ended)."""
    original = obj.flags.pop("copy_of", None)
    obj.flags.pop("copy_until", None)
    obj.flags.pop("not_eternal", None)
    if original:
        obj.card = original
        game.abilities_changed()


def leave_as_own(game: Game, event: Event) -> None:
    """A copy leaving play leaves as its own card: to the discard pile of its own deck, where
    the move named the copied card's (Rainbow Tapeworm, a loot, copying a treasure)."""
    obj = game.objects[event.data["object"]]
    copied = obj.card
    uncopy(game, obj)
    if event.data.get("to") == zones.discard_zone(game, copied):
        event.data["to"] = zones.discard_zone(game, obj.card)
