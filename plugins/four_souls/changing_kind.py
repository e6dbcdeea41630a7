"""Cards that change kind (issue #35): an event, a loot card or a monster that becomes an item
(Golden Idol, Grubfather, Hot Potato!, Brea in Distress, Nightmare Tick, the Pills! of the
Unboxing of Isaac, Balrog, Peeper). The card leaves its slot, the stack, its discard pile or
the death zone for the items of the player who gains it (a gain, FS 10.6.1, told by the
gain-item event); the counters it had stay on it (they would go with a plain move: FS 10.14.6
is about leaving play, and the card does not leave it). From then on its script's abilities
work as an item's: the items are an ability zone, and an event's slot resolution leaves alone
a card that is no longer in its slot.

"It becomes an item with X (losing its other abilities)": the item has only the abilities its
script marks ``given`` under the labels named (``keeps``), and none of its own, for as long as
it is that object (a flag on it, read by the kernel's ability index through
``Ruleset.ability_changes``; an object that moves is a new object, DESIGN §2.1).

A "Roll-" outcome resolves after the card that rolled has resolved (FS 5.1.4): by then an event
or a loot card is in its discard pile, and "this becomes an item" finds it there (the newest
object of its card in that pile, newer than the one that rolled). It has no counters left
there (FS 10.14.6): a card that is followed keeps what it has, which is nothing.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from deckwright.kernel.game import Game
from deckwright.kernel.ruleset import AbilityChange
from deckwright.kernel.state import GameObject

from . import zones
from .facts import Flow

KEEPS = "item_abilities"  # on an object: the labels of the given abilities it has as an item
USED = "became_with_abilities"  # in game.data once a card became an item with abilities named


def _number(object_id: str) -> int:
    tail = object_id.rpartition("#")[2]
    return int(tail) if tail.isdigit() else 0


def followed(game: Game, source: str) -> GameObject | None:
    """The object a card is now: ``source`` itself, or, if it left for its discard pile since
    (an event or loot card whose roll resolves after it did, FS 5.1.4), the newest object of
    its card there that is newer than ``source``; None if it is in neither place."""
    obj = game.objects.get(source)
    if obj is not None:
        return obj
    card = source.rpartition("#")[0]
    if not card or card not in game.library.cards:
        return None
    pile = game.zones.get(zones.discard_zone(game, card))
    after = _number(source)
    found = [o for o in pile.objects if o.card == card and _number(o.id) > after] if pile else []
    return max(found, key=lambda o: _number(o.id)) if found else None


def to_item(game: Game, obj: Any, player: str, keeps: Iterable[str] = ()) -> Flow:
    """``obj`` becomes an item ``player`` gains, with only the given abilities labelled
    ``keeps`` if any are named; the new object (None if the move was replaced)."""
    kept = dict(obj.counters)
    labels = [str(k) for k in keeps]
    new = yield from game.move(obj, f"{player}.items", "bottom", face_down=False,
                               controller=player)
    if new is None:
        return None
    if labels:
        new.flags[KEEPS] = labels
        game.data[USED] = True
        game.abilities_changed()
    for name, amount in kept.items():
        if amount and name != "damage":
            yield from game.change_counter(new.id, name, amount)
    yield from game.perform("gain-item", {"player": player, "card": new.card, "object": new.id,
                                          "how": "becomes"})
    return new


def ability_changes(game: Game, holders: list[Any]) -> dict[str, AbilityChange]:
    """The items that became so with only some of their card's given abilities, by object
    id: their own abilities are stripped and those given."""
    if not game.data.get(USED):
        return {}
    out = {}
    for obj, _ in holders:
        labels = obj.flags.get(KEEPS)
        if labels:
            out[obj.id] = AbilityChange(stripped=True,
                                        gives=tuple((obj.card, label) for label in labels))
    return out
