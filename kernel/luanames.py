"""The names a Lua chunk's text uses as variables, found by lexing it as Lua 5.4 does.

Comments and strings are skipped, and so is a name written after ``.``, ``:``, ``::`` or
``goto`` (a field, a method, a label) or before a single ``=`` (a key of a table constructor or
the target of an assignment, neither of which reads it). What is left is every name the chunk
could read as a local or a global. A text that does not lex to its end (an unclosed string or
comment) gives None: it cannot compile, and a caller must assume the worst of it.
"""

from __future__ import annotations

import re

_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
# a numeral runs on through letters, as Lua's does (one touching a letter is an error there)
_NUMBER = re.compile(r"(?:[eEpP][+-]|[0-9A-Za-z_.])*")
_LONG_OPEN = re.compile(r"\[(=*)\[")
_SPACE = re.compile(r"\s+")
_SHORT = {'"': re.compile(r'(?:\\.|[^"\\])*"', re.S), "'": re.compile(r"(?:\\.|[^'\\])*'", re.S)}
_AFTER_FIELD = {".", ":", "::", "goto"}
# operators longer than one character that start like a shorter one ("==" is no "=")
_LONG_OPS = ("...", "..", "::", "==", "~=", "<=", ">=", "<<", ">>", "//")


def variable_names(source: str) -> frozenset[str] | None:
    """Every name ``source`` could read as a variable; None if the text does not lex to its
    end."""
    tokens = _tokens(source)
    if tokens is None:
        return None
    names: set[str] = set()
    for k, (kind, text) in enumerate(tokens):
        if kind != "name":
            continue
        before = tokens[k - 1][1] if k > 0 else ""
        after = tokens[k + 1][1] if k + 1 < len(tokens) else ""
        if before not in _AFTER_FIELD and after != "=":
            names.add(text)
    return frozenset(names)


def _tokens(source: str) -> list[tuple[str, str]] | None:
    """The chunk's tokens as (kind, text), comments left out; None if it does not lex."""
    tokens: list[tuple[str, str]] = []
    i, n = 0, len(source)
    while i < n:
        c = source[i]
        if c.isspace():
            i = _SPACE.match(source, i).end()  # type: ignore[union-attr]
            continue
        if source.startswith("--", i):
            opened = _LONG_OPEN.match(source, i + 2)
            if opened:
                end = source.find("]" + opened.group(1) + "]", opened.end())
                if end < 0:
                    return None
                i = end + len(opened.group(1)) + 2
            else:
                newline = source.find("\n", i)
                i = n if newline < 0 else newline + 1
            continue
        if c == "[":
            opened = _LONG_OPEN.match(source, i)
            if opened:
                end = source.find("]" + opened.group(1) + "]", opened.end())
                if end < 0:
                    return None
                i = end + len(opened.group(1)) + 2
                tokens.append(("string", ""))
                continue
        if c in _SHORT:
            closed = _SHORT[c].match(source, i + 1)
            if closed is None:
                return None
            i = closed.end()
            tokens.append(("string", ""))
            continue
        if c.isdigit() or (c == "." and i + 1 < n and source[i + 1].isdigit()):
            i = _NUMBER.match(source, i + 1).end()  # type: ignore[union-attr]
            tokens.append(("number", ""))
            continue
        if c == "_" or c.isascii() and c.isalpha():
            word = _NAME.match(source, i).group()  # type: ignore[union-attr]
            tokens.append(("name", word))
            i += len(word)
            continue
        op = next((o for o in _LONG_OPS if source.startswith(o, i)), c)
        tokens.append(("op", op))
        i += len(op)
    return tokens
