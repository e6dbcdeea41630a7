"""The ``params`` a card script takes, as the script declares them, and the check of a card's
``params`` against them.

A script that takes params (an archetype many cards share, ``base:on-roll.lua``) declares each
one on a ``--- param`` line, the way the game declares its entry points::

    --- param number: integer -- the rolled number that triggers it
    --- param effect: 'loot'|'cents' -- what happens then
    --- param amount?: count = 1 -- how many (loot cards or cents)

``NAME?`` is an optional param (a card may leave it out), ``= VALUE`` the value the script uses
then, and the type is a type of the card API (``luatypes``: ``integer``, ``count``,
``string``, ``boolean``, ``table``, ``list<T>``, quoted words joined by ``|``), a whole-number
type may end in a range (``integer 1..6``). A card's
``params`` are checked against those lines when its set loads: an unknown name (with
did-you-mean), a value of the wrong type, or a required param left out is one problem naming
set.yaml's line. A card that gives params to a script declaring none is refused too, as is a
param no declaration names, except the few a game reads itself from any card
(``Ruleset.card_params``).
"""

from __future__ import annotations

import functools
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..scripting.luatypes import SignatureError, check_type, parse_signature, suggest, value_words
from .luasource import read_script

_SPAN = re.compile(r"(.+?)\s+(-?\d+)\.\.(-?\d+)\Z")
_PARAM_LINE = re.compile(r"---\s*param\b(.*)\Z")
_DECLARED = re.compile(
    r"\s+([A-Za-z_][A-Za-z0-9_]*)(\?)?\s*:\s*(.+?)(?:\s+=\s+(.+?))?(?:\s+--\s+(.*))?\s*\Z")
# how a declaration reads, for messages
FORM = "--- param NAME: TYPE -- what it is (NAME?: TYPE = DEFAULT for an optional one)"


class ParamDeclarationError(ValueError):
    """A script's ``--- param`` lines do not read (the script author's fault, with its line)."""


@dataclass(frozen=True, slots=True)
class ParamSpec:
    """One param a script takes: its name, type, whether a card may leave it out, the value the
    script uses then (None: nothing) and what it is."""

    name: str
    type: str
    optional: bool = False
    default: Any = None
    doc: str = ""
    line: int = 0
    span: tuple[int, int] | None = None  # the range a whole number must be in, if any

    def shown(self) -> str:
        """How the param reads in messages and the docs: ``amount?: count = 1``."""
        span = f" {self.span[0]}..{self.span[1]}" if self.span else ""
        text = f"{self.name}{'?' if self.optional else ''}: {self.type}{span}"
        return text + (f" = {self.default!r}" if self.default is not None else "")

    def problem(self, value: Any) -> str | None:
        """What is wrong with ``value`` for this param (None: nothing), in the author's
        words; a misspelt word gets a did-you-mean."""
        words = _words_of(self.type)
        if words is not None:
            if value in words:
                return None
            close = suggest(value, words) if isinstance(value, str) else ""
            return f"is {value_words(value)}, not one of {', '.join(words)}{close}"
        problem = check_type(None, self.type, value)
        if problem is None and self.span is not None and isinstance(value, int) and not \
                self.span[0] <= value <= self.span[1]:
            problem = f"must be from {self.span[0]} to {self.span[1]}, got {value}"
        return problem


def _words_of(ptype: str) -> list[str] | None:
    """The words of a type made only of quoted words (``'loot'|'cents'``), else None."""
    parts = [p.strip() for p in ptype.split("|")]
    if all(len(p) >= 2 and p[0] == p[-1] == "'" for p in parts):
        return [p[1:-1] for p in parts]
    return None


def read_declarations(source: str, where: str) -> tuple[ParamSpec, ...] | None:
    """The params a script's text declares, in order; None when it has no ``--- param`` line.
    ParamDeclarationError naming ``where`` and the line when one does not read."""
    specs: list[ParamSpec] = []
    seen: dict[str, int] = {}
    found = False
    for number, raw in enumerate(source.splitlines(), 1):
        match = _PARAM_LINE.match(raw.strip())
        if match is None:
            continue
        found = True
        decl = _DECLARED.match(match.group(1))
        if decl is None:
            raise ParamDeclarationError(f"{where}:{number}: cannot read this param declaration; "
                                        f"write {FORM}")
        name, optional, ptype, default_text, doc = decl.groups()
        span = None
        ranged = _SPAN.match(ptype)
        if ranged is not None:
            ptype, span = ranged.group(1), (int(ranged.group(2)), int(ranged.group(3)))
        try:  # the card API's type words, read as a signature's are
            parse_signature(f"param({name}: {ptype})")
        except SignatureError as exc:
            raise ParamDeclarationError(f"{where}:{number}: param '{name}': "
                                        f"{str(exc).rpartition(': ')[2]}") from None
        if name in seen:
            raise ParamDeclarationError(f"{where}:{number}: param '{name}' is declared twice "
                                        f"(first at line {seen[name]})")
        seen[name] = number
        default = _value(default_text) if default_text is not None else None
        spec = ParamSpec(name, ptype, bool(optional), default, (doc or "").strip(), number,
                         span)
        if default is not None:
            if not optional:
                raise ParamDeclarationError(f"{where}:{number}: param '{name}' has a default, "
                                            f"so it is optional: write '{name}?:'")
            problem = spec.problem(default)
            if problem:
                raise ParamDeclarationError(f"{where}:{number}: param '{name}': its default "
                                            f"{problem}")
        specs.append(spec)
    return tuple(specs) if found else None


def _value(text: str) -> Any:
    """A default as written: a whole number, a number, true/false, or text (quoted or not)."""
    text = text.strip()
    if re.fullmatch(r"-?\d+", text):
        return int(text)
    if re.fullmatch(r"-?\d+\.\d*", text):
        return float(text)
    if text in ("true", "false"):
        return text == "true"
    if len(text) >= 2 and text[0] == text[-1] and text[0] in "'\"":
        return text[1:-1]
    return text


@functools.lru_cache(maxsize=4096)
def _declared_cached(path: str, mtime: int, size: int) -> tuple[ParamSpec, ...] | None:
    script = Path(path)
    source = read_script(script)
    if source.startswith("\x1bLua"):  # what the compile check says too: it has no lines
        raise ValueError(f"{script.name} is compiled Lua; only source text is accepted")
    return read_declarations(source, f"cards/{script.name}")


def declared_params(script: Path) -> tuple[ParamSpec, ...] | None:
    """The params a script file declares (None: it declares none), read once per version of
    the file; ParamDeclarationError, or ValueError when it cannot be read."""
    try:
        stat = os.stat(script)
    except OSError:
        raise ValueError(f"cannot read {script.name}") from None
    return _declared_cached(str(script), stat.st_mtime_ns, stat.st_size)


def params_problems(params: Mapping[str, Any], specs: tuple[ParamSpec, ...] | None,
                    script: str, game_params: Mapping[str, str]) -> list[str]:
    """What is wrong with a card's ``params`` for a script declaring ``specs`` (``script`` is
    how messages name it); ``game_params`` are those the game reads from any card, by type."""
    problems: list[str] = []
    by_name = {s.name: s for s in specs or ()}
    for name, value in params.items():
        spec = by_name.get(name)
        if spec is None and name in game_params:
            spec = ParamSpec(name, game_params[name])
            script_words = "the game reads"
        else:
            script_words = f"{script} declares"
        if spec is None:
            problems.append(_unknown(name, specs, script, game_params))
            continue
        if value is None and spec.optional:
            continue
        problem = spec.problem(value)
        if problem:  # the words a param may be are in the problem already
            shown = f"'{spec.shown()}'" if _words_of(spec.type) is None else f"'{name}'"
            problems.append(f"param '{name}' {problem} ({script_words} {shown})")
    missing = [s for s in specs or () if not s.optional and s.name not in params]
    for spec in missing:
        problems.append(f"param '{spec.name}' is missing: {script} needs it "
                        f"('{spec.shown()}'); add it to the card's params")
    return problems


def _unknown(name: str, specs: tuple[ParamSpec, ...] | None, script: str,
             game_params: Mapping[str, str]) -> str:
    known = [s.name for s in specs or ()] + sorted(game_params)
    if specs is None:
        return (f"unknown param '{name}': {script} declares no params (a script that takes "
                f"params declares each: {FORM}){suggest(name, known)}")
    return (f"unknown param '{name}'{suggest(name, known)} ({script} takes: "
            f"{', '.join(s.shown() for s in specs) or 'none'})")

