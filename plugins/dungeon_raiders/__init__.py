"""Dungeon Raiders (2nd edition) for deckwright: the rules, the Lua vocabulary, bots and text."""
