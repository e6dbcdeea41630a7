"""Card functions that only pass a kernel question's answer back, read from their text:
``function(ctx) return ctx:b() end`` or ``function(ctx) return ctx:a(ctx:b()) end``
(a target list: ``ctx:labelled(ctx:players_and_monsters())``). The script host asks those
questions itself, as the function would, instead of running it in Lua (issue #32)."""

from __future__ import annotations

import re

_NAME = r"([A-Za-z_][A-Za-z_0-9]*)"
# the parameter, then each question asked of it (\1: the same parameter)
_ONE = re.compile(rf"function\s*\(\s*{_NAME}\s*\)\s*return\s+\1\s*:\s*{_NAME}\s*\(\s*\)\s*end\b")
_NESTED = re.compile(rf"function\s*\(\s*{_NAME}\s*\)\s*return\s+\1\s*:\s*{_NAME}\s*\(\s*\1\s*:"
                     rf"\s*{_NAME}\s*\(\s*\)\s*\)\s*end\b")

_MAX_LINES = 5  # a function longer than this is never one of these
QUESTIONS = "questions"  # what a script shape's notes keep these under (CardScript.notes)


def questions_in(text: str, lines: tuple[int, int]) -> tuple[str, ...] | None:
    """``questions_only`` of the card function on ``lines`` (its first and last) of a
    script's ``text``; None for a function of more than a few lines."""
    first, last = lines
    if not 0 < first <= last < first + _MAX_LINES:
        return None
    return questions_only("\n".join(text.splitlines()[first - 1:last]))


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
