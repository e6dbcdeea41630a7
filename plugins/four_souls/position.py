"""How good a Four Souls position is for one seat (issue #36): the evaluation the lookahead
bot scores its rollouts with (``kernel/lookahead.py``).

Souls dominate (the game is won at the winning total, FS 11.2.1); then what wins fights and
buys souls later: items by their worth, loot in hand, cents, and health while the turn lasts.
A rival is weighed the same way and subtracted, the leader most, and a rival one soul from
winning counts as a threat, more so when its turn comes before the seat's next one.
"""

from __future__ import annotations

from deckwright.kernel.game import Game
from deckwright.kernel.sets.aihints import DEFAULT_VALUE

from . import zones
from .facts import hp, is_dead, is_eternal, soul_value
from .souls import winning_total
from .table_sense import souls_race

WIN = 100.0          # a game won (a lost one is its negative)
SOUL = 10.0          # a soul's worth, by which the rest is measured
ITEM = 1.0           # an item of the default worth (ai.value 5), scaled by its worth
ETERNAL_ITEM = 0.5   # an eternal item: the character's own, never lost or bought
LOOT = 0.5           # a loot card in hand
CENT = 0.2           # a cent, up to RICH; a shop item costs 10
RICH = 12
CENT_AFTER = 0.1     # a cent beyond RICH
HEALTH = 0.25        # a point of health left this turn
DEAD = 0.3           # dead this turn: the rest of the turn lost, nothing more to do in it
LEADER = 0.6         # how much of the strongest rival's standing counts against the seat
OTHERS = 0.2         # and of the other rivals', on average
THREAT = 6.0         # a rival one soul from winning (the soul it needs is in reach)
SOON = 0.5           # ... more so if its turn comes before the seat's next one


def standing(game: Game, seat: str) -> float:
    """A seat's standing on its own: souls, items by worth, loot, cents, health, death."""
    cents = game.players[seat].counters.get("cents", 0)
    items = 0.0
    for obj in zones.items_of(game, seat):
        if is_eternal(game, obj):
            items += ETERNAL_ITEM
        else:
            items += ITEM * game.card(obj.card).ai.worth() / DEFAULT_VALUE
    value = (SOUL * soul_value(game, seat) + items
             + LOOT * len(game.zones[f"{seat}.hand"].objects)
             + CENT * min(cents, RICH) + CENT_AFTER * max(0, cents - RICH))
    if is_dead(game, seat):
        return value - DEAD
    return value + HEALTH * max(0, hp(game, seat))


def evaluate(game: Game, seat: str) -> float:
    """The seat's position: its standing less its rivals' (the leader most), less the threat
    of a rival one soul from winning; a finished game is worth ``WIN`` shared among its
    winners, or ``-WIN`` to a loser."""
    if game.over:
        winners = (game.result or {}).get("winners") or []
        return WIN / len(winners) if seat in winners else -WIN
    mine = standing(game, seat)
    rivals = [s for s in game.seats if s != seat]
    if not rivals:
        return mine
    theirs = sorted((standing(game, s) for s in rivals), reverse=True)
    rest = theirs[1:]
    value = mine - LEADER * theirs[0] - (OTHERS * sum(rest) / len(rest) if rest else 0.0)
    if souls_race(game):
        need = winning_total(game)
        order = game.seats_from(game.active)
        for rival in rivals:
            if soul_value(game, rival) + 1 >= need:
                before = order.index(rival) < order.index(seat) or game.active == seat
                value -= THREAT * (1 + (SOON if before else 0.0))
    return value
