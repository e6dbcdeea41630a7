"""deckwright.plugins."""
