"""The pluggy plugin module of Four Souls (entry point ``four-souls``)."""

from __future__ import annotations

from deckwright.kernel.hooks import hookimpl
from deckwright.kernel.ruleset import GameDefinition

from .ruleset import FourSouls


@hookimpl
def deckwright_games() -> list[GameDefinition]:
    """Register Four Souls; its base set ships in ``deckwright.cardscripts``."""
    return [GameDefinition(ruleset=FourSouls)]
