"""State checks that found the tables, the hands or the levels in order find them so again,
without reading them, while nothing they read has changed (issue #32).

Most state-check passes find every table legal and no immediate card in a hand (MK 6.7-6.11,
7.2-7.12; 2.6, 3.12). The character and item checks read each table's cards (the table
zone's ``version``), which card each object is and which static abilities are active
(``zones_version``), whether each stands (``tap`` and ``untap`` events), its flags (``flag``
events; a Cheat! or Hireling they name lies on the same table, so its leaving moves the table's
version) and each player's sex; the static abilities they ask (a Dwarf's Big items, a
Half-Breed's races) are card questions, checked again by the script host
(``ScriptHost.remembered``). The immediate-card check reads the hands' cards (their zones'
versions), the win check the levels (``counters_version``). A scenario's set-up writes the
state directly: each of its directives starts the keys anew (``setup.directive``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import items as it
from . import races_and_classes as rc
from .cards import MAX_LEVEL, hand, table
from .character import level

if TYPE_CHECKING:
    from deckwright.kernel.game import Game
    from deckwright.kernel.zones import Zone

# in Game.caches: the hands' zones in seat order; each one's version when it was last found
# without an immediate card; the scenario directives applied so far
HANDS = "munchkin hands"
SEATS = "munchkin tables and players"  # each seat's table zone and player, in seat order
NO_IMMEDIATE = "munchkin no immediate card held"
DIRECTIVES = "munchkin set-up directives"
NO_WINNER = "munchkin no winner"  # (directives, counters_version) when nobody was at 10
# what the script host remembers the tables found in order under
TABLES_IN_ORDER = "munchkin tables in order"
# set (``run_in_full``): every pass reads the state afresh, nothing is given again
IN_FULL = "munchkin state checks run in full"


def run_in_full(game: Game) -> None:
    """Give nothing found before again in this game: every state-check pass runs each check
    reading the state afresh, as before these skips (the same-games test compares both)."""
    game.caches[IN_FULL] = True


def table_reads(game: Game) -> tuple[int, ...]:
    """What every seat's character and item checks read besides its own table and sex: the
    cards in play, the tap, untap and flag events so far, the set-up directives."""
    applied = game.applied
    return (game.caches.get(DIRECTIVES, 0), game.zones_version, applied.get("tap", 0),
            applied.get("untap", 0), applied.get("flag", 0))


def tables_in_order(game: Game) -> bool:
    """Whether every seat's character and items are as the checks leave them
    (``races_and_classes.in_order`` and ``items.items_in_order``): False says only that the
    tables must be looked at closer."""
    if IN_FULL in game.caches:
        return False
    seats: list[tuple[Zone, Any]] | None = game.caches.get(SEATS)
    if seats is None:
        seats = game.caches[SEATS] = [(game.zones[table(s)], game.players[s])
                                      for s in game.seats]
    key = (TABLES_IN_ORDER, table_reads(game),
           tuple([(zone.version, player.flags.get("sex")) for zone, player in seats]))
    return game.scripts.remembered(key, lambda: all(
        rc.in_order(game, s) and it.items_in_order(game, s) for s in game.seats))


def no_immediate_held(game: Game) -> bool:
    """Whether no hand holds an immediate card (``deck.immediate_held``), each hand read
    again only when it has changed since it was last found without one."""
    caches = game.caches
    if IN_FULL in caches:
        return False
    hands: list[Zone] | None = caches.get(HANDS)
    if hands is None:
        zones = game.zones
        hands = caches[HANDS] = [zones[hand(s)] for s in game.seats]
    kept: list[int] | None = caches.get(NO_IMMEDIATE)
    if kept is None:
        kept = caches[NO_IMMEDIATE] = [-1] * len(hands)
    cards = game.library.cards
    for i, zone in enumerate(hands):
        version = zone.version
        if kept[i] == version:
            continue
        if any(cards[o.card].type == "immediate" for o in zone.objects):
            return False
        kept[i] = version
    return True


def no_winner(game: Game) -> bool:
    """Whether nobody has reached level 10 (``character.check_win`` would end nothing), known
    without reading the levels while no counter has changed since it was last found so."""
    if IN_FULL in game.caches:
        return False
    key = (game.caches.get(DIRECTIVES, 0), game.counters_version)
    if game.caches.get(NO_WINNER) == key:
        return True
    if any(level(game, s) >= MAX_LEVEL for s in game.seats):
        return False
    game.caches[NO_WINNER] = key
    return True


def written_directly(game: Game) -> None:
    """Say that the state was written without events (a scenario's set-up directive): nothing
    found before is given again."""
    caches = game.caches
    caches.pop(NO_IMMEDIATE, None)
    caches[DIRECTIVES] = caches.get(DIRECTIVES, 0) + 1
