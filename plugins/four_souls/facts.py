"""Four Souls facts read from the table: the turn state in ``game.data``, stats with their
modifiers, hp and deaths, souls, labels.

Stats are computed, never stored: printed value + static abilities in play (through the
kernel's ``scripts.modified``) + temporary effects that last until the end of the turn.
Damage is marked as the ``damage`` counter of a player (FS 7.1.5) or of a monster object.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from deckwright.kernel.game import Game
from deckwright.kernel.state import GameObject

from . import counter_meanings, names, zones

Flow = Generator[Any, Any, Any]
GAME = "game"


# what ``ctx:turn_state(name)`` reads: name -> (type, value when the turn has not set it yet,
# sentence). The reference lists them; any other name is refused. The turn's other entries
# (the dice already rolled, pending death watches …) are bookkeeping no card reads.
TURN_STATE: dict[str, tuple[str, Any, str]] = {
    "number": ("integer", 0, "The turn's number (0 before the first turn)."),
    "player": ("seat", None, "Whose turn it is."),
    "phase": ("'start'|'action'|'end'", "start", "The turn's phase (FS 3)."),
    "attacks": ("integer", 0, "Attacks the active player may still declare this turn."),
    "purchases": ("integer", 0, "Purchases the active player may still make this turn."),
    "attacks_made": ("integer", 0, "Attacks declared this turn."),
    "deck_attacks": ("integer", 0, "Attacks on the monster deck made this turn."),
    "deck_only": ("integer", 0, "Attacks still granted that may only go to the monster deck."),
    "deck_any": ("boolean", False, "Whether the active player may attack the monster deck at "
                 "will this turn (Gold Key)."),
    "attacked": ("list<id>", [], "What was attacked this turn, in order: monsters' ids and "
                 "players' seats."),
    "monster_died": ("boolean", False, "Whether a monster died this turn."),
    "ending": ("boolean", False, "Whether the turn is ending early (the active player "
               "died)."),
    "end_declared": ("boolean", False, "Whether the active player has declared the end of "
                     "their action phase."),
    "purchase": ("'declared'|nil", None, "'declared' while a purchase is declared and not "
                 "yet made."),
}


def new_turn_state(game: Game, player: str, number: int) -> dict[str, Any]:
    """The per-turn counters of FS 17.3, fresh for ``player``'s turn."""
    return {
        "number": number,
        "player": player,
        "phase": "start",
        "attacks": 1,
        "purchases": 1,
        "attacks_made": 0,
        "deck_attacks": 0,
        "must": [],
        "monster_died": False,
        "ending": False,
        "end_declared": False,
        "purchase": None,
        "first_roll": [],
        "loot_all": [],
    }


def turn(game: Game) -> dict[str, Any]:
    """The current turn's state."""
    return game.data["turn"]


def is_seat(game: Game, subject: Any) -> bool:
    """Whether ``subject`` is a seat."""
    return isinstance(subject, str) and subject in game.players


def card_of(game: Game, subject: str) -> Any:
    """The card definition of an object id (or of a player's character)."""
    # every stat read starts here: the seat test and the character zone's top read in place
    # (``is_seat``, ``zones.character_of``)
    if isinstance(subject, str) and subject in game.players:
        objects = game.zones[f"{subject}.character"].objects
        return game.card(objects[0].card) if objects else None
    return game.card(game.objects[subject].card)


def temp_bonus(game: Game, stat: str, subject: str) -> int:
    """Sum of until-end-of-turn effects on ``stat`` for ``subject``."""
    total = 0
    is_monster: bool | None = None  # worked out only if an effect is on every monster
    for effect in game.data["effects"]:
        if effect["stat"] != stat:
            continue
        target = effect["subject"]
        if target == subject:
            total += int(effect["value"])
        elif target == "monsters":
            if is_monster is None:
                is_monster = not is_seat(game, subject) and subject in game.objects and \
                    zones.is_monster(game, game.objects[subject])
            if is_monster:
                total += int(effect["value"])
    return total


def _modified(game: Game, stat: str, subject: Any, base: int) -> int:
    scripts = game.scripts
    if not scripts.index.static_of(stat):  # most stats, most of the time: asked very often
        return base
    value = scripts.modified(stat, subject, base)
    return int(value) if isinstance(value, (int, float)) else base


def printed(game: Game, subject: str, stat: str, default: int = 0) -> int:
    """A printed stat of a player's character or of an object's card."""
    card = card_of(game, subject)
    if card is None:
        return default
    value = card.stats.get(stat, default)
    return int(value) if isinstance(value, (int, float)) else default


def _with_modifiers(game: Game, stat: str, subject: str) -> int:
    """A printed stat with the statics that modify it, this turn's effects on it and the
    counters that mean a bonus to it; the last two asked only while there are any (most of a
    game: none, and each would answer 0)."""
    # (``printed`` and ``card_of`` inlined: every stat read comes here)
    if isinstance(subject, str) and subject in game.players:
        objects = game.zones[f"{subject}.character"].objects
        card = game.library.cards[objects[0].card] if objects else None
    else:
        card = game.library.cards[game.objects[subject].card]
    value = card.stats.get(stat, 0) if card is not None else 0
    if type(value) is not int:  # (a printed number is an int: no conversion)
        value = int(value) if isinstance(value, (int, float)) else 0
    if game.scripts.index.static_of(stat):  # most stats, most of the time: none
        value = _modified(game, stat, subject, value)
    data = game.data
    if data["effects"]:
        value += temp_bonus(game, stat, subject)
    if data.get(counter_meanings.DATA):
        value += counter_meanings.bonus(game, stat, subject)
    return value


def max_hp(game: Game, subject: str) -> int:
    """Health with every modifier (FS 7.2)."""
    return max(0, _with_modifiers(game, "hp", subject))


def damage_of(game: Game, subject: str) -> int:
    """Damage marked on a player or an object."""
    players = game.players
    if isinstance(subject, str) and subject in players:  # (is_seat: read very often)
        return players[subject].counters.get("damage", 0)
    obj = game.objects.get(subject)
    return obj.counters.get("damage", 0) if obj else 0


def hp(game: Game, subject: str) -> int:
    """Current health: max health minus marked damage, never below 0 (FS 7.1.3)."""
    # (``max_hp`` and ``damage_of`` inlined: the bots and the death check read it often)
    players = game.players
    if isinstance(subject, str) and subject in players:
        damage = players[subject].counters.get("damage", 0)
    else:
        obj = game.objects.get(subject)
        damage = obj.counters.get("damage", 0) if obj else 0
    return max(0, max(0, _with_modifiers(game, "hp", subject)) - damage)


def attack_of(game: Game, subject: str) -> int:
    """Attack (damage dealt on a hit, or to a missing attacker) with every modifier."""
    return max(0, _with_modifiers(game, "attack", subject))


def evasion_of(game: Game, subject: str) -> int:
    """Evasion with every modifier, clamped to 6 (FS 1.16.3; Ø counts as 0)."""
    return max(0, min(6, _with_modifiers(game, "evasion", subject)))


def is_dead(game: Game, seat: str) -> bool:
    """Whether a player died this turn (FS 7.7.1)."""
    return bool(game.players[seat].flags.get("dead"))


def living(game: Game) -> list[str]:
    """Seats of living players, in turn order from the active player."""
    players = game.players  # (is_dead read in place: asked very often)
    return [s for s in game.seats_from(game.active) if not players[s].flags.get("dead")]


def is_eternal(game: Game, obj: GameObject) -> bool:
    """Eternal objects cannot be destroyed or discarded (FS 9.10.1, 1.15.3); an object may
    gain eternal until the end of the turn (an ``eternal`` effect from ctx:add_effect), or
    while it carries a counter that means eternal (counter_meanings.py)."""
    if obj.flags.get("not_eternal"):
        return False  # a copy that lost eternal (Birthright)
    card = game.card(obj.card)
    # a copy keeps its own card's Eternal: a starting item stays one (1.15.3)
    own_id = obj.flags.get("copy_of") or obj.card
    own = game.card(own_id)
    if ("eternal" in card.tags or card.type == "character"
            or "eternal" in own.tags or own.type == "starting-item"):
        return True
    # what is asked of every item a choice weighs: each part only while there is any
    data = game.data
    named = data.get("eternal")
    return bool(named and (obj.card in named or own_id in named)
                or data["effects"] and temp_bonus(game, "eternal", obj.id) > 0
                or data.get(counter_meanings.DATA) and counter_meanings.grants(game, obj,
                                                                              "eternal")
                or game.scripts.index.static_of("eternal") and _modified(
                    game, "eternal", obj.id, 0) > 0)


def has_tap_ability(game: Game, obj: GameObject) -> bool:
    """Whether an object has a ↷ ability (the death penalty deactivates those, FS 7.7.4)."""
    if game.is_ability_zone(obj.zone):  # what it has now: none if it lost them, given ones
        return any(o is obj and (a.facts.get("cost") or {}).get("tap")
                   for o, _, a in game.scripts.index.activated())
    script = game.scripts.script(obj.card)
    if script is None:
        return False
    return any((a.facts.get("cost") or {}).get("tap") for a in script.activated)


def soul_value(game: Game, seat: str) -> int:
    """The total soul value a player controls (FS 11.1.4)."""
    total = 0
    for obj in zones.souls_of(game, seat):
        value = game.card(obj.card).stats.get("souls", 1)
        total += int(value) if isinstance(value, (int, float)) else 1
    character = zones.character_of(game, seat)
    if character is not None:
        value = game.card(character.card).stats.get("souls", 0)
        total += int(value) if isinstance(value, (int, float)) else 0
    return total


def controller_seat(game: Game, controller: Any) -> str:
    """The seat acting for a controller: the active player stands in for the game."""
    return controller if is_seat(game, controller) else game.active


def label(game: Game, subject: str) -> str:
    """A short name for a seat or an object (for prompts)."""
    if isinstance(subject, str) and subject in game.players:  # (is_seat: asked very often)
        character = zones.character_of(game, subject)
        name = game.card(character.card).name if character else ""
        return f"{subject} ({name})" if name else subject
    obj = game.objects.get(subject)
    if obj is None:
        for item in game.stack:
            if item.id == subject:
                return item.label
        return subject
    return names.shown(game, obj.id)
