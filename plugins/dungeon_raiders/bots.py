"""Bots for Dungeon Raiders."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from deckwright.kernel.decisions import Decision

if TYPE_CHECKING:
    from deckwright.kernel.game import Game


class HeuristicAgent:
    """Placeholder until the real heuristic lands: plays the first option."""

    def __init__(self, seat: str, game: Game) -> None:
        self.seat = seat
        self.game = game

    def choose(self, decision: Decision, view: Mapping[str, Any]) -> Any:
        """The first option."""
        return decision.options[0].id
