"""Card scripts' text read as Lua 5.4 reads it: the one lexer behind every check of a script's
source (restricted names, ``ctx`` calls, which globals a script can reach).

``tokens`` leaves out comments and keeps strings as empty string tokens, each token with its
line. A text that does not lex to its end (an unclosed string or long comment) gives None: it
cannot compile, and the compiler's own error says where.
"""

from __future__ import annotations

import re
from functools import lru_cache

Token = tuple[str, str, int]  # (kind: name, string, number or op; text; line)

_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
# a numeral runs on through letters, as Lua's does (one touching a letter is an error there)
_NUMBER = re.compile(r"(?:[eEpP][+-]|[0-9A-Za-z_.])*")
_LONG_OPEN = re.compile(r"\[(=*)\[")
_SPACE = re.compile(r"\s+")
_SHORT = {'"': re.compile(r'(?:\\.|[^"\\])*"', re.S), "'": re.compile(r"(?:\\.|[^'\\])*'", re.S)}
# operators longer than one character that start like a shorter one ("==" is no "=")
_LONG_OPS = ("...", "..", "::", "==", "~=", "<=", ">=", "<<", ">>", "//")
# a name after these is a field, a method or a label, not a variable
AFTER_FIELD = frozenset({".", ":", "::", "goto"})


def tokens(source: str) -> list[Token] | None:
    """The chunk's tokens with their lines, comments left out; None if it does not lex."""
    out: list[Token] = []
    i, n, line = 0, len(source), 1
    while i < n:
        c = source[i]
        start = i
        if c.isspace():
            i = _SPACE.match(source, i).end()  # type: ignore[union-attr]
        elif source.startswith("--", i):
            i = _long_end(source, i + 2) if _LONG_OPEN.match(source, i + 2) else \
                _line_end(source, i)
            if i < 0:
                return None
        elif c == "[" and _LONG_OPEN.match(source, i):
            i = _long_end(source, i)
            if i < 0:
                return None
            out.append(("string", "", line))
        elif c in _SHORT:
            closed = _SHORT[c].match(source, i + 1)
            if closed is None:
                return None
            i = closed.end()
            out.append(("string", "", line))
        elif c.isdigit() or (c == "." and i + 1 < n and source[i + 1].isdigit()):
            i = _NUMBER.match(source, i + 1).end()  # type: ignore[union-attr]
            out.append(("number", "", line))
        elif c == "_" or c.isascii() and c.isalpha():
            word = _NAME.match(source, i).group()  # type: ignore[union-attr]
            out.append(("name", word, line))
            i += len(word)
        else:
            op = next((o for o in _LONG_OPS if source.startswith(o, i)), c)
            out.append(("op", op, line))
            i += len(op)
        line += source.count("\n", start, i)
    return out


@lru_cache(maxsize=1)
def shared_tokens(source: str) -> list[Token] | None:
    """``tokens(source)``, lexed once for the checks that read a script one after another
    when it first loads (restricted names, ctx and lib calls, its variables, what it may
    change), and for the next card using the same file: the same list for each, which none
    of them may change. Only the last text's tokens are kept (they are large)."""
    return tokens(source)


def _long_end(source: str, i: int) -> int:
    """Where the long bracket opening at ``i`` (``[==[``) closes; -1 if it never does."""
    opened = _LONG_OPEN.match(source, i)
    assert opened is not None
    close = "]" + opened.group(1) + "]"
    end = source.find(close, opened.end())
    return -1 if end < 0 else end + len(close)


def _line_end(source: str, i: int) -> int:
    newline = source.find("\n", i)
    return len(source) if newline < 0 else newline + 1


def variable_names(source: str) -> frozenset[str] | None:
    """Every name ``source`` could read as a variable: not a field, method or label, nor a
    name before a single ``=`` (a table constructor's key or an assignment's target, neither
    of which reads it); None if the text does not lex to its end."""
    found = shared_tokens(source)
    if found is None:
        return None
    names: set[str] = set()
    for k, (kind, text, _) in enumerate(found):
        if kind != "name":
            continue
        before = found[k - 1][1] if k > 0 else ""
        after = found[k + 1][1] if k + 1 < len(found) else ""
        if before not in AFTER_FIELD and after != "=":
            names.add(text)
    return frozenset(names)
