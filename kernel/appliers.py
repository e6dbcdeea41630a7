"""The kernel's own event kinds applied to the state: a move (which makes a new object), a
counter change (within its bounds), tapping and untapping, a shuffle, a die roll, a reveal and
a flag. A game adds its own kinds through ``Ruleset.event_appliers``."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any, Protocol

from .errors import ScenarioError
from .events import Event
from .rng import Rng
from .state import TOP, GameObject, Player, Zone


class EventTarget(Protocol):
    """What applying a kernel event needs of a game: its players, zones, objects and dice."""

    players: dict[str, Player]
    objects: dict[str, GameObject]
    rng: Rng
    counters_version: int

    def counters_changed(self, *names: str) -> None: ...
    def obj(self, object_id: str) -> GameObject: ...
    def zone(self, name: str) -> Zone: ...
    def zone_changed(self, zone: Zone) -> None: ...
    def move_object(self, obj: GameObject, to: str, position: str | int = TOP, *,
                    face_down: bool | None = None, controller: str | None = None
                    ) -> GameObject: ...


def apply_move(game: EventTarget, event: Event) -> str:
    data = event.data
    obj = game.objects.get(data["object"])
    if obj is None:
        obj = game.obj(data["object"])  # raises: no such object
    data["from"] = obj.zone
    data["card"] = obj.card
    if "owner" not in data:
        data["owner"] = obj.owner
    if obj.face_down:  # who saw the card before it moved decides who may read this event
        data["face_down_before"] = True
    if obj.known_to:
        data["known_to_before"] = list(obj.known_to)
    # what it was as it left (its new object starts afresh): a trigger of this move, or of
    # what follows, may read it (last known information: its counters, controller and whether
    # it was tapped; a game adds what it derives, like stats)
    counters = obj.counters
    data["last_known"] = {"counters": dict(counters) if counters else {},
                          "controller": obj.controller, "tapped": obj.tapped}
    new = game.move_object(obj, data["to"], data.get("position", TOP),
                           face_down=data.get("face_down"), controller=data.get("controller"))
    new_id = data["new_object"] = new.id
    return new_id


def apply_counter(game: EventTarget, event: Event) -> int:
    data = event.data
    target = data["target"]
    holder = game.players.get(target) or game.obj(target)
    name = data["name"]
    before = holder.counters.get(name, 0)
    after = before + int(data["amount"])
    low = data.get("minimum", 0)
    high = data.get("maximum")
    if low is not None:
        after = max(low, after)
    if high is not None:
        after = min(high, after)
    holder.counters[name] = after
    game.counters_changed(name)
    return after - before


def apply_tap(game: EventTarget, event: Event) -> bool:
    obj = game.obj(event.data["object"])
    was = obj.tapped
    obj.tapped = True
    return not was


def apply_untap(game: EventTarget, event: Event) -> bool:
    obj = game.obj(event.data["object"])
    was = obj.tapped
    obj.tapped = False
    return was


def apply_shuffle(game: EventTarget, event: Event) -> None:
    zone = game.zone(event.data["zone"])
    game.rng.shuffle(zone.objects)
    game.zone_changed(zone)


def apply_roll(game: EventTarget, event: Event) -> int:
    rng = game.rng
    if rng.forced_only and not rng.forced_rolls:
        why = f" ({event.data['why']})" if event.data.get("why") else ""
        raise ScenarioError(f"{event.data.get('player')} rolled a d{event.data.get('sides', 6)}"
                            f"{why} after the scenario's {rng.forced_given} forced roll(s) ran "
                            "out: add its result to setup: rolls")
    faces = event.data.get("faces")
    if faces:
        # a replacement (a card script) made the "die" something else that still gives a roll
        # result, like a coin whose faces are 6 and 1; only whole numbers count, 64 at most
        given = faces.values() if isinstance(faces, dict) else faces
        given = given if isinstance(given, (list, tuple)) or isinstance(faces, dict) else ()
        shown = [f for f in itertools.islice(given, 64)
                 if isinstance(f, int) and not isinstance(f, bool) and 0 < f < 10**6]
        if shown:
            face = game.rng.roll(len(shown))  # a scenario's forced roll n shows face n
            return shown[max(1, min(len(shown), face)) - 1]
    return game.rng.roll(int(event.data.get("sides", 6)))


def apply_reveal(game: EventTarget, event: Event) -> None:
    obj = game.obj(event.data["object"])
    to = event.data.get("to", "all")
    if to == "all":
        obj.face_down = False
        obj.known_to = []
        return
    for seat in [to] if isinstance(to, str) else to:
        if seat not in obj.known_to:
            obj.known_to.append(seat)


def apply_flag(game: EventTarget, event: Event) -> None:
    target = event.data["target"]
    holder = game.players.get(target) or game.obj(target)
    value = event.data.get("value", True)
    if value is None:
        holder.flags.pop(event.data["name"], None)
    else:
        holder.flags[event.data["name"]] = value


KERNEL_APPLIERS: dict[str, Callable[[Any, Event], Any]] = {
    "move": apply_move,
    "counter": apply_counter,
    "tap": apply_tap,
    "untap": apply_untap,
    "shuffle": apply_shuffle,
    "roll": apply_roll,
    "reveal": apply_reveal,
    "flag": apply_flag,
}
