"""Race and class cards: playing, replacing, Half-Breed and Super Munchkin (MK 6.3-6.11)."""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from deckwright.kernel.decisions import CHOOSE, Decision, Option

from . import items as it
from .cards import ctype, table
from .character import classes, max_classes, max_races, races, table_cards

if TYPE_CHECKING:
    from deckwright.kernel.game import Game

Flow = Generator[Any, Any, Any]


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
            yield from it.discard(game, sm, "replaced")
        for old in have:
            yield from it.discard(game, old, "replaced")
    elif len(have) >= room:
        victims = have
        if len(have) > 1:
            picked = yield Decision(seat, CHOOSE, f"Which {kind} does the new one replace?",
                                    [Option(f"card:{i}", game.card(game.obj(i).card).name)
                                     for i in have])
            victims = [picked.split(":", 1)[1]]
        for victim in victims:
            yield from it.discard(game, victim, "replaced")
    yield from game.move(object_id, table(seat), "bottom")
    return True


def combinator_cards(game: Game, seat: str, stat_name: str) -> list[str]:
    """Half-Breed (max_races) or Super Munchkin (max_classes) objects on the table."""
    cards = game.library.cards  # ctype, inline: read for every seat at most windows
    return [obj.id for obj in game.zones[table(seat)].objects
            if cards[obj.card].type == "combinator"
            and stat_name in combinator_stats(game, obj.card)]


def combinator_stats(game: Game, card_id: str) -> frozenset[str]:
    """The stats a combinator card's static abilities raise (max_races, max_classes): facts of
    its script, read once per card and game."""
    cache = getattr(game.rules, "cache", {})
    key = ("combinator_stats", card_id)
    if key not in cache:
        script = game.scripts.script(card_id)
        cache[key] = frozenset(str(a.facts["stat"]) for a in script.static
                               if a.facts.get("stat")) if script else frozenset()
    found: frozenset[str] = cache[key]
    return found


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


def in_order(game: Game, seat: str) -> bool:
    """Whether a character's races, classes and combinators are as the rules allow, read in
    one pass over the table: a Half-Breed with one or two races, a Super Munchkin with two
    classes, else one race and one class at most (MK 6.7, 6.10, 6.11)."""
    races = classes = 0
    half_breed = super_munchkin = False
    cards = game.library.cards
    for obj in game.zones[table(seat)].objects:
        kind = cards[obj.card].type
        if kind == "race":
            races += 1
        elif kind == "class":
            classes += 1
        elif kind == "combinator":
            stats = combinator_stats(game, obj.card)
            half_breed = half_breed or "max_races" in stats
            super_munchkin = super_munchkin or "max_classes" in stats
    if half_breed and not 1 <= races <= 2:
        return False
    if super_munchkin and classes != 2:
        return False
    return (half_breed or races <= 1) and (super_munchkin or classes <= 1)


def enforce_character(game: Game, seat: str) -> Flow:
    """State check of races, classes and combinators (MK 6.7-6.11, 14.12)."""
    if in_order(game, seat):
        return  # what follows would find nothing to do
    for stat_name, kind in (("max_races", "race"), ("max_classes", "class")):
        combos = combinator_cards(game, seat, stat_name)
        have = table_cards(game, seat, kind)
        if combos and not have:
            # Half-Breed cannot stay without a race; Super Munchkin goes with a lost class
            for combo in combos:
                yield from it.discard(game, combo, "alone")
            continue
        if kind == "class" and combos and len(have) < 2:
            for combo in combos:
                yield from it.discard(game, combo, "lost-class")
        room = 2 if combos else 1
        have = table_cards(game, seat, kind)
        while len(have) > room:
            picked = yield Decision(seat, CHOOSE, f"You may keep only {room} {kind}: discard one",
                                    [Option(f"card:{i}", game.card(game.obj(i).card).name)
                                     for i in have])
            yield from it.discard(game, picked.split(":", 1)[1], "too-many")
            have = table_cards(game, seat, kind)
