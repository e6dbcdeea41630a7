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

from deckwright.kernel import decisions as kernel_decisions
from deckwright.kernel.decisions import Window
from deckwright.kernel.game import Game
from deckwright.kernel.relevance import FEW
from deckwright.kernel.ruleset import Action

from . import combat as cb
from .actions import targets, window_info
from .cards import ctype, hand

# option ids of the things a player may do with their own cards at any free moment
HOUSEKEEPING = ("reequip", "carry:", "discard:", "equip:", "hire:", "sell", "trade")
# the kinds of card whose play is putting on one's own things (MK 6: races and classes)
OWN_THINGS = ("race", "class")

# what a window says a seat holds (WindowView.holds): cards in hand, or nothing
HOLDS_CARDS = frozenset(("cards",))
HOLDS_NOTHING: frozenset[str] = frozenset()


class WindowView(kernel_decisions.WindowView):
    """A Munchkin priority window (``Ruleset.priority_window``) whose facts are read from the
    game when first asked, while the window is open: its mode (combat, curse, free, ...; MK
    4.5), whether it is about the seat (opened for it: the cursed, the runner, the one laying
    out; or a combat it fights in) and whether it holds cards. Munchkin has no stack: ``top``
    is None. A bot that decides from the game itself (``MunchkinBot.wants_to_act``), as at
    every window of a bots' game, reads none of them."""

    __slots__ = ()
    top = None  # (no stack: these shadow Window's fields, never set on a view)
    top_mine = False

    @property  # type: ignore[override]
    def step(self) -> str:
        """The open window's mode ("" without one)."""
        return str((window_info(self._game) or {}).get("mode", ""))

    @property  # type: ignore[override]
    def about_me(self) -> bool:
        """Whether the window was opened for the seat, or it fights in the combat."""
        game, player = self._game, self.player
        return (window_info(game) or {}).get("first") == player or cb.in_combat(game, player)

    @property
    def holds(self) -> frozenset[str]:
        """``cards`` while the seat holds cards in hand."""
        return HOLDS_CARDS if self._game.zones[hand(self.player)].objects else HOLDS_NOTHING


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
            # only a discard can drop one (the prefix looked at first: most actions are not)
            if not a.alongside and a.id.startswith("discard:") and _drops_own_thing(game, a.id):
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
