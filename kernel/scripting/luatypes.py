"""The types of the card API: one typed signature per function, checked on every call.

A signature reads like the reference an author sees::

    lose_levels(seat: seat, amount: count) -> integer
    roll(player?: seat, sides?: positive) -> integer
    choose(prompt: string, options: list, player?: seat) -> string

``name?: type`` is an optional argument (it may be nil or left out); ``...: type`` takes any
number of further arguments. A type is a name below, ``list<T>``, a union ``A|B``, a quoted
word (``'top'|'bottom'|integer``) or a table of named fields, ``{id: string, label?: string}``
(``key?:`` may be absent; no other key may be present). Checks speak the author's words
("amount must be a whole number of 0 or more, got 'two'") and never let a Python error
through. The same types check what a function gives back (``Signature.check_result``).
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Any

from .querymemo import PLAIN

if TYPE_CHECKING:
    from ..gameapi import GameAPI


class SignatureError(ValueError):
    """A declared signature does not parse (a fault of the game plugin, found at start)."""


@dataclass(frozen=True, slots=True)
class Param:
    """One argument of a function."""

    name: str
    type: str
    optional: bool = False
    variadic: bool = False
    loose: bool = False  # declared without a type: not checked at all, not even for presence

    def shown(self) -> str:
        """How the argument reads in the reference."""
        name = "..." if self.variadic else self.name
        text = name if self.type == "any" else f"{name}: {self.type}"
        return f"[{text}]" if self.optional and not self.variadic else text


@dataclass(frozen=True, slots=True)
class Signature:
    """A function's name, arguments and result."""

    name: str
    params: tuple[Param, ...]
    returns: str
    # worked out at the first check (check runs on every call; most declared functions are
    # never called in a process): the arguments before a ``...`` one, each with its quick
    # test (a yes to most well-typed values: ``_quick``), and the ``...`` one
    _fixed: tuple[tuple[Param, Quick], ...] | None = field(
        init=False, repr=False, compare=False, default=None)
    _rest: Param | None = field(init=False, repr=False, compare=False, default=None)
    # the quick test of the result type (True for most results of it, never for another's)
    quick_result: Quick = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "quick_result", _quick(self.returns))

    def _layout(self) -> tuple[tuple[Param, Quick], ...]:
        params = self.params
        fixed = tuple((p, _quick(p.type) if not p.loose else _anything)
                      for p in params if not p.variadic)
        object.__setattr__(self, "_fixed", fixed)
        object.__setattr__(self, "_rest", params[-1] if params and params[-1].variadic
                           else None)
        return fixed

    def shown(self) -> str:
        """``name(a: seat, [b: count]) -> integer``."""
        args = ", ".join(p.shown() for p in self.params)
        return f"{self.name}({args}) -> {self.returns}"

    def check(self, game: GameAPI | None, args: tuple[Any, ...] | list[Any]) -> list[Any]:
        """The arguments, each checked against its type; ValueError in the author's words."""
        fixed = self._fixed
        if fixed is None:
            fixed = self._layout()
        if not fixed and not args and self._rest is None:
            return []
        rest = self._rest
        if len(args) > len(fixed) and rest is None:
            extra = args[len(fixed):]
            if any(a is not None for a in extra):
                raise ValueError(f"takes at most {len(fixed)} argument"
                                 f"{'s' if len(fixed) != 1 else ''}, got {len(args)}")
            args = args[:len(fixed)]
        out = list(args)
        given = len(args)
        for i, (param, quick) in enumerate(fixed):
            value = args[i] if i < given else None
            if value is None:
                if not (param.optional or param.loose):
                    raise ValueError(f"{param.name} is missing (argument {i + 1})")
                continue
            if quick(game, value):  # the usual well-typed value: no words needed
                continue
            problem = check_type(game, param.type, value)
            if problem:
                raise ValueError(f"{param.name} (argument {i + 1}) {problem}")
        if rest is not None:
            for i in range(len(fixed), len(args)):
                if args[i] is None:
                    continue
                problem = check_type(game, rest.type, args[i])
                if problem:
                    raise ValueError(f"argument {i + 1} {problem}")
        return out

    def check_result(self, game: GameAPI | None, value: Any) -> str | None:
        """None when ``value`` is of the declared result type, else what is wrong with it."""
        returns = self.returns
        if returns == "any" or self.quick_result(game, value):
            return None
        return check_type(game, returns, value)


_SIGNATURE = re.compile(r"\s*([A-Za-z_][A-Za-z0-9_]*)\s*\((.*)\)\s*(?:->\s*(.+?))?\s*\Z", re.S)
_PARAM = re.compile(r"\s*(\.\.\.|[A-Za-z_][A-Za-z0-9_]*)(\?)?\s*:\s*(.+?)\s*\Z", re.S)


@cache
def parse_signature(text: str) -> Signature:
    """Parse ``name(a: type, b?: type, ...: type) -> type``; SignatureError if it does not."""
    match = _SIGNATURE.match(text)
    if match is None:
        raise SignatureError(f"cannot read the signature {text!r}")
    name, body, returns = match.group(1), match.group(2), match.group(3) or "any"
    params: list[Param] = []
    # the older, untyped form "f(a [, b [, c]])": what follows "[" is optional, types are any
    optional_from = body.find("[") if "[" in body and ":" not in body else -1
    if optional_from >= 0:
        body = body[:optional_from] + "," + body[optional_from:]
        body = body.replace("[", "").replace("]", "")
    if body.strip():
        seen_optional = False
        for part in _split_top(body):
            if not part.strip():
                if optional_from >= 0:
                    seen_optional = True
                    continue
                raise SignatureError(f"{text!r}: an empty argument")
            pm = _PARAM.match(part)
            if pm is None and ":" not in part and re.fullmatch(r"\s*[A-Za-z_]\w*\s*", part):
                pname, optional, ptype = part.strip(), seen_optional, "any"
            elif pm is None:
                raise SignatureError(f"{text!r}: cannot read the argument {part.strip()!r} "
                                     "(write name: type or name?: type)")
            else:
                pname, optional, ptype = pm.group(1), bool(pm.group(2)), pm.group(3)
            _type_parts(ptype, text)  # refuse unknown type names now
            # an untyped argument: nothing is known of it, so nothing is checked
            loose = ":" not in part
            params.append(Param(pname, ptype, optional or pname == "...", pname == "...", loose))
    for p in params[:-1]:
        if p.variadic:
            raise SignatureError(f"{text!r}: '...' must be the last argument")
    try:
        _type_parts(returns, text)
    except SignatureError:
        if ":" in body:
            raise
        returns = "any"  # the older form described its result in words
    return Signature(name, tuple(params), returns)


def _split_top(body: str, sep: str = ",") -> list[str]:
    """Split on ``sep`` outside <...> and {...}."""
    parts, depth, start = [], 0, 0
    for i, c in enumerate(body):
        if c in "<{":
            depth += 1
        elif c in ">}":
            depth -= 1
        elif c == sep and depth == 0:
            parts.append(body[start:i])
            start = i + 1
    parts.append(body[start:])
    return parts


# ------------------------------------------------------------------------------ the types
def _whole(value: Any) -> bool:
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return True
    return isinstance(value, float) and value.is_integer()


def value_words(value: Any) -> str:
    """A value as an error message shows it: short text, a number, "a table", "nothing"."""
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        shown = value if len(value) <= 40 else value[:40] + "..."
        return repr(shown)
    if isinstance(value, (int, float)):
        return f"{value:g}" if isinstance(value, float) else str(value)
    if isinstance(value, (list, dict)):
        return "a table"
    return "a function" if callable(value) else f"a {type(value).__name__}"


def _seats(game: GameAPI) -> str:
    return ", ".join(game.seats)


Check = Callable[["GameAPI | None", Any], "str | None"]


def _check_seat(game: GameAPI | None, v: Any) -> str | None:
    if not isinstance(v, str):
        return f"must be a player's seat, got {value_words(v)}"
    if game is not None and v not in game.players:
        return f"must be a player's seat ({_seats(game)}), got {value_words(v)}"
    return None


def _check_object(game: GameAPI | None, v: Any) -> str | None:
    if not isinstance(v, str):
        return f"must be an object id, got {value_words(v)}"
    if game is not None and v not in game.objects:
        if v in game.players:
            return f"must be an object id, got the seat {value_words(v)}"
        return f"must be an object in the game, got {value_words(v)} (it may have changed zones)"
    return None


def _check_card(game: GameAPI | None, v: Any) -> str | None:
    if not isinstance(v, str):
        return f"must be a card or object id, got {value_words(v)}"
    if game is not None and v not in game.objects and (
            game.library is None or v not in game.library.cards):
        return f"must be a card or object id, got {value_words(v)}"
    return None


def _check_zone(game: GameAPI | None, v: Any) -> str | None:
    if not isinstance(v, str):
        return f"must be a zone name, got {value_words(v)}"
    if game is not None and v not in game.zones:
        close = difflib.get_close_matches(v, list(game.zones), n=1)
        hint = f"; did you mean '{close[0]}'?" if close else ""
        return f"must be a zone of this game, got {value_words(v)}{hint}"
    return None


def _simple(test: Callable[[Any], bool], words: str) -> Check:
    def check(game: GameAPI | None, v: Any) -> str | None:
        return None if test(v) else f"must be {words}, got {value_words(v)}"
    return check


def _check_id(game: GameAPI | None, v: Any) -> str | None:
    if not isinstance(v, str):
        return f"must be an id, got {value_words(v)}"
    if game is not None and _SEAT_LIKE.match(v) and v not in game.players:
        # 'p9' is no object id: it is a seat this game does not have
        return f"must be a player's seat ({_seats(game)}) or an object id, got {v!r}"
    return None


_SEAT_LIKE = re.compile(r"p[0-9]+\Z")


def _check_value(game: GameAPI | None, v: Any) -> str | None:
    # what crosses between Lua and the kernel is plain data; a function never does
    if v is None or type(v) in PLAIN or isinstance(v, (list, dict)):
        return None
    return f"must be a plain value, got {value_words(v)}"


TYPES: dict[str, tuple[Check, str]] = {
    "any": (lambda g, v: None, "any value"),
    "nil": (_simple(lambda v: v is None, "nil"), "nothing"),
    "boolean": (_simple(lambda v: isinstance(v, bool), "true or false"), "true or false"),
    "string": (_simple(lambda v: isinstance(v, str), "a string"), "a string"),
    "number": (_simple(lambda v: isinstance(v, (int, float)) and not isinstance(v, bool),
                       "a number"), "a number"),
    "integer": (_simple(_whole, "a whole number"), "a whole number"),
    "count": (_simple(lambda v: _whole(v) and v >= 0, "a whole number of 0 or more"),
              "a whole number, 0 or more"),
    "positive": (_simple(lambda v: _whole(v) and v >= 1, "a whole number of 1 or more"),
                 "a whole number, 1 or more"),
    "table": (_simple(lambda v: isinstance(v, (list, dict)), "a table"), "a table"),
    "list": (_simple(lambda v: isinstance(v, list), "a list"), "a list (a table 1..n)"),
    "function": (_simple(callable, "a function"), "a function"),
    "seat": (_check_seat, "a player's seat ('p1' …)"),
    "object": (_check_object, "an object id in the game ('penny#7')"),
    "card": (_check_card, "a card id or an object id"),
    "zone": (_check_zone, "a zone name"),
    "id": (_check_id, "an object id, present or not"),
    "value": (_check_value, "any plain value (nil, a boolean, a number, a string or a table)"),
}


def _type_parts(expr: str, where: str) -> list[str]:
    parts = [p.strip() for p in _split_top(expr, "|")]
    for part in parts:
        if part.startswith("list<") and part.endswith(">"):
            _type_parts(part[5:-1], where)
            continue
        if part.startswith("{") and part.endswith("}"):
            _fields(part, where)
            continue
        if part.startswith("'") and part.endswith("'") and len(part) >= 2:
            continue
        if part not in TYPES:
            close = difflib.get_close_matches(part, list(TYPES), n=1)
            hint = f" (did you mean {close[0]}?)" if close else ""
            raise SignatureError(f"{where!r}: unknown type {part!r}{hint}")
    return parts


_FIELD = re.compile(r"\s*([A-Za-z_][A-Za-z0-9_]*)(\?)?\s*:\s*(.+?)\s*\Z", re.S)


@cache
def _fields(shape: str, where: str = "") -> tuple[tuple[str, bool, str], ...]:
    """The fields of a table type ``{name: type, other?: type}``: (name, optional, type)."""
    out = []
    for part in _split_top(shape[1:-1]):
        match = _FIELD.match(part)
        if match is None:
            raise SignatureError(f"{where or shape!r}: cannot read the field {part.strip()!r} "
                                 "(write name: type or name?: type)")
        _type_parts(match.group(3), where or shape)
        out.append((match.group(1), bool(match.group(2)), match.group(3)))
    if len({name for name, _, _ in out}) != len(out):
        raise SignatureError(f"{where or shape!r}: a field named twice in {shape}")
    return tuple(out)


@cache
def _parts(expr: str) -> tuple[str, ...]:
    return tuple(_type_parts(expr, expr))


# types whose check reads nothing but the value itself (not the game): a short plain value's
# verdict can be given again. Bounded in count and in the length of a kept string: values are
# what scripts return.
_PURE_TYPES = frozenset({"any", "nil", "boolean", "string", "number", "integer", "count",
                         "positive"})
_VERDICTS: dict[tuple[str, type, Any], str | None] = {}
_MAX_VERDICTS = 10_000
_MAX_KEPT_TEXT = 64


@cache
def _pure(expr: str) -> bool:
    return all(p in _PURE_TYPES or p.startswith("'") for p in _parts(expr))


def check_type(game: GameAPI | None, expr: str, value: Any) -> str | None:
    """None when ``value`` is of type ``expr``, else what is wrong, in the author's words."""
    if type(value) in PLAIN and _pure(expr) and (
            type(value) is not str or len(value) <= _MAX_KEPT_TEXT):
        key = (expr, type(value), value)  # the type too: True == 1, and 1 is no boolean
        try:
            return _VERDICTS[key]
        except KeyError:
            pass
        if len(_VERDICTS) >= _MAX_VERDICTS:
            _VERDICTS.clear()
        verdict = _VERDICTS[key] = _check_type(game, expr, value)
        return verdict
    return _check_type(game, expr, value)


def _check_type(game: GameAPI | None, expr: str, value: Any) -> str | None:
    problems = []
    for part in _parts(expr):
        if part.startswith("'"):
            if value == part[1:-1]:
                return None
            problems.append(part)
            continue
        if part.startswith("list<"):
            if not isinstance(value, list):
                problems.append(f"a list of {describe_type(part[5:-1])}")
                continue
            inner = part[5:-1]
            for i, item in enumerate(value, start=1):
                problem = check_type(game, inner, item)
                if problem:
                    return f"item {i} {problem}"
            return None
        if part.startswith("{"):
            if not isinstance(value, dict):
                problems.append(f"a table {part}")
                continue
            return _check_fields(game, part, value)
        problem = TYPES[part][0](game, value)
        if problem is None:
            return None
        problems.append(problem)
    if len(problems) == 1:
        return problems[0] if not problems[0].startswith(("'", "a list of", "a table {")) else (
            f"must be {problems[0]}, got {value_words(value)}")
    return f"must be {describe_type(expr)}, got {value_words(value)}"


def _check_fields(game: GameAPI | None, shape: str, value: dict[Any, Any]) -> str | None:
    """None when the table ``value`` has the fields of ``shape`` and no other."""
    fields = _fields(shape)
    for name, optional, kind in fields:
        item = value.get(name)
        if item is None:
            if not optional:
                return f"must have the field {name} ({describe_type(kind)}), got none"
            continue
        problem = check_type(game, kind, item)
        if problem:
            return f"field {name} {problem}"
    known = {name for name, _, _ in fields}
    extra = sorted(str(k) for k in value if k not in known)
    if extra:
        return f"has a field {extra[0]!r} that {shape} does not declare"
    return None


# A quick yes for the common, well-typed value: results are checked on every call, and most
# are a plain value or a list of ids. A False here only means "ask check_type", which has the
# final word (and the words for the message).
Quick = Callable[["GameAPI | None", Any], bool]


def _quick_seat(game: GameAPI | None, v: Any) -> bool:
    return type(v) is str and (game is None or v in game.players)


def _quick_id(game: GameAPI | None, v: Any) -> bool:
    # an id that does not look like a seat ('p3') needs no look at the game
    return type(v) is str and (v[:1] != "p" or not _SEAT_LIKE.match(v))


_QUICK: dict[str, Quick] = {
    "any": lambda g, v: True,
    "value": lambda g, v: True if v is None else type(v) in PLAIN or type(v) in (list, dict),
    "nil": lambda g, v: v is None,
    "boolean": lambda g, v: type(v) is bool,
    "string": lambda g, v: type(v) is str,
    "integer": lambda g, v: type(v) is int,
    "count": lambda g, v: type(v) is int and v >= 0,
    "seat": _quick_seat,
    "id": _quick_id,
}


def _anything(game: GameAPI | None, v: Any) -> bool:
    """The quick test of an argument declared without a type: nothing is checked."""
    return True


# Lists of the commonest item types tested whole, without a call per item: a list of ids is
# the usual answer of a question, checked every time it is asked (a question's items each
# tested by a function call were 2% of a Four Souls game). Each says yes exactly where
# testing item by item would.
_JUST_STR = frozenset({str})
_JUST_INT = frozenset({int})
_seat_like = _SEAT_LIKE.match


def _all_of(v: list[Any], types: frozenset[type]) -> bool:
    return not v or types.issuperset(map(type, v))


def _quick_id_list(game: GameAPI | None, v: Any) -> bool:
    # every item a string, none looking like a seat (as _quick_id)
    return type(v) is list and _all_of(v, _JUST_STR) and not any(map(_seat_like, v))


def _quick_seat_list(game: GameAPI | None, v: Any) -> bool:
    # every item a string, each a seat of the game (as _quick_seat)
    return type(v) is list and _all_of(v, _JUST_STR) and (
        game is None or game.players.keys() >= set(v))


def _quick_seat_or_id_list(game: GameAPI | None, v: Any) -> bool:
    # every item a string; those that look like a seat, seats of the game (_quick_seat or
    # _quick_id of each)
    return type(v) is list and _all_of(v, _JUST_STR) and (
        game is None or game.players.keys() >= set(filter(_seat_like, v)))


_QUICK_LISTS: dict[frozenset[str], Quick] = {
    frozenset({"id"}): _quick_id_list,
    frozenset({"seat"}): _quick_seat_list,
    frozenset({"seat", "id"}): _quick_seat_or_id_list,
    frozenset({"string"}): lambda g, v: type(v) is list and _all_of(v, _JUST_STR),
    frozenset({"integer"}): lambda g, v: type(v) is list and _all_of(v, _JUST_INT),
}


@cache
def _quick(expr: str) -> Quick:
    """A fast test that says yes to most values of type ``expr`` (never to a wrong one)."""
    tests = []
    for part in _parts(expr):
        if part in _QUICK:
            tests.append(_QUICK[part])
        elif part.startswith("list<"):
            whole = _QUICK_LISTS.get(frozenset(_parts(part[5:-1])))
            if whole is not None:
                tests.append(whole)
                continue
            item = _quick(part[5:-1])
            tests.append(lambda g, v, item=item: type(v) is list
                         and all([item(g, x) for x in v]))
        elif part.startswith("{"):
            fields = [(name, optional, _quick(kind)) for name, optional, kind in _fields(part)]
            names = frozenset(name for name, _, _ in fields)
            tests.append(lambda g, v, fields=fields, names=names: type(v) is dict
                         and v.keys() <= names
                         and all([o if v.get(n) is None else q(g, v[n])
                                  for n, o, q in fields]))
        else:
            return lambda g, v: False  # no quick test: check_type decides
    if len(tests) == 1:
        return tests[0]
    return lambda g, v: any([t(g, v) for t in tests])


def quick_test(expr: str) -> Quick:
    """A fast test of type ``expr`` (kept per type): True for most values of it and never for
    a value of another type; False only means check_type must say."""
    return _quick(expr)


def describe_type(expr: str) -> str:
    """A type in words, for the reference."""
    words = []
    for part in _parts(expr):
        if part in TYPES:
            words.append(TYPES[part][1])
        elif part.startswith("list<"):
            words.append(f"a list of {describe_type(part[5:-1])}")
        elif part.startswith("{"):
            words.append(f"a table {part}")
        else:
            words.append(part)
    return " or ".join(words)


def suggest(name: str, known: Iterable[str]) -> str:
    """"; did you mean 'x'?" for a misspelt name, or nothing."""
    close = difflib.get_close_matches(name, list(known), n=1, cutoff=0.7)
    return f"; did you mean '{close[0]}'?" if close else ""
