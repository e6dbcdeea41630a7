"""Locking out the other players (Four Souls+ Get Out of Jail Card): until the end of the turn,
every player but the effect's controller can't play loot cards or activate items.

The lock is an entry of ``game.data["effects"]`` (which end with the turn, FS 10.1.1) whose
subject is the exempted player; ``loot.shielded`` asks ``locked_out`` before any loot play or
item activation (a character's ability is not an item's and stays usable).
"""

from __future__ import annotations

from typing import Any

from deckwright.kernel.game import Game
from deckwright.kernel.scripting.vocabulary import Vocabulary

from .facts import Flow, controller_seat

KIND = "lockout"  # the stat of its entry in game.data["effects"]


def locked_out(game: Game, player: str) -> bool:
    """Whether a lock made by another player stops ``player`` this turn."""
    return any(e.get("stat") == KIND and e.get("subject") != player
               for e in game.data.get("effects") or [])


VOCABULARY = Vocabulary("Four Souls")


@VOCABULARY.action("lock_out_others() -> boolean|nil",
                   "Until the end of the turn, every other player (the active one too) can't play "
                   "loot cards or activate items; character abilities stay usable (Get Out of "
                   "Jail Card).")
def _lock_out_others(game: Game, source: Any, controller: Any) -> Flow:
    """Until the end of the turn, the other players can't play loot or activate items."""
    seat = controller_seat(game, controller)
    game.data.setdefault("effects", []).append(
        {"stat": KIND, "subject": seat, "value": 1, "source": source})
    game.narrate(f"until the end of the turn, players other than {seat} can't play loot cards "
                 f"or activate items")
    return True
    yield
