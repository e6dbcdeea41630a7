"""AI hints: what a card's author may tell the bots in ``set.yaml``, and which cards a game's
own bots were written for.

    - id: lucky-clover
      ai: {play: early, target: self, value: 7}

``play`` says when a bot plays the card (or uses its abilities), ``target`` whom it picks,
``value`` how much it is worth keeping (0-10). Every hint is optional; a card without one is
left to the bot. Each game says which hints its bots read (``Ruleset.ai_hints``), and a hint
its bots would ignore is refused when the set loads, like a misspelt one.
"""

from __future__ import annotations

import difflib
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Protocol

from .cardstats import show_value
from .shipped import shipped_root

PLAY = ("early", "whenever", "late", "never")
TARGET = ("self", "opponent", "leader", "weakest")
VALUE_RANGE = (0, 10)
DEFAULT_VALUE = 5  # what a card without a value hint is worth, to a bot that reads values
HINTS: dict[str, str] = {
    "play": "when the bot plays the card or uses its abilities: " + ", ".join(PLAY),
    "target": "whom the bot picks when the card asks for a target: " + ", ".join(TARGET),
    "value": f"how much the card is worth keeping, a whole number from {VALUE_RANGE[0]} to "
             f"{VALUE_RANGE[1]} (unhinted cards count {DEFAULT_VALUE})",
}


@dataclass(frozen=True, slots=True)
class AiHints:
    """A card's hints to the bots; None where the author left the choice to the bot."""

    play: str | None = None
    target: str | None = None
    value: int | None = None

    def worth(self) -> int:
        """The card's value hint, or the default value of an unhinted card."""
        return DEFAULT_VALUE if self.value is None else self.value

    def to_json(self) -> dict[str, Any]:
        """The hints given, as plain data (empty: none)."""
        out: dict[str, Any] = {}
        if self.play is not None:
            out["play"] = self.play
        if self.target is not None:
            out["target"] = self.target
        if self.value is not None:
            out["value"] = self.value
        return out


NO_HINTS = AiHints()


def read_hints(raw: Any, honoured: tuple[str, ...] | None = None) -> tuple[AiHints, list[str]]:
    """The hints in a card's ``ai`` field and what is wrong with them, each a short phrase.

    ``honoured``: the hints the game's bots read (None: every hint of the vocabulary).
    """
    if not isinstance(raw, dict):
        return NO_HINTS, [f"field 'ai' must be a mapping of {', '.join(HINTS)} "
                          f"(like {{play: late, value: 3}}), not {show_value(raw)}"]
    problems: list[str] = []
    kept: dict[str, Any] = {}
    for key, value in raw.items():
        if key not in HINTS:
            problems.append(f"field 'ai': unknown hint {show_value(key)}"
                            f"{_did_you_mean(key, tuple(HINTS))} (hints: {', '.join(HINTS)})")
            continue
        if honoured is not None and key not in honoured:
            reads = ", ".join(honoured) if honoured else "no hints"
            problems.append(f"field 'ai': this game's bots do not read hint '{key}' "
                            f"(they read: {reads})")
            continue
        problem = _check(key, value)
        if problem:
            problems.append(f"field 'ai': {key} {problem}")
            continue
        kept[key] = value
    if problems:
        return NO_HINTS, problems
    return AiHints(**kept), []


def _check(key: str, value: Any) -> str | None:
    """What is wrong with one hint's value (None: nothing)."""
    if key == "value":
        low, high = VALUE_RANGE
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            return f"{show_value(value)} is not a whole number from {low} to {high}"
        return None
    words = PLAY if key == "play" else TARGET
    if not isinstance(value, str) or value not in words:
        return (f"{show_value(value)} is not one of {', '.join(words)}"
                f"{_did_you_mean(value, words)}")
    return None


def _did_you_mean(value: Any, words: tuple[str, ...]) -> str:
    if not isinstance(value, str):
        return ""
    close = difflib.get_close_matches(value.lower(), words, n=1)
    return f"; did you mean '{close[0]}'?" if close else ""


@cache
class _ShippedSet(Protocol):
    """A loaded set as far as telling shipped cards apart needs: its folder and cards."""

    path: Path
    cards: Sequence[Any]


class _Library(Protocol):
    """The sets of a game's library."""

    sets: Sequence[_ShippedSet]


# shipped_cards' answer for the libraries met last, by the library's id (with the library and
# how many sets it had: a set loaded again makes a new library, one added a longer one)
_SHIPPED: dict[int, tuple[_Library, int, frozenset[str]]] = {}
_SHIPPED_KEPT = 64


def shipped_cards(library: _Library | None) -> frozenset[str]:
    """Ids of the cards of sets shipped with deckwright (``deckwright.cardscripts``): the
    cards a game's own bots were written for. Homebrew folders and expansion packages are
    new to them. Worked out once per library (every bot of every game asks)."""
    if library is None:
        return frozenset()
    kept = _SHIPPED.get(id(library))
    if kept is not None and kept[0] is library and kept[1] == len(library.sets):
        return kept[2]
    root = shipped_root()
    found = frozenset(card.id for card_set in library.sets
                      if _inside(card_set.path, root) for card in card_set.cards)
    if len(_SHIPPED) >= _SHIPPED_KEPT:
        _SHIPPED.clear()
    _SHIPPED[id(library)] = (library, len(library.sets), found)
    return found


@cache
def _inside(path: Path, root: Path) -> bool:
    try:
        return path.resolve().is_relative_to(root)
    except OSError:
        return False
