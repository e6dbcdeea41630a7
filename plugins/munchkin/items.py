"""Items: slots, hands, Big items, restrictions, sideways items, the Hireling, Cheat!, selling,
discarding, trading, giving and moving cards between players (MK 7, 5.5)."""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from deckwright.kernel.decisions import CHOOSE, Decision, Option

from . import character as ch
from .cards import (
    SLOTS,
    ctype,
    discard_of,
    hand,
    hands_needed,
    has_tag,
    is_big,
    is_equipment,
    is_item,
    slot,
    table,
    value,
    where,
)

if TYPE_CHECKING:
    from deckwright.kernel.game import Game
    from deckwright.kernel.state import GameObject

Flow = Generator[Any, Any, Any]

CHEAT = "cheat"          # flag on an item: the Cheat! object bound to it
CHEAT_OF = "cheat_of"    # flag on a Cheat!: the item it is bound to
HIRELING = "hireling"    # flag on an item: the Hireling object carrying it
ON_HEAD = "on-head"      # tag of a lasting card that sits on the head (Chicken on Your Head)
HEADGEAR_LOSSES = ("curse", "bad-stuff")   # causes that make a player lose their headgear
WORTHS = "munchkin sale worths"  # in Game.caches: sale_worths


# ---------------------------------------------------------------------- reading the table
def table_objects(game: Game, seat: str) -> list[GameObject]:
    """The objects on ``seat``'s table, in order."""
    return list(game.zones[table(seat)].objects)


def items_on_table(game: Game, seat: str) -> list[GameObject]:
    """Items (cards with a value) on the table, upright or sideways (MK 7.2)."""
    cards = game.library.cards  # is_item, inline: read for every theft and trade asked
    return [o for o in game.zones[table(seat)].objects if "value" in cards[o.card].stats]


def cheated(game: Game, obj: GameObject) -> bool:
    """Whether a Cheat! is bound to this item (MK 7.12)."""
    bound = obj.flags.get(CHEAT)
    return bool(bound) and bound in game.objects


def hired(game: Game, obj: GameObject) -> bool:
    """Whether the Hireling carries this item (MK 7.11)."""
    carrier = obj.flags.get(HIRELING)
    return bool(carrier) and carrier in game.objects


def allowed(game: Game, seat: str, card_id: str) -> bool:
    """Race, class and sex restrictions of an item (MK 7.5); a half-Human counts as Human."""
    stats = game.card(card_id).stats
    requires = stats.get("requires") or []
    forbids = stats.get("forbids") or []
    if requires and not any(ch.is_(game, seat, w) for w in requires):
        return False
    # most items forbid nothing: no generator made for them
    return not forbids or not any(ch.is_(game, seat, w) for w in forbids)


def usable(game: Game, seat: str, obj: GameObject) -> bool:
    """Whether the item may stand upright for ``seat`` (restrictions, or Cheat!)."""
    return cheated(game, obj) or allowed(game, seat, obj.card)


def is_weapon(game: Game, obj: GameObject) -> bool:
    """A hand item used for fighting (Tuba of Charm is not); asked once per card and game."""
    cache = getattr(game.rules, "cache", {})
    key = ("is_weapon", obj.card)
    if key not in cache:
        answer = game.scripts.query_entry(obj.card, "is_weapon", source=obj.id)
        cache[key] = True if answer is None else bool(answer)
    return bool(cache[key])


def in_use(game: Game, seat: str, obj: GameObject) -> bool:
    """Whether a table card works for ``seat`` now: upright, allowed, and (carried by the
    Hireling) needing no hands or being no weapon (MK 7.2, 7.11, 14.24)."""
    if obj.zone != table(seat) or obj.tapped:
        return False
    if not is_equipment(game, obj.card):
        return True
    if not usable(game, seat, obj):
        return False
    if hired(game, obj) and not cheated(game, obj):
        return hands_needed(game, obj.card) == 0 or not is_weapon(game, obj)
    return True


def exempt(game: Game, obj: GameObject) -> bool:
    """Items that take no slot and no hand: bound to Cheat! or carried by the Hireling."""
    return cheated(game, obj) or hired(game, obj)


def worn(game: Game, seat: str) -> list[GameObject]:
    """Upright equipment on the table."""
    return [o for o in items_on_table(game, seat)
            if is_equipment(game, o.card) and not o.tapped]


def on_head(game: Game, seat: str) -> list[GameObject]:
    """Table cards tagged ``on-head`` (Chicken on Your Head): they go with the headgear."""
    return [o for o in table_objects(game, seat) if has_tag(game, o.card, ON_HEAD)]


def big_items(game: Game, seat: str) -> list[GameObject]:
    """Big items that count against the limit (MK 7.4)."""
    return [o for o in items_on_table(game, seat)
            if is_big(game, o.card) and not exempt(game, o)]


def big_limit(game: Game, seat: str) -> int:
    """1, or any number for a Dwarf (MK 7.4)."""
    return ch.stat(game, seat, "big_items", 1)


def room_for_big(game: Game, seat: str, card_id: str) -> bool:
    """Whether one more item of this card may go on the table (MK 7.4, 12.70)."""
    return not is_big(game, card_id) or len(big_items(game, seat)) < big_limit(game, seat)


def hireling_of(game: Game, seat: str) -> GameObject | None:
    """``seat``'s Hireling, if any."""
    cards = game.library.cards  # ctype, inline: asked in most of its owner's windows
    for obj in game.zones[table(seat)].objects:
        if cards[obj.card].type == "hireling":
            return obj
    return None


def hireling_free(game: Game, seat: str) -> GameObject | None:
    """``seat``'s Hireling if it carries nothing yet."""
    hireling = hireling_of(game, seat)
    if hireling is None:
        return None
    capacity = game.scripts.query_entry(hireling.card, "carries", source=hireling.id) or 1
    load = [o for o in items_on_table(game, seat) if o.flags.get(HIRELING) == hireling.id]
    return hireling if len(load) < int(capacity) else None


def conflicts(game: Game, seat: str, obj: GameObject) -> list[GameObject]:
    """Upright items that must go sideways for ``obj`` to stand upright (MK 7.3)."""
    if exempt(game, obj):
        return []
    kind = slot(game, obj.card)
    others = [o for o in worn(game, seat) if o.id != obj.id and not exempt(game, o)]
    if kind in SLOTS:
        return [o for o in others if slot(game, o.card) == kind]
    if kind == "hands":
        need = hands_needed(game, obj.card)
        holding = sorted((o for o in others if slot(game, o.card) == "hands"),
                         key=lambda o: item_bonus(game, seat, o))
        used = sum(hands_needed(game, o.card) for o in holding)
        out = []
        while used + need > 2 and holding:
            dropped = holding.pop(0)
            used -= hands_needed(game, dropped.card)
            out.append(dropped)
        return out
    return []


def item_bonus(game: Game, seat: str, obj: GameObject) -> int:
    """The bonus a table card gives ``seat`` when it works (its script, else its stat)."""
    answer = game.scripts.query_entry(obj.card, "bonus", seat, source=obj.id, controller=seat)
    if isinstance(answer, (int, float)) and not isinstance(answer, bool):
        return int(answer)
    raw = game.card(obj.card).stats.get("bonus", 0)
    return int(raw) if isinstance(raw, int) else 0


def blocked(game: Game, seat: str, obj: GameObject) -> bool:
    """Whether a lasting card (Malign Mirror) stops this item's bonus for ``seat``."""
    for other in table_objects(game, seat):
        if other.id == obj.id or not game.scripts.has_entry(other.card, "blocks_item"):
            continue
        if game.scripts.query_entry(other.card, "blocks_item", seat, obj.id, source=other.id,
                                    controller=seat):
            return True
    return False


def table_bonus(game: Game, seat: str) -> int:
    """Bonuses of ``seat``'s cards in play: items in use, the Hireling, the Title (MK 4.2)."""
    total = 0
    cards = game.library.cards  # ctype, inline
    for obj in table_objects(game, seat):
        kind = cards[obj.card].type
        if kind == "item":
            if in_use(game, seat, obj) and not blocked(game, seat, obj):
                total += item_bonus(game, seat, obj)
        elif kind in ("hireling", "title"):
            total += item_bonus(game, seat, obj)
    return total


def tags_in_use(game: Game, seat: str, tag: str) -> bool:
    """Whether an item in use by ``seat`` carries ``tag`` (a fire attack)."""
    return any(tag in game.card(o.card).tags and in_use(game, seat, o)
               for o in items_on_table(game, seat))


# ---------------------------------------------------------------------- what may be done
def can_equip(game: Game, seat: str, obj: GameObject) -> bool:
    """Equip from hand, or stand a sideways item upright (MK 7.6)."""
    if not is_equipment(game, obj.card):
        return False
    owner, kind = where(game, obj)
    if owner != seat:
        return False
    if kind == "table":
        return obj.tapped and usable(game, seat, obj)
    return allowed(game, seat, obj.card) and room_for_big(game, seat, obj.card)


def can_carry(game: Game, seat: str, obj: GameObject) -> bool:
    """Put an item from hand on the table sideways (MK 7.2, 12.1)."""
    owner, kind = where(game, obj)
    return (owner == seat and kind == "hand" and is_equipment(game, obj.card)
            and room_for_big(game, seat, obj.card))


def can_hire(game: Game, seat: str, obj: GameObject) -> bool:
    """Give an item (hand or table) to a Hireling who carries nothing (MK 7.11)."""
    if not is_equipment(game, obj.card) or hireling_free(game, seat) is None:
        return False
    owner, kind = where(game, obj)
    if owner != seat or (kind == "table" and (hired(game, obj) or cheated(game, obj))):
        return False
    return True


def sellable(game: Game, seat: str) -> list[GameObject]:
    """Items that may be sold: from the table or the hand (MK 5.5, 14.2)."""
    found = [o for o in items_on_table(game, seat)]
    found += [o for o in game.zones[hand(seat)].objects if is_item(game, o.card)]
    return found


def sale_levels(game: Game, seat: str, objs: list[GameObject]) -> int:
    """Levels a sale buys: 1,000 gold each, no change; a Halfling's best item counts double
    once per turn (card data)."""
    values = sorted((value(game, o.card) for o in objs), reverse=True)
    total = sum(values)
    if values and sells_double(game, seat):
        total += values[0]
    return total // 1000


def sells_double(game: Game, seat: str) -> bool:
    """Whether ``seat``'s next sale counts its dearest item double: a Halfling's, the first
    sale of a turn (card data)."""
    return ch.stat(game, seat, "sell_double", 0) > 0 and not game.data["turn"].get(
        "sold_double", {}).get(seat)


def sale_worths(game: Game) -> dict[str, int | None]:
    """Each card's gold value as :func:`can_sell` counts it (``cards.value``; None for a card
    with no value, which is no item), read once a game from its library."""
    kept: dict[str, int | None] | None = game.caches.get(WORTHS)
    if kept is None:
        kept = game.caches[WORTHS] = {
            card_id: None if "value" not in card.stats else (
                int(card.stats["value"]) if isinstance(card.stats["value"], int) else 0)
            for card_id, card in game.library.cards.items()}
    return kept


def can_sell(game: Game, seat: str) -> bool:
    """Whether ``seat`` could buy a level now (not at level 9, MK 14.7): the values of what
    :func:`sellable` offers, read in one pass over the table and the hand."""
    if not ch.can_gain(game, seat):
        return False
    worths = sale_worths(game)
    zones = game.zones
    total = dearest = 0
    items = False
    for zone in (table(seat), hand(seat)):
        for obj in zones[zone].objects:
            worth = worths[obj.card]
            if worth is None:  # not an item (MK 1.7)
                continue
            total += worth
            if worth > dearest:
                dearest = worth
            items = True
    if total >= 1000:  # a level whether or not the dearest counts double
        return True
    # only a doubled dearest item could make up the rest (its stats are asked only then)
    return items and total + dearest >= 1000 and sells_double(game, seat)


def tradeable(game: Game, seat: str) -> list[GameObject]:
    """Items that may be traded or given: table items only, never Cheat! alone (MK 7.9)."""
    return [o for o in items_on_table(game, seat)]


# ---------------------------------------------------------------------- events
def set_flag(game: Game, object_id: str, name: str, value_: Any) -> Flow:
    """Set (or with None clear) a flag of an object as an event."""
    yield from game.perform("flag", {"target": object_id, "name": name, "value": value_})


def tap(game: Game, object_id: str) -> Flow:
    """Turn a table card sideways."""
    yield from game.perform("tap", {"object": object_id})


def untap(game: Game, object_id: str) -> Flow:
    """Stand a table card upright."""
    yield from game.perform("untap", {"object": object_id})


def equip(game: Game, seat: str, object_id: str) -> Flow:
    """Wear an item: from hand onto the table, or upright again; items in the way go
    sideways (MK 7.6)."""
    obj = game.obj(object_id)
    owner, kind = where(game, obj)
    if kind == "hand":
        obj = yield from game.move(object_id, table(seat), "bottom", player=seat)
        if obj is None:
            return None
        yield from entered(game, seat, obj.id)
    for other in conflicts(game, seat, obj):
        yield from tap(game, other.id)
    if obj.tapped:
        yield from untap(game, obj.id)
    return obj.id


def carry(game: Game, seat: str, object_id: str) -> Flow:
    """Put an item from hand on the table, sideways."""
    obj = yield from game.move(object_id, table(seat), "bottom", player=seat)
    if obj is None:
        return None
    yield from tap(game, obj.id)
    yield from entered(game, seat, obj.id)
    return obj.id


def entered(game: Game, seat: str, object_id: str) -> Flow:
    """A card has just been put on a table: its ``entered`` entry (Kneepads' counters)."""
    obj = game.objects.get(object_id)
    if obj is not None and game.scripts.has_entry(obj.card, "entered"):
        yield from game.scripts.run_entry(obj.card, "entered", source=obj.id, controller=seat,
                                          args=(seat,))


def hire(game: Game, seat: str, object_id: str) -> Flow:
    """The Hireling takes an item to carry; it lies sideways unless it works for him."""
    hireling = hireling_free(game, seat)
    if hireling is None:
        return None
    obj = game.obj(object_id)
    if where(game, obj)[1] == "hand":
        obj = yield from game.move(object_id, table(seat), "bottom", player=seat)
        if obj is None:
            return None
        yield from entered(game, seat, obj.id)
    yield from set_flag(game, obj.id, HIRELING, hireling.id)
    obj = game.obj(obj.id)
    works = usable(game, seat, obj) and (cheated(game, obj)
                                         or hands_needed(game, obj.card) == 0
                                         or not is_weapon(game, obj))
    if works and obj.tapped:
        yield from untap(game, obj.id)
    elif not works and not obj.tapped:
        yield from tap(game, obj.id)
    return obj.id


def discard(game: Game, object_id: str, cause: str = "discard") -> Flow:
    """Put a card on its discard pile. Cheat! and its item go together (MK 7.12); a killed or
    sacrificed Hireling takes its item along (MK 7.11)."""
    obj = game.objects.get(object_id)
    if obj is None:
        return None
    seat, kind = where(game, obj)
    bundle = _bundle(game, obj, cause)
    slot_name = slot(game, obj.card) if is_equipment(game, obj.card) else None
    # a curse or Bad Stuff that takes worn headgear takes what sits on the head along
    head = (seat is not None and kind == "table" and slot_name == "headgear"
            and not obj.tapped and cause in HEADGEAR_LOSSES)
    moved = yield from game.move(object_id, discard_of(game, obj.card), "top", cause=cause,
                                 player=seat, slot=slot_name, place=kind)
    for other in bundle:
        if other in game.objects:
            yield from discard(game, other, cause)
    if head:
        yield from _off_the_head(game, str(seat))
    return None if moved is None else moved.id


def discard_from_hand(game: Game, seat: str, prompt: str) -> Flow:
    """The player discards one card of their choice from hand."""
    cards = game.zones[hand(seat)].objects
    if not cards:
        return None
    picked = cards[0].id
    if len(cards) > 1:
        answer = yield Decision(seat, CHOOSE, prompt,
                                [Option(f"card:{o.id}", game.card(o.card).name) for o in cards])
        picked = answer.split(":", 1)[1]
    yield from discard(game, picked, "cost")
    return picked


def lose_headgear(game: Game, seat: str, cause: str) -> Flow:
    """A curse or Bad Stuff makes ``seat`` lose their headgear: every worn headgear item, and
    what sits on the head even when no headgear is worn. Returns how many items went."""
    lost = [o.id for o in worn(game, seat) if slot(game, o.card) == "headgear"]
    for obj_id in lost:
        yield from discard(game, obj_id, cause)
    yield from _off_the_head(game, seat)
    return len(lost)


def _off_the_head(game: Game, seat: str) -> Flow:
    """Discard the cards sitting on ``seat``'s head; a curse among them ends."""
    for obj in on_head(game, seat):
        if obj.id in game.objects:
            yield from discard(game, obj.id, "curse-ends")


def _bundle(game: Game, obj: GameObject, cause: str) -> list[str]:
    """Cards that leave together with ``obj``."""
    out = []
    bound = obj.flags.get(CHEAT)
    if bound and bound in game.objects:
        out.append(bound)
    item = obj.flags.get(CHEAT_OF)
    if item and item in game.objects:
        out.append(item)
    if ctype(game, obj.card) == "hireling" and cause in ("killed", "sacrifice"):
        seat = where(game, obj)[0]
        if seat is not None:
            out += [o.id for o in items_on_table(game, seat) if o.flags.get(HIRELING) == obj.id]
    return out


def transfer(game: Game, object_id: str, seat: str, place: str = "hand",
             cause: str = "take") -> Flow:
    """Move a card to another player's hand or table; Cheat! and its item move as one."""
    obj = game.objects.get(object_id)
    if obj is None:
        return None
    partner = obj.flags.get(CHEAT) or obj.flags.get(CHEAT_OF)
    if partner not in game.objects:
        partner = None
    item_first = obj.flags.get(CHEAT) is not None
    zone = hand(seat) if place == "hand" else table(seat)
    moved = yield from game.move(object_id, zone, "bottom", cause=cause, player=seat)
    if moved is None:
        return None
    if place == "table":
        yield from tap(game, moved.id)
    new_partner = None
    if partner is not None:
        new_partner = yield from game.move(partner, zone, "bottom", cause=cause, player=seat)
    if place == "table" and new_partner is not None:
        item, cheat = (moved, new_partner) if item_first else (new_partner, moved)
        yield from set_flag(game, item.id, CHEAT, cheat.id)
        yield from set_flag(game, cheat.id, CHEAT_OF, item.id)
    if place == "hand" and game.scripts.has_entry(moved.card, "arrives"):
        yield from game.scripts.run_entry(moved.card, "arrives", source=moved.id,
                                          controller=seat, args=(seat,))
    return moved.id


def attach_cheat(game: Game, seat: str, cheat_id: str, item_id: str) -> Flow:
    """Bind Cheat! to an item: both lie on the table, the item upright (MK 7.12)."""
    item = game.obj(item_id)
    if where(game, item)[1] == "hand":
        item = yield from game.move(item_id, table(seat), "bottom", player=seat)
        if item is None:
            return None
        yield from entered(game, seat, item.id)
    cheat = game.obj(cheat_id)
    if cheat.zone != table(seat):
        cheat = yield from game.move(cheat_id, table(seat), "bottom", player=seat)
    yield from set_flag(game, item.id, CHEAT, cheat.id)
    yield from set_flag(game, cheat.id, CHEAT_OF, item.id)
    if game.obj(item.id).tapped:
        yield from untap(game, item.id)
    return item.id


def sell(game: Game, seat: str, object_ids: list[str]) -> Flow:
    """Discard items for levels: 1,000 gold a level, no change, never to 10 (MK 5.5, 14.7).
    A sale that buys nothing, or more levels than can be granted, is refused."""
    objs = [game.obj(i) for i in object_ids]
    levels = sale_levels(game, seat, objs)
    room = max(0, 9 - ch.level(game, seat))
    if levels < 1 or levels > room:
        game.history.append((game.turn, "sale-refused", {"player": seat, "levels": levels}))
        return 0
    if ch.stat(game, seat, "sell_double", 0) > 0:
        game.data["turn"].setdefault("sold_double", {})[seat] = True
    for obj in objs:
        yield from discard(game, obj.id, "sold")
    return (yield from ch.gain_levels(game, seat, levels, "sold"))


# ---------------------------------------------------------------------- state checks
def items_in_order(game: Game, seat: str) -> bool:
    """Whether ``seat``'s table is already as the item check leaves it, read in one pass:
    every Cheat! bound and every carried item's Hireling there, nothing upright that may not
    stand, one item in each body slot, two hands' worth of hand items, and no more Big items
    than allowed (MK 7.2-7.5, 7.11, 7.12)."""
    cards = game.library.cards
    objects = game.objects
    filled: set[str] = set()
    hands = bigs = 0
    for obj in game.zones[table(seat)].objects:
        card = cards[obj.card]
        kind, stats = card.type, card.stats
        if kind == "cheat" and obj.flags.get(CHEAT_OF) not in objects:
            return False
        if kind == "item" and obj.flags.get(HIRELING) and not hired(game, obj):
            return False
        if "value" not in stats:  # not an item (MK 1.7)
            continue
        free = exempt(game, obj)
        if stats.get("big", False) and not free:
            bigs += 1  # sideways or upright, a Big item counts (MK 7.4)
        if kind != "item" or obj.tapped:
            continue
        if not usable(game, seat, obj) or (hired(game, obj) and not in_use(game, seat, obj)):
            return False
        if free:
            continue
        where_worn = str(stats.get("slot", "none"))
        if where_worn in SLOTS:
            if where_worn in filled:
                return False
            filled.add(where_worn)
        elif where_worn == "hands":
            hands += int(stats.get("hands", 1))
    return hands <= 2 and (bigs <= 1 or bigs <= big_limit(game, seat))


def enforce_items(game: Game, seat: str) -> Flow:
    """Turn sideways what may not stand, keep slots and the Big-item limit (MK 7.3-7.5)."""
    if items_in_order(game, seat):
        return  # what follows would find nothing to do
    for obj in table_objects(game, seat):
        kind = ctype(game, obj.card)
        if kind == "cheat" and obj.flags.get(CHEAT_OF) not in game.objects:
            yield from discard(game, obj.id, "alone")
        elif kind == "item" and obj.flags.get(HIRELING) and not hired(game, obj):
            yield from set_flag(game, obj.id, HIRELING, None)
    upright = worn(game, seat)
    turned = False
    for obj in upright:
        current = game.objects.get(obj.id)
        if current is None or current.tapped:
            continue
        if not usable(game, seat, current) or (hired(game, current)
                                                and not in_use(game, seat, current)):
            turned = True
            yield from tap(game, current.id)
    # what is worn changes only when something is turned sideways: read it again only then
    now = worn(game, seat) if turned else upright
    for name in SLOTS:
        wearing = [o for o in now if slot(game, o.card) == name and not exempt(game, o)]
        if len(wearing) > 1:  # the best of one needs no bonus asked
            wearing.sort(key=lambda o: item_bonus(game, seat, o), reverse=True)
            for extra in wearing[1:]:
                yield from tap(game, extra.id)
            now = worn(game, seat)
    holding = [o for o in now if slot(game, o.card) == "hands" and not exempt(game, o)]
    if len(holding) > 1:
        holding.sort(key=lambda o: item_bonus(game, seat, o), reverse=True)
    used = 0
    for obj in holding:
        need = hands_needed(game, obj.card)
        if used + need > 2:
            yield from tap(game, obj.id)
        else:
            used += need
    bigs = big_items(game, seat)
    while len(bigs) > 1 and len(bigs) > big_limit(game, seat):
        picked = yield Decision(seat, CHOOSE, "Too many Big items: discard one",
                                [Option(f"card:{o.id}", game.card(o.card).name) for o in bigs])
        yield from discard(game, picked.split(":", 1)[1], "too-big")
        bigs = big_items(game, seat)
