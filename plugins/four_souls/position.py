"""How good a Four Souls position is for one seat (issue #36): the evaluation the lookahead
bot scores its rollouts with (``kernel/lookahead.py``).

Souls dominate (the game is won at the winning total, FS 11.2.1); then what wins fights and
buys souls later: items by their worth (at least their shop price), loot in hand, cents, and
a wound while the wounded seat's own turn lasts (everyone heals at its end, FS 3.4). That
material is worth less the nearer a rival is to winning: the game may end before it buys
anything, so a death's penalty weighs less against a soul, and a seat behind a rival one soul
from winning takes the fight. Tempo counts too: a soul in a monster slot that a seat's attack
would likely win (its kill chance at full health, FS 6.5) is part of a soul already, so a turn
that leaves the seat stronger against the monsters, or a rival weaker, is worth something
before any soul is won. A rival is weighed the same way and subtracted, the leader most, and a
rival one soul from winning counts as a threat, more so when its turn comes before the seat's
next one.
"""

from __future__ import annotations

from deckwright.kernel.game import Game
from deckwright.kernel.sets.aihints import DEFAULT_VALUE

from . import fight_odds, zones
from .facts import hp, is_dead, is_eternal, max_hp, soul_value
from .souls import winning_total
from .table_sense import souls_of_target, souls_race

WIN = 100.0          # a game won (a lost one is its negative)
SOUL = 10.0          # a soul's worth, by which the rest is measured
ITEM = 2.0           # an item of the default worth (ai.value 5), scaled by its worth: at
#                      least what it costs in the shop (10¢)
ETERNAL_ITEM = 0.5   # an eternal item: the character's own, never lost or bought
LOOT = 0.5           # a loot card in hand
CENT = 0.2           # a cent, up to RICH; a shop item costs 10
RICH = 12
CENT_AFTER = 0.1     # a cent beyond RICH
HEALTH = 0.25        # a point of health lost while the seat's own turn lasts (it may fight on)
DEAD = 0.3           # dead this turn: the rest of the turn lost, nothing more to do in it
LEADER = 0.6         # how much of the strongest rival's standing counts against the seat
OTHERS = 0.2         # and of the other rivals', on average
THREAT = 6.0         # a rival one soul from winning (the soul it needs is in reach)
TEMPO = 3.0          # the soul a seat's next attack would win for sure: a share of a soul, as
#                      a fight may go wrong and a rival may take the monster first
SOON = 0.5           # ... more so if its turn comes before the seat's next one


def material_worth(game: Game, seat: str) -> float:
    """What the seat's material (items, loot, cents, health) is still worth, as a share: all
    of it while no rival has souls, then less as the rival nearest the winning total closes
    in (its souls still missing, over the total), so a rival one soul from winning leaves
    it a quarter in a game of 4 souls."""
    if not souls_race(game):
        return 1.0
    need = winning_total(game)
    theirs = max((soul_value(game, s) for s in game.seats if s != seat), default=0)
    return max(1, need - theirs) / need


def standing(game: Game, seat: str, worth: float = 1.0) -> float:
    """A seat's standing on its own: souls, then its material (items by worth, loot, cents,
    health, death) at ``worth`` (:func:`material_worth`)."""
    cents = game.players[seat].counters.get("cents", 0)
    items = 0.0
    for obj in zones.items_of(game, seat):
        if is_eternal(game, obj):
            items += ETERNAL_ITEM
        else:
            items += ITEM * game.card(obj.card).ai.worth() / DEFAULT_VALUE
    material = (items + LOOT * len(game.zones[f"{seat}.hand"].objects)
                + CENT * min(cents, RICH) + CENT_AFTER * max(0, cents - RICH))
    if is_dead(game, seat):
        material -= DEAD
    elif game.active == seat:
        # a wound counts only while the seat's own turn lasts: everyone heals at its end
        # (FS 3.4), so a rollout settled by a kill mid-turn is not judged below one played on
        material -= HEALTH * max(0, max_hp(game, seat) - hp(game, seat))
    return SOUL * soul_value(game, seat) + TEMPO * reach(game, seat) + worth * material


def reach(game: Game, seat: str) -> float:
    """The souls the seat's next attack may win: of the monsters in the slots, the best soul
    value times the chance to kill it (FS 6.5) with the seat's attack and damage as they are
    now, at its full health: a wound or a death lasts only to the turn's end (FS 3.4, 7.7),
    so the soul within reach stays within reach."""
    health = max_hp(game, seat)
    best = 0.0
    for slot in zones.monster_slots(game):
        obj = zones.top(game, slot)
        if obj is None or not zones.is_monster(game, obj):
            continue
        souls = souls_of_target(game, obj.id)
        if souls > 0:
            chance = fight_odds.kill_chance(game, seat, obj.id, unanswered=set(), health=health)
            best = max(best, souls * chance)
    return best


def mark(game: Game, seat: str) -> tuple[tuple[int, bool], ...]:
    """What settles a rollout once it changes: every seat's souls and whether it has died
    (the search stops there, kernel/lookahead.py; the rest of the turn rarely undoes it)."""
    return tuple((soul_value(game, s), is_dead(game, s)) for s in game.seats)


def evaluate(game: Game, seat: str) -> float:
    """The seat's position: its standing less its rivals' (the leader most), their material
    at the worth it still has for the seat, less the threat of a rival one soul from winning;
    a finished game is worth ``WIN`` shared among its winners, or ``-WIN`` to a loser."""
    if game.over:
        winners = (game.result or {}).get("winners") or []
        return WIN / len(winners) if seat in winners else -WIN
    worth = material_worth(game, seat)
    mine = standing(game, seat, worth)
    rivals = [s for s in game.seats if s != seat]
    if not rivals:
        return mine
    theirs = sorted((standing(game, s, worth) for s in rivals), reverse=True)
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
