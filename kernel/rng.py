"""The game's one seeded random generator: small, serialisable, identical on every platform."""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import TypeVar

from .errors import ScenarioError

T = TypeVar("T")

_MASK64 = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


class Rng:
    """SplitMix64: one 64-bit integer of state, so snapshots and replays carry it exactly.

    Python's ``random`` would also be deterministic, but its 625-word state bloats every
    snapshot and its algorithms are only stable by convention; this one is ours.
    """

    __slots__ = ("state", "forced_rolls", "forced_only", "forced_given")

    def __init__(self, seed: int | str = 0) -> None:
        if isinstance(seed, str):
            seed = int.from_bytes(seed.encode("utf-8")[:8].ljust(8, b"\0"), "big")
        self.state = (int(seed) * 0x2545F4914F6CDD1D + 0x1234567) & _MASK64
        self.forced_rolls: list[int] = []
        # a scenario's game rolls only the dice it forced: one more roll is a ScenarioError,
        # not a silent random result that lets the scenario pass for the wrong reason
        self.forced_only = False
        self.forced_given = 0  # forced rolls used so far, for that error

    def next64(self) -> int:
        """Return the next raw 64-bit value."""
        self.state = z = (self.state + _GOLDEN) & _MASK64
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Return a uniform integer in ``[0, n)`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            # next64's steps, without its call: every shuffle and random choice draws here
            self.state = z = (self.state + _GOLDEN) & _MASK64
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
            v = z ^ (z >> 31)
            if v < limit:
                return v % n

    def randint(self, lo: int, hi: int) -> int:
        """Return a uniform integer in ``[lo, hi]``."""
        return lo + self.below(hi - lo + 1)

    def random(self) -> float:
        """Return a float in ``[0, 1)`` with 53 random bits."""
        return (self.next64() >> 11) / float(1 << 53)

    def roll(self, sides: int = 6) -> int:
        """Roll a die: a forced result first (scenarios), else a uniform face."""
        if self.forced_rolls:
            self.forced_given += 1
            return self.forced_rolls.pop(0)
        if self.forced_only:
            raise ScenarioError(f"a d{sides} rolled after the scenario's {self.forced_given} "
                                "forced roll(s) ran out: add its result to setup: rolls")
        return 1 + self.below(sides)

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle in place (Fisher–Yates)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: list[T]) -> T:
        """Pick one item uniformly."""
        return items[self.below(len(items))]

    def derive(self, label: str) -> Rng:
        """Return an independent generator for ``label`` (bots), leaving this one untouched."""
        child = Rng(0)
        h = 1469598103934665603
        for b in label.encode("utf-8"):
            h = ((h ^ b) * 1099511628211) & _MASK64
        child.state = (self.state ^ h) & _MASK64
        return child

    def to_json(self) -> dict[str, object]:
        """Serialisable state."""
        return {"state": self.state, "forced_rolls": list(self.forced_rolls)}
