"""Helpers of the kernel's ``lib`` (cardlib.lua) evaluated in Python as their Lua would be, for
the card functions ``returnexpr`` and ``plaineffect`` read (issue #32). Each gives what its
Lua gives for the values a plain function may hold, and is NotPlain wherever that Lua would
fail or do more (its errors are Lua's to say), as the rest of the evaluator."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .plainsyntax import NotPlain
from .returnexpr import indexed, ipairs_of, operation


def row_for(rows: Any = None, result: Any = None, *rest: Any) -> Any:
    """``lib.row_for(rows, result)``: the first row ``{low, high, …}`` whose range holds
    ``result``, or nil."""
    if not isinstance(rows, list | tuple):
        raise NotPlain("lib.row_for of what is no list")
    for _, row in ipairs_of(rows):
        if operation(">=", result, indexed(row, 1)) and operation("<=", result, indexed(row, 2)):
            return row
    return None


# the helpers read so, by name (a helper of the game's own lib file is never one of them:
# lib refuses a name given twice)
HELPERS: dict[str, Callable[..., Any]] = {"row_for": row_for}


def draw_among(listed: Any = None, *rest: Any) -> int:
    """How many items ``lib.pick_random(listed)`` draws one of (``math.random(n)``; 0: no
    draw, and it gives nil), for a list a plain value holds; NotPlain for anything else (Lua's
    error for what is no table, a table's border for a table of fields)."""
    if not isinstance(listed, list | tuple):
        raise NotPlain("lib.pick_random of what is no list")
    for v in listed:
        if v is None:
            raise NotPlain("lib.pick_random of a list with a hole")
    return len(listed)


# the helpers that draw from the game's dice (effects only), read so by name: how many items
# each draws among; an effect yields the draw to the host (``plaineffect.DRAW``)
DRAWS: dict[str, Callable[..., int]] = {"pick_random": draw_among}
