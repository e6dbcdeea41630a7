"""Card functions that only pass a kernel question's answer back, read from their text:
``function(ctx) return ctx:b() end`` or ``function(ctx) return ctx:a(ctx:b()) end``
(a target list: ``ctx:labelled(ctx:players_and_monsters())``). The script host asks those
questions itself, as the function would, instead of running it in Lua (issue #32)."""

from __future__ import annotations

import re
from collections.abc import Callable

_NAME = r"([A-Za-z_][A-Za-z_0-9]*)"
# the parameter, then each question asked of it (\1: the same parameter)
_ONE = re.compile(rf"function\s*\(\s*{_NAME}\s*\)\s*return\s+\1\s*:\s*{_NAME}\s*\(\s*\)\s*end\b")
_NESTED = re.compile(rf"function\s*\(\s*{_NAME}\s*\)\s*return\s+\1\s*:\s*{_NAME}\s*\(\s*\1\s*:"
                     rf"\s*{_NAME}\s*\(\s*\)\s*\)\s*end\b")

# the shape of each card function read so far, by (file name, its text, ability index,
# function name): the same in every game of the process (a text edited is another key)
_SHAPES: dict[tuple[str, str, int | None, str], tuple[str, ...] | None] = {}
_MAX_SHAPES = 8192
_MAX_LINES = 5  # a function longer than this is never one of these


def questions_of(file: str, text: str, index: int | None, name: str,
                span: Callable[[], tuple[int, int] | None]) -> tuple[str, ...] | None:
    """``questions_only`` of a card function, whose first and last lines in ``text``
    ``span()`` gives (None: not the file's own), worked out once per process."""
    key = (file, text, index, name)
    try:
        return _SHAPES[key]
    except KeyError:
        pass
    shape = None
    lines = span()
    if lines is not None and 0 < lines[0] <= lines[1] < lines[0] + _MAX_LINES:
        shape = questions_only("\n".join(text.splitlines()[lines[0] - 1:lines[1]]))
    if len(_SHAPES) >= _MAX_SHAPES:
        _SHAPES.clear()
    _SHAPES[key] = shape
    return shape


def questions_only(text: str) -> tuple[str, ...] | None:
    """The questions of the one function in ``text`` (its lines), innermost first, when all
    it does is return a question's answer (``("b",)``) or a question asked about another's
    answer (``("b", "a")``); None for anything else, or text with more than one function or
    with a comment or long string (whose text could look like one)."""
    if text.count("function") != 1 or "--" in text or "[[" in text:
        return None
    found = _NESTED.search(text)
    if found is not None:
        return (found.group(3), found.group(2))
    found = _ONE.search(text)
    if found is not None:
        return (found.group(2),)
    return None
