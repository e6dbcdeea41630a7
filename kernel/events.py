"""Events, replacement effects and triggered abilities as plain data."""

from __future__ import annotations

from collections.abc import Callable, Generator
from dataclasses import dataclass, field
from typing import Any

Flow = Generator[Any, Any, Any]


@dataclass(slots=True)
class Event:
    """A change the rules care about. ``data`` is plain and may be rewritten by replacements."""

    kind: str
    data: dict[str, Any]
    affected: str | None = None
    # the ids of the replacements applied so far: most events meet none, so this is a
    # tuple shared by all of them until the first (the loop makes a new one each time)
    applied: tuple[str, ...] = ()
    cancelled: bool = False
    result: Any = None

    def get(self, key: str, default: Any = None) -> Any:
        """A field of the event."""
        return self.data.get(key, default)

    def to_json(self) -> dict[str, Any]:
        """The event as plain data (what triggers and card scripts see)."""
        out = dict(self.data)
        out["kind"] = self.kind
        if self.result is not None:
            out["result"] = self.result
        return out


@dataclass(slots=True)
class Replacement:
    """A candidate rewrite of an event. ``apply`` mutates the event (may cancel it).

    ``id`` must be stable for the effect's source so the loop can apply it at most once per
    event; ``apply`` may be a plain function or return a generator that asks decisions.
    """

    id: str
    label: str
    # called with the game (kernel.gameapi.GameAPI, which names this module's classes)
    apply: Callable[[Any, Event], Flow | None]
    controller: str | None = None


@dataclass(slots=True)
class PendingTrigger:
    """A triggered ability waiting to be put on the stack the next time priority is given."""

    controller: str
    source: str | None
    label: str
    event: dict[str, Any]
    card: str | None = None
    ability: int | None = None
    resolver: str | None = None
    data: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """The waiting trigger as plain data."""
        return {"controller": self.controller, "source": self.source, "label": self.label}


@dataclass(slots=True)
class StackItem:
    """Something on the stack: a card play, an ability, or an engine item (a roll, an attack).

    ``resolver`` names how it resolves: ``ability`` for a card script ability, otherwise a
    resolver the game registered. Targets are fixed when the item is put on the stack: seats,
    objects, or anything else the game's ``Ruleset.target_exists`` knows (another stack item).
    """

    id: str
    kind: str
    controller: str
    label: str
    source: str | None = None
    card: str | None = None
    ability: int | None = None
    resolver: str = "ability"
    targets: list[str] = field(default_factory=list)
    data: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """The stack item as plain data; its targets are listed in ``data`` (a card ability's
        always, even none; another item's when it has some)."""
        out: dict[str, Any] = {
            "id": self.id,
            "kind": self.kind,
            "controller": self.controller,
            "label": self.label,
        }
        if self.source is not None:
            out["source"] = self.source
        data = self.data
        # in data, where the saved games of a game with a stack have them: the state hashes
        # in their logs must still match when they are replayed
        if self.targets or self.resolver == "ability":
            data = {**data, "targets": list(self.targets)}
        if data:
            out["data"] = _plain(data)
        return out


def _plain(value: Any) -> Any:
    """Drop anything that is not JSON-able (defensive: stack data should already be plain)."""
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    return repr(type(value).__name__)


# the events the kernel itself performs (every game has them), with what a card sees on each
KERNEL_EVENT_DOCS: dict[str, str] = {
    "counter": "A counter changes: ev.target (seat or object id), ev.name, ev.amount (may be "
               "negative); after it, the real change.",
    "move": "An object moves: ev.object, ev.from, ev.to, ev.position, ev.card, and any "
            "field the game adds (Four Souls: ev.how = 'cost' for a discard paying a cost); "
            "after it, ev.result is the object's new id and ev.last_known what it was as it "
            "left (its new object starts afresh): ev.last_known.counters (a table of counter "
            "names), .controller, .tapped.",
    "reveal": "A face-down object is shown: ev.object, ev.to ('all' or seats).",
    "roll": "A die is rolled: ev.player, ev.sides; after it, ev.result. A replacement may set "
            "ev.faces, the results it can show instead (a coin: {6, 1}).",
    "shuffle": "A zone is shuffled: ev.zone.",
    "tap": "An object is tapped (deactivated): ev.object.",
    "untap": "An object is untapped (recharged): ev.object.",
}
KERNEL_EVENTS = frozenset(KERNEL_EVENT_DOCS)
