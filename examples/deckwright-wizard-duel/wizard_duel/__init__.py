"""Wizard Duel: a small complete deckwright game (docs/writing-a-game.md builds it)."""
