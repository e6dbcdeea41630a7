"""Characters: level, race, class, sex, Half-Breed and Super Munchkin (MK 5, 6)."""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from deckwright.kernel.decisions import CHOOSE, Decision, Option

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
    return [o.card for o in game.zones[table(seat)].objects if ctype(game, o.card) == "race"]


def classes(game: Game, seat: str) -> list[str]:
    """Class card ids in play."""
    return [o.card for o in game.zones[table(seat)].objects if ctype(game, o.card) == "class"]


def stat(game: Game, seat: str, name: str, base: int = 0) -> int:
    """A player stat: ``base`` plus every static ability that applies (hand_limit, run_away...)."""
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
    return [s for s in order if not is_out(game, s)]


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


# ---------------------------------------------------------------------- races and classes
def _discard(game: Game, object_id: str, cause: str) -> Flow:
    from .items import discard

    yield from discard(game, object_id, cause)


def can_play_race_or_class(game: Game, seat: str, card_id: str) -> bool:
    """A race or class card may be played on oneself at any time (MK 6.3, 14.19), but not a
    copy of one already in play (MK 12.63)."""
    kind = ctype(game, card_id)
    have = races(game, seat) if kind == "race" else classes(game, seat)
    return card_id not in have


def play_race_or_class(game: Game, seat: str, object_id: str) -> Flow:
    """Put a race or class card on the table, replacing an old one unless a combinator makes
    room (MK 6.4); a replaced class takes Super Munchkin with it (MK 6.10, 14.11)."""
    obj = game.obj(object_id)
    kind = ctype(game, obj.card)
    if kind == "race":
        have = table_cards(game, seat, "race")
        room = max_races(game, seat)
    else:
        have = table_cards(game, seat, "class")
        room = max_classes(game, seat)
    if kind == "class" and room > 1 and len(have) >= room:
        # replacing a class ends Super Munchkin, and the new class is the one that stays
        for sm in combinator_cards(game, seat, "max_classes"):
            yield from _discard(game, sm, "replaced")
        for old in have:
            yield from _discard(game, old, "replaced")
    elif len(have) >= room:
        victims = have
        if len(have) > 1:
            picked = yield Decision(seat, CHOOSE, f"Which {kind} does the new one replace?",
                                    [Option(f"card:{i}", game.card(game.obj(i).card).name)
                                     for i in have])
            victims = [picked.split(":", 1)[1]]
        for victim in victims:
            yield from _discard(game, victim, "replaced")
    yield from game.move(object_id, table(seat), "bottom")
    return True


def combinator_cards(game: Game, seat: str, stat_name: str) -> list[str]:
    """Half-Breed (max_races) or Super Munchkin (max_classes) objects on the table."""
    out = []
    for obj in game.zones[table(seat)].objects:
        if ctype(game, obj.card) != "combinator":
            continue
        script = game.scripts.script(obj.card)
        if script and any(a.facts.get("stat") == stat_name for a in script.static):
            out.append(obj.id)
    return out


def can_play_combinator(game: Game, seat: str, object_id: str) -> bool:
    """At most one of each combinator (MK 6.11), and its own condition (MK 6.7, 6.10)."""
    obj = game.obj(object_id)
    script = game.scripts.script(obj.card)
    if script is None:
        return False
    stats = {a.facts.get("stat") for a in script.static}
    for name in stats:
        if name and combinator_cards(game, seat, str(name)):
            return False
    return bool(game.scripts.query_entry(obj.card, "playable", seat, source=object_id,
                                         controller=seat))


def play_combinator(game: Game, seat: str, object_id: str) -> Flow:
    """Lay out Half-Breed or Super Munchkin; Super Munchkin brings the second class along."""
    obj = game.obj(object_id)
    yield from game.move(object_id, table(seat), "bottom")
    script = game.scripts.script(obj.card)
    if script and any(a.facts.get("stat") == "max_classes" for a in script.static):
        have = classes(game, seat)
        offer = [o for o in game.zones[f"{seat}.hand"].objects
                 if ctype(game, o.card) == "class" and o.card not in have]
        if offer:
            picked = offer[0].id
            if len(offer) > 1:
                answer = yield Decision(seat, CHOOSE, "Which second class?",
                                        [Option(f"card:{o.id}", game.card(o.card).name)
                                         for o in offer])
                picked = answer.split(":", 1)[1]
            yield from game.move(picked, table(seat), "bottom")
    return True


def enforce_character(game: Game, seat: str) -> Flow:
    """State check of races, classes and combinators (MK 6.7-6.11, 14.12)."""
    for stat_name, kind in (("max_races", "race"), ("max_classes", "class")):
        combos = combinator_cards(game, seat, stat_name)
        have = table_cards(game, seat, kind)
        if combos and not have:
            # Half-Breed cannot stay without a race; Super Munchkin goes with a lost class
            for combo in combos:
                yield from _discard(game, combo, "alone")
            continue
        if kind == "class" and combos and len(have) < 2:
            for combo in combos:
                yield from _discard(game, combo, "lost-class")
        room = 2 if combos else 1
        have = table_cards(game, seat, kind)
        while len(have) > room:
            picked = yield Decision(seat, CHOOSE, f"You may keep only {room} {kind}: discard one",
                                    [Option(f"card:{i}", game.card(game.obj(i).card).name)
                                     for i in have])
            yield from _discard(game, picked.split(":", 1)[1], "too-many")
            have = table_cards(game, seat, kind)
