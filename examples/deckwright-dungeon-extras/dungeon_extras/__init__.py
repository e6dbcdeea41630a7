"""An example deckwright expansion: registers its card set through the ``deckwright`` group."""

from __future__ import annotations

from pathlib import Path

from deckwright.kernel.hooks import hookimpl


@hookimpl
def deckwright_card_sets() -> list[str]:
    """The set folders this package ships."""
    return [str(Path(__file__).parent / "sets" / "extras")]
