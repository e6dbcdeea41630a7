"""What a process learns once about a card script and reuses in every later game.

Loading a card's script into a game's sandbox costs time (compiling and running the chunk,
describing its abilities, checking its names) and memory (~25 KB of Lua per script). Most
questions a game asks about a card (``has_entry``: does it define ``on_draw``?) need only the
script's *description*, which depends on nothing but the script's text, the card's facts and
the game's rules. So the first game of a process loads and checks a script as before and keeps
its description's shape here (the abilities sorted by kind, the entry points); a later game
shares that shape and loads the Lua table into its own sandbox only when a card function
really runs. Nothing Lua is shared: each game runs the chunk in its own runtime, with its own
globals, loaded from bytecode and card tables made from recipes that the process keeps as
plain bytes and values (``sandbox.shared_code``, ``card_recipe``), never a game's Lua.
"""

from __future__ import annotations

import hashlib
import json
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from ..sets.loading import set_loads
from ..sets.luasource import read_script
from ..sets.shipped import is_shipped
from .cardscript import ScriptShape
from .lexer import variable_names
from .sandbox import flat_recipe

if TYPE_CHECKING:
    from ..gameapi import GameAPI
    from ..sets.carddefs import CardDef

T = TypeVar("T")

# the shape of what a checked script described, by what it depends on; never a failure's
_SHAPES: dict[tuple[Any, ...], ScriptShape] = {}
_MAX_KEPT = 4096  # homebrew authors reload edited scripts in one process: bound the growth
# a script file's text and its digest, by (path, modification time, size): every game of a
# process holds the same string instead of reading and keeping a copy of its own
_SOURCES: dict[tuple[str, int, int], tuple[str, str]] = {}
# when each shipped set's script file was last looked at (its path, as a key of _SOURCES):
# (the clock then, how many sets the process had loaded then, the key). A batch of games
# plays dozens a second, each loading each script it meets: looking at the file every time is
# a system call each, 1% of a Four Souls game (measured: ~20 µs a call among a game's work).
# A shipped script is looked at again once FRESH_FOR seconds have passed, or once a card set
# was loaded since (a new registry: what a developer runs after an edit); a homebrew set's,
# which its author edits between games, every time
_LOOKED: dict[str, tuple[float, int, tuple[str, int, int]]] = {}
FRESH_FOR = 5.0
_clock = time.monotonic  # (the tests move it on)
# one frozenset of entry-point names for every script that defines the same ones
_ENTRY_SETS: dict[frozenset[str], frozenset[str]] = {}
# the names through which a chunk reaches its environment itself, and so any global in it
# (load's chunks share the script's environment)
ENVIRONMENT_NAMES = frozenset({"_G", "_ENV", "load"})
# the variable names of each script text (None: it does not lex), by the text
_NAMES: dict[str, frozenset[str] | None] = {}
# each card's facts as script_key compares them, by the card's id (with the card)
_FACTS: dict[int, tuple[CardDef, str]] = {}
# each card's facts and params as flat recipes (card_recipe), by the card's id and the part
# (with the card)
_RECIPES: dict[tuple[int, str], tuple[CardDef, tuple[Any, ...] | None]] = {}


def script_source(path: Path) -> tuple[str, str]:
    """A script file's text and the SHA-256 of it, read once per process while the file is
    unchanged; ValueError saying what is wrong (as ``read_script``). Whether it changed is
    looked at every time, but for a shipped set's script (``_LOOKED``): after ``FRESH_FOR``
    seconds, or once a card set was loaded since."""
    name = str(path)
    shipped = is_shipped(name)
    if shipped:
        now = _clock()
        loads = set_loads()
        looked = _LOOKED.get(name)
        if looked is not None and looked[1] == loads and now - looked[0] < FRESH_FOR:
            known = _SOURCES.get(looked[2])
            if known is not None:
                return known
    try:
        stat = os.stat(path)
    except OSError:
        _LOOKED.pop(name, None)
        raise ValueError(f"cannot read {path.name}") from None
    key = (name, stat.st_mtime_ns, stat.st_size)
    known = _SOURCES.get(key)
    if known is None:
        source = read_script(path)
        digest = hashlib.sha256(source.encode("utf-8", "surrogateescape")).hexdigest()
        if len(_SOURCES) >= _MAX_KEPT:
            _SOURCES.clear()
        known = _SOURCES[key] = (source, digest)
    if shipped:
        if len(_LOOKED) >= _MAX_KEPT:
            _LOOKED.clear()
        _LOOKED[name] = (now, loads, key)
    return known


def plugin_names(game: GameAPI) -> tuple[str, ...]:
    """The names of the plugins registered for ``game`` (sorted): part of what a script's
    description and the game's ctx functions depend on."""
    hooks = game.hooks
    return tuple(sorted(name for name, _ in hooks.list_name_plugin())) \
        if hooks is not None else ()


def game_key(game: GameAPI) -> tuple[Any, ...]:
    """The part of ``script_key`` that is the game's: its rules and plugins (which decide the
    names a script may use), the same for every card of a game."""
    rules = type(game.rules)
    entries = tuple(sorted(game.rules.entry_points))  # what the entry-point check accepts
    return (rules.__module__, rules.__qualname__, game.id, plugin_names(game), entries)


def card_facts(card: CardDef) -> str:
    """A card's facts and parameters as ``script_key`` compares them, written once per card
    (a card's definition is not changed once its set is loaded: a set loaded again makes
    new ones)."""
    return _per_card(_FACTS, id(card), card, lambda: json.dumps(
        [card.to_json(), card.params], sort_keys=True, default=repr))


def card_recipe(card: CardDef, part: str) -> tuple[Any, ...] | None:
    """The card's facts (``part`` "card": ``CardDef.to_json``) or its params ("params") as a
    flat recipe (``sandbox.flat_recipe``: None where one cannot be made), made once per card
    definition for every game's script environment: plain values only, no game's Lua."""
    return _per_card(_RECIPES, (id(card), part), card, lambda: flat_recipe(
        card.to_json() if part == "card" else dict(card.params)))


def card_global(card: CardDef) -> dict[str, Any]:
    """The card's facts as a script's global ``card`` holds them (``CardDef.to_json``), made
    once per card definition (never changed: shared by every reader)."""
    return _per_card(_RECIPES, (id(card), "facts"), card, card.to_json)


def card_answer_recipe(card: CardDef) -> tuple[Any, ...] | None:
    """The flat recipe of ``card_answer(card)``, made once per card definition (None where
    one cannot be made)."""
    return _per_card(_RECIPES, (id(card), "answer"), card,
                     lambda: flat_recipe(card_answer(card)))


def card_answer(card: CardDef) -> dict[str, Any]:
    """What ``ctx:card`` answers of a card: its facts, with stats, params and tags always
    there (a script reads card.params.x without first asking whether the card has params)."""
    return {"stats": {}, "params": {}, "tags": [], **card.to_json()}


def _per_card(kept: dict[Any, tuple[CardDef, Any]], key: Any, card: CardDef,
              make: Callable[[], T]) -> T:
    """``make()`` once per card definition, kept in ``kept`` under ``key`` (an id of the card:
    the card is kept with it, so its id is not reused while the entry stands)."""
    entry = kept.get(key)
    if entry is not None and entry[0] is card:
        return entry[1]  # type: ignore[no-any-return]
    made = make()
    if len(kept) >= _MAX_KEPT:
        kept.clear()
    kept[key] = (card, made)
    return made


def script_key(game: GameAPI, card: CardDef, digest: str,
               game_part: tuple[Any, ...] | None = None) -> tuple[Any, ...]:
    """What a script's description depends on: the script's text (``digest``, its SHA-256),
    the card's facts and parameters, and the game's rules and plugins (``game_key``, or
    ``game_part`` when the caller holds it already)."""
    return (*(game_key(game) if game_part is None else game_part), card.id, digest,
            card_facts(card))


def known_shape(key: tuple[Any, ...]) -> ScriptShape | None:
    """The shape a checked script's description gave earlier in this process, if any: every
    game shares it, as no game changes it."""
    return _SHAPES.get(key)


def remember_shape(key: tuple[Any, ...], shape: ScriptShape) -> None:
    """Keep a checked script's shape for later games."""
    if len(_SHAPES) >= _MAX_KEPT:
        _SHAPES.clear()
    _SHAPES[key] = shape


def shared_entries(names: set[str]) -> frozenset[str]:
    """The one frozenset of these entry-point names that every script defining them shares."""
    key = frozenset(names)
    if len(_ENTRY_SETS) >= _MAX_KEPT:
        _ENTRY_SETS.clear()
    return _ENTRY_SETS.setdefault(key, key)


def may_reach(source: str, name: str) -> bool:
    """Whether a script's text could read the global ``name``: it uses the name as a variable,
    or reaches its environment (``_G``, ``_ENV``, ``load``). Never false for a script that can
    read it; true for a text that does not lex."""
    try:
        names = _NAMES[source]
    except KeyError:
        if len(_NAMES) >= _MAX_KEPT:
            _NAMES.clear()
        names = _NAMES[source] = variable_names(source)
    return names is None or name in names or not ENVIRONMENT_NAMES.isdisjoint(names)


def forget_descriptions() -> None:
    """Forget every script shape and script text (tests, and a host that reloads card
    sets)."""
    _SHAPES.clear()
    _SOURCES.clear()
    _LOOKED.clear()
    _NAMES.clear()
    _FACTS.clear()
    _RECIPES.clear()
