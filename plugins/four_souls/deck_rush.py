"""Any number of attacks on the monster deck (Four Souls+ Gold Key): until the end of the turn,
the active player may attack the monster deck as often as they like.

The turn state's ``deck_any`` keeps one deck-only attack (FS 6.9) in hand that declaring never
uses up (``attack.declare``); it ends with the turn, whose state is made afresh.
"""

from __future__ import annotations

from typing import Any

from deckwright.kernel.game import Game
from deckwright.kernel.scripting.vocabulary import Vocabulary

from .facts import Flow, turn

VOCABULARY = Vocabulary("Four Souls")


@VOCABULARY.action("deck_attacks_any() -> nil",
                   "Until the end of the turn, the active player may attack the monster deck any "
                   "number of times (Gold Key; FS 6.9).")
def _deck_attacks_any(game: Game, source: Any, controller: Any) -> Flow:
    """Until the end of the turn, the active player may attack the monster deck at will."""
    state = turn(game)
    state["deck_any"] = True
    state["deck_only"] = max(1, state.get("deck_only", 0))
    yield from game.perform("extra-attack", {"player": game.active, "mode": "deck"})
