"""Scenario set-up directives of Four Souls (applied after set-up, before the first decision).

They arrange the table directly (no events): characters, hands, items, souls, curses, slots,
damage, charged/deactivated objects, the first player and where the first turn starts.
"""

from __future__ import annotations

from typing import Any

from deckwright.kernel.directives import setup_card, setup_seat, setup_whole
from deckwright.kernel.errors import ScenarioError
from deckwright.kernel.game import Game
from deckwright.kernel.scripting.luatypes import suggest
from deckwright.kernel.state import GameObject

from . import levels, setup, slots, zones
from .facts import is_seat

HELP = {
    "first": "the first player: p2",
    "start": "where the first turn starts: 'turn' (default) or 'action' (its action phase, "
             "the recharge step behind it: the active player's cards are charged)",
    "characters": "characters (with their starting items): {p1: isaac, p2: cain}",
    "hands": "exactly these loot cards in hand: {p1: [bomb, a-penny]}",
    "items": "add these items in play, charged: {p1: [the-relic]}",
    "souls": "add these souls: {p1: [monstro]}",
    "curses": "add these curses: {p1: [curse-of-greed]}",
    "monsters": "the top card of monster slots (adds slots as needed; a slot set-up opened for "
                "an Indomitable monster and not named is closed): {monster.1: fly}",
    "shop": "the item in shop slots: {shop.1: breakfast}",
    "rooms": "'none' (no room slot, as in a game without rooms), or the room in room slots "
             "(adds the room slot if the game has none): {room.1: vending-room}",
    "bonus": "exactly these active bonus souls: [soul-of-greed]",
    "damage": "damage marked on players or on cards in play: {p1: 1, fly: 2}",
    "charged": "recharge these cards in play: [isaac, the-d6]",
    "tapped": "deactivate these cards in play: [the-d6]",
    "turn": "first-turn counters: {attacks: 2, purchases: 0}",
    "counters_on": "counters on cards in play: {the-bone: {counters: 5}, bum-bo: {level: 1}}",
    "timer": "the co-op timer: 3",
    "final_boss": "a challenge's final boss (the game needs --option challenge): gurdy",
    "minions": "exactly these minions of a challenge, one slot each: [fly, pooter]",
    "empty_deck": "move every card of these decks into their discard piles: [loot]",
    "bank": "cents in the bank: 50",
    "setup_reveal": "refill monster slots as set-up does, from these cards put on top of the "
                    "monster deck (events go to the bottom, FS 2.1.5): {monster.1: [ambush, fly]}",
}


# turn-state fields a scenario may set that a fresh turn does not have yet (FS 6.1: attacks
# that may only target the monster deck)
TURN_EXTRA = frozenset({"deck_only"})


def fetch(game: Game, card: str, zone: str, position: str = "bottom") -> GameObject:
    """Move a card into ``zone``: from a deck, discard or out of play, else a new copy."""
    if game.library is None or card not in game.library.cards:
        raise ScenarioError(f"no card '{card}' in the loaded sets")
    pools = ["loot.deck", "treasure.deck", "monster.deck", "room.deck", "loot.discard",
             "treasure.discard", "monster.discard", "room.discard", "out"]
    pools += zones.slots(game, "shop")
    obj = game.find_card(card, pools)
    if obj is None:
        obj = game.create_object(card, "out")
    new = game.move_object(obj, zone, position)
    new.face_down = zone.endswith(".deck")
    return new


def in_play(game: Game, card: str) -> GameObject:
    """The first object of ``card`` in play (or a slot, or a waiting bonus soul), for
    damage/charged/tapped/counters_on."""
    found = game.find_card(card, zones.in_play_zones(game) + zones.slots(game, "shop")
                           + ["bonus"])
    if found is None:
        raise ScenarioError(f"no '{card}' in play")
    return found


def _seats(value: Any, name: str, game: Game) -> dict[str, Any]:
    if not isinstance(value, dict) or not all(s in game.players for s in value):
        raise ScenarioError(f"{name} must map seats to cards: {HELP[name]}")
    return value


def _cards(value: Any) -> list[str]:
    return [str(v) for v in (value if isinstance(value, list) else [value])]


def apply(game: Game, name: str, value: Any) -> bool:
    """Apply one directive; False if it is not one of this game's."""
    if name not in HELP:
        return False
    if name == "first":
        value = setup_seat(game, value, "first")
        game.data["first"] = value
        game.active = value
        game.data["turn"]["player"] = value
    elif name == "start":
        if value not in ("turn", "action"):
            raise ScenarioError("start must be 'turn' or 'action'")
        game.data["start_at"] = value
    elif name == "characters":
        for seat, card in _seats(value, name, game).items():
            if game.card(setup_card(game, card, "characters")).type != "character":
                raise ScenarioError(f"{card} is not a character")
            setup.place_character(game, seat, str(card))
    elif name == "hands":
        for seat, cards in _seats(value, name, game).items():
            for obj in list(game.zones[f"{seat}.hand"].objects):
                moved = game.move_object(obj, "loot.deck", "bottom")
                moved.face_down = True
            for card in _cards(cards or []):
                fetch(game, card, f"{seat}.hand")
    elif name in ("items", "souls", "curses"):
        for seat, cards in _seats(value, name, game).items():
            for card in _cards(cards or []):
                where = zones.soul_zone(game, seat, card) if name == "souls" and \
                    card in game.library.cards else f"{seat}.{name}"
                new = fetch(game, card, where)
                new.controller = seat
                if name == "items" and card in game.library.cards and \
                        "counters" in game.card(card).params:
                    new.counters["counters"] = int(game.card(card).params["counters"])
                if name == "items" and card in game.library.cards and \
                        levels.starting(game.card(card)):
                    new.counters[levels.COUNTER] = levels.starting(game.card(card))
    elif name == "rooms" and value == "none":
        _no_room_slot(game)
    elif name in ("monsters", "shop", "rooms"):
        kind = {"monsters": "monster", "shop": "shop", "rooms": "room"}[name]
        if not isinstance(value, dict):
            raise ScenarioError(f"{name}: {HELP[name]}")
        if kind == "monster":
            _close_indomitable_slots(game, set(value))
        for slot, card in value.items():
            while slot not in game.zones and len(zones.slots(game, kind)) < 12:
                zones.add_slot(game, kind)
            if slot not in zones.slots(game, kind):
                raise ScenarioError(f"{name}: {slot} is not a {kind} slot")
            deck = {"monster": "monster", "shop": "treasure", "room": "room"}[kind]
            for old in list(game.zones[slot].objects):
                back = game.move_object(old, f"{deck}.deck", "bottom")
                back.face_down = True
            fetch(game, str(card), slot, "top")
    elif name == "bonus":
        for obj in list(game.zones["bonus"].objects):
            game.move_object(obj, "out", "bottom")
        for card in _cards(value or []):
            fetch(game, card, "bonus")
    elif name == "damage":
        if not isinstance(value, dict):
            raise ScenarioError(f"damage: {HELP[name]}")
        for who, amount in value.items():
            holder = game.players[who] if is_seat(game, who) else in_play(game, str(who))
            holder.counters["damage"] = setup_whole(amount, f"damage: {who}")
    elif name in ("charged", "tapped"):
        for card in _cards(value or []):
            obj = in_play(game, card)
            obj.tapped = name == "tapped"
            if obj.tapped:  # stays deactivated when a scenario starts in the action phase
                game.data.setdefault("kept_tapped", []).append(obj.id)
    elif name == "turn":
        if not isinstance(value, dict):
            raise ScenarioError(f"turn: {HELP[name]}")
        known = sorted(set(game.data["turn"]) | TURN_EXTRA)
        for key in value:
            if key not in known:
                raise ScenarioError(f"turn: unknown field '{key}'{suggest(str(key), known)} "
                                    f"(fields: {', '.join(known)})")
        game.data["turn"].update(value)
        game.data["turn_overrides"] = dict(value)
    elif name == "bank":
        game.data["bank"] = setup_whole(value, "bank")
    elif name == "empty_deck":
        for deck in _cards(value or []):
            if deck not in zones.DECKS:
                raise ScenarioError(f"empty_deck: {deck} is not a deck ({', '.join(zones.DECKS)})")
            for obj in list(game.zones[f"{deck}.deck"].objects):
                moved = game.move_object(obj, f"{deck}.discard", "bottom")
                moved.face_down = False
    elif name == "setup_reveal":
        _setup_reveal(game, value)
    elif name == "timer":
        game.data["timer"] = setup_whole(value, "timer")
    elif name in ("final_boss", "minions"):
        _challenge_slots(game, name, value)
    elif name == "counters_on":
        if not isinstance(value, dict):
            raise ScenarioError(f"counters_on: {HELP[name]}")
        for card, counters in value.items():
            if not isinstance(counters, dict):
                raise ScenarioError(f"counters_on: {HELP[name]}")
            obj = in_play(game, str(card))
            for counter, amount in counters.items():
                obj.counters[str(counter)] = setup_whole(amount, f"counters_on: {card}.{counter}")
        game.abilities_changed()  # a counter may give or take abilities (a level, a poo counter)
    return True


def _challenge_slots(game: Game, name: str, value: Any) -> None:
    """Replace a challenge's final boss, or its minions (FS 2.4.1, 2.4.4)."""
    if "challenge" not in game.zones:
        raise ScenarioError(f"{name}: this game is no challenge (options: {{challenge: ID}})")
    kind = "final-boss" if name == "final_boss" else "minion"
    cards = [str(value)] if name == "final_boss" else _cards(value or [])
    for slot in zones.slots(game, kind):
        for old in list(game.zones[slot].objects):
            back = game.move_object(old, "monster.deck", "bottom")
            back.face_down = True
    if kind == "minion":
        for slot in zones.slots(game, kind):
            del game.zones[slot]
        game.data["slots"][kind] = []
        game.refresh_ability_zones()  # the deleted slots must not stay among them
    for n, card in enumerate(cards):
        slot = zones.slots(game, kind)[0] if kind == "final-boss" and n == 0 and \
            zones.slots(game, kind) else zones.add_slot(game, kind)
        fetch(game, setup_card(game, card, name), slot, "top")


def _setup_reveal(game: Game, value: Any) -> None:
    """Empty monster slots and fill them again as set-up does, the monster deck's top first
    arranged (FS 2.1.5: an event revealed then goes to the bottom without triggering)."""
    if not isinstance(value, dict):
        raise ScenarioError(f"setup_reveal: {HELP['setup_reveal']}")
    for slot, cards in value.items():
        if slot not in zones.slots(game, "monster"):
            raise ScenarioError(f"setup_reveal: {slot} is not a monster slot")
        for old in list(game.zones[slot].objects):
            back = game.move_object(old, "monster.deck", "bottom")
            back.face_down = True
        for card in reversed(_cards(cards or [])):
            fetch(game, setup_card(game, card, "setup_reveal"), "monster.deck", "top")
        slots.setup_slot(game, slot, "monster")


def _close_indomitable_slots(game: Game, named: set[str]) -> None:
    """The monster slots a scenario names are its table: the slots set-up opened last for
    Indomitable monsters it revealed (FS 9.10.5) and the scenario does not name are closed,
    their monsters back at the bottom of the deck, so adding such a monster to an installed set
    changes no scenario's table."""
    opened = game.data["slots"]["monster"]
    closed = False
    while opened and opened[-1] not in named:
        top = zones.top(game, opened[-1])
        if top is None or not slots.is_indomitable(game, top.card):
            break
        slot = opened.pop()
        for old in [*game.zones[slot].objects, *game.zones[f"{slot}.covered"].objects]:
            game.move_object(old, "monster.deck", "bottom").face_down = True
        del game.zones[slot], game.zones[f"{slot}.covered"]
        closed = True
    if closed:
        game.refresh_ability_zones()  # the deleted slots must not stay among them


def _no_room_slot(game: Game) -> None:
    """No room slot: its room goes back into the room deck (FS 1.8.1 without rooms)."""
    for slot in zones.slots(game, "room"):
        for old in list(game.zones[slot].objects):
            back = game.move_object(old, "room.deck", "bottom")
            back.face_down = True
        del game.zones[slot]
    game.data["slots"]["room"] = []
    game.refresh_ability_zones()
