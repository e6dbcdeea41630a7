"""Which open windows matter to a seat (MK): the one relevance behind people's stops at the
prompt and the bots' declines (issues #32, #33).

On your own turn every window may matter but one where all you could do is drop a race or
class of yours. On another player's turn, putting on, carrying, discarding, selling, trading
and giving to your Hireling your own things, and playing a race or class card, are open at
any free moment (MK 3.13, 3.4) and answer nothing that is happening: they are tidying
(``Action.tidy``), a stop of their own only at the level every. So is a card whose only use
is to end a curse lasting on someone else's table (a Wishing Ring held while Chicken on Your
Head sits on p3 would stop you in every window of the game). A card to play, help to offer,
a hireling or an ability is a stop. The levels (``kernel.relevance``): **normal** and
**every** stop you wherever you have such a thing to do; **few** only on your own turn and in
a window opened for you (your curse, your run, your lay-out) or a combat you fight in.
"""

from __future__ import annotations

from deckwright.kernel.decisions import Window
from deckwright.kernel.game import Game
from deckwright.kernel.relevance import FEW
from deckwright.kernel.ruleset import Action

from .actions import targets
from .cards import ctype

# option ids of the things a player may do with their own cards at any free moment
HOUSEKEEPING = ("reequip", "carry:", "discard:", "equip:", "hire:", "sell", "trade")
# the kinds of card whose play is putting on one's own things (MK 6: races and classes)
OWN_THINGS = ("race", "class")


def window_matters(window: Window, level: str) -> bool:
    """Whether the seat of ``window`` is asked there at stop ``level`` (see the module)."""
    return level != FEW or window.own_turn or window.about_me


def tidying_off_turn(game: Game, seat: str, actions: list[Action]) -> list[Action]:
    """``actions`` with housekeeping (and plays that only end others' curses) marked as
    tidying when it is not ``seat``'s turn (see the module). The actions are the window's
    own, made for this call: they are marked where they are."""
    if seat == game.active:
        # on your own turn only dropping a race or class of yours: equipping before the door
        # is kicked is a choice that matters
        for a in actions:
            if not a.alongside and _drops_own_thing(game, a.id):
                a.tidy = True
        return actions
    for a in actions:
        if not a.alongside and (a.id.startswith(HOUSEKEEPING) or _plays_own_thing(game, a.id)
                                or _ends_only_others_curses(game, seat, a.id)):
            a.tidy = True
    return actions


def _kind_of_option(game: Game, option: str, prefix: str) -> str | None:
    if not option.startswith(prefix):
        return None
    obj = game.objects.get(option[len(prefix):])
    return ctype(game, obj.card) if obj is not None else None


def _plays_own_thing(game: Game, option: str) -> bool:
    """Whether an option plays a race or a class card (putting on one's own things)."""
    return _kind_of_option(game, option, "play:") in OWN_THINGS


def _drops_own_thing(game: Game, option: str) -> bool:
    """Whether an option discards a race or class card of one's own."""
    return _kind_of_option(game, option, "discard:") in OWN_THINGS


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
