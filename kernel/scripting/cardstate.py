"""A card script keeps no state of its own (DESIGN §5): what a script may change after it
loaded, found in its source; the run-time half is the sandbox's ``watch`` (``lua_state.lua``).

Every value a script's functions can still reach once its chunk has run (its locals at the top
of the file, captured as upvalues; the tables they hold; its globals; the tables of its
abilities; the upvalues of closures it made while loading) is *the script's state*. Changed
by a query, it would depend on how often bots, the query memo and the screen asked; changed by
an effect, on whether the script was loaded afresh (a replay, a game read back from its log,
another process). So nothing may change it after the chunk ran; a card keeps what it must
remember with ``ctx:remember``.

This module reads a script as Lua scopes it (a recursive-descent pass over the lexer's tokens)
and lists its *write sites*: each place a function assigns a variable it did not declare
itself, writes a field of a table it did not make itself, or hands one to ``rawset``,
``setmetatable`` or ``table.insert/remove/sort/move``. Which functions can still run is known
only once the chunk ran: the sandbox walks the script's state and names the functions it can
reach (by the lines they span). Then (``classify``):

* a site in a function that can still run which writes a variable declared outside it (or a
  global), or a field of a table such a variable holds, is certain: the script is refused when
  it loads, with the line;
* a site whose table cannot be known from the text (a parameter, a local that holds another
  table, a computed table) leaves the script to the run-time check, which compares the
  script's state after each of its calls with the state it had when it loaded; but a field of
  the table a function of the returned table is given, where only the kernel can call that
  function (``ev.amount = …`` in a replacement's ``apply``: ``paramsnames.FileNames.given``),
  is no write of state: the kernel makes that table for each call;
* a site only in functions that cannot run any more (a helper the chunk called while building
  its abilities) is no write after load: allowed. A script with no site at all, the usual
  case, costs nothing at run time.

A script that names ``load``, ``_G`` or ``_ENV``, or takes ``rawset``, ``setmetatable`` or a
``table`` function as a value, can write where no text shows: it is always checked at run
time. So is one that made an iterator or a coroutine while it loaded (the sandbox notes each
as it is made, however the text reached it): one kept in its state is refused, as each call of
it would change it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache

from .lexer import Token
from .lexer import shared_tokens as lua_tokens
from .paramsnames import file_names

# what the run-time check and the load-time refusal tell an author to do instead
FIX = ("keep what a card must remember with ctx:remember(name, value) and read it with "
       "ctx:recall(name)")
WHY = ("it would make a game differ from its replay (queries are asked more or fewer times, "
       "and a replay loads the script afresh)")

_KEYWORDS = frozenset({
    "and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if",
    "in", "local", "nil", "not", "or", "repeat", "return", "then", "true", "until", "while"})
_BINARY = frozenset({
    "+", "-", "*", "/", "//", "%", "^", "..", "==", "~=", "<", "<=", ">", ">=", "and", "or",
    "&", "|", "~", "<<", ">>"})
_UNARY = frozenset({"not", "-", "#", "~"})
_BLOCK_END = frozenset({"end", "else", "elseif", "until", "return"})
# the table library's functions that change the table they are given
_TABLE_WRITERS = frozenset({"insert", "remove", "sort", "move"})
# globals through which a chunk reaches its environment (and so writes any global unseen)
_ENVIRONMENT = frozenset({"load", "_G", "_ENV"})
# base functions that write a table they are given
_WRITERS = frozenset({"rawset", "setmetatable"})


class _Unparsed(Exception):
    """The text is not Lua this pass understands (it is checked at run time instead)."""


@dataclass(slots=True, eq=False)
class _Var:
    """A local variable (parameters and loop variables too)."""

    name: str
    func: int          # the function that declares it
    fresh: bool        # initialised with a table constructor, so far never reassigned
    line: int
    holds: int = 0     # `local function`: the function it holds (0: none)
    reassigned: bool = False
    # each use: the function it is in, and whether it calls the variable then and there
    uses: list[tuple[int, bool]] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class Site:
    """One place a function writes something it did not make itself.

    ``kind`` "variable": ``name = …`` assigns a variable declared outside the function (or a
    global); "table": a field of the table held by ``name`` (or by a longer expression rooted
    at it, ``direct`` False) is written, by assignment or by ``rawset``/``setmetatable``/
    ``table.insert`` …; "unknown": a table that is not held by any variable is written.
    ``declared`` is the function declaring ``name`` (None: a global, or no name); ``fresh``
    says that variable holds a table its function made itself.
    """

    func: int
    kind: str
    name: str
    declared: int | None
    direct: bool
    fresh: bool
    line: int
    what: str


@dataclass(frozen=True, slots=True)
class Function:
    """A function of the script, by the lines Lua records for it (``linedefined``: the line of
    ``function`` in a function statement, else of its ``(``; ``lastlinedefined``: its
    ``end``), and the function it is written in (0: the chunk)."""

    first: int
    last: int
    parent: int


@dataclass(frozen=True, slots=True)
class Report:
    """What a script's text says about the state it may change (``analyse``)."""

    functions: tuple[Function, ...]
    sites: tuple[Site, ...]
    dynamic: str | None        # why the text cannot tell (None: it can), with its line
    dynamic_line: int = 0

    @property
    def needs_watch(self) -> bool:
        """Whether the script's state must be looked at once it loaded: a write site in a
        function, or writes the text cannot show. (An iterator or coroutine it may keep from
        loading, the sandbox notes as it is made: ``Sandbox.kept``.)"""
        return self.dynamic is not None or any(s.func for s in self.sites)


@dataclass(slots=True)
class _Func:
    """A function being read: the one it is written in, and its open blocks' locals."""

    parent: int
    blocks: list[dict[str, _Var]] = field(default_factory=list)


class _Pass:
    """One recursive-descent pass over a chunk's tokens, scoping names as Lua does."""

    def __init__(self, toks: list[Token]) -> None:
        self.toks = toks
        self.i = 0
        self.funcs: list[_Func] = []
        self.spans: list[Function] = []
        self.sites: list[tuple[int, str, str, _Var | None, bool, int, str]] = []
        self.dynamic: str | None = None
        self.dynamic_line = 0
        self.current = -1
        self.vars: list[_Var] = []

    # ------------------------------------------------------------------------ tokens
    def peek(self, k: int = 0) -> str:
        j = self.i + k
        return self.toks[j][1] if j < len(self.toks) else "<eof>"

    def kind(self, k: int = 0) -> str:
        j = self.i + k
        return self.toks[j][0] if j < len(self.toks) else "eof"

    def line(self) -> int:
        if self.i < len(self.toks):
            return self.toks[self.i][2]
        return self.toks[-1][2] if self.toks else 1

    def take(self) -> str:
        if self.i >= len(self.toks):
            raise _Unparsed("unexpected end")
        text = self.toks[self.i][1]
        self.i += 1
        return text

    def expect(self, text: str) -> None:
        if self.peek() != text or self.kind() not in ("op", "name"):
            raise _Unparsed(f"'{text}' expected at line {self.line()}")
        self.i += 1

    def name(self) -> tuple[str, int]:
        if self.kind() != "name" or self.peek() in _KEYWORDS:
            raise _Unparsed(f"name expected at line {self.line()}")
        line = self.line()
        return self.take(), line

    # ------------------------------------------------------------------------ scopes
    def open_function(self, first: int, params: Iterable[tuple[str, int]]) -> int:
        index = len(self.funcs)
        self.funcs.append(_Func(self.current, [{}]))
        self.spans.append(Function(first, 0, max(self.current, 0)))
        self.current = index
        for name, line in params:
            self.declare(name, line, fresh=False)
        return index

    def close_function(self, index: int, last: int) -> None:
        span = self.spans[index]
        self.spans[index] = Function(span.first, last, span.parent)
        self.current = self.funcs[index].parent

    def declare(self, name: str, line: int, *, fresh: bool) -> _Var:
        var = _Var(name, self.current, fresh, line)
        self.funcs[self.current].blocks[-1][name] = var
        self.vars.append(var)
        return var

    def resolve(self, name: str) -> _Var | None:
        f = self.current
        while f >= 0:
            for block in reversed(self.funcs[f].blocks):
                var = block.get(name)
                if var is not None:
                    return var
            f = self.funcs[f].parent
        return None

    def open_block(self) -> None:
        self.funcs[self.current].blocks.append({})

    def close_block(self) -> None:
        self.funcs[self.current].blocks.pop()

    def site(self, kind: str, name: str, var: _Var | None, direct: bool, line: int,
             what: str) -> None:
        self.sites.append((self.current, kind, name, var, direct, line, what))

    def mark_dynamic(self, why: str, line: int) -> None:
        if self.dynamic is None:
            self.dynamic, self.dynamic_line = why, line

    # ------------------------------------------------------------------------ statements
    def chunk(self) -> None:
        self.open_function(0, ())
        self.block()
        if self.i < len(self.toks):
            raise _Unparsed(f"'{self.peek()}' unexpected at line {self.line()}")
        self.close_function(0, 0)

    def block(self) -> None:
        while True:
            word = self.peek()
            if self.i >= len(self.toks) or (self.kind() == "name" and word in _BLOCK_END):
                break
            self.statement()
        if self.peek() == "return" and self.kind() == "name":
            self.take()
            if not (self.i >= len(self.toks) or self.peek() in _BLOCK_END or self.peek() == ";"):
                self.exprlist()
            if self.peek() == ";":
                self.take()

    def statement(self) -> None:
        word, kind = self.peek(), self.kind()
        line = self.line()
        if kind == "op":
            if word == ";":
                self.take()
                return
            if word == "::":
                self.take()
                self.name()
                self.expect("::")
                return
        elif word == "break":
            self.take()
            return
        elif word == "goto":
            self.take()
            self.name()
            return
        elif word == "do":
            self.take()
            self.scoped_block()
            self.expect("end")
            return
        elif word == "while":
            self.take()
            self.expr()
            self.expect("do")
            self.scoped_block()
            self.expect("end")
            return
        elif word == "repeat":
            self.take()
            self.open_block()  # the condition sees the block's locals
            self.block()
            self.expect("until")
            self.expr()
            self.close_block()
            return
        elif word == "if":
            self.take()
            self.expr()
            self.expect("then")
            self.scoped_block()
            while self.peek() == "elseif":
                self.take()
                self.expr()
                self.expect("then")
                self.scoped_block()
            if self.peek() == "else":
                self.take()
                self.scoped_block()
            self.expect("end")
            return
        elif word == "for":
            self.for_statement()
            return
        elif word == "function":
            self.function_statement(line)
            return
        elif word == "local":
            self.take()
            if self.peek() == "function":
                self.take()
                name, at = self.name()
                var = self.declare(name, at, fresh=False)
                var.holds = len(self.funcs)  # the function body() opens next
                self.body(self.line(), method=False)
            else:
                self.local_statement()
            return
        self.expression_statement()

    def scoped_block(self) -> None:
        self.open_block()
        self.block()
        self.close_block()

    def for_statement(self) -> None:
        self.take()
        first, at = self.name()
        names = [(first, at)]
        if self.peek() == "=":
            self.take()
            self.exprlist()
        else:
            while self.peek() == ",":
                self.take()
                names.append(self.name())
            self.expect("in")
            self.exprlist()
        self.expect("do")
        self.open_block()
        for name, line in names:
            self.declare(name, line, fresh=False)
        self.block()
        self.close_block()
        self.expect("end")

    def function_statement(self, line: int) -> None:
        self.take()
        name, at = self.name()
        parts = [name]
        method = False
        while self.peek() in (".", ":"):
            method = self.take() == ":"
            parts.append(self.name()[0])
            if method:
                break
        var = self.resolve(name)
        if len(parts) == 1:
            self.assign_name(name, var, at)
        else:
            if var is not None:
                var.uses.append((self.current, False))
            what = name + "." + ".".join(parts[1:])
            self.site("table", name, var, len(parts) == 2, at, what)
        self.body(line, method=method)

    def local_statement(self) -> None:
        names: list[tuple[str, int]] = []
        while True:
            names.append(self.name())
            if self.peek() == "<":  # an attribute: <const> or <close>
                self.take()
                self.name()
                self.expect(">")
            if self.peek() != ",":
                break
            self.take()
        fresh: list[bool] = []
        if self.peek() == "=":
            self.take()
            fresh = self.exprlist()
        for k, (name, line) in enumerate(names):
            self.declare(name, line, fresh=k < len(fresh) and fresh[k])

    def expression_statement(self) -> None:
        target = self.suffixed()
        if self.peek() not in ("=", ","):
            return  # a call
        targets = [target]
        while self.peek() == ",":
            self.take()
            targets.append(self.suffixed())
        self.expect("=")
        made = self.exprlist()
        for k, (kind, name, var, direct, line, what) in enumerate(targets):
            if kind == "name":
                self.assign_name(name, var, line, made=k < len(made) and made[k])
            elif kind == "index":
                if name:
                    self.site("table", name, var, direct, line, what)
                else:
                    self.site("unknown", "", None, False, line, what)
            else:
                raise _Unparsed(f"cannot assign to a call at line {line}")

    def assign_name(self, name: str, var: _Var | None, line: int, *,
                    made: bool = False) -> None:
        """``name = …``: a site unless ``name`` is the running function's own local
        (``made``: the value is a table constructor, so a fresh local stays fresh)."""
        if var is not None:
            var.reassigned = True
            if not (made and var.func == self.current):
                var.fresh = False  # it may hold any table now
            if var.func == self.current:
                return
        self.site("variable", name, var, True, line, name)

    # ------------------------------------------------------------------------ functions
    def body(self, first_line: int, *, method: bool) -> None:
        # Lua records the line of a function statement's `function`, else of the `(`
        first = first_line if first_line else self.line()
        self.expect("(")
        params: list[tuple[str, int]] = [("self", self.line())] if method else []
        if self.peek() != ")":
            while True:
                if self.peek() == "...":
                    self.take()
                    break
                params.append(self.name())
                if self.peek() != ",":
                    break
                self.take()
        self.expect(")")
        index = self.open_function(first, params)
        self.block()
        last = self.line()
        self.expect("end")
        self.close_function(index, last)

    # ------------------------------------------------------------------------ expressions
    def exprlist(self) -> list[bool]:
        """Parse ``exp {, exp}``; for each, whether it is a bare table constructor."""
        fresh = [self.expr()]
        while self.peek() == ",":
            self.take()
            fresh.append(self.expr())
        return fresh

    def expr(self) -> bool:
        """Parse an expression; whether it is exactly a table constructor."""
        operators = 0
        while (self.peek() in _UNARY and self.kind() in ("op", "name")
               and (self.kind() == "op" or self.peek() == "not")):
            self.take()
            operators += 1
        constructor = self.simple()
        while self.peek() in _BINARY and (self.kind() == "op" or self.peek() in ("and", "or")):
            self.take()
            operators += 1
            while (self.peek() in _UNARY
                   and (self.kind() == "op" or self.peek() == "not")):
                self.take()
            self.simple()
        return constructor and operators == 0

    def simple(self) -> bool:
        word, kind = self.peek(), self.kind()
        if kind in ("number", "string"):
            self.take()
            return False
        if kind == "name" and word in ("nil", "true", "false"):
            self.take()
            return False
        if word == "...":
            self.take()
            return False
        if word == "{" and kind == "op":
            self.constructor()
            return True
        if word == "function" and kind == "name":
            self.take()
            self.body(0, method=False)
            return False
        self.suffixed()
        return False

    def constructor(self) -> None:
        self.expect("{")
        while self.peek() != "}":
            if self.peek() == "[":
                self.take()
                self.expr()
                self.expect("]")
                self.expect("=")
                self.expr()
            elif self.kind() == "name" and self.peek(1) == "=" and self.peek() not in _KEYWORDS:
                self.take()
                self.take()
                self.expr()
            else:
                self.expr()
            if self.peek() in (",", ";"):
                self.take()
            elif self.peek() != "}":
                raise _Unparsed(f"'}}' expected at line {self.line()}")
        self.take()

    def suffixed(self) -> tuple[str, str, _Var | None, bool, int, str]:
        """Parse a prefix expression with its suffixes: what it is as an assignment target
        (kind "name", "index" or "call"; the variable it starts from; whether the written
        table is that variable's own, ``direct``; the line; how to name it)."""
        line = self.line()
        root = ""
        var: _Var | None = None
        if self.peek() == "(":
            self.take()
            self.expr()
            self.expect(")")
        else:
            root, line = self.name()
            var = self.resolve(root)
            if var is not None:
                called = (self.peek() in ("(", "{") and self.kind() == "op") or \
                    self.kind() == "string"
                var.uses.append((self.current, called))
            if (var is None or root == "_ENV") and root in _ENVIRONMENT:
                self.mark_dynamic(f"it uses `{root}`, through which it can change any global",
                                  line)
        what = root or "(…)"
        kind = "name" if root else "paren"
        suffixes = 0
        library = var is None and root == "table"  # the table library (a global)
        first_key = ""
        called = False  # a call in the chain: what it writes is no table the root holds
        while True:
            word = self.peek()
            if word == "." and self.kind() == "op":
                self.take()
                key = self.name()[0]
                if suffixes == 0:
                    first_key = key
                    if library:
                        self.table_function(key, line)
                what += "." + key
                kind = "index"
            elif word == "[" and self.kind() == "op":
                self.take()
                self.expr()
                self.expect("]")
                what += "[…]"
                kind = "index"
            elif word == ":" and self.kind() == "op":
                self.take()
                what += ":" + self.name()[0]
                self.arguments()
                what += "(…)"
                kind = "call"
                called = True
            elif (word in ("(", "{") and self.kind() == "op") or self.kind() == "string":
                if suffixes == 0 and var is None and root in _WRITERS:
                    self.writer_call(root, line)
                elif suffixes == 1 and library and first_key in _TABLE_WRITERS:
                    self.writer_call(what, line)
                else:
                    self.arguments()
                what += "(…)"
                kind = "call"
                called = True
            else:
                break
            suffixes += 1
        if var is None and suffixes == 0 and root in _WRITERS:
            self.mark_dynamic(f"it takes `{root}` as a value", line)
        if library and not first_key:
            self.mark_dynamic("it takes the table library as a value", line)
        if called and kind == "index":
            return kind, "", None, False, line, what
        return kind, root, var, suffixes == 1, line, what

    def table_function(self, key: str, line: int) -> None:
        """``table.KEY`` was read: a writer taken as a value (not called at once) is a write
        the text cannot follow."""
        if key in _TABLE_WRITERS and self.peek() not in ("(", "{") and self.kind() != "string":
            self.mark_dynamic(f"it takes `table.{key}` as a value", line)

    def writer_call(self, writer: str, line: int) -> None:
        """``rawset(t, …)``, ``setmetatable(t, …)``, ``table.insert(t, …)`` …: a write of the
        table passed first (``table.move``: the last table, when there are two)."""
        if self.peek() != "(":
            self.arguments()
            self.site("unknown", "", None, False, line, f"{writer}(…)")
            return
        self.take()
        args: list[tuple[int, int]] = []  # token ranges of the arguments
        while self.peek() != ")":
            start = self.i
            self.expr()
            args.append((start, self.i))
            if self.peek() == ",":
                self.take()
            elif self.peek() != ")":
                raise _Unparsed(f"')' expected at line {self.line()}")
        self.take()
        written = args[4] if writer == "table.move" and len(args) >= 5 else \
            args[0] if args else None
        what = f"{writer}(…)"
        if written is None:
            return
        start, end = written
        first = self.toks[start]
        if first[1] == "{" and first[0] == "op" and self.toks[end - 1][1] == "}" and \
                self._matching_brace(start) == end - 1:
            return  # a table made right there
        if end - start == 1 and first[0] == "name":
            var = self.resolve(first[1])
            if writer == "setmetatable" and var is not None and var.func == self.current:
                var.fresh = False  # a metatable may send its writes anywhere
            self.site("table", first[1], var, True, line, what)
            return
        if first[0] == "name" and first[1] not in _KEYWORDS and self._fields_only(start + 1, end):
            self.site("table", first[1], self.resolve(first[1]), False, line, what)
            return
        self.site("unknown", "", None, False, line, what)

    def _fields_only(self, start: int, end: int) -> bool:
        """Whether ``toks[start:end]`` are only fields and indexes (``.x``, ``[k]``), no call:
        then the table written is one the expression's first name holds."""
        depth = 0
        for kind, text, _ in self.toks[start:end]:
            if kind == "op" and text == "[":
                depth += 1
            elif kind == "op" and text == "]":
                depth -= 1
            elif depth == 0 and not (kind == "name" or (kind == "op" and text == ".")):
                return False
        return True

    def _matching_brace(self, start: int) -> int:
        depth = 0
        for j in range(start, len(self.toks)):
            kind, text, _ = self.toks[j]
            if kind == "op" and text == "{":
                depth += 1
            elif kind == "op" and text == "}":
                depth -= 1
                if depth == 0:
                    return j
        return -1

    def arguments(self) -> None:
        if self.kind() == "string":
            self.take()
        elif self.peek() == "{":
            self.constructor()
        else:
            self.expect("(")
            if self.peek() != ")":
                self.exprlist()
            self.expect(")")


# the report of every script whose functions write nothing and whose text hides nothing
CLEAN = Report((), (), None)


@lru_cache(maxsize=4096)
def analyse(source: str) -> Report:
    """The write sites of a script's text, with its functions (cached by the text). A text
    this pass cannot read (it does not lex, or Lua it does not follow) is reported as
    ``dynamic``: it is then checked at run time only."""
    toks = lua_tokens(source)
    if toks is None:
        return Report((), (), "its text could not be read", 0)
    scan = _Pass(toks)
    try:
        scan.chunk()
    except (_Unparsed, IndexError, RecursionError) as exc:
        return Report((), (), f"its text could not be read ({exc})", 0)
    # a script that declares an _ENV of its own sends its "globals" to that table: a name
    # with no local is then no certain global
    env_declared = any(kind == "name" and text == "_ENV" for kind, text, _ in toks)
    load_only = _load_only(scan.vars)
    sites = tuple(
        Site(func, "unknown" if env_declared and var is None else kind, name,
             var.func if var is not None else None, direct,
             var.fresh if var is not None else False, line, what)
        for func, kind, name, var, direct, line, what in scan.sites
        # a field of a table the same function made itself: never a write of state
        if not (kind == "table" and direct and var is not None and var.fresh
                and var.func == func)
        and func not in load_only)
    given = _kernel_given(source, sites)
    if given:
        # a field of the table a replacement's ``apply`` is given (``ev.amount = …``): the
        # kernel makes that table for each call, and nothing in the file can call the
        # function with another (paramsnames: ``FileNames.given``)
        sites = tuple(s for s in sites if not (
            s.kind == "table" and s.direct and s.declared == s.func and (s.name, s.line) in given))
    report = Report(tuple(scan.spans), sites, scan.dynamic, scan.dynamic_line)
    # most scripts write nothing after they load: one shared report says so for all of them
    return report if report.needs_watch else CLEAN


def _kernel_given(source: str, sites: tuple[Site, ...]) -> frozenset[tuple[str, int]]:
    """The writes into tables only the kernel gives (name, line), asked of paramsnames only
    for a text with a site of a table the writing function declares."""
    if not any(s.kind == "table" and s.direct and s.declared == s.func for s in sites):
        return frozenset()
    names = file_names(source)
    return names.given if names is not None else frozenset()


def _load_only(variables: list[_Var]) -> frozenset[int]:
    """The functions only the chunk itself calls: each a ``local function`` of the chunk that
    is never reassigned and never used but called on the spot, by the chunk or by itself (a
    helper building the abilities). No value holds one once the chunk ran, so its own writes
    happen while it loads; functions written inside one may still escape, and are not
    counted."""
    return frozenset(
        var.holds for var in variables
        if var.func == 0 and var.holds and not var.reassigned
        and all(called and func in (0, var.holds) for func, called in var.uses))


@dataclass(frozen=True, slots=True)
class Verdict:
    """What a script loaded with ``reachable`` functions is held to: the certain writes (each
    refused when it loads), whether it must be checked after each call, and the writes that
    can still run whose table the text cannot tell (what a change found then may come from)."""

    certain: tuple[Site, ...]
    watch: bool
    unsure: tuple[Site, ...] = ()


def classify(report: Report, reachable: Iterable[tuple[int, int]], foreign: bool) -> Verdict:
    """Judge a script's write sites once it loaded: ``reachable`` are the lines
    (``linedefined``, ``lastlinedefined``) of the script's functions its state still holds,
    ``foreign`` whether it holds functions of another text (made by ``load``)."""
    if not report.needs_watch:
        # no write to judge (it is looked at for an iterator it made while loading, which
        # the watch refuses if it kept one): nothing to watch but code of another text
        return Verdict((), foreign)
    spans: dict[tuple[int, int], list[int]] = {}
    for index, fn in enumerate(report.functions):
        if index:
            spans.setdefault((fn.first, fn.last), []).append(index)
    live: set[int] = set()
    unsure: set[int] = set()
    watch = report.dynamic is not None or foreign
    for span in reachable:
        found = spans.get(span)
        if not found:
            watch = True  # a function the text does not show where it says: look at run time
            continue
        live.update(found)
        if len(found) > 1:
            unsure.update(found)  # two functions on the same lines: not certain which runs
    certain: list[Site] = []
    doubtful: list[Site] = []
    for site in report.sites:
        runs = _innermost(report, site.func, live)
        if runs is None:
            continue  # only runs while the chunk loads
        outside = site.declared is None or not _within(report, site.declared, runs)
        if site.kind == "variable" and not outside:
            continue  # a local of the call that made this closure: gone with it
        if site.kind == "table" and not outside and site.direct and site.fresh:
            continue  # a table the running call made itself
        if (site.kind == "variable" or (site.kind == "table" and outside and site.name)) \
                and runs not in unsure:
            certain.append(site)
        else:
            doubtful.append(site)
    return Verdict(tuple(certain), watch or bool(doubtful), tuple(doubtful))


def _innermost(report: Report, func: int, live: set[int]) -> int | None:
    """The innermost function that can still run, of ``func`` and those it is written in."""
    while func:
        if func in live:
            return func
        func = report.functions[func].parent
    return None


def _within(report: Report, func: int, ancestor: int) -> bool:
    """Whether ``func`` is ``ancestor`` or written inside it."""
    while func:
        if func == ancestor:
            return True
        func = report.functions[func].parent
    return ancestor == 0


def refusal(file: str, site: Site) -> str:
    """The one-line error of a certain write site (after ``card 'x', loading:``)."""
    if site.kind == "variable":
        what = f"`{site.name}`, a global of the script" if site.declared is None else \
            f"`{site.name}`, a local the script keeps between calls"
        return (f"{file}:{site.line}: a card function changes {what}: {WHY}; {FIX}")
    return (f"{file}:{site.line}: a card function changes a table the script keeps between "
            f"calls ({site.what}): {WHY}; {FIX}")


def cannot_watch(file: str, source: str, why: str) -> str:
    """The one-line error of a script whose state cannot be watched (``Sandbox.watch``), with
    the line that sets the variable it names (``it keeps `it` …``)."""
    kept = re.match(r"it keeps `([A-Za-z_][A-Za-z0-9_]*)", why)
    line = _set_at(source, kept.group(1)) if kept else None
    where = f"{file}:{line}" if line else file
    return f"{where}: a card script may keep nothing that changes between calls, and {why}: " \
        f"{WHY}; {FIX}"


def _set_at(source: str, name: str) -> int | None:
    """The first line of the chunk itself that declares or assigns ``name``."""
    toks = lua_tokens(source)
    if toks is None:
        return None
    scan = _Pass(toks)
    try:
        scan.chunk()
    except (_Unparsed, IndexError, RecursionError):
        return None
    lines = [v.line for v in scan.vars if v.func == 0 and v.name == name]
    lines += [line for func, kind, what, _, _, line, _ in scan.sites
              if func == 0 and kind == "variable" and what == name]
    return min(lines, default=None)


_ROOT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def state_changed(file: str, report: Report, verdict: Verdict, found: dict[str, str]) -> str:
    """The one-line error of a change the run-time check found (``Sandbox.changed``): what
    changed, from what to what, and where: the line of a write of that variable the text
    shows, else of the writes whose table the text could not tell, else of the ``load`` or
    ``_G`` through which the script reaches what no text shows."""
    name = str(found.get("name", "?"))
    root = _ROOT.match(name)
    lines = sorted({s.line for s in report.sites
                    if root is not None and s.func and s.name == root.group()})
    if not lines:
        lines = sorted({s.line for s in verdict.unsure})
    if not lines and report.dynamic_line:
        lines = [report.dynamic_line]  # where it reaches what no text shows (load, _G …)
    where = f"{file}:{lines[0]}" if lines else file
    also = f" (or the write at line {', '.join(map(str, lines[1:4]))})" if len(lines) > 1 else ""
    return (f"{where}: a card function changed `{name}` (it was {found.get('before')} when the "
            f"script loaded, it is {found.get('after')} now){also}, which the script keeps "
            f"between calls: {WHY}; {FIX}")
