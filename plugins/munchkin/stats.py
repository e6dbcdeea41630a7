"""The printed stats of Munchkin cards, typed: a set is checked against these on load
(MK 1, 7), so an item's ``bonus: lots`` is an error in the set, not a crash in combat."""

from __future__ import annotations

from typing import TYPE_CHECKING

from deckwright.kernel.sets.cardstats import Flag, ListOf, Stat, Text, Whole

WORD = Text(pattern=r"[a-z0-9]+(-[a-z0-9]+)*", shape="a word (a race, class or sex)")

if TYPE_CHECKING:
    from deckwright.kernel.sets.carddefs import CardDef

STATS: tuple[Stat, ...] = (
    Stat("deck", Text(choices=("door", "treasure")), "the deck the card belongs to (MK 1.1)"),
    Stat("level", Whole(0, 100), "a monster's level (MK 1.3)", required_for=("monster",)),
    Stat("treasures", Whole(-100, 100),
         "treasures a monster gives, or an enhancer adds (Baby: -1)"),
    Stat("levels", Whole(0, 10), "levels a defeated monster gives (MK 1.3)"),
    Stat("bonus", Whole(-1000, 1000), "a combat bonus (negative: a penalty)"),
    Stat("value", Whole(0, 100_000), "gold pieces; an item is a card with a value (MK 1.7)"),
    Stat("slot", Text(choices=("headgear", "armor", "footgear", "hands", "none")),
         "where an item is worn (MK 7.3)"),
    Stat("hands", Whole(0, 2), "hands a hand item takes (MK 7.3)"),
    Stat("big", Flag(), "a Big item (MK 7.4)"),
    Stat("requires", ListOf(WORD, 0, 20), "who may use the item (MK 7.5)"),
    Stat("forbids", ListOf(WORD, 0, 20), "who may not use the item (MK 7.5)"),
)


STAT_TYPES = {stat.name: stat.type for stat in STATS}
STAT_DOCS = {stat.name: stat.help for stat in STATS}


def check_card(card: CardDef) -> list[str]:
    """The stats a card of its type must have (their types are checked by the loader)."""
    return [f"a {card.type} needs stat '{stat.name}' ({stat.type.describe()})"
            for stat in STATS if card.type in stat.required_for and stat.name not in card.stats]


# what a static ability's ``stat`` may name, with a sentence each (Ruleset.static_stats): each
# is a stat of the player whose table holds the card, and of no other (character.stat)
STATIC_STATS = {
    "combat": "added to the player's combat strength",
    "run_away": "added to the player's Run Away roll (MK 4.12)",
    "run_reroll": "above 0: the player may roll again once after failing to run away",
    "die_roll": "added to every die the player rolls to run away",
    "hand_limit": "cards the player may keep in hand at the end of the turn (5)",
    "big_items": "Big items the player may carry (1)",
    "max_races": "races the player may have at once (1; Half-Breed 2)",
    "max_classes": "classes the player may have at once (1; Super Munchkin 2)",
    "sell_double": "above 0: the player's item sales count double",
    "wins_ties": "above 0: the player wins combat ties (the Warrior)",
    "resurrection": "above 0: the player may take the top discard instead of drawing",
}
