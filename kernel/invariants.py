"""Invariants checked after every event in seeded random games (DESIGN §9)."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from .errors import RulesError

if TYPE_CHECKING:
    from .events import Event
    from .game import Game


def kernel_invariants(game: Game) -> list[str]:
    """What must hold in any game: each object in exactly one zone, the index agrees."""
    problems = []
    seen: Counter[str] = Counter()
    for name, zone in game.zones.items():
        for obj in zone.objects:
            seen[obj.id] += 1
            if obj.zone != name:
                problems.append(f"{obj.id} sits in {name} but believes it is in {obj.zone}")
            if game.objects.get(obj.id) is not obj:
                problems.append(f"{obj.id} in {name} is missing from the object index")
    problems.extend(f"{oid} is in {n} zones" for oid, n in seen.items() if n > 1)
    problems.extend(f"{oid} is indexed but in no zone" for oid in game.objects if oid not in seen)
    return problems


class InvariantChecker:
    """An observer that checks the kernel's and the game's invariants after every event."""

    def __init__(self, game: Game) -> None:
        self.cards = len(game.objects)
        self.conserve = game.rules.conserves_cards
        self.events = 0

    def __call__(self, game: Game, event: Event) -> None:
        """Raise RulesError naming the event after which an invariant broke."""
        self.events += 1
        problems = kernel_invariants(game)
        if self.conserve and len(game.objects) != self.cards:
            problems.append(f"{len(game.objects)} cards in the game, {self.cards} at the start")
        problems.extend(game.rules.invariants(game))
        if problems:
            raise RulesError(f"after event {self.events} ({event.kind} {event.data}): "
                             + "; ".join(problems[:5]))
