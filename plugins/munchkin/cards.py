"""Munchkin's card facts and zone names: which deck a card belongs to, items, values, slots."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from deckwright.kernel.game import Game
    from deckwright.kernel.state import GameObject

DOOR = "door"
TREASURE = "treasure"
DOOR_DECK = "door.deck"
DOOR_DISCARD = "door.discard"
TREASURE_DECK = "treasure.deck"
TREASURE_DISCARD = "treasure.discard"
COMBAT = "combat"        # the monsters and every card played into the current combat
LIMBO = "limbo"          # a card being resolved: the kicked door, a curse on its way, a one-shot
SPOILS = "spoils"        # Treasures drawn face up after a helped kill, before they are shared
CORPSE = "corpse"        # a dead character's cards while they are looted (MK 8.8)
BOX = "box"              # out of the game (scenario set-ups only)

RACES = ("elf", "dwarf", "halfling")
CLASSES = ("warrior", "cleric", "thief", "wizard")
SEXES = ("male", "female")
WORDS = (*RACES, "human", *CLASSES, *SEXES)
SLOTS = ("headgear", "armor", "footgear")
TABLE_TYPES = ("race", "class", "combinator", "item", "hireling", "title", "curse", "cheat")
LEVEL = "level"
MAX_LEVEL = 10


def hand(seat: str) -> str:
    """The zone of ``seat``'s hand."""
    return f"{seat}.hand"


def table(seat: str) -> str:
    """The zone of the cards ``seat`` has in play."""
    return f"{seat}.table"


def deck_of(game: Game, card_id: str) -> str:
    """Which deck (door or treasure) a card is shuffled into."""
    return str(game.card(card_id).stats.get("deck", DOOR))


def discard_of(game: Game, card_id: str) -> str:
    """The discard pile a card goes to."""
    return DOOR_DISCARD if deck_of(game, card_id) == DOOR else TREASURE_DISCARD


def deck_zone(deck: str) -> str:
    """The draw pile of ``door`` or ``treasure``."""
    return DOOR_DECK if deck == DOOR else TREASURE_DECK


def discard_zone(deck: str) -> str:
    """The discard pile of ``door`` or ``treasure``."""
    return DOOR_DISCARD if deck == DOOR else TREASURE_DISCARD


def ctype(game: Game, card_id: str) -> str:
    """The card's type (monster, curse, item, ...)."""
    return game.library.cards[card_id].type  # game.card's lookup, inline: ~70,000 calls a game


def stat(game: Game, card_id: str, name: str, default: Any = None) -> Any:
    """A printed stat of a card."""
    return game.library.cards[card_id].stats.get(name, default)


def is_item(game: Game, card_id: str) -> bool:
    """An item is a card with a gold value, "No Value" counting as 0 (MK 1.7)."""
    return "value" in game.library.cards[card_id].stats


def is_equipment(game: Game, card_id: str) -> bool:
    """An item that is worn or carried on the table (not a one-shot)."""
    return game.library.cards[card_id].type == "item"  # ctype, inline


def value(game: Game, card_id: str) -> int:
    """Gold value (0 for No Value and for non-items)."""
    raw = game.card(card_id).stats.get("value", 0)
    return int(raw) if isinstance(raw, int) else 0


def slot(game: Game, card_id: str) -> str:
    """headgear, armor, footgear, hands or none."""
    return str(game.card(card_id).stats.get("slot", "none"))


def hands_needed(game: Game, card_id: str) -> int:
    """Hands a hand item needs (0 for other items)."""
    if slot(game, card_id) != "hands":
        return 0
    return int(game.card(card_id).stats.get("hands", 1))


def is_big(game: Game, card_id: str) -> bool:
    """A Big item (MK 7.4)."""
    return bool(game.card(card_id).stats.get("big", False))


def has_tag(game: Game, card_id: str, tag: str) -> bool:
    """Whether a card carries a tag (undead, fire, below-waist ...)."""
    return tag in game.card(card_id).tags


def where(game: Game, obj: GameObject) -> tuple[str | None, str]:
    """(seat, 'hand' | 'table') for a card a player holds, else (None, zone name)."""
    name = obj.zone
    if "." in name:
        seat, _, kind = name.partition(".")
        if seat in game.players and kind in ("hand", "table"):
            return seat, kind
    return None, name


def holder(game: Game, object_id: str) -> str | None:
    """The seat whose hand or table holds an object."""
    obj = game.objects.get(object_id)
    if obj is None:
        return None
    return where(game, obj)[0]


def label(game: Game, object_id: str) -> str:
    """A card's name for prompts."""
    obj = game.objects.get(object_id)
    if obj is None:
        return object_id
    return game.card(obj.card).name
