"""Characters as they stand: level and winning, race, class, sex, who sits where (MK 5, 6)."""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from .cards import CLASSES, LEVEL, MAX_LEVEL, RACES, ctype, table

if TYPE_CHECKING:
    from deckwright.kernel.game import Game

Flow = Generator[Any, Any, Any]


def level(game: Game, seat: str) -> int:
    """A player's level (1 to 10)."""
    return game.players[seat].counters.get(LEVEL, 1)


def sex(game: Game, seat: str) -> str:
    """male or female (MK 6.12)."""
    return str(game.players[seat].flags.get("sex", "male"))


def is_dead(game: Game, seat: str) -> bool:
    """Dead between death and the owner's next turn (MK 8.9)."""
    return bool(game.players[seat].flags.get("dead"))


def is_out(game: Game, seat: str) -> bool:
    """Dead and not yet back: takes no part until the next player's turn (MK 8.9)."""
    return bool(game.players[seat].flags.get("out"))


def table_cards(game: Game, seat: str, kind: str) -> list[str]:
    """Object ids of ``seat``'s table cards of one type."""
    return [o.id for o in game.zones[table(seat)].objects if ctype(game, o.card) == kind]


def races(game: Game, seat: str) -> list[str]:
    """Race card ids in play (empty: Human)."""
    cards = game.library.cards  # ctype, inline: asked at every item's and card's check
    return [o.card for o in game.zones[table(seat)].objects if cards[o.card].type == "race"]


def classes(game: Game, seat: str) -> list[str]:
    """Class card ids in play."""
    cards = game.library.cards
    return [o.card for o in game.zones[table(seat)].objects if cards[o.card].type == "class"]


def stat(game: Game, seat: str, name: str, base: int = 0) -> int:
    """A player stat: ``base`` plus every static ability that applies (hand_limit, run_away...).
    A static changes only the stats of the player whose table holds its card (its ``applies``
    says no to any other: ``ctx:works_for``), so with none on the seat's table none is asked."""
    statics = game.scripts.index.static_of(name)
    mine = table(seat)
    # (most stats a game reads are of a player who holds none of the statics in play: 2 in 3)
    for obj, _, _ in statics:
        if obj.zone == mine:
            break
    else:
        return base
    value = game.scripts.modified(name, seat, base)
    return int(value) if isinstance(value, (int, float)) else base


def max_races(game: Game, seat: str) -> int:
    """1, or 2 with Half-Breed (MK 6.7)."""
    return min(2, stat(game, seat, "max_races", 1))


def max_classes(game: Game, seat: str) -> int:
    """1, or 2 with Super Munchkin (MK 6.10)."""
    return min(2, stat(game, seat, "max_classes", 1))


def half_human(game: Game, seat: str) -> bool:
    """Half-Breed with a single race card: that race's advantages, none of its drawbacks."""
    return max_races(game, seat) > 1 and len(races(game, seat)) == 1


def is_(game: Game, seat: str, word: str) -> bool:
    """Whether the character is ``word`` (race, class, sex or human), for advantages and items."""
    if word in ("male", "female"):
        return sex(game, seat) == word
    if word == "human":
        return not races(game, seat) or half_human(game, seat)
    if word in RACES:
        return word in races(game, seat)
    if word in CLASSES:
        return word in classes(game, seat)
    # a homebrew race or class is named by its card id
    card = game.library.cards.get(word) if game.library is not None else None
    if card is not None and card.type == "race":
        return word in races(game, seat)
    if card is not None and card.type == "class":
        return word in classes(game, seat)
    return False


def suffers_as(game: Game, seat: str, word: str) -> bool:
    """Whether monsters and drawbacks treat the character as ``word`` (a half-Elf is Human)."""
    if word in RACES:
        return word in races(game, seat) and not half_human(game, seat)
    return is_(game, seat, word)


def living(game: Game) -> list[str]:
    """Seats taking part right now (not dead-and-out), in turn order from p1."""
    return [s for s in game.seats if not is_out(game, s)]


def others(game: Game, seat: str, direction: str = "left") -> list[str]:
    """The other players taking part, from ``seat``'s left (clockwise) or right."""
    order = game.seats_from(seat)[1:]
    if direction == "right":
        order = list(reversed(order))
    players = game.players  # is_out, inline: read at most windows
    return [s for s in order if not players[s].flags.get("out")]


def left_of(game: Game, seat: str) -> str:
    """The next player clockwise (play passes to the left)."""
    found = others(game, seat, "left")
    return found[0] if found else seat


def right_of(game: Game, seat: str) -> str:
    """The previous player (counter-clockwise)."""
    found = others(game, seat, "right")
    return found[0] if found else seat


def highest(game: Game) -> list[str]:
    """The players of the highest level (taking part)."""
    seats = living(game)
    if not seats:
        return []
    top = max(level(game, s) for s in seats)
    return [s for s in seats if level(game, s) == top]


def lowest_level(game: Game) -> int:
    """The lowest level among the players taking part."""
    seats = living(game) or list(game.seats)
    return min(level(game, s) for s in seats)


def can_gain(game: Game, seat: str) -> bool:
    """Whether a plain level gain (not a kill) is possible: never to 10 (MK 5.7, 14.7)."""
    return level(game, seat) < MAX_LEVEL - 1


# ---------------------------------------------------------------------- level events
def gain_levels(game: Game, seat: str, amount: int, how: str = "") -> Flow:
    """Go up ``amount`` levels; only a kill or a card that says so may reach 10 (MK 5.7)."""
    if amount <= 0 or game.over:
        return 0
    cap = MAX_LEVEL if how in ("kill", "win") else MAX_LEVEL - 1
    room = max(0, cap - level(game, seat))
    if room <= 0:
        return 0
    change = yield from game.change_counter(seat, LEVEL, min(amount, room), minimum=1,
                                            reason=how or "card", was=level(game, seat))
    return change


def lose_levels(game: Game, seat: str, amount: int, how: str = "") -> Flow:
    """Go down ``amount`` levels, never below 1 (MK 5.3)."""
    if amount <= 0:
        return 0
    change = yield from game.change_counter(seat, LEVEL, -amount, minimum=1,
                                            reason=how or "card", was=level(game, seat))
    return change


def set_level(game: Game, seat: str, value: int) -> Flow:
    """Set the level (Ghoulfiends, Wight Brothers), never below 1."""
    change = value - level(game, seat)
    if change < 0:
        return (yield from lose_levels(game, seat, -change, "set"))
    return (yield from gain_levels(game, seat, change, "set"))


def check_win(game: Game) -> bool:
    """End the game if anyone reached level 10; several at once all win (MK 5.8)."""
    if game.over:
        return True
    winners = [s for s in game.seats if level(game, s) >= MAX_LEVEL]
    if winners:
        game.end(winners, "reached level 10")
        return True
    return False
