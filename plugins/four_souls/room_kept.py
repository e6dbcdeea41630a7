"""A room that cannot be put into the discard (Everything Must Go, issue #35): "it cannot be
put into discard until the shop is empty".

A card says so with the static ``room_kept`` (subject: the room's object id; above 0: it stays).
The room step does not offer to discard it (FS 3.4 step 3), and any other move of it from its
slot to the room discard (a round's stale room, FS 2.3.5; a card's effect) is prevented. A new
room placed on it still covers it (FS 1.9): covering is not discarding.
"""

from __future__ import annotations

from deckwright.kernel.events import Event, Replacement
from deckwright.kernel.game import Game

from . import zones

STAT = "room_kept"
DISCARD = "room.discard"


def kept(game: Game, room_id: str) -> bool:
    """Whether the room ``room_id`` cannot be put into the discard now."""
    value = game.scripts.modified(STAT, room_id, 0)
    return isinstance(value, (int, float)) and value > 0


def replacements(game: Game, event: Event) -> list[Replacement]:
    """A move of a kept room from its slot to the room discard does not happen."""
    if event.data.get("to") != DISCARD or "rule:room-kept" in event.applied:
        return []
    obj = game.objects.get(event.data.get("object"))
    if obj is None or obj.zone not in zones.slots(game, "room") or not kept(game, obj.id):
        return []

    def stay(game: Game, event: Event) -> None:
        event.cancelled = True
        game.narrate(f"{game.card_name(event.data['object'])} cannot be discarded now")
    return [Replacement("rule:room-kept", "the room cannot be discarded", stay)]
