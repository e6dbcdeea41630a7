"""Munchkin's Lua vocabulary: the ``ctx:<name>(...)`` functions card scripts call.

Queries read the game and may be called anywhere (conditions, static values, entry points the
plugin asks); actions change it and run only inside effects, as events.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from deckwright.kernel.decisions import CHOOSE, Decision, Option
from deckwright.kernel.scripting.kernelapi import memory_key
from deckwright.kernel.scripting.vocabulary import Vocabulary

from . import character as ch
from . import combat as cb
from . import curses as cu
from . import death as dt
from . import deck as dk
from . import items as it
from . import races_and_classes as rc
from . import running as rn
from .cards import (
    SLOTS,
    ctype,
    deck_of,
    hand,
    has_tag,
    holder,
    is_big,
    is_equipment,
    is_item,
    slot,
    table,
    value,
)

if TYPE_CHECKING:
    from deckwright.kernel.game import Game
    from deckwright.kernel.state import GameObject

Flow = Generator[Any, Any, Any]
VOCABULARY = Vocabulary("Munchkin")


def _seat(game: Game, seat: Any) -> str:
    seat = str(seat)
    if seat not in game.players:
        raise ValueError(f"no player '{seat}'")
    return seat


def _filter(raw: Any) -> dict[str, Any]:
    return raw if isinstance(raw, dict) else {}


# ====================================================================== characters
@VOCABULARY.query("level(seat: seat) -> integer", "The player's level.")
def level(game: Game, source: Any, controller: Any, seat: Any) -> int:
    return ch.level(game, _seat(game, seat))


@VOCABULARY.query("is(seat: seat, word: string) -> boolean",
                  "Whether the character is a race, class or sex word, or 'human' "
                  "(a half-Human Half-Breed is Human and its race).")
def is_(game: Game, source: Any, controller: Any, seat: Any, word: Any) -> bool:
    return ch.is_(game, _seat(game, seat), str(word))


@VOCABULARY.query("suffers_as(seat: seat, word: string) -> boolean",
                  "Whether monsters and drawbacks treat the character as word "
                  "(a half-Elf, half-Human is only Human here, MK 6.8).")
def suffers_as(game: Game, source: Any, controller: Any, seat: Any, word: Any) -> bool:
    return ch.suffers_as(game, _seat(game, seat), str(word))


@VOCABULARY.query("sex(seat: seat) -> string", "'male' or 'female'.")
def sex(game: Game, source: Any, controller: Any, seat: Any) -> str:
    return ch.sex(game, _seat(game, seat))


@VOCABULARY.query("races(seat: seat) -> list<string>",
                  "The race card ids in play (empty for a Human).")
def races(game: Game, source: Any, controller: Any, seat: Any) -> list[str]:
    return ch.races(game, _seat(game, seat))


@VOCABULARY.query("classes(seat: seat) -> list<string>", "The class card ids in play.")
def classes(game: Game, source: Any, controller: Any, seat: Any) -> list[str]:
    return ch.classes(game, _seat(game, seat))


@VOCABULARY.query("is_dead(seat: seat) -> boolean",
                  "Whether the character is dead (until their next turn).")
def is_dead(game: Game, source: Any, controller: Any, seat: Any) -> bool:
    return ch.is_dead(game, _seat(game, seat))


@VOCABULARY.query("others(seat: seat, direction?: string) -> list<seat>",
                  "The other players taking part, starting on the left "
                  "(clockwise) or with direction 'right'.")
def others(game: Game, source: Any, controller: Any, seat: Any, direction: Any = None) -> list:
    return ch.others(game, _seat(game, seat), str(direction or "left"))


@VOCABULARY.query("left_of(seat: seat) -> seat", "The player on the left (next in turn order).")
def left_of(game: Game, source: Any, controller: Any, seat: Any) -> str:
    return ch.left_of(game, _seat(game, seat))


@VOCABULARY.query("right_of(seat: seat) -> seat", "The player on the right.")
def right_of(game: Game, source: Any, controller: Any, seat: Any) -> str:
    return ch.right_of(game, _seat(game, seat))


@VOCABULARY.query("highest() -> list<seat>", "The players of the highest level.")
def highest(game: Game, source: Any, controller: Any) -> list[str]:
    return ch.highest(game)


@VOCABULARY.query("lowest_level() -> integer", "The lowest level among the players.")
def lowest_level(game: Game, source: Any, controller: Any) -> int:
    return ch.lowest_level(game)


@VOCABULARY.query("can_gain(seat: seat) -> boolean",
                  "Whether a level may be gained other than by a kill (not from 9).")
def can_gain(game: Game, source: Any, controller: Any, seat: Any) -> bool:
    return ch.can_gain(game, _seat(game, seat))


# ====================================================================== cards and tables
@VOCABULARY.query("items(seat: seat, filter?: table) -> list<id>",
                  "Item object ids on the player's table. filter: worn=true (upright only), "
                  "slot='headgear'|'armor'|'footgear'|'hands'|'none', big=true|false, "
                  "tag='below-waist'.")
def items(game: Game, source: Any, controller: Any, seat: Any, where: Any = None) -> list[str]:
    want = _filter(where)
    out = []
    for obj in it.items_on_table(game, _seat(game, seat)):
        if want.get("worn") and (obj.tapped or not is_equipment(game, obj.card)):
            continue
        if want.get("slot") and slot(game, obj.card) != want["slot"]:
            continue
        if "big" in want and want["big"] is not None and is_big(game, obj.card) != bool(
                want["big"]):
            continue
        if want.get("tag") and not has_tag(game, obj.card, str(want["tag"])):
            continue
        out.append(obj.id)
    return out


@VOCABULARY.query("hand(seat: seat, kind?: string) -> list<id>",
                  "Object ids in the player's hand; kind 'door', 'treasure' or a "
                  "card type ('monster') filters them.")
def hand_(game: Game, source: Any, controller: Any, seat: Any, kind: Any = None) -> list[str]:
    out = []
    for obj in game.zones[hand(_seat(game, seat))].objects:
        if kind in ("door", "treasure") and deck_of(game, obj.card) != kind:
            continue
        if kind and kind not in ("door", "treasure") and ctype(game, obj.card) != kind:
            continue
        out.append(obj.id)
    return out


@VOCABULARY.query("table(seat: seat) -> list<id>",
                  "Object ids of every card the player has in play.")
def table_(game: Game, source: Any, controller: Any, seat: Any) -> list[str]:
    return [o.id for o in game.zones[table(_seat(game, seat))].objects]


@VOCABULARY.query("headgear(seat: seat) -> list<id>",
                  "What losing the headgear would take from the player: the headgear worn and the "
                  "cards tagged 'on-head' (Chicken on Your Head).")
def headgear(game: Game, source: Any, controller: Any, seat: Any) -> list[str]:
    seat = _seat(game, seat)
    worn = [o.id for o in it.worn(game, seat) if slot(game, o.card) == "headgear"]
    return worn + [o.id for o in it.on_head(game, seat)]


@VOCABULARY.query("value(id: id) -> integer|nil",
                  "An item's gold value (nil for a card that is not an item).")
def value_(game: Game, source: Any, controller: Any, object_id: Any) -> int | None:
    obj = game.objects.get(str(object_id))
    if obj is None or not is_item(game, obj.card):
        return None
    return value(game, obj.card)


@VOCABULARY.query("bonus_of(id: id) -> integer",
                  "The combat bonus a card in play gives its owner now.")
def bonus_of(game: Game, source: Any, controller: Any, object_id: Any) -> int:
    obj = game.obj(str(object_id))
    seat = holder(game, obj.id)
    return 0 if seat is None else it.item_bonus(game, seat, obj)


@VOCABULARY.query("deck_of(id: id) -> string", "'door' or 'treasure'.")
def deck_of_(game: Game, source: Any, controller: Any, object_id: Any) -> str:
    obj = game.objects.get(str(object_id))
    return deck_of(game, obj.card if obj else str(object_id))


@VOCABULARY.query("has_tag(id: id, tag: string) -> boolean",
                  "Whether a card carries a tag (undead, fire, wand-pole-staff ...).")
def has_tag_(game: Game, source: Any, controller: Any, object_id: Any, tag: Any) -> bool:
    obj = game.objects.get(str(object_id))
    return has_tag(game, obj.card if obj else str(object_id), str(tag))


@VOCABULARY.query("owner(id: id) -> seat|nil",
                  "The seat whose hand or table holds the card, or nil.")
def owner(game: Game, source: Any, controller: Any, object_id: Any) -> str | None:
    return holder(game, str(object_id))


@VOCABULARY.query("works_for(seat: seat) -> boolean",
                  "Whether this card is in play for that player and working (on their "
                  "table, upright, allowed). A static ability changes only the stats of the "
                  "player whose table holds its card, so its applies must say no to any "
                  "other (this says so): the game does not ask it for a player whose "
                  "table holds no static of that stat.")
def works_for(game: Game, source: Any, controller: Any, seat: Any) -> bool:
    obj = game.objects.get(str(source))
    if obj is None or seat is None:
        return False
    seat = _seat(game, seat)
    return obj.zone == table(seat) and it.in_use(game, seat, obj)


@VOCABULARY.query("hireling() -> id|nil", "The Hireling in play (anyone's), or nil.")
def hireling(game: Game, source: Any, controller: Any) -> str | None:
    for seat in game.seats:
        found = it.hireling_of(game, seat)
        if found is not None:
            return found.id
    return None


@VOCABULARY.query("cheatable(seat: seat) -> list<id>",
                  "Items of the player (hand or table) Cheat! may be bound to.")
def cheatable(game: Game, source: Any, controller: Any, seat: Any) -> list[str]:
    seat = _seat(game, seat)
    out = [o.id for o in game.zones[hand(seat)].objects if is_equipment(game, o.card)]
    out += [o.id for o in it.items_on_table(game, seat)
            if is_equipment(game, o.card) and not it.cheated(game, o)]
    return out


@VOCABULARY.query("may_steal(seat: seat) -> boolean",
                  "Whether a theft is allowed now: never while any combat is on "
                  "(MK 3.4, 7.14).")
def may_steal(game: Game, source: Any, controller: Any, seat: Any) -> bool:
    return cb.current(game) is None and not ch.is_out(game, _seat(game, seat))


@VOCABULARY.query("stealable(seat: seat) -> list<id>",
                  "Small items on other players' tables, upright or sideways (MK 7.14).")
def stealable(game: Game, source: Any, controller: Any, seat: Any) -> list[str]:
    return [obj.id for _, obj in _stealable(game, _seat(game, seat))]


@VOCABULARY.query("steal_targets(seat: seat) -> list<{id: string, label: string}>",
                  "The items ctx:stealable gives, as {id, label} choices: 'steal NAME from "
                  "SEAT'.")
def steal_targets(game: Game, source: Any, controller: Any, seat: Any) -> list[dict[str, str]]:
    cards = game.library.cards
    return [{"id": obj.id, "label": f"steal {cards[obj.card].name} from {other}"}
            for other, obj in _stealable(game, _seat(game, seat))]


def _stealable(game: Game, seat: str) -> list[tuple[str, GameObject]]:
    """The small items on the other players' tables, each with the seat it lies before."""
    return [(other, obj) for other in ch.others(game, seat)
            for obj in it.items_on_table(game, other)
            if is_equipment(game, obj.card) and not is_big(game, obj.card)]


@VOCABULARY.query("cancelable_curses() -> list<{id: string, label: string}>",
                  "Curses a curse-cancelling card may end now: the one striking and lasting ones "
                  "in play, as {id, label}.")
def cancelable_curses(game: Game, source: Any, controller: Any) -> list[dict[str, str]]:
    return cu.cancelable(game)


@VOCABULARY.query("just_after_combat() -> boolean",
                  "Whether a combat has just ended (this step, anyone's).")
def just_after_combat(game: Game, source: Any, controller: Any) -> bool:
    return bool(game.data.get("after_combat")) and cb.current(game) is None


# ====================================================================== the combat
@VOCABULARY.query("in_combat(seat?: seat) -> boolean",
                  "Whether a combat is on (and the player fights in it).")
def in_combat(game: Game, source: Any, controller: Any, seat: Any = None) -> bool:
    return cb.in_combat(game, None if seat is None else _seat(game, seat))


@VOCABULARY.query("fighter() -> seat|nil", "The player fighting the current combat, or nil.")
def fighter(game: Game, source: Any, controller: Any) -> str | None:
    c = cb.current(game)
    return None if c is None else c["fighter"]


@VOCABULARY.query("helper() -> seat|nil", "The helper, or nil.")
def helper(game: Game, source: Any, controller: Any) -> str | None:
    c = cb.current(game)
    return None if c is None else c["helper"]


@VOCABULARY.query("fighters() -> list<seat>", "The fighter and the helper (if any).")
def fighters(game: Game, source: Any, controller: Any) -> list[str]:
    return cb.fighters(game)


@VOCABULARY.query("monsters() -> list<id>", "The monsters still in the combat (object ids).")
def monsters(game: Game, source: Any, controller: Any) -> list[str]:
    return [e["id"] for e in cb.entries(game)]


# monster_count, monster_with_tag and combat_recall answer what a condition asked of
# monsters() and combat_key(), whose answers change with every fight, in answers that do not:
# the query memo then gives a condition's answer again from one fight to the next (issue #32)
@VOCABULARY.query("monster_count() -> integer",
                  "How many monsters are still in the combat (#monsters()).")
def monster_count(game: Game, source: Any, controller: Any) -> int:
    return len(cb.entries(game))


@VOCABULARY.query("monster_with_tag(tag: string) -> boolean",
                  "Whether a monster still in the combat carries the tag (undead ...).")
def monster_with_tag(game: Game, source: Any, controller: Any, tag: Any) -> bool:
    objects = game.objects
    for e in cb.entries(game):
        obj = objects.get(e["id"])
        if has_tag(game, obj.card if obj else e["id"], str(tag)):
            return True
    return False


@VOCABULARY.query("is_monster(id: id) -> boolean", "Whether the object is a monster in the combat.")
def is_monster(game: Game, source: Any, controller: Any, object_id: Any) -> bool:
    return any(e["id"] == str(object_id) for e in cb.entries(game))


@VOCABULARY.query("monster_targets() -> list<{id: string, label: string}>",
                  "The monsters in the combat as {id, label} choices.")
def monster_targets(game: Game, source: Any, controller: Any) -> list[dict[str, str]]:
    return cb.monster_targets(game)


@VOCABULARY.query("combat_targets() -> list<{id: string, label: string}>",
                  "Fighting players and monsters as {id, label} choices (MK 4.14).")
def combat_targets(game: Game, source: Any, controller: Any) -> list[dict[str, str]]:
    return cb.combat_targets(game)


@VOCABULARY.query("monster_level(id: id) -> integer", "A monster's strength in the combat now.")
def monster_level(game: Game, source: Any, controller: Any, object_id: Any) -> int:
    e = cb.entry(game, str(object_id))
    if e is None:
        obj = game.obj(str(object_id))
        return int(game.card(obj.card).stats.get("level", 0))
    return cb.monster_strength(game, e)


@VOCABULARY.query("winning() -> boolean",
                  "Whether the players' side passes the victory test now (MK 4.4).")
def winning(game: Game, source: Any, controller: Any) -> bool:
    return cb.current(game) is not None and bool(cb.entries(game)) and cb.winning(game)


@VOCABULARY.query("running() -> boolean", "Whether the players are running away.")
def running(game: Game, source: Any, controller: Any) -> bool:
    c = cb.current(game)
    return bool(c and c["running"])


@VOCABULARY.query("fight_on() -> boolean",
                  "Whether a combat is on and the players are not running away: in_combat() "
                  "and not running(), in one question (what a card played into a fight asks).")
def fight_on(game: Game, source: Any, controller: Any) -> bool:
    c = cb.current(game)
    return c is not None and not c["running"]


@VOCABULARY.query("fighting(seat: seat) -> boolean",
                  "Whether the player fights in a combat nobody runs away from: "
                  "in_combat(seat) and not running(), in one question.")
def fighting(game: Game, source: Any, controller: Any, seat: Any) -> bool:
    # one answer out of combat, in another's fight and running away: a condition asking it
    # has one memo answer for the three (issue #32)
    return cb.in_combat(game, _seat(game, seat)) and not cb.current(game)["running"]


@VOCABULARY.query("runner() -> seat|nil", "The player rolling to run away now, or nil.")
def runner(game: Game, source: Any, controller: Any) -> str | None:
    c = cb.current(game)
    return None if c is None else c.get("runner")


@VOCABULARY.query("running_from() -> id|nil", "The monster the runner is rolling against, or nil.")
def running_from(game: Game, source: Any, controller: Any) -> str | None:
    c = cb.current(game)
    return None if c is None else c.get("running_from")


@VOCABULARY.query("side_has_tag(tag: string) -> boolean",
                  "Whether the players' side fights with such a card (fire).")
def side_has_tag(game: Game, source: Any, controller: Any, tag: Any) -> bool:
    return cb.side_has_tag(game, str(tag))


@VOCABULARY.query("unaided(seat: seat) -> boolean", "Fighting alone with nothing but level.")
def unaided(game: Game, source: Any, controller: Any, seat: Any) -> bool:
    return cb.unaided(game, _seat(game, seat))


@VOCABULARY.query("combat_key(seat: seat) -> string",
                  "A key for remembering something per player and combat.")
def combat_key(game: Game, source: Any, controller: Any, seat: Any) -> str:
    c = cb.current(game)
    return f"combat{c['id'] if c else 0}:{seat}"


@VOCABULARY.query("combat_recall(name: string, seat: seat) -> value",
                  "What this object's card remembered under name for the player in this combat: "
                  "recall(name, combat_key(seat)) in one question, nil in each new combat.")
def combat_recall(game: Game, source: Any, controller: Any, name: Any, seat: Any) -> Any:
    # the card's own memory under the key (kernelapi.memory_key): the card of the object
    # asking, whose scripts are the card's
    obj = game.objects.get(str(source))
    if obj is None:
        raise ValueError(f"no object '{source}' to recall for")
    key = combat_key(game, source, controller, seat)
    return game.recall(memory_key(obj.card, source, key), str(name))


@VOCABULARY.query("winning_items(seat: seat) -> list<id>",
                  "Items on other tables that would turn this fighter's loss into "
                  "a win (Help Me Out Here!).")
def winning_items(game: Game, source: Any, controller: Any, seat: Any) -> list[str]:
    return cb.winning_items(game, _seat(game, seat))


@VOCABULARY.query("last_roll_by() -> seat|nil",
                  "Who made the die roll just made (for Loaded Die), or nil.")
def last_roll_by(game: Game, source: Any, controller: Any) -> str | None:
    roll = game.data.get("roll")
    return None if not roll else roll["by"]


@VOCABULARY.query("last_escape() -> seat|nil", "The runner whose roll just succeeded, or nil.")
def last_escape(game: Game, source: Any, controller: Any) -> str | None:
    run = game.data.get("run")
    return run["runner"] if run and run["success"] else None


@VOCABULARY.query("last_failed_run() -> seat|nil", "The runner whose roll just failed, or nil.")
def last_failed_run(game: Game, source: Any, controller: Any) -> str | None:
    run = game.data.get("run")
    return run["runner"] if run and not run["success"] else None


# ====================================================================== actions
@VOCABULARY.action("gain_levels(seat: seat, n: count, how?: 'kill'|'win') -> integer",
                   "Go up n levels; how='kill' or 'win' may reach level "
                   "10, anything else stops at 9 (MK 5.7).")
def gain_levels(game: Game, source: Any, controller: Any, seat: Any, n: Any,
                how: Any = None) -> Flow:
    return (yield from ch.gain_levels(game, _seat(game, seat), int(n), str(how or "card")))


@VOCABULARY.action("lose_levels(seat: seat, n: count) -> integer",
                   "Go down n levels, never below 1 (MK 5.3).")
def lose_levels(game: Game, source: Any, controller: Any, seat: Any, n: Any) -> Flow:
    return (yield from ch.lose_levels(game, _seat(game, seat), int(n)))


@VOCABULARY.action("set_level(seat: seat, n: positive) -> integer", "Set the level.")
def set_level(game: Game, source: Any, controller: Any, seat: Any, n: Any) -> Flow:
    return (yield from ch.set_level(game, _seat(game, seat), int(n)))


@VOCABULARY.action("die(seat: seat) -> boolean", "The character dies and is looted (MK 8.8).")
def die(game: Game, source: Any, controller: Any, seat: Any) -> Flow:
    return (yield from dt.die(game, _seat(game, seat), str(source)))


@VOCABULARY.action("discard(id: object, cause?: string) -> id|nil",
                   "Discard a card; Cheat! and its item go together.")
def discard(game: Game, source: Any, controller: Any, object_id: Any, cause: Any = None) -> Flow:
    return (yield from it.discard(game, str(object_id), str(cause or "card")))


@VOCABULARY.action("lose_headgear(seat: seat, cause: 'curse'|'bad-stuff') -> integer",
                   "A curse or Bad Stuff makes the player lose their headgear: the headgear worn "
                   "is discarded and the cards tagged 'on-head' go with it, worn headgear or not. "
                   "Returns how many items went.")
def lose_headgear(game: Game, source: Any, controller: Any, seat: Any, cause: Any) -> Flow:
    return (yield from it.lose_headgear(game, _seat(game, seat), str(cause)))


@VOCABULARY.action("draw(seat: seat, deck: 'door'|'treasure', n: count, face?: 'down'|'up') "
                   "-> list<id>|nil",
                   "Draw n 'door' or 'treasure' cards into the hand, "
                   "face 'down' (default) or 'up'.")
def draw(game: Game, source: Any, controller: Any, seat: Any, deck: Any, n: Any = 1,
         face: Any = None) -> Flow:
    return (yield from dk.draw(game, _seat(game, seat), str(deck), int(n or 1),
                               str(face or "down")))


@VOCABULARY.action("take(id: id, seat: seat, place?: string) -> id|nil",
                   "Move a card to the player's hand (or 'table').")
def take(game: Game, source: Any, controller: Any, object_id: Any, seat: Any,
         place: Any = None) -> Flow:
    return (yield from it.transfer(game, str(object_id), _seat(game, seat), str(place or "hand"),
                                   cause="take"))


@VOCABULARY.action("lose_class(seat: seat, class?: string) -> count",
                   "Discard a class card: the one named, or the player's "
                   "choice of two. Returns how many went.")
def lose_class(game: Game, source: Any, controller: Any, seat: Any, which: Any = None) -> Flow:
    seat = _seat(game, seat)
    have = ch.table_cards(game, seat, "class")
    if which:
        have = [i for i in have if game.obj(i).card == str(which)]
    if not have:
        return 0
    picked = have[0]
    if len(have) > 1:
        answer = yield Decision(seat, CHOOSE, "Which class do you lose?",
                                [Option(f"card:{i}", game.card(game.obj(i).card).name)
                                 for i in have])
        picked = answer.split(":", 1)[1]
    yield from it.discard(game, picked, "curse")
    return 1


@VOCABULARY.action("discard_classes(seat: seat) -> integer",
                   "Discard every class card; returns how many.")
def discard_classes(game: Game, source: Any, controller: Any, seat: Any) -> Flow:
    have = ch.table_cards(game, _seat(game, seat), "class")
    for obj_id in have:
        yield from it.discard(game, obj_id, "lose-class")
    return len(have)


@VOCABULARY.action("discard_races(seat: seat) -> integer",
                   "Discard every race card; returns how many.")
def discard_races(game: Game, source: Any, controller: Any, seat: Any) -> Flow:
    have = ch.table_cards(game, _seat(game, seat), "race")
    for obj_id in have:
        yield from it.discard(game, obj_id, "lose-race")
    return len(have)


@VOCABULARY.action("become(seat: seat, id: id) -> boolean",
                   "Put a race or class card (from a discard pile) on the player's "
                   "table.")
def become(game: Game, source: Any, controller: Any, seat: Any, object_id: Any) -> Flow:
    seat = _seat(game, seat)
    return (yield from rc.play_race_or_class(game, seat, str(object_id)))


@VOCABULARY.action("add_bonus(target: seat|id, n: integer) -> boolean|nil",
                   "+n (or -n) in this combat for a fighting player or a monster.")
def add_bonus(game: Game, source: Any, controller: Any, target: Any, n: Any) -> Flow:
    return (yield from cb.add_mod(game, str(target), int(n), by=controller, source=source))


@VOCABULARY.action("add_run_bonus(seat: seat, n: integer) -> boolean",
                   "+n to the player's run-away rolls in this combat.")
def add_run_bonus(game: Game, source: Any, controller: Any, seat: Any, n: Any) -> Flow:
    c = cb.current(game)
    if c is not None:
        seat = _seat(game, seat)
        c["run_bonus"][seat] = int(c["run_bonus"].get(seat, 0)) + int(n)
    yield from game.perform("run-bonus", {"player": seat, "amount": int(n)})
    return True


@VOCABULARY.action("enhance(monster: id, bonus: integer, treasures: integer, floor?: integer) "
                   "-> boolean|nil",
                   "A monster enhancer: +bonus to the monster, +treasures to its reward; floor "
                   "keeps the level (and 1 Treasure) as minimum.")
def enhance(game: Game, source: Any, controller: Any, monster: Any, bonus: Any, treasures: Any,
            floor: Any = None) -> Flow:
    return (yield from cb.add_mod(game, str(monster), int(bonus), by=controller, source=source,
                                  treasures=int(treasures or 0),
                                  floor=None if floor is None else int(floor)))


@VOCABULARY.action("mate(monster: id) -> id|nil",
                   "This card becomes a full copy of the monster (MK 4.19).")
def mate(game: Game, source: Any, controller: Any, monster: Any) -> Flow:
    return (yield from cb.mate(game, str(source), str(monster)))


@VOCABULARY.action("remove_monster(id: id, keep_treasure?: boolean) -> boolean|nil",
                   "The monster leaves the combat; with keep_treasure its Treasures are taken if "
                   "the fight is won (MK 4.16).")
def remove_monster(game: Game, source: Any, controller: Any, monster: Any,
                   keep: Any = None) -> Flow:
    return (yield from cb.remove_monster(game, str(monster), bool(keep)))


@VOCABULARY.action("kill_monster(id: id) -> boolean|nil",
                   "The monster is killed outright; its level and Treasures count if "
                   "the fight is won.")
def kill_monster(game: Game, source: Any, controller: Any, monster: Any) -> Flow:
    return (yield from cb.remove_monster(game, str(monster), slain=True))


@VOCABULARY.action("remove_all_monsters() -> boolean",
                   "Every monster leaves the combat; no levels, no Treasure.")
def remove_all_monsters(game: Game, source: Any, controller: Any) -> Flow:
    for e in cb.entries(game):
        yield from cb.remove_monster(game, e["id"])
    return True


@VOCABULARY.action("add_monster(id: id) -> id|nil",
                   "A monster from a hand joins the combat (MK 4.18).")
def add_monster(game: Game, source: Any, controller: Any, monster: Any) -> Flow:
    return (yield from cb.add_monster(game, str(monster)))


@VOCABULARY.action("replace_monster(old: id, new: id) -> id|nil",
                   "Illusion: the old monster and the cards on it go, the new "
                   "one comes in.")
def replace_monster(game: Game, source: Any, controller: Any, old: Any, new: Any) -> Flow:
    return (yield from cb.replace_monster(game, str(old), str(new)))


@VOCABULARY.action("double(seat: seat) -> boolean",
                   "The lone fighter's strength counts twice (Doppleganger).")
def double(game: Game, source: Any, controller: Any, seat: Any) -> Flow:
    c = cb.current(game)
    if c is not None:
        c["doubled"] = _seat(game, seat)
        cb.refresh(game)
    yield from game.perform("double", {"player": seat})
    return True


@VOCABULARY.action("escape(seat: seat, monster?: id) -> boolean|nil",
                   "The player gets away from one monster, or from the whole "
                   "fight, without rolling.")
def escape(game: Game, source: Any, controller: Any, seat: Any, monster: Any = None) -> Flow:
    return (yield from cb.escape(game, _seat(game, seat), None if monster is None else
                                 str(monster)))


@VOCABULARY.action("borrow(item: id) -> id|nil",
                   "Help Me Out Here!: the fighter takes the item (MK 4.21).")
def borrow(game: Game, source: Any, controller: Any, item: Any) -> Flow:
    return (yield from cb.borrow(game, str(controller), str(item)))


@VOCABULARY.action("transfer_combat(seat: seat) -> boolean|nil",
                   "The combat moves to that player (MK 4.20).")
def transfer_combat(game: Game, source: Any, controller: Any, seat: Any) -> Flow:
    return (yield from cb.transfer_combat(game, str(controller), _seat(game, seat)))


@VOCABULARY.action("set_die(n: positive) -> boolean", "The die just rolled shows n (Loaded Die).")
def set_die(game: Game, source: Any, controller: Any, n: Any) -> Flow:
    roll = game.data.get("roll")
    if roll:
        roll["value"] = max(1, min(6, int(n)))
    yield from game.perform("die-set", {"player": controller, "value": int(n)})
    return True


@VOCABULARY.action("reroll_escape() -> boolean",
                   "The escape just rolled does not count: roll again (Flask of Glue).")
def reroll_escape(game: Game, source: Any, controller: Any) -> Flow:
    run = game.data.get("run")
    if run:
        run["glued"] = True
    yield from game.perform("glued", {"player": controller})
    return True


@VOCABULARY.action("die_roll(seat: seat, why?: string, needs?: positive) -> integer",
                   "Roll a die for the player, with Loaded Die and die-roll "
                   "modifiers (Chicken on Your Head); returns the result. needs: the result that "
                   "succeeds, shown to the players while they may still change the die.")
def die_roll(game: Game, source: Any, controller: Any, seat: Any, why: Any = None,
             needs: Any = None) -> Flow:
    needed = None if needs is None else int(needs)
    return (yield from rn.die_roll(game, _seat(game, seat), str(why or "card"), needed))


@VOCABULARY.action("change_sex(seat: seat) -> string", "Switch the character's sex (MK 8.6).")
def change_sex(game: Game, source: Any, controller: Any, seat: Any) -> Flow:
    seat = _seat(game, seat)
    new = "female" if ch.sex(game, seat) == "male" else "male"
    yield from game.perform("flag", {"target": seat, "name": "sex", "value": new})
    cb.refresh(game)
    return new


@VOCABULARY.action("stay(seat: seat) -> id|nil",
                   "This lasting curse goes on the player's table (MK 8.5).")
def stay(game: Game, source: Any, controller: Any, seat: Any) -> Flow:
    return (yield from cu.stay(game, str(source), _seat(game, seat)))


@VOCABULARY.action("cancel_curse(id: id) -> boolean",
                   "End a curse, striking or lasting; both it and this card go (MK 8.4, 14.20).")
def cancel_curse(game: Game, source: Any, controller: Any, curse: Any) -> Flow:
    return (yield from cu.cancel(game, str(curse), str(controller)))


@VOCABULARY.action("attach_cheat(item: id) -> id|nil",
                   "Bind this Cheat! to one of the player's items (MK 7.12).")
def attach_cheat(game: Game, source: Any, controller: Any, item: Any) -> Flow:
    return (yield from it.attach_cheat(game, str(controller), str(source), str(item)))


__all__ = ["VOCABULARY", "SLOTS"]
