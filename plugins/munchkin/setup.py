"""Set-up: zones, the two decks, level 1, sex; character creation and who goes first (MK 2);
and the scenario set-up directives."""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from deckwright.kernel.directives import setup_whole
from deckwright.kernel.errors import ScenarioError
from deckwright.kernel.state import HIDDEN, OWNER, PUBLIC

from . import character as ch
from . import items as it
from . import unchanged
from .cards import (
    BOX,
    COMBAT,
    CORPSE,
    DOOR,
    DOOR_DECK,
    DOOR_DISCARD,
    LEVEL,
    LIMBO,
    SPOILS,
    TREASURE,
    TREASURE_DECK,
    TREASURE_DISCARD,
    ctype,
    deck_zone,
    hand,
    is_equipment,
    table,
)
from .deck import deal, immediate
from .windows import layout, window

if TYPE_CHECKING:
    from deckwright.kernel.game import Game
    from deckwright.kernel.state import GameObject

Flow = Generator[Any, Any, Any]

DIRECTIVES = {
    "hands": "exactly these cards in hand: {p1: [card, ...]}",
    "table": "these cards in play, upright where allowed: {p1: [elf, leather-armor]}",
    "carried": "these items on the table, sideways: {p1: [huge-rock]}",
    "levels": "levels: {p1: 5}",
    "sex": "sexes: {p1: female}",
    "exactly": "a zone holds exactly these cards, top first (the rest leave the game): "
               "{door.deck: [maul-rat]}",
    "creation": "true: deal and lay out characters as in a real game (default false in scenarios)",
    "first": "the seat that takes the first turn (default p1; with creation the die decides)",
    "dead": "these characters are dead: [p2]",
    "hireling": "the item the Hireling (on the table) carries: {p1: stepladder}",
    "cheat": "an item bound to Cheat! on the table: {p1: staff-of-napalm}",
}


def build(game: Game) -> None:
    """Zones, shuffled decks, level 1 and sex per seat; no events (MK 2.1, 2.2)."""
    for name, visibility in ((DOOR_DECK, HIDDEN), (TREASURE_DECK, HIDDEN),
                             (DOOR_DISCARD, PUBLIC), (TREASURE_DISCARD, PUBLIC),
                             (COMBAT, PUBLIC), (LIMBO, PUBLIC), (SPOILS, PUBLIC),
                             (CORPSE, PUBLIC), (BOX, HIDDEN)):
        game.add_zone(name, visibility)
    sexes = str(game.options.get("sexes") or "mf")
    for index, seat in enumerate(game.seats):
        game.add_zone(hand(seat), OWNER, seat)
        game.add_zone(table(seat), PUBLIC, seat)
        game.players[seat].counters[LEVEL] = 1
        letter = sexes[index % len(sexes)].lower()
        game.players[seat].flags["sex"] = "female" if letter == "f" else "male"
        game.players[seat].flags["dead"] = False
    kneepads = game.options.get("kneepads")
    for card in game.library.dealt():
        copies = card.copies
        if kneepads == "wandering" and card.id == "kneepads-of-allure":
            copies = 0
        if kneepads == "wandering" and card.id == "wandering-monster":
            copies += 1
        deck = deck_zone(str(card.stats.get("deck", DOOR)))
        for _ in range(copies):
            game.create_object(card.id, deck)
    game.rng.shuffle(game.zones[DOOR_DECK].objects)
    game.rng.shuffle(game.zones[TREASURE_DECK].objects)
    game.abilities_changed()
    game.data.update({
        "creation": not game.setup_directives,
        "turn": {"fought": False, "kicked": False, "disengaged": [],
                 "ended": False, "looted": False, "step": "setup", "sold_double": {}},
        "combat": None,
        "combats": 0,
        "windows": [],
        "striking": [],
        "roll": None,
        "run": None,
        "after_combat": False,
    })


# ---------------------------------------------------------------------- creation
def create_characters(game: Game) -> Flow:
    """The die decides who goes first; then, in that order of play, everyone draws 2 Door and
    2 Treasure (4 + 4 with two players), a Divine Intervention drawn waits for the Clerics,
    and everyone lays out a character (MK 2.3-2.6, 10.2)."""
    game.active = yield from first_player(game)
    order = game.seats_from(game.active)
    waiting = yield from deal_starting_hands(game, order)
    if game.over:
        return
    for seat, object_id in waiting:
        yield from intervention_at_start(game, seat, object_id)
        if game.over:
            return
    for seat in order:
        yield from layout(game, seat)
        if game.over:
            return


def deal_starting_hands(game: Game, order: list[str]) -> Flow:
    """Each player in turn draws the whole starting hand before the next one starts; an
    immediate card is carried out when drawn (MK 2.4, 2.6, 3.12). Returns the Divine
    Interventions set aside, as (holder, object)."""
    count = starting_cards(game)
    waiting: list[tuple[str, str]] = []
    for seat in order:
        for deck in (DOOR, TREASURE):
            shown = yield from deal(game, seat, deck, count)
            waiting += [(seat, object_id) for object_id in shown]
            if game.over:
                return waiting
    return waiting


def intervention_at_start(game: Game, seat: str, object_id: str) -> Flow:
    """Divine Intervention in a starting hand: everyone may first lay out a Cleric, then every
    Cleric goes up a level and the card is discarded (MK 2.6, 14.23)."""
    yield from window(game, "di", seat)
    if object_id in game.objects:
        yield from immediate(game, seat, object_id)


def starting_cards(game: Game) -> int:
    """Cards of each deck at creation and resurrection: 2, or 4 in the two-player variant."""
    return 4 if len(game.seats) == 2 and game.options.get("two_player", True) else 2


def first_player(game: Game) -> Flow:
    """Everyone rolls; the highest starts, ties re-roll (MK 2.3)."""
    order = yield from settle_ties(game, list(game.seats))
    yield from game.perform("first", {"player": order[0]})
    return order[0]


def settle_ties(game: Game, group: list[str]) -> Flow:
    """Order tied players by die rolls, re-rolling ties among themselves."""
    if len(group) <= 1:
        return list(group)
    rolls: dict[str, int] = {}
    for seat in group:
        rolls[seat] = int((yield from game.roll(seat, why="order")) or 0)
    out: list[str] = []
    for value in sorted(set(rolls.values()), reverse=True):
        tied = [s for s in group if rolls[s] == value]
        out += (yield from settle_ties(game, tied)) if len(tied) > 1 else tied
    return out


# ---------------------------------------------------------------------- scenario directives
def directive(game: Game, name: str, value: Any) -> bool:
    """Apply one scenario set-up directive directly (no events); False if unknown."""
    if name not in DIRECTIVES:
        return False
    unchanged.written_directly(game)
    if name == "creation":
        game.data["creation"] = bool(value)
    elif name == "first":
        seat = _seat(game, value)
        game.active = seat
    elif name == "levels":
        for seat, level in _mapping(value, name).items():
            game.players[_seat(game, seat)].counters[LEVEL] = setup_whole(
                level, f"levels: {seat}", low=1, high=99)
    elif name == "sex":
        for seat, sex in _mapping(value, name).items():
            if sex not in ("male", "female"):
                raise ScenarioError(f"sex: '{sex}' must be male or female")
            game.players[_seat(game, seat)].flags["sex"] = sex
    elif name == "dead":
        for seat in value if isinstance(value, list) else [value]:
            seat = _seat(game, seat)
            game.players[seat].flags["dead"] = True
    elif name == "hands":
        for seat, cards in _mapping(value, name).items():
            seat = _seat(game, seat)
            for obj in list(game.zones[hand(seat)].objects):
                game.move_object(obj, BOX, "bottom")
            for card in _cards(cards):
                _place(game, card, hand(seat), seat)
    elif name in ("table", "carried"):
        for seat, cards in _mapping(value, name).items():
            seat = _seat(game, seat)
            for card in _cards(cards):
                obj = _place(game, card, table(seat), seat)
                if name == "carried" or (is_equipment(game, card)
                                         and not it.allowed(game, seat, card)):
                    obj.tapped = True
            _settle_slots(game, seat)
    elif name == "exactly":
        for zone, cards in _mapping(value, name).items():
            if zone not in game.zones:
                raise ScenarioError(f"exactly: no zone called {zone}")
            for obj in list(game.zones[zone].objects):
                game.move_object(obj, BOX, "bottom")
            for card in _cards(cards):
                _place(game, card, zone, game.zones[zone].owner)
    elif name == "hireling":
        for seat, card in _mapping(value, name).items():
            seat = _seat(game, seat)
            carrier = it.hireling_of(game, seat)
            if carrier is None:
                carrier = _place(game, "hireling", table(seat), seat)
            obj = _place(game, str(card), table(seat), seat)
            obj.flags[it.HIRELING] = carrier.id
            works = it.allowed(game, seat, obj.card) and (
                it.hands_needed(game, obj.card) == 0 or not it.is_weapon(game, obj))
            obj.tapped = not works
    elif name == "cheat":
        for seat, card in _mapping(value, name).items():
            seat = _seat(game, seat)
            obj = _place(game, str(card), table(seat), seat)
            cheat = _place(game, "cheat", table(seat), seat)
            obj.flags[it.CHEAT] = cheat.id
            cheat.flags[it.CHEAT_OF] = obj.id
    return True


def _seat(game: Game, seat: Any) -> str:
    seat = str(seat)
    if seat not in game.players:
        raise ScenarioError(f"no seat '{seat}' (seats: {', '.join(game.seats)})")
    return seat


def _mapping(value: Any, name: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise ScenarioError(f"{name} must be a mapping")
    return value


def _cards(value: Any) -> list[str]:
    if value is None:
        return []
    return [str(c) for c in (value if isinstance(value, list) else [value])]


def _place(game: Game, card: str, zone: str, owner: str | None) -> GameObject:
    """Take a free copy of ``card`` (from a deck, a discard pile or the box) into ``zone``;
    make one if every copy is in use."""
    if card not in game.library.cards:
        raise ScenarioError(f"no card '{card}' in this game")
    for source in (DOOR_DECK, TREASURE_DECK, DOOR_DISCARD, TREASURE_DISCARD, BOX):
        for obj in game.zones[source].objects:
            if obj.card == card:
                moved = game.move_object(obj, zone, "bottom")
                moved.controller = owner
                return moved
    obj = game.create_object(card, zone, owner=owner)
    obj.controller = owner
    return obj


def _settle_slots(game: Game, seat: str) -> None:
    """Directives put items upright where they fit; the later of two in a slot lies sideways."""
    used: dict[str, int] = {}
    hands_used = 0
    for obj in game.zones[table(seat)].objects:
        if ctype(game, obj.card) != "item" or obj.tapped or it.exempt(game, obj):
            continue
        kind = it.slot(game, obj.card)
        if kind in ("headgear", "armor", "footgear"):
            if used.get(kind):
                obj.tapped = True
            used[kind] = 1
        elif kind == "hands":
            need = it.hands_needed(game, obj.card)
            if hands_used + need > 2:
                obj.tapped = True
            else:
                hands_used += need


__all__ = ["build", "directive", "DIRECTIVES", "create_characters", "first_player", "ch"]
