"""The helpers card scripts call as ``lib.NAME``: the kernel's (``cardlib.lua`` beside this
module, game-agnostic) and a game's own (the Lua file its ``Ruleset.script_helpers`` names).

A helper file is Lua that returns a table of functions; each function is declared by the
``---`` comment lines just above it, a signature first (read as the card API's signatures are,
``luatypes``) and then what it does::

    --- pick_random(list: list) -> any
    --- One item of `list` drawn with the game's dice, or nil for an empty list.
    function lib.pick_random(list)

Those lines are the one declaration: the reference (``deckwright api``) prints them, the
load-time check of a script refuses a ``lib.`` name none declares, and a helper without its
lines (or lines without their helper) stops the game's scripts from loading at all.

The sandbox runs each helper file once per game as engine code, in an environment of its own
with the ability constructors (``activated {…}`` …); ``cardapi.lua`` joins the files' tables
into one read-only ``lib`` every script of the game shares (DESIGN §6).
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

from .lexer import AFTER_FIELD
from .lexer import shared_tokens as lua_tokens
from .luatypes import Signature, SignatureError, parse_signature
from .restrictions import declared_names

if TYPE_CHECKING:
    from ..ruleset import Ruleset

# the kernel's helper file, as error messages and the reference name it
KERNEL_FILE = "cardlib.lua"

_DOC = re.compile(r"---(?: (.*))?\Z")
_DEFINES = re.compile(r"function lib\.([A-Za-z_][A-Za-z0-9_]*)\s*\(")


class HelperFileError(ValueError):
    """A helper file's declarations and functions do not match (a fault of the kernel or of
    the game plugin, found before any script runs)."""


@dataclass(frozen=True, slots=True)
class Helper:
    """One ``lib`` function: its typed signature and what it does."""

    name: str
    signature: Signature
    doc: str

    def line(self) -> str:
        """The helper as one line of the reference."""
        return f"- `lib.{self.signature.shown()}` — {self.doc}"


@dataclass(frozen=True, slots=True)
class HelperFile:
    """One helper file: its text, the name errors give it, and its declared helpers."""

    chunkname: str
    source: str
    helpers: tuple[Helper, ...]

    @property
    def names(self) -> frozenset[str]:
        """The names the file declares."""
        return frozenset(h.name for h in self.helpers)


def read_helpers(source: str, where: str) -> tuple[Helper, ...]:
    """The helpers ``source`` declares, in its order; HelperFileError naming ``where`` and the
    line when a ``function lib.NAME(`` has no declaration above it, a declaration is followed
    by no function or another one's, or a signature does not parse."""
    helpers: list[Helper] = []
    block: list[str] = []
    block_line = 0
    for number, raw in enumerate(source.splitlines(), 1):
        line = raw.strip()
        doc = _DOC.match(line)
        if doc is not None:
            if not block:
                block_line = number
            block.append(doc.group(1) or "")
            continue
        defined = _DEFINES.match(line)
        if block and defined is None:
            raise HelperFileError(f"{where}:{block_line}: a helper's declaration must stand "
                                  "just above its 'function lib.NAME('")
        if defined is not None:
            helpers.append(_helper(defined.group(1), block, where, number))
        block = []
    if block:
        raise HelperFileError(f"{where}:{block_line}: a declaration with no helper after it")
    return tuple(helpers)


def _helper(name: str, block: list[str], where: str, number: int) -> Helper:
    if not block:
        raise HelperFileError(f"{where}:{number}: lib.{name} has no declaration (a '--- "
                              f"{name}(args) -> type' line and what it does, above it)")
    try:
        signature = parse_signature(block[0])
    except SignatureError as exc:
        raise HelperFileError(f"{where}:{number - len(block)}: {exc}") from None
    if signature.name != name:
        raise HelperFileError(f"{where}:{number - len(block)}: the declaration of "
                              f"'{signature.name}' stands above lib.{name}")
    doc = " ".join(part.strip() for part in block[1:] if part.strip())
    if not doc:
        raise HelperFileError(f"{where}:{number}: lib.{name} is declared without saying what "
                              "it does")
    return Helper(name, signature, doc)


@functools.cache
def kernel_helpers() -> HelperFile:
    """The kernel's helper file (read once per process)."""
    source = resources.files(__package__).joinpath(KERNEL_FILE).read_text("utf-8")
    return HelperFile(KERNEL_FILE, source, read_helpers(source, KERNEL_FILE))


@functools.lru_cache(maxsize=16)
def _game_file(path: Path) -> HelperFile:
    source = path.read_text("utf-8")
    chunkname = f"{path.parent.name}/{path.name}"
    helpers = read_helpers(source, chunkname)
    clash = sorted({h.name for h in helpers} & kernel_helpers().names)
    if clash:
        raise HelperFileError(f"{chunkname}: lib.{clash[0]} is the kernel's; a game's helper "
                              "needs a name of its own")
    return HelperFile(chunkname, source, helpers)


def game_helpers(rules: Ruleset) -> HelperFile | None:
    """The game's own helper file (None: the game has none); read once per process."""
    path = rules.script_helpers()
    return _game_file(Path(path)) if path is not None else None


def helper_files(rules: Ruleset) -> tuple[HelperFile, ...]:
    """The kernel's helper file, then the game's if it has one: what ``lib`` holds."""
    own = game_helpers(rules)
    return (kernel_helpers(), own) if own is not None else (kernel_helpers(),)


def helper_names(rules: Ruleset) -> frozenset[str]:
    """Every name ``lib`` has in a game of ``rules``."""
    return frozenset().union(*(f.names for f in helper_files(rules)))


def lib_uses(source: str) -> list[tuple[int, str, str]]:
    """Every ``lib.name`` / ``lib:name`` a script's code reads from the shared helpers, as
    (line, '.' or ':', name); none when the script declares or assigns a ``lib`` of its own
    (it then means its own table), or when the text does not lex (it cannot compile)."""
    return list(_lib_uses(source))


@functools.lru_cache(maxsize=4096)
def _lib_uses(source: str) -> tuple[tuple[int, str, str], ...]:
    """``lib_uses`` worked out once per process for each script text."""
    found = lua_tokens(source) or []
    if "lib" in declared_names(found):
        return ()
    uses: list[tuple[int, str, str]] = []
    for k, (kind, text, line) in enumerate(found[:-1]):
        if kind != "name" or text != "lib" or (k and found[k - 1][1] in AFTER_FIELD):
            continue
        after = found[k + 1][1]
        if after == "=":
            return ()  # `lib = …`: the script's own global
        if after in (".", ":") and k + 2 < len(found) and found[k + 2][0] == "name":
            uses.append((line, after, found[k + 2][1]))
    return tuple(uses)
