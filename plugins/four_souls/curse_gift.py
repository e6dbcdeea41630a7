"""A curse card handed to a player by an effect, outside a monster slot (FS 9.10.6).

Black Candle gives the curses it reveals on the monster deck to players of its controller's
choice: the curse goes face up into that player's curses, under their control, as a curse
revealed in a slot would (``gain-curse``).
"""

from __future__ import annotations

from typing import Any

from deckwright.kernel.game import Game
from deckwright.kernel.scripting.vocabulary import Vocabulary

from .facts import Flow

VOCABULARY = Vocabulary("Four Souls")


@VOCABULARY.action("give_curse(curse: id, player: seat) -> id|nil",
                   "A curse card (from a deck, a discard pile or a slot) goes to a player, who "
                   "controls it as if they had gained it from a monster slot (FS 9.10.6). Its new "
                   "id, or nil if it is not a curse.")
def give_curse(game: Game, source: Any, controller: Any, ident: str, seat: str) -> Flow:
    """A curse card goes to a player; its new id, or nil if it is no curse."""
    obj = game.objects.get(str(ident))
    if obj is None or game.card(obj.card).type != "curse":
        return None
    new = yield from game.move(obj, f"{seat}.curses", "bottom", face_down=False,
                               controller=seat)
    yield from game.perform("gain-curse", {"player": seat, "card": obj.card,
                                           "object": new.id if new else None})
    return new.id if new else None
