"""The pluggy plugin module of Dungeon Raiders (entry point ``dungeon-raiders``)."""

from __future__ import annotations

from deckwright.kernel.hooks import hookimpl
from deckwright.kernel.ruleset import GameDefinition

from .ruleset import DungeonRaiders


@hookimpl
def deckwright_games() -> list[GameDefinition]:
    """Register Dungeon Raiders; its base set ships in ``deckwright.cardscripts``."""
    return [GameDefinition(ruleset=DungeonRaiders)]
