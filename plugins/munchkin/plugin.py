"""The pluggy plugin module of Munchkin (entry point ``munchkin``)."""

from __future__ import annotations

from deckwright.kernel.hooks import hookimpl
from deckwright.kernel.ruleset import GameDefinition

from .ruleset import Munchkin


@hookimpl
def deckwright_games() -> list[GameDefinition]:
    """Register Munchkin; its base set ships in ``deckwright.cardscripts``."""
    return [GameDefinition(ruleset=Munchkin)]
