"""The card model: one card's facts (CardDef), a set of them (CardSet), what a game
accepts in a set (CardSchema) and the check of one stat value."""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import CardSetError
from .aihints import NO_HINTS, AiHints
from .catalogue import Catalogue
from .luasource import read_script

INT64 = (-(2**63), 2**63 - 1)  # the range a whole-number stat may take (a Lua integer)


@dataclass(slots=True)
class CardDef:
    """One card of a set: facts from ``set.yaml`` and where its script is."""

    id: str
    name: str
    type: str
    copies: int = 1
    stats: dict[str, Any] = field(default_factory=dict)
    text: str = ""
    params: dict[str, Any] = field(default_factory=dict)
    tags: list[str] = field(default_factory=list)
    script: Path | None = None
    set_id: str = ""
    line: int = 0
    script_from: str = ""  # the installed set whose script this card uses ("": its own)
    ai: AiHints = NO_HINTS  # the author's hints to the bots (kernel/sets/aihints.py)

    def stat(self, name: str, default: Any = None) -> Any:
        """A printed stat of the card."""
        return self.stats.get(name, default)

    def to_json(self) -> dict[str, Any]:
        """The card as plain data."""
        out: dict[str, Any] = {
            "id": self.id,
            "name": self.name,
            "type": self.type,
            "copies": self.copies,
            "text": self.text,
            "set": self.set_id,
        }
        if self.stats:
            out["stats"] = dict(self.stats)
        if self.params:
            out["params"] = dict(self.params)
        if self.tags:
            out["tags"] = list(self.tags)
        if self.script is not None:
            out["script"] = (f"{self.script_from}:{self.script.name}" if self.script_from
                             else self.script.name)
        if hints := self.ai.to_json():
            out["ai"] = hints
        return out


@dataclass(slots=True)
class CardSet:
    """A loaded, validated card set."""

    game: str
    id: str
    name: str
    version: str
    path: Path
    cards: list[CardDef]
    yaml_digest: Any = None  # sha256 of set.yaml; the scripts are added on first use
    default: bool = True
    catalogue: Catalogue | None = None  # the official set it follows (catalogue.py)
    requires: tuple[str, ...] = ()  # installed sets loaded with it, before it
    _hash: str | None = None

    @property
    def content_hash(self) -> str:
        """16 hex digits naming this exact content (set.yaml and every script), for logs:
        computed on first use, as reading thousands of scripts is most of a big set's load."""
        if self._hash is None:
            self._hash = _content_hash(self.yaml_digest, self.path, self.cards)
        return self._hash

    def header(self) -> dict[str, str]:
        """What a log records about this set."""
        return {"id": self.id, "name": self.name, "version": self.version,
                "hash": self.content_hash, "game": self.game}


@dataclass(slots=True)
class CardSchema:
    """What a game accepts in its sets: card types, stat names (empty: anything), each stat's
    type (see ``check_stat``) and the player counts a by-players table must cover."""

    types: tuple[str, ...] = ()
    stats: tuple[str, ...] = ()
    # a kind name of ``check_stat`` or a typed StatType of ``cardstats`` (ranges, choices,
    # tables by player count), which also gives the value to keep
    stat_types: dict[str, Any] = field(default_factory=dict)
    players: tuple[int, int] = (1, 12)
    check_card: Callable[[CardDef], list[str]] | None = None
    # the ``ai`` hints the game's bots read (None: every hint of kernel/sets/aihints.py)
    ai_hints: tuple[str, ...] | None = None
    # the params the game reads from any card, by type (Ruleset.card_params)
    params: Mapping[str, str] = field(default_factory=dict)
    # the tags the game declares (Ruleset.card_tags; empty: not checked)
    tags: tuple[str, ...] = ()


def check_stat(kind: str, value: Any, players: tuple[int, int]) -> str | None:
    """None if ``value`` is a stat of type ``kind``, else what is wrong.

    Kinds: count (whole, 0 or more), integer, text, boolean, list, mapping, and by-players (a
    whole number, or a table of one for every supported player count: {"3": 14, "4": 18}).
    """
    def whole(v: Any) -> bool:
        return isinstance(v, int) and not isinstance(v, bool) and INT64[0] <= v <= INT64[1]

    if kind == "count":
        return None if whole(value) and value >= 0 else "must be a whole number, 0 or more"
    if kind == "integer":
        return None if whole(value) else "must be a whole number"
    if kind == "text":
        return None if isinstance(value, str) else "must be text"
    if kind == "boolean":
        return None if isinstance(value, bool) else "must be true or false"
    if kind == "list":
        return None if isinstance(value, list) else "must be a list"
    if kind == "mapping":
        return None if isinstance(value, dict) else "must be a mapping"
    if kind == "by-players":
        if whole(value) and value >= 0:
            return None
        if not isinstance(value, dict):
            return ("must be a whole number or a table by player count, like "
                    "{\"3\": 14, \"4\": 18, \"5\": 23}")
        low, high = players
        keys = {str(k) for k in value}
        missing = [str(n) for n in range(low, high + 1) if str(n) not in keys]
        if missing:
            return f"has no value for {', '.join(missing)} players"
        extra = sorted(k for k in keys if not k.isdigit() or not low <= int(k) <= high)
        if extra:
            return f"names player counts this game does not have: {', '.join(extra)}"
        if not all(whole(v) and v >= 0 for v in value.values()):
            return "must give a whole number, 0 or more, for each player count"
        return None
    return None
def _content_hash(yaml_digest: Any, root: Path, cards: list[CardDef]) -> str:
    """sha256 of set.yaml, then each script's name and bytes in name order (as logs record)."""
    digest = yaml_digest.copy() if yaml_digest is not None else hashlib.sha256()
    # a script of the set's own by its name (as ever); another set's as SET:NAME, so a change
    # to a shared archetype changes the hash of every set that uses it
    files = {(f"{c.script_from}:{c.script.name}" if c.script_from else c.script.name): c.script
             for c in cards if c.script is not None}
    for name in sorted(files):
        digest.update(name.encode())
        try:
            digest.update(read_script(files[name]).encode("utf-8"))
        except ValueError as exc:
            raise CardSetError([f"{files[name]}: {exc}"]) from None
    return digest.hexdigest()[:16]
