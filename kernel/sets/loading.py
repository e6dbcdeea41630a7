"""Card sets: a folder with ``set.yaml`` and ``cards/*.lua``, validated with file and line."""

from __future__ import annotations

import difflib
import functools
import hashlib
import os
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from ..boundedread import NotARegularFile, read_at_most
from ..errors import CardSetError
from .aihints import NO_HINTS, AiHints, read_hints
from .cardstats import plain_problem

CARD_ID = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
SET_ID = CARD_ID
CARD_FIELDS = {"id", "name", "type", "copies", "stats", "text", "script", "params", "tags",
               "ai"}
SET_FIELDS = {"game", "id", "name", "version", "description", "cards", "default"}


class LineDict(dict):
    """A mapping read from YAML that remembers the line of itself and of each key."""

    line: int = 0
    lines: dict[Any, int]


MAX_YAML_BYTES = 32 * 1024 * 1024
MAX_YAML_DEPTH = 40
MAX_YAML_NODES = 2_000_000
MAX_COPIES = 1000
MAX_SCRIPT_BYTES = 1024 * 1024  # a card script is a page or two; a bigger file is refused
INT64 = (-(2**63), 2**63 - 1)


class _LineConstructor(yaml.constructor.SafeConstructor):
    """SafeConstructor whose mappings remember their lines (for error messages)."""


def _construct_mapping(loader: _LineConstructor, node: yaml.MappingNode) -> LineDict:
    loader.flatten_mapping(node)
    out = LineDict()
    out.line = node.start_mark.line + 1
    out.lines = {}
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        try:
            hash(key)
        except TypeError:
            raise yaml.constructor.ConstructorError(
                None, None, "a key must be plain text", key_node.start_mark
            ) from None
        if key in out:
            raise yaml.constructor.ConstructorError(
                None, None, f"key {key!r} appears twice", key_node.start_mark
            )
        out[key] = loader.construct_object(value_node, deep=True)
        out.lines[key] = key_node.start_mark.line + 1
    return out


_LineConstructor.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG,
                                 _construct_mapping)


def _construct_strict_bool(loader: _LineConstructor, node: yaml.ScalarNode) -> bool:
    """Only true and false: YAML 1.1 also reads yes/no/on/off as booleans, which a card
    author writing ``answer: no`` or ``country: NO`` rarely means."""
    word = str(node.value)
    if word.lower() not in ("true", "false"):
        raise yaml.constructor.ConstructorError(
            None, None, f"'{word}' is not a boolean here: write true or false, or quote it "
            f"('{word}') for text", node.start_mark)
    return word.lower() == "true"


_LineConstructor.add_constructor("tag:yaml.org,2002:bool", _construct_strict_bool)


class _SafeComposer(yaml.composer.Composer):
    """A composer that refuses what an untrusted file could use against the reader: aliases
    (an 800-byte "billion laughs" expands to gigabytes), nesting deeper than any card needs,
    too many values."""

    _depth = 0
    _nodes = 0

    def compose_node(self, parent: Any, index: Any) -> Any:
        if self.check_event(yaml.AliasEvent):
            raise yaml.composer.ComposerError(None, None, _ALIASES,
                                              self.peek_event().start_mark)
        self._nodes += 1
        if self._nodes > MAX_YAML_NODES:
            raise yaml.composer.ComposerError(None, None, f"more than {MAX_YAML_NODES:,} values",
                                              self.peek_event().start_mark)
        self._depth += 1
        try:
            if self._depth > MAX_YAML_DEPTH:
                raise yaml.composer.ComposerError(
                    None, None, f"nested more than {MAX_YAML_DEPTH} levels deep",
                    self.peek_event().start_mark)
            return super().compose_node(parent, index)
        finally:
            self._depth -= 1


_ALIASES = "aliases (*name) are not allowed in card files; write the value out"


class _LineLoader(yaml.reader.Reader, yaml.scanner.Scanner, yaml.parser.Parser, _SafeComposer,
                  _LineConstructor, yaml.resolver.Resolver):
    """The pure-Python loader: every limit checked as the file is composed."""

    def __init__(self, stream: Any) -> None:
        yaml.reader.Reader.__init__(self, stream)
        yaml.scanner.Scanner.__init__(self)
        yaml.parser.Parser.__init__(self)
        _SafeComposer.__init__(self)
        _LineConstructor.__init__(self)
        yaml.resolver.Resolver.__init__(self)


_FAST = bool(getattr(yaml, "__with_libyaml__", False))
if _FAST:
    from yaml.cyaml import CParser


class _Fallback(Exception):
    """The fast reader met something only the full loader handles (tags, merge keys)."""


_RESOLVER = yaml.resolver.Resolver()
_CONSTRUCTOR = _LineConstructor()


@functools.lru_cache(maxsize=65536)
def _plain_scalar(value: str) -> Any:
    """A plain (unquoted) scalar as SafeLoader reads it: null, bool, int, float or text."""
    tag = _RESOLVER.resolve(yaml.ScalarNode, value, (True, False))
    if tag == "tag:yaml.org,2002:str":
        return value
    return _CONSTRUCTOR.construct_object(yaml.ScalarNode(tag, value))


def _read_events(text: str) -> Any:
    """Build the document straight from libyaml's events: the same values as SafeLoader
    (mappings as LineDict), aliases refused, depth and size bounded."""
    parser = CParser(text)
    try:
        stack: list[Any] = []   # containers being built; a mapping's pending key beside it
        keys: list[Any] = []
        root: Any = None
        count = 0
        while True:
            event = parser.get_event()
            kind = type(event)
            if kind is yaml.ScalarEvent:
                if event.tag is not None and event.tag != "!":
                    raise _Fallback()
                try:
                    value: Any = (_plain_scalar(event.value)
                                  if event.implicit[0] and not event.style else event.value)
                except yaml.constructor.ConstructorError as exc:
                    raise yaml.constructor.ConstructorError(
                        None, None, exc.problem, event.start_mark) from None
            elif kind is yaml.MappingStartEvent or kind is yaml.SequenceStartEvent:
                if event.tag is not None and event.tag not in ("!", None) and not event.implicit:
                    raise _Fallback()
                if len(stack) >= MAX_YAML_DEPTH:
                    raise yaml.composer.ComposerError(
                        None, None, f"nested more than {MAX_YAML_DEPTH} levels deep",
                        event.start_mark)
                if kind is yaml.MappingStartEvent:
                    new: Any = LineDict()
                    new.line = event.start_mark.line + 1
                    new.lines = {}
                else:
                    new = []
                stack.append(new)
                keys.append(_NO_KEY)
                continue
            elif kind is yaml.MappingEndEvent or kind is yaml.SequenceEndEvent:
                value = stack.pop()
                keys.pop()
            elif kind is yaml.AliasEvent:
                raise yaml.composer.ComposerError(None, None, _ALIASES, event.start_mark)
            elif kind is yaml.StreamEndEvent:
                return root
            else:
                continue
            count += 1
            if count > MAX_YAML_NODES:
                raise yaml.composer.ComposerError(None, None,
                                                  f"more than {MAX_YAML_NODES:,} values",
                                                  event.start_mark)
            if not stack:
                root = value
                continue
            top = stack[-1]
            if type(top) is list:
                top.append(value)
            elif keys[-1] is _NO_KEY:
                try:
                    hash(value)
                except TypeError:
                    raise yaml.constructor.ConstructorError(
                        None, None, "a key must be plain text", event.start_mark) from None
                if value == "<<":
                    raise _Fallback()
                if value in top:
                    raise yaml.constructor.ConstructorError(
                        None, None, f"key {value!r} appears twice", event.start_mark)
                keys[-1] = value
                top.lines[value] = event.start_mark.line + 1
            else:
                top[keys[-1]] = value
                keys[-1] = _NO_KEY
    finally:
        parser.dispose()


_NO_KEY = object()


def _load_yaml(text: str) -> Any:
    """Parse YAML text with every limit: from libyaml's events when it is there, else (or for
    what only the full loader reads) with the pure-Python loader."""
    if _FAST:
        try:
            return _read_events(text)
        except _Fallback:
            pass
    loader = _LineLoader(text)
    try:
        return loader.get_single_data()
    finally:
        loader.dispose()


def read_yaml(path: Path) -> Any:
    """Read a YAML file with line-aware mappings; CardSetError with file:line if it is broken."""
    try:
        raw = read_at_most(path, MAX_YAML_BYTES)
    except OSError as exc:
        raise CardSetError([f"{path}: cannot read: {exc.strerror or exc}"]) from None
    if len(raw) > MAX_YAML_BYTES:
        raise CardSetError([f"{path}: too large (more than {MAX_YAML_BYTES:,} bytes)"])
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        raise CardSetError([f"{path}:{line}: not UTF-8 text"]) from None
    try:
        return _load_yaml(text)
    except yaml.reader.ReaderError as exc:
        # a character YAML refuses (a control character): libyaml counts its offset in
        # bytes, PyYAML's own reader in characters
        offset = exc.position
        line = (raw.count(b"\n", 0, offset) if _FAST else text.count("\n", 0, offset)) + 1
        raise CardSetError([f"{path}:{line}: invalid YAML: character #x{exc.character:04x} "
                            f"is not allowed ({exc.reason})"]) from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
        where = f"{path}:{mark.line + 1}" if mark is not None else f"{path}:1"
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        if "nesting depth" in str(problem):
            # PyYAML 6.0.4 and newer stop deep nesting in the parser, before our own check
            problem = f"nested more than {MAX_YAML_DEPTH} levels deep"
        elif "mapping values are not allowed" in str(problem):
            # the author's usual slip: rules text with ': ' in it, unquoted
            column = f", column {mark.column + 1}" if mark is not None else ""
            problem = (f"a ': ' inside a value{column} (text like 'Bad Stuff: lose a level' "
                       "must be quoted, or written after '>' on the next lines)")
        raise CardSetError([f"{where}: invalid YAML: {problem}"]) from None


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


def load_set(
    path: str | Path, schema: CardSchema | None = None, game: str | None = None,
    shared: Mapping[str, Path] | None = None, found: list[str] | None = None,
) -> CardSet:
    """Load and validate a set folder (or its ``set.yaml``); CardSetError lists every problem.

    ``shared`` maps the ids of installed sets of the same game to their folders: a card may
    use one of their scripts (an archetype) with its own params. With a ``found`` list (a
    linter's), the problems go there and the set comes back with the cards that are sound;
    only an unreadable set.yaml still raises."""
    root = Path(path)
    if root.is_file():
        root = root.parent
    file = root / "set.yaml"
    if not file.exists():  # a pipe or a device is there: read_yaml names what it is
        raise CardSetError([f"{root}: no set.yaml in this folder"])
    data = read_yaml(file)
    problems: list[str] = []

    def at(line: int, message: str) -> None:
        problems.append(f"{file}:{line}: {message}")

    if not isinstance(data, LineDict):
        raise CardSetError([f"{file}:1: set.yaml must be a mapping with game, id, name, cards"])
    for key in data:
        if key not in SET_FIELDS:
            at(data.lines[key], f"unknown field '{key}' (fields: {', '.join(sorted(SET_FIELDS))})")
    for key in ("game", "id", "name", "cards"):
        if key not in data:
            at(data.line, f"missing field '{key}'")
    set_id = data.get("id")
    if "id" in data and (not isinstance(set_id, str) or not SET_ID.match(set_id)):
        at(data.lines["id"], f"set id {set_id!r} must be kebab-case (like 'my-set')")
    set_game = data.get("game")
    if game is not None and isinstance(set_game, str) and set_game != game:
        at(data.lines.get("game", 1), f"this set is for '{set_game}', not '{game}'")
    version = data.get("version", "0")
    if isinstance(version, bool) or not isinstance(version, (str, int, float)):
        at(data.lines.get("version", data.line), "field 'version' must be text, like '1.2'")
    if "default" in data and not isinstance(data["default"], bool):
        at(data.lines["default"], "field 'default' must be true or false (not "
           f"{_short(data['default'])})")
    if "name" in data and not isinstance(data["name"], str):
        at(data.lines["name"], "field 'name' must be text")
    if "game" in data and not isinstance(data["game"], str):
        at(data.lines["game"], "field 'game' must be text")
    cards_data = data.get("cards", [])
    if cards_data is None:  # "cards:" with only comments under it: a set still being written
        cards_data = []
    if not isinstance(cards_data, list):
        at(data.lines.get("cards", data.line), "'cards' must be a list of cards")
        cards_data = []
    cards: list[CardDef] = []
    seen: dict[str, int] = {}
    scripts = _ScriptFolder(root / "cards")
    others = {k: _ScriptFolder(Path(v) / "cards") for k, v in (shared or {}).items()
              if Path(v).resolve() != root.resolve()}
    for index, raw in enumerate(cards_data):
        card = _card(raw, index, scripts, file, schema, problems, others)
        if card is None:
            continue
        if card.id in seen:
            at(card.line, f"card '{card.id}': id used twice (first at line {seen[card.id]})")
            continue
        seen[card.id] = card.line
        cards.append(card)
    if not problems or found is not None:
        broken = scripts.compile_errors(cards)
        for card, error in broken:
            at(card.line, f"card '{card.id}': {error}")
        if found is not None:
            cards = [c for c in cards if all(c is not b for b, _ in broken)]
    if found is not None:
        found.extend(problems)
    elif problems:
        raise CardSetError(problems)
    for card in cards:
        card.set_id = str(set_id)
    return CardSet(
        game=str(set_game),
        id=str(set_id),
        name=str(data.get("name", set_id)),
        version=str(version),
        path=root,
        cards=cards,
        yaml_digest=_digest_of(file),
        default=bool(data.get("default", True)),
    )


def _script_file(name: Any, scripts: _ScriptFolder, shared: Mapping[str, _ScriptFolder]
                 ) -> tuple[Path | None, str, str | None]:
    """Where a card's ``script`` is: the set's own cards/ folder, else an installed set's
    (``monster.lua``, or ``base:monster.lua`` to say which set), with the set it is from
    ("" for its own); or what is wrong."""
    if not isinstance(name, str):
        return None, "", "field 'script' must be a file name in the set's cards/ folder"
    owner, colon, file = name.rpartition(":")
    if "/" in file or "\\" in file or file.startswith(".") or not file or (colon and not owner):
        return None, "", ("field 'script' must be a file name in the set's cards/ folder, or "
                      "SET:FILE for an installed set's script (like 'base:monster.lua')")
    if colon:
        folder = shared.get(owner)
        if folder is None:
            known = ", ".join(sorted(shared)) or "none"
            return None, "", (f"no installed set '{owner}' to take {file} from (installed sets of "
                          f"this game: {known})")
        if not folder.has(file):
            return None, "", f"set '{owner}' has no script cards/{file}"
        return folder.folder / file, owner, None
    if scripts.has(file):
        return scripts.folder / file, "", None
    found = [set_id for set_id, folder in shared.items() if folder.has(file)]
    if len(found) == 1:
        return shared[found[0]].folder / file, found[0], None
    if found:
        return None, "", (f"cards/{file} is not in this set, and {len(found)} installed sets have "
                      f"one: write {', or '.join(f'{s}:{file}' for s in found)}")
    return None, "", f"script file cards/{file} does not exist (nor in an installed set)"


def _card(
    raw: Any, index: int, scripts: _ScriptFolder, file: Path, schema: CardSchema | None,
    problems: list[str], shared: Mapping[str, _ScriptFolder],
) -> CardDef | None:
    if not isinstance(raw, LineDict):
        problems.append(f"{file}: card #{index + 1} must be a mapping with id, name, type")
        return None
    line = raw.line
    label = f"card '{raw['id']}'" if isinstance(raw.get("id"), str) else f"card #{index + 1}"
    before = len(problems)

    def bad(key: str, message: str) -> None:
        problems.append(f"{file}:{raw.lines.get(key, line)}: {label}: {message}")

    for key in raw:
        if key not in CARD_FIELDS:
            close = difflib.get_close_matches(str(key), sorted(CARD_FIELDS), n=1)
            hint = f"; did you mean '{close[0]}'?" if close else ""
            bad(key, f"unknown field '{key}' (fields: {', '.join(sorted(CARD_FIELDS))}){hint}")
    for key in ("id", "name", "type"):
        if key not in raw:
            bad(key, f"missing field '{key}'")
        elif not isinstance(raw[key], str) or not raw[key].strip():
            bad(key, f"field '{key}' must be text")
    if isinstance(raw.get("id"), str) and not CARD_ID.match(raw["id"]):
        bad("id", f"id {raw['id']!r} must be kebab-case (like 'big-chest')")
    ctype = raw.get("type")
    if schema and schema.types and isinstance(ctype, str) and ctype not in schema.types:
        bad("type", f"type '{ctype}' is not one of {', '.join(schema.types)}")
    copies = raw.get("copies", 1)
    if isinstance(copies, bool) or not isinstance(copies, int) or not 0 <= copies <= MAX_COPIES:
        bad("copies", f"field 'copies' must be a whole number from 0 to {MAX_COPIES}")
    stats = raw.get("stats", {}) or {}
    if not isinstance(stats, dict):
        bad("stats", "field 'stats' must be a mapping of stat names to values")
        stats = {}
    stats = dict(stats)  # typed stats are kept as their type reads them
    for name, value in stats.items():
        if schema and schema.stats and name not in schema.stats:
            close = difflib.get_close_matches(str(name), schema.stats, n=1)
            hint = f"; did you mean '{close[0]}'?" if close else ""
            bad("stats", f"unknown stat '{name}' (stats: {', '.join(schema.stats)}){hint}")
        elif schema and not isinstance(schema.stat_types.get(name, ""), str):
            # a typed stat: its type says what is wrong, and what to keep
            kept, found = schema.stat_types[name].check(value)
            for problem in found:
                bad("stats", f"stat '{name}': {problem}")
            stats[name] = kept
        elif not _plain(value):
            bad("stats", f"stat '{name}' must be a number, text, or a list/mapping of them")
        elif schema and name in schema.stat_types:
            problem = check_stat(schema.stat_types[name], value, schema.players)
            if problem:
                bad("stats", f"stat '{name}' {problem}, not {_short(value)}")
    text = raw.get("text", "")
    if not isinstance(text, str):
        bad("text", "field 'text' must be text")
    params = raw.get("params", {}) or {}
    if not isinstance(params, dict):
        bad("params", "field 'params' must be a mapping of plain values")
        params = {}
    elif (problem := plain_problem(params)) is not None:
        bad("params", f"field 'params': {problem}")
        params = {}
    tags = raw.get("tags", []) or []
    if not isinstance(tags, list) or not all(isinstance(t, str) for t in tags):
        bad("tags", "field 'tags' must be a list of words")
        tags = []
    ai = NO_HINTS
    if "ai" in raw:
        ai, found = read_hints(raw["ai"], schema.ai_hints if schema is not None else None)
        for problem in found:
            bad("ai", problem)
    script: Path | None = None
    script_from = ""
    if raw.get("script") is not None:
        script, script_from, problem = _script_file(raw["script"], scripts, shared)
        if problem:
            bad("script", problem)
    if len(problems) > before:
        return None
    card = CardDef(
        id=raw["id"],
        name=raw["name"].strip(),
        type=ctype,
        copies=copies,
        stats=dict(stats),
        text=" ".join(text.split()),
        params=dict(params),
        tags=list(tags),
        script=script,
        line=line,
        script_from=script_from,
        ai=ai,
    )
    if schema is not None and schema.check_card is not None:
        for problem in schema.check_card(card):
            bad("stats", problem)
        if len(problems) > before:
            return None
    return card


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:60] + "..."


def _plain(value: Any) -> bool:
    if isinstance(value, int) and not isinstance(value, bool):
        return INT64[0] <= value <= INT64[1]  # what a Lua integer holds
    if isinstance(value, float):
        return value == value and abs(value) != float("inf")
    if value is None or isinstance(value, (bool, str)):
        return True
    if isinstance(value, list):
        return all(_plain(v) for v in value)
    if isinstance(value, dict):
        return all(isinstance(k, str) and _plain(v) for k, v in value.items())
    return False


_checker: Any = None


# up to this many script files a set's scripts are compiled when it loads, so a typo is
# reported before any game starts; a bigger set leaves it to each card's first use (the
# ScriptHost compiles on first use), as reading and compiling 20,000 files is most of the
# time such a set takes to load
EAGER_COMPILE = 2_000


class _ScriptFolder:
    """A set's cards/ folder, listed once (a stat per script costs seconds in a big set)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._files: set[str] | None = None

    def has(self, name: str) -> bool:
        """Whether cards/``name`` is a file."""
        if self._files is None:
            try:
                with os.scandir(self.folder) as entries:
                    self._files = {e.name for e in entries if e.is_file()}
            except OSError:
                self._files = set()
        return name in self._files

    def compile_errors(self, cards: list[CardDef]) -> list[tuple[CardDef, str]]:
        """Each card whose script does not compile, with why (a set of up to
        EAGER_COMPILE scripts only; each file compiled once however many cards share it)."""
        users: dict[Path, list[CardDef]] = {}
        for card in cards:
            if card.script is not None:
                users.setdefault(card.script, []).append(card)
        if len(users) > EAGER_COMPILE:
            return []
        found = []
        for script, owners in users.items():
            try:
                stat = script.stat()
            except OSError:
                error: str | None = f"script file cards/{script.name} cannot be read"
            else:
                error = _syntax_error_cached(str(script), stat.st_mtime_ns, stat.st_size)
            if error:
                found.extend((card, error) for card in owners)
        return found


def read_script(script: Path) -> str:
    """A script file's text, read at most to MAX_SCRIPT_BYTES (it may be a link to a device
    or a huge file); ValueError saying what is wrong."""
    try:
        raw = read_at_most(script, MAX_SCRIPT_BYTES)
    except NotARegularFile as exc:
        raise ValueError(f"cannot read {script.name}: {exc}") from None
    except OSError:
        raise ValueError(f"cannot read {script.name}") from None
    if len(raw) > MAX_SCRIPT_BYTES:
        raise ValueError(f"{script.name} is too large (more than {MAX_SCRIPT_BYTES:,} bytes)")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise ValueError(f"cannot read {script.name} as UTF-8 text") from None


@functools.lru_cache(maxsize=4096)
def _syntax_error_cached(path: str, mtime: int, size: int) -> str | None:
    return lua_syntax_error(Path(path))


def lua_syntax_error(script: Path) -> str | None:
    """Compile (never run) a Lua file; return ``file:line: message`` or None if it is valid."""
    global _checker
    try:
        source = read_script(script)
    except ValueError as exc:
        return str(exc)
    if source.startswith("\x1bLua"):
        return f"{script.name} is compiled Lua; only source text is accepted"
    if _checker is None:
        import lupa.lua54 as lua54

        _checker = lua54.LuaRuntime(register_eval=False, register_builtins=False)
        _checker.execute("check = function(s, n) local f, e = load(s, n, 't', {}) return e end")
    nested = f"{script.name}: the script is nested too deeply for the Lua parser"
    try:
        error = _checker.globals().check(source, "@" + script.name)
    except Exception:  # lupa raises some of the parser's own limits, with a traceback
        return nested
    if error and "C stack overflow" in str(error):  # no position: the parser's own limit
        return nested
    return str(error).splitlines()[0] if error else None


def _digest_of(file: Path) -> Any:
    """sha256 of a file's bytes (CardSetError if it cannot be read)."""
    try:
        return hashlib.sha256(read_at_most(file, max(MAX_YAML_BYTES, MAX_SCRIPT_BYTES)))
    except OSError as exc:
        raise CardSetError([f"{file}: cannot read: {exc.strerror or exc}"]) from None


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


@dataclass
class CardLibrary:
    """The cards of every set loaded for one game, by id."""

    game: str
    sets: list[CardSet] = field(default_factory=list)
    cards: dict[str, CardDef] = field(default_factory=dict)

    def add(self, card_set: CardSet) -> None:
        """Add a set; CardSetError if it is for another game or reuses a card id."""
        if card_set.game != self.game:
            raise CardSetError(
                [f"{card_set.path / 'set.yaml'}: this set is for '{card_set.game}', "
                 f"not '{self.game}'"]
            )
        clashes = [c for c in card_set.cards if c.id in self.cards]
        if clashes:
            raise CardSetError(
                [f"{card_set.path / 'set.yaml'}:{c.line}: card '{c.id}' is already defined by "
                 f"set '{self.cards[c.id].set_id}'" for c in clashes]
            )
        self.sets.append(card_set)
        for card in card_set.cards:
            self.cards[card.id] = card

    def of_type(self, card_type: str) -> list[CardDef]:
        """Every card of one type, in set order."""
        return [c for c in self.cards.values() if c.type == card_type]

    def find(self, query: str) -> CardDef | None:
        """A card by id or (case-insensitive) name."""
        if query in self.cards:
            return self.cards[query]
        q = query.strip().lower()
        for card in self.cards.values():
            if card.name.lower() == q:
                return card
        return None

    def matching(self, query: str) -> list[CardDef]:
        """The cards a player may mean: the id or the name (any case), else every card whose
        name or id begins with the words typed (``pills`` finds each Pills! card)."""
        exact = self.find(query)
        q = query.strip().lower()
        same = [c for c in self.cards.values() if c.name.lower() == q]
        if exact is not None:
            return same if len(same) > 1 else [exact]
        if not q:
            return []
        return [c for c in self.cards.values()
                if c.name.lower().startswith(q) or c.id.startswith(q.replace(" ", "-"))]

    def headers(self) -> list[dict[str, str]]:
        """What a log records about the loaded sets."""
        return [s.header() for s in self.sets]


_GAME_LINE = re.compile(r"^game:[ \t]*([A-Za-z0-9_-]+|'[^'\n]*'|\"[^\"\n]*\")[ \t]*(#.*)?$", re.M)


def peek_game(path: Path) -> str | None:
    """The ``game`` field of a set folder, without validating the rest: read off its
    top-level ``game:`` line (every installed set is peeked at each start, and parsing a
    big set twice costs a second); the whole file is parsed only when that line is unusual."""
    file = path / "set.yaml"
    try:
        raw = read_at_most(file, MAX_YAML_BYTES)
        found = _GAME_LINE.findall(raw.decode("utf-8")) if len(raw) <= MAX_YAML_BYTES else []
    except (OSError, UnicodeDecodeError):
        found = []
    if len(found) == 1:
        return found[0][0].strip("'\"")
    data = read_yaml(file)
    return data.get("game") if isinstance(data, dict) else None
