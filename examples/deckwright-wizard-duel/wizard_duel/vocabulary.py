"""The game's Lua vocabulary: the ``ctx:`` functions Wizard Duel adds for its card scripts."""

from __future__ import annotations

from typing import Any

from deckwright.kernel import Vocabulary
from deckwright.kernel.game import Game
from deckwright.kernel.ruleset import Flow

from .effects import draw

# each function is declared with its Lua name, typed arguments and result, and a line of help;
# it is called with the game, the card's object id and its controller first, then what the
# script passed; an action yields events, a query only reads
VOCABULARY = Vocabulary("Wizard Duel")


@VOCABULARY.action("damage(player: seat, amount: count) -> nil",
                   "Deal damage to a player (a damage event, which replacements may change).")
def _damage(game: Game, source: Any, controller: Any, target: str, amount: int) -> Flow:
    yield from game.perform("damage", {"target": target, "amount": int(amount),
                                       "source": source})


@VOCABULARY.action("heal(player: seat, amount: count) -> integer",
                   "A player gains hp; returns how many.")
def _heal(game: Game, source: Any, controller: Any, target: str, amount: int) -> Flow:
    return (yield from game.change_counter(target, "hp", int(amount)))


@VOCABULARY.action("draw(player: seat, count?: count) -> nil",
                   "A player draws cards (1 by default).")
def _draw(game: Game, source: Any, controller: Any, player: str, count: int = 1) -> Flow:
    yield from draw(game, player, int(count))


@VOCABULARY.query("opponents(player: seat) -> list<seat>",
                  "The seats still in the game other than player.")
def _opponents(game: Game, source: Any, controller: Any, player: str) -> list[str]:
    return [s for s in game.priority_seats() if s != player]


@VOCABULARY.query("hp(player: seat) -> integer", "A player's hp.")
def _hp(game: Game, source: Any, controller: Any, player: str) -> int:
    return game.counter(player, "hp")
