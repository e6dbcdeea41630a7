"""The small words of Munchkin's narration: seats, cards and counts as a player reads them."""

from __future__ import annotations

from typing import Any

from deckwright.kernel.game import Game

DECKS = {"door": "Door", "treasure": "Treasure"}


def seat(subject: Any) -> str:
    """A seat as it is printed (p2); a missing one as 'someone'."""
    return str(subject) if subject else "someone"


def card(game: Game, ident: Any) -> str:
    """A card or object by its printed name; a hidden one as 'a face-down card'."""
    if not isinstance(ident, str) or ident in ("?", ""):
        return "a face-down card"
    return game.card_name(ident)


def name(game: Game, subject: Any) -> str:
    """A seat or a card, whichever ``subject`` is."""
    if isinstance(subject, str) and subject in game.players:
        return subject
    return card(game, subject)


def plural(n: Any, word: str) -> str:
    """'1 level', '2 levels'."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def owner_of(zone: Any) -> str | None:
    """The seat of a seat's zone ('p2.hand' -> 'p2'), or None for a shared zone."""
    text = str(zone or "")
    head, _, tail = text.partition(".")
    return head if tail in ("hand", "table") else None
