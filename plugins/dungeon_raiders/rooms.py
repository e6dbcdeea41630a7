"""Floors and rooms: laying out a floor, the hidden choice of cards, and resolving treasure
rooms, vaults and traps (the cards played: ``plays.py``; monsters and bosses: ``bosses.py``)."""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from deckwright.kernel.state import BOTTOM

from . import bosses, tactical
from .cards import (
    BALL,
    COINS,
    FLOOR,
    FLOOR_DECK,
    FLOORS_DONE,
    ITEMS,
    ROOM_DECK,
    ROOMS_DONE,
    ROOMS_PER_FLOOR,
    WOUNDS,
    card_name,
    card_type,
    escape_item,
    hand,
    in_play,
    played,
    printed_value,
    stat,
    supply,
)
from .effects import gain_coins, heal, lose_coins, note, take_item, wound
from .plays import ask_together, commit_all, return_ball

if TYPE_CHECKING:
    from deckwright.kernel.game import Game

Flow = Generator[Any, Any, Any]


# ---------------------------------------------------------------------------- floors
def prepare_floor(game: Game, number: int) -> Flow:
    """Reveal the next floor card and deal up to five rooms face up or down by it (DR A3.1)."""
    data = game.data
    layouts = data["_layouts"]
    layout = layouts.pop(0) if layouts else None
    deck = game.zones[FLOOR_DECK].objects
    if deck:
        floor_card = deck[0]
        layout = layout or str(stat(game, floor_card.card, "layout", ""))
        yield from game.move(floor_card, FLOORS_DONE)
    layout = (layout or "").ljust(ROOMS_PER_FLOOR, "U")
    data["floor"] = number
    data["layout"] = layout
    for letter in layout:
        rooms = game.zones[ROOM_DECK].objects
        if not rooms:
            break
        yield from game.move(rooms[0], FLOOR, BOTTOM, face_down=letter == "D")


def end_floor(game: Game) -> Flow:
    """Every player takes back the power cards played on this floor (DR A4.8)."""
    for seat in game.seats:
        back = hand(seat)
        yield from game.move_all([(obj, back) for obj in game.zones[played(seat)].objects],
                                 BOTTOM)


MAX_EARLIER = 5  # room results kept for players who were not asked in between (a floor)

# ---------------------------------------------------------------------------- one room
def play_room(game: Game) -> Flow:
    """Enter the leftmost room, collect everyone's card, resolve it and clean up (DR A4)."""
    data = game.data
    room = game.zones[FLOOR].objects[0]
    if room.face_down:
        yield from game.perform("reveal", {"object": room.id, "to": "all"})
    card = room.card
    game.turn += 1
    data["room"] = card
    data["plays"] = {}
    data["report"] = []
    data["unasked"] = []
    seats = in_play(game)
    if game.options.get("tactical"):
        final = yield from tactical.collect(game, card, seats)
    else:
        final = yield from collect(game, card, seats)
    yield from resolve(game, card, final)
    yield from game.move(room, ROOMS_DONE)
    for seat in seats:  # keys, swords and escape items go back to the supply (DR A4.4)
        items = []
        for obj in game.zones[played(seat)].objects:  # a loop: most seats played no item
            if obj.card in ITEMS:
                items.append((obj, supply(obj.card)))
        if items:
            yield from game.move_all(items)
    if game.options.get("tactical"):
        yield from tactical.pass_scroll(game, card, final)
    data["rooms_played"] += 1
    if data.get("last"):
        # a player whose last card was played unasked still sees the rooms in between
        data["earlier"] = [*data.get("earlier", []), data["last"]][-MAX_EARLIER:]
    data["last"] = {"room": card, "plays": data["plays"], "report": data["report"],
                    "unasked": list(data.get("unasked", []))}
    data["plays"] = {}
    data["report"] = []


def collect(game: Game, room_card: str, seats: list[str]) -> Flow:
    """Simultaneous hidden play (DR A4.2), then crystal balls' new cards (DR A4.6).

    Returns the card that counts for each seat.
    """
    chosen = yield from ask_together(game, room_card, seats, second=False)
    yield from commit_all(game, seats, chosen)
    final = dict(chosen)
    if BALL not in final.values() or escape_item(game, room_card) == BALL:
        return final
    balls = [s for s in seats if chosen[s] == BALL]
    for seat in balls:
        yield from return_ball(game, seat)
    seconds = yield from ask_together(game, room_card, balls, second=True)
    yield from commit_all(game, balls, seconds)
    for seat in balls:
        final[seat] = seconds[seat]
    return final


# ---------------------------------------------------------------------------- resolving
def resolve(game: Game, room_card: str, final: dict[str, str]) -> Flow:
    """Resolve the room by its type (DR A6-A10)."""
    room_type = card_type(game, room_card)
    if room_type == "treasure":
        yield from resolve_treasure(game, room_card, final)
    elif room_type == "vault":
        yield from resolve_vault(game, room_card, final)
    elif room_type == "trap":
        yield from resolve_trap(game, room_card, final)
    else:
        yield from bosses.fight(game, room_card, final)


def resolve_treasure(game: Game, room_card: str, final: dict[str, str]) -> Flow:
    """The highest card takes the big chest, the next value the small one; ties split, rounding
    down (DR A6)."""
    values = {s: printed_value(game, c) for s, c in final.items()}
    ranks = sorted(set(values.values()), reverse=True)
    for rank, chest in enumerate(stat(game, room_card, "chests", [])):
        if rank >= len(ranks):
            break
        sharers = [s for s in final if values[s] == ranks[rank]]
        share = int(chest) // len(sharers)
        if share == 0:
            note(game, f"{len(sharers)} players tie for the {chest}-coin chest: nobody gets it")
            continue
        for seat in sharers:
            yield from gain_coins(game, seat, share)


def resolve_vault(game: Game, room_card: str, final: dict[str, str]) -> Flow:
    """Everyone earns the vault's bonus for their value; an item short in the supply goes to
    nobody who earned it (DR A8)."""
    bonuses = stat(game, room_card, "bonus", [])
    earned: dict[str, list[str]] = {}
    for seat, card in final.items():
        value = printed_value(game, card)
        if 1 <= value <= len(bonuses):
            earned.setdefault(str(bonuses[value - 1]), []).append(seat)
    for bonus, group in earned.items():
        kind, _, arg = bonus.partition(":")
        if kind == "item":
            if len(game.zones[supply(arg)].objects) < len(group):
                note(game, f"not enough {card_name(game, arg)} cards for "
                           f"{', '.join(group)}: nobody gets one")
                continue
            for seat in group:
                yield from take_item(game, seat, arg)
        elif kind == "coins":
            for seat in group:
                yield from gain_coins(game, seat, int(arg))
        elif kind == "heal":
            for seat in group:
                yield from heal(game, seat, int(arg))
        else:
            raise ValueError(f"{room_card}: unknown vault bonus '{bonus}'")


def resolve_trap(game: Game, room_card: str, final: dict[str, str]) -> Flow:
    """The highest card sets the penalty; the richest or least wounded players take it in full
    (DR A9)."""
    highest = max((printed_value(game, c) for c in final.values()), default=0)
    table = stat(game, room_card, "by_highest", [])
    penalty = int(table[highest - 1]) if 1 <= highest <= len(table) else 0
    if penalty <= 0:
        note(game, f"the highest card is {highest}: the trap does nothing")
        return
    seats = in_play(game)
    if stat(game, room_card, "victims") == "most-coins":
        top = max(game.counter(s, COINS) for s in seats)
        victims = [s for s in seats if game.counter(s, COINS) == top]
    else:
        low = min(game.counter(s, WOUNDS) for s in seats)
        victims = [s for s in seats if game.counter(s, WOUNDS) == low]
    for seat in victims:
        if stat(game, room_card, "penalty") == "coins":
            yield from lose_coins(game, seat, penalty)
        else:
            yield from wound(game, seat, penalty)
