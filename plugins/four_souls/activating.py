"""Activating an ability (FS 9.3): the player's own choice from the priority actions, or one
another card makes them take (Telekinesis: "they must activate it if able").

Both go the same way: target, costs, onto the stack, the ``activate`` event for the triggers.
"""

from __future__ import annotations

from deckwright.kernel.game import Game

from . import loot
from .facts import Flow


def activate(game: Game, player: str, object_id: str, key: int | str) -> Flow:
    """``player`` activates the ability ``key`` (``Ability.key``) of ``object_id``; the stack
    item, or None if it could not be (no target, a cost not paid)."""
    obj = game.objects[object_id]
    card = game.card(obj.card)
    item = yield from game.scripts.activation.activate(player, object_id, key)
    if item is None:
        return None
    item.data["activated"] = True
    loot.note(game, player, "activate")
    yield from game.perform("activate", {
        "player": player, "object": object_id, "card": obj.card, "item": item.id,
        "is_item": card.type != "character", "targets": list(item.targets)})
    return item


def usable_keys(game: Game, player: str, object_id: str) -> list[tuple[int | str, str]]:
    """The abilities of ``object_id`` that ``player`` could activate right now, as
    (``Ability.key``, label)."""
    obj = game.objects.get(object_id)
    if obj is None:
        return []
    can_use = game.scripts.activation.can_use
    return [(a.key, a.label) for o, s, a in game.scripts.index.activated()
            if o is obj and can_use(player, o, s, a)]
