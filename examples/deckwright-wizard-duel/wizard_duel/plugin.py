"""Wizard Duel's plugin: the hooks deckwright calls through the ``deckwright`` entry point."""

from __future__ import annotations

from pathlib import Path

from deckwright.kernel import GameDefinition
from deckwright.kernel.hooks import hookimpl

from .ruleset import WizardDuel

BASE_SET = Path(__file__).parent / "base"


@hookimpl
def deckwright_games() -> list[GameDefinition]:
    """The game this plugin provides."""
    return [GameDefinition(WizardDuel)]


@hookimpl
def deckwright_card_sets() -> list[str]:
    """The set folders it ships (each set.yaml names its game)."""
    return [str(BASE_SET)]
