"""Typed card stats: each game declares its stats (name, type, range) and a set is checked
against them when it loads, so a bad value is an error with file and line, not a crash mid-game.

Every check returns the value to keep (a player-count table's keys become text) and the
problems found, each a short phrase the set loader prefixes with file, line, card and stat.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from typing import Any, Protocol

# Lua 5.4 integers are 64-bit: a larger number cannot reach a card script
LUA_MIN = -(2**63)
LUA_MAX = 2**63 - 1
KEBAB = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")


class StatType(Protocol):
    """A kind of stat value: checks one value, says what it expects."""

    def check(self, value: Any) -> tuple[Any, list[str]]:
        """The value to keep and the problems found (none: it is valid)."""
        ...

    def describe(self) -> str:
        """What the value must be, in a few words."""
        ...


@dataclass(frozen=True, slots=True)
class Whole:
    """A whole number between ``low`` and ``high`` (YAML true/false is not a number)."""

    low: int = 0
    high: int = LUA_MAX

    def check(self, value: Any) -> tuple[Any, list[str]]:
        """Check one value."""
        if isinstance(value, bool) or not isinstance(value, int):
            return value, [f"{show_value(value)} is not {self.describe()}"]
        if not self.low <= value <= self.high:
            return value, [f"{show_value(value)} is not {self.describe()}"]
        return value, []

    def describe(self) -> str:
        """What the value must be."""
        if self.high >= LUA_MAX:
            return f"a whole number, {self.low} or more"
        return f"a whole number from {self.low} to {self.high}"


@dataclass(frozen=True, slots=True)
class Text:
    """Text: one of ``choices``, or matching ``pattern`` (described as ``shape``)."""

    choices: tuple[str, ...] = ()
    pattern: str = ""
    shape: str = ""
    max_length: int = 200

    def check(self, value: Any) -> tuple[Any, list[str]]:
        """Check one value."""
        if not isinstance(value, str):
            return value, [f"{show_value(value)} is not {self.describe()}"]
        if self.choices and value not in self.choices:
            return value, [f"{show_value(value)} is not {self.describe()}"]
        if self.pattern and not re.fullmatch(self.pattern, value):
            return value, [f"{show_value(value)} is not {self.describe()}"]
        if len(value) > self.max_length:
            return value, [f"text longer than {self.max_length} characters"]
        return value, []

    def describe(self) -> str:
        """What the value must be."""
        if self.choices:
            return "one of " + ", ".join(self.choices)
        return self.shape or "text"


@dataclass(frozen=True, slots=True)
class Flag:
    """true or false, written as such."""

    def check(self, value: Any) -> tuple[Any, list[str]]:
        """Check one value."""
        if not isinstance(value, bool):
            return value, [f"{show_value(value)} is not true or false"]
        return value, []

    def describe(self) -> str:
        """What the value must be."""
        return "true or false"


@dataclass(frozen=True, slots=True)
class ListOf:
    """A list of ``item`` values, ``min_length`` to ``max_length`` long."""

    item: StatType
    min_length: int = 0
    max_length: int = 100

    def check(self, value: Any) -> tuple[Any, list[str]]:
        """Check one value."""
        if not isinstance(value, list):
            return value, [f"{show_value(value)} is not {self.describe()}"]
        if not self.min_length <= len(value) <= self.max_length:
            return value, [f"a list of {len(value)}, not {self.min_length} to "
                           f"{self.max_length} long"]
        out, problems = [], []
        for index, item in enumerate(value, start=1):
            kept, found = self.item.check(item)
            out.append(kept)
            problems.extend(f"item {index}: {p}" for p in found)
        return out, problems

    def describe(self) -> str:
        """What the value must be."""
        return f"a list of {self.item.describe()}"


@dataclass(frozen=True, slots=True)
class PerPlayers:
    """A table by player count (``{3: 12, 4: 15, 5: 19}``) covering every count the game
    supports; its keys are kept as text (``"3"``). A single value stands for every count
    (``strength: 9`` is kept as ``{"3": 9, "4": 9, "5": 9}``), so a rule reading the table
    never finds a number where it expects one."""

    item: StatType
    low: int
    high: int

    def check(self, value: Any) -> tuple[Any, list[str]]:
        """Check one value."""
        if not isinstance(value, (dict, list)):
            kept, found = self.item.check(value)
            if found:
                return value, [f"{show_value(value)} is not {self.describe()}"]
            return {str(n): kept for n in range(self.low, self.high + 1)}, []
        if not isinstance(value, dict):
            return value, [f"{show_value(value)} is not {self.describe()}"]
        out: dict[str, Any] = {}
        problems: list[str] = []
        for key, item in value.items():
            count = key if isinstance(key, int) and not isinstance(key, bool) else \
                int(key) if isinstance(key, str) and key.isascii() and key.isdigit() else None
            if count is None or not self.low <= count <= self.high:
                problems.append(f"{show_value(key)} is not a player count from {self.low} to "
                                f"{self.high}")
                continue
            if str(count) in out:
                problems.append(f"{count} players appears twice")
                continue
            kept, found = self.item.check(item)
            out[str(count)] = kept
            problems.extend(f"{count} players: {p}" for p in found)
        missing = [str(n) for n in range(self.low, self.high + 1) if str(n) not in out]
        if missing and not problems:
            problems.append(f"no value for {', '.join(missing)} players (every count from "
                            f"{self.low} to {self.high} needs one)")
        return out, problems

    def describe(self) -> str:
        """What the value must be."""
        return (f"{self.item.describe()}, or a table of one for each player count from "
                f"{self.low} to {self.high} (like {{3: 14, 4: 18, 5: 23}})")


@dataclass(frozen=True, slots=True)
class Record:
    """A mapping with known fields, each of its own type; ``least`` fields at least."""

    fields: dict[str, StatType]
    least: int = 0

    def check(self, value: Any) -> tuple[Any, list[str]]:
        """Check one value."""
        if not isinstance(value, dict):
            return value, [f"{show_value(value)} is not {self.describe()}"]
        out: dict[str, Any] = {}
        problems: list[str] = []
        for key, item in value.items():
            kind = self.fields.get(key) if isinstance(key, str) else None
            if kind is None:
                problems.append(f"unknown field {show_value(key)} "
                                f"(fields: {', '.join(self.fields)})")
                continue
            kept, found = kind.check(item)
            out[key] = kept
            problems.extend(f"{key}: {p}" for p in found)
        if len(value) < self.least:
            problems.append(f"needs at least {self.least} of {', '.join(self.fields)}")
        return out, problems

    def describe(self) -> str:
        """What the value must be."""
        return "a mapping of " + ", ".join(self.fields)


@dataclass(frozen=True, slots=True)
class Stat:
    """One stat a game reads from its cards: its name, its type, the card types that must
    have it, and a line of help."""

    name: str
    type: StatType
    help: str = ""
    required_for: tuple[str, ...] = field(default_factory=tuple)


@dataclass(frozen=True, slots=True)
class Bounds:
    """How big free-form card data (params, undeclared stats) may be."""

    max_values: int = 10_000
    max_depth: int = 16
    max_text: int = 100_000


BOUNDS = Bounds()


def plain_problem(value: Any, bounds: Bounds = BOUNDS) -> str | None:
    """Why ``value`` cannot be handed to a card script as plain data (None if it can): only
    null, true/false, numbers a Lua 5.4 number can hold, text, lists and text-keyed mappings,
    within ``bounds`` (aliases count as what they repeat)."""
    todo: list[tuple[Any, int]] = [(value, 0)]
    seen = 0
    while todo:
        item, depth = todo.pop()
        seen += 1
        if seen > bounds.max_values:
            return f"more than {bounds.max_values:,} values"
        if item is None or isinstance(item, bool):
            continue
        if isinstance(item, int):
            if not LUA_MIN <= item <= LUA_MAX:
                return f"{show_value(item)} is too big for a card script (a 64-bit whole number)"
        elif isinstance(item, float):
            if not math.isfinite(item):
                return f"{item} is not a usable number"
        elif isinstance(item, str):
            if len(item) > bounds.max_text:
                return f"a text longer than {bounds.max_text:,} characters"
        elif isinstance(item, (list, dict)):
            if depth >= bounds.max_depth:
                return f"nested more than {bounds.max_depth} levels deep"
            if isinstance(item, dict):
                for key in item:
                    if not isinstance(key, str):
                        return f"key {show_value(key)} is not text"
                todo.extend((v, depth + 1) for v in item.values())
            else:
                todo.extend((v, depth + 1) for v in item)
        else:
            return f"{show_value(item)} is not a number, text, true/false or a list/mapping of them"
    return None


def show_value(value: Any, limit: int = 40) -> str:
    """A value as the author wrote it, cut short."""
    if isinstance(value, (dict, list)):
        text = "a mapping" if isinstance(value, dict) else "a list"
        return text
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 128:
        return f"a {value.bit_length()}-bit number"  # str() of a huge int is slow, or refused
    text = repr(value) if isinstance(value, str) else str(value).lower() \
        if isinstance(value, bool) else str(value) if value is not None else "null"
    return text if len(text) <= limit else text[:limit] + "…"
