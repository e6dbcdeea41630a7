"""The stack (FS 4): triggers in the rules' order, targets fixed on the stack, fizzle.

Card abilities are made by the kernel (``scripts.activation.activate`` and
``scripts.triggers.to_stack_item``); this module moves their targets into
``item.data["targets"]`` and resolves them itself, so a target may also be another stack item
(a die roll, a loot being played) and the item fizzles only when every target is gone
(FS 4.4.3).
"""

from __future__ import annotations

from typing import Any

from deckwright.kernel.decisions import CHOOSE, ORDER, Decision, Option
from deckwright.kernel.events import PendingTrigger, StackItem
from deckwright.kernel.game import Game

from . import zones
from .state import Flow


def find_item(game: Game, item_id: str) -> StackItem | None:
    """The stack item with ``item_id``, or None."""
    for item in game.stack:
        if item.id == item_id:
            return item
    return None


def target_exists(game: Game, target: str) -> bool:
    """Whether a target is still there: a seat, an object, or an item on the stack."""
    return game.exists(target) or find_item(game, target) is not None


def is_game_trigger(game: Game, trigger: PendingTrigger) -> bool:
    """Whether a waiting trigger is controlled by the game (monsters, events, rooms)."""
    if trigger.controller not in game.players:
        return True
    if trigger.source and trigger.source in game.objects:
        return zones.seat_of_zone(game.objects[trigger.source].zone) is None
    if trigger.card and game.library is not None and trigger.card in game.library.cards:
        return game.card(trigger.card).type in ("monster", "event", "room")
    return False


def order_triggers(game: Game, triggers: list[PendingTrigger]) -> Flow:
    """Game triggers first (the active player orders them), then each player's in turn order
    from the active player, each ordering their own (FS 4.3.2)."""
    ordered: list[PendingTrigger] = []
    groups: list[tuple[str, list[PendingTrigger]]] = []
    game_own = [t for t in triggers if is_game_trigger(game, t)]
    groups.append((game.active, game_own))
    for seat in game.seats_from(game.active):
        groups.append((seat, [t for t in triggers if t not in game_own and t.controller == seat]))
    for chooser, own in groups:
        if len(own) > 1:
            options = [Option(f"trigger:{i}", t.label) for i, t in enumerate(own)]
            order = yield Decision(chooser, ORDER,
                                   "Order these triggered abilities (the first listed resolves "
                                   "last)", options)
            own = [own[int(o.split(":")[1])] for o in order]
        ordered.extend(own)
    return ordered


def push_triggers(game: Game) -> Flow:
    """Put every waiting trigger on the stack in the rules' order (FS 4.3)."""
    while game.waiting:
        batch, game.waiting = game.waiting, []
        ordered = yield from order_triggers(game, batch)
        for trigger in ordered:
            if is_game_trigger(game, trigger):
                trigger.controller = game.active  # "you" on a monster card is the AP (1.2.3)
            item = yield from game.scripts.triggers.to_stack_item(trigger)
            if item is None:
                continue
            adopt(item)
            game.push(item)


def adopt(item: StackItem) -> StackItem:
    """Take a kernel-made ability item under this game's resolution and fizzle rules."""
    if item.resolver == "ability":
        item.data["targets"] = list(item.targets)
        item.targets = []
        item.resolver = "fs-ability"
    return item


def resolve_ability(game: Game, item: StackItem) -> Flow:
    """Resolve a card's activated or triggered ability, unless all its targets are gone."""
    targets = list(item.data.get("targets") or [])
    if targets and not any(target_exists(game, t) for t in targets):
        game.history.append((game.turn, "fizzle", {"item": item.id, "label": item.label}))
        yield from release_loot(game, item)
        return
    item.targets = targets
    try:
        yield from game.scripts.resolve_stack_item(item)
    finally:
        item.targets = []
    yield from release_loot(game, item)


def held_by(game: Game, loot_id: str) -> StackItem | None:
    """The ability on the stack whose source is a loot card still on the stack (a loot whose
    ability copies an item's, FS 10.5.4), or None."""
    for item in game.stack:
        if item.kind == "ability" and item.source == loot_id:
            return item
    return None


def release_loot(game: Game, item: StackItem) -> Flow:
    """The loot card held on the stack by this ability goes to the loot discard (FS 10.5.4)."""
    obj = game.objects.get(str(item.data.get("loot") or ""))
    if obj is not None and obj.zone == "stack":
        yield from game.move(obj, "loot.discard")


def choose(game: Game, player: str, prompt: str, options: list[Option],
           context: dict[str, Any] | None = None) -> Flow:
    """Ask one choice (skipped when there is only one option); return the chosen id."""
    if len(options) == 1:
        return options[0].id
    picked = yield Decision(player, CHOOSE, prompt, options, context=context or {})
    return picked
