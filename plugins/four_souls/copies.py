"""Copies (FS 10.5.1): an object that became a copy of another card turns back into its own."""

from __future__ import annotations

from typing import Any

from deckwright.kernel.game import Game


def uncopy(game: Game, obj: Any) -> None:
    """A copy turns back into its own card (leaving play, or its duration ended)."""
    original = obj.flags.pop("copy_of", None)
    obj.flags.pop("copy_until", None)
    obj.flags.pop("not_eternal", None)
    if original:
        obj.card = original
        game.abilities_changed()
