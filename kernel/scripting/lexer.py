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

# a numeral runs on through letters, as Lua's does (one touching a letter is an error there)
_NUMBER = re.compile(r"(?:[eEpP][+-]|[0-9A-Za-z_.])*")
_LONG_OPEN = re.compile(r"\[(=*)\[")
# a name after these is a field, a method or a label, not a variable
AFTER_FIELD = frozenset({".", ":", "::", "goto"})


# a token, a run of spaces or a comment, told apart by its first character (operators longer
# than one character before the one character): one regex match a token, not a test a
# character. A long bracket, string or comment that never closes, and a digit beyond ASCII
# (which ``str.isdigit`` takes for one), match only the last alternative (one character),
# where ``tokens`` looks again.
_TOKEN = re.compile(r"""
    (?P<space>\s+)
  | (?P<comment>--(?:\[(?P<ceq>=*)\[.*?\](?P=ceq)\]|(?!\[=*\[)[^\n]*\n?))
  | (?P<long>\[(?P<leq>=*)\[.*?\](?P=leq)\])
  | (?P<string>"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*')
  | (?P<number>(?:[0-9]|\.[0-9])(?:[eEpP][+-]|[0-9A-Za-z_.])*)
  | (?P<name>[A-Za-z_][A-Za-z0-9_]*)
  | (?P<op>\.\.\.|\.\.|::|==|~=|<=|>=|<<|>>|//|.)
""", re.S | re.X)


def tokens(source: str) -> list[Token] | None:
    """The chunk's tokens with their lines, comments left out; None if it does not lex."""
    out: list[Token] = []
    append = out.append
    count = source.count
    i, n, line = 0, len(source), 1
    while i < n:
        # one pass of matches from i; a numeral beyond ASCII restarts it after itself (break),
        # and a pass that reaches the end ends the loop (the for's else)
        for m in _TOKEN.finditer(source, i):
            kind = m.lastgroup
            if kind == "name":
                append(("name", m.group(), line))
            elif kind == "op":
                op = m.group()
                c = op[0]
                i = m.start()
                if c == "-" and source.startswith("--", i) or c in "\"'" or \
                        c == "[" and _LONG_OPEN.match(source, i):
                    return None  # a comment, long bracket or string that never closes
                if c.isdigit() or (c == "." and i + 1 < n and source[i + 1].isdigit()):
                    # a digit beyond ASCII (or a point before one) starts a numeral, as in
                    # ``str.isdigit``: go on after it
                    end = _NUMBER.match(source, i + 1).end()  # type: ignore[union-attr]
                    append(("number", "", line))
                    line += count("\n", i, end)
                    i = end
                    break
                append(("op", op, line))
            elif kind == "number":
                append(("number", "", line))
            else:
                if kind == "long" or kind == "string":
                    append(("string", "", line))
                line += count("\n", m.start(), m.end())
        else:
            break
    return out


@lru_cache(maxsize=1)
def shared_tokens(source: str) -> list[Token] | None:
    """``tokens(source)``, lexed once for the checks that read a script one after another
    when it first loads (restricted names, ctx and lib calls, its variables, what it may
    change), and for the next card using the same file: the same list for each, which none
    of them may change. Only the last text's tokens are kept (they are large)."""
    return tokens(source)


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
