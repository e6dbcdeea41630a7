"""The windows: everyone may act, starting with one player, until all pass in a row (MK 4.5)."""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from deckwright.kernel.game import Game

Flow = Generator[Any, Any, Any]

WINDOW_STEPS = {
    "combat": "combat: play cards or pass",
    "curse": "a curse strikes: cancel it or pass",
    "layout": "lay out your character",
    "di": "Divine Intervention: lay out a Cleric?",
    "before-roll": "about to roll to run away",
    "after-roll": "the die is cast",
    "after-fail": "the roll to run away failed",
    "after-escape": "someone escaped",
}


def window(game: Game, mode: str, first: str, **extra: Any) -> Flow:
    """Everyone may act, starting with ``first``, until all pass in a row (MK 4.5, 14.26).
    What each player may do depends on ``mode`` (see actions.py)."""
    stack = game.data.setdefault("windows", [])
    stack.append({"mode": mode, "first": first, "counts": {}, **extra})
    step = game.step
    game.step = WINDOW_STEPS.get(mode, step)
    try:
        yield from game.priority(first)
    finally:
        game.step = step
        if stack:
            stack.pop()


def layout(game: Game, seat: str) -> Flow:
    """A player lays out a character from their hand (MK 2.4, 8.12)."""
    yield from window(game, "layout", seat, seat=seat)
