"""deckwright.kernel."""
