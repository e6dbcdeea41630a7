"""The printed stats of Four Souls cards, typed: a set is checked against these on load
(FS 1.2-1.16), so a monster's ``hp: lots`` is an error in the set, not a crash in a fight."""

from __future__ import annotations

from typing import TYPE_CHECKING

from deckwright.kernel.sets.cardstats import Record, Stat, Text, Whole

AMOUNT = Whole(0, 100)
CARD_ID = Text(pattern=r"([a-z0-9]+(-[a-z0-9]+)*)?", shape="a card id (kebab-case) or ''")

if TYPE_CHECKING:
    from deckwright.kernel.sets.carddefs import CardDef

STATS: tuple[Stat, ...] = (
    Stat("hp", AMOUNT, "health of a character or monster (FS 1.2.2, 1.7.2)",
         required_for=("character",)),
    Stat("attack", AMOUNT, "attack of a character or monster (FS 1.2.3, 1.7.4)",
         required_for=("character",)),
    Stat("evasion", Whole(0, 10), "the roll a monster's attack must reach (FS 1.7.3)"),
    Stat("souls", Whole(0, 10), "soul value (FS 1.7.6, 11.1)"),
    Stat("reward", Record({"cents": AMOUNT, "loot": AMOUNT, "treasure": AMOUNT,
                           "roll": Text(choices=("cents", "loot"))}, least=1),
         "a monster's reward box (FS 1.7.5)"),
    Stat("starting_item", CARD_ID, "a character's eternal starting item (FS 1.2.4)"),
    Stat("final_boss", CARD_ID, "a challenge's final boss, put in the final-boss slot at "
         "set-up (FS 2.4.1)"),
    Stat("timer", Whole(1, 20), "a challenge's timer at the start (FS 2.4.5; default 8)"),
    Stat("minions", Whole(0, 10), "minions a challenge summons at set-up (FS 2.4.4)"),
)


STAT_TYPES = {stat.name: stat.type for stat in STATS}
STAT_DOCS = {stat.name: stat.help for stat in STATS}


def check_card(card: CardDef) -> list[str]:
    """The stats a card of its type must have (their types are checked by the loader)."""
    return [f"a {card.type} needs stat '{stat.name}' ({stat.type.describe()})"
            for stat in STATS if card.type in stat.required_for and stat.name not in card.stats]
