"""Cancelling stack items (FS 4.5): they leave without resolving; what they held is put away."""

from __future__ import annotations

from deckwright.kernel.game import Game

from .death import survive
from .facts import Flow
from .slots import event_cancelled
from .stack import release_loot

# engine items that "cancel everything" leaves alone: the steps of a death are not stack
# objects in the official rules (FS 4.1.2, 16 A8), we only park them on the stack
UNCANCELLABLE = {"death-step"}


def cancel(game: Game, item_id: str) -> Flow:
    """Cancel a stack item (FS 4.5.1): it leaves without resolving; a loot is discarded, and
    so is an event or curse whose ability it was (FS 1.15.5 d); the object of a cancelled
    death heals to 1 health (FS 4.5.3)."""
    item = game.remove_from_stack(item_id)
    if item is None:
        return False
    if item.kind == "loot" and item.source in game.objects:
        obj = game.objects[item.source]
        if obj.zone == "stack":
            yield from game.move(obj, "loot.discard")
    yield from release_loot(game, item)
    if item.kind in ("event", "curse"):
        yield from event_cancelled(game, item)
    if item.kind == "death":
        yield from survive(game, item.data["target"])
    yield from game.perform("cancelled", {"item": item_id, "item_kind": item.kind,
                                          "controller": item.controller})
    return True


def clear_stack(game: Game) -> Flow:
    """Cancel everything on the stack that has not resolved (The Fool, Mom's Hand …)."""
    for item in list(reversed(game.stack)):
        if item.kind in UNCANCELLABLE:
            continue
        yield from cancel(game, item.id)
