"""Munchkin: the classic base set as a deckwright game plugin."""
