"""The weak link from the script host and its helpers to their game: the game owns them, so
they must not keep it alive (a finished game is freed by reference counting, issue #32)."""

from __future__ import annotations

import weakref
from typing import Any

from ..errors import DeckwrightError
from ..gameapi import GameAPI


class GameLink:
    """``game = GameLink()`` on a class whose instances set ``self._game = GameLink.to(game)``:
    reading ``obj.game`` gives the game, or one clear error once it is gone. A hot reader
    writes ``self._game() or self.game``: the weak link called, without this descriptor's
    Python call, and the descriptor's error only once the game is gone."""

    __slots__ = ()

    @staticmethod
    def to(game: GameAPI) -> weakref.ref[GameAPI]:
        """The weak reference an instance keeps in ``_game``."""
        return weakref.ref(game)

    def __get__(self, obj: Any, owner: type | None = None) -> GameAPI:
        if obj is None:
            return self  # type: ignore[return-value]  # read on the class itself
        game = obj._game()
        if game is None:
            raise DeckwrightError("these card scripts' game is gone")
        return game
