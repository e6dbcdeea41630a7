"""Which open windows stop a person at the prompt (the prompt passes for them at the rest).

On your own turn every window stops you. On another player's turn, putting on, carrying,
discarding, selling and trading your own things are open at any free moment (MK 3.13, 3.4)
and answer nothing that is happening: a window where those are all you could do is passed for
you. A card to play, help to offer, a hireling or an ability stops you ('stops everywhere'
for every window).
"""

from __future__ import annotations

from deckwright.kernel.decisions import Decision
from deckwright.kernel.game import Game

# option ids of the things a player may do with their own cards at any free moment
HOUSEKEEPING = ("reequip", "carry:", "discard:", "equip:", "sell", "trade")


def worth_a_stop(game: Game, decision: Decision) -> bool:
    """True on your own turn, and on another's when you could do more than housekeeping."""
    if decision.player == game.active:
        return True
    return any(not o.id.startswith(HOUSEKEEPING) for o in decision.options if o.id != "pass")
