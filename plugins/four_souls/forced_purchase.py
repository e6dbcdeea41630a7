"""A purchase the active player must make (Everything Must Go, issue #35): "that turn, the
active player must buy a shop item if able".

A card says so with the static ``must_purchase`` (subject: a seat; above 0: that player must).
The obligation holds while the player has bought no shop item this turn and is able to: a
purchase left and a shop item whose price they can pay (FS 8.1, 8.3). Like an attack that is
owed (FS 3.2.7), it keeps the turn from ending: ``end-turn`` is not offered, and passing with an
empty stack declares the purchase instead; the target must then be a shop item, and the
declaration cannot be taken back.
"""

from __future__ import annotations

from collections.abc import Callable

from deckwright.kernel.game import Game

from . import loot, zones
from .facts import is_dead

STAT = "must_purchase"
BOUGHT = "shop-item"  # what loot.note counts a bought shop item as (ctx:done_this_turn)


def required(game: Game, player: str) -> bool:
    """Whether a card in play makes ``player`` buy a shop item this turn."""
    value = game.scripts.modified(STAT, player, 0)
    return isinstance(value, (int, float)) and value > 0


def owed(game: Game, player: str, price: Callable[[str], int]) -> bool:
    """Whether ``player`` still must buy a shop item now: required, none bought this turn, a
    purchase left, and a shop item they can pay for (``price(slot)`` gives its cost)."""
    if player != game.active or is_dead(game, player):
        return False
    if game.data["turn"]["purchases"] <= 0 and game.data["turn"]["purchase"] is None:
        return False
    if loot.done_count(game, player, BOUGHT) > 0 or not required(game, player):
        return False
    cents = game.players[player].counters.get("cents", 0)
    return any(zones.top(game, slot) is not None and price(slot) <= cents
               for slot in zones.slots(game, "shop"))


def bought(game: Game, player: str) -> None:
    """``player`` bought a shop item this turn: an obligation is met (noted only where one
    holds, so that a game without one keeps the state it always had)."""
    if required(game, player):
        loot.note(game, player, BOUGHT)
