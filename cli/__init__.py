"""deckwright.cli."""
