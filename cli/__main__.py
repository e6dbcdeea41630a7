"""``python -m deckwright.cli``."""

from deckwright.cli.main import main

main()
