"""An item that becomes a room (Cracked Key, issue #35): "choose a non-eternal item: it becomes
a room; expand room slots by 1 and put it there".

The item moves to a new room slot (FS 1.8.4: nothing there is covered), keeping its counters
(it does not leave play, as a card that changes kind, changing_kind.py) but not its damage; it
is no longer an item, so nothing that counts or picks items sees it. Nobody controls a room and
its "you" is the active player (FS 1.15.7, R-124): a card that became one keeps its own script,
whose ``ctx.controller`` is read as the active player: the rules hand it to the active player
when it arrives and at the start of every turn (``follow_active``), so its ↷ is theirs to use
(``Ruleset.activator``), its static abilities favour them and its triggers are theirs. It
recharges with the rooms at the start of each turn (FS 3.1). Discarded, it goes to its own
deck's discard pile like any card (FS 10.5.1).
"""

from __future__ import annotations

from typing import Any

from deckwright.kernel.game import Game
from deckwright.kernel.scripting.vocabulary import Vocabulary

from . import zones
from .facts import Flow, is_eternal


def is_item(game: Game, obj: Any) -> bool:
    """Whether ``obj`` is an item in play: a player's or a shop's (FS 1.15.1)."""
    return obj.zone.endswith(".items") or obj.zone in zones.slots(game, "shop")


def into_room(game: Game, ident: str) -> Flow:
    """A non-eternal item in play becomes a room in a new room slot; its new id, or None if it
    is not such an item (or its move was replaced)."""
    obj = game.objects.get(str(ident))
    if obj is None or not is_item(game, obj) or is_eternal(game, obj):
        return None
    kept = {name: n for name, n in obj.counters.items() if n and name != "damage"}
    slot = zones.add_slot(game, "room")
    yield from game.perform("expand", {"slot_kind": "room", "count": 1})
    new = yield from game.move(obj, slot, "top", face_down=False, controller=game.active)
    if new is None:
        return None
    for name, amount in kept.items():
        yield from game.change_counter(new.id, name, amount)
    return new.id


def follow_active(game: Game) -> None:
    """Every card of another kind in a room slot is the active player's to use (its "you"):
    called when a turn starts, before its recharge."""
    for slot in zones.slots(game, "room"):
        for obj in game.zones[slot].objects:
            if game.card(obj.card).type != "room":
                obj.controller = game.active


VOCABULARY = Vocabulary("Four Souls")


@VOCABULARY.action("into_room(item: id) -> id|nil",
                   "A non-eternal item in play (a player's or the shop's) becomes a room: room "
                   "slots expand by one and it goes there, keeping its counters (Cracked Key). "
                   "Nobody controls it: the active player uses its abilities, and its 'you' "
                   "(ctx.controller) is the active player. Returns its new id, or nil if it "
                   "was not such an item.")
def _into_room(game: Game, source: Any, controller: Any, ident: str) -> Flow:
    return (yield from into_room(game, str(ident)))
