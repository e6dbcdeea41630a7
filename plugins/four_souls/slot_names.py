"""The slots of a kind as a card script sees them (FS 1.8): ``ctx:slots('monster')`` names every
monster slot in order, the empty ones too, so a card can fill the slots it has just added
(Ambush!) or move a monster between slots (Twitchy)."""

from __future__ import annotations

from typing import Any

from deckwright.kernel.game import Game
from deckwright.kernel.scripting.vocabulary import Vocabulary

from . import zones

VOCABULARY = Vocabulary("Four Souls")


@VOCABULARY.query("slots(kind: 'monster'|'shop'|'room') -> list<zone>",
                  "The slots of a kind, in order, empty ones too (FS 1.8): their zone names "
                  "('monster.3'); a slot added by ctx:expand is last.")
def slot_names(game: Game, source: Any, controller: Any, kind: str) -> list[str]:
    """Every slot zone of ``kind`` (none for a kind the game has no slots of)."""
    return zones.slots(game, str(kind))
