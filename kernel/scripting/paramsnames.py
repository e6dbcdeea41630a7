"""The names by which a card script's file reads its ``params``, when nothing in the file can
change what that table holds (issue #32): a script may write into its params while loading
(``params.n = 99``), and then only Lua knows their values. ``returnexpr`` evaluates a card
function in Python only where this says the card's params are as the card file gave them.

The reading is conservative: a file is refused when any assignment could reach a table it did
not make itself, one index deep, in a local it only ever sets to a new table
(``abilities[#abilities + 1] = …`` and ``table.remove(offer, i)`` are fine, ``option.label
= …`` is not; so is a field of a table an ability's function is given, ``ev.amount = …`` in
``apply = function(ctx, ev)``, where only the kernel can call that function: it sits in the
file's top-level ``return { … }``, in tables and the card API's builders only, so no name
holds it; its field is never read in the file, nor named as a string, the name is bound
nowhere but as a parameter, and nothing in the file walks a table's fields), or when it names
anything that writes tables behind an assignment's back (``rawset``, ``setmetatable``,
``table.insert`` …, ``_ENV``, ``load``), or when it binds ``ipairs`` to anything of its own."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from .lexer import Token, shared_tokens

# what may write into a table without an assignment a reader sees
_WRITERS = frozenset({"rawset", "setmetatable", "_ENV", "load", "require", "debug"})
_TABLE_WRITERS = frozenset({"insert", "remove", "sort", "move"})
_OPENS = {"(": ")", "[": "]", "{": "}"}
_BLOCKS = frozenset({"function", "if", "do", "repeat"})


class _Refused(Exception):
    pass


@dataclass(frozen=True)
class FileNames:
    """What ``returnexpr`` may take a script file's names for: ``params`` its names for its
    params (each: the field it holds, the line it is declared on), ``functions`` its
    top-level ``local function`` helpers bound once (each: its first and last line), and
    ``bound`` the names it binds and ``dispatch`` its tables of functions by name."""

    params: dict[str, tuple[tuple[str, ...], int]]
    functions: dict[str, tuple[int, int]]
    # every name the file binds anywhere (a local, a parameter, a loop's, a global set): a
    # name it does not bind, like ``lib``, is the environment's
    bound: frozenset[str] = frozenset()
    # its dispatch tables: a top-level ``local OPS = {}`` (the line it is declared on) filled
    # only by top-level ``OPS["key"] = function … end`` or ``OPS["key"] = {`` with fields
    # ``name = function … end`` on lines of their own (each (key, None) or (key, name): its
    # function's lines)
    dispatch: dict[str, tuple[int, dict[tuple[str, str | None], tuple[int, int]]]] = field(
        default_factory=dict)
    # each ``ev.f = …`` into a table only the kernel gives (its name and line): no write of
    # the file's state or its params (cardstate does not watch them)
    given: frozenset[tuple[str, int]] = frozenset()
    # the names the file binds exactly once, anywhere (one declaration, never set again, no
    # parameter of that name): what a function closes over by one of them keeps its value
    once: frozenset[str] = frozenset()


def params_names(source: str) -> dict[str, tuple[tuple[str, ...], int]] | None:
    """The names that read the file's params, each with the field of params it holds and
    the line it is declared on: ``params`` (line 0) and each ``local P = params`` (``()``)
    and ``local E = params.effect`` (``("effect",)``) at the file's top level, declared once
    and never set again (a function above the line does not see it); None when the file
    could change a table its params hold, or does not lex."""
    found = file_names(source)
    return found.params if found is not None else None


@lru_cache(maxsize=1024)
def file_names(source: str) -> FileNames | None:
    """The file's names for its params and its helper functions (``FileNames``); None when
    it could change a table its params hold, or does not lex."""
    toks = shared_tokens(source)
    if toks is None:
        return None
    try:
        return _names(toks, source.splitlines())
    except _Refused:
        return None


def _names(toks: list[Token], lines: list[str]) -> FileNames:
    stack: list[str] = []
    functions: dict[str, tuple[int, int]] = {}
    # the top-level functions being read: a local function's name, or a dispatch table's
    # (table, key, field), its first line, and the depth of the blocks around it
    opened: list[tuple[str | tuple[str, str, str | None], int, int]] = []
    # dispatch tables' functions, and the keys each was given
    entries: dict[str, dict[tuple[str, str | None], tuple[int, int]]] = {}
    keys: dict[str, list[str]] = {}
    building: tuple[str, str] | None = None  # the table and key of a top-level OPS["k"] = {
    fresh_at: dict[str, int] = {}  # the line of each top-level local made a new table
    kinds: dict[str, list[str]] = {}  # name -> how each binding of it is made
    indexed: list[tuple[str, int]] = []  # (base, depth) of each indexed assignment
    # the open functions: each one's parameters, and the field of a table constructor whose
    # value it is (``apply = function(ctx, ev)``), else None
    frames: list[tuple[frozenset[str], str | None]] = []
    params_bound: dict[str, int] = {}  # how often each name is bound as a parameter
    # for each entry of ``stack``: whether it is part of the file's returned table that no
    # name holds (``return {`` at the top, the tables and ability builders' calls in it):
    # a function there is reached by the kernel alone
    unnamed: list[bool] = []
    builders: set[str] = set()  # the ability builders called in it
    given_writes: list[tuple[str, str, int]] = []  # (name, field, line): each ``ev.f = …``
    n = len(toks)
    for i, (kind, text, _) in enumerate(toks):
        after_field = i > 0 and toks[i - 1][1] in (".", ":", "::")
        if kind == "name" and not after_field:
            if text in _WRITERS:
                raise _Refused
            if text == "table" and i + 2 < n and toks[i + 1][1] == "." and \
                    toks[i + 2][1] in _TABLE_WRITERS:
                # table.insert(t, …) writes t, as t[…] = … would; any other first argument,
                # or table.move (which writes its last), is refused
                if toks[i + 2][1] == "move" or not (
                        i + 5 < n and toks[i + 3][1] == "(" and toks[i + 4][0] == "name"
                        and toks[i + 5][1] in (",", ")")):
                    raise _Refused
                indexed.append((toks[i + 4][1], 1))
            if text in _BLOCKS:
                stack.append(text)
                unnamed.append(False)
                if text == "function":
                    params = _function_head(toks, i, kinds, indexed)
                    for name in params:
                        params_bound[name] = params_bound.get(name, 0) + 1
                    # the value of a field of a constructor: `{ …, apply = function(` …
                    holding = toks[i - 2][1] if (
                        len(stack) >= 2 and stack[-2] == "{" and unnamed[-2] and i >= 3
                        and toks[i - 1][1] == "=" and toks[i - 2][0] == "name"
                        and toks[i - 3][1] in ("{", ",", ";")
                        and i + 1 < n and toks[i + 1][1] == "(") else None
                    frames.append((frozenset(params[1:]), holding))  # (not ctx)
                    if len(stack) == 1 and i > 0 and toks[i - 1][1] == "local" and \
                            i + 1 < n and toks[i + 1][0] == "name":
                        opened.append((toks[i + 1][1], toks[i][2], 0))
                    elif len(stack) == 1 and (entry := _dispatch_entry(toks, i, lines)):
                        keys.setdefault(entry[0], []).append(entry[1])
                        opened.append(((*entry, None), toks[i][2], 0))
                    elif building is not None and stack == ["{", "function"] and (
                            name := _field_entry(toks, i, lines)):
                        opened.append(((*building, name), toks[i][2], 1))
            elif text == "end":
                if not stack:
                    raise _Refused
                closed = stack.pop()
                unnamed.pop()
                if closed not in ("function", "if", "do"):
                    raise _Refused
                if closed == "function":
                    frames.pop()
                if opened and len(stack) == opened[-1][2]:
                    name, first, _ = opened.pop()
                    if isinstance(name, tuple):
                        table, key, part = name
                        entries.setdefault(table, {})[key, part] = (first, toks[i][2])
                    else:
                        functions[name] = (first, toks[i][2])
            elif text == "until":
                if not stack or stack.pop() != "repeat":
                    raise _Refused
                unnamed.pop()
            elif text == "for":
                j = i + 1
                while j < n and toks[j][1] not in ("=", "in"):
                    if toks[j][0] == "name":
                        kinds.setdefault(toks[j][1], []).append("other")
                    j += 1
            elif text == "local" and i + 1 < n and toks[i + 1][1] != "function":
                j = i + 1
                names = []
                while j < n and toks[j][0] == "name":
                    names.append(toks[j][1])
                    if j + 1 < n and toks[j + 1][1] == ",":
                        j += 2
                    else:
                        j += 1
                        break
                if j >= n or toks[j][1] != "=":  # declared without a value (nil)
                    for name in names:
                        kinds.setdefault(name, []).append("other")
        elif kind == "op":
            if text in _OPENS:
                if not stack and text == "{" and (entry := _table_entry(toks, i, lines)):
                    building = entry
                    keys.setdefault(entry[0], []).append(entry[1])
                unnamed.append(_unnamed(toks, i, stack, unnamed, builders))
                stack.append(text)
            elif text in (")", "]", "}"):
                if not stack or _OPENS.get(stack.pop()) != text:
                    raise _Refused
                unnamed.pop()
                if not stack:
                    building = None
            elif text == "=" and not (stack and stack[-1] == "{"):  # not a table's field
                if stack and stack[-1] in ("(", "["):
                    raise _Refused
                _assignment(toks, i, kinds, indexed, not stack, lines, fresh_at,
                            frames[-1] if frames else None, given_writes)
    if stack:
        raise _Refused
    if given_writes and builders & set(kinds):
        raise _Refused  # a builder of the file's own could keep the table it is given
    _check_given_writes(toks, lines, given_writes, kinds, params_bound)
    if "params" in kinds or "ipairs" in kinds or "pairs" in kinds:
        # the file rebinds or shadows params itself, or ipairs or pairs, which returnexpr
        # reads as Lua's own
        raise _Refused
    fresh = {name for name, made in kinds.items() if all(m == "fresh" for m in made)}
    for base, depth in indexed:
        if depth != 1 or base not in fresh:
            raise _Refused
    names: dict[str, tuple[tuple[str, ...], int]] = {"params": ((), 0)}
    for name, made in kinds.items():
        if len(made) == 1 and made[0].startswith("alias@"):
            names[name] = ((), int(made[0][6:]))
    for name, made in kinds.items():
        if len(made) == 1 and made[0].startswith("derived:"):
            how, line = made[0].split("@")
            _, base, key = how.split(":")
            if base in names and names[base][0] == () and names[base][1] < int(line):
                names[name] = ((key,), int(line))
    # a helper bound only by its one declaration (no parameter, local or assignment of its
    # name anywhere else)
    helpers = {name: lines for name, lines in functions.items() if kinds.get(name) == ["other"]}
    # a dispatch table: declared once as a new table, written only by its entries
    dispatch = {table: (fresh_at[table], entries.get(table, {}))
                for table, given in keys.items()
                if len(set(given)) == len(given) and kinds.get(table) == ["fresh"]
                and table in fresh_at and sum(base == table for base, _ in indexed) == len(given)}
    return FileNames(names, helpers, frozenset(kinds), dispatch,
                     frozenset((name, line) for name, _, line in given_writes),
                     frozenset(name for name, made in kinds.items() if len(made) == 1))


# a whole line ``NAME["key"] = function(`` (a plain key), a dispatch table's entry
_ENTRY_LINE = re.compile(r'\s*([A-Za-z_]\w*)\s*\[\s*"([^"\\]*)"\s*\]\s*=\s*function\s*\(.*',
                         re.ASCII)


# a whole line ``NAME["key"] = {``, a dispatch table's entry of named functions, and a line
# ``name = function(`` in it
_TABLE_LINE = re.compile(r'\s*([A-Za-z_]\w*)\s*\[\s*"([^"\\]*)"\s*\]\s*=\s*\{\s*', re.ASCII)
_FIELD_LINE = re.compile(r'\s*([A-Za-z_]\w*)\s*=\s*function\s*\(.*', re.ASCII)


def _dispatch_entry(toks: list[Token], i: int, lines: list[str]) -> tuple[str, str] | None:
    """The table and key of a top-level ``NAME["key"] = function`` whose ``function`` is
    token ``i`` (its line holding nothing before it); None for anything else."""
    return _keyed_entry(toks, i, lines, _ENTRY_LINE)


def _table_entry(toks: list[Token], i: int, lines: list[str]) -> tuple[str, str] | None:
    """The table and key of a top-level ``NAME["key"] = {`` whose ``{`` is token ``i`` and
    ends its line; None for anything else."""
    return _keyed_entry(toks, i, lines, _TABLE_LINE)


def _keyed_entry(toks: list[Token], i: int, lines: list[str],
                 pattern: re.Pattern[str]) -> tuple[str, str] | None:
    if i < 5 or [t[1] for t in toks[i - 4:i]] != ["[", "", "]", "="] \
            or toks[i - 3][0] != "string" or toks[i - 5][0] != "name":
        return None
    line = toks[i][2]
    if toks[i - 5][2] != line or i > 5 and toks[i - 6][2] == line or not 0 < line <= len(lines):
        return None
    found = pattern.fullmatch(lines[line - 1])
    if found is None or found.group(1) != toks[i - 5][1]:
        return None
    return found.group(1), found.group(2)


def _field_entry(toks: list[Token], i: int, lines: list[str]) -> str | None:
    """The field of a ``name = function`` whose ``function`` is token ``i``, on a line of
    its own in a dispatch table's entry; None for anything else."""
    if i < 3 or toks[i - 1][1] != "=" or toks[i - 2][0] != "name":
        return None
    line = toks[i][2]
    if toks[i - 2][2] != line or toks[i - 3][2] == line or not 0 < line <= len(lines):
        return None
    found = _FIELD_LINE.fullmatch(lines[line - 1])
    return found.group(1) if found is not None and found.group(1) == toks[i - 2][1] else None


def _function_head(toks: list[Token], i: int, kinds: dict[str, list[str]],
                   indexed: list[tuple[str, int]]) -> list[str]:
    """``function a.b:c(x, y)``: an indexed assignment to ``a`` (two deep), and its
    parameters, which are locals of their own (returned, in order)."""
    n = len(toks)
    j = i + 1
    chain: list[str] = []
    while j < n and toks[j][0] == "name":
        chain.append(toks[j][1])
        if j + 1 < n and toks[j + 1][1] in (".", ":"):
            j += 2
        else:
            j += 1
            break
    if len(chain) > 1:
        indexed.append((chain[0], len(chain) - 1))
    elif chain:
        kinds.setdefault(chain[0], []).append("other")
    if j >= n or toks[j][1] != "(":
        raise _Refused
    j += 1
    params = []
    while j < n and toks[j][1] != ")":
        if toks[j][0] == "name":
            kinds.setdefault(toks[j][1], []).append("other")
            params.append(toks[j][1])
        j += 1
    return params


def _assignment(toks: list[Token], i: int, kinds: dict[str, list[str]],
                indexed: list[tuple[str, int]], top: bool, lines: list[str],
                fresh_at: dict[str, int],
                frame: tuple[frozenset[str], str | None] | None = None,
                given_writes: list[tuple[str, str, int]] | None = None) -> None:
    """The targets before the ``=`` at ``i``, and how the plain names among them are set (a
    name for params, or a field of it, only by a ``local`` at the file's ``top`` level). A
    field of a parameter (not the first, ctx) of the function ``frame`` when that function
    is the value of a constructor's field goes to ``given_writes`` (``_check_given_writes``
    says whether the file may keep it)."""
    targets: list[tuple[str, int]] = []
    j = i - 1
    while True:
        start, base, depth = _target(toks, j)
        targets.append((base, depth))
        if start > 0 and toks[start - 1][1] == ",":
            j = start - 2
            continue
        break
    targets.reverse()
    declared = top and start > 0 and toks[start - 1][1] == "local"
    line = toks[i][2]
    made = _values(toks, i + 1, len(targets), lines)
    for (base, depth), how in zip(targets, made, strict=True):
        if depth == 1 and len(targets) == 1 and frame is not None and frame[1] is not None \
                and base in frame[0] and given_writes is not None:
            given_writes.append((base, frame[1], line))
        elif depth:
            indexed.append((base, depth))
        elif how == "alias" or how.startswith("derived:"):
            kinds.setdefault(base, []).append(f"{how}@{line}" if declared else "other")
        else:
            kinds.setdefault(base, []).append(how)
            if how == "fresh" and declared:
                fresh_at[base] = line


# the card API's ability builders (cardapi.lua), which hand their table to the kernel
_BUILDERS = frozenset({"activated", "triggered", "replacement", "static"})


def _unnamed(toks: list[Token], i: int, stack: list[str], unnamed: list[bool],
             builders: set[str]) -> bool:
    """Whether the bracket opening at ``i`` is part of the returned table no name holds:
    the ``{`` of the file's top-level ``return {``, a table directly in such a table, or the
    call of an ability builder there (``replacement {``, ``replacement({``, and its
    argument table)."""
    text, before = toks[i][1], toks[i - 1]
    if not stack:
        return text == "{" and before[1] == "return"
    if not unnamed[-1]:
        return False
    if stack[-1] == "{" and text in ("(", "{") and before[0] == "name" and \
            before[1] in _BUILDERS and toks[i - 2][1] not in (".", ":", "::"):
        builders.add(before[1])
        return True
    return text == "{" and (stack[-1] == "{" and before[1] in ("{", ",", ";", "=")
                            or stack[-1] == "(" and before[1] == "(")


# what reaches a table's fields without naming them (a constructor's function so found could
# be called with anything)
_WALKERS = frozenset({"pairs", "next", "rawget", "select", "unpack", "getmetatable"})


def _check_given_writes(toks: list[Token], lines: list[str],
                        writes: list[tuple[str, str, int]],
                        kinds: dict[str, list[str]], params_bound: dict[str, int]) -> None:
    """Refuse the file unless each ``ev.f = …`` kept by ``_assignment`` writes a table only
    the kernel gives: its name is bound nowhere but as a parameter, the constructor field
    holding its function is never read as a field (``.apply``, ``:apply``) nor named as a
    string (``["apply"]``), and nothing in the file walks a table's fields."""
    if not writes:
        return
    if any(kind == "name" and text in _WALKERS for kind, text, _ in toks):
        raise _Refused
    fields = {key for _, key, _ in writes}
    for j, (kind, text, _) in enumerate(toks):
        if kind == "name" and text in fields and j > 0 and toks[j - 1][1] in (".", ":", "::"):
            raise _Refused
    source = "\n".join(lines)
    if re.search(r"\[\[|\[=", source):
        raise _Refused  # a long string, which may name a field
    for key in fields:
        if re.search(r"""["']""" + re.escape(key) + r"""["']""", source):
            raise _Refused  # named as a string
    for name, _, _ in writes:
        if len(kinds.get(name, ())) != params_bound.get(name, 0):
            raise _Refused


def _ends(toks: list[Token], j: int) -> bool:
    """Whether an expression that reached token ``j`` stops there: the file's end, a ``;`` or
    a name that is no operator (the next statement), or the ``,`` before the next value."""
    if j >= len(toks):
        return True
    kind, text, _ = toks[j]
    return text in (";", ",") and kind == "op" or kind == "name" and text not in ("and", "or")


def _keyed_field(toks: list[Token], j: int, lines: list[str]) -> str | None:
    """The key of ``name["key"]`` at token ``j`` (``params["do"]``: a field named by a word
    Lua keeps for itself), read off its line, which must hold only ``local N = params["key"]``
    (the tokens keep no string's text); None for anything else."""
    if not (j + 3 < len(toks) and toks[j + 1][1] == "[" and toks[j + 1][0] == "op"
            and toks[j + 2][0] == "string" and toks[j + 3][1] == "]" and _ends(toks, j + 4)):
        return None
    line = toks[j][2]
    if not 0 < line <= len(lines) or any(t[2] == line for t in toks[j + 4:j + 5]):
        return None
    found = _KEYED_LINE.fullmatch(lines[line - 1])
    return found.group(2) if found is not None and found.group(1) == toks[j][1] else None


# a whole line ``local N = base["key"]`` (a plain key: no escape, no other quote)
_KEYED_LINE = re.compile(
    r'\s*local\s+[A-Za-z_]\w*\s*=\s*([A-Za-z_]\w*)\s*\[\s*"([A-Za-z_]\w*)"\s*\]\s*', re.ASCII)


def _values(toks: list[Token], j: int, count: int, lines: list[str]) -> list[str]:
    """How each of ``count`` assigned values from token ``j`` is made: ``fresh`` (a table
    constructor alone), ``alias`` (``params`` alone), else ``other``; read as far as each is
    one token or one constructor, the rest ``other``."""
    made: list[str] = []
    n = len(toks)
    while len(made) < count and j < n:
        kind, text, _ = toks[j]
        end = j + 1
        how = "other"
        if text == "{" and kind == "op":
            level = 0
            while end <= n:
                t = toks[end - 1]
                if t[0] == "op" and t[1] in _OPENS:
                    level += 1
                elif t[0] == "op" and t[1] in (")", "]", "}"):
                    level -= 1
                    if level == 0:
                        break
                end += 1
            how = "fresh"
        elif kind == "name" and j + 2 < n and toks[j + 1][1] == "." and \
                toks[j + 2][0] == "name" and _ends(toks, j + 3):
            how, end = f"derived:{text}:{toks[j + 2][1]}", j + 3  # E = params.effect
        elif kind == "name" and (key := _keyed_field(toks, j, lines)) is not None:
            how, end = f"derived:{text}:{key}", j + 4  # D = params["do"]
        elif text == "params" and kind == "name":
            how = "alias"
        if not _ends(toks, end):
            # more to this value than one token or constructor: it is other, and the next
            # value starts after the comma that ends it (None: the statement ends first)
            how, end = "other", _value_end(toks, j)
            if end is None:
                break
        made.append(how)
        if end >= n or toks[end][1] != ",":
            break
        j = end + 1
    return made + ["other"] * (count - len(made))


# keywords no expression holds outside a function body: the statement has ended there
_STATEMENT_WORDS = frozenset({"local", "return", "if", "for", "while", "repeat", "end",
                              "until", "else", "elseif", "break", "goto", "do", "then"})


def _value_end(toks: list[Token], j: int) -> int | None:
    """The ``,`` that ends the value starting at token ``j`` of an assignment's values (not
    a comma inside brackets or a function body), or None where the statement ends first."""
    level = 0
    for k in range(j, len(toks)):
        kind, text, _ = toks[k]
        if kind == "op":
            if text in _OPENS:
                level += 1
            elif text in (")", "]", "}"):
                level -= 1
                if level < 0:
                    return None
            elif text == "," and level == 0:
                return k
            elif text == ";" and level == 0:
                return None
        elif kind == "name":
            if text in ("function", "if", "do", "repeat"):
                level += 1 if level or text == "function" else 0
                if level == 0:
                    return None  # a statement keyword at the value's own level
            elif text in ("end", "until") and level > 0:
                level -= 1
            elif level == 0 and text in _STATEMENT_WORDS:
                return None
    return None


def _target(toks: list[Token], j: int) -> tuple[int, str, int]:
    """The assignment target ending at token ``j``: where it starts, its base name and how
    many indexes deep it is."""
    depth = 0
    while j >= 0:
        kind, text, _ = toks[j]
        if text == "]" and kind == "op":
            level = 0
            while j >= 0:
                if toks[j][1] == "]" and toks[j][0] == "op":
                    level += 1
                elif toks[j][1] == "[" and toks[j][0] == "op":
                    level -= 1
                    if level == 0:
                        break
                j -= 1
            depth += 1
            j -= 1
            continue
        if kind == "name":
            if j > 0 and toks[j - 1][1] == "." and toks[j - 1][0] == "op":
                depth += 1
                j -= 2
                continue
            if j > 0 and toks[j - 1][1] in (":", "::"):
                raise _Refused
            return j, text, depth
        raise _Refused  # f().x = …, (t).x = …
    raise _Refused
