"""Lua's own values and standard functions as a plain card function meets them in Python
(``returnexpr``, ``plaineffect``, issue #32): the integers Lua holds, the list a function makes
itself, and the global and library functions it may call (``type``, ``tostring``,
``tonumber``, ``math.max`` …, ``table.remove``, ``string.sub``), each as Lua 5.4 computes it
and ``NotPlain`` wherever Lua would do anything else (an error, a value written its own way),
so that Lua runs the function and says it."""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from typing import Any

from .plainsyntax import NotPlain

INT_MIN, INT_MAX = -(2**63), 2**63 - 1
TABLES = (list, tuple, dict)  # a list the function made is a list (isinstance)


class LocalList(list):  # type: ignore[type-arg]
    """A table the function made itself (``local ids = {}``): a list it may add to."""

    __slots__ = ()


def checked_int(v: Any) -> Any:
    """``v``; NotPlain for an integer Lua would wrap."""
    if type(v) is int and not INT_MIN <= v <= INT_MAX:
        raise NotPlain("an integer Lua would wrap")
    return v


def _numbers(name: str, values: tuple[Any, ...]) -> None:
    """NotPlain unless every value is a number (Lua's error, or a string it would read as
    one: Lua's to say) and there is at least one."""
    if not values:
        raise NotPlain(f"math.{name} of nothing")
    for v in values:
        if type(v) is not int and type(v) is not float:
            raise NotPlain(f"math.{name} of what is no number")


def _math_max(*values: Any) -> Any:
    _numbers("max", values)
    best = values[0]
    for v in values[1:]:  # the first of the greatest, as Lua keeps it (1 before 1.0)
        if best < v:
            best = v
    return best


def _math_min(*values: Any) -> Any:
    _numbers("min", values)
    best = values[0]
    for v in values[1:]:
        if v < best:
            best = v
    return best


def _math_rounded(name: str, rounding: Callable[[float], int]) -> Callable[..., Any]:
    def rounded(*values: Any) -> Any:
        _numbers(name, values)
        v = values[0]
        if type(v) is int:
            return v
        if v != v or v in (float("inf"), float("-inf")):
            raise NotPlain(f"math.{name} of what no integer holds")
        whole = rounding(v)
        return whole if INT_MIN <= whole <= INT_MAX else float(whole)
    return rounded


def _math_abs(*values: Any) -> Any:
    _numbers("abs", values)
    v = values[0]
    return checked_int(abs(v)) if type(v) is int else abs(v)


def _table_remove(listed: Any = None, *at: Any) -> Any:
    """``table.remove(t [, pos])`` of a list the function made: the item at ``pos`` (the
    last by default) taken out, those after it moved down, as Lua 5.4 does; NotPlain for any
    other table (a write into one it did not make) or a position Lua refuses."""
    if type(listed) is not LocalList or len(at) > 1:
        raise NotPlain("table.remove of what is no list the function made")
    size = len(listed)
    pos = at[0] if at else size
    if type(pos) is not int:
        raise NotPlain("table.remove at what is no integer")
    if pos == size:
        return listed.pop() if size else None
    if 1 <= pos < size:
        return listed.pop(pos - 1)
    if pos == size + 1:
        return None
    raise NotPlain("table.remove out of bounds")  # Lua's error


def _string_sub(text: Any = None, first: Any = None, *last: Any) -> Any:
    """``string.sub(s, i [, j])`` of a string, by its bytes as Lua 5.4 counts them (negative
    places from its end); NotPlain for anything else (a number Lua would turn into a string,
    a cut through a character, which crosses back as no string)."""
    j = last[0] if last else -1
    if type(text) is not str or type(first) is not int or type(j) is not int or len(last) > 1:
        raise NotPlain("string.sub of what is no string and integers")
    raw = text.encode("utf-8")
    size = len(raw)
    start = first if first > 0 else 1 if first == 0 or first < -size else size + first + 1
    end = size if j > size else j if j >= 0 else 0 if j < -size else size + j + 1
    if start > end:
        return ""
    try:
        return raw[start - 1:end].decode("utf-8")
    except UnicodeDecodeError:
        raise NotPlain("string.sub through a character") from None


# the functions of Lua's libraries a plain function may call, as Lua 5.4 computes them (the
# first argument where Lua reads one; anything else: NotPlain), by library and name
LIBRARY: dict[str, dict[str, Callable[..., Any]]] = {
    "math": {"max": _math_max, "min": _math_min, "abs": _math_abs,
             "floor": _math_rounded("floor", math.floor),
             "ceil": _math_rounded("ceil", math.ceil)},
    "table": {"remove": _table_remove},
    "string": {"sub": _string_sub},
}


_WHOLE_NUMBER = re.compile(r"-?[0-9]{1,19}\Z")


def lua_tostring(v: Any) -> str:
    """Lua's ``tostring`` of a string, an integer, a boolean or nil (a float, written in
    Lua's own way, or a table, whose text is its address: NotPlain)."""
    t = type(v)
    if t is str:
        return v
    if t is bool:
        return "true" if v else "false"
    if t is int:
        return str(v)
    if v is None:
        return "nil"
    raise NotPlain("tostring of what Lua writes its own way")


def lua_tonumber(v: Any) -> Any:
    """Lua's ``tonumber`` of an integer, or of a string of decimal digits that fits one
    (anything else, a float, a hex or spaced text, a base: NotPlain)."""
    if type(v) is int:
        return v
    if type(v) is str and _WHOLE_NUMBER.match(v):
        n = int(v)
        if INT_MIN <= n <= INT_MAX:
            return n
    raise NotPlain("tonumber of what is no whole number's text")


def lua_type(v: Any) -> str:
    """What Lua's ``type`` says of a value a plain function holds (NotPlain for any other:
    a plain value is nil, a boolean, a number, a string or a table)."""
    t = type(v)
    if v is None:
        return "nil"
    if t is bool:
        return "boolean"
    if t is int or t is float:
        return "number"
    if t is str:
        return "string"
    if isinstance(v, TABLES):
        return "table"
    raise NotPlain("type of what is no plain value")


# Lua's global functions of one value a plain function may call, where its file leaves them
BUILTINS: dict[str, Callable[[Any], Any]] = {
    "type": lua_type, "tostring": lua_tostring, "tonumber": lua_tonumber}
