"""Playing a loot card as part of an ability's resolution (FS 4.6.3, R-125).

An ability that says "play that loot card" has it played at once, whatever the timing; a loot
play is still used unless the ability says it does not (Distant Admiration: "this doesn't use
a loot play"). A card that cannot be played (no legal target, a card in play forbids it, or no
loot play left for a play that needs one) stays where it is.
"""

from __future__ import annotations

from typing import Any

from deckwright.kernel.game import Game
from deckwright.kernel.scripting.vocabulary import Vocabulary

from . import loot
from .facts import Flow, controller_seat

VOCABULARY = Vocabulary("Four Souls")


@VOCABULARY.action("play_loot(card: id, free?: boolean) -> id|nil",
                   "You play a loot card from your hand now, as part of this resolution: timing "
                   "rules do not apply, and it uses a loot play unless free (FS 4.6.3, R-125). "
                   "Its mode and target are chosen as usual. Returns its stack item, or nil if it "
                   "cannot be played (not in your hand, no legal target, forbidden, or no loot "
                   "play left).")
def play_now(game: Game, source: Any, controller: Any, ident: str,
             free: bool = False) -> Flow:
    """You play a loot card from your hand now; its stack item id, or nil if you cannot."""
    seat = controller_seat(game, controller)
    obj = game.objects.get(str(ident))
    if obj is None or obj.zone != f"{seat}.hand":
        return None
    if loot.restricted(game, seat, "loot") or loot.shielded(game, seat):
        return None
    if not free and not loot.can_play_now(game, seat):
        return None
    if not loot.playable(game, obj, seat):
        return None
    item = yield from loot.play(game, seat, obj.id, free=bool(free))
    return item.id if item is not None else None
