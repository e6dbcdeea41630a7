"""The stack (FS 4): triggers in the rules' order, what a target may be, fizzle.

Card abilities go on the kernel's stack and resolve there; this module gives the kernel the
Four Souls parts: the order of waiting triggers (FS 4.3.2), that a target may also be another
stack item (a die roll, a loot being played) so an item fizzles only when every target is gone
(FS 4.4.3), and the loot card an ability holds on the stack (FS 10.5.4).
"""

from __future__ import annotations

from typing import Any

from deckwright.kernel.decisions import CHOOSE, ORDER, Decision, Option
from deckwright.kernel.events import PendingTrigger, StackItem
from deckwright.kernel.game import Game

from . import zones
from .facts import Flow


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
    from the active player, each ordering their own (FS 4.3.2); the game's own triggers are
    then the active player's ("you" on a monster card is the active player, FS 1.2.3)."""
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
    for trigger in ordered:
        if is_game_trigger(game, trigger):
            trigger.controller = game.active
    return ordered


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
           context: dict[str, Any] | None = None, back: bool = False) -> Flow:
    """Ask one choice (skipped when there is only one option); return the chosen id, or
    ``BACK`` when ``back`` lets the player take back the menu that led here."""
    if len(options) == 1:
        return options[0].id
    picked = yield Decision(player, CHOOSE, prompt, options, context=context or {}, back=back)
    return picked
