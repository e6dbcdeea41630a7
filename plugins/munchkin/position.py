"""How good a Munchkin position is for one seat: what the lookahead bot scores the copies of
the game by (issue #36).

Levels dominate (the game is the first to level 10, MK 5.7): a level of one's own is worth
far more than anything else, a rival's level costs a little and more near the end (a rival
at 9 is one kill from winning, MK 5.7). Then combat strength (level aside: items in use and
what else adds to it, MK 4.2), the cards in hand by what they can do, lasting curses on the
seat (MK 8.5), being dead (MK 8.9), and a fight under way: one the seat is winning counts its
levels and Treasures nearly won, one it is losing its Bad Stuff nearly suffered; a rival's
winning fight counts that rival's levels nearly won.

It reads only what the seat may see, plus rivals' hand sizes (public): in a search's copy the
cards the seat cannot see were resampled anyway.
"""

from __future__ import annotations

from dataclasses import dataclass

from deckwright.kernel.game import Game

from . import character as ch
from . import combat as cb
from . import items as it
from .cards import MAX_LEVEL, ctype, hand, stat, table

# what a won game and a lost one are worth: beyond anything a position short of them gives
WON, LOST = 1000.0, -1000.0
# kinds of card in hand that work in a fight either way (one's own or a rival's)
COMBAT_CARDS = ("one-shot", "monster-enhancer")


@dataclass(frozen=True)
class Weights:
    """What each part of a position is worth, in points (a level of one's own: ``level``)."""

    level: float = 10.0
    rival_level: float = 1.5         # each rival level
    # extra for a rival at level 8, 9, and 10 (a fight it is winning that ends the game)
    rival_close: tuple[float, ...] = (0.0,) * 8 + (3.0, 8.0, 60.0)
    strength: float = 1.2            # each point of combat strength beyond the level
    card: float = 1.0                # each card in hand
    go_up: float = 6.0               # a card that gives a level (MK 5.2)
    bonus: float = 0.4               # each point of a combat card's bonus
    fighting_card: float = 1.0       # a one-shot or monster enhancer, beyond its bonus
    curse_on_me: float = 4.0         # each lasting curse on the seat's table
    dead: float = 6.0                # dead until one's next turn: its hand and items gone
    winning_share: float = 0.8       # of a winning fight's levels, counted before it ends
    treasure: float = 1.2            # each Treasure a winning fight brings
    losing: float = 5.0              # a fight being lost: Bad Stuff or running away


DEFAULT = Weights()


@dataclass(frozen=True)
class Position:
    """The parts of a seat's position (each already weighted) and their sum."""

    level: float
    rivals: float
    strength: float
    hand: float
    curses: float
    dead: float
    fight: float

    @property
    def total(self) -> float:
        """The position's score."""
        return (self.level + self.rivals + self.strength + self.hand + self.curses
                + self.dead + self.fight)


def evaluate(game: Game, seat: str) -> float:
    """How good the position is for ``seat``: a won game ``WON``, a lost one ``LOST``, else
    the sum of :func:`position`'s parts."""
    if game.over:
        winners = (game.result or {}).get("winners") or []
        return WON if seat in winners else LOST if winners else 0.0
    return position(game, seat).total


def position(game: Game, seat: str, weights: Weights = DEFAULT) -> Position:
    """The parts of ``seat``'s position."""
    w = weights
    return Position(
        level=w.level * ch.level(game, seat),
        rivals=-sum(rival_danger(game, rival, w) for rival in game.seats if rival != seat),
        strength=w.strength * (it.table_bonus(game, seat) + ch.stat(game, seat, "combat", 0)),
        hand=sum(card_worth(game, o.card, w) for o in game.zones[hand(seat)].objects),
        curses=-w.curse_on_me * sum(1 for o in game.zones[table(seat)].objects
                                    if ctype(game, o.card) == "curse"),
        dead=-w.dead if ch.is_dead(game, seat) else 0.0,
        fight=own_fight(game, seat, w),
    )


def rival_danger(game: Game, rival: str, weights: Weights = DEFAULT) -> float:
    """What a rival's level costs the seat: a little a level, much more at 8 and 9 (one
    kill from the win, MK 5.7); a rival winning its fight counts the levels it is winning."""
    level = min(ch.level(game, rival) + fight_levels(game, rival), MAX_LEVEL)
    extra = weights.rival_close[level] if level < len(weights.rival_close) else 0.0
    return weights.rival_level * level + extra


def card_worth(game: Game, card: str, weights: Weights = DEFAULT) -> float:
    """What a card in hand is worth: a card, more for one that gives a level and for a
    combat card by its bonus."""
    kind = ctype(game, card)
    worth = weights.card
    if kind == "go-up-a-level":
        return worth + weights.go_up
    bonus = stat(game, card, "bonus", 0)
    if isinstance(bonus, int) and not isinstance(bonus, bool):
        worth += weights.bonus * abs(bonus)
    if kind in COMBAT_CARDS:
        worth += weights.fighting_card
    return worth


def fight_levels(game: Game, seat: str) -> int:
    """The levels ``seat`` is winning in the fight under way (0 unless it is the fighter and
    its side is winning)."""
    c = cb.current(game)
    if c is None or c["fighter"] != seat or not cb.entries(game) or not cb.winning(game):
        return 0
    return sum(int(game.card(cb.monster_card(game, e)).stats.get("levels", 1) or 0)
               for e in cb.entries(game))


def own_fight(game: Game, seat: str, weights: Weights = DEFAULT) -> float:
    """A fight under way on the seat's side: its levels and Treasures nearly won, or its Bad
    Stuff nearly suffered."""
    c = cb.current(game)
    if c is None or seat not in cb.fighters(game) or not cb.entries(game):
        return 0.0
    if not cb.winning(game):
        return -weights.losing
    levels = fight_levels(game, seat)
    treasures = sum(cb.treasures_of(game, e) for e in cb.entries(game))
    if c["fighter"] != seat:  # a helper gets the Treasures agreed, about half (MK 4.11)
        treasures //= 2
    return weights.winning_share * weights.level * levels + weights.treasure * treasures
