"""Set-up (DR A2) and the game's scenario directives (``characters``, ``floors``, ``rooms``...).

Set-up runs before the first decision and is not made of events: it creates every card of the
box where the rules put it, all randomness drawn from ``game.rng``.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from deckwright.kernel.errors import RulesError, ScenarioError
from deckwright.kernel.state import BOTTOM, HIDDEN, OWNER, PUBLIC, TOP, GameObject

from .cards import (
    BOX,
    COINS,
    FLOOR,
    FLOOR_DECK,
    FLOORS_DONE,
    FLOORS_REMOVED,
    ITEMS,
    ROOM_DECK,
    ROOM_TYPES,
    ROOMS_BEFORE_BOSS,
    ROOMS_DONE,
    WOUNDS,
    character,
    facts,
    hand,
    played,
    supply,
)

if TYPE_CHECKING:
    from deckwright.kernel.game import Game

LAYOUT = re.compile(r"^[UD]{1,5}$")

DIRECTIVES = {
    "characters": "give players these characters, with their coins, wounds and items: "
                  "{p1: knight, p2: wizard}",
    "floors": "the next floors, in order: floor card ids (floor-3) or layouts of U (face up) "
              "and D (face down), like UUDUD",
    "rooms": "the room deck is exactly these cards, top first; the rest leave the game. "
             "The game ends when a new floor finds the deck empty: [dragon, treasure-4]",
    "scroll": "tactical variant: the seat holding the scroll (first player): p2",
}


def build(game: Game) -> None:
    """Create the zones and deal: room deck with the boss at the bottom, floors, characters."""
    rng = game.rng
    for name, visibility in ((ROOM_DECK, HIDDEN), (FLOOR_DECK, HIDDEN), (FLOOR, PUBLIC),
                             (ROOMS_DONE, PUBLIC), (FLOORS_DONE, PUBLIC), (BOX, HIDDEN)):
        game.add_zone(name, visibility)
    for item in ITEMS:
        game.add_zone(supply(item), PUBLIC)
    for seat in game.seats:
        game.add_zone(character(seat), PUBLIC, seat)
        game.add_zone(hand(seat), OWNER, seat)
        game.add_zone(played(seat), PUBLIC, seat)

    copies = facts(game).copies
    # DR A2.1: shuffle the rooms, remove unseen all but the 24 played before the boss (6 of
    # the base game's 30; more when a homebrew set adds rooms), a random boss at the bottom
    rooms = [c for t in ROOM_TYPES if t != "boss" for c in copies(t)]
    rng.shuffle(rooms)
    removed = max(0, len(rooms) - ROOMS_BEFORE_BOSS)
    game.create_objects(rooms[:removed], BOX)
    game.create_objects(rooms[removed:], ROOM_DECK)
    bosses = copies("boss")
    boss = bosses.pop(rng.below(len(bosses))) if bosses else None
    if boss is not None:
        game.create_object(boss, ROOM_DECK, position=BOTTOM)
    game.create_objects(bosses, BOX)
    # DR A2.2: shuffle the floors, remove 2 unseen
    floors = copies("floor")
    rng.shuffle(floors)
    game.create_objects(floors[:FLOORS_REMOVED], BOX)
    game.create_objects(floors[FLOORS_REMOVED:], FLOOR_DECK)
    # DR A2.3: the item supply
    items = copies("item")
    for item in ITEMS:
        game.create_objects([item] * items.count(item), supply(item))
    # DR A2.5: a random character each, a set of power cards 1-5, the character's items
    characters = copies("character")
    rng.shuffle(characters)
    dealt, rest = facts(game).power_deal(len(game.seats))
    for index, seat in enumerate(game.seats):
        if index >= len(characters):
            raise RulesError("the card sets hold fewer characters than there are players")
        game.create_object(characters[index], character(seat), owner=seat)
        game.create_objects(list(dealt[index]), hand(seat), owner=seat)
        start_character(game, seat)
    game.create_objects(characters[len(game.seats):], BOX)
    game.create_objects(list(rest), BOX)
    game.data.update({
        "floor": 0,
        "room": None,
        "rooms_played": 0,
        "scroll": None,
        "plays": {},
        "report": [],
        "last": None,
        "earlier": [],
        "unasked": [],
        "_layouts": [],
    })
    if game.options.get("tactical"):
        game.data["scroll"] = rng.choice(list(game.seats))  # DR A12.1


def start_character(game: Game, seat: str) -> None:
    """Give ``seat`` its character's coins and wounds and take its items from the supply."""
    card = game.library.cards[game.zones[character(seat)].objects[0].card]
    game.set_counter(seat, COINS, int(card.stats.get("coins", 0)))
    game.set_counter(seat, WOUNDS, int(card.stats.get("wounds", 0)))
    for item in card.stats.get("items") or []:
        pile = game.zones[supply(item)].objects
        if not pile:
            raise RulesError(f"the supply has no {item} left for {seat}'s {card.name}")
        game.move_object(pile[0], hand(seat), BOTTOM)


def apply_directive(game: Game, name: str, value: Any) -> bool:
    """Apply one of the game's scenario directives; False if the name is not one of them."""
    handler = {"characters": _characters, "floors": _floors, "rooms": _rooms,
               "scroll": _scroll}.get(name)
    if handler is None:
        return False
    handler(game, value)
    return True


def _characters(game: Game, value: Any) -> None:
    if not isinstance(value, dict):
        raise ScenarioError("characters must map seats to character ids: {p1: knight}")
    wanted = {str(s): str(c) for s, c in value.items()}
    for seat, card in wanted.items():
        if seat not in game.players:
            raise ScenarioError(f"characters: no seat {seat} (seats: {', '.join(game.seats)})")
        known = game.library.cards.get(card)
        if known is None or known.type != "character":
            names = ", ".join(c.id for c in game.library.of_type("character"))
            raise ScenarioError(f"characters: '{card}' is not a character ({names})")
    if len(set(wanted.values())) != len(wanted):
        raise ScenarioError("characters: each character can be dealt only once")
    # hand back what the named seats have now: their character and its items
    for seat in wanted:
        _return_character(game, seat)
    for seat, card in wanted.items():
        obj = _boxed(game, card)
        if obj is None:  # an unnamed seat holds it: that seat gets a character from the box
            holder = next(s for s in game.seats if game.zones[character(s)].cards() == [card])
            _return_character(game, holder)
            spare = [o for o in game.zones[BOX].objects
                     if o.card not in wanted.values()
                     and game.library.cards[o.card].type == "character"]
            game.move_object(spare[0], character(holder), TOP)
            start_character(game, holder)
            obj = game.find_card(card, [BOX])
        assert obj is not None
        game.move_object(obj, character(seat), TOP)
        start_character(game, seat)


def _boxed(game: Game, card: str) -> GameObject | None:
    """A copy of ``card`` in the box. A scenario's set under test is not dealt
    (``CardLibrary.dealt``): its card is put in the box here, while the game holds fewer
    copies of it than the set gives."""
    obj = game.find_card(card, [BOX])
    known = game.library.cards[card]
    if obj is None and known.set_id in game.library.held_back:
        held = sum(o.card == card for zone in game.zones.values() for o in zone.objects)
        if held < known.copies:
            obj = game.create_object(card, BOX)
    return obj


def _return_character(game: Game, seat: str) -> None:
    """Put a seat's character back in the box and its items back in the supply (set-up only)."""
    for obj in list(game.zones[hand(seat)].objects):
        if obj.card in ITEMS:
            game.move_object(obj, supply(obj.card), TOP)
    for obj in list(game.zones[character(seat)].objects):
        game.move_object(obj, BOX, BOTTOM)


def _floors(game: Game, value: Any) -> None:
    deck = game.zones[FLOOR_DECK].objects
    if not isinstance(value, list) or len(value) > len(deck):
        raise ScenarioError(f"floors must be a list of at most {len(deck)} floor ids or "
                            "layouts like UUDUD")
    chosen: list[str] = []  # a floor card id, or "" where a layout is given
    layouts: list[str | None] = []
    for entry in value:
        text = str(entry)
        card = game.library.cards.get(text)
        if card is not None and card.type == "floor":
            chosen.append(text)
            layouts.append(None)
        elif LAYOUT.match(text):
            chosen.append("")
            layouts.append(text)
        else:
            raise ScenarioError(f"floors: '{text}' is neither a floor card nor a layout of "
                                "U and D like UUDUD")
    named = [c for c in chosen if c]
    if len(set(named)) != len(named):
        raise ScenarioError("floors: a floor card is named twice")
    # a named floor card still in the box swaps places with an unnamed card of the deck
    for card in named:
        if game.find_card(card, [FLOOR_DECK]) is None:
            spare = next(o for o in reversed(deck) if o.card not in named)
            game.move_object(spare, BOX, BOTTOM)
            box_copy = _boxed(game, card)
            assert box_copy is not None
            game.move_object(box_copy, FLOOR_DECK, BOTTOM)
    by_card = {o.card: o for o in deck}
    unnamed = [o for o in deck if o.card not in named]
    ordered = [by_card[c] if c else unnamed.pop(0) for c in chosen]
    deck[:] = ordered + unnamed
    game.data["_layouts"] = layouts


def _rooms(game: Game, value: Any) -> None:
    if not isinstance(value, list):
        raise ScenarioError("rooms must be a list of room card ids, top first")
    for obj in list(game.zones[ROOM_DECK].objects):
        game.move_object(obj, BOX, BOTTOM)
    for card in value:
        known = game.library.cards.get(str(card))
        if known is None or known.type not in ROOM_TYPES:
            raise ScenarioError(f"rooms: '{card}' is not a room or a boss")
        obj = _boxed(game, str(card))
        if obj is None:
            raise ScenarioError(f"rooms: no copy of '{card}' is left")
        game.move_object(obj, ROOM_DECK, BOTTOM)


def _scroll(game: Game, value: Any) -> None:
    if not game.options.get("tactical"):
        raise ScenarioError("scroll: the scroll is used only with the option tactical: true")
    if value not in game.players:
        raise ScenarioError(f"scroll: no seat {value!r} (seats: {', '.join(game.seats)})")
    game.data["scroll"] = str(value)
