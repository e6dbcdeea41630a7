"""The Lua vocabulary of Four Souls: what card scripts call as ``ctx:<name>(...)``.

Queries read the game and may run anywhere (conditions, targets, static values); actions run
only in effects and costs, and every change they make is a kernel event. "You" on a monster,
an event or a room is the active player (FS 1.2.3): ``ctx:you()`` returns it.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from deckwright.kernel.decisions import CHOOSE, ORDER, Decision, Option
from deckwright.kernel.errors import DeckwrightError
from deckwright.kernel.game import Game
from deckwright.kernel.scripting.luatypes import suggest
from deckwright.kernel.scripting.vocabulary import Vocabulary

from . import (
    activating,
    attack,
    cancelling,
    changing_kind,
    counters,
    damage,
    death,
    dice,
    each,
    lasting,
    loot,
    must_be_attacked,
    names,
    rewards,
    setup,
    slots,
    stack,
    team_up,
    zones,
)
from .facts import (
    TURN_STATE,
    Flow,
    attack_of,
    controller_seat,
    evasion_of,
    hp,
    is_dead,
    is_eternal,
    is_seat,
    label,
    living,
    max_hp,
    soul_value,
    turn,
)
from .souls import gain_soul as gain_soul_card
from .souls import win_by_effect

# what ctx:turn_state may give back: the union of the declared turn states' types
TURN_STATE_RESULT = "|".join(dict.fromkeys(
    part for kind, _, _ in TURN_STATE.values() for part in kind.split("|")))

# Arguments are typed: seats must be seats; object ids are ``id``, which may name an object
# that has since left (a trigger resolving after its source moved then does nothing).
VOCABULARY = Vocabulary("Four Souls")


def _you(game: Game, controller: Any) -> str:
    return controller_seat(game, controller)


def _list(value: Any) -> list[Any]:
    if value is None:
        return []
    if isinstance(value, dict):
        return [value[k] for k in sorted(value, key=str)]
    return list(value) if isinstance(value, (list, tuple)) else [value]


def _pick(game: Game, seat: str, prompt: str, ids: list[str]) -> Flow:
    """Ask ``seat`` to choose one of ``ids`` (labelled as ``ctx:labelled`` does); its id."""
    picked = yield Decision(seat, CHOOSE, prompt, [Option(i, label(game, i)) for i in ids])
    return picked


# ====================================================================== queries
@VOCABULARY.query("you() -> seat",
                  "The controller of this ability; the active player for monsters and events.")
def you(game: Game, source: Any, controller: Any) -> str:
    return _you(game, controller)


@VOCABULARY.query("hp(who: seat|id) -> integer",
                  "Current health of a player (seat) or a monster/object.")
def health(game: Game, source: Any, controller: Any, who: str) -> int:
    return hp(game, who)


@VOCABULARY.query("max_hp(who: seat|id) -> integer",
                  "Maximum health of a player or a monster, with every modifier.")
def max_health(game: Game, source: Any, controller: Any, who: str) -> int:
    return max_hp(game, who)


@VOCABULARY.query("attack_of(who: seat|id) -> integer",
                  "Attack of a player or a monster, with every modifier.")
def attack_value(game: Game, source: Any, controller: Any, who: str) -> int:
    return attack_of(game, who)


@VOCABULARY.query("evasion(monster: id) -> integer", "Evasion of a monster, with every modifier.")
def evasion(game: Game, source: Any, controller: Any, who: str) -> int:
    return evasion_of(game, who)


@VOCABULARY.query("cents(player: seat) -> integer", "How many ¢ a player has.")
def cents(game: Game, source: Any, controller: Any, seat: str) -> int:
    return game.players[seat].counters.get("cents", 0)


@VOCABULARY.query("hand(player: seat) -> list<id>",
                  "The loot cards in a player's hand (object ids).")
def hand(game: Game, source: Any, controller: Any, seat: str) -> list[str]:
    return [o.id for o in game.zones[f"{seat}.hand"].objects]


@VOCABULARY.query("hand_size(player: seat) -> count", "How many loot cards a player holds.")
def hand_size(game: Game, source: Any, controller: Any, seat: str) -> int:
    return len(game.zones[f"{seat}.hand"].objects)


@VOCABULARY.query("souls(player: seat) -> count",
                  "The total soul value a player controls (FS 11.1.4).")
def souls(game: Game, source: Any, controller: Any, seat: str) -> int:
    return soul_value(game, seat)


@VOCABULARY.query("soul_cards(player: seat) -> list<id>",
                  "The souls a player controls (object ids).")
def soul_cards(game: Game, source: Any, controller: Any, seat: str) -> list[str]:
    return [o.id for o in zones.souls_of(game, seat)]


def _passive(game: Game, obj: Any) -> bool:
    script = game.scripts.script(obj.card)
    return not (script and script.activated)


# asked of every item at every priority window: plain functions, built once
_ITEM_CHECKS: dict[str, Callable[[Game, Any], bool]] = {
    "non-eternal": lambda game, obj: not is_eternal(game, obj),
    "tapped": lambda game, obj: bool(obj.tapped),
    "charged": lambda game, obj: not obj.tapped,
    "guppy": lambda game, obj: "guppy" in game.card(obj.card).tags,
    "passive": _passive,
}


def _unknown_check(word: str) -> Callable[[Game, Any], bool]:
    """A filter word no check has: an error when an item is asked about it, as before."""
    def check(game: Game, obj: Any) -> bool:
        raise KeyError(word)
    return check


@functools.lru_cache(maxsize=256)
def _checks(what: str) -> tuple[Callable[[Game, Any], bool], ...]:
    """The checks of a filter, its words split once (the bonus souls ask 'guppy' again at
    every state check)."""
    return tuple(_ITEM_CHECKS.get(w) or _unknown_check(w) for w in what.split(","))


def _item_filter(game: Game, obj: Any, what: str | None) -> bool:
    if what in (None, "", "any"):
        return True
    return all(check(game, obj) for check in _checks(str(what)))


# the filters that read only what a card is (its tags, its script), never the game
_CARD_FILTERS = frozenset({"guppy", "passive"})


@functools.lru_cache(maxsize=256)
def _of_cards_alone(what: str | None) -> bool:
    """Whether a filter reads only what a card is (its words split once: the bonus souls'
    stamps ask 'guppy' at every state check)."""
    return what in (None, "", "any") or _CARD_FILTERS.issuperset(str(what).split(","))


def _items_version(game: Game, seat: str, what: str | None = None) -> Any:
    """What ``items`` depends on with a filter of card facts alone: the player's items zone
    and which card each object is (an object's card changes only with ``abilities_changed``,
    which moves ``abilities_version``: not every card moving in play, as ``zones_version``)."""
    if not _of_cards_alone(what):
        return None
    return (game.zones[f"{seat}.items"].version, game.abilities_version)


@VOCABULARY.query("items(player: seat, filter?: string) -> list<id>",
                  "Items a player controls. filter: 'non-eternal', 'tapped', 'charged', 'guppy', "
                  "'passive' (comma-separated to combine).", version=_items_version)
def items(game: Game, source: Any, controller: Any, seat: str, what: str | None = None
          ) -> list[str]:
    held = game.zones[f"{seat}.items"].objects
    if what in (None, "", "any"):
        return [o.id for o in held]
    checks = _checks(str(what))
    return [o.id for o in held if all(check(game, o) for check in checks)]


@VOCABULARY.query("all_items(filter?: string) -> list<id>",
                  "Every item in play: players' items player by player from the active player, "
                  "then the shop's (FS 10.11.3; an item is controlled by a player or in the "
                  "shop). filter as for items, plus 'controlled' (players' items only).")
def all_items(game: Game, source: Any, controller: Any, what: str | None = None) -> list[str]:
    words = [w for w in str(what or "").split(",") if w]
    controlled = "controlled" in words
    what = ",".join(w for w in words if w != "controlled")
    out = []
    for seat in game.seats_from(game.active):
        out.extend(o.id for o in zones.items_of(game, seat) if _item_filter(game, o, what))
    if not controlled:
        out.extend(o.id for s in zones.slots(game, "shop")
                   if (o := zones.top(game, s)) is not None and _item_filter(game, o, what))
    return out


@VOCABULARY.query("shop_items() -> list<id>", "The items in the shop slots.")
def shop_items(game: Game, source: Any, controller: Any) -> list[str]:
    return [o.id for s in zones.slots(game, "shop") if (o := zones.top(game, s)) is not None]


@VOCABULARY.query("monsters() -> list<id>", "The active monsters (top of each monster slot).")
def monsters(game: Game, source: Any, controller: Any) -> list[str]:
    return [o.id for o in zones.active_monsters(game)]


@VOCABULARY.query("characters() -> list<id>",
                  "Every player's character object, in turn order from the active player.")
def characters(game: Game, source: Any, controller: Any) -> list[str]:
    return [c.id for s in game.seats_from(game.active)
            if (c := zones.character_of(game, s)) is not None]


@VOCABULARY.query("character(player: seat) -> id|nil", "A player's character object.")
def character(game: Game, source: Any, controller: Any, seat: str) -> str | None:
    obj = zones.character_of(game, seat)
    return obj.id if obj else None


@VOCABULARY.query("living() -> list<seat>", "Living players in turn order from the active player.")
def living_players(game: Game, source: Any, controller: Any) -> list[str]:
    return living(game)


@VOCABULARY.query("each_player() -> list<seat>",
                  "Every player, dead ones included (FS 10.11.7: only 'each living player' leaves "
                  "them out), in the order an \"each player\" effect follows: turn order from "
                  "this ability's controller (the active player for the game, FS 10.11.1).")
def each_player(game: Game, source: Any, controller: Any) -> list[str]:
    """The seats an "each player does X" effect walks, starting with its controller."""
    return list(game.seats_from(_you(game, controller)))


@VOCABULARY.query("each_living() -> list<seat>",
                  "The living players in the order an \"each living player\" effect follows (FS "
                  "10.11.1, 10.11.7).")
def each_living(game: Game, source: Any, controller: Any) -> list[str]:
    """The seats an "each living player does X" effect walks, starting with its controller."""
    return [s for s in game.seats_from(_you(game, controller)) if not is_dead(game, s)]


@VOCABULARY.query("others(player: seat, having?: 'cents'|'loot'|'living') -> list<seat>",
                  "Every other player, in turn order after ``player``; "
                  "having 'cents' or 'loot': only those with some ¢ or loot cards in hand; "
                  "'living': only the living (\"another player\").")
def others(game: Game, source: Any, controller: Any, seat: str | None = None,
           having: str | None = None) -> list[str]:
    """The seats after ``seat`` in turn order, optionally only those holding ¢ or loot cards,
    or only the living."""
    seat = seat or _you(game, controller)
    out = [s for s in game.seats_from(seat) if s != seat]
    if having == "living":
        return [s for s in out if not is_dead(game, s)]
    if having == "cents":
        return [s for s in out if cents(game, source, controller, s) > 0]
    if having == "loot":
        return [s for s in out if hand_size(game, source, controller, s) > 0]
    return out


@VOCABULARY.query("others_items(filter?: string) -> list<id>",
                  "Items the other players control, player by player after you; "
                  "filter as for items.")
def others_items(game: Game, source: Any, controller: Any, what: str | None = None
                 ) -> list[str]:
    """Every item the other players control (Decoy, Pay to Play: 'a non-eternal item')."""
    return [i for seat in others(game, source, controller)
            for i in items(game, source, controller, seat, what)]


@VOCABULARY.query("players_and_monsters() -> list<seat|id>",
                  "Every living player, then every active monster: the choice 'a player or a "
                  "monster'.")
def players_and_monsters(game: Game, source: Any, controller: Any) -> list[str]:
    """Living players in turn order from the active player, then the active monsters."""
    return living(game) + monsters(game, source, controller)


@VOCABULARY.query("monsters_and_players() -> list<seat|id>",
                  "Every active monster, then every living player: the choice 'a monster or a "
                  "player'.")
def monsters_and_players(game: Game, source: Any, controller: Any) -> list[str]:
    """The active monsters, then the living players in turn order from the active player."""
    return monsters(game, source, controller) + living(game)


@VOCABULARY.query("left_of(player: seat) -> seat", "The next player in turn order (to the left).")
def left_of(game: Game, source: Any, controller: Any, seat: str) -> str:
    return game.next_seat(seat)


@VOCABULARY.query("right_of(player: seat) -> seat",
                  "The previous player in turn order (to the right).")
def right_of(game: Game, source: Any, controller: Any, seat: str) -> str:
    i = game.seats.index(seat)
    return game.seats[i - 1]


@VOCABULARY.query("is_dead(player: seat) -> boolean", "Whether a player died this turn.")
def dead(game: Game, source: Any, controller: Any, seat: str) -> bool:
    return is_dead(game, seat)


@VOCABULARY.query("controller_of(id: id) -> seat|nil",
                  "Who controls an object (nil for the game's).")
def controller_of(game: Game, source: Any, controller: Any, ident: str) -> str | None:
    obj = game.objects.get(ident)
    return obj.controller if obj and obj.controller in game.players else None


@VOCABULARY.query("is_tapped(id: id) -> boolean",
                  "Whether an object is tapped (deactivated); false if it no longer "
                  "exists.")
def tapped(game: Game, source: Any, controller: Any, ident: str) -> bool:
    """Whether ``ident`` is an object that is tapped right now."""
    obj = game.objects.get(ident)
    return obj is not None and bool(obj.tapped)


@VOCABULARY.query("is_other_monster(id: id) -> boolean",
                  "Whether an object is a monster other than this one, while this "
                  "one is not dying: 'other monsters' (Delirium, Stoney, R-083).")
def other_monster(game: Game, source: Any, controller: Any, ident: str) -> bool:
    """True for a monster that is not ``source``, as long as ``source`` is not dying."""
    if ident == source or zone_of(game, source, controller, source) == "monster.dying":
        return False
    obj = game.objects.get(ident)
    if obj is not None:
        return zones.is_monster(game, obj)
    card = game.library.cards.get(ident)
    return card is not None and card.type == "monster"


@VOCABULARY.query("is_eternal(id: id) -> boolean", "Whether an object is eternal (FS 9.10.1).")
def eternal(game: Game, source: Any, controller: Any, ident: str) -> bool:
    obj = game.objects.get(ident)
    return obj is not None and is_eternal(game, obj)


@VOCABULARY.query("rolls() -> list<id>", "The die rolls on the stack (stack item ids), top first.")
def rolls(game: Game, source: Any, controller: Any) -> list[str]:
    return [i.id for i in reversed(game.stack) if i.kind == "roll"]


@VOCABULARY.query("roll_info(roll: id) -> {player: seat, result: integer, attack: boolean}|nil",
                  "A roll on the stack: {player, result, attack}.")
def roll_info(game: Game, source: Any, controller: Any, ident: str) -> dict[str, Any] | None:
    item = stack.find_item(game, ident)
    if item is None or item.kind != "roll":
        return None
    return {"player": item.data["player"], "result": item.data["result"],
            "attack": bool(item.data.get("attack"))}


@VOCABULARY.query("stack_items(kind?: string) -> list<id>",
                  "Items on the stack (ids, top first); kind: loot, ability, roll, "
                  "damage, death, event.")
def stack_items(game: Game, source: Any, controller: Any, kind: str | None = None) -> list[str]:
    return [i.id for i in reversed(game.stack) if kind in (None, i.kind)
            and not (kind is None and i.kind == "death-step")]


@VOCABULARY.query("item_info(id: id) "
                  "-> {kind: string, controller?: seat, card?: string, source?: id, "
                  "from_item: boolean, label?: string, targets: list<string>}|nil",
                  "A stack item: {kind, controller, card, source, from_item, targets}; from_item "
                  "is true for an activated (↷ or $) ability of an item (not of a character); "
                  "targets: what it was played or activated at (seats or object ids).")
def item_info(game: Game, source: Any, controller: Any, ident: str) -> dict[str, Any] | None:
    item = stack.find_item(game, ident)
    if item is None:
        return None
    from_item = False
    if item.kind == "ability" and item.card and item.data.get("activated"):
        card = game.card(item.card)
        from_item = card.type in ("treasure", "starting-item") or "trinket" in card.tags
    return {"kind": item.kind, "controller": item.controller, "card": item.card,
            "source": item.source, "from_item": from_item, "label": item.label,
            "targets": [str(t) for t in (item.targets or item.data.get("targets") or [])]}


@VOCABULARY.query("attacking() -> {attacker: seat, target: seat|id}|nil",
                  "The attack in progress: {attacker, target} or nil.")
def attacking(game: Game, source: Any, controller: Any) -> dict[str, Any] | None:
    atk = attack.current(game)
    if atk is None or atk["state"] != "active":
        return None
    return {"attacker": atk["attacker"], "target": atk["target"]}


@VOCABULARY.query("curses() -> list<id>", "Every curse in play (object ids).")
def curses(game: Game, source: Any, controller: Any) -> list[str]:
    return [o.id for s in game.seats for o in game.zones[f"{s}.curses"].objects]


def _labels_version(game: Game, ids: Any) -> Any:
    """What ``labelled`` reads of ``ids``, a list of seats and objects in the game: each
    seat's character zone and which card each object is (``abilities_version``: its card
    changes only with ``abilities_changed``). An object's zone never changes (a move makes
    a new object), nor its name while no lasting effect (a rename) was ever given. None
    (asked again) for a stack item's label, an id not in the game, or a table of ids."""
    if type(ids) is not tuple or game.data.get(lasting.USED):
        return None
    objects, players, zones_of = game.objects, game.players, game.zones
    seen = [game.abilities_version]
    for i in ids:
        if i in objects:
            continue
        if type(i) is not str or i not in players:
            return None
        seen.append(zones_of[f"{i}.character"].version)
    return tuple(seen)


def _ids_of(game: Game, source: Any, controller: Any, ids: Any) -> list[dict[str, str]]:
    """``labelled``'s answer without its labels (for a caller that reads only the ids):
    from its argument alone."""
    return [{"id": str(i)} for i in _list(ids)]


@VOCABULARY.query("labelled(ids: list) -> list<{id: string, label: string}>",
                  "Turn a list of ids into {id=, label=} options with readable labels.",
                  version=_labels_version, ids=_ids_of)
def labelled(game: Game, source: Any, controller: Any, ids: Any) -> list[dict[str, str]]:
    # a list of things from several places (XV. The Devil: other players' items and the
    # shop's) says whose each is, so two copies of one item are told apart
    listed = [str(i) for i in _list(ids)]
    places = {_place(game, i) for i in listed}
    if len(places) < 2:
        return [{"id": i, "label": label(game, i)} for i in listed]
    return [{"id": i, "label": _whose(game, i)} for i in listed]


def _place(game: Game, ident: str) -> str:
    obj = game.objects.get(ident)
    return obj.zone if obj is not None and obj.zone.endswith(".items") else (
        "shop" if obj is not None and obj.zone.startswith("shop.") else "")


def _whose(game: Game, ident: str) -> str:
    """'p2 (Cain)'s Meat!', 'Breakfast (in the shop)', else the plain label."""
    place = _place(game, ident)
    if place.endswith(".items"):
        return f"{label(game, place.split('.')[0])}'s {label(game, ident)}"
    return f"{label(game, ident)} (in the shop)" if place == "shop" else label(game, ident)


@VOCABULARY.query("is_active(player: seat) -> boolean", "Whether it is that player's turn.")
def is_active(game: Game, source: Any, controller: Any, seat: str) -> bool:
    return seat == game.active


@VOCABULARY.query("level(id: id) -> count", "The level counters on an object (FS 10.15).")
def level(game: Game, source: Any, controller: Any, ident: str) -> int:
    obj = game.objects.get(ident)
    return obj.counters.get("level", 0) if obj else 0


@VOCABULARY.query("counters_on(id: id) -> count",
                  "Every counter on an object, generic and named (level, HP, egg …) "
                  "together (FS 10.14.2).")
def counters_on(game: Game, source: Any, controller: Any, ident: str) -> int:
    return counters.total(game, str(ident))


@VOCABULARY.query("is_soul(id: id) -> boolean",
                  "Whether an object is held as a player's soul (FS 1.15.8): what a card whose "
                  "abilities work \"while you control this soul\" (tag soul-abilities) checks.")
def is_soul(game: Game, source: Any, controller: Any, ident: str) -> bool:
    obj = game.objects.get(str(ident))
    return obj is not None and zones.is_soul(obj)


@VOCABULARY.query("tags(id: id) -> list<string>", "The tags of an object's card (or of a card id).")
def tags(game: Game, source: Any, controller: Any, ident: str) -> list[str]:
    obj = game.objects.get(ident)
    card = game.library.cards.get(obj.card if obj else ident)
    return list(card.tags) if card else []


@VOCABULARY.query("zone_of(id: id) -> zone|nil",
                  "The zone an object is in (nil if it no longer exists).")
def zone_of(game: Game, source: Any, controller: Any, ident: str) -> str | None:
    obj = game.objects.get(ident)
    return obj.zone if obj else None


@VOCABULARY.query("turn_state(name: string) -> " + TURN_STATE_RESULT,
                  "A value of this turn's state: one of the names under \"Turn state\" below "
                  "(attacks, purchases, deck_attacks …); any other name is an error.")
def turn_state(game: Game, source: Any, controller: Any, name: str) -> Any:
    known = TURN_STATE.get(name)
    if known is None:
        raise DeckwrightError(f"no turn state named '{name}'{suggest(name, TURN_STATE)}")
    value = turn(game).get(name, known[1])
    # a fresh list: the script's copy, never the turn's own
    return list(value) if isinstance(value, list) else value


@VOCABULARY.query("done_this_turn(player: seat, what: string) -> count",
                  "How many loot cards a player has played ('loot') or abilities they have "
                  "activated ('activate') this turn.")
def done_this_turn(game: Game, source: Any, controller: Any, seat: str, what: str) -> int:
    return loot.done_count(game, str(seat), str(what))


@VOCABULARY.query("deck(kind: string) -> list<id>",
                  "The cards of a deck or discard pile (ids, top first): 'loot.deck', "
                  "'monster.discard' …")
def deck(game: Game, source: Any, controller: Any, zone: str) -> list[str]:
    return [o.id for o in game.zones[zone].objects]


# ====================================================================== actions: ¢, loot
@VOCABULARY.action("gain_cents(player: seat, n: count) -> integer",
                   "A player gains n¢ from the bank (replacements apply).")
def gain_cents(game: Game, source: Any, controller: Any, seat: str, n: int) -> Flow:
    return (yield from rewards.gain_cents(game, seat, int(n), source))


@VOCABULARY.action("lose_cents(player: seat, n: count) -> integer",
                   "A player loses n¢ to the bank (all they have if short).")
def lose_cents(game: Game, source: Any, controller: Any, seat: str, n: int) -> Flow:
    return (yield from rewards.lose_cents(game, seat, int(n)))


@VOCABULARY.action("steal_cents(from: seat, n: count, to?: seat) -> integer",
                   "Take n¢ from a player (to you by default); not a gain.")
def steal_cents(game: Game, source: Any, controller: Any, seat: str, n: int,
                to: str | None = None) -> Flow:
    return (yield from rewards.lose_cents(game, seat, int(n), to=to or _you(game, controller),
                                          how="steal"))


@VOCABULARY.action("loot(player: seat, n: count) -> integer",
                   "A player loots n (draws n loot cards).")
def loot_cards(game: Game, source: Any, controller: Any, seat: str, n: int) -> Flow:
    return (yield from loot.loot(game, seat, int(n), source))


@VOCABULARY.action("discard_loot(player: seat, n: count, chooser?: seat) -> integer",
                   "A player discards n loot cards of the chooser's "
                   "choice (their own by default); fewer if they hold fewer.")
def discard_loot(game: Game, source: Any, controller: Any, seat: str, n: int,
                 chooser: str | None = None) -> Flow:
    return (yield from loot.discard_loot(game, seat, int(n), chooser=chooser))


@VOCABULARY.action("discard_hand(player: seat) -> integer",
                   "A player discards every loot card in hand.")
def discard_hand(game: Game, source: Any, controller: Any, seat: str) -> Flow:
    count = 0
    for obj in list(game.zones[f"{seat}.hand"].objects):
        yield from game.move(obj, "loot.discard")
        count += 1
    return count


@VOCABULARY.action("take_loot(card: id, to: seat) -> id|nil",
                   "Move a loot card from a hand into another player's hand.")
def take_loot(game: Game, source: Any, controller: Any, ident: str, to: str) -> Flow:
    obj = game.obj(ident)
    if not obj.zone.endswith(".hand"):
        raise ValueError(f"{ident} is not in a hand")
    new = yield from game.move(obj, f"{to}.hand", "bottom")
    return new.id if new else None


@VOCABULARY.action("to_deck_top(card: id) -> id|nil",
                   "Put a card from a hand or a pile on top of its deck.")
def to_deck_top(game: Game, source: Any, controller: Any, ident: str) -> Flow:
    obj = game.obj(ident)
    kind = zones.deck_of(game, obj.card)
    new = yield from game.move(obj, f"{kind}.deck", "top", face_down=True)
    return new.id if new else None


@VOCABULARY.action("put_back_loot(player: seat) -> id|nil",
                   "A player puts a loot card of their choice from their hand on "
                   "top of the loot deck (nothing with an empty hand).")
def put_back_loot(game: Game, source: Any, controller: Any, seat: str) -> Flow:
    """Bum Friend, Incubus: '... then put a loot card from your hand on top of the loot deck'."""
    ids = hand(game, source, controller, seat)
    if not ids:
        return None
    card = yield from _pick(game, seat, "Put which card on top of the loot deck?", ids)
    return (yield from to_deck_top(game, source, controller, card))


@VOCABULARY.action("to_deck_bottom(card: id) -> id|nil", "Put a card on the bottom of its deck.")
def to_deck_bottom(game: Game, source: Any, controller: Any, ident: str) -> Flow:
    obj = game.obj(ident)
    kind = zones.deck_of(game, obj.card)
    new = yield from game.move(obj, f"{kind}.deck", "bottom", face_down=True)
    return new.id if new else None


@VOCABULARY.action("mill(kind: string) -> id|nil",
                   "Put the top card of a deck ('loot', 'treasure', 'monster') into its "
                   "discard pile.")
def mill(game: Game, source: Any, controller: Any, kind: str) -> Flow:
    obj = yield from zones.draw_top(game, kind)
    if obj is None:
        return None
    new = yield from game.move(obj, f"{kind}.discard", "top", face_down=False)
    return new.id if new else None


@VOCABULARY.action("peek(kind: string, n: count, player?: seat) -> list<id>",
                   "Show a player (you by default) the top n cards of a deck; "
                   "returns their ids, top first.")
def peek(game: Game, source: Any, controller: Any, kind: str, n: int,
         seat: str | None = None) -> Flow:
    seat = seat or _you(game, controller)
    yield from zones.ensure_deck(game, kind)
    cards = game.zones[f"{kind}.deck"].objects[:int(n)]
    for obj in cards:
        yield from game.perform("reveal", {"object": obj.id, "to": seat})
    return [o.id for o in cards]


@VOCABULARY.action("arrange(kind: string, n: count, player?: seat) -> list<id>",
                   "A player looks at the top n cards of a deck and puts "
                   "them back in any order.")
def arrange(game: Game, source: Any, controller: Any, kind: str, n: int,
            seat: str | None = None) -> Flow:
    seat = seat or _you(game, controller)
    ids = yield from peek(game, source, controller, kind, n, seat)
    if len(ids) < 2:
        return ids
    options = [Option(f"card:{i}", label(game, i)) for i in ids]
    order = yield Decision(seat, ORDER, f"Put the top of the {kind} deck back (first listed on "
                           f"top)", options, context={"why": "arrange"})
    zone = game.zones[f"{kind}.deck"]
    chosen = [game.objects[o[len("card:"):]] for o in order]
    rest = [o for o in zone.objects if o.id not in ids]
    zone.objects[:] = chosen + rest
    game.zone_changed(zone)
    game.abilities_changed()
    yield from game.perform("arrange", {"zone": zone.name, "count": len(chosen),
                                        "player": seat})
    return [o.id for o in chosen]


@VOCABULARY.action("reveal_hand(player: seat, to?: seat) -> list<id>",
                   "A player's hand is shown to another (you by default).")
def reveal_hand(game: Game, source: Any, controller: Any, seat: str, to: str | None = None
                ) -> Flow:
    to = to or _you(game, controller)
    for obj in list(game.zones[f"{seat}.hand"].objects):
        yield from game.perform("reveal", {"object": obj.id, "to": to})
    return [o.id for o in game.zones[f"{seat}.hand"].objects]


# ====================================================================== damage, death, health
@VOCABULARY.action("deal_damage(target: seat|id, n: count) -> id|nil",
                   "Put n damage to a player or monster on the stack; its "
                   "source is this object (FS 7.1.2).")
def deal_damage(game: Game, source: Any, controller: Any, target: str, n: int) -> Flow:
    item = damage.push_damage(game, str(target), int(n), source=source,
                              controller=_you(game, controller))
    return item.id if item else None
    yield


@VOCABULARY.action("damage_each_player(n: count, except?: seat) -> nil",
                   "Each player (but one) takes n damage: the damage "
                   "items are stacked so they resolve in turn order (FS 10.11.4).")
def damage_each_player(game: Game, source: Any, controller: Any, n: int,
                       skip: str | None = None) -> Flow:
    first = _you(game, controller) if is_seat(game, controller) else game.active
    for seat in reversed(game.seats_from(first)):
        if seat != skip:
            damage.push_damage(game, seat, int(n), source=source,
                               controller=_you(game, controller))
    return None
    yield


@VOCABULARY.action("damage_each_monster(n: count) -> list<id>",
                   "Each monster takes n damage: you (the active player for the game) choose the "
                   "order, and the damage items resolve in that order (FS 10.11.5).")
def damage_each_monster(game: Game, source: Any, controller: Any, n: int) -> Flow:
    return (yield from each.damage_each_monster(game, source, controller, int(n)))


@VOCABULARY.action("damage_another(n: count) -> id|nil",
                   "Deal n damage to another player of your choice (nothing when "
                   "there is no other player).")
def damage_another(game: Game, source: Any, controller: Any, n: int) -> Flow:
    """Brimstone, Host Hat: 'deal 1 damage to another player'."""
    ids = others(game, source, controller)
    if not ids:
        return None
    who = yield from _pick(game, _you(game, controller), f"Deal {int(n)} damage to whom?", ids)
    return (yield from deal_damage(game, source, controller, who, n))


@VOCABULARY.action("add_counters(id: id, n: count) -> integer",
                   "Put n counters on an object (nothing if it no longer exists).")
def add_counters(game: Game, source: Any, controller: Any, ident: str, n: int) -> Flow:
    """Tech X, The Bone, The Poop: 'put a counter on this' (it may have left play meanwhile)."""
    if str(ident) not in game.objects:
        return 0
    return (yield from game.change_counter(str(ident), "counters", int(n)))


@VOCABULARY.action("remove_counters(id: id, n: count) -> integer",
                   "Remove n counters from an object; any kind may go (you "
                   "choose, FS 10.14.2). Returns how many were removed.")
def remove_counters(game: Game, source: Any, controller: Any, ident: str, n: int) -> Flow:
    return (yield from counters.remove(game, _you(game, controller), str(ident), int(n)))


@VOCABULARY.action("heal(target: seat|id, n: count) -> integer",
                   "Heal n (nil: fully) on a player or monster (FS 7.3).")
def heal(game: Game, source: Any, controller: Any, target: str, n: int | None = None) -> Flow:
    return (yield from damage.heal(game, str(target), None if n is None else int(n)))


@VOCABULARY.action("kill(target: seat|id) -> boolean",
                   "Kill a player or a monster: its health drops to 0 (FS 7.4.4).")
def kill(game: Game, source: Any, controller: Any, target: str) -> Flow:
    event = yield from game.perform("kill", {"target": str(target), "source": source})
    return not event.cancelled and bool(event.result)


@VOCABULARY.action("prevent(target: seat|id, n?: count) -> string|nil",
                   "Prevent the next n damage (nil: the whole next damage) to a "
                   "player or monster this turn (FS 10.3).")
def prevent(game: Game, source: Any, controller: Any, target: str, n: int | None = None
            ) -> Flow:
    shield = damage.add_shield(game, str(target), amount=None if n is None else int(n),
                               source=source, controller=_you(game, controller))
    return shield["id"]
    yield


@VOCABULARY.action("reduce_next(target: seat|id) -> string|nil",
                   "The next damage to a player or monster this turn is reduced "
                   "to 1.")
def reduce_next(game: Game, source: Any, controller: Any, target: str) -> Flow:
    shield = damage.add_shield(game, str(target), amount=None, kind="reduce", source=source,
                               controller=_you(game, controller))
    return shield["id"]
    yield


@VOCABULARY.action("prevent_death(target: seat|id) -> boolean",
                   "Prevent a death on the stack: it leaves the stack and the "
                   "object heals to 1 health (FS 7.4.5).")
def prevent_death(game: Game, source: Any, controller: Any, target: str) -> Flow:
    return (yield from death.prevent(game, str(target)))


@VOCABULARY.action("destroy(id: id) -> id|nil",
                   "Destroy an item, soul or other object (not an eternal one); returns "
                   "its new id in the discard, or nil if it was not destroyed (\"if you do\").")
def destroy(game: Game, source: Any, controller: Any, ident: str) -> Flow:
    obj = game.objects.get(str(ident))
    if obj is None or obj.zone == "stack":  # a loot being played can't be destroyed
        return None
    if obj.zone.endswith(".souls"):
        return (yield from _destroy_soul(game, obj))
    new = yield from death.destroy(game, obj.id)
    return new.id if new else None


def _destroy_soul(game: Game, obj: Any) -> Flow:
    card = game.card(obj.card)
    event = yield from game.perform("destroy", {"object": obj.id, "card": obj.card,
                                                "player": obj.controller, "soul": True})
    if event.cancelled or obj.id not in game.objects:
        return None
    if card.type == "bonus-soul":
        new = yield from game.move(obj, "bonus.used", "top", face_down=True)
    else:
        new = yield from game.move(obj, zones.discard_zone(game, obj.card))
    return new.id if new else None


@VOCABULARY.action("discard(id: id) -> id|nil",
                   "Put an object in play into its discard pile (not destroying it; a "
                   "monster discarded this way gives no rewards, FS 7.5.5).")
def discard(game: Game, source: Any, controller: Any, ident: str) -> Flow:
    obj = game.obj(str(ident))
    if is_eternal(game, obj) and zones.seat_of_zone(obj.zone):
        return None
    new = yield from game.move(obj, zones.discard_zone(game, obj.card))
    return new.id if new else None


# ====================================================================== items and souls
@VOCABULARY.action("gain_treasure(player: seat, n: count) -> list<id>",
                   "A player gains +n treasure (FS 1.15.1 a).")
def gain_treasure(game: Game, source: Any, controller: Any, seat: str, n: int = 1) -> Flow:
    return (yield from rewards.gain_treasure(game, seat, int(n), source))


@VOCABULARY.action("take_item(item: id, to: seat) -> id|nil",
                   "An item moves under another player's control (steal or give: "
                   "not a gain, FS 10.6.5); counters stay (FS 10.14.3).")
def take_item(game: Game, source: Any, controller: Any, ident: str, to: str) -> Flow:
    # an item its own controller moves to another player is given, any other taken
    held = game.objects.get(str(ident))
    you = _you(game, controller)
    how = "give" if held is not None and held.controller == you and to != you else "take"
    return (yield from rewards.take_item(game, ident, to, how))


@VOCABULARY.action("give_to_another(item: id) -> id|nil",
                   "You give an item you control to another player of your choice "
                   "(nothing if it is gone or there is no other player).")
def give_to_another(game: Game, source: Any, controller: Any, ident: str) -> Flow:
    """Daddy Haunt, Baby Haunt: 'give this to another player'."""
    you = _you(game, controller)
    ids = others(game, source, controller, you)
    if not ids or str(ident) not in game.objects:
        return None
    to = yield from _pick(game, you, f"Give {label(game, str(ident))} to whom?", ids)
    return (yield from take_item(game, source, controller, ident, to))


@VOCABULARY.query("outside_characters() -> list<id>",
                  "The character cards outside the game (object ids): those no player plays (FS "
                  "1.11.1).")
def outside_characters(game: Game, source: Any, controller: Any) -> list[str]:
    """Unused characters, for 'choose a character card from outside the game' (The Clicker)."""
    return [o.id for o in game.zones["out"].objects if game.card(o.card).type == "character"]


@VOCABULARY.action("change_character(player: seat, character: id) -> id|nil",
                   "A player's character becomes a character card from outside the game, and "
                   "their starting item that character's starting item; damage and counters on "
                   "the player stay, those on the old cards go (FS 7.1.5, 10.14.5). Returns the "
                   "new character's id.")
def change_character(game: Game, source: Any, controller: Any, seat: str, ident: str) -> Flow:
    """Replace a player's character and starting item (The Clicker; R-062, R-100)."""
    obj = game.objects.get(str(ident))
    if obj is None or obj.zone != "out" or game.card(obj.card).type != "character":
        return None
    old = zones.character_of(game, seat)
    tapped = bool(old and old.tapped)
    if old is not None:
        start = game.card(old.card).stats.get("starting_item")
        for item in zones.items_of(game, seat):
            if start and (item.flags.get("copy_of") or item.card) == start:
                yield from game.move(item, "out", "bottom")
        yield from game.move(old, "out", "bottom")
    new = yield from game.move(game.objects[obj.id], f"{seat}.character", "top",
                               controller=seat)
    if new is None:
        return None
    if tapped:
        yield from game.perform("tap", {"object": new.id, "reason": "kept its state"})
    item_card = game.card(new.card).stats.get("starting_item")
    if item_card:
        found = game.find_card(str(item_card), ["out"]) or game.create_object(str(item_card),
                                                                              "out")
        yield from rewards.gain_item(game, seat, found, how="starting item")
    return new.id


@VOCABULARY.action("gain_soul(player: seat, id: id) -> id|nil",
                   "A card becomes a soul the player controls.")
def gain_soul(game: Game, source: Any, controller: Any, seat: str, ident: str) -> Flow:
    new = yield from gain_soul_card(game, seat, game.obj(str(ident)))
    return new.id if new else None


@VOCABULARY.action("take_soul(soul: id, to: seat) -> id|nil",
                   "A soul moves to another player (steal; FS 11.1.3).")
def take_soul(game: Game, source: Any, controller: Any, ident: str, to: str) -> Flow:
    obj = game.obj(str(ident))
    new = yield from game.move(obj, zones.soul_zone(game, to, obj.card), "bottom", controller=to)
    return new.id if new else None


@VOCABULARY.action("recharge(id: id) -> boolean", "Recharge (untap) an object.")
def recharge(game: Game, source: Any, controller: Any, ident: str) -> Flow:
    if str(ident) not in game.objects:
        return False
    event = yield from game.perform("untap", {"object": str(ident)})
    return not event.cancelled and bool(event.result)


@VOCABULARY.action("deactivate(id: id) -> boolean", "Deactivate (tap) an object.")
def deactivate(game: Game, source: Any, controller: Any, ident: str) -> Flow:
    if str(ident) not in game.objects:
        return False
    event = yield from game.perform("tap", {"object": str(ident)})
    return not event.cancelled and bool(event.result)


@VOCABULARY.action("reroll_item(id: id) -> boolean",
                   "Reroll an item: destroy it; its controller gains +1 treasure; a "
                   "shop item is replaced by the top treasure card instead (FS 10.9).")
def reroll_item(game: Game, source: Any, controller: Any, ident: str) -> Flow:
    obj = game.obj(str(ident))
    owner = obj.controller if obj.controller in game.players else None
    slot = zones.slot_of(game, obj)
    new = yield from death.destroy(game, obj.id)
    if new is None:
        return False
    if owner:
        yield from rewards.gain_treasure(game, owner, 1, source)
    elif slot:
        top = yield from zones.draw_top(game, "treasure")
        if top is not None:
            yield from slots.place_in_slot(game, top, slot)
    return True


@VOCABULARY.action("search_treasure(tag: string, player: seat) -> id|nil",
                   "Search the treasure deck for an item with a tag, "
                   "the player gains it, then shuffle the treasure deck.")
def search_treasure(game: Game, source: Any, controller: Any, tag: str, seat: str) -> Flow:
    found = None
    for obj in game.zones["treasure.deck"].objects:
        if tag in game.card(obj.card).tags:
            found = obj
            break
    new = None
    if found is not None:
        new = yield from rewards.gain_item(game, seat, found, how="search", source=source)
    yield from game.shuffle("treasure.deck")
    return new.id if new else None


# ====================================================================== dice
@VOCABULARY.action("roll_die(outcome: string, extra?: value, player?: seat) -> id",
                   "A \"Roll-\" ability: a die roll goes on the stack; when it resolves, this "
                   "card's entry point `outcome(ctx, result, extra)` goes on the stack (FS "
                   "5.1.4). Returns the roll id.")
def roll_die(game: Game, source: Any, controller: Any, outcome: str, extra: Any = None,
             seat: str | None = None) -> Flow:
    seat = seat or _you(game, controller)
    obj = game.objects.get(source) if source else None
    card = game.scripts.running_card()  # Placebo rolls for the item whose ability it uses
    if card is None:
        card = obj.card if obj else (extra or {}).get("card") if isinstance(extra, dict) else None
    if card is None and source and "#" in str(source):
        card = str(source).split("#", 1)[0]
    name = game.card(obj.card).name if obj else game.card(card).name if card else ""
    item = yield from dice.push_roll(game, seat, why=name,
                                     outcome={"kind": "entry", "card": card, "source": source,
                                              "entry": str(outcome), "extra": extra,
                                              "controller": seat, "label": name})
    return item.id


@VOCABULARY.action("reroll(roll: id) -> integer",
                   "The roll's player rolls that die again (FS 5.1.3).")
def reroll(game: Game, source: Any, controller: Any, ident: str) -> Flow:
    return (yield from dice.reroll(game, str(ident)))


@VOCABULARY.action("reroll_pick(roll: id, dice: positive, chooser: seat|'lowest'|'highest') -> "
                   "integer",
                   "The roll's player rolls that die again as several dice; the chooser picks the "
                   "one that counts, the others trigger nothing (FS 5.1.5, R-028). 'lowest' or "
                   "'highest' instead of a seat: that die counts, nobody is asked (Tainted "
                   "Spitty: the lowest of X dice).")
def reroll_pick(game: Game, source: Any, controller: Any, ident: str, dice_n: int,
                chooser: str) -> Flow:
    """Classic Roller: two dice, another player picks the one that counts."""
    return (yield from dice.reroll_pick(game, str(ident), int(dice_n), str(chooser)))


@VOCABULARY.action("add_to_roll(roll: id, n: integer) -> integer",
                   "Add n (or subtract, if negative) to a roll on the stack.")
def add_to_roll(game: Game, source: Any, controller: Any, ident: str, n: int) -> Flow:
    return (yield from dice.add(game, str(ident), int(n)))


@VOCABULARY.action("flip_roll(roll: id) -> integer",
                   "Flip a roll on the stack: it becomes 7 minus its result (FS 5.1.3, R-032).")
def flip_roll(game: Game, source: Any, controller: Any, ident: str) -> Flow:
    return (yield from dice.flip(game, str(ident)))


@VOCABULARY.action("set_roll(roll: id, n: positive) -> integer", "Set a roll on the stack to n.")
def set_roll(game: Game, source: Any, controller: Any, ident: str, n: int) -> Flow:
    return (yield from dice.set_result(game, str(ident), int(n)))


# ====================================================================== stack and turn
@VOCABULARY.action("cancel(item: id) -> boolean", "Cancel an item on the stack (FS 4.5).")
def cancel(game: Game, source: Any, controller: Any, ident: str) -> Flow:
    return (yield from cancelling.cancel(game, str(ident)))


@VOCABULARY.action("end_turn(cancel_all?: boolean) -> nil",
                   "End the turn (FS 3.3); with cancel_all, first cancel "
                   "everything on the stack that has not resolved.")
def end_turn(game: Game, source: Any, controller: Any, cancel_all: bool = False) -> Flow:
    if cancel_all:
        yield from cancelling.clear_stack(game)
    turn(game)["ending"] = True
    turn(game)["purchase"] = None
    if attack.current(game) is not None:
        yield from attack.end(game, "turn ends")
    yield from game.perform("end-turn", {"player": game.active, "source": source})


@VOCABULARY.action("cancel_attack() -> nil", "Cancel the attack in progress (FS 6.7.1 c).")
def cancel_attack(game: Game, source: Any, controller: Any) -> Flow:
    yield from attack.end(game, "cancelled")


@VOCABULARY.action("gain_rewards(player: seat, card: card) -> nil",
                   "A player gains a card's reward box (a rolled reward is rolled by them), as if "
                   "they were the active player gaining it (FS 1.16.4).")
def gain_rewards(game: Game, source: Any, controller: Any, seat: str, card: str) -> Flow:
    """Sibling Rivalry: a second player gains a dead monster's rewards."""
    card_id = game.objects[card].card if card in game.objects else str(card)
    yield from rewards.gain_rewards(game, seat, card_id, 1, source)
    what = rewards.rewards_of(game, card_id).get("roll")
    if what:
        yield from dice.push_roll(game, seat, why="reward", outcome={
            "kind": "reward", "what": what, "label": f"gain {what}"})


@VOCABULARY.action("add_effect(who: string, stat: string, n: integer, lasting?: boolean) -> nil",
                   "Until the end of the turn, a player, an object or 'monsters' (every monster) "
                   "gets +n to a stat: hp, attack, evasion, roll. With lasting, an effect with no "
                   "stated end stays past the turn until it is used (FS 10.1.1). Also 'eternal' "
                   "(an object is eternal) and 'double_rewards' (the monster rewards a player "
                   "gains as the active player are doubled, once per effect).")
def add_effect(game: Game, source: Any, controller: Any, who: str, stat: str, n: int,
               lasting: bool = False) -> Flow:
    effect = {"subject": str(who), "stat": str(stat), "value": int(n), "source": source}
    if lasting:
        effect["lasting"] = True
    game.data["effects"].append(effect)
    yield from game.perform("effect", {"subject": str(who), "stat": str(stat), "value": int(n)})


@VOCABULARY.action("add_loot_plays(player: seat, n: count) -> integer",
                   "A player may play n more loot cards this turn.")
def add_loot_plays(game: Game, source: Any, controller: Any, seat: str, n: int = 1) -> Flow:
    return (yield from game.change_counter(seat, "loot_plays", int(n)))


@VOCABULARY.action("unlimited_loot(player: seat) -> nil",
                   "A player may play any number of loot cards this turn.")
def unlimited_loot(game: Game, source: Any, controller: Any, seat: str) -> Flow:
    if seat not in turn(game)["loot_all"]:
        turn(game)["loot_all"].append(seat)
    yield from game.perform("flag", {"target": seat, "name": "unlimited_loot", "value": True})


@VOCABULARY.action("extra_attack(kind: string) -> nil",
                   "The active player gets an attack: 'may' (optional), 'must' (must attack at "
                   "once, FS 6.9.1 b), 'turn' (must attack once more this turn, but not at once, "
                   "FS 6.9.1 a), 'deck' (may attack the monster deck once more).")
def extra_attack(game: Game, source: Any, controller: Any, kind: str = "may") -> Flow:
    state = turn(game)
    if kind == "deck":
        state["deck_only"] = state.get("deck_only", 0) + 1
    else:
        state["attacks"] += 1
        if kind in ("must", "turn"):
            attack.owe(game, "now" if kind == "must" else "turn")
    yield from game.perform("extra-attack", {"player": game.active, "mode": kind})


@VOCABULARY.action("must_attack_deck(times: count, added?: boolean) -> nil",
                   "The active player must attack the monster deck until they have attacked it "
                   "``times`` times this turn; the attacks are added (R-056), unless added is "
                   "false: then their own attacks must go there (Blind Rage).")
def must_attack_deck(game: Game, source: Any, controller: Any, times: int,
                     added: bool | None = None) -> Flow:
    state = turn(game)
    need = max(0, int(times) - state["deck_attacks"]) if added is not False else 0
    state["deck_only"] = state.get("deck_only", 0) + need
    attack.owe(game, "deck", until=int(times))
    yield from game.perform("extra-attack", {"player": game.active, "mode": "deck",
                                             "count": need})


@VOCABULARY.action("must_attack_this_turn() -> nil",
                   "The active player must declare an attack this turn if able, not at once; no "
                   "attack is added (FS 6.9.1, 3.2.7).")
def must_attack_this_turn(game: Game, source: Any, controller: Any) -> Flow:
    attack.owe(game, "turn")
    return None
    yield


@VOCABULARY.action("must_attack(monster: id) -> nil",
                   "The active player must attack that monster this turn if able.")
def must_attack(game: Game, source: Any, controller: Any, ident: str) -> Flow:
    attack.owe(game, "monster", object=str(ident))
    return None
    yield


@VOCABULARY.action("expand(kind: string, n: count) -> nil",
                   "Add n slots of a kind ('monster', 'shop'); they fill at the next "
                   "priority (FS 10.8).")
def expand(game: Game, source: Any, controller: Any, kind: str, n: int = 1) -> Flow:
    for _ in range(int(n)):
        zones.add_slot(game, str(kind))
    yield from game.perform("expand", {"slot_kind": str(kind), "count": int(n)})


@VOCABULARY.action("discard_monster(monster: id) -> id|nil",
                   "Discard a monster from its slot (no rewards); the slot "
                   "refills at the next priority.")
def discard_monster(game: Game, source: Any, controller: Any, ident: str) -> Flow:
    obj = game.obj(str(ident))
    new = yield from game.move(obj, zones.discard_zone(game, obj.card))
    return new.id if new else None


@VOCABULARY.action("into_shop(item: id) -> id|nil",
                   "Put a player's item into a shop slot: a new one, the shop expanding by one "
                   "(FS 1.8.4), so no shop item is covered or lost; there it is a shop item "
                   "anyone may buy (Shopkeeper). Its counters and damage go (FS 10.14.6).")
def into_shop(game: Game, source: Any, controller: Any, ident: str) -> Flow:
    """Nil for an object that is not an item in play."""
    obj = game.objects.get(str(ident))
    if obj is None or not obj.zone.endswith(".items"):
        return None
    slot = zones.add_slot(game, "shop")
    yield from game.perform("expand", {"slot_kind": "shop", "count": 1})
    new = yield from game.move(obj, slot, "top", face_down=False)
    return new.id if new else None


@VOCABULARY.action("move_monster(monster: id, slot: string) -> id|nil",
                   "Move a monster from its slot to the top of another monster slot, covering "
                   "what is there (FS 1.9); it keeps its damage and counters, and the slot it "
                   "left is refilled (Mulligoon). Nil if it is in no slot or the slot is its own.")
def move_monster(game: Game, source: Any, controller: Any, ident: str, slot: str) -> Flow:
    """An Indomitable monster on the slot named sends it to a new slot (FS 9.10.5)."""
    obj = game.objects.get(str(ident))
    if obj is None or zones.slot_of(game, obj) in (None, str(slot)) \
            or str(slot) not in zones.slots(game, "monster"):
        return None
    kept = {name: value for name, value in obj.counters.items() if value}
    new = yield from slots.place_in_slot(game, obj, str(slot))
    if new is None:
        return None
    for name, value in kept.items():
        yield from game.change_counter(new.id, name, value)
    return new.id


@VOCABULARY.action("to_monster_slot(slot: string) -> id|nil",
                   "Put the top card of the monster deck on top of a monster slot, covering it "
                   "(an event revealed this way triggers).")
def to_monster_slot(game: Game, source: Any, controller: Any, slot: str) -> Flow:
    obj = yield from zones.draw_top(game, "monster")
    if obj is None:
        return None
    new = yield from slots.place_in_slot(game, obj, str(slot))
    return new.id if new else None


@VOCABULARY.action("to_slot(card: id, slot: string) -> id|nil",
                   "Put a card from a deck, a discard pile, out of play or a dying monster (its "
                   "death's temporary zone, FS 7.6: Ballos!) on top of a slot of its kind, "
                   "covering what is there (an event revealed this way triggers; FS 1.8). "
                   "Returns its new id, or nil if the slot is not of the card's kind.")
def to_slot(game: Game, source: Any, controller: Any, ident: str, slot: str) -> Flow:
    """Book of the Dead, Red Key, Friendly Ball, Ballos!: a chosen card into a slot."""
    obj = game.objects.get(str(ident))
    if obj is None or not (obj.zone.endswith((".deck", ".discard"))
                           or obj.zone in ("out", "monster.dying")):
        return None
    kind = zones.KIND_OF_TYPE.get(game.card(obj.card).type)
    if kind is None or str(slot) not in zones.slots(game, kind):
        return None
    new = yield from slots.place_in_slot(game, obj, str(slot))
    return new.id if new else None


@VOCABULARY.action("when_dies(player: seat, outcome: string) -> boolean|nil",
                   "Until the end of the turn, when that player dies, this card's entry point "
                   "`outcome(ctx, player)` triggers, controlled by you (the dead player is its "
                   "argument).")
def when_dies(game: Game, source: Any, controller: Any, seat: str, outcome: str) -> Flow:
    """Black Heart: 'until end of turn, when that player dies, …' (a delayed trigger)."""
    card = game.scripts.running_card() or (game.obj(str(source)).card if source else None)
    if card is None:
        return None
    turn(game).setdefault("death_watch", []).append(
        {"player": seat, "card": card, "entry": str(outcome),
         "controller": _you(game, controller)})
    return True
    yield


@VOCABULARY.action("win(player: seat) -> nil", "A player wins the game at once (FS 11.2.4, R-136); "
                   "ignored in a challenge, which only its goal wins (FS 2.4.6, R-139).")
def win(game: Game, source: Any, controller: Any, seat: str) -> Flow:
    """\"... wins the game\": the game ends with that player as its only winner."""
    win_by_effect(game, str(seat), f"{label(game, source)} says so" if source
                        else "a card says so")
    yield from ()


@VOCABULARY.action("into_deck(card: id, above: count) -> id|nil",
                   "Put a card into its deck face down with ``above`` cards over it (0: on top), "
                   "like \"put this into the monster deck 6 cards from the top\".")
def into_deck(game: Game, source: Any, controller: Any, ident: str, above: int) -> Flow:
    """Shuffle nothing: the card goes in at that depth (the bottom if the deck is shorter)."""
    obj = game.obj(str(ident))
    deck = f"{zones.deck_of(game, obj.card)}.deck"
    depth = min(int(above), len(game.zones[deck].objects))
    new = yield from game.move(obj, deck, depth, face_down=True)
    return new.id if new else None


@VOCABULARY.action("from_outside(card: string, slot: string) -> id|nil",
                   "Put a card from outside the game on top of a monster slot (FS 1.7): a monster "
                   "covers what is there; nothing if that card is already in the game.")
def from_outside(game: Game, source: Any, controller: Any, card: str, slot: str) -> Flow:
    """The card comes from the ``out`` zone, or is made there (a card with no copies)."""
    if slot not in zones.slots(game, "monster"):
        raise ValueError(f"{slot} is not a monster slot")
    obj = game.find_card(str(card), ["out"])
    if obj is None:
        if game.find_card(str(card)) is not None:
            return None  # it is in the game already
        obj = game.create_object(str(card), "out")
    new = yield from slots.place_in_slot(game, obj, slot)
    return new.id if new else None


@VOCABULARY.action("team_up(player: seat) -> boolean",
                   "That player teams up with the attacking player in the attack in progress "
                   "(declared or under way): after each of the attacker's attack rolls they make "
                   "their own against the target (team_up.py). False: no attack, or they are the "
                   "attacker, dead or already on the team.")
def team_up_with(game: Game, source: Any, controller: Any, seat: str) -> Flow:
    """The ``team-up`` event follows."""
    return (yield from team_up.join(game, str(seat)))


@VOCABULARY.action("offer_team_up(player: seat) -> boolean",
                   "That player may team up with the attacking player: they are asked (\"may "
                   "team up\", Game Squid); true if they joined.")
def offer_team_up(game: Game, source: Any, controller: Any, seat: str) -> Flow:
    """Asked as a choice whose context says why ('team-up'), so a bot can weigh it."""
    return (yield from team_up.offer(game, str(seat)))


@VOCABULARY.query("team() -> list<seat>",
                  "The players teamed up with the attacking player in the attack in progress, "
                  "in the order they roll.")
def team(game: Game, source: Any, controller: Any) -> list[str]:
    """Empty without an attack or a team."""
    return team_up.team(game)


@VOCABULARY.action("attack_roll_for(player: seat) -> id|nil",
                   "Another player makes an attack roll in the attack in progress (R-044): a hit "
                   "deals their combat damage to the target, a miss deals the target's to them.")
def attack_roll_for(game: Game, source: Any, controller: Any, seat: str) -> Flow:
    """Nothing without an attack in progress, or for a dead player."""
    atk = attack.current(game)
    if atk is None or atk.get("state") != "active" or is_dead(game, seat):
        return None
    item = yield from dice.push_roll(game, seat, attack=atk["id"])
    return item.id


@VOCABULARY.action("must_attack_player(player: seat, evasion: positive) -> nil",
                   "The active player gets one more attack and must make it against that player, "
                   "whose evasion for it is ``evasion`` (FS 6.9, 6.10.2).")
def must_attack_player(game: Game, source: Any, controller: Any, seat: str,
                       evasion: int) -> Flow:
    """Nothing against the active player themself or a dead player."""
    if seat == game.active or is_dead(game, seat):
        return None
    turn(game)["attacks"] += 1
    attack.owe(game, "player", seat=seat, evasion=min(6, int(evasion)))
    yield from game.perform("extra-attack", {"player": game.active, "mode": "must"})


@VOCABULARY.action("must_be_attacked(player: seat, evasion: positive) -> nil",
                   "Until that player's next turn starts, each other player must attack them "
                   "once on their own turn if able (this turn too, if it is another's), with "
                   "`evasion` against those attacks (FS 6.9, 6.10.2; must_be_attacked.py).")
def must_be_attacked_until(game: Game, source: Any, controller: Any, seat: str,
                           evasion: int) -> Flow:
    """Nothing for a dead player."""
    if seat in game.players and not is_dead(game, seat):
        must_be_attacked.mark(game, seat, int(evasion))
    yield from ()


@VOCABULARY.action("players_attackable(evasion: positive) -> nil",
                   "Until the end of the turn the active player may attack other players, who "
                   "have that evasion against it (FS 6.10.2: of several such effects the newest "
                   "wins; this one is newer than every card now in play).")
def players_attackable(game: Game, source: Any, controller: Any, evasion: int) -> Flow:
    """Kept in the turn's state; the attack's targets read it."""
    attack.players_attackable_this_turn(game, min(6, int(evasion)))
    yield from ()


@VOCABULARY.action("penalty_item_to(player: seat, to: seat) -> nil",
                   "If that player dies this turn, the item they choose for their death penalty "
                   "goes to ``to`` instead of being destroyed (FS 7.7.4).")
def penalty_item_to(game: Game, source: Any, controller: Any, seat: str, to: str) -> Flow:
    """Recorded in the turn's state; the death penalty reads it."""
    turn(game).setdefault("penalty_to", {})[seat] = to
    yield from ()


@VOCABULARY.action("skip_turn(player: seat) -> nil", "A player skips their next turn.")
def skip_turn(game: Game, source: Any, controller: Any, seat: str) -> Flow:
    skips = game.data["skips"]
    skips[seat] = skips.get(seat, 0) + 1
    yield from game.perform("flag", {"target": seat, "name": "skips", "value": skips[seat]})


@VOCABULARY.action("extra_turn(player: seat) -> boolean|nil",
                   "A player takes another turn after this one; the turn order and the rounds "
                   "then go on from this turn, as if it were not there (FS 3.5.2).")
def extra_turn(game: Game, source: Any, controller: Any, seat: str) -> Flow:
    game.data["extra_turns"].append(seat)
    return True
    yield


@VOCABULARY.action("vote(prompt: string, options: table, living?: boolean, others?: boolean) -> "
                   "string|nil",
                   "Each player votes, one at a time in turn order from the ability's controller "
                   "(FS 10.19); returns the option with the most votes, or nil on a tie. With "
                   "living, only the living players vote ('each living player', FS 10.11.7); with "
                   "others, no player may vote for their own seat ('votes for another player': "
                   "Wrath of the Lamb). A player with a static `votes` may vote that many more "
                   "times (Crewmate).")
def vote(game: Game, source: Any, controller: Any, prompt: str, options: Any,
         living: bool = False, others: bool = False) -> Flow:
    leaders = yield from vote_leaders(game, source, controller, prompt, options, living, others)
    return leaders[0] if len(leaders) == 1 else None


@VOCABULARY.action("vote_leaders(prompt: string, options: table, living?: boolean, "
                   "others?: boolean, picks?: positive) -> list<string>",
                   "A vote as ctx:vote holds it (FS 10.19), giving every option with the most "
                   "votes, the tied ones too (Emergency Meeting!: 'each one with the most "
                   "votes'); empty if nobody voted. With picks, each vote is for that many "
                   "different options, one at a time (Trial by Trolley!: '2 different players').")
def vote_leaders(game: Game, source: Any, controller: Any, prompt: str, options: Any,
                 living: bool = False, others: bool = False, picks: int = 1) -> Flow:
    offer = [Option(o["id"], o.get("label") or o["id"]) if isinstance(o, dict)
             else Option(str(o), label(game, str(o))) for o in _list(options)]
    if not offer:
        return []
    tally: dict[str, int] = {}
    # from the ability's controller (the active player for the game's own), FS 10.19
    for seat in game.seats_from(_you(game, controller)):
        if living and is_dead(game, seat):
            continue
        extra = game.scripts.modified("votes", seat, 0)
        more = max(0, int(extra)) if isinstance(extra, (int, float)) else 0
        ballot = [o for o in offer if not (others and o.id == seat)]
        if not ballot:
            continue
        for n in range(1 + more):
            voted: set[str] = set()
            for k in range(min(max(1, int(picks)), len(ballot))):
                # an extra vote is a may (Crewmate): the voter may keep it
                left = [o for o in ballot if o.id not in voted]
                choices = left if n == 0 or k > 0 else [*left, Option(ABSTAIN,
                                                                      "cast no more votes")]
                picked = yield Decision(seat, CHOOSE, str(prompt), choices,
                                        context={"why": "vote"})
                if picked == ABSTAIN:
                    break
                voted.add(picked)
                tally[picked] = tally.get(picked, 0) + 1
                yield from game.perform("vote", {"player": seat, "choice": picked})
            if not voted:
                break
    if not tally:
        return []
    best = max(tally.values())
    return [o.id for o in offer if tally.get(o.id) == best]


ABSTAIN = "no-more-votes"


@VOCABULARY.action("choose_slot(kind: string, player?: seat) -> zone|nil",
                   "Ask a player (you) to choose a slot of a kind that "
                   "is not being attacked; returns its zone name.")
def choose_slot(game: Game, source: Any, controller: Any, kind: str = "monster",
                seat: str | None = None) -> Flow:
    seat = seat or _you(game, controller)
    atk = attack.current(game)
    busy = atk.get("slot") if atk else None
    offer = []
    for slot in zones.slots(game, str(kind)):
        if slot != busy:
            top = zones.top(game, slot)
            offer.append(Option(slot, f"{slot} ({label(game, top.id) if top else 'empty'})"))
    if not offer:
        return None
    # the prompt names the card asking, as every other card-made question does
    obj = game.objects.get(str(source))
    asking = f"{game.card(obj.card).name}: choose" if obj is not None else "Choose"
    return (yield from stack.choose(game, seat, f"{asking} a slot", offer, {"why": "slot"}))


@VOCABULARY.action("become_copy(item: id, until_end_of_turn?: boolean|'your-turn', not_eternal?: "
                   "boolean) -> boolean",
                   "This object becomes a copy of another item: its name, abilities and stats, "
                   "but not its counters or state (FS 10.5.1); a copy of an item that starts with "
                   "counters gets them (R-098). until_end_of_turn: true until the end of the "
                   "turn, 'your-turn' until the start of your next turn; not_eternal: the copy is "
                   "not eternal even if the item is (Birthright).")
def become_copy(game: Game, source: Any, controller: Any, ident: str,
                until_end_of_turn: bool | str = False, not_eternal: bool = False) -> Flow:
    """Turn this object into a copy of ``ident`` for a duration (FS 10.5.1)."""
    me = game.obj(str(source))
    other = game.obj(str(ident))
    if me.zone == "stack":  # a loot being played never becomes an item
        return False
    until = None
    if until_end_of_turn == "your-turn":
        until = f"start:{_you(game, controller)}"
    elif until_end_of_turn:
        until = "turn"
    event = yield from game.perform("become-copy", {
        "object": me.id, "card": other.card, "original": me.flags.get("copy_of") or me.card,
        "until": until, "not_eternal": bool(not_eternal)})
    return not event.cancelled


@VOCABULARY.action("become_copy_until(item: id, until: 'my-turn-end'|'my-turn-start') -> boolean",
                   "This object becomes a copy of another item (as become_copy) until your turn "
                   "next ends or starts; it turns back just before that moment's triggers, so its "
                   "own \"as your turn ends/starts\" abilities see it (Glitch, R-087).")
def become_copy_until(game: Game, source: Any, controller: Any, ident: str,
                      until: str) -> Flow:
    """Glitch: a copy that lasts until a moment of its controller's turn."""
    me = game.obj(str(source))
    other = game.obj(str(ident))
    if me.zone == "stack":  # a loot being played never becomes an item
        return False
    moment = "end" if until == "my-turn-end" else "start"
    event = yield from game.perform("become-copy", {
        "object": me.id, "card": other.card, "original": me.flags.get("copy_of") or me.card,
        "until": f"{moment}:{_you(game, controller)}"})
    return not event.cancelled


@VOCABULARY.action("copy_loot(item: id) -> id|nil",
                   "Put a copy of a loot card being played on the stack; its mode and "
                   "target are chosen anew and no loot play is used (FS 10.5.2).")
def copy_loot(game: Game, source: Any, controller: Any, ident: str) -> Flow:
    original = stack.find_item(game, str(ident))
    if original is None or original.kind != "loot":
        return None
    item = yield from loot.push_copy(game, _you(game, controller), str(original.card))
    return item.id if item else None


@VOCABULARY.action("play_copy(card: card, player?: seat) -> id|nil",
                   "A player (you by default) plays a copy of a loot card that is not being "
                   "played (an object in a hand or on a deck, or a card id remembered): it goes "
                   "on the stack under them, its mode and target chosen as usual, and no loot "
                   "play is used (FS 10.5.2; Strange Marble, Baba).")
def play_copy(game: Game, source: Any, controller: Any, ident: str, player: str | None = None
              ) -> Flow:
    obj = game.objects.get(str(ident))
    card = obj.card if obj is not None else str(ident)
    if card not in game.library.cards or game.card(card).type != "loot":
        return None
    who = str(player) if player else _you(game, controller)
    item = yield from loot.push_copy(game, who, card)
    return item.id if item else None


@VOCABULARY.query("usable_abilities(item: id) -> count",
                  "How many ↷ abilities of an item you could use as this "
                  "object's own right now (for Placebo).")
def usable_abilities(game: Game, source: Any, controller: Any, ident: str) -> int:
    if not game.exists(str(ident)) or not source or not game.exists(str(source)):
        return 0  # a loot copy on the stack (FS 10.5.2) has no object to be "this"
    return len(game.scripts.activation.copyable(_you(game, controller), str(ident), str(source)))


@VOCABULARY.action("use_ability_of(item: id) -> id|nil",
                   "Use a ↷ ability of another item as if it were this object's: \"this\" means "
                   "this object, the target is chosen now and no cost is paid (FS 10.5.4).")
def use_ability_of(game: Game, source: Any, controller: Any, ident: str) -> Flow:
    if not game.exists(str(ident)) or source is None or not game.exists(str(source)):
        return None
    seat = _you(game, controller)
    card = game.obj(str(ident)).card
    usable = game.scripts.activation.copyable(seat, str(ident), str(source))
    if not usable:
        return None
    chosen = usable[0]
    if len(usable) > 1:
        picked = yield from stack.choose(
            game, seat, f"Choose the ability of {game.card(card).name} to use",
            [Option(f"ability:{a.key}", a.label) for a in usable], {"why": "ability"})
        chosen = next(a for a in usable if f"ability:{a.key}" == picked)
    item = yield from game.scripts.activation.copy_ability(seat, str(source),
                                                          chosen.giver or card, chosen.index)
    return item.id if item is not None else None


@VOCABULARY.action("choose_starting_item(n: count) -> nil",
                   "You look at the top n treasure cards, keep one as an "
                   "eternal starting item and put the others on the bottom (Eden, R-003).")
def choose_starting_item(game: Game, source: Any, controller: Any, n: int = 3) -> Flow:
    yield from setup.eden_choice(game, _you(game, controller), int(n))


# ====================================================================== names and abilities
@VOCABULARY.query("named(subject: seat|card, name: string, how?: 'is'|'holds'|'begins') -> "
                  "boolean",
                  "Whether an object, a card or a player's character is named `name` (letter "
                  "case aside): how 'is' (the default) the whole name, 'holds' the name "
                  "contains it, 'begins' it starts with it. Every name counts: a rename "
                  "(ctx:rename, a static `names`), else the printed name and the card's "
                  "`also_named`; a card not in play with `named_outside_play` has only that "
                  "one (plugins/four_souls/names.py).")
def named(game: Game, source: Any, controller: Any, subject: str, name: str,
          how: str = "is") -> bool:
    return names.is_named(game, str(subject), str(name), how)


@VOCABULARY.query("names(subject: seat|card) -> list<string>",
                  "Every name an object, a card or a player's character has now (see "
                  "ctx:named).")
def names_now(game: Game, source: Any, controller: Any, subject: str) -> list[str]:
    return names.names_of(game, str(subject))


@VOCABULARY.action("rename(subject: seat|object, name: string, until?: " + lasting.MOMENTS
                   + ", whose?: seat) -> boolean",
                   "An object (a seat: their character) in play is named `name`, and only that, "
                   "until `until` of `whose` turn (default: you): 'turn' this turn ends, "
                   "'next-turn-start' their next turn starts, 'next-turn-end' their next turn "
                   "ends. False if it is not in play.")
def rename(game: Game, source: Any, controller: Any, subject: str, name: str,
           until: str = "turn", whose: str | None = None) -> Flow:
    obj = _in_play_object(game, str(subject))
    if obj is None:
        return False
    when = lasting.duration(game, until, whose or _you(game, controller))
    event = yield from game.perform("rename", {"object": obj.id, "name": str(name), **when})
    return not event.cancelled


@VOCABULARY.action("lose_abilities(subject: seat|object, until?: " + lasting.MOMENTS
                   + ", whose?: seat) -> boolean",
                   "An object (a seat: their character) in play loses all its abilities, "
                   "eternal aside, until `until` of `whose` turn (as ctx:rename): they neither "
                   "trigger nor can be activated nor apply. False if it is not in play.")
def lose_abilities(game: Game, source: Any, controller: Any, subject: str,
                   until: str = "turn", whose: str | None = None) -> Flow:
    obj = _in_play_object(game, str(subject))
    if obj is None:
        return False
    when = lasting.duration(game, until, whose or _you(game, controller))
    event = yield from game.perform("lose-abilities", {"object": obj.id, **when})
    return not event.cancelled


@VOCABULARY.query("has_abilities(item: id) -> boolean",
                  "Whether an object in play has its own abilities now (false once it lost "
                  "them: ctx:lose_abilities, a no-abilities counter, a static `strips`).")
def has_abilities(game: Game, source: Any, controller: Any, ident: str) -> bool:
    obj = game.objects.get(str(ident))
    return obj is not None and not game.scripts.index.stripped(obj)


def _in_play_object(game: Game, subject: str) -> Any:
    """The object in play a subject names (a seat: their character), or None."""
    if subject in game.players:
        return zones.character_of(game, subject)
    obj = game.objects.get(subject)
    return obj if obj is not None and obj.zone in zones.in_play_zones(game) else None


@VOCABULARY.action("force_activation(item: id, chooser?: seat) -> boolean",
                   "The controller of an item in play must activate one of its ↷ or $ abilities "
                   "now if able (Telekinesis): the chooser (you by default) picks which among "
                   "those they could use; its controller chooses its target and pays its "
                   "costs. False if none can be used.")
def force_activation(game: Game, source: Any, controller: Any, ident: str,
                     chooser: str | None = None) -> Flow:
    obj = _in_play_object(game, str(ident))
    if obj is None:
        return False
    seat = obj.controller or obj.owner
    usable = activating.usable_keys(game, seat, obj.id)
    if not usable:
        return False
    key = usable[0][0]
    if len(usable) > 1:
        options = [Option(f"ability:{k}", text) for k, text in usable]
        picked = yield from stack.choose(
            game, chooser or _you(game, controller),
            f"Which ability of {label(game, obj.id)} must {seat} activate?", options,
            {"why": "ability"})
        key = next(k for k, _ in usable if f"ability:{k}" == picked)
    item = yield from activating.activate(game, seat, obj.id, key)
    return item is not None


@VOCABULARY.action("become_item(player?: seat, keeps?: string|list<string>) -> id|nil",
                   "This card (an event revealed in a slot, a loot card being played, a monster) "
                   "becomes an item in play that the player (you by default) gains, keeping its "
                   "counters; from then on its script's item abilities work. With `keeps` "
                   "(labels of abilities its script marks `given`), it has only those, \"losing "
                   "its other abilities\". From a roll's outcome, after the card resolved (FS "
                   "5.1.4), it is found in its discard pile (changing_kind.py). Returns its new "
                   "id, or nil if it is in neither place.")
def become_item(game: Game, source: Any, controller: Any, seat: str | None = None,
                keeps: Any = None) -> Flow:
    obj = changing_kind.followed(game, str(source)) if source else None
    if obj is None:
        return None
    new = yield from changing_kind.to_item(game, obj, seat or _you(game, controller),
                                           [str(k) for k in _list(keeps)])
    return new.id if new is not None else None


# ----------------------------------------------------- cat-levels (issue #35): rounds
@VOCABULARY.query("round() -> integer",
                  "The round's number (FS 3.5): 1 in the first round, one more each time the "
                  "turn comes round to the first player again (Focus: 'each round').")
def round_number(game: Game, source: Any, controller: Any) -> int:
    return int(game.data.get("round", 1))
