"""Which open windows stop a person at the prompt (the prompt passes for them at the rest).

On your own turn every window stops you. On another player's turn, putting on, carrying,
discarding, selling and trading your own things are open at any free moment (MK 3.13, 3.4)
and answer nothing that is happening: a window where those are all you could do is passed for
you. So is a card whose only use is to end a curse lasting on someone else's table (a Wishing
Ring held while Chicken on Your Head sits on p3 would stop you in every window of the game).
A card to play, help to offer, a hireling or an ability stops you ('stops everywhere' for
every window).
"""

from __future__ import annotations

from deckwright.kernel.decisions import Decision
from deckwright.kernel.game import Game

from .actions import targets
from .cards import ctype

# option ids of the things a player may do with their own cards at any free moment
HOUSEKEEPING = ("reequip", "carry:", "discard:", "equip:", "sell", "trade")


def worth_a_stop(game: Game, decision: Decision) -> bool:
    """True on your own turn, and on another's when you could do more than housekeeping."""
    if decision.player == game.active:
        return True
    return any(not o.id.startswith(HOUSEKEEPING) and not _ends_only_others_curses(
        game, decision.player, o.id) for o in decision.options if o.id != "pass")


def _ends_only_others_curses(game: Game, seat: str, option: str) -> bool:
    """Whether an option plays a card whose every use now is a curse lasting on another
    player's table (MK 14.20: Wishing Ring may end any curse, yours being the one that
    matters to you)."""
    if not option.startswith("play:"):
        return False
    obj = game.objects.get(option[len("play:"):])
    if obj is None or not game.scripts.has_entry(obj.card, "targets"):
        return False
    uses = [game.objects.get(t["id"]) for t in targets(game, seat, obj)]
    return bool(uses) and all(
        use is not None and ctype(game, use.card) == "curse"
        and not use.zone.startswith(f"{seat}.") for use in uses)
