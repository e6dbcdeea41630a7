"""Wizard Duel's bot: plays its first card, zaps with its wands, bids 1; it never stalls."""

from __future__ import annotations

from typing import Any

from deckwright.kernel import Decision
from deckwright.kernel.game import Game


class DuelBot:
    """The ``heuristic`` bot: the first thing it may do, never a pass when it may act."""

    def __init__(self, seat: str, game: Game) -> None:
        self.seat = seat

    def choose(self, decision: Decision, view: Any) -> Any:
        """An answer to ``decision`` by its kind; ``view`` is what this seat may see."""
        ids = decision.option_ids()
        if decision.kind == "priority":
            for option in ids:
                if option != "pass":
                    return option
            return "pass"
        if decision.kind == "order":
            return ids
        if decision.kind == "choose-many":
            return ids[: decision.minimum]
        if decision.kind == "number":
            return decision.minimum
        return "bid:1" if "bid:1" in ids else ids[0]
