"""The Lua sandbox card scripts run in (Lua 5.4 through lupa).

Card scripts are untrusted.  A :class:`Sandbox` owns one ``lupa.lua54.LuaRuntime`` and runs
every script chunk in a fresh, isolated environment built from an allow-list, under an
instruction budget and a memory cap.  Every failure of a script raises :class:`ScriptError`
(or :class:`ScriptTimeout` / :class:`ScriptMemoryError`) naming the chunk and the Lua line, and
the same sandbox keeps working afterwards.

Public API
----------
``Sandbox(max_instructions=1_000_000, max_memory=32 MiB, random=None)``
    ``random(lo, hi)`` is the game's RNG (inclusive bounds); ``None`` uses ``Random(0)``.
``execute(source, chunkname="chunk", env=None) -> Any``
    Compile and run a text chunk; return its first result as plain Python (see *Values*).
``load(source, chunkname="chunk", env=None) -> Any``
    Same, but return the first result raw: a lupa table/function handle the kernel can keep
    (e.g. a card's ability table) and pass to :meth:`Sandbox.call` / :meth:`Sandbox.coroutine`.
``call(fn, *args) -> Any``
    Call a Lua function (raw or :class:`LuaFunction`) under a fresh budget; return its first
    result raw (lupa leaves nil/booleans/numbers/strings as Python values, tables and
    functions as lupa handles).  Arguments go through :meth:`to_lua`.  If the function makes a
    kernel request (see below) ``call`` raises ScriptError: use ``coroutine``.
``coroutine(fn, *args) -> ScriptThread``; ``ScriptThread.resume(value=None) -> (finished, value)``
    Run ``fn`` as a resumable thread.  The thread has one budget for its whole run: each
    ``resume`` goes on from what the last one left, less 1,000 units per request.  When the script
    calls the kernel request function, ``resume`` returns ``(False, request)`` with the
    request as plain Python; ``resume(answer)`` continues and the request call returns
    ``answer`` (converted with ``to_lua``); ``reply(ok, value)`` continues the same way with
    the request call returning the two values.  When ``fn`` returns: ``(True, first_result)``,
    raw as in ``call``.  The first ``resume`` must pass ``None``.  ``finished`` tells whether
    it is over; ``close()`` abandons it (its pending ``<close>`` handlers never run).
``sealing_function() -> Lua function``
    ``sealed(methods, name [, fields, missing])`` returns a maker of read-only views with
    methods (the card API's ``ctx``): one view per call, so no script can change what another
    script's view does.
``yielding_function() -> Lua function``
    The kernel request function ``request(value)``.  Expose it (or Lua wrappers around it) to
    scripts.  It yields a private sentinel plus ``value``; a script can neither forge nor
    intercept one: a request made inside a coroutine the script created is passed up to the
    kernel and the answer passed back down, and a plain ``coroutine.yield`` never counts as
    a request.
``function(pyfn, *, method=False) -> Lua function``
    Wrap a Python callable as a Lua closure (Lua only ever sees a Lua function).  Arguments
    arrive as plain Python (:meth:`to_python`), the result goes back through :meth:`to_lua`;
    a returned tuple becomes multiple Lua results.  With ``method=True`` the first Lua
    argument (the ``self`` of ``obj:name()``) is dropped unconverted.  A ScriptError or
    DeckwrightError raised by ``pyfn`` becomes an ordinary Lua error (catchable by pcall);
    ScriptTimeout and ScriptMemoryError kill the calling script (not catchable); any other
    exception becomes a Lua error string ``"TypeName: message"``; KeyboardInterrupt and other
    BaseExceptions kill the script and are re-raised by the outermost call.
``readonly(value) -> Lua table``
    A deep read-only proxy of a Lua table or of plain Python data: writes (also ``rawset``)
    raise, ``getmetatable`` returns false, ``pairs``/``next``/``#``/``ipairs`` see the
    content, nested tables come back as proxies too.  ``to_python`` sees through proxies.
``to_lua(value) -> Any`` / ``to_python(value) -> Any``
    Deep conversions (see *Values*).
``take_output() -> list[str]``
    Lines scripts printed since the last call (``print`` writes nowhere else).
``instructions_used`` / ``memory_used``
    Budget units spent by the latest top-level call; bytes held by the Lua runtime.
``live_memory() -> int``
    Bytes held after a full garbage collection (moves the next collection: ask between games).
``kept() -> bool``, ``watch(table, chunkname)``, ``changed(snap)``, ``trust(table)``
    A card script's state (``lua_state.lua``; the rules are ``cardstate.py``'s). ``kept()``
    says whether the chunk loaded last is kept for ``watch``: asked for with ``keep=True``
    (``load``, ``instance``), or it made an iterator or coroutine while loading (``pairs``,
    ``gmatch``, ``coroutine.*``).
    ``watch`` then copies everything the script can still reach (the table it returned, its
    globals, its functions' upvalues, through tables and metatables), naming the lines of its
    own functions, or says why it cannot (a coroutine or a library iterator kept from
    loading, more than 50,000 values); ``changed`` compares after a call and names the first
    difference. Neither runs script code nor counts against a budget; a check costs about
    what the state holds (some µs for a card). ``trust`` names engine functions a script may
    hold that keep nothing of its own (the libraries and each script's ``load`` are trusted
    already).

Values
------
Python to Lua: None, bool, int (64-bit), float, str/bytes; Mapping -> table; list/tuple ->
sequence (None becomes a hole); LuaFunction and raw lupa values pass through; other callables
-> ``function(...)``.  Lua to Python (raw access only, no metamethod ever runs): nil -> None,
booleans, numbers, strings (must be UTF-8); a table whose keys are exactly 1..n -> list
(an empty table -> ``[]``), any other table -> dict whose keys (strings, numbers, booleans)
are in the sandbox order (below); Lua functions -> :class:`LuaFunction` handles; threads and
userdata raise ScriptError; so do cycles, nesting deeper than 64 and more than 100,000 items.
``execute`` and ``call`` return only the *first* result of a chunk or function.

Errors
------
``ScriptError(message, chunkname, line)``; ``str(e)`` is ``chunkname:line: message`` (or
``chunkname: message`` when the line is unknown: after a tail call, or for an out-of-memory
error raised by the runtime itself).  The position is where the error was raised in script
code (kernel wrappers never appear; positions Lua put on the message are honoured, as for
``error(msg, 2)``).  Non-string error objects are described by their ``__tostring`` run
inside the sandbox under the budget, else as ``(error object is a table value)``.

The environment (DESIGN §6)
---------------------------
Each chunk gets its own globals table and its own copies of ``string`` (no ``dump``),
``table``, ``math`` (``random`` draws from the game's RNG: ``math.random()`` is
``random(0, 2**53-1) / 2**53``; no ``randomseed``), ``utf8`` and ``coroutine``, plus
``assert error getmetatable ipairs next pairs pcall print rawequal rawget rawlen rawset select
setmetatable tonumber tostring type xpcall load _VERSION _G``.  ``load`` compiles text only
(strings or reader functions, binary chunks refused), defaulting to the chunk's own globals.
There is no io, os, debug, package, require, dofile, loadfile, collectgarbage or warn; no
Python object is reachable (the runtime's ``python`` table and globals are emptied after the
kernel captured what it needs, every attribute access on a Python object is denied, and host
callables are hidden in Lua closures).  ``getmetatable("")`` is nil; the string metatable's
``__index`` is the guarded string library and carries ``__metatable``.  ``setmetatable``
refuses metatables with ``__gc`` (finalizers would run outside any budget).
Iteration is deterministic: ``pairs`` and ``next`` visit integer keys ascending, then other
numbers ascending, then strings in byte order, then false, true, then tables/functions/threads
in the order the current top-level call first saw them; keys it had not seen yet are first
numbered by what can be said of them without an address (a function's source line, a table's
plain fields, the plain value they map to), so the order is the same in every process
(``__pairs`` is honoured).  ``tostring`` never prints addresses (``table: #12``, numbered anew
in each top-level call, so a script never sees what calls before it did); ``string.format``
refuses ``%p`` in every form and formats ``%s`` with the same ``tostring``.

Budget
------
One unit is about one Lua VM instruction.  A count hook charges 1,000 units every 1,000
instructions in the main function and in every coroutine the script creates (a new coroutine
also costs 1,000 units up front).  Work the hook cannot see is charged before it runs:
pattern matching by its worst case (when that worst case exceeds ~2M steps the match runs in a
Lua port of the matcher instead, loaded the first time one is needed, so only its real work is
charged), copies and scans of strings over 4 KiB (1 unit per 64 bytes copied, per 8 bytes
scanned), ``table.sort/concat/unpack/move`` by their length, ``load`` by source size; and each
garbage-collection cycle that completes during a call costs 4 units per KiB of heap (a cycle
means about a heap's worth of allocation), which bounds loops of multi-megabyte
concatenations.  When the budget runs out the kill is sticky: every thread on the running
chain is re-hooked to fire on each instruction, so ``pcall``/``xpcall``/``coroutine``
wrappers and metamethods cannot swallow it, and message handlers never run script code after
a kill.  Calls made from inside a host function (nested ``call``) share the enclosing budget.

Memory: ``max_memory`` is the runtime's hard cap.  Scripts may keep at most
``max_memory - max(256 KiB, max_memory / 8)`` alive: the rest is headroom for the kernel's own
conversions (lupa pushes values without protection, so an allocation failure there would abort
the process).  The hook, host functions and the end of every call check this (after at most two
full collections per call); if scripts still hold more at the end of a call the sandbox refuses
all further work with ScriptMemoryError (rebuild it).  ``string.rep`` results are capped at
``max_memory / 8`` bytes.  A memory error has a line only when the failing allocation was not
the runtime's own (Lua does not run message handlers for out-of-memory errors).

A Sandbox is not thread-safe: use it from one thread at a time.

Not contained (documented limits)
---------------------------------
* Single VM instructions that compare or hash multi-megabyte strings (``a == b`` on two equal
  8 MiB strings) cost far more than one unit and allocate nothing, so neither the hook nor the
  GC charge sees them.  While the heap is above a quarter of ``max_memory`` the hook fires every
  50 instructions, and a watchdog on the process's CPU time (``os.clock``) kills any call
  once it has spent ``max(2, max_instructions / 500,000)`` CPU seconds: such a script costs at
  most ~2 s.  Only this watchdog depends on the machine (its speed, not its load: time the
  process spends waiting for a core is not counted, so a busy machine changes no game).
* ``string.find(s, p, init, true)`` with both a huge subject and a long pattern is refused
  rather than charged.
* Weak tables (``__mode``) remain available; their behaviour depends on collection timing.
* ``pairs`` orders strings with strcoll (byte order in the C locale Python keeps by default);
  if LC_COLLATE is not C/POSIX when the sandbox is created it compares bytes itself.

Measured costs (lupa 2.8, CPython 3.11, shared 2-core x86-64 container, best of 7 runs)
-----------------------------------------------------------------------------------------
``Sandbox()`` 0.4-0.65 ms (the kernel is loaded from bytecode compiled once per process;
compiling its source would add 0.6 ms).  ``call()`` of a trivial function 1.1-1.5 µs (a bare
lupa call is 0.3 µs).  ``coroutine()`` plus one request, answer and return 5.5 µs.  A host
function called from Lua 1.4-1.9 µs.  ``load`` of a small card chunk 12-15 µs (fresh globals
and library copies).  Hooked Lua code runs at about 5 ns per instruction (2 ns unhooked: Lua
5.4 traps every instruction while a count hook is set).
"""

from __future__ import annotations

import locale
import random as _random
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from importlib import resources
from typing import Any

import lupa.lua54 as _lua

from ..errors import DeckwrightError
from .bytecode import without_local_names
from .restrictions import explain

__all__ = [
    "LuaFunction",
    "Sandbox",
    "ScriptError",
    "ScriptMemoryError",
    "ScriptThread",
    "ScriptTimeout",
    "WatchedState",
]

_KSRC = "=[deckwright sandbox]"
# the chunk name of the sandbox's own Lua, as Lua keeps it (no card's script may be read as it)
ENGINE_CHUNKNAME = _KSRC
_ERR, _YIELD = 1, 2
_MAX_DEPTH = 64
_MAX_ITEMS = 100_000
_INT_MIN, _INT_MAX = -(2**63), 2**63 - 1
_PLAIN = frozenset({type(None), bool, int, float, str})
_FAST_ARGS = frozenset({type(None), bool, int, float, str, bytes})
# values a Lua call takes as they are (an int is checked for range, a str encoded)
_AS_IS = frozenset({type(None), bool, float, bytes})
_KEY_RANK = {int: 0, float: 1, str: 2, bool: 3}
_POSITION = re.compile(r"([^\n]*?):(\d+): (.*)\Z", re.S)
_IDSIZE = 59  # longest chunk name Lua shows untruncated (LUA_IDSIZE - 1)

# The kernel's parts: sandbox.lua runs each once and keeps what it returns (the header of
# sandbox.lua says what each part is and when it runs: the libraries scripts see when one is
# first read, the port of Lua's pattern matcher when a match first needs it).
_KERNEL_PARTS = (
    "lua_order.lua",
    "lua_coroutines.lua",
    "lua_strings.lua",
    "lua_libs.lua",
    "lua_load.lua",
    "lua_patterns.lua",
)
# The part that watches a card script's state, handed to a sandbox only when it first watches
# one (most games never do): until then it costs a game no memory.
_STATE_PART = "lua_state.lua"

_kernel_cache: tuple[str, bytes, tuple[bytes, ...]] | None = None
_state_cache: bytes | None = None
_T_COFUNCTION: type | None = None


def _kernel_chunks() -> tuple[str, bytes, tuple[bytes, ...]]:
    """The kernel's chunks and their load mode: ``(mode, sandbox.lua, (name, part, name, part
    ...))``, each chunk our own bytecode (loads 3x faster), else every one as source."""
    global _kernel_cache, _state_cache
    if _kernel_cache is None:
        files = resources.files(__package__)
        names = ("sandbox.lua", *_KERNEL_PARTS, _STATE_PART)
        sources = [files.joinpath(name).read_bytes() for name in names]
        chunks = sources
        mode = "t"
        try:
            scratch = _lua.LuaRuntime(encoding=None)
            load, dump = scratch.eval(b"load"), scratch.eval(b"string.dump")
            # not stripped: frames keep their source and lines (only local names go)
            codes = [dump(load(source, _KSRC.encode(), b"t")) for source in sources]
            if all(isinstance(code, bytes) and code[:1] == b"\x1b" for code in codes):
                lighter = [without_local_names(code) for code in codes]
                loads = all(type(load(code, _KSRC.encode(), b"b")) is not tuple
                            for code in lighter)
                chunks, mode = (lighter if loads else codes), "b"
        except Exception:  # pragma: no cover - fall back to compiling the sources each time
            pass
        parts: list[bytes] = []
        for name, chunk in zip(_KERNEL_PARTS, chunks[1:-1], strict=True):
            parts += [name.encode(), chunk]
        _kernel_cache = (mode, chunks[0], tuple(parts))
        _state_cache = chunks[-1]
    return _kernel_cache


def _state_chunk() -> bytes:
    """lua_state.lua as the other parts are loaded (bytecode or source, their mode)."""
    if _state_cache is None:
        _kernel_chunks()
    assert _state_cache is not None
    return _state_cache


_engine_code: dict[tuple[str, str], bytes | None] = {}


def engine_bytecode(source: str, chunkname: str) -> bytes | None:
    """The engine's own Lua ``source`` (never a card's) compiled to bytecode once per process,
    for :meth:`Sandbox.load_engine_code`; None if this Lua cannot dump it."""
    key = (source, chunkname)
    if key not in _engine_code:
        code: bytes | None = None
        try:
            scratch = _lua.LuaRuntime(encoding=None)
            fn = scratch.eval(b"load")(source.encode("utf-8"), ("=" + chunkname).encode(), b"t")
            dumped = scratch.eval(b"string.dump")(fn)  # not stripped: errors keep their lines
            if isinstance(dumped, bytes) and dumped[:1] == b"\x1b":
                code = dumped
        except Exception:  # pragma: no cover - the caller compiles the source instead
            code = None
        if len(_engine_code) >= 64:
            _engine_code.clear()
        _engine_code[key] = code
    return _engine_code[key]


# K.compile_shared's wrapper of a script: a function whose _ENV is a parameter (no line added
# before the script's first, so line numbers are the script's own)
_SHARED_HEAD = b"return function(_ENV, ...) "
_SHARED_TAIL = b"\nend"
# a card script's wrapped chunk as bytecode, by (text, chunk name); None: it compiles only in
# a sandbox (which then says why not). Bytes, never a Lua value: no game sees another's.
_shared_code: dict[tuple[str, str], bytes | None] = {}
_MAX_FLAT = 4096  # the most values a flat recipe passes to Lua in its one call
_MAX_SHARED = 4096  # homebrew authors reload edited scripts in one process: bound the growth
_COMPILER_MEMORY = 64 * 1024 * 1024
_compiler: tuple[Any, Any] | None = None  # (load, string.dump) of a runtime that runs nothing


def shared_code(source: str, chunkname: str) -> bytes | None:
    """A card script wrapped as ``Sandbox.compile_shared`` wraps it, compiled to bytecode once
    per process (compiling is ~15x the cost of loading bytecode, and every game of a process
    compiles the same scripts); None if it does not compile here (the sandbox compiles the
    text and says why). The text is only compiled, never run, in a runtime of its own."""
    key = (source, chunkname)
    try:
        return _shared_code[key]
    except KeyError:
        pass
    global _compiler
    code: bytes | None = None
    try:
        if _compiler is None:
            scratch = _lua.LuaRuntime(encoding=None, register_builtins=False,
                                      max_memory=_COMPILER_MEMORY)
            _compiler = (scratch.eval(b"load"), scratch.eval(b"string.dump"))
        load, dump = _compiler
        text = _SHARED_HEAD + source.encode("utf-8", "surrogateescape") + _SHARED_TAIL
        fn = load(text, ("=" + chunkname).encode("utf-8", "surrogateescape"), b"t")
        if type(fn) is not tuple:  # (nil, message): it does not compile
            # not stripped: a script's errors and line spans keep their lines and local names
            dumped = dump(fn)
            if isinstance(dumped, bytes) and dumped[:1] == b"\x1b":
                code = dumped
    except Exception:  # noqa: BLE001 - any trouble here: the sandbox compiles the text
        code = None
    if len(_shared_code) >= _MAX_SHARED:
        _shared_code.clear()
    _shared_code[key] = code
    return code


def flat_recipe(value: Any) -> tuple[Any, ...] | None:
    """Plain data (dicts with string or integer keys, lists, tuples, strings, numbers, booleans,
    None) as one run of plain values ``Sandbox.unflat`` makes a Lua table of in one call,
    the table ``Sandbox.to_lua`` makes of it; None for anything else (``to_lua`` converts it,
    or says why it cannot). Holds no Lua value: a process makes it once for every game."""
    out: list[Any] = []
    try:
        _flatten(value, out, 0)
    except _NotFlat:
        return None
    # each value is an argument of one Lua call: a large table is converted as to_lua does
    return tuple(out) if len(out) <= _MAX_FLAT else None


class Premade(dict):  # type: ignore[type-arg]
    """Plain data (a dict) that ``to_lua`` makes into a table from ``flat``, its flat recipe
    (``flat_recipe``) made once for every game: one call into Lua, without walking the data.
    A question's answer that is the same data in every game (a card's facts) is given as one.
    It refuses changes, which would leave the recipe making other data."""

    __slots__ = ("flat",)

    def __init__(self, data: dict[str, Any], flat: tuple[Any, ...]) -> None:
        super().__init__(data)
        self.flat = flat

    def _refuse(self, *args: Any, **kwargs: Any) -> None:
        raise TypeError("a Premade answer cannot be changed")

    def __reduce__(self) -> tuple[Any, ...]:
        # a copy (copy, deepcopy, pickle) is the plain data, free to change
        return (dict, (dict(self),))

    __setitem__ = __delitem__ = __ior__ = _refuse  # type: ignore[assignment]
    update = pop = popitem = clear = setdefault = _refuse  # type: ignore[assignment]


class _NotFlat(Exception):  # noqa: N818 -- control flow: data flat_recipe leaves to to_lua
    """A value flat_recipe does not take."""


def _flatten(v: Any, out: list[Any], depth: int) -> None:
    """Append ``v`` to a flat recipe (see ``flat_recipe``; K.unflat reads it)."""
    t = type(v)
    if v is None or t is bool or t is float or t is bytes or (
            t is int and _INT_MIN <= v <= _INT_MAX):
        out += (0, v)
    elif t is str:
        try:
            out += (0, v.encode("utf-8"))
        except UnicodeEncodeError:
            raise _NotFlat from None
    elif depth >= _MAX_DEPTH:  # too deep, or a cycle: to_lua says which
        raise _NotFlat
    elif t is list or t is tuple or isinstance(v, list | tuple):
        out += (1, len(v))
        for item in v:
            _flatten(item, out, depth + 1)
    elif isinstance(v, dict):  # a set's own dicts too (its line numbers): their items, as to_lua
        out += (2, len(v))
        for key, item in v.items():
            tk = type(key)
            if tk is str:
                try:
                    out.append(key.encode("utf-8"))
                except UnicodeEncodeError:
                    raise _NotFlat from None
            elif tk is int and _INT_MIN <= key <= _INT_MAX:
                out.append(key)
            else:
                raise _NotFlat
            _flatten(item, out, depth + 1)
    else:
        raise _NotFlat


class ScriptError(DeckwrightError):
    """A card script failed; ``str()`` is one line: ``chunkname:line: message``."""

    def __init__(self, message: str, chunkname: str | None = None, line: int | None = None):
        self.message = message
        self.chunkname = chunkname
        self.line = line
        if chunkname is not None and line is not None:
            text = f"{chunkname}:{line}: {message}"
        elif chunkname is not None:
            text = f"{chunkname}: {message}"
        else:
            text = message
        super().__init__(text)


@dataclass(frozen=True, slots=True)
class WatchedState:
    """What ``Sandbox.watch`` found of a script's state: ``snap`` (for ``Sandbox.changed``),
    the lines (``linedefined``, ``lastlinedefined``) of the script's own functions it holds,
    whether it holds functions of another text (``load``), and why it cannot be watched at
    all (a coroutine or iterator kept from loading, too many values), if so."""

    snap: Any
    spans: tuple[tuple[int, int], ...]
    foreign: bool
    refused: str | None


class ScriptTimeout(ScriptError):
    """A script exceeded its instruction budget (or the CPU-time watchdog)."""


class ScriptMemoryError(ScriptError):
    """A script exceeded the sandbox's memory cap."""


class _Shared(Exception):  # noqa: N818 -- control flow: a value no recipe may hold
    """A Lua value or a function inside a value asked for a recipe."""


class LuaFunction:
    """Opaque handle on a Lua function; pass it to ``Sandbox.call`` or ``Sandbox.coroutine``."""

    __slots__ = ("_fn",)

    def __init__(self, fn: Any) -> None:
        self._fn = fn

    def __repr__(self) -> str:
        return "<LuaFunction>"


def _deny_attribute(obj: object, name: object, is_setting: bool) -> str:
    raise AttributeError("attribute access is not allowed from Lua")


def _text(value: object) -> bytes:
    """Render anything as a short UTF-8 message for Lua, without ever failing."""
    try:
        s = str(value)
    except Exception:
        s = f"<unprintable {type(value).__name__}>"
    if len(s) > 1000:
        s = s[:1000] + "..."
    return s.encode("utf-8", "replace")


def _key_order(item: tuple[Any, Any]) -> tuple[int, Any]:
    k = item[0]
    return (_KEY_RANK[type(k)], k)


_CROSS_WHOLE = frozenset({str, bool, float})  # items that cross to Lua and back as they are


def crosses_unchanged(value: Any) -> bool:
    """Whether ``value`` comes back from Lua as it went (``Sandbox.to_python`` of its
    ``to_lua``, equal and of the same types): strings, booleans, floats, integers that fit,
    and lists and non-empty dicts of them, a dict's string keys already in ``_key_order``
    (an empty dict comes back a list, a tuple a list, None in a list a hole)."""
    t = type(value)
    if t is str or t is bool or t is float or value is None:
        return True
    if t is int:
        return _INT_MIN <= value <= _INT_MAX
    # (loops, not all() of generators: asked of most answers a card function is given; a
    # list of strings, booleans and floats, the usual one, known by its items' types at once)
    if t is list:
        if _CROSS_WHOLE.issuperset(map(type, value)):
            return True
        for v in value:
            tv = type(v)
            if tv is not str and tv is not bool and tv is not float and (
                    v is None or not crosses_unchanged(v)):
                return False
        return True
    if t is dict and value:
        last = None
        for k, v in value.items():
            if type(k) is not str or last is not None and k <= last:  # sorted, as they return
                return False
            last = k
            tv = type(v)
            if tv is not str and tv is not bool and tv is not float and (
                    v is None or not crosses_unchanged(v)):
                return False
        return True
    return False


class NotForeseen(Exception):
    """A value whose trip to Lua and back ``trip_in_python`` does not work out."""


def trip_in_python(value: Any, depth: int = 0) -> Any:
    """What ``to_python(to_lua(value))`` gives, worked out without Lua, for plain data:
    lists and tuples (of any kind) as lists; a dict of string keys as a dict of
    the same keys sorted (``_key_order``), its nil fields left out, none left a list;
    NotForeseen for anything else (a hole, another key, an integer Lua cannot hold, a deep
    nest), which only the trip can say."""
    t = type(value)
    if t is str or t is bool or t is float:
        return value
    if t is int:
        if _INT_MIN <= value <= _INT_MAX:
            return value
        raise NotForeseen
    if depth > 40:
        raise NotForeseen
    if isinstance(value, list | tuple):  # (a list a plain function made is one too)
        out = []
        for v in value:
            if v is None:
                raise NotForeseen  # a hole
            out.append(v if type(v) is str else trip_in_python(v, depth + 1))
        return out
    if t is dict:
        kept = []
        for k, v in value.items():
            if type(k) is not str:
                raise NotForeseen
            if v is not None:  # a nil field is no field of a Lua table
                kept.append((k, v))
        if not kept:
            return []  # an empty table comes back a list
        kept.sort(key=_key_order)
        return {k: v if type(v) is str else trip_in_python(v, depth + 1) for k, v in kept}
    raise NotForeseen


class ScriptThread:
    """A Lua function running as a resumable thread that can make kernel requests."""

    __slots__ = ("_sandbox", "_fn", "_args", "_co", "_state", "_left")

    def __init__(self, sandbox: Sandbox, fn: Any, args: tuple[Any, ...]) -> None:
        self._sandbox = sandbox
        self._fn = fn
        self._args = args
        self._co: Any = None
        self._state = 0  # 0 not started, 1 waiting for an answer, 2 finished or failed
        self._left = 0.0  # budget units the thread had left when it made its request

    @property
    def finished(self) -> bool:
        """True once the function returned or failed."""
        return self._state == 2

    def resume(self, value: Any = None) -> tuple[bool, Any]:
        """Run until the next kernel request ``(False, request)`` or the end ``(True, result)``."""
        if self._state == 0 and value is not None:
            raise TypeError("the first resume() of a script thread takes no value")
        return self._go((value,))

    def reply(self, ok: bool, value: Any) -> tuple[bool, Any]:
        """Answer the kernel request the thread waits on: the request returns ``ok`` and
        ``value`` in the thread (no table made to hold them); then as ``resume``."""
        if self._state == 0:
            raise TypeError("a script thread that has not started waits on no request")
        return self._go((ok, value))

    def _go(self, values: tuple[Any, ...]) -> tuple[bool, Any]:
        sb = self._sandbox
        sb._check_usable()
        if self._state == 2:
            raise ScriptError("this script thread has already finished")
        try:
            if self._state == 0:
                args = self._args
                self._args = ()
                r = sb._k_run(self._fn, *args)
            else:
                r = sb._k_resume(self._co, self._fn, self._left,
                                 *[sb._to_lua(v, 0, None) for v in values])
        except (_lua.LuaError, UnicodeDecodeError) as exc:
            self._end()
            raise sb._lupa_failure(exc) from None
        if type(r) is tuple:
            if r[0] == _YIELD:
                self._co = r[2]
                self._left = r[3]
                self._state = 1
                try:
                    return False, sb.to_python(r[1])
                except ScriptError:
                    self._end()
                    raise
            self._end()
            raise sb._failure(r)
        self._end()
        return True, r

    def close(self) -> None:
        """Abandon the thread (pending to-be-closed variables of the script are not run)."""
        self._end()

    def _end(self) -> None:
        self._state = 2
        self._co = None
        self._args = ()


class Sandbox:
    """One Lua runtime that runs untrusted card scripts in isolated, budgeted environments."""

    def __init__(
        self,
        max_instructions: int = 1_000_000,
        max_memory: int = 32 * 1024 * 1024,
        random: Callable[[int, int], int] | None = None,
    ) -> None:
        if not isinstance(max_instructions, int) or max_instructions < 1:
            raise ValueError("max_instructions must be a positive integer")
        if not isinstance(max_memory, int) or max_memory < 1024 * 1024:
            raise ValueError("max_memory must be at least 1 MiB")
        self.max_instructions = max_instructions
        self.max_memory = max_memory
        rng = random if random is not None else _random.Random(0).randint
        self._broken: str | None = None
        self._interrupt: BaseException | None = None
        self._long_names: dict[str, str] = {}

        rt = _lua.LuaRuntime(
            register_eval=False,
            register_builtins=False,
            attribute_filter=_deny_attribute,
            unpack_returned_tuples=True,
            max_memory=max_memory,
        )
        self._rt = rt
        global _T_COFUNCTION
        if _T_COFUNCTION is None:
            # lupa shows a not-yet-started Lua thread as a "coroutine function" (one class for
            # every runtime): note its type once
            _T_COFUNCTION = type(rt.eval("coroutine.create(function() end)"))
        self._T_COFUNCTION = _T_COFUNCTION
        lua_globals = rt.globals()
        env = lua_globals.setmetatable(rt.table(), rt.table(__index=lua_globals))
        mode, chunk, parts = _kernel_chunks()
        compiled = lua_globals.load(chunk, _KSRC, mode, env)
        if type(compiled) is tuple:  # (nil, message)
            raise RuntimeError(f"cannot compile the sandbox kernel: {compiled[1]}")
        reserve = max(256 * 1024, max_memory // 8)
        try:
            collate = locale.setlocale(locale.LC_COLLATE)
        except locale.Error:
            collate = "C"
        kernel = compiled(
            max_instructions,
            (max_memory - reserve) / 1024,
            max_memory / 4 / 1024,
            max(2, -(-max_instructions // 500_000)),
            collate not in ("C", "POSIX"),
            max_memory // 8,
            self._random_bridge(rng),
            mode,
            *parts,
        )
        # Attribute access on lupa objects is only safe while no script runs: take every
        # kernel function now and only ever *call* them afterwards.
        (self._k_run, self._k_resume, self._k_load, self._k_compile_shared, self._k_instance,
         self._k_request, self._k_make_function, self._k_list, self._k_dict, self._k_ident,
         self._k_recipe_list, self._k_recipe_dict, self._k_build, self._k_readonly,
         self._k_sealed, self._k_unproxy,
         self._k_eager_envs,  # tests: build environments as full copies
         self._k_watch, self._k_kept, self._k_changed, self._k_trust, self._k_is_cyclic,
         self._k_take_output, self._k_used, self._k_collect,
         self._k_defined, self._k_unflat, self._k_instance_card,
         self._k_upvalues) = kernel.exports()
        self._watching = False  # whether the kernel runs lua_state.lua (watch) yet
        self.printed = False  # whether a script printed since the last take_output
        kernel.on_print = self._mark_printed
        self._kernel = kernel
        self._T_TABLE = type(kernel)
        self._T_FUNCTION = type(self._k_run)
        # Lua values of this runtime go into a call as they are; lupa refuses another runtime's
        self._fast_args = _FAST_ARGS | {self._T_TABLE, self._T_FUNCTION}
        # what to_lua gives back as it is (lua_values): no call needed for these
        self._as_is = _AS_IS | {self._T_TABLE, self._T_FUNCTION}
        self._LuaObject: type = type(kernel).__mro__[1]

    def close(self) -> None:
        """Drop every Lua value this sandbox holds, so that its runtime (which holds this
        sandbox's functions) is freed as soon as no other Lua value is kept: the sandbox
        refuses all work afterwards."""
        self.__dict__.clear()
        self._broken = "this sandbox is closed"

    # ----------------------------------------------------------------------------- running

    def execute(
        self, source: str, chunkname: str = "chunk", env: Mapping[str, Any] | None = None
    ) -> Any:
        """Run a text chunk in a fresh environment and return its first result as plain Python."""
        return self.to_python(self.load(source, chunkname, env))

    def load(
        self, source: str, chunkname: str = "chunk", env: Mapping[str, Any] | None = None,
        *, keep: bool = False,
    ) -> Any:
        """Run a text chunk in a fresh environment and return its first result raw (lupa);
        ``keep``: its environment is kept for ``watch``, the next call that looks at it."""
        self._check_usable()
        if not isinstance(source, str | bytes):
            raise TypeError("source must be str or bytes")
        if isinstance(source, str):
            source = source.encode("utf-8", "surrogateescape")
        if len(chunkname) > _IDSIZE:
            self._long_names[chunkname[:_IDSIZE]] = chunkname
        extra = None
        if env is not None:
            if not isinstance(env, Mapping):
                raise TypeError("env must be a mapping of global names to values")
            extra = self._to_lua(env, 0, None)
        return self._chunk(self._k_load, source, "=" + chunkname, extra, False, keep)

    def _chunk(self, kernel_fn: Any, *args: Any) -> Any:
        """Call a kernel function that loads or runs a chunk; its first result raw, or the
        failure as one ScriptError."""
        try:
            r = kernel_fn(*args)
        except (_lua.LuaError, UnicodeDecodeError) as exc:
            raise self._lupa_failure(exc) from None
        if type(r) is tuple:
            raise self._failure(r, "a chunk")
        return r

    def load_engine_code(self, source: str, chunkname: str,
                         env: Mapping[str, Any] | None = None) -> Any:
        """Run the engine's own Lua ``source`` (cardapi.lua: never a card's text) as ``load``
        does, from bytecode compiled once per process when this Lua can dump it."""
        code = engine_bytecode(source, chunkname)
        if code is None:
            return self.load(source, chunkname, env)
        self._check_usable()
        extra = self._to_lua(env, 0, None) if env is not None else None
        return self._chunk(self._k_load, code, "=" + chunkname, extra, True)

    def compile_shared(self, source: str, chunkname: str = "chunk") -> Any:
        """Compile a chunk once for several instances (``instance``): a Lua function that
        runs the chunk in the environment it is given; ScriptError if it does not compile.
        Loaded from the bytecode every sandbox of the process shares (``shared_code``)."""
        self._check_usable()
        if len(chunkname) > _IDSIZE:
            self._long_names[chunkname[:_IDSIZE]] = chunkname
        code = shared_code(source, chunkname)
        if code is not None:
            return self._chunk(self._k_compile_shared, code, "=" + chunkname, True)
        text = _SHARED_HEAD + source.encode("utf-8", "surrogateescape") + _SHARED_TAIL
        return self._chunk(self._k_compile_shared, text, "=" + chunkname, False)

    def instance(self, compiled: Any, env: Mapping[str, Any] | None = None, *,
                 keep: bool = False) -> Any:
        """Run a chunk from ``compile_shared`` in a fresh environment (as ``load`` makes one,
        with ``env``'s globals added) and return its first result raw (lupa); ``keep`` as for
        ``load``."""
        self._check_usable()
        extra = self._globals(env) if env is not None else None
        return self._chunk(self._k_instance, compiled, extra, keep)

    def instance_card(self, compiled: Any, base: Any, lib: Any,
                      card: tuple[Any, ...] | None, params: tuple[Any, ...], *,
                      keep: bool = False) -> Any:
        """``instance`` of a card script with its globals made in the same call: ``base``'s
        (a table ``to_lua`` made, shared by the game's cards: each instance gets its own
        environment), ``lib`` (None: not given), ``card`` and ``params`` from their flat
        recipes (``flat_recipe``; ``card`` None: not given). One call into Lua, not one for
        each table."""
        self._check_usable()
        flat = params if card is None else card + params
        return self._chunk(self._k_instance_card, compiled, keep, base, lib,
                           0 if card is None else len(card), *flat)

    def _globals(self, env: Mapping[str, Any]) -> Any:
        """``to_lua(env)`` of a chunk's added globals; made in one call when, as a card
        script's are, they are all Lua values already (its tables, the ability constructors),
        without converting each."""
        if type(env) is dict:
            flat: list[Any] = []
            lua_values = (self._T_TABLE, self._T_FUNCTION)
            for key, value in env.items():
                t = type(value)
                if type(key) is not str or not key.isascii() or (
                        t is not LuaFunction and t not in lua_values):
                    break
                flat += (key.encode(), value._fn if t is LuaFunction else value)
            else:
                try:
                    return self._k_dict(*flat)
                except _lua.LuaMemoryError:
                    raise ScriptMemoryError(f"not enough memory (limit {self._mib()})") from None
        return self._to_lua(env, 0, None)

    def call(self, fn: Any, *args: Any) -> Any:
        """Call a Lua function under a fresh instruction budget and return its first result raw."""
        if self._broken is not None:
            raise ScriptMemoryError(self._broken)
        if type(fn) is not self._T_FUNCTION:
            fn = self._lua_callable(fn)
        fast = self._fast_args
        for a in args:
            if type(a) not in fast:
                args = tuple(self.lua_values(args))
                break
        try:
            r = self._k_run(fn, *args)
        except (_lua.LuaError, UnicodeDecodeError) as exc:
            raise self._lupa_failure(exc) from None
        except OverflowError:
            raise ValueError("an integer argument does not fit in a Lua integer") from None
        if type(r) is tuple:
            raise self._failure(r, "call()")
        return r

    def coroutine(self, fn: Any, *args: Any) -> ScriptThread:
        """Prepare ``fn(*args)`` as a thread; drive it with ``ScriptThread.resume``."""
        self._check_usable()
        fn = self._lua_callable(fn)
        return ScriptThread(self, fn, tuple(self.lua_values(args)))

    def _lua_callable(self, fn: Any) -> Any:
        if type(fn) is LuaFunction:
            return fn._fn
        if isinstance(fn, self._LuaObject):
            return fn
        raise TypeError(f"expected a Lua function, got {type(fn).__name__}")

    def yielding_function(self) -> Any:
        """The Lua function ``request(value)`` that suspends a thread with a kernel request."""
        return self._k_request

    # ------------------------------------------------------------------------ host functions

    def function(self, pyfn: Callable[..., Any], *, method: bool = False) -> Any:
        """Wrap a Python callable in a Lua closure (arguments and result converted)."""
        if not callable(pyfn):
            raise TypeError("function() needs a callable")
        convert = self._arg_to_python
        to_lua = self._to_lua
        failure = self._host_failure

        plain = _PLAIN

        def bridge(*args: Any) -> tuple[Any, ...]:
            try:
                if method and args:
                    args = args[1:]
                # plain values, the usual arguments (a question's name, ids, numbers), are
                # passed as they are, without a call each
                for a in args:
                    if type(a) not in plain:
                        result = pyfn(*[convert(a) for a in args])
                        break
                else:
                    result = pyfn(*args)
                t = type(result)
                if t is bool or result is None:
                    return (0, result)
                if t is tuple:
                    return (0, *[to_lua(v, 0, None) for v in result])
                return (0, to_lua(result, 0, None))
            except BaseException as exc:  # noqa: B036 - every exception must stay in Python
                return failure(exc)

        return self._k_make_function(bridge)

    def _random_bridge(self, rng: Callable[[int, int], int]) -> Callable[[int, int], Any]:
        failure = self._host_failure

        def bridge(lo: int, hi: int) -> tuple[int, Any]:
            try:
                v = rng(lo, hi)
                if type(v) is not int or not lo <= v <= hi:
                    return (1, b"the game's random generator returned an invalid value")
                return (0, v)
            except BaseException as exc:  # noqa: B036
                return failure(exc)

        return bridge

    def _host_failure(self, exc: BaseException) -> tuple[int, bytes]:
        if isinstance(exc, ScriptTimeout):
            return (2, _text(exc))
        if isinstance(exc, ScriptMemoryError):
            return (3, _text(exc))
        if isinstance(exc, DeckwrightError):
            return (1, _text(exc))
        if isinstance(exc, Exception):
            return (1, _text(f"{type(exc).__name__}: {_text(exc).decode()}"))
        self._interrupt = exc
        return (4, b"interrupted")

    # --------------------------------------------------------------------------- conversion

    def lua_values(self, values: Iterable[Any]) -> list[Any]:
        """``to_lua`` of each value; one Lua takes as it is (nil, a boolean, a float, an
        integer that fits, an ASCII string, a Lua value of this runtime) is passed on without
        a call: what Lua gets is the same (an ASCII string is its own UTF-8)."""
        as_is = self._as_is
        to_lua = self._to_lua
        out: list[Any] = []
        for v in values:
            t = type(v)
            if t in as_is or (t is str and v.isascii()) or (
                    t is int and _INT_MIN <= v <= _INT_MAX):
                out.append(v)
            else:
                out.append(to_lua(v, 0, None))
        return out

    def to_lua(self, value: Any) -> Any:
        """Deep-convert plain Python data (and callables) to Lua values."""
        self._check_usable()
        return self._to_lua(value, 0, None)

    def _to_lua(self, v: Any, depth: int, path: set[int] | None) -> Any:
        t = type(v)
        if v is None or t is bool or t is float or t is bytes:
            return v
        if t is int:
            if _INT_MIN <= v <= _INT_MAX:
                return v
            raise ValueError(f"integer {v} does not fit in a Lua integer")
        if t is str:
            try:
                return v.encode("utf-8")
            except UnicodeEncodeError:
                raise ValueError("string contains a lone surrogate") from None
        if t is dict or t is list or t is tuple:  # the common containers skip the ABC checks
            # (_container_to_lua's call, without the call between: one a table converted)
            return self._container(v, depth, path, self._to_lua, self._k_dict, self._k_list)
        if t is Premade:
            return self.unflat(v.flat)
        if t is LuaFunction:
            return v._fn
        if isinstance(v, self._LuaObject):
            return v
        if isinstance(v, bool | float):
            return bool(v) if isinstance(v, bool) else float(v)
        if isinstance(v, int):
            return self._to_lua(int(v), depth, path)
        if isinstance(v, str):
            return self._to_lua(str(v), depth, path)
        if isinstance(v, Mapping | list | tuple):
            return self._container_to_lua(v, depth, path)
        if callable(v):
            return self.function(v)
        raise TypeError(f"cannot convert {t.__name__} to a Lua value")

    def _container_to_lua(self, v: Any, depth: int, path: set[int] | None) -> Any:
        """A mapping as a table, a list or tuple as a sequence (refusing cycles and depth)."""
        return self._container(v, depth, path, self._to_lua, self._k_dict, self._k_list)

    def _container(self, v: Any, depth: int, path: set[int] | None,
                   convert: Callable[[Any, int, set[int]], Any], make_dict: Any,
                   make_list: Any) -> Any:
        """A container converted item by item with ``convert`` and made by ``make_dict`` or
        ``make_list``: a Lua table (``_to_lua``) or its recipe (``_recipe_of``), with the same
        depth and cycle limits; what needs no conversion is not converted."""
        if depth >= _MAX_DEPTH:
            raise ValueError(f"value nested more than {_MAX_DEPTH} levels deep")
        # strings and integers, most of what is converted, are converted here, not by a call
        # each (as _to_lua converts them); containers and the rest go through ``convert``.
        # A container is put on the path (the containers being converted, to refuse a cycle)
        # only at its first item that is no plain value: one holding none, the usual one (a
        # list of ids, an event), cannot be on a cycle and keeps no path.
        as_is = _AS_IS
        on_path = False
        try:
            flat: list[Any] = []
            append = flat.append
            if type(v) is dict or isinstance(v, Mapping):
                for key, item in v.items():
                    t = type(key)
                    if t is str:
                        append(key.encode("utf-8"))
                    elif t is int and _INT_MIN <= key <= _INT_MAX:
                        append(key)
                    else:
                        append(self._key_to_lua(key))
                    t = type(item)
                    if t is str:
                        append(item.encode("utf-8"))
                    elif t in as_is or (t is int and _INT_MIN <= item <= _INT_MAX):
                        append(item)
                    else:
                        if not on_path:
                            path = self._onto_path(v, path)
                            on_path = True
                        append(convert(item, depth + 1, path))  # type: ignore[arg-type]
                return make_dict(*flat)
            for item in v:
                t = type(item)
                if t is str:
                    append(item.encode("utf-8"))
                elif t in as_is or (t is int and _INT_MIN <= item <= _INT_MAX):
                    append(item)
                else:
                    if not on_path:
                        path = self._onto_path(v, path)
                        on_path = True
                    append(convert(item, depth + 1, path))  # type: ignore[arg-type]
            return make_list(*flat)
        except UnicodeEncodeError:
            raise ValueError("string contains a lone surrogate") from None
        except _lua.LuaMemoryError:
            raise ScriptMemoryError(f"not enough memory (limit {self._mib()})") from None
        except _lua.LuaError as exc:
            raise ValueError(f"cannot convert to Lua: {exc}") from None
        finally:
            if on_path:
                path.discard(id(v))  # type: ignore[union-attr]

    @staticmethod
    def _onto_path(v: Any, path: set[int] | None) -> set[int]:
        """The path of containers being converted with ``v`` on it; ValueError if ``v`` is
        on it already (a cycle)."""
        path = set() if path is None else path
        if id(v) in path:
            raise ValueError("cannot convert a cyclic structure to Lua")
        path.add(id(v))
        return path

    def defined(self, table: Any, index: int | None, name: str) -> tuple[str, int, int] | None:
        """Where the card function ``table[index][name]`` (``table[name]`` for an entry point)
        was compiled: its chunk name as Lua keeps it (``=`` and the name given to ``load``),
        and its first and last lines; None when that is no Lua function (a C function, a table
        with a ``__call``, nothing). Runs no script code."""
        self._check_usable()
        try:
            found = self._k_defined(table, index, name.encode("utf-8"))
        except (_lua.LuaError, UnicodeEncodeError):
            return None
        if type(found) is not tuple or len(found) != 3:
            return None
        source, first, last = found
        if type(source) is bytes:
            source = source.decode("utf-8", "surrogateescape")
        if type(source) is not str or type(first) is not int or type(last) is not int:
            return None
        return source, first, last

    def upvalues(self, table: Any, index: int | None, name: str) -> dict[str, Any]:
        """The plain values the card function ``table[index][name]`` (as ``defined`` finds
        it) closes over, by name, as Python data: booleans, numbers, strings and the tables of
        the card's params; a nil, any other table, a function or a value that does not
        convert is left out (none for no Lua function). Runs no script code."""
        self._check_usable()
        try:
            found = self._k_upvalues(table, index, name.encode("utf-8"))
            pairs = self.to_python(found) if found is not None else []
        except (_lua.LuaError, UnicodeEncodeError, ScriptError, ValueError, TypeError):
            return {}
        out: dict[str, Any] = {}
        for pair in pairs if type(pairs) is list else ():
            if type(pair) is list and len(pair) == 2 and type(pair[0]) is str:
                out[pair[0]] = pair[1]
        return out

    def recipe(self, value: Any) -> Any:
        """How to make ``to_lua(value)`` of a container again without converting it again:
        ``build(recipe)`` makes a fresh table each time, the same way. None when ``value``
        holds a Lua value or a function (those would be shared, not made afresh)."""
        self._check_usable()
        try:
            return self._recipe_of(value, 0, None)
        except _Shared:
            return None

    def build(self, recipe: Any) -> Any:
        """A fresh Lua table made from a ``recipe``."""
        try:
            return self._k_build(recipe)
        except _lua.LuaMemoryError:
            raise ScriptMemoryError(f"not enough memory (limit {self._mib()})") from None

    def unflat(self, flat: tuple[Any, ...]) -> Any:
        """A fresh Lua table made from a ``flat_recipe``: the one ``to_lua`` makes of its data,
        in one call."""
        self._check_usable()
        try:
            return self._k_unflat(*flat)
        except _lua.LuaMemoryError:
            raise ScriptMemoryError(f"not enough memory (limit {self._mib()})") from None

    def _recipe_of(self, v: Any, depth: int, path: set[int] | None) -> Any:
        """``_to_lua`` with each container given as its recipe (K.recipe_list, K.recipe_dict)."""
        t = type(v)
        if t is str or t is int:
            return self._to_lua(v, depth, path)
        if not (t is dict or t is list or t is tuple or isinstance(v, Mapping | list | tuple)):
            if t is LuaFunction or isinstance(v, self._LuaObject) or (
                    callable(v) and not isinstance(v, str | bytes | int | float)):
                raise _Shared
            return self._to_lua(v, depth, path)
        return self._container(v, depth, path, self._recipe_of, self._k_recipe_dict,
                               self._k_recipe_list)

    def _key_to_lua(self, k: Any) -> Any:
        t = type(k)
        if t is str:
            return self._to_lua(k, 0, None)
        if t is int or t is bool:
            return self._to_lua(k, 0, None)
        if t is float:
            if k != k:
                raise ValueError("NaN cannot be a table key")
            return k
        raise TypeError(f"table keys must be str, int, float or bool, not {t.__name__}")

    def to_python(self, value: Any) -> Any:
        """Deep-convert a Lua value to plain Python using raw access only (no metamethods)."""
        if type(value) in _PLAIN:
            return value
        return self._convert(value, 0, [0], False)

    def _arg_to_python(self, value: Any) -> Any:
        if type(value) in _PLAIN:
            return value
        return self._convert(value, 0, [0], True)

    def _convert(self, v: Any, depth: int, count: list[int], anchor: bool) -> Any:
        t = type(v)
        if t in _PLAIN:
            return v
        if t is self._T_TABLE:
            return self._convert_table(v, depth, count, anchor)
        if t is self._T_FUNCTION:
            # A handle lupa makes while Lua calls Python points at the coroutine that made the
            # call, which may be gone when the handle is used: re-make it on the main state.
            return LuaFunction(self._k_ident(v) if anchor else v)
        if t is LuaFunction:
            return v
        if t is bytes:
            try:
                return v.decode("utf-8")
            except UnicodeDecodeError:
                raise ScriptError("a string is not valid UTF-8") from None
        kind = "thread" if t is self._T_COFUNCTION else _lua.lua_type(v)
        what = f"a Lua {kind}" if kind else f"a {t.__name__}"
        raise ScriptError(f"cannot convert {what} value to Python")

    def _convert_table(self, tbl: Any, depth: int, count: list[int], anchor: bool) -> Any:
        if depth >= _MAX_DEPTH:
            try:
                cyclic = bool(self._k_is_cyclic(tbl))
            except _lua.LuaError:
                cyclic = False
            if cyclic:
                raise ScriptError("cannot convert a cyclic table to Python")
            raise ScriptError(f"table nested more than {_MAX_DEPTH} levels deep")
        items: list[tuple[Any, Any]] = []
        try:
            for item in tbl.items():
                count[0] += 1
                if count[0] > _MAX_ITEMS:
                    raise ScriptError(f"table too large to convert (more than {_MAX_ITEMS} items)")
                items.append(item)
        except UnicodeDecodeError:
            raise ScriptError("a table contains a string that is not valid UTF-8") from None
        except _lua.LuaError as exc:
            raise ScriptError(f"cannot read a table: {exc}") from None
        n = len(items)
        if n == 0:
            target = self._k_unproxy(tbl)
            if target is not None:
                return self._convert_table(target, depth + 1, count, anchor)
            return []
        conv = self._convert
        if all(type(k) is int and 0 < k <= n for k, _ in items):
            out: list[Any] = [None] * n
            for k, v in items:
                out[k - 1] = v if type(v) in _PLAIN else conv(v, depth + 1, count, anchor)
            return out
        has_bool = False
        for k, _ in items:
            tk = type(k)
            if tk not in _KEY_RANK:
                raise ScriptError("only tables with string, number or boolean keys convert")
            has_bool = has_bool or tk is bool
        if has_bool:  # Python merges True with 1 and False with 0
            keys = {(type(k) is bool, k) for k, _ in items}
            if ((True, True) in keys and (False, 1) in keys) or (
                (True, False) in keys and (False, 0) in keys
            ):
                raise ScriptError("a table with keys true and 1 (or false and 0) cannot convert")
        items.sort(key=_key_order)
        return {
            k: (v if type(v) in _PLAIN else conv(v, depth + 1, count, anchor)) for k, v in items
        }

    def readonly(self, value: Any) -> Any:
        """Return a deep read-only Lua proxy of a Lua table or of plain Python data."""
        self._check_usable()
        t = value if type(value) is self._T_TABLE else self._to_lua(value, 0, None)
        if type(t) is not self._T_TABLE:
            raise TypeError("readonly() needs a table, a mapping or a sequence")
        return self._k_readonly(t)

    def sealing_function(self) -> Any:
        """The Lua function ``sealed(methods, name [, fields, missing])`` -> ``make(data)``:
        each view ``make`` returns shows ``data``'s fields read-only, then the functions of
        ``methods`` (never ``methods`` itself); writes raise, ``getmetatable`` answers
        ``name``, and reading a key that is neither a method nor in the set ``fields`` calls
        ``missing(key)``."""
        return self._k_sealed

    # --------------------------------------------------------------------- a script's state

    def watch(self, table: Any, chunkname: str) -> WatchedState:
        """The state of the script whose chunk (loaded last, with ``keep``, as ``chunkname``
        by ``load`` or ``instance``) returned ``table``: everything its functions can still
        reach, copied for ``changed`` (``lua_state.lua``). Runs no script code."""
        self._check_usable()
        # the part is handed over with the first watch (the kernel keeps it from then on)
        part = None if self._watching else _state_chunk()
        try:
            info, snap = self._k_watch(
                table, ("=" + chunkname).encode("utf-8", "surrogateescape"), part)
        except (_lua.LuaError, UnicodeDecodeError) as exc:
            raise self._lupa_failure(exc) from None
        self._watching = True
        plain = self.to_python(info)
        refused = plain.get("refused") if isinstance(plain, dict) else None
        lines = plain.get("spans") or [] if isinstance(plain, dict) else []
        spans = tuple(zip(lines[0::2], lines[1::2], strict=True))
        foreign = bool(plain.get("foreign")) if isinstance(plain, dict) else False
        return WatchedState(snap, spans, foreign, refused)

    def kept(self) -> bool:
        """Whether the chunk ``load`` or ``instance`` ran last is kept for ``watch``: it was
        asked to be (``keep``), or while loading it made a function or thread with a state of
        its own (an iterator of ``pairs`` or ``gmatch``, a coroutine), which it may keep."""
        return bool(self._k_kept())

    def changed(self, snap: Any) -> dict[str, str] | None:
        """None if a watched script's state is what ``watch`` saw, else the first difference:
        ``{"name": how the script names it, "before": …, "after": …}``."""
        try:
            found = self._k_changed(snap)
        except (_lua.LuaError, UnicodeDecodeError) as exc:
            raise self._lupa_failure(exc) from None
        return None if found is None else self.to_python(found)

    def trust(self, table: Any) -> None:
        """Count the functions held by the Lua ``table`` as the engine's own, keeping nothing of
        a script's: a script's state may hold them without being watched through them (the
        ability constructors, the helpers of lib)."""
        self._check_usable()
        self._k_trust(table)

    # ------------------------------------------------------------------------------ helpers

    def _mark_printed(self) -> None:
        self.printed = True

    def take_output(self) -> list[str]:
        """Return and clear the lines scripts printed."""
        self._check_usable()
        self.printed = False
        out = self.to_python(self._k_take_output())
        return out if isinstance(out, list) else []

    @property
    def instructions_used(self) -> float:
        """Budget units spent by the latest top-level call."""
        return self._k_used()

    @property
    def memory_used(self) -> int:
        """Bytes currently allocated by the Lua runtime."""
        return int(self._rt.get_memory_used())

    def live_memory(self) -> int:
        """Bytes the Lua runtime still holds after a full garbage collection.

        Collecting moves the next collection (and so the GC charge of a later call): ask
        between calls when that does not matter, e.g. once a game is over."""
        self._check_usable()
        self._k_collect()
        return int(self._rt.get_memory_used())

    def _check_usable(self) -> None:
        if self._broken is not None:
            raise ScriptMemoryError(self._broken)

    def _lupa_failure(self, exc: BaseException) -> ScriptError:
        if isinstance(exc, _lua.LuaMemoryError):
            try:
                self._k_collect()
            except _lua.LuaError:
                pass
            return ScriptMemoryError(f"not enough memory (limit {self._mib()})")
        if isinstance(exc, UnicodeDecodeError):
            return ScriptError("a script produced a string that is not valid UTF-8")
        return ScriptError(f"Lua runtime error: {exc}")

    def _mib(self) -> str:
        return f"{self.max_memory / (1024 * 1024):g} MiB"

    def _failure(self, r: tuple[Any, ...], where: str = "call()") -> BaseException:
        tag = r[0]
        if tag == _YIELD:
            return ScriptError(
                f"a script made a kernel request inside {where}, which cannot answer it; "
                "run it with Sandbox.coroutine()"
            )
        _, kind, msg, src, line = r
        if kind == "interrupt" and self._interrupt is not None:
            exc, self._interrupt = self._interrupt, None
            return exc
        chunk, ln, text = src, line, msg
        m = _POSITION.match(msg)
        if m:
            chunk, ln, text = m.group(1), int(m.group(2)), m.group(3)
        if chunk is not None:
            chunk = self._long_names.get(chunk, chunk)
        if kind == "timeout":
            return ScriptTimeout(
                f"instruction budget exceeded ({self.max_instructions:,} instructions)", chunk, ln
            )
        if kind == "exhausted":
            self._broken = f"the sandbox is out of memory: {text}; rebuild it"
            return ScriptMemoryError(text, chunk, ln)
        if kind == "memory":
            if text == "not enough memory":
                text = f"not enough memory (limit {self._mib()})"
            return ScriptMemoryError(text, chunk, ln)
        if kind == "interrupt":
            return ScriptError("interrupted", chunk, ln)
        return ScriptError(explain(text), chunk, ln)
