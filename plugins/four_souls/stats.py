"""The printed stats of Four Souls cards, typed: a set is checked against these on load
(FS 1.2-1.16), so a monster's ``hp: lots`` is an error in the set, not a crash in a fight."""

from __future__ import annotations

from typing import TYPE_CHECKING

from deckwright.kernel.sets.cardstats import Record, Stat, Text, Whole

from . import counter_meanings, levels

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
    """The stats a card of its type must have (their types are checked by the loader), and
    the form of the counter meanings it declares."""
    return [f"a {card.type} needs stat '{stat.name}' ({stat.type.describe()})"
            for stat in STATS if card.type in stat.required_for and stat.name not in card.stats
            ] + counter_meanings.problems(card.params) + levels.problems(card.params)


# what a static ability's ``stat`` may name, with a sentence each (Ruleset.static_stats)
STATIC_STATS = {
    "hp": "health of a player or monster (FS 7.2)",
    "attack": "damage a player or monster deals when it hits",
    "evasion": "the roll an attack on the monster must reach (never above 6)",
    "roll": "added to the player's dice rolls; subject: {player, attack, first, first_die, "
            "result} (first: their first attack roll this turn; first_die: their first "
            "die roll this turn)",
    "combat_damage": "added to the combat damage the player deals",
    "monster_damage": "added to the damage a monster deals",
    "shop_cost": "the price of a shop item for the player",
    "ability_cost": "added to the ¢ a player pays for an activated ability (never below "
                    "0); subject: {player, source, item} (item: the ability is an item's)",
    "tap_paid": "above 0: every ↷ ability of an item or a character is instead a $ ability "
                "costing this many ¢ (Greed Mode; paid_taps.py); subject: {player, source, "
                "item}",
    "attacks": "attacks the player may make each turn, beyond the first",
    "purchases": "purchases the player may make each turn, beyond the first",
    "loot_plays": "loot cards the player may play each turn, beyond the first",
    "loot_step": "loot cards drawn in the loot step, beyond the first",
    "hand_size": "added to the hand limit checked at the end of the turn",
    "no_souls": "above 0 for a player (the subject: a seat): they can't gain souls; a "
                "soul they would gain stays where it is (a dead monster is discarded)",
    "extra_rewards": "a dead monster's (or destroyed attackable object's) rewards are "
                     "gained this many more times: 1 doubles them (subject: its card id)",
    "hand_revealed": "above 0 for a player (the subject: a seat): every loot card in "
                     "their hand is revealed to the other players (Guppy's Eye)",
    "souls_to_win": "added to the soul value that wins (FS 11.2.1; never below 1); subject: "
                    "that value as the game's option sets it (4 unless changed)",
    "random_penalty": "above 0 for a player (the subject: a seat): the item they lose to the "
                      "death penalty is chosen at random (FS 7.7.4; Delirium's soul)",
    "votes": "above 0 for a player (the subject: a seat): they may vote that many more times "
             "in each vote (FS 10.19; Crewmate)",
    "untargetable": "above 0 for a player (the subject: a seat): other players' loot cards "
                    "and abilities cannot target them or anything they control (The Monster; "
                    "protection.py)",
    "eternal": "above 0 for an object (the subject: its id): it is eternal (FS 9.10.1; "
               "The Isaac of Isaac: Re-Isaac's items)",
    "rewards_to_killer": "above 0 for a dead monster (the subject: its card id): the player "
                         "who killed it gains its rewards and soul instead of the active "
                         "player (Multiplayer Update; FS 7.6.4 otherwise)",
    "buys_from_discard": "above 0 for a player (the subject: a seat): they may buy the top "
                         "card of the treasure discard as if it were a shop item (Recycling "
                         "Sticker)",
    "must_purchase": "above 0 for the active player (the subject: a seat): they must buy a "
                     "shop item this turn if they are able to; the turn does not end before "
                     "(Everything Must Go)",
    "shop_not_refilled": "above 0 for a shop slot (the subject: its name, 'shop.1'): emptied "
                         "now, it is not refilled until this no longer holds (FS 7.8; a new "
                         "slot is filled, FS 10.8; Everything Must Go)",
    "room_kept": "above 0 for a room (the subject: its object id): it cannot be put into "
                 "the room discard, and the room step does not offer it (Everything Must Go)",
    "players_attackable": "while in play, the active player may attack other players, "
                          "whose evasion against it is this value (the newest such "
                          "effect wins; FS 6.10.2)",
}
