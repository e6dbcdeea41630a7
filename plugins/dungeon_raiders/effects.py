"""What rooms and bosses do to players, each as a kernel event: coins, wounds, items, knock-outs.

These are also the actions of the game's Lua vocabulary. Each writes one line to the room's
public report (``game.data["report"]``) so the table can be told what happened.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from deckwright.kernel.state import BOTTOM

from .cards import COIN_CAP, COINS, KNOCKED_OUT, WOUNDS, card_name, hand, supply

if TYPE_CHECKING:
    from deckwright.kernel.game import Game

Flow = Generator[Any, Any, Any]


def note(game: Game, text: str) -> None:
    """Add a line to the public report of the current room (and to the game's narration)."""
    game.data["report"].append(text)
    game.narrate(text)


def _plural(amount: int, word: str) -> str:
    return f"{amount} {word}" if amount == 1 else f"{amount} {word}s"


def gain_coins(game: Game, seat: str, amount: int) -> Flow:
    """``seat`` gains coins, never above 20 (DR A5.1); return how many it really got."""
    cap = max(COIN_CAP, game.counter(seat, COINS))  # a scenario may start a player above it
    got = yield from game.change_counter(seat, COINS, int(amount), maximum=cap)
    note(game, f"{seat} gains {_plural(got, 'coin')}" +
         (f" (capped at {COIN_CAP})" if got < amount else ""))
    return got


def lose_coins(game: Game, seat: str, amount: int) -> Flow:
    """``seat`` loses coins, never below 0 (DR A5.2); return how many it really lost."""
    change = yield from game.change_counter(seat, COINS, -int(amount))
    note(game, f"{seat} loses {_plural(-change, 'coin')}")
    return -change


def wound(game: Game, seat: str, amount: int) -> Flow:
    """``seat`` takes wounds (no maximum, DR A7.4); return how many."""
    change = yield from game.change_counter(seat, WOUNDS, int(amount))
    note(game, f"{seat} takes {_plural(change, 'wound')}")
    return change


def heal(game: Game, seat: str, amount: int) -> Flow:
    """``seat`` discards wounds, never below 0 (DR A8.4); return how many."""
    change = yield from game.change_counter(seat, WOUNDS, -int(amount))
    note(game, f"{seat} heals {_plural(-change, 'wound')}")
    return -change


def take_item(game: Game, seat: str, item: str) -> Flow:
    """``seat`` takes one ``item`` from the supply into hand; return False if the pile is empty."""
    pile = game.zones[supply(item)].objects
    if not pile:
        note(game, f"the supply has no {card_name(game, item)} for {seat}")
        return False
    moved = yield from game.move(pile[0], hand(seat), BOTTOM)
    if moved is not None:
        note(game, f"{seat} takes a {card_name(game, item)}")
    return moved is not None


def knock_out(game: Game, seat: str, reason: str) -> Flow:
    """``seat`` is knocked out and cannot win (Medusa, or passing out at the end)."""
    event = yield from game.perform("flag", {"target": seat, "name": KNOCKED_OUT,
                                             "value": str(reason)})
    if not event.cancelled:
        note(game, f"{seat} is knocked out ({reason})")
    return not event.cancelled
