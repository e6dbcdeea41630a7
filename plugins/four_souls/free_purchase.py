"""A free purchase (Gold Box's Credit Card): "the next shop item a player buys this turn costs
0¢" (FS 8.3). It waits in ``game.data["effects"]`` (so it ends with the turn) and is used up by
that player's next purchase of a shop item; the top of the treasure deck is not a shop item.
"""

from __future__ import annotations

from typing import Any

from deckwright.kernel.game import Game
from deckwright.kernel.scripting.vocabulary import Vocabulary

from .facts import Flow

KIND = "free_purchase"  # the stat of its entry in game.data["effects"]


def _mine(game: Game, player: str) -> list[dict[str, Any]]:
    return [e for e in game.data.get("effects") or []
            if e.get("stat") == KIND and e.get("subject") == player]


def applies(game: Game, player: str, where: str) -> bool:
    """Whether ``player``'s purchase at ``where`` costs nothing."""
    return where != "treasure.deck" and bool(_mine(game, player))


def use(game: Game, player: str) -> None:
    """A shop item was bought: one free purchase of ``player`` is used up."""
    mine = _mine(game, player)
    if mine:
        game.data["effects"].remove(mine[0])


VOCABULARY = Vocabulary("Four Souls")


@VOCABULARY.action("free_purchase(player: seat) -> boolean|nil",
                   "The next shop item that player buys this turn costs 0¢ (not the top of the "
                   "treasure deck; Credit Card, FS 8.3).")
def _free_purchase(game: Game, source: Any, controller: Any, player: str) -> Flow:
    game.data.setdefault("effects", []).append(
        {"stat": KIND, "subject": str(player), "value": 1, "source": source})
    game.narrate(f"the next shop item {player} buys this turn costs 0¢")
    return True
    yield
