"""Plain game state: players with counters, zones of objects, and the JSON views of them."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

PUBLIC = "public"
OWNER = "owner"
HIDDEN = "hidden"
VISIBILITIES = (PUBLIC, OWNER, HIDDEN)

# where a card goes in a zone (or an index)
TOP = "top"
BOTTOM = "bottom"

# What the JSON of the game holds (``Game.snapshot()``: what a scenario's ``path:`` reads), a
# sentence per key, for the reference; tests/kernel/test_typed_api.py checks them against
# what ``to_json``, ``zone_json`` and ``snapshot`` really give.
SNAPSHOT_FIELDS: dict[str, str] = {
    "game": "The game's id.",
    "seed": "The seed the game was started with.",
    "options": "The game's options, by name.",
    "turn": "The turn number.",
    "active": "The active player's seat.",
    "phase": "The game's phase name (the game's own words).",
    "step": "The game's step name, if it has steps.",
    "players": "Each seat's player (below), by seat: `players.p1.counters.cents`.",
    "zones": "Each zone (below), by name: `zones.p1.hand.cards`.",
    "stack": "The stack's items, bottom first.",
    "waiting": "Triggers waiting to go on the stack.",
    "memory": "What cards remembered (`ctx:remember`), by object id (or card/key).",
    "data": "The game's own state (its rules' bookkeeping: the turn, the attack …).",
    "rng": "The random generator's state.",
    "over": "Whether the game is over.",
    "result": "The result once over (winners …), else nothing.",
    "decisions": "How many decisions have been answered.",
    "next_object": "The number the next new object's id will take.",
}
PLAYER_FIELDS: dict[str, str] = {
    "counters": "The player's counters by name; a counter never set is absent (read it as 0).",
    "flags": "The game's flags for the player (dead, eliminated …); absent when unset.",
}
ZONE_FIELDS: dict[str, str] = {
    "visibility": "'public', 'owner' (only its owner sees it) or 'hidden'.",
    "cards": "The zone's objects (below), top first.",
    "owner": "The seat that owns the zone; absent for a shared zone.",
}
OBJECT_FIELDS: dict[str, str] = {
    "id": "The object's id (it changes when the card changes zones).",
    "card": "The card's id in its set.",
    "owner": "Its owner's seat; absent for the game's own cards.",
    "controller": "Its controller's seat, only when not its owner.",
    "tapped": "`true` when tapped; absent when untapped.",
    "face_down": "`true` when face down; absent when face up.",
    "known_to": "The seats that have seen a face-down or hidden card; absent when none.",
    "counters": "Its counters by name; absent when it has none, and a counter never set is "
                "absent (read it as 0).",
    "flags": "The game's flags for it; absent when none.",
}


@dataclass(slots=True, eq=False)
class GameObject:
    """A card in a zone. A move to another zone makes a new object with a new id.

    Objects compare by identity (two copies of a card are different objects), which also
    keeps removal from a zone cheap.
    """

    id: str
    card: str
    zone: str
    owner: str | None = None
    controller: str | None = None
    tapped: bool = False
    face_down: bool = False
    known_to: list[str] = field(default_factory=list)
    counters: dict[str, int] = field(default_factory=dict)
    flags: dict[str, Any] = field(default_factory=dict)

    # the fields to_json leaves out when they are empty, false or the default (a scenario's
    # `exists: false` may name them: they can exist)
    OPTIONAL_FIELDS = ("owner", "controller", "tapped", "face_down", "known_to", "counters",
                       "flags")

    def to_json(self) -> dict[str, Any]:
        """The object as plain data."""
        out: dict[str, Any] = {"id": self.id, "card": self.card}
        if self.owner is not None:
            out["owner"] = self.owner
        if self.controller is not None and self.controller != self.owner:
            out["controller"] = self.controller
        if self.tapped:
            out["tapped"] = True
        if self.face_down:
            out["face_down"] = True
        if self.known_to:
            out["known_to"] = list(self.known_to)
        if self.counters:
            out["counters"] = dict(self.counters)
        if self.flags:
            out["flags"] = dict(self.flags)
        return out


@dataclass(slots=True)
class Zone:
    """An ordered list of objects; index 0 is the top."""

    name: str
    visibility: str = PUBLIC
    owner: str | None = None
    objects: list[GameObject] = field(default_factory=list)
    # bumped at every change of its objects or their order (``Game.zone_changed``): a cache of
    # something read from the zone is still good while the number it saw is the same
    version: int = 0

    def visible_to(self, viewer: str | None) -> bool:
        """Whether ``viewer`` (None: an omniscient judge) sees the zone's contents."""
        if viewer is None or self.visibility == PUBLIC:
            return True
        return self.visibility == OWNER and viewer == self.owner

    def cards(self) -> list[str]:
        """Card ids from top to bottom."""
        return [o.card for o in self.objects]


@dataclass(slots=True)
class Player:
    """A seat with named counters and free-form per-game flags."""

    seat: str
    counters: dict[str, int] = field(default_factory=dict)
    flags: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """The player as plain data."""
        return {"counters": dict(self.counters), "flags": dict(self.flags)}


def object_view(obj: GameObject, zone: Zone, viewer: str | None) -> dict[str, Any]:
    """An object as ``viewer`` may see it: face-down and hidden cards show no identity."""
    if viewer is None:
        return obj.to_json()
    seen = zone.visible_to(viewer) and not obj.face_down
    if seen or viewer in obj.known_to:
        data = obj.to_json()
        data.pop("known_to", None)
        return data
    hidden: dict[str, Any] = {"hidden": True}
    if obj.face_down:
        hidden["face_down"] = True
    if obj.owner is not None:
        hidden["owner"] = obj.owner
    return hidden


def zone_json(zone: Zone, cards: list[dict[str, Any]]) -> dict[str, Any]:
    """A zone as plain data: its visibility, owner and the cards given (as a viewer sees them)."""
    out: dict[str, Any] = {"visibility": zone.visibility, "cards": cards}
    if zone.owner is not None:
        out["owner"] = zone.owner
    return out
