"""A set's ``catalogue:`` field: how the set stands against the official printing it follows.

A set that reproduces a published set says how many cards that set has, how many of them are
reprints of cards of other sets, which of its entries are not cards of that list (cards kept
outside the game), and which official cards have no entry yet and what each still needs. The
``cards --status`` view counts against these numbers, so "N of N" means the whole printed set.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .yamlread import LineDict

CATALOGUE_FIELDS = {"cards", "reprints", "outside", "not_yet"}
NOT_YET_FIELDS = {"name", "needs"}
MAX_LISTED = 1000  # a set.yaml is bounded in size already; this bounds each list too


@dataclass(frozen=True, slots=True)
class NotYet:
    """An official card the set has no entry for yet, and what it is waiting for."""

    name: str
    needs: str


@dataclass(frozen=True, slots=True)
class Catalogue:
    """The official set a card set follows: its size, its reprints, the entries beside it
    and the cards still missing."""

    cards: int
    reprints: int = 0
    outside: tuple[str, ...] = ()
    not_yet: tuple[NotYet, ...] = field(default_factory=tuple)

    def to_json(self) -> dict[str, Any]:
        """Plain data, for ``--json`` output."""
        return {"cards": self.cards, "reprints": self.reprints, "outside": list(self.outside),
                "not_yet": [{"name": n.name, "needs": n.needs} for n in self.not_yet]}


def read_catalogue(raw: Any, line: int, where: str, problems: list[str]) -> Catalogue | None:
    """The ``catalogue:`` mapping of a set.yaml, checked; each problem is appended as one
    ``file:line: message`` line and None comes back when it cannot be used."""
    def at(at_line: int, message: str) -> None:
        problems.append(f"{where}:{at_line}: {message}")

    if not isinstance(raw, dict):
        at(line, "field 'catalogue' must be a mapping with cards, reprints, outside, not_yet")
        return None
    lines = raw.lines if isinstance(raw, LineDict) else {}
    before = len(problems)
    for key in raw:
        if key not in CATALOGUE_FIELDS:
            at(lines.get(key, line), f"catalogue: unknown field '{key}' "
               f"(fields: {', '.join(sorted(CATALOGUE_FIELDS))})")
    cards = _count(raw, "cards", lines, line, at, required=True)
    reprints = _count(raw, "reprints", lines, line, at, required=False)
    if cards is not None and reprints is not None and reprints > cards:
        at(lines.get("reprints", line), f"catalogue: {reprints} reprints in a set of {cards} "
           "cards")
    outside = raw.get("outside", [])
    if not isinstance(outside, list) or not all(isinstance(x, str) for x in outside) \
            or len(outside) > MAX_LISTED:
        at(lines.get("outside", line), "catalogue: 'outside' must be a list of card ids")
        outside = []
    not_yet = _not_yet(raw.get("not_yet", []), lines.get("not_yet", line), at)
    if len(problems) > before or cards is None:
        return None
    return Catalogue(cards=cards, reprints=reprints or 0, outside=tuple(outside),
                     not_yet=not_yet)


def _count(raw: dict, key: str, lines: dict, line: int, at: Any, *, required: bool
           ) -> int | None:
    """A whole number field of the catalogue, or None (with a problem when it is wrong)."""
    if key not in raw:
        if required:
            at(line, f"catalogue: missing field '{key}' (how many cards the official set has)")
        return None
    value = raw[key]
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 100_000:
        at(lines.get(key, line), f"catalogue: '{key}' must be a whole number from 0, "
           f"not {str(value)[:40]!r}")
        return None
    return value


def _not_yet(raw: Any, line: int, at: Any) -> tuple[NotYet, ...]:
    """The ``not_yet`` list: each entry a mapping with a card's name and what it needs."""
    if not isinstance(raw, list) or len(raw) > MAX_LISTED:
        at(line, "catalogue: 'not_yet' must be a list of {name: ..., needs: ...}")
        return ()
    out: list[NotYet] = []
    for entry in raw:
        entry_line = entry.line if isinstance(entry, LineDict) else line
        if not isinstance(entry, dict) or set(entry) - NOT_YET_FIELDS \
                or not all(isinstance(entry.get(k), str) and entry.get(k).strip()
                           for k in NOT_YET_FIELDS):
            at(entry_line, "catalogue: each 'not_yet' entry is {name: the card's name, "
               "needs: what the engine lacks for it}")
            continue
        out.append(NotYet(name=entry["name"].strip(), needs=entry["needs"].strip()))
    return tuple(out)
