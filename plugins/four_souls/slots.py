"""Slots and the cards revealed into them: covering, refills, events and curses (FS 1.8, 1.9,
1.15.5 d–e, 6.3, 7.8).

A card revealed into a monster slot covers the slot's top card (which leaves play). An event
(a monster card without a stat block) puts its ability on the stack; when that resolves it is
discarded, or, for a curse, given to a player the active player chooses (FS 9.10.6). An empty
slot is refilled the next time a player would receive priority: first from its covered cards,
then from its deck (FS 7.8), but a slot emptied by a death waits until the death steps are over
and every ability they triggered has resolved (FS 7.6.1, 7.6.3, 7.8.2).
"""

from __future__ import annotations

from deckwright.kernel.decisions import Option
from deckwright.kernel.events import StackItem
from deckwright.kernel.game import Game
from deckwright.kernel.state import GameObject

from . import composite, sold_out, stack, zones
from .facts import Flow, label

SLOT_DECK = {"monster": "monster", "shop": "treasure", "room": "room"}


def is_event(game: Game, card_id: str) -> bool:
    """Events and curses: monster-deck cards without a stat block (FS 1.15.5)."""
    return game.card(card_id).type in ("event", "curse")


def choose_slot(game: Game, player: str, obj: GameObject) -> Flow:
    """The monster slot a revealed card goes to, chosen by the active player (FS 6.3.1)."""
    options = []
    for slot in zones.slots(game, "monster"):
        top = zones.top(game, slot)
        if top is not None and "indomitable" in game.card(top.card).tags:
            continue
        what = label(game, top.id) if top else "empty"
        options.append(Option(f"slot:{slot}", f"{slot} ({what})"))
    if not options:
        return zones.add_slot(game, "monster")
    if is_indomitable(game, obj.card):
        # no choice to make: place_in_slot puts it in a new slot whichever is named
        return options[0].id[len("slot:"):]
    picked = yield from stack.choose(game, player, f"Where does {game.card(obj.card).name} go?",
                                     options, {"why": "slot"})
    return picked[len("slot:"):]


def is_indomitable(game: Game, card_id: str) -> bool:
    """Indomitable (FS 9.10.5): never placed in an existing monster slot, never covered. A
    room may print it too (Daily Run): the same for room slots (an engine ruling: the keyword
    is defined for monsters, and a room's words can only mean its room slot)."""
    return "indomitable" in game.card(card_id).tags


def place_in_slot(game: Game, obj: GameObject, slot: str) -> Flow:
    """Put a card on top of a slot, covering what was there; an event's ability triggers.
    An Indomitable monster goes to a new monster slot instead, whatever the placement (an
    attack on the deck, a refill, an effect: FS 9.10.5)."""
    for kind in ("monster", "room"):
        if slot not in zones.slots(game, kind):
            continue
        below = zones.top(game, slot)
        if is_indomitable(game, obj.card) or (below is not None
                                              and is_indomitable(game, below.card)):
            slot = zones.add_slot(game, kind)
    old = zones.top(game, slot)
    if old is not None and slot in zones.slots(game, "monster"):
        yield from game.move(old, f"{slot}.covered", "top")
    new = yield from game.move(obj, slot, "top", face_down=False)
    if new is not None and slot in zones.monster_slots(game) and composite.is_composite(
            game, new.card):
        yield from composite.paint(game, new)  # "as it enters play" (Blank Canvas)
    if new is not None and "enters-deactivated" in game.card(new.card).tags:
        yield from game.perform("tap", {"object": new.id, "reason": "enters deactivated"})
    if new is not None and slot in zones.monster_slots(game) and is_event(game, new.card):
        push_event(game, new)
    return new


def push_event(game: Game, obj: GameObject) -> StackItem:
    """An event entered play: its ability goes on the stack, controlled by the AP (FS 1.15.5 d).
    An event whose script lists several ``abilities`` puts each on the stack as its own item,
    the first listed on top (R-024)."""
    card = game.card(obj.card)
    what = "curse" if card.type == "curse" else "event"
    names = _abilities(game, obj) if card.type == "event" else []
    item = None
    for name in reversed(names or [None]):
        text = f"{card.name} ({what})" + (f": {name.replace('_', ' ')}" if name else "")
        item = game.new_stack_item(what, game.active, text, source=obj.id, card=obj.card,
                                   resolver="event", data={"slot": obj.zone, "entry": name})
        game.push(item)
    game.data["reserved"].append(obj.zone)
    return item


def _abilities(game: Game, obj: GameObject) -> list[str]:
    """The separate abilities an event's script names (entry ``abilities``), if any."""
    if not game.scripts.has_entry(obj.card, "abilities"):
        return []
    names = game.scripts.query_entry(obj.card, "abilities", source=obj.id,
                                     controller=game.active) or []
    return [str(n) for n in names]


def _pending(game: Game, item: StackItem) -> bool:
    """Whether another ability of the same event is still on the stack."""
    return any(other.id != item.id and other.resolver == "event"
               and other.source == item.source for other in game.stack)


def release_slot(game: Game, item: StackItem) -> None:
    """The event's slot may be refilled again once its last ability has left the stack."""
    slot = item.data.get("slot")
    if slot in game.data["reserved"] and not _pending(game, item):
        game.data["reserved"].remove(slot)


def event_cancelled(game: Game, item: StackItem) -> Flow:
    """An event whose ability was cancelled goes to the monster discard all the same, and
    its slot refills (FS 1.15.5 d: 'when all its abilities have resolved or been cancelled';
    R-024: not while another of its abilities waits on the stack)."""
    release_slot(game, item)
    obj = game.objects.get(item.source or "")
    if obj is not None and zones.slot_of(game, obj) is not None and not _pending(game, item):
        yield from game.move(obj, "monster.discard")


def resolve_event(game: Game, item: StackItem) -> Flow:
    """Resolve an event's ability, then discard it; a curse goes to a player instead."""
    obj = game.objects.get(item.source or "")
    try:
        if obj is None or zones.slot_of(game, obj) is None:
            return
        card = game.card(obj.card)
        if card.type == "curse":
            options = [Option(f"player:{s}", label(game, s)) for s in game.seats_from(game.active)]
            picked = yield from stack.choose(game, game.active,
                                             f"Who gains {card.name}?", options,
                                             {"why": "curse", "card": obj.card})
            seat = picked[len("player:"):]
            new = yield from game.move(obj, f"{seat}.curses", "bottom", controller=seat)
            yield from game.perform("gain-curse", {"player": seat, "card": obj.card,
                                                   "object": new.id if new else None})
            return
        entry = item.data.get("entry")
        if entry:  # one of its separated abilities
            yield from game.scripts.run_entry(obj.card, str(entry), source=obj.id,
                                              controller=game.active)
        else:
            yield from game.scripts.run_entry(obj.card, "on_reveal", source=obj.id,
                                              controller=game.active)
        if (obj.id in game.objects and zones.slot_of(game, game.objects[obj.id]) is not None
                and not _pending(game, item)):
            yield from game.move(obj, "monster.discard")
    finally:
        release_slot(game, item)


def any_to_fill(game: Game) -> bool:
    """Whether some slot is empty and not reserved: only then may ``refill`` do anything (no
    event: the state check asks it before each priority; most find every slot full)."""
    zones_now = game.zones
    slots = game.data["slots"]
    reserved = game.data["reserved"]
    for kind in SLOT_DECK:
        for slot in slots.get(kind, ()):
            if not zones_now[slot].objects and slot not in reserved:
                return True
    return False


def refill(game: Game) -> Flow:
    """Fill every empty slot: uncover, or reveal the top card of its deck (FS 7.8)."""
    for kind, deck in SLOT_DECK.items():
        for slot in zones.slots(game, kind):
            if game.zones[slot].objects or slot in game.data["reserved"]:
                continue
            if kind == "shop" and sold_out.stays_empty(game, slot):
                continue
            covered = game.zones.get(f"{slot}.covered")
            if covered is not None and covered.objects:
                new = yield from game.move(covered.objects[0], slot, "top")
                if new is not None and is_event(game, new.card):
                    push_event(game, new)
                continue
            # an Indomitable monster revealed here goes to a new slot, and this one is filled
            # again (FS 9.10.5); bounded by the deck, which each pass shortens
            while not game.zones[slot].objects and slot not in game.data["reserved"]:
                if kind == "monster" and not _monster_left(game):
                    break  # only events are left: revealing them would never end (FS 7.8.3)
                if kind == "monster":
                    yield from _mix_in_monsters(game)
                obj = yield from zones.draw_top(game, deck)
                if obj is None:
                    break
                yield from place_in_slot(game, obj, slot)
                if game.over:
                    return


def _mix_in_monsters(game: Game) -> Flow:
    """A monster deck of events alone, with monsters in the discard, takes the discard in and
    is shuffled before a slot is refilled: events that put themselves back into the deck
    (Mother's Shadow!, Golden Troll Bomb!) would otherwise be revealed in turn for ever. The
    book is silent; this is the engine's reading of FS 1.4.3 and 7.8.3."""
    deck = game.zones["monster.deck"].objects
    discard = game.zones["monster.discard"].objects
    if not deck or any(game.card(o.card).type == "monster" for o in deck) or not any(
            game.card(o.card).type == "monster" for o in discard):
        return
    for obj in list(discard):
        yield from game.move(obj, "monster.deck", "bottom", face_down=True)
    yield from game.shuffle("monster.deck")


def _monster_left(game: Game) -> bool:
    """Whether the monster deck or its discard still holds a card that is a monster."""
    return any(game.card(o.card).type == "monster"
               for zone in ("monster.deck", "monster.discard")
               for o in game.zones[zone].objects)


def setup_slot(game: Game, slot: str, deck: str) -> None:
    """Fill a slot during set-up; events go to the bottom without triggering (FS 2.1.5). An
    Indomitable monster revealed here expands the monster slots by 1 and goes into the new
    slot, and this slot is filled again (FS 9.10.5: "if this would be placed in a monster
    slot", set-up included)."""
    pile = game.zones[f"{deck}.deck"].objects
    for _ in range(len(pile)):
        obj = pile[0]
        if deck == "monster" and is_event(game, obj.card):
            game.move_object(obj, f"{deck}.deck", "bottom", face_down=True)
            continue
        if deck in ("monster", "room") and is_indomitable(game, obj.card):
            game.move_object(obj, zones.add_slot(game, deck), "top", face_down=False)
            continue
        game.move_object(obj, slot, "top")
        return
