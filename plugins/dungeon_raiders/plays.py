"""Playing a card into a room: the cards a player is offered, asking one player or all at
once, playing the card face up, the torch (DR A3.2) and the crystal ball (DR A4.6)."""

from __future__ import annotations

from collections.abc import Generator
from operator import attrgetter
from typing import TYPE_CHECKING, Any

from deckwright.kernel.decisions import CHOOSE, Decision, Option
from deckwright.kernel.state import BOTTOM

from .cards import (
    BALL,
    CARD,
    FLOOR,
    TORCH,
    USE_TORCH,
    Facts,
    facts,
    hand,
    played,
    supply,
    the_name,
)
from .effects import note

if TYPE_CHECKING:
    from deckwright.kernel.game import Game

Flow = Generator[Any, Any, Any]


def ask_together(game: Game, room_card: str, seats: list[str], *, second: bool) -> Flow:
    """Ask ``seats`` for a card at once; a torch used meanwhile is looked through, then asked
    again. A seat with a single card to play plays it unasked. Returns {seat: card id}."""
    chosen: dict[str, str] = {}
    waiting = list(seats)
    while waiting:
        asked = []
        for seat in waiting:
            decision = play_decision(game, seat, room_card, second=second)
            if len(decision.options) == 1:  # a forced card is played without asking
                chosen[seat] = decision.options[0].id[len(CARD):]
                game.data.setdefault("unasked", []).append(seat)
            else:
                asked.append(decision)
        if not asked:
            break
        answers = yield asked
        waiting = []
        for seat in seats:
            answer = answers.get(seat)
            if answer is None:
                continue
            if answer == USE_TORCH:
                yield from use_torch(game, seat)
                waiting.append(seat)
            else:
                chosen[seat] = str(answer)[len(CARD):]
    return chosen


def ask_one(game: Game, room_card: str, seat: str, *, second: bool) -> Flow:
    """Ask one player for a card (tactical play); torches are looked through first. A player
    with a single card to play plays it without being asked."""
    while True:
        decision = play_decision(game, seat, room_card, second=second)
        if len(decision.options) == 1:
            game.data.setdefault("unasked", []).append(seat)
            return decision.options[0].id[len(CARD):]
        answer = yield decision
        if answer != USE_TORCH:
            return str(answer)[len(CARD):]
        yield from use_torch(game, seat)


def play_decision(game: Game, seat: str, room_card: str, *, second: bool) -> Decision:
    """The cards ``seat`` may commit to this room (DR A4.5), plus using a torch (DR A3.2)."""
    known = facts(game)
    held = frozenset(map(_CARD, game.zones[hand(seat)].objects))
    room = known.rooms.get((room_card, second))
    if room is None:  # what the room's facts alone decide, once per library
        where = the_name(game, room_card)
        room = known.rooms[room_card, second] = (
            f"Play your new card face up in {where}" if second else f"Choose a card for {where}",
            known.legal_items(room_card), known.escapes[room_card],
            "second" if second else "play")
    prompt, items, escape, step = room
    key = (held, items, escape, second)
    cards = known.offers.get(key)
    if cards is None:
        if len(known.offers) >= MAX_OFFERS:
            known.offers.clear()
        cards = known.offers[key] = _offer(known, held, items, escape, second=second)
    options = list(cards)
    if TORCH in held and unknown_rooms(game, seat):
        options.append(TORCH_OPTION)
    return Decision(seat, CHOOSE, prompt, options, context={"room": room_card, "step": step})


_CARD = attrgetter("card")
MAX_OFFERS = 8192  # hands x kinds of room of one library: about 2,400 in the base game
# no code changes an option once offered, so each game's decisions may share these
TORCH_OPTION = Option(USE_TORCH, "Use a torch: look at the face-down rooms of this floor")


def _offer(known: Facts, held: frozenset[str], items: frozenset[str], escape: str | None, *,
           second: bool) -> tuple[Option, ...]:
    """The card options of a hand in a room where ``items`` may be played: printed facts only."""
    powers = sorted((c for c in held if known.types[c] == "power"), key=known.values.__getitem__)
    options = [Option(CARD + card, known.names[card]) for card in powers]
    for card in sorted(held & items):
        if second and card == BALL:
            continue
        options.append(Option(CARD + card, _item_label(known, card, escape)))
    return tuple(options)


def _item_label(known: Facts, card: str, escape: str | None) -> str:
    name = known.names[card]
    if card == escape:
        return f"{name} (run away)"
    if card == BALL:
        return f"{name} (see everyone's card, then play another)"
    return f"{name} (counts {known.values[card]})"


def unknown_rooms(game: Game, seat: str) -> list[Any]:
    """Face-down rooms of this floor that ``seat`` has not looked at."""
    return [o for o in game.zones[FLOOR].objects if o.face_down and seat not in o.known_to]


def use_torch(game: Game, seat: str) -> Flow:
    """Return a torch to the supply and show ``seat`` the face-down rooms (DR A3.2).

    With the option ``torch: one`` the player picks one face-down room to look at.
    """
    torch = game.find_card(TORCH, [hand(seat)])
    if torch is None:
        return
    yield from game.move(torch, supply(TORCH))
    rooms = unknown_rooms(game, seat)
    if game.options.get("torch") == "one" and len(rooms) > 1:
        positions = {o.id: i for i, o in enumerate(game.zones[FLOOR].objects)}
        options = [Option(f"room:{positions[o.id] + 1}", f"the face-down room in place "
                          f"{positions[o.id] + 1}") for o in rooms]
        picked = yield Decision(seat, CHOOSE, "Which face-down room do you look at?", options,
                                context={"step": "torch"})
        rooms = [rooms[[o.id for o in options].index(picked)]]
    for room in rooms:
        yield from game.perform("reveal", {"object": room.id, "to": seat})
    note(game, f"{seat} uses a torch")


def commit(game: Game, seat: str, card: str) -> Flow:
    """Turn ``seat``'s chosen card face up in front of them."""
    yield from commit_all(game, [seat], {seat: card})


def commit_all(game: Game, seats: list[str], chosen: dict[str, str]) -> Flow:
    """Turn each of ``seats``' chosen card face up in front of them, in seat order; the room's
    plays are noted once every card is face up (DR A4.2: they are revealed together)."""
    moves = []
    for seat in seats:
        card = chosen[seat]
        for obj in game.zones[hand(seat)].objects:
            if obj.card == card:
                break
        else:
            raise RuntimeError(f"{seat} has no {card} in hand")
        moves.append((obj, played(seat)))
    yield from game.move_all(moves, BOTTOM)
    plays = game.data["plays"]
    for seat in seats:
        plays.setdefault(seat, []).append(chosen[seat])


def return_ball(game: Game, seat: str) -> Flow:
    """A crystal ball goes back to the supply as soon as it is revealed (DR A4.6)."""
    ball = game.find_card(BALL, [played(seat)])
    if ball is not None:
        yield from game.move(ball, supply(BALL))
