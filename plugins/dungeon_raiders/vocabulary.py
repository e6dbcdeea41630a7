"""The Lua vocabulary of Dungeon Raiders: what card scripts call as ``ctx:<name>(...)``.

Every argument is typed, so a script passing a wrong one gets an error in its own words.
Queries read a raider's coins, wounds and the supply; actions are the game's effects
(``effects.py``) themselves, each an event.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from deckwright.kernel.scripting.vocabulary import Vocabulary

from . import effects
from .cards import COINS, KNOCKED_OUT, WOUNDS, printed_value, supply

if TYPE_CHECKING:
    from deckwright.kernel.game import Game

    from .effects import Flow

ITEM = "'torch'|'crystal-ball'|'key'|'sword'"  # the supply's items (DR A1)

VOCABULARY = Vocabulary("Dungeon Raiders")


@VOCABULARY.query("coins(seat: seat) -> integer", "How many coins a player has.")
def _coins(game: Game, source: Any, controller: Any, seat: str) -> int:
    return game.counter(str(seat), COINS)


@VOCABULARY.query("wounds(seat: seat) -> integer", "How many wounds a player has.")
def _wounds(game: Game, source: Any, controller: Any, seat: str) -> int:
    return game.counter(str(seat), WOUNDS)


@VOCABULARY.query("knocked_out(seat: seat) -> string|nil",
                  "Why a player is knocked out ('medusa', 'wounds'), or nil if still in.")
def _knocked_out(game: Game, source: Any, controller: Any, seat: str) -> Any:
    return game.players[str(seat)].flags.get(KNOCKED_OUT)


@VOCABULARY.query("value(card: card) -> integer",
                  "What a card counts as printed: a power its number, a key or sword 5.")
def _value(game: Game, source: Any, controller: Any, card: str) -> Any:
    return printed_value(game, str(card))


@VOCABULARY.query(f"supply(item: {ITEM}) -> integer",
                  "How many cards of an item ('torch', 'key'...) the supply holds.")
def _supply(game: Game, source: Any, controller: Any, item: str) -> int:
    return len(game.zones[supply(str(item))].objects)


def _effect(fn: Callable[..., Flow]) -> Callable[..., Flow]:
    """One of effects.py's functions as an action: the calling card's source and controller
    are not its business (its name stays the effect's, for messages)."""
    @functools.wraps(fn)
    def action(game: Game, source: Any, controller: Any, *args: Any) -> Flow:
        return fn(game, *args)
    return action


VOCABULARY.action("wound(seat: seat, amount: count) -> count",
                  "The player takes wounds; returns how many.")(_effect(effects.wound))
VOCABULARY.action("heal(seat: seat, amount: count) -> count",
                  "The player discards wounds (not below 0); returns how "
                  "many.")(_effect(effects.heal))
VOCABULARY.action("gain_coins(seat: seat, amount: count) -> count",
                  "The player gains coins (not above 20); returns how "
                  "many.")(_effect(effects.gain_coins))
VOCABULARY.action("lose_coins(seat: seat, amount: count) -> count",
                  "The player loses coins (not below 0); returns how "
                  "many.")(_effect(effects.lose_coins))
VOCABULARY.action(f"take_item(seat: seat, item: {ITEM}) -> boolean",
                  "The player takes one item card from the supply into hand.")(
    _effect(effects.take_item))
VOCABULARY.action("knock_out(seat: seat, reason: string) -> boolean",
                  "The player is knocked out and cannot win; if nobody is left standing after "
                  "the room, everyone loses.")(_effect(effects.knock_out))
