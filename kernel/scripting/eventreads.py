"""Which fields of its event a card function reads, found in the function's text, so that its
answer can be given again for a later event whose read fields are equal (``ScriptHost.ask``).

A trigger's or a replacement's condition gets the event twice: as ``ctx.event`` and as a
parameter (``function(ctx, ev)``). It sees the event only through what its text does with
those two names, so when every use of a parameter is a field read written out
(``ev.target``), the function's answer depends on those fields' values and on nothing else of
that argument. Anything else, ``ev[k]``, ``pairs(ev)``, ``next(ev)``, ``rawget(ev, k)``,
``#ev``, passing ``ev`` or ``ctx`` on, keeping it, naming it anew, counts as reading all of it.

The text of the function is found by the lines Lua records for it (``linedefined``,
``lastlinedefined``: ``Sandbox.defined``). Where several functions of the script span those
lines, the reads of them all count together; where the script could have made the function
from other text (it can reach ``load``), or the function is not the script's own, nothing is
known and the function is not remembered by its event; nor is one of a script that prints.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from .lexer import AFTER_FIELD, Token, tokens
from .scriptcache import may_reach

# what a parameter or ``ctx.event`` is read as: its field names (sorted), or all of it
ALL = None
Fields = tuple[str, ...] | None
NOTHING: tuple[str, ...] = ()
# opens a block that an ``end`` closes (``while`` and ``for`` open theirs with ``do``)
_OPENS_END = frozenset({"function", "do", "if"})


@dataclass(frozen=True, slots=True)
class EventReads:
    """What a card function reads of what it is given: of ``ctx.event`` (``ctx_event``), and
    of each argument after ``ctx`` (``params``, by position; ``ALL`` for all of it). An
    argument past the last parameter is not read, unless the function takes ``...``
    (``rest``: what it reads of those, then ``ALL``)."""

    ctx_event: Fields
    params: tuple[Fields, ...]
    rest: Fields
    # fields of the first argument it only compares with ``ctx.controller`` or ``ctx.self``
    # (``ev.target == ctx.controller``), with which; not in ``params``: only whether they are
    # equal counts (kept only where ``plain``)
    compared: tuple[tuple[str, str], ...] = ()
    # whether it reads only fields of its first argument (the usual condition)
    plain: bool = field(init=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "plain", self.ctx_event == () and len(self.params) == 1
                           and self.params[0] is not ALL and self.rest == ())

    def of_argument(self, position: int) -> Fields:
        """What is read of the argument at ``position`` (0: the first after ``ctx``)."""
        return self.params[position] if position < len(self.params) else self.rest

    def joined(self, other: EventReads) -> EventReads:
        """The reads of either function (two functions span the same lines), fields only
        compared counted as read."""
        a, b = self.valued(), other.valued()
        width = max(len(a.params), len(b.params))
        return EventReads(
            _union(a.ctx_event, b.ctx_event),
            tuple(_union(a.of_argument(i), b.of_argument(i)) for i in range(width)),
            _union(a.rest, b.rest))

    def valued(self) -> EventReads:
        """The same reads with the fields only compared counted as read."""
        if not self.compared:
            return self
        first = self.params[0]
        return EventReads(self.ctx_event, (
            first if first is ALL else _with(first, *(f for f, _ in self.compared)),
            *self.params[1:]), self.rest)


def _union(a: Fields, b: Fields) -> Fields:
    return ALL if a is ALL or b is ALL else _with(a, *b)


def _with(fields: tuple[str, ...], *more: str) -> tuple[str, ...]:
    return tuple(sorted({*fields, *more}))


@dataclass(frozen=True, slots=True)
class _Function:
    """A function of a script's text: the line of its ``function`` keyword and of its ``(``,
    the line of its ``end``, its parameters (``self`` first for a method), whether it takes
    ``...``, and where its body's tokens start and stop."""

    keyword: int
    paren: int
    last: int
    params: tuple[str, ...]
    varargs: bool
    start: int
    stop: int


def event_reads(source: str, first: int, last: int) -> EventReads | None:
    """What the function of the script text ``source`` spanning lines ``first`` to ``last``
    reads (None: it cannot be known). The caller has made sure Lua compiled the function
    from a chunk named as the script is, and no engine chunk is named so."""
    # a script that can reach load (which compiles other text under any chunk name it likes:
    # _G and _ENV reach it too) is not read; nor one that prints (what print shows an author
    # debugging a condition must come at every event, as it would without the memo). The
    # names a script's text uses are known from when it loaded (may_reach).
    if may_reach(source, "print"):
        return None
    return _reads_between(source, first, last)


@lru_cache(maxsize=1024)
def _reads_between(source: str, first: int, last: int) -> EventReads | None:
    found = _functions(source)
    if found is None:
        return None
    toks = found[1]
    # every function Lua could have recorded with these lines (linedefined is the line of
    # ``function`` or of ``(``, whichever this Lua's parser took): their reads together
    candidates = [f for f in found[0] if f.keyword <= first <= f.paren and f.last == last]
    if not candidates:
        return None
    reads: EventReads | None = None
    for function in candidates:
        one = _reads_of(function, toks)
        reads = one if reads is None else reads.joined(one)
    return reads


# a game asks a card's functions about their first events close together: a few texts' tokens
# are enough, and a hostile set's large scripts cannot fill the process with theirs
@lru_cache(maxsize=2)
def _functions(source: str) -> tuple[tuple[_Function, ...], list[Token]] | None:
    """Every function of a script's text with its tokens (None: the text does not lex or its
    blocks do not close as Lua's would)."""
    toks = tokens(source)
    if toks is None:
        return None
    found: list[_Function] = []
    # open blocks: ("function", header) or ("block", None) or ("repeat", None)
    stack: list[tuple[str, Any]] = []
    n = len(toks)
    k = 0
    while k < n:
        kind, text, line = toks[k]
        if kind == "name" and text == "function":
            header = _header(toks, k)
            if header is None:
                return None
            stack.append(("function", header))
            k = header[4]
            continue
        if kind == "name" and text in _OPENS_END:
            stack.append(("block", None))
        elif kind == "name" and text == "repeat":
            stack.append(("repeat", None))
        elif kind == "name" and text == "until":
            if not stack or stack.pop()[0] != "repeat":
                return None
        elif kind == "name" and text == "end":
            if not stack:
                return None
            opened, header = stack.pop()
            if opened == "repeat":
                return None
            if opened == "function":
                keyword, paren, params, varargs, start = header
                found.append(_Function(keyword, paren, line, params, varargs, start, k))
        k += 1
    return (tuple(found), toks) if not stack else None


def _header(toks: list[Token], k: int) -> tuple[int, int, tuple[str, ...], bool, int] | None:
    """The header of the function whose ``function`` keyword is token ``k``: its keyword's
    line, its ``(``'s line, its parameters, whether it takes ``...``, and the index of its
    body's first token (None: not a header this reader understands)."""
    keyword = toks[k][2]
    j = k + 1
    method = False
    if j < len(toks) and toks[j][0] == "name":  # a function statement's name: a.b.c or a.b:c
        j += 1
        while j + 1 < len(toks) and toks[j][1] in (".", ":") and toks[j + 1][0] == "name":
            method = method or toks[j][1] == ":"
            j += 2
    if j >= len(toks) or toks[j][1] != "(":
        return None
    paren = toks[j][2]
    j += 1
    params: list[str] = ["self"] if method else []
    varargs = False
    while j < len(toks) and toks[j][1] != ")":
        kind, text, _ = toks[j]
        if kind == "name":
            params.append(text)
        elif text == "...":
            varargs = True
        elif text != ",":
            return None
        j += 1
    if j >= len(toks):
        return None
    return keyword, paren, tuple(params), varargs, j + 1


def _reads_of(function: _Function, toks: list[Token]) -> EventReads:
    """What one function reads of ``ctx.event`` (through its first parameter) and of each
    argument after it, from every use of a parameter's name in its body."""
    params = function.params
    reads: list[Fields] = [NOTHING] * len(params)
    ctx_event: Fields = NOTHING
    position = {name: i for i, name in enumerate(params)}
    # the first argument's fields only compared with a field of ctx so far: with which
    compared: dict[str, str] = {}
    for k in range(function.start, function.stop):
        kind, text, _ = toks[k]
        if kind != "name" or text not in position:
            continue
        if toks[k - 1][1] in AFTER_FIELD:
            continue  # a field, a method or a label of that name, not the variable
        i = position[text]
        read = _field_after(toks, k)
        if i == 1 and read is not None and params[0] != text:
            against = _compared_with_ctx(toks, k, params[0])
            now = reads[1]
            if against is not None and compared.get(read, against) == against and \
                    (now is ALL or read not in now):
                compared[read] = against
                continue
            compared.pop(read, None)
        if i == 0:  # ctx: its fields and methods, and the event through ctx.event
            method = toks[k + 1][1] == ":" and k + 2 < len(toks) and toks[k + 2][0] == "name"
            if read is None and not method:
                ctx_event = ALL  # ctx handed on, kept or named anew: ctx.event may be read
            elif read == "event" or (method and toks[k + 2][1] == "event"):
                inner = _field_after(toks, k + 2) if read == "event" else None
                ctx_event = ALL if inner is None or ctx_event is ALL else _with(ctx_event, inner)
        else:
            now = reads[i]
            reads[i] = ALL if read is None or now is ALL else _with(now, read)
    rest: Fields = ALL if function.varargs else NOTHING
    found = EventReads(ctx_event, tuple(reads[1:]), rest, tuple(sorted(compared.items())))
    # a ctx named anew or handed on may not be the ctx whose fields the event was compared with
    return found if found.plain else found.valued()


# before ``ev.f == ctx.controller`` (or after it): tokens that end an operand of ``==`` there,
# so the comparison is the operand (nothing binds ``ev.f`` or ``ctx.controller`` tighter)
_BEFORE = frozenset({"(", ",", "=", "{", "[", ";", "return", "and", "or", "if", "elseif",
                     "while", "until", "then", "do", "else"})
_AFTER_OPS = frozenset({")", ",", "]", "}", ";", "==", "~="})
_NOT_AFTER = frozenset({"not", "nil", "true", "false", "in", "function"})
_CTX_FIELDS = frozenset({"controller", "self"})


def _compared_with_ctx(toks: list[Token], k: int, ctx: str) -> str | None:
    """``controller`` or ``self`` when the field read ``NAME.field`` at token ``k`` is a whole
    operand of ``==`` or ``~=`` whose other operand is ``ctx.controller`` or ``ctx.self``
    (either side); None otherwise."""
    n = len(toks)

    def ends(j: int) -> bool:  # nothing after token j-1 continues the operand
        if j >= n:
            return True
        kind, text, _ = toks[j]
        if kind == "op":
            return text in _AFTER_OPS
        return kind == "name" and text not in _NOT_AFTER

    def ctx_field(j: int) -> str | None:  # ctx.controller or ctx.self at tokens j..j+2
        if j >= 0 and j + 2 < n and toks[j] == ("name", ctx, toks[j][2]) \
                and toks[j + 1][1] == "." and toks[j + 2][1] in _CTX_FIELDS:
            return toks[j + 2][1]
        return None

    if k + 3 < n and toks[k + 3][1] in ("==", "~=") and toks[k - 1][1] in _BEFORE:
        against = ctx_field(k + 4)
        if against is not None and ends(k + 7):
            return against
    if k >= 5 and toks[k - 1][1] in ("==", "~=") and ends(k + 3):
        against = ctx_field(k - 4)
        if against is not None and toks[k - 5][1] in _BEFORE:
            return against
    return None


def _field_after(toks: list[Token], k: int) -> str | None:
    """The field name in ``NAME.field`` when token ``k`` is NAME (None: anything else)."""
    if k + 2 < len(toks) and toks[k + 1][1] == "." and toks[k + 1][0] == "op" \
            and toks[k + 2][0] == "name":
        return toks[k + 2][1]
    return None


def event_key(reads: EventReads, event: dict[str, Any] | None, args: tuple[Any, ...],
              source: str | None, controller: str | None) -> tuple[Any, ...]:
    """What a function reading ``reads`` sees of the event (None: asked without one, so
    ``ctx.event`` is nil) and of its arguments after ``ctx`` (whose ``self`` is ``source``
    and ``controller`` ``controller``): equal for two calls
    exactly when it cannot tell them apart (TypeError when a value read cannot be a key). The
    usual condition reads a few fields of its one argument, the event: its key is their
    values, and whether those it only compares with ctx are equal to it."""
    params = reads.params
    if reads.plain and len(args) == 1 and type(args[0]) is dict:
        get = args[0].get
        values = tuple([v if type(v) in EXACT_AS_IS else exact(v) for v in map(get, params[0])])
        if not reads.compared:
            return values
        return values, tuple([
            _lua_equal(get(name), controller if against == "controller" else source)
            for name, against in reads.compared])
    parts: list[Any] = [_MANY, len(args)]
    if reads.ctx_event is ALL or reads.ctx_event:
        parts.append(_read(event, reads.ctx_event))
    if len(parts) > 2 or len(args) > 1:
        # ctx.event and an argument may be one table or two equal ones: a function that
        # writes one and reads the other tells them apart
        parts.append(_aliases(event, args))
    for i, arg in enumerate(args):
        fields = params[i] if i < len(params) else reads.rest
        parts.append(_read(arg, fields) if fields is ALL or fields else None)
    return tuple(parts)


def _read(value: Any, fields: Fields) -> Any:
    """The part of ``value`` a function reading ``fields`` of it sees."""
    if fields is ALL or type(value) is not dict:
        return (_WHOLE, exact(value))  # a string's fields are its methods: all of it counts
    get = value.get
    return tuple([exact(get(f)) for f in fields])


def _aliases(event: dict[str, Any] | None, args: tuple[Any, ...]) -> tuple[int, ...]:
    """For each argument, the first of (event, *args) that is the very same object."""
    seen = (event, *args)
    return tuple([next(j for j, other in enumerate(seen) if other is arg) for arg in args])


def _lua_equal(value: Any, text: str | None) -> bool:
    """Whether Lua's ``==`` finds a value converted from ``value`` equal to a string (or
    nil, for None) converted from ``text``."""
    t = type(value)
    if t is str or value is None:
        return value == text
    if t is bytes:
        return text is not None and value == text.encode("utf-8", "surrogateescape")
    return False  # a number, a boolean or a table is never a string, nor nil


class _Mark:
    """A key part no event value equals."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    def __repr__(self) -> str:
        return self.name


_WHOLE, _MANY = _Mark("whole"), _Mark("many")
_TRUE, _FALSE = _Mark("true"), _Mark("false")
# values that are their own key: Lua tells no two of them apart that Python finds equal
EXACT_AS_IS = frozenset({str, int, type(None)})


def exact(value: Any) -> Any:
    """``value`` as a key that tells apart what a Lua script can: true from 1, 1 from 1.0,
    0.0 from -0.0, a list from a dict of the same items, a dict's order (pairs follows it);
    TypeError for a value that cannot be a key."""
    t = type(value)
    if t in EXACT_AS_IS:
        return value
    if t is bool:
        return _TRUE if value else _FALSE
    if t is float:
        return (float, value.hex())
    if t is list or t is tuple:  # a tuple goes to Lua as a list does
        return (list, tuple([exact(v) for v in value]))
    if t is dict:
        return (dict, tuple([(exact(k), exact(v)) for k, v in value.items()]))
    if t is bytes:
        return (bytes, value)
    raise TypeError(f"an event value of type {t.__name__} is not read by its fields")
