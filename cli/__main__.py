"""``python -m deckwright.cli``."""

from .main import main

main()
