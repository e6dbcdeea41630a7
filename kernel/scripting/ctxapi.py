"""The ctx API of a game as the kernel builds it: its functions (the kernel's, the game's
vocabulary, a plugin's), cardapi.lua's text and its fixed tables, and the ctx names a script
uses. Worked out once per process where the answer cannot differ between games."""

from __future__ import annotations

import functools
from importlib import resources
from typing import TYPE_CHECKING, Any

from .cardscript import ABILITY_FIELDS
from .kernelapi import KERNEL, KERNEL_ENTRIES, ApiEntry, Invocation, result_checked
from .lexer import shared_tokens as lua_tokens
from .scriptcache import plugin_names
from .vocabulary import QUERY, VocabEntry

if TYPE_CHECKING:
    from ..gameapi import GameAPI
    from .hostapi import HostAPI

# what a ctx carries besides the API's functions (cardapi.lua's FIELDS)
CTX_FIELDS = frozenset({"self", "card_id", "controller", "params", "event", "targets",
                        "query_only"})


def ctx_uses(source: str) -> list[tuple[int, str, str]]:
    """Every ``ctx:name`` / ``ctx.name`` in a script's code (not its comments or strings),
    as (line, ':' or '.', name); none for a text that does not lex (it cannot compile)."""
    return list(_ctx_uses(source))


@functools.lru_cache(maxsize=4096)
def _ctx_uses(source: str) -> tuple[tuple[int, str, str], ...]:
    """``ctx_uses`` worked out once per process for each script text: every card using the
    text, in every game, is checked against the same uses."""
    found = lua_tokens(source) or []
    return tuple((line, found[k + 1][1], found[k + 2][1])
                 for k, (kind, text, line) in enumerate(found[:-2])
                 if kind == "name" and text == "ctx" and found[k + 1][1] in (":", ".")
                 and found[k + 2][0] == "name")


def game_name(game: GameAPI) -> str:
    """The game's name for messages."""
    return game.rules.name or game.id


@functools.cache
def cardapi_source() -> str:
    """The text of cardapi.lua (read once per process)."""
    return resources.files(__package__).joinpath("cardapi.lua").read_text("utf-8")


@functools.lru_cache(maxsize=64)
def fixed_tables_literal(api: tuple[tuple[str, str], ...]) -> str:
    """A Lua chunk returning a function that gives cardapi.lua's ``fields`` (the known fields
    of each kind of ability) or ``api`` (each ctx function's name and kind) as a fresh table."""
    fields = ", ".join(
        f"[{_lua_string(kind)}] = {{{', '.join(f'[{_lua_string(f)}] = true' for f in known)}}}"
        for kind, known in ABILITY_FIELDS.items())
    entries = ", ".join(f"{{name = {_lua_string(name)}, kind = {_lua_string(kind)}}}"
                        for name, kind in api)
    return (f"return function(which) if which == \"fields\" then return {{{fields}}} end "
            f"return {{{entries}}} end")


def _lua_string(text: str) -> str:
    """``text`` as a Lua string literal: printable ASCII as it is, every other byte escaped."""
    out = []
    for byte in text.encode("utf-8"):
        ch = chr(byte)
        out.append(ch if 32 <= byte < 127 and ch not in "\"\\" else f"\\{byte:03d}")
    return '"' + "".join(out) + '"'


# a game's ctx functions, by what they depend on: the rules, the game and its plugins (the
# vocabulary hooks take no game); kept with the plugin manager they came from
_API: dict[tuple[Any, ...], tuple[Any, dict[str, ApiEntry]]] = {}


def api_entries(game: GameAPI) -> dict[str, ApiEntry]:
    """Every ctx function of a game: the kernel's, then the game's vocabulary (and a plugin's);
    worked out once per process for each rules, game and set of plugins."""
    hooks = game.hooks
    key = (type(game.rules), game.id, id(hooks), plugin_names(game))
    known = _API.get(key)
    if known is not None and known[0] is hooks:
        return dict(known[1])
    entries = _api_entries(game)
    if len(_API) >= 64:
        _API.clear()
    _API[key] = (hooks, entries)
    return dict(entries)


def _api_entries(game: GameAPI) -> dict[str, ApiEntry]:
    added = [game.rules.vocabulary()]
    if game.hooks is not None:
        added.extend(v for v in game.hooks.hook.deckwright_vocabulary(game_id=game.id)
                     if v is not None)
    # joined to the kernel's, so a game or a plugin taking a name already taken (the
    # kernel's, the game's) is an error naming both, not a silent replacement
    everything = KERNEL.joined(*added)
    return {e.name: KERNEL_ENTRIES[e.name] if e.name in KERNEL else vocab_entry(e)
            for e in everything}


def vocab_entry(entry: VocabEntry) -> ApiEntry:
    """A game's vocabulary function as a ctx function (it is given the game, the source and
    the controller of the card function that calls it), its result checked against its
    declared type (``result_checked``)."""
    fn = entry.fn

    def run(host: HostAPI, call: Invocation, *args: Any) -> Any:
        return fn(host.game, call.source, call.controller, *args)

    return result_checked(ApiEntry(entry.name, entry.kind, entry.signature, entry.doc, run,
                                   fn if entry.kind == QUERY else None, entry.origin,
                                   entry.version if entry.kind == QUERY else None,
                                   entry.ids if entry.kind == QUERY else None))
