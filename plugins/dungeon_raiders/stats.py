"""The printed stats of Dungeon Raiders cards, typed: a set is checked against these on load
(DR A1, B6-B9), so a strength table missing a player count is an error in the set, not a
crash in the third room."""

from __future__ import annotations

from typing import TYPE_CHECKING

from deckwright.kernel.sets.cardstats import ListOf, PerPlayers, Stat, Text, Whole

from .cards import COIN_CAP, ITEMS, ROOM_TYPES, ROOMS_PER_FLOOR

MIN_PLAYERS = 3  # DR A1.9
MAX_PLAYERS = 5
ITEM = Text(choices=ITEMS)
AMOUNT = Whole(0, 100)
BONUS = Text(pattern=r"(coins|heal):[1-9][0-9]?|item:(" + "|".join(ITEMS) + ")",
             shape="coins:N, heal:N or item:NAME (an item: " + ", ".join(ITEMS) + ")")

if TYPE_CHECKING:
    from deckwright.kernel.sets.carddefs import CardDef

STATS: tuple[Stat, ...] = (
    Stat("layout", Text(pattern=f"[DU]{{1,{ROOMS_PER_FLOOR}}}",
                        shape=f"1 to {ROOMS_PER_FLOOR} letters D (face down) or U (face up)"),
         "a floor's rooms, left to right (A1.1)"),
    Stat("strength", PerPlayers(Whole(0, 1000), MIN_PLAYERS, MAX_PLAYERS),
         "a monster's or boss's strength by player count (A7.1); a boss without one cannot "
         "be defeated", required_for=("monster",)),
    Stat("wounds", AMOUNT, "wounds a monster or boss deals; a character's starting wounds"),
    Stat("coins", Whole(0, COIN_CAP), "a boss's coin penalty; a character's starting coins"),
    Stat("reward", AMOUNT, "coins the highest card gains at a boss (A10.5)"),
    Stat("escape", ITEM, "the item that escapes a boss (A10.6-A10.8)"),
    Stat("chests", ListOf(AMOUNT, 1, MAX_PLAYERS), "a treasure room's chests, biggest first (A6)"),
    Stat("bonus", ListOf(BONUS, 1, 10), "a vault's bonus for each card value, from 1 (A8)"),
    Stat("victims", Text(choices=("most-coins", "fewest-wounds")), "who a trap hits (A9)",
         required_for=("trap",)),
    Stat("penalty", Text(choices=("coins", "wounds")), "what a trap takes (A9)",
         required_for=("trap",)),
    Stat("by_highest", ListOf(AMOUNT, 1, 10), "a trap's penalty for each highest card, from 1",
         required_for=("trap",)),
    Stat("items", ListOf(ITEM, 0, 8), "a character's starting items (A1.6)"),
    Stat("value", Whole(0, 20), "what a power or item card counts"),
    Stat("play_in", ListOf(Text(choices=ROOM_TYPES), 0, len(ROOM_TYPES)),
         "the rooms where an item may be played as a card (A4.5)"),
)



STAT_TYPES = {stat.name: stat.type for stat in STATS}
STAT_DOCS = {stat.name: stat.help for stat in STATS}


def check_card(card: CardDef) -> list[str]:
    """The stats a card of its type must have (their types are checked by the loader)."""
    return [f"a {card.type} needs stat '{stat.name}' ({stat.type.describe()})"
            for stat in STATS if card.type in stat.required_for and stat.name not in card.stats]
