"""Card functions that only compute an answer from kernel questions, read from their text
(``plainsyntax``) and evaluated in Python the way Lua would evaluate them (issue #32): of the
function's parameters and locals, its ctx's data fields, its params (``paramsnames``: the
names the file reads them by), literals, table constructors and questions
(``ctx:level(seat)``), with Lua's values: only nil and false are false, ``and``/``or`` give an
operand, ``1 == 1.0`` but ``1 ~= true``, ``#`` of a string counts bytes, ipairs stops at the
first nil:

    condition = function(ctx, ev) return ev.player == ctx.controller and ctx:is_tapped(ctx.self) end

Whatever only Lua can say (a string compared by order, a table compared, a number that would
wrap, indexing what is no table, a loop over the list it adds to) is :class:`NotPlain`, at
reading or while evaluating, and the function runs in Lua as before: this is a shortcut that
gives Lua's answer, never another. Lua crossings cost far more than the questions they carry
(a call in a game is 20–70 µs), so the script host asks these itself."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, TypeVar

from .luastd import BUILTINS, INT_MAX, INT_MIN, LIBRARY, TABLES, LocalList, checked_int
from .paramsnames import file_names
from .plainsyntax import NotPlain, Reader, tokens, tree_depth

_MAX_LINES = 30  # a function longer than this is never read
_MAX_TREE = 80  # nor one whose tree (and so its evaluation) nests deeper than this
_MAX_JOINED = 4096  # the longest string .. makes here (a label; Lua's budget bounds the rest)
_MAX_ROUNDS = 2000  # loop rounds one evaluation may take (the bench's cards take a few dozen)

CTX_FIELDS = frozenset({"self", "card_id", "controller", "params", "event", "targets",
                        "query_only"})
T = TypeVar("T")
EXPRESSION = "expression"  # what a script shape's notes keep these under (CardScript.notes)


@dataclass(slots=True)
class Run:
    """What one call of a card function sees: its ctx's fields, the arguments after ctx, its
    card's params, how to ask a question (name, arguments) as the script would, and the
    values of its locals so far."""

    fields: Mapping[str, Any]
    args: tuple[Any, ...]
    params: Mapping[str, Any]
    ask: Callable[..., Any]
    locals: list[Any] = field(default_factory=list)
    # loop rounds left to the whole call, its helpers' included (one list, shared): a
    # function that loops longer runs in Lua, whose budget says when it has run too long
    rounds: list[int] = field(default_factory=lambda: [_MAX_ROUNDS])
    # the card's facts, as the script's global ``card`` holds them (CardDef.to_json)
    card: Mapping[str, Any] | None = None
    # set for a caller that reads only the ids of the entries the function returns: how to
    # answer the question a ``return`` gives as it is (``return ctx:labelled(ids)``) with
    # those ids alone, (name, its one argument) -> answer (ScriptHost's ``ids_only``)
    ids: Callable[[str, Any], Any] | None = None

    def calling(self, args: tuple[Any, ...]) -> Run:
        """The run of a function this one calls (a helper, a dispatch table's): its own
        arguments and locals, the same ctx, params, questions, loop rounds and card (never
        ``ids``: what a helper returns is the caller's to read)."""
        return Run(self.fields, args, self.params, self.ask, rounds=self.rounds, card=self.card)


Compiled = Callable[[Run], Any]
# a file's dispatch table of a name: its functions by (key, field or None), each read or None
Dispatched = Callable[[str], "dict[tuple[str, str | None], PlainFunction | None]"]


@dataclass(frozen=True, slots=True)
class PlainFunction:
    """A card function read from its text: the questions it may ask, and its evaluation."""

    questions: frozenset[str]
    evaluate: Compiled


# ------------------------------------------------------------------------------ reading

def plain_function(text: str, lines: tuple[int, int],
                   libs: Mapping[str, Callable[..., Any]] | None = None,
                   upvalues: Mapping[str, Any] | None = None) -> PlainFunction | None:
    """The card function on ``lines`` (its first and last) of a script's ``text``, read as
    ``read_function`` reads it, with the file's names for its params and its helpers declared
    above it (``paramsnames``), ``libs``, lib's helpers it may call where the file binds
    no ``lib`` of its own (plainlib.py), and of the values it closes over (``upvalues``:
    ``Sandbox.upvalues``) those of names the file binds once (``closed_over``); None for a
    function of more than a few lines, or in a file that could change its params."""
    names = file_names(text)
    if names is None:
        return None
    usable = libs if libs and "lib" not in names.bound else None
    free = free_globals(names.bound)

    def helpers_above(limit: int) -> Callable[[str], PlainFunction]:
        def helper(name: str) -> PlainFunction:
            # a helper's own calls are not followed: it is read without helpers of its own
            span = names.functions.get(name)
            if span is None or span[1] >= limit:
                raise NotPlain(f"{name} is no helper declared above")
            found = _function_at(text, span, names.params, None, usable, free)
            if found is None:
                raise NotPlain(f"{name} is no plain function")
            return found
        return helper

    def dispatched(table: str) -> dict[tuple[str, str | None], PlainFunction | None]:
        # each function of a dispatch table declared above, read with its own helpers
        found = names.dispatch.get(table)
        if found is None or found[0] >= lines[0]:
            raise NotPlain(f"{table} is no dispatch table declared above")
        return {key: _function_at(text, span, names.params, helpers_above(span[0]), usable,
                                  free) for key, span in found[1].items()}
    return _function_at(text, lines, names.params, helpers_above(lines[0]), usable, free,
                        dispatched, closed_over(names.once, upvalues))


def closed_over(once: frozenset[str], upvalues: Mapping[str, Any] | None) -> dict[str, Any]:
    """Of the values a card function closes over, those of names its file binds exactly once
    (``FileNames.once``): set while the file loaded and never again, the same in every game
    (nothing a file does while loading reads the game), so read as constants."""
    return {name: value for name, value in (upvalues or {}).items() if name in once}


def _function_at(text: str, lines: tuple[int, int],
                 params: Mapping[str, tuple[tuple[str, ...], int]],
                 helper: Callable[[str], PlainFunction] | None,
                 libs: Mapping[str, Callable[..., Any]] | None, free: frozenset[str],
                 dispatched: Dispatched | None = None,
                 constants: Mapping[str, Any] | None = None) -> PlainFunction | None:
    first, last = lines
    if not 0 < first <= last < first + _MAX_LINES:
        return None
    seen = {name: path for name, (path, line) in params.items() if line < first}
    return read_function("\n".join(text.splitlines()[first - 1:last]), seen, helper, libs,
                         free, dispatched, constants)


def read_function(text: str, params: Mapping[str, tuple[str, ...]] | None = None,
                  helper: Callable[[str], PlainFunction] | None = None,
                  libs: Mapping[str, Callable[..., Any]] | None = None,
                  free: frozenset[str] = frozenset(), dispatched: Dispatched | None = None,
                  constants: Mapping[str, Any] | None = None) -> PlainFunction | None:
    """The card function whose lines are ``text`` (the only function in them), evaluated as
    Lua would; None where it is anything more. ``params`` are the file's names that read its
    params table, each with the field it holds (``paramsnames``; None: none); ``helper``
    gives the file's function of a name the text calls (NotPlain: none); ``libs`` the
    helpers of lib it may call (none: a call of lib is not read); ``free`` the globals of the
    environment the file leaves as they are (``free_globals``: ``card``, the card's facts in
    ``Run.card``; Lua's functions of ``luastd``); ``constants`` the values of names it closes over
    (``closed_over``); ``dispatched`` the functions of the
    file's dispatch table of a name, by key (``OPS[step.op](ctx, …)``; NotPlain: none)."""
    if text.count("function") != 1:
        return None
    start = text.find("function")
    try:
        reader = Reader(tokens(text[start:]))
        # what follows its end on its last line is the code around it (the span is Lua's)
        names, body = reader.function()
        if not names or len(set(names)) != len(names) or tree_depth(body) > _MAX_TREE:
            return None
        questions: set[str] = set()
        scope = Scope(names[0], {n: i for i, n in enumerate(names[1:])}, params or {},
                      questions, helper, libs, free, dispatched, constants)
        run = scope.block(body)
    except NotPlain:
        return None
    return PlainFunction(frozenset(questions), _returned(run, scope.slots))


# the kernel lib's helpers given a question of ctx as their measure (``Scope.measured``)
_MEASURING = frozenset({"most", "has_most", "has_fewest"})
# the environment's globals a plain function may read where its file leaves them as they
# are: ``card`` (the card's facts), Lua's BUILTINS and the libraries of LIBRARY (luastd.py)
_FREE = ("card", *BUILTINS, *LIBRARY)


def free_globals(bound: frozenset[str]) -> frozenset[str]:
    """The globals of ``_FREE`` a file that binds the names ``bound`` leaves as they are."""
    return frozenset(name for name in _FREE if name not in bound)


# ------------------------------------------------------------------------------ evaluating

GO_ON = object()  # what a statement gives when it does not return (plaineffect.py too)
BREAK = object()  # what a ``break`` gives: the loop around it ends (plaineffect.py too)


def _returned(block: Compiled, slots: int) -> Compiled:
    def run(r: Run) -> Any:
        r.locals = [None] * slots
        value = block(r)
        return None if value is GO_ON else value
    return run




def _true(v: Any) -> bool:
    return v is not None and v is not False


def _const(value: Any) -> Compiled:
    return lambda r: value


def _number(v: Any) -> bool:
    t = type(v)
    return t is int or t is float


class Scope:
    """The names a function's expressions may read, compiled to closures over a :class:`Run`."""

    def __init__(self, ctx: str, args: dict[str, int], params: Mapping[str, tuple[str, ...]],
                 questions: set[str], helper: Callable[[str], PlainFunction] | None,
                 libs: Mapping[str, Callable[..., Any]] | None = None,
                 free: frozenset[str] = frozenset(),
                 dispatched: Dispatched | None = None,
                 constants: Mapping[str, Any] | None = None) -> None:
        self.ctx = ctx
        self.args = args
        self.params = params
        self.questions = questions
        self.helper = helper
        self.libs = libs or {}  # lib's helpers this file's functions may call (plainlib.py)
        self.free = free  # the environment's globals the file leaves as they are
        # the values of names the function closes over, bound once by its file (closed_over)
        self.constants = dict(constants or {})
        self.card = "card" in free  # whether ``card`` is the card's facts
        self.dispatched = dispatched
        self.locals: dict[str, int] = {}  # the locals in scope here, by name: their slots
        self.slots = 0

    def declare(self, name: str) -> int:
        """A ``local`` (or loop variable) of the body: its slot, read by its name until its
        block ends (a local, a parameter or params of that name is hidden meanwhile, as in
        Lua); one naming the function's ctx is not read."""
        if name == self.ctx:
            raise NotPlain("a local shadowing ctx")
        self.locals[name] = slot = self.slots
        self.slots += 1
        return slot

    def block(self, body: list[tuple[Any, ...]]) -> Compiled:
        """The statements of a block, run in order; the value of the first ``return`` met,
        else ``GO_ON``. Its locals are out of scope after it, as in Lua."""
        outer = dict(self.locals)
        steps = [self.statement(s) for s in body]
        self.locals = outer
        if len(steps) == 1:
            return steps[0]

        def run(r: Run) -> Any:
            for step in steps:
                value = step(r)
                if value is not GO_ON:
                    return value
            return GO_ON
        return run

    def statement(self, node: tuple[Any, ...]) -> Compiled:
        kind = node[0]
        if kind == "return":
            return self.returned(node[1])
        if kind == "local":
            value = self.compile(node[2])  # before the name: ``local x = x`` reads another
            slot = self.declare(node[1])

            def assign(r: Run) -> Any:
                r.locals[slot] = value(r)
                return GO_ON
            return assign
        if kind in ("locals", "sets"):  # every value worked out before any name is set
            values = [self.compile(v) for v in node[2]]  # (before a new name is declared)
            if kind == "sets" and any(name not in self.locals for name in node[1]):
                raise NotPlain("setting what is no local of the function")
            slots = [self.declare(name) if kind == "locals" else self.locals[name]
                     for name in node[1]]

            def assign_all(r: Run) -> Any:
                found = [value(r) for value in values]
                for slot, v in zip(slots, found, strict=True):
                    r.locals[slot] = v
                return GO_ON
            return assign_all
        if kind == "if":
            cond, then = self.compile(node[1]), self.block(node[2])
            other = self.block(node[3]) if node[3] else None

            def branch(r: Run) -> Any:
                if _true(cond(r)):
                    return then(r)
                return other(r) if other is not None else GO_ON
            return branch
        if kind == "set":
            if node[1] not in self.locals:
                raise NotPlain("setting what is no local of the function")
            slot, value = self.locals[node[1]], self.compile(node[2])

            def reassign(r: Run) -> Any:
                r.locals[slot] = value(r)
                return GO_ON
            return reassign
        if kind == "for":
            return self.loop(node[1], node[2], node[3], node[4], node[5])
        if kind == "break":  # the loop around it ends (plainsyntax: only inside one)
            return _const(BREAK)
        if kind == "while":  # its test before each round, each round counted
            test, inner = self.compile(node[1]), self.block(node[2])

            def repeated(r: Run) -> Any:
                rounds = r.rounds
                while _true(test(r)):
                    next_round(rounds)
                    result = inner(r)
                    if result is not GO_ON:
                        return GO_ON if result is BREAK else result
                return GO_ON
            return repeated
        if kind == "fornum":
            counted = self.counted(node[2])
            (slot,), inner = self.scoped([node[1]], node[3], self.block)

            def numbered(r: Run) -> Any:
                slots, rounds = r.locals, r.rounds
                for i in counted(r):
                    next_round(rounds)
                    slots[slot] = i
                    result = inner(r)
                    if result is not GO_ON:
                        return GO_ON if result is BREAK else result
                return GO_ON
            return numbered
        if kind == "do":  # a question asked for nothing, or a helper called so
            called = self.compile(node[1])

            def done(r: Run) -> Any:
                called(r)
                return GO_ON
            return done
        if kind == "setindex":
            if node[1] not in self.locals:
                raise NotPlain("writing into a table the function did not make")
            slot = self.locals[node[1]]
            key, value = self.compile(node[2]), self.compile(node[3])  # the key first, as Lua

            def put(r: Run) -> Any:
                listed = r.locals[slot]
                if type(listed) is not LocalList:
                    raise NotPlain("writing into a table that is no list it made")
                at, v = key(r), value(r)
                if type(at) is not int:
                    raise NotPlain("a list's place that is no integer")
                n = len(listed)
                if at == n + 1:
                    if v is not None:  # t[#t + 1] = nil adds nothing
                        listed.append(v)
                elif 1 <= at <= n and v is not None:
                    listed[at - 1] = v
                elif at == n and n:
                    listed.pop()  # its last set to nil: one shorter, with no hole
                else:
                    raise NotPlain("a list with a hole")
                return GO_ON
            return put
        raise NotPlain(kind)

    def loop(self, over: str, index: str, value: str, listed: Any,
             body: list[tuple[Any, ...]]) -> Compiled:
        steps = self.loop_steps(over, listed)
        (i_slot, v_slot), inner = self.scoped([index, value], body, self.block)

        def loop(r: Run) -> Any:
            slots, rounds = r.locals, r.rounds
            for key, item in steps(r):
                next_round(rounds)
                slots[i_slot], slots[v_slot] = key, item
                result = inner(r)
                if result is not GO_ON:
                    return GO_ON if result is BREAK else result
            return GO_ON
        return loop

    def scoped(self, names: list[str], body: list[tuple[Any, ...]],
               compile_block: Callable[[list[tuple[Any, ...]]], T]) -> tuple[list[int], T]:
        """A loop's ``names`` declared for its ``body`` alone (compiled by
        ``compile_block``): their slots, and the body."""
        outer = dict(self.locals)
        slots = [self.declare(name) for name in names]
        inner = compile_block(body)
        self.locals = outer
        return slots, inner

    def loop_steps(self, over: str, listed: Any) -> Callable[[Run], Iterable[tuple[Any, Any]]]:
        """What ``ipairs(listed)`` or ``pairs(listed)`` gives a loop, worked out before its
        names are declared (as Lua does)."""
        seq = self.compile(listed)
        walk = ipairs_of if over == "ipairs" else _pairs
        return lambda r: walk(seq(r))

    def counted(self, bounds: list[Any]) -> Callable[[Run], range]:
        """What ``for i = a, b [, c]`` counts through, its bounds worked out once before the
        loop (as Lua does): integers only (a float loop, or a step of zero, is Lua's)."""
        parts = [self.compile(b) for b in bounds]

        def steps(r: Run) -> range:
            values = [p(r) for p in parts]
            if any(type(v) is not int for v in values):
                raise NotPlain("a numeric loop of what are not integers")
            first, last, step = values[0], values[1], values[2] if len(values) > 2 else 1
            if step == 0:
                raise NotPlain("a loop of step zero")
            return range(first, last + 1, step) if step > 0 else range(first, last - 1, step)
        return steps

    def compile(self, node: Any) -> Compiled:
        kind = node[0]
        if kind == "const":
            return _const(node[1])
        if kind == "paren":
            return self.compile(node[1])  # one value either way: no call is in parentheses
        if kind == "name":
            return self.name(node[1])
        if kind == "index":
            return self.index(node[1], node[2])
        if kind == "ask":
            return self.ask(node[1], node[2], node[3])
        if kind == "table":
            return self.table(node[1])
        if kind == "list":
            return self.listed(node[1])
        if kind == "call":
            return self.call(node[1], node[2])
        if kind == "lib":
            return self.lib(node[1], node[2])
        if kind == "dispatch":
            return self.dispatch(node[1], node[2], node[3], node[4])
        if kind == "not":
            inner = self.compile(node[1])
            return lambda r: not _true(inner(r))
        if kind == "and":
            return _conjunction(self.compile(node[1]), self.compile(node[2]))
        if kind == "or":
            return _disjunction(self.compile(node[1]), self.compile(node[2]))
        if kind == "len":
            return _length(self.compile(node[1]))
        if kind == "neg":
            return _negated(self.compile(node[1]))
        if kind == "cmp":
            return _compared(node[1], self.compile(node[2]), self.compile(node[3]))
        if kind == "concat":
            return _joined(self.compile(node[1]), self.compile(node[2]))
        if kind == "arith":
            return _arithmetic(node[1], self.compile(node[2]), self.compile(node[3]))
        raise NotPlain(kind)

    def returned(self, node: Any) -> Compiled:
        """``return node``; a question of one argument returned as it is answers, in a run
        that reads only ids (``Run.ids``), as ``Run.ids`` says."""
        value = self.compile(node)
        if node[0] != "ask" or node[1] != ("name", self.ctx) or len(node[3]) != 1:
            return value
        method, argument = node[2], self.compile(node[3][0])

        def answered(r: Run) -> Any:
            if r.ids is None:
                return value(r)
            return as_answer(r.ids(method, as_passed(argument(r))))
        return answered

    def name(self, name: str) -> Compiled:
        if name == self.ctx:
            raise NotPlain("ctx as a value")
        if name in self.locals:
            slot = self.locals[name]
            return lambda r: r.locals[slot]
        if name in self.args:
            i = self.args[name]
            return lambda r: r.args[i] if i < len(r.args) else None
        if name in self.params:
            path = self.params[name]
            if not path:
                return lambda r: r.params
            key = path[0]
            return lambda r: indexed(r.params, key)
        if name == "card" and self.card:
            return lambda r: r.card
        if name in self.constants:  # a value it closes over, set once as its file loaded
            value = self.constants[name]
            return lambda r: value
        raise NotPlain(f"the name {name!r}")  # a global, another upvalue, lib ...

    def index(self, holder: Any, key: Any) -> Compiled:
        if holder == ("name", self.ctx):
            if key[0] != "const" or key[1] not in CTX_FIELDS:
                raise NotPlain("a ctx field that is not data")
            field = key[1]
            return lambda r: r.fields.get(field)
        of, by = self.compile(holder), self.compile(key)
        return lambda r: indexed(of(r), by(r))

    def ask(self, holder: Any, method: str, args: list[Any]) -> Compiled:
        if holder != ("name", self.ctx):
            raise NotPlain("a method of something else")
        self.questions.add(method)
        parts = [self.compile(a) for a in args]
        if not parts:
            return lambda r: as_answer(r.ask(method))
        if len(parts) == 1:
            one = parts[0]
            return lambda r: as_answer(r.ask(method, as_passed(one(r))))
        return lambda r: as_answer(r.ask(method, *[as_passed(p(r)) for p in parts]))

    def call(self, name: str, args: list[Any]) -> Compiled:
        """``helper(ctx, …)``: a function of the file's, given this function's ctx, read as
        plain itself; its first value. ``type(v)``, ``tostring(v)`` and ``tonumber(v)``, in a
        file that leaves them as they are, are Lua's (``BUILTINS``)."""
        builtin = BUILTINS.get(name)
        if builtin is not None and name in self.free and name not in self.locals \
                and name not in self.args:
            if len(args) != 1:
                raise NotPlain(f"{name} of no one value")  # Lua's error, or a value dropped
            of = self.compile(args[0])
            return lambda r: builtin(of(r))
        if self.helper is None or name in self.locals or name in self.args:
            raise NotPlain(f"a call of {name}")
        if not args or args[0] != ("name", self.ctx):
            raise NotPlain("a helper not given the function's ctx")
        called = self.helper(name)
        self.questions |= called.questions
        parts = [self.compile(a) for a in args[1:]]
        evaluate = called.evaluate

        def run(r: Run) -> Any:
            return evaluate(r.calling(tuple([p(r) for p in parts])))
        return run

    def dispatch(self, table: str, key: Any, part: str | None, args: list[Any]) -> Compiled:
        """``OPS[k](ctx, …)`` (or ``WAYS[k].part(ctx, …)``): the function of the file's
        dispatch table under the key ``k`` has at the call, given this function's ctx (one
        that is not plain: NotPlain then). ``math.max(a, b)``, ``table.remove(t, i)`` and
        ``string.sub(s, i)``, in a file that leaves their library as it is, are Lua's
        (``LIBRARY``)."""
        library = LIBRARY.get(table)
        if library is not None and table in self.free and table not in self.locals \
                and table not in self.args and part is None and key[0] == "const" \
                and key[1] in library:
            fn, parts = library[key[1]], [self.compile(a) for a in args]
            return lambda r: fn(*[p(r) for p in parts])
        if self.dispatched is None or table in self.locals or table in self.args:
            raise NotPlain(f"a call of {table}[…]")
        if not args or args[0] != ("name", self.ctx):
            raise NotPlain("a dispatched function not given the function's ctx")
        read = of_part(self.dispatched(table), part)
        for found in read.values():
            self.questions |= found.questions
        which, parts = self.compile(key), [self.compile(a) for a in args[1:]]

        def run(r: Run) -> Any:
            called = picked(read, which(r))
            return called.evaluate(r.calling(tuple([p(r) for p in parts])))
        return run

    def lib(self, name: str, args: list[Any]) -> Compiled:
        """``lib.name(…)``: a helper of the kernel's lib evaluated as its Lua (plainlib.py),
        in a file that binds no ``lib`` of its own; its first value. ``lib.most(ctx,
        ctx.souls)`` and its kin, given a question of ctx as their measure, ask it as theirs
        does (``measured``)."""
        if name in _MEASURING and self.libs:
            return self.measured(name, args)
        helper = self.libs.get(name)
        if helper is None:
            raise NotPlain(f"lib.{name}")
        parts = [self.compile(a) for a in args]
        return lambda r: helper(*[p(r) for p in parts])

    def measured(self, name: str, args: list[Any]) -> Compiled:
        """``lib.most(ctx, ctx.q)``, ``lib.has_most(ctx, seat, ctx.q)`` or
        ``lib.has_fewest(…)``: each player's ``ctx:q(seat)`` asked in cardlib.lua's order and
        compared as there (``ctx:players()`` walked by ipairs; the seat's own first for the
        last two); a measure that is no question of ctx is Lua's to run."""
        ctx = ("name", self.ctx)
        measure = args[-1] if args else None
        if len(args) != (2 if name == "most" else 3) or args[0] != ctx \
                or measure[0] != "index" or measure[1] != ctx or measure[2][0] != "const" \
                or measure[2][1] in CTX_FIELDS:
            raise NotPlain(f"lib.{name} of what is no question of ctx")
        question = measure[2][1]
        self.questions.update(("players", question))
        if name == "most":
            def most(r: Run) -> Any:
                best = None
                for _, seat in ipairs_of(as_answer(r.ask("players"))):
                    n = as_answer(r.ask(question, seat))
                    if best is None or _COMPARISONS[">"](n, best):
                        best = n
                return best
            return most
        whose, beats = self.compile(args[1]), _COMPARISONS[">" if name == "has_most" else "<"]

        def holds(r: Run) -> Any:
            mine = as_answer(r.ask(question, as_passed(whose(r))))
            for _, other in ipairs_of(as_answer(r.ask("players"))):
                if beats(as_answer(r.ask(question, other)), mine):
                    return False
            return True
        return holds

    def table(self, fields: list[tuple[str, Any]]) -> Compiled:
        parts = [(name, self.compile(value)) for name, value in fields]

        def made(r: Run) -> Any:
            # as a Lua table reaches Python: nil fields absent, keys in order, none: a list
            # (its fields evaluated in the order written, as Lua does)
            found = []
            for name, value in parts:
                v = value(r)
                if v is not None:
                    if type(v) not in (bool, int, float, str):
                        raise NotPlain("a table inside a table")
                    found.append((name, v))
            return dict(sorted(found)) if found else LocalList()
        return made


    def listed(self, items: list[Any]) -> Compiled:
        """``{ a, b, c }``: a list of values, as Lua passes one (a nil would leave a hole, a
        list the function made one it may add to inside another: NotPlain), which the function
        may add to; a table in it (``{ { id = …, label = … } }``) is the same table."""
        parts = [self.compile(value) for value in items]

        def made(r: Run) -> Any:
            found = []
            for part in parts:
                v = part(r)
                if v is None or type(v) is LocalList:
                    raise NotPlain("a nil or a list it made in a list")
                found.append(v)
            return LocalList(found)
        return made


def of_part(entries: Mapping[tuple[str, str | None], T | None], part: str | None
            ) -> dict[str, T]:
    """A dispatch table's functions read (``OPS[k]``: part None; ``WAYS[k].offer``: part
    "offer"), by key."""
    return {key: found for (key, of), found in entries.items()
            if of == part and found is not None}


def picked(read: Mapping[str, T], key: Any) -> T:
    """The function of a dispatch table under ``key`` at the call (``of_part``); NotPlain
    where there is none, or none read: Lua says what that does."""
    found = read.get(key) if type(key) is str else None
    if found is None:
        raise NotPlain("a dispatched function that is not plain, or none")
    return found


def next_round(rounds: list[int]) -> None:
    """Count a loop round against the call's ``Run.rounds`` (NotPlain past them: Lua's
    budget says when it has run too long)."""
    rounds[0] -= 1
    if rounds[0] < 0:
        raise NotPlain("more loop rounds than a plain function takes")


def ipairs_of(items: Any) -> Iterator[tuple[int, Any]]:
    """What ``ipairs`` gives of a sequence an answer or params holds: up to the first nil;
    of a list the function made, read position by position as Lua does (what the loop adds
    to it is met too: it has no nil)."""
    if type(items) is LocalList:
        i = 0
        while i < len(items):
            yield i + 1, items[i]
            i += 1
        return
    if type(items) is not list and type(items) is not tuple:
        raise NotPlain("ipairs of something that is no sequence of an answer")
    for i, item in enumerate(items, 1):
        if item is None:
            return
        yield i, item


def _pairs(items: Any) -> list[tuple[Any, Any]]:
    """What the sandbox's ``pairs`` gives, in its order (lua_order.lua): a sequence's
    positions ascending, a table's string keys in byte order, nils left out."""
    t = type(items)
    if t is list or t is tuple:
        return [(i, v) for i, v in enumerate(items, 1) if v is not None]
    if isinstance(items, dict) and all(type(k) is str for k in items):
        return [(k, items[k]) for k in sorted(items, key=_utf8) if items[k] is not None]
    raise NotPlain("pairs of something else")


def operation(op: str, *values: Any) -> Any:
    """An operator (a comparison's or arithmetic's ``op``, ``concat``, ``len`` or ``neg``) of
    values already worked out, as the compiled expressions apply it."""
    if op == "concat":
        return _join(*values)
    if op == "len":
        return _length_of(*values)
    if op == "neg":
        return _negative(*values)
    compare = _COMPARISONS.get(op)
    return compare(*values) if compare is not None else _computed(op, *values)


def _utf8(key: str) -> bytes:
    return key.encode("utf-8")


def _conjunction(a: Compiled, b: Compiled) -> Compiled:
    def both(r: Run) -> Any:
        v = a(r)
        return b(r) if v is not None and v is not False else v
    return both


def _disjunction(a: Compiled, b: Compiled) -> Compiled:
    def either(r: Run) -> Any:
        v = a(r)
        return v if v is not None and v is not False else b(r)
    return either


def as_passed(v: Any) -> Any:
    """A value as a question receives it: a list the function made, as a plain list (it has
    no holes: adding nil adds nothing)."""
    return list(v) if type(v) is LocalList else v


def as_answer(v: Any) -> Any:
    t = type(v)
    if t is int and not INT_MIN <= v <= INT_MAX:
        raise NotPlain("an answer Lua cannot hold")
    return v


def indexed(holder: Any, key: Any) -> Any:
    t = type(holder)
    if t is dict or isinstance(holder, dict):  # params' own tables are dicts of their kind
        if type(key) is not str:
            raise NotPlain("a table read by a key that is not a string")
        return holder.get(key)
    if t is list or t is tuple or t is LocalList:
        if type(key) is int:
            return holder[key - 1] if 1 <= key <= len(holder) else None
        if type(key) is str:
            return None  # a sequence has no named fields
        raise NotPlain("a sequence read by such a key")
    raise NotPlain("indexing something that is not a table")  # Lua says so: let it


def _length(inner: Compiled) -> Compiled:
    return lambda r: _length_of(inner(r))


def _length_of(v: Any) -> int:
    """``#v``: a string's bytes, a list's length (one with a hole: Lua's to say)."""
    t = type(v)
    if t is str:
        return len(v.encode("utf-8"))
    if t is list or t is tuple or t is LocalList:
        if any(x is None for x in v):
            raise NotPlain("# of a table with holes")
        return len(v)
    if isinstance(v, dict) and not v:
        return 0
    raise NotPlain("# of something else")


def _negated(inner: Compiled) -> Compiled:
    return lambda r: _negative(inner(r))


def _negative(v: Any) -> Any:
    if not _number(v):
        raise NotPlain("- of something that is not a number")
    return checked_int(-v)


def _equal(a: Any, b: Any) -> bool:
    ta, tb = type(a), type(b)
    table_a, table_b = isinstance(a, TABLES), isinstance(b, TABLES)
    if table_a or table_b:
        if table_a and table_b:  # the same table or not: Lua knows, and its __eq
            raise NotPlain("tables compared")
        return False  # a table is equal to no value of another type
    if ta is bool or tb is bool:
        return ta is tb and a == b
    if _number(a) and _number(b):
        return bool(a == b)
    return ta is tb and a == b


def _compared(op: str, left: Compiled, right: Compiled) -> Compiled:
    compare = _COMPARISONS[op]
    return lambda r: compare(left(r), right(r))


def _ordered(op: str) -> Callable[[Any, Any], bool]:
    def ordered(a: Any, b: Any) -> bool:
        if not (_number(a) and _number(b)) or type(a) is bool or type(b) is bool:
            raise NotPlain("an order of values that are not both numbers")
        if op == "<":
            return bool(a < b)
        if op == "<=":
            return bool(a <= b)
        if op == ">":
            return bool(a > b)
        return bool(a >= b)
    return ordered


_COMPARISONS: dict[str, Callable[[Any, Any], bool]] = {
    "==": _equal, "~=": lambda a, b: not _equal(a, b),
    **{op: _ordered(op) for op in ("<", "<=", ">", ">=")}}


def _joined(left: Compiled, right: Compiled) -> Compiled:
    return lambda r: _join(left(r), right(r))


def _join(a: Any, b: Any) -> str:
    """``a .. b`` of strings and integers (an integer written as Lua writes it); a float,
    which Lua writes its own way, or a result longer than ``_MAX_JOINED`` is NotPlain."""
    text = _text(a) + _text(b)
    if len(text) > _MAX_JOINED:
        raise NotPlain("a string longer than a label")
    return text


def _text(v: Any) -> str:
    t = type(v)
    if t is str:
        return v  # type: ignore[no-any-return]
    if t is int:
        return str(v)
    raise NotPlain(".. of something that is no string or integer")


def _arithmetic(op: str, left: Compiled, right: Compiled) -> Compiled:
    return lambda r: _computed(op, left(r), right(r))


def _computed(op: str, a: Any, b: Any) -> Any:
    if not (_number(a) and _number(b)) or type(a) is bool or type(b) is bool:
        raise NotPlain("arithmetic on something that is not a number")
    if op == "+":
        return checked_int(a + b)
    if op == "-":
        return checked_int(a - b)
    if op == "%":  # of integers, as Lua's (the sign of the divisor), but by zero
        if type(a) is not int or type(b) is not int or b == 0:
            raise NotPlain("% of what is not two integers, or by zero")
        return a % b
    if op == "//":  # of integers, as Lua's (rounded down), but by zero
        if type(a) is not int or type(b) is not int or b == 0:
            raise NotPlain("// of what is not two integers, or by zero")
        return checked_int(a // b)
    return checked_int(a * b)
