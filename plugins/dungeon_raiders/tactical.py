"""The tactical variant (DR A12): face-up play in turn from the scroll holder, and the scroll."""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from .cards import BALL, escape_item, printed_value
from .plays import ask_one, commit, return_ball

if TYPE_CHECKING:
    from deckwright.kernel.events import Event
    from deckwright.kernel.game import Game

Flow = Generator[Any, Any, Any]


def first_player(game: Game, seats: list[str]) -> str:
    """The scroll holder, or the next seat clockwise still exploring."""
    holder = game.data.get("scroll") or game.seats[0]
    return next(s for s in game.seats_from(holder) if s in seats)


def collect(game: Game, room_card: str, seats: list[str]) -> Flow:
    """Each player in turn plays face up; crystal balls play again after everyone, clockwise
    from the first player (DR A12.2). Returns the card that counts for each seat."""
    order = [s for s in game.seats_from(first_player(game, seats)) if s in seats]
    final: dict[str, str] = {}
    balls = []
    for seat in order:
        card = yield from ask_one(game, room_card, seat, second=False)
        yield from commit(game, seat, card)
        final[seat] = card
        if card == BALL and escape_item(game, room_card) != BALL:
            balls.append(seat)
            yield from return_ball(game, seat)
    for seat in balls:
        card = yield from ask_one(game, room_card, seat, second=True)
        yield from commit(game, seat, card)
        final[seat] = card
    return final


def pass_scroll(game: Game, room_card: str, final: dict[str, str]) -> Flow:
    """The scroll goes to the highest card, keys and swords 5, escapes 0; a tie goes to the
    tied player closest clockwise from the holder (DR A12.3)."""
    if not final:
        return
    escape = escape_item(game, room_card)
    values = {s: 0 if c == escape else printed_value(game, c) for s, c in final.items()}
    top = max(values.values())
    tied = [s for s, v in values.items() if v == top]
    holder = game.data.get("scroll") or game.seats[0]
    start = holder if game.options.get("scroll_tie", "holder") == "holder" \
        else game.next_seat(holder)
    winner = next(s for s in game.seats_from(start) if s in tied)
    if winner != holder:
        yield from game.perform("scroll", {"from": holder, "to": winner})


def apply_scroll(game: Game, event: Event) -> str:
    """The ``scroll`` event: the scroll changes hands."""
    game.data["scroll"] = event.data["to"]
    return str(event.data["to"])
