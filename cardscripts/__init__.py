"""deckwright.cardscripts."""
