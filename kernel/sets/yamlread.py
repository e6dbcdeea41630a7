"""Reading YAML from outside: bounded in size, depth and node count, every mapping
remembering its line and each key's line, so any problem is reported as file:line."""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any

import yaml

from ..boundedread import read_at_most
from ..errors import CardSetError


class LineDict(dict):
    """A mapping read from YAML that remembers the line of itself and of each key."""

    line: int = 0
    lines: dict[Any, int]


MAX_YAML_BYTES = 32 * 1024 * 1024
MAX_YAML_DEPTH = 40
MAX_YAML_NODES = 2_000_000
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
