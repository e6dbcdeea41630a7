"""Which open windows matter to a seat (MK): the one relevance behind people's stops at the
prompt and the bots' declines (issues #32, #33).

On your own turn every window may matter. On another player's turn, putting on, carrying,
discarding, selling and trading your own things are open at any free moment (MK 3.13, 3.4)
and answer nothing that is happening: they are tidying (``Action.tidy``), a stop of their
own only at the level every. So is a card whose only use is to end a curse lasting on
someone else's table (a Wishing Ring held while Chicken on Your Head sits on p3 would stop
you in every window of the game). A card to play, help to offer, a hireling or an ability is
a stop. The levels (``kernel.relevance``): **normal** and **every** stop you wherever you
have such a thing to do; **few** only on your own turn and in a window opened for you (your
curse, your run, your lay-out) or a combat you fight in.
"""

from __future__ import annotations

from dataclasses import replace

from deckwright.kernel.decisions import Window
from deckwright.kernel.game import Game
from deckwright.kernel.relevance import FEW
from deckwright.kernel.ruleset import Action

from .actions import targets
from .cards import ctype

# option ids of the things a player may do with their own cards at any free moment
HOUSEKEEPING = ("reequip", "carry:", "discard:", "equip:", "sell", "trade")


def window_matters(window: Window, level: str) -> bool:
    """Whether the seat of ``window`` is asked there at stop ``level`` (see the module)."""
    return level != FEW or window.own_turn or window.about_me


def tidying_off_turn(game: Game, seat: str, actions: list[Action]) -> list[Action]:
    """``actions`` with housekeeping (and plays that only end others' curses) marked as
    tidying when it is not ``seat``'s turn (see the module)."""
    if seat == game.active:
        return actions
    return [replace(a, tidy=True) if not a.alongside and (
        a.id.startswith(HOUSEKEEPING) or _ends_only_others_curses(game, seat, a.id)) else a
        for a in actions]


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
