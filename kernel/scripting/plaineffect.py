"""Card effects read from their text and run in Python the way Lua would run them (issue #32).

An effect written in the part of Lua that ``returnexpr`` reads, with calls that do something:

    on_play = function(ctx)
      ctx:gain_cents(ctx.controller, params.cents)
    end

runs here as a generator: each action it calls (``ctx:gain_cents``) is yielded to the script
host as ``(name, arguments)``, which carries it out as it carries out Lua's requests and
sends back its result. An action may stand anywhere in an expression but inside a table
constructor (``a and ctx:confirm(…)`` asks only if ``a`` holds; ``ctx:recharge(ctx:choose(…))``
chooses first); a helper of the file declared above (``give(ctx, who, e)``) and a function of
its dispatch tables (``OPS[step["do"]](ctx, seat, step)``) may make actions too, each seeing
the helpers declared above itself.

Whatever only Lua can say is :class:`NotPlain` (returnexpr), at reading or while running.
Before the first action that ends the Python run and Lua runs the effect from its start;
after it, the game has changed, so the script host runs it in Lua again from its start with
every question and action met so far answered as they were (host.py, ``replay``): Lua then
goes on from the same point, and says what is wrong in its own words.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Mapping
from dataclasses import dataclass
from typing import Any

from .paramsnames import file_names
from .plainlib import DRAWS
from .plainsyntax import NotPlain, Reader, tokens, tree_depth
from .returnexpr import (
    _MAX_TREE,
    BREAK,
    GO_ON,
    Compiled,
    Dispatched,
    PlainFunction,
    Run,
    Scope,
    as_answer,
    as_passed,
    closed_over,
    free_globals,
    indexed,
    next_round,
    of_part,
    operation,
    picked,
    read_function,
)

EFFECT = "effect"  # what a script shape's notes keep these under (CardScript.notes)
# what an effect yields for a draw from the game's dice (``lib.pick_random``): (DRAW, (1, n)),
# answered with the number drawn, as Lua's ``math.random(n)`` is; never an action's name
DRAW = "math.random"
# an effect longer than this is never read (a helper is read as returnexpr reads it)
_MAX_LINES = 100
_MAX_TOKENS = 2000  # nor one of more tokens than this

# an action asked of the script host, and what it answers
Request = tuple[str, tuple[Any, ...]]
Flow = Generator[Request, Any, Any]
Step = Callable[[Run], Flow]


@dataclass(frozen=True, slots=True)
class PlainEffect:
    """A card effect read from its text: the questions it may ask, the actions it may make,
    and its run (a generator of its actions that returns the effect's value)."""

    questions: frozenset[str]
    actions: frozenset[str]
    run: Step


# ------------------------------------------------------------------------------ reading

def plain_effect(text: str, lines: tuple[int, int], actions: frozenset[str],
                 libs: Mapping[str, Callable[..., Any]] | None = None,
                 upvalues: Mapping[str, Any] | None = None) -> PlainEffect | None:
    """The effect on ``lines`` (its first and last) of a script's ``text``, read with the
    file's names for its params and its helpers declared above it (``paramsnames``), the
    game's ``actions`` being the ctx calls that do something, and ``libs`` and ``upvalues``
    as ``returnexpr.plain_function`` takes them; None where it is anything more, or in a file
    that could change its params."""
    names = file_names(text)
    if names is None:
        return None
    usable = libs if libs and "lib" not in names.bound else None
    free = free_globals(names.bound)
    first, last = lines
    if not 0 < first <= last < first + _MAX_LINES:
        return None

    def span_text(span: tuple[int, int]) -> tuple[str, dict[str, tuple[str, ...]]]:
        if not 0 < span[0] <= span[1] < span[0] + 30:
            raise NotPlain("a function longer than a helper")
        seen = {n: path for n, (path, line) in names.params.items() if line < span[0]}
        return "\n".join(text.splitlines()[span[0] - 1:span[1]]), seen

    def helper_span(name: str, limit: int) -> tuple[int, int]:
        span = names.functions.get(name)
        if span is None or span[1] >= limit:
            raise NotPlain(f"{name} is no helper declared above")
        return span

    read: dict[str, PlainEffect | None] = {}

    def readers(limit: int) -> tuple[Callable[[str], PlainFunction],
                                     Callable[[str], PlainEffect]]:
        """The file's helpers declared above line ``limit``, read as functions and as
        effects (an acting helper's own calls see the helpers declared above it, acting ones
        too: each is declared above its caller, so no reading goes round)."""
        def helper(name: str) -> PlainFunction:
            found = read_function(*span_text(helper_span(name, limit)), libs=usable,
                                  free=free)
            if found is None:
                raise NotPlain(f"{name} is no plain function")
            if found.questions & actions:  # one that acts is no function an expression asks
                raise NotPlain(f"{name} acts")
            return found

        def acting_helper(name: str) -> PlainEffect:
            span = helper_span(name, limit)
            if name not in read:  # (asked of each call of it: read once)
                # its own calls see the helpers declared above it, not above its caller
                helper, acting_helper = readers(span[0])
                read[name] = read_effect(*span_text(span), actions=actions, helper=helper,
                                         acting_helper=acting_helper, libs=usable, free=free)
            found = read[name]
            if found is None:
                raise NotPlain(f"{name} is no plain effect")
            return found
        return helper, acting_helper

    kept: dict[tuple[str, bool], dict[tuple[str, str | None], Any]] = {}

    def table_read(table: str, as_effect: bool) -> dict[tuple[str, str | None], Any]:
        # each function of a dispatch table declared above, read with its own helpers as an
        # effect or as a function that makes no action (called inside an expression), once
        found = names.dispatch.get(table)
        if found is None or found[0] >= first:
            raise NotPlain(f"{table} is no dispatch table declared above")
        if (table, as_effect) not in kept:
            entries: dict[tuple[str, str | None], Any] = {}
            for key, span in found[1].items():
                helper, acting_helper = readers(span[0])
                try:
                    entries[key] = read_effect(
                        *span_text(span), actions=actions, helper=helper,
                        acting_helper=acting_helper, libs=usable, free=free) if as_effect \
                        else read_function(*span_text(span), helper=helper, libs=usable,
                                           free=free)
                except NotPlain:
                    entries[key] = None
            kept[table, as_effect] = entries
        return kept[table, as_effect]

    def dispatched(table: str) -> dict[tuple[str, str | None], PlainEffect | None]:
        return table_read(table, True)

    def dispatched_functions(table: str) -> dict[tuple[str, str | None], PlainFunction | None]:
        return table_read(table, False)

    helper, acting_helper = readers(first)
    seen = {n: path for n, (path, line) in names.params.items() if line < first}
    return read_effect("\n".join(text.splitlines()[first - 1:last]), seen, actions=actions,
                       helper=helper, acting_helper=acting_helper, libs=usable, free=free,
                       dispatched=dispatched, dispatched_functions=dispatched_functions,
                       may_write=True, constants=closed_over(names.once, upvalues))


def read_effect(text: str, params: Mapping[str, tuple[str, ...]] | None = None, *,
                actions: frozenset[str],
                helper: Callable[[str], PlainFunction] | None = None,
                acting_helper: Callable[[str], PlainEffect] | None = None,
                libs: Mapping[str, Callable[..., Any]] | None = None,
                free: frozenset[str] = frozenset(),
                dispatched: Callable[[str], dict[tuple[str, str | None], PlainEffect | None]]
                | None = None,
                dispatched_functions: Dispatched | None = None,
                may_write: bool = False,
                constants: Mapping[str, Any] | None = None) -> PlainEffect | None:
    """The effect whose lines are ``text`` (the only function in them), run as Lua would;
    None where it is anything more. ``params`` and ``helper`` as for
    ``returnexpr.read_function``; ``acting_helper`` gives the file's function of a name
    that a statement calls, read as an effect itself (NotPlain: none); ``libs`` and
    ``free`` as there; ``dispatched`` the effects of the file's dispatch table of a name,
    ``dispatched_functions`` its functions read as ``returnexpr`` reads them; with
    ``may_write`` it may set fields of the tables it is given (on copies of its own);
    ``constants`` the values of names it closes over (``returnexpr.closed_over``)."""
    if text.count("function") != 1:
        return None
    start = text.find("function")
    try:
        reader = Reader(tokens(text[start:], _MAX_TOKENS))
        names, body = reader.function()
        if not names or len(set(names)) != len(names) or tree_depth(body) > _MAX_TREE:
            return None
        questions: set[str] = set()
        scope = _EffectScope(names[0], {n: i for i, n in enumerate(names[1:])}, params or {},
                             questions, helper, actions, acting_helper, libs, free,
                             dispatched, dispatched_functions, may_write, constants)
        steps = scope.effect_block(body)
    except NotPlain:
        return None
    return PlainEffect(frozenset(questions), frozenset(scope.made),
                       _run(steps, scope.slots, frozenset(scope.writes)))


# ------------------------------------------------------------------------------ running

def _run(block: Step, slots: int, writes: frozenset[int] = frozenset()) -> Step:
    if writes:
        def own_copies(r: Run) -> Flow:
            _copy_written(r, writes)
            return (yield from run(r))

    def run(r: Run) -> Flow:
        r.locals = [None] * slots
        value = yield from block(r)
        return None if value is GO_ON else value
    return own_copies if writes else run


def _copy_written(r: Run, writes: frozenset[int]) -> None:
    """Give the run its own copy of each table it writes into, as Lua's function gets
    tables of its own: the event and every argument that is the event are one table there
    (the host converts the event once), so they share one copy, ``ctx.event`` included;
    any other argument is a table of its own. The caller's are never changed (and Lua, run
    again from the start, meets them as they were)."""
    args = list(r.args)
    fields = r.fields
    event = fields.get("event")
    made: list[dict[str, Any]] = []
    for at in sorted(writes):
        given = args[at] if at < len(args) else None
        if type(given) is not dict or any(given is m for m in made):
            continue  # (no table: the write leaves it to Lua; or copied already)
        mine = dict(given)
        made.append(mine)
        if given is event:
            args = [mine if a is event else a for a in args]
            fields = {**fields, "event": mine}
        else:
            args[at] = mine
    r.args = tuple(args)
    r.fields = fields


def _at_once(compiled: Compiled) -> Step:
    """A statement that makes no action, as a step."""
    def step(r: Run) -> Flow:
        return compiled(r)
        yield  # a generator all the same  # noqa: B901 - never reached
    return step


class _EffectScope(Scope):
    """A :class:`Scope` whose statements may make actions: each compiled to a step, a
    generator that yields them."""

    def __init__(self, ctx: str, args: dict[str, int], params: Mapping[str, tuple[str, ...]],
                 questions: set[str], helper: Callable[[str], PlainFunction] | None,
                 actions: frozenset[str],
                 acting_helper: Callable[[str], PlainEffect] | None,
                 libs: Mapping[str, Callable[..., Any]] | None, free: frozenset[str],
                 acting_dispatched: Callable[[str], dict[tuple[str, str | None],
                                                         PlainEffect | None]] | None,
                 dispatched: Dispatched | None = None, may_write: bool = False,
                 constants: Mapping[str, Any] | None = None) -> None:
        super().__init__(ctx, args, params, questions, helper, libs, free, dispatched,
                         constants)
        self.actions = actions
        self.acting_helper = acting_helper
        self.acting_dispatched = acting_dispatched
        self.made: set[str] = set()  # the actions the effect may make
        # whether it may write fields of the tables it is given (``ev.amount = …``): only an
        # effect the host calls, which then runs on its own copies of them (``_run``), as
        # Lua's function gets tables of its own; never a helper, which would write its
        # caller's
        self.may_write = may_write
        self.writes: set[int] = set()  # the arguments it writes into

    def ask(self, holder: Any, method: str, args: list[Any]) -> Compiled:
        if method in self.actions:
            raise NotPlain("an action inside an expression")
        return super().ask(holder, method, args)

    def has_action(self, node: Any) -> bool:
        """Whether an expression makes an action anywhere in it."""
        if self.acts(node):
            return True
        kind = node[0]
        if kind in ("const", "name"):
            return False
        if kind == "table":
            return any(self.has_action(value) for _, value in node[1])
        if kind == "ask":
            return self.has_action(node[1]) or any(self.has_action(a) for a in node[3])
        if kind in ("call", "list", "lib"):
            return any(self.has_action(a) for a in node[-1])
        if kind == "dispatch":
            return self.has_action(node[2]) or any(self.has_action(a) for a in node[4])
        if kind in ("cmp", "arith"):
            return self.has_action(node[2]) or self.has_action(node[3])
        return any(self.has_action(part) for part in node[1:])

    def value(self, node: Any) -> Step:
        """An expression as a step: one that makes no action is evaluated at once; one that
        does is evaluated part by part in Lua's order, each action yielded where it falls
        (``a and ctx:confirm(…)`` asks only if ``a`` holds)."""
        if not self.has_action(node):
            return _at_once(self.compile(node))
        if self.acts(node):
            return self.action(node)
        kind = node[0]
        if kind == "paren":
            return self.value(node[1])
        if kind in ("and", "or"):
            left, right = self.value(node[1]), self.value(node[2])
            both = kind == "and"

            def either(r: Run) -> Flow:
                v = yield from left(r)
                if (v is not None and v is not False) is both:
                    return (yield from right(r))
                return v
            return either
        if kind == "not":
            inner = self.value(node[1])

            def negation(r: Run) -> Flow:
                v = yield from inner(r)
                return v is None or v is False
            return negation
        if kind == "ask":
            if node[1] != ("name", self.ctx):
                raise NotPlain("a method of something else")
            method = node[2]
            self.questions.add(method)
            parts = self.values(node[3])

            def question(r: Run) -> Flow:
                values = yield from parts(r)
                return as_answer(r.ask(method, *[as_passed(v) for v in values]))
            return question
        if kind == "index":
            holder, key = self.value(node[1]), self.value(node[2])

            def index(r: Run) -> Flow:
                return indexed((yield from holder(r)), (yield from key(r)))
            return index
        if kind in ("cmp", "arith", "concat", "len", "neg"):
            op = node[1] if kind in ("cmp", "arith") else kind
            parts = self.values(list(node[2:] if kind in ("cmp", "arith") else node[1:]))

            def operated(r: Run) -> Flow:
                return operation(op, *(yield from parts(r)))
            return operated
        raise NotPlain(f"an action inside {kind}")

    def values(self, nodes: list[Any]) -> Callable[[Run], Generator[Request, Any, list[Any]]]:
        """Expressions evaluated left to right, as a step giving their values."""
        parts = [self.value(n) for n in nodes]

        def evaluated(r: Run) -> Generator[Request, Any, list[Any]]:
            found = []
            for part in parts:
                found.append((yield from part(r)))
            return found
        return evaluated

    def acts(self, node: Any) -> bool:
        """Whether a statement's value is an action, a call of a helper that makes them or a
        draw from the game's dice (the only places an effect's actions are read)."""
        if node[0] == "ask":
            return node[1] == ("name", self.ctx) and node[2] in self.actions
        if node[0] == "lib":
            return bool(self.libs) and node[1] in DRAWS
        if node[0] == "dispatch" and node[1] == "math" and node[2] == ("const", "random"):
            return node[3] is None and "math" in self.free and "math" not in self.locals \
                and "math" not in self.args
        if node[0] == "call" and self.acting_helper is not None and node[1] not in self.locals \
                and node[1] not in self.args:
            try:
                return bool(self.acting_helper(node[1]).actions)
            except NotPlain:
                return False
        if node[0] == "dispatch" and self.acting_dispatched is not None \
                and node[1] not in self.locals and node[1] not in self.args:
            try:
                return any(e is not None and e.actions and part == node[3]
                           for (_, part), e in self.acting_dispatched(node[1]).items())
            except NotPlain:
                return False
        return False

    def effect_block(self, body: list[tuple[Any, ...]]) -> Step:
        """A block's statements as one step; its locals out of scope after it, as in Lua."""
        outer = dict(self.locals)
        steps = [self.effect_statement(s) for s in body]
        self.locals = outer
        if len(steps) == 1:
            return steps[0]

        def run(r: Run) -> Flow:
            for step in steps:
                value = yield from step(r)
                if value is not GO_ON:
                    return value
            return GO_ON
        return run

    def effect_statement(self, node: tuple[Any, ...]) -> Step:
        kind = node[0]
        if kind == "do" and self.has_action(node[1]):
            action = self.value(node[1])

            def done(r: Run) -> Flow:
                yield from action(r)
                return GO_ON
            return done
        if kind in ("local", "set") and self.has_action(node[2]):
            action = self.value(node[2])
            if kind == "local":
                slot = self.declare(node[1])
            elif node[1] in self.locals:
                slot = self.locals[node[1]]
            else:
                raise NotPlain("setting what is no local of the function")

            def assign(r: Run) -> Flow:
                value = yield from action(r)
                r.locals[slot] = value
                return GO_ON
            return assign
        if kind in ("locals", "sets") and any(self.has_action(v) for v in node[2]):
            given = self.values(node[2])
            if kind == "sets" and any(name not in self.locals for name in node[1]):
                raise NotPlain("setting what is no local of the function")
            slots = [self.declare(name) if kind == "locals" else self.locals[name]
                     for name in node[1]]

            def assign_all(r: Run) -> Flow:
                found = yield from given(r)
                for slot, v in zip(slots, found, strict=True):
                    r.locals[slot] = v
                return GO_ON
            return assign_all
        if kind == "return" and self.has_action(node[1]):
            return self.value(node[1])
        if kind == "if":
            return self.branch(node)
        if kind == "for":
            return self.effect_loop(node[1], node[2], node[3], node[4], node[5])
        if kind == "fornum":
            return self.numbered_loop(node[1], node[2], node[3])
        if kind == "while":
            return self.repeated_loop(node[1], node[2])
        if kind == "setfield":
            return self.field_write(node[1], node[2], node[3])
        return _at_once(self.statement(node))

    def field_write(self, name: str, field: str, expr: Any) -> Step:
        """``ev.amount = e``: a field of a table the effect was given, set (nil removes it,
        as in Lua); only in an effect that may write (``may_write``)."""
        if not self.may_write or name == self.ctx or name in self.locals \
                or name not in self.args:
            raise NotPlain("writing into a table the effect was not given")
        at = self.args[name]
        self.writes.add(at)
        value = self.value(expr)

        def write(r: Run) -> Flow:
            v = yield from value(r)
            given = r.args[at] if at < len(r.args) else None
            if type(given) is not dict:
                raise NotPlain("writing into what is no table of fields")
            if v is None:
                given.pop(field, None)
            else:
                given[field] = v
            return GO_ON
        return write

    def branch(self, node: tuple[Any, ...]) -> Step:
        test = self.value(node[1])
        then = self.effect_block(node[2])
        other = self.effect_block(node[3]) if node[3] else None

        def branch(r: Run) -> Flow:
            cond = yield from test(r)
            if cond is not None and cond is not False:
                return (yield from then(r))
            if other is not None:
                return (yield from other(r))
            return GO_ON
        return branch

    def effect_loop(self, over: str, index: str, value: str, listed: Any,
                    body: list[tuple[Any, ...]]) -> Step:
        steps = self.loop_steps(over, listed)
        (i_slot, v_slot), inner = self.scoped([index, value], body, self.effect_block)

        def loop(r: Run) -> Flow:
            slots, rounds = r.locals, r.rounds
            for key, item in steps(r):
                next_round(rounds)
                slots[i_slot], slots[v_slot] = key, item
                result = yield from inner(r)
                if result is not GO_ON:
                    return GO_ON if result is BREAK else result
            return GO_ON
        return loop

    def numbered_loop(self, index: str, bounds: list[Any], body: list[tuple[Any, ...]]) -> Step:
        counted = self.counted(bounds)
        (slot,), inner = self.scoped([index], body, self.effect_block)

        def loop(r: Run) -> Flow:
            slots, rounds = r.locals, r.rounds
            for i in counted(r):
                next_round(rounds)
                slots[slot] = i
                result = yield from inner(r)
                if result is not GO_ON:
                    return GO_ON if result is BREAK else result
            return GO_ON
        return loop

    def repeated_loop(self, cond: Any, body: list[tuple[Any, ...]]) -> Step:
        """``while e do … end``: its test (which may act) before each round, each round
        counted against the call's rounds."""
        test, inner = self.value(cond), self.effect_block(body)

        def loop(r: Run) -> Flow:
            rounds = r.rounds
            while True:
                v = yield from test(r)
                if v is None or v is False:
                    return GO_ON
                next_round(rounds)
                result = yield from inner(r)
                if result is not GO_ON:
                    return GO_ON if result is BREAK else result
        return loop

    def action(self, node: Any) -> Step:
        """An action of ctx (yielded with its arguments, as Lua passes them), or a helper
        that makes actions (run as a step of its own, given this effect's ctx)."""
        if node[0] == "ask":
            method = node[2]
            self.made.add(method)
            if any(self.has_action(a) for a in node[3]):  # ctx:recharge(ctx:choose(…))
                given = self.values(node[3])

                def act_on(r: Run) -> Flow:
                    values = yield from given(r)
                    result = yield (method, tuple([as_passed(v) for v in values]))
                    return as_answer(result)
                return act_on
            parts = [self.compile(a) for a in node[3]]

            def act(r: Run) -> Flow:
                result = yield (method, tuple([as_passed(p(r)) for p in parts]))
                return as_answer(result)
            return act
        if node[0] == "dispatch" and node[1] == "math":  # acts() said: math.random
            return self.dice(node[4])
        if node[0] == "dispatch":
            return self.dispatched_action(node[1], node[2], node[3], node[4])
        if node[0] == "lib":
            return self.draw(node[1], node[2])
        name, args = node[1], node[2]
        if not args or args[0] != ("name", self.ctx):
            raise NotPlain("a helper not given the function's ctx")
        assert self.acting_helper is not None  # acts() said so
        called = self.acting_helper(name)
        self.questions |= called.questions
        self.made |= called.actions
        parts = [self.compile(a) for a in args[1:]]
        run = called.run

        def helped(r: Run) -> Flow:
            inner = r.calling(tuple([p(r) for p in parts]))
            return (yield from run(inner))
        return helped

    def dice(self, args: list[Any]) -> Step:
        """``math.random(n)`` or ``math.random(m, n)`` of integers: the number the game's dice
        give between them (yielded to the host: ``DRAW``), as Lua's draws it; anything else
        (no argument, an empty interval, what is no integer) is Lua's to say."""
        if not 1 <= len(args) <= 2 or any(self.has_action(a) for a in args):
            raise NotPlain("math.random of other arguments")
        parts = [self.compile(a) for a in args]

        def drawn(r: Run) -> Flow:
            values = [p(r) for p in parts]
            low, high = values if len(values) == 2 else (1, values[0])
            # (math.random(0) draws any integer: Lua's to say, as is an empty interval)
            if type(low) is not int or type(high) is not int or low > high \
                    or (len(values) == 1 and high == 0):
                raise NotPlain("math.random of what is no interval of integers")
            return (yield (DRAW, (low, high)))
        return drawn

    def draw(self, name: str, args: list[Any]) -> Step:
        """``lib.pick_random(list)``: as its Lua, nil for an empty list, else the item at the
        number ``math.random(#list)`` draws (yielded to the host: ``DRAW``)."""
        if any(self.has_action(a) for a in args):
            raise NotPlain("an action inside a draw")
        among, parts = DRAWS[name], [self.compile(a) for a in args]

        def drawn(r: Run) -> Flow:
            values = [p(r) for p in parts]
            n = among(*values)
            if not n:
                return None
            at = yield (DRAW, (1, n))
            return values[0][at - 1]
        return drawn

    def dispatched_action(self, table: str, key: Any, part: str | None,
                          args: list[Any]) -> Step:
        """``OPS[k](ctx, …)`` (or ``WAYS[k].part(ctx, …)``) in an effect: the effect of the
        file's dispatch table under the key ``k`` has at the call, run as a step of its own
        (one not plain: NotPlain)."""
        if not args or args[0] != ("name", self.ctx) or self.has_action(key):
            raise NotPlain("a dispatched function not given the function's ctx")
        assert self.acting_dispatched is not None  # acts() said so
        read = of_part(self.acting_dispatched(table), part)
        for found in read.values():
            self.questions |= found.questions
            self.made |= found.actions
        which, parts = self.compile(key), [self.compile(a) for a in args[1:]]

        def helped(r: Run) -> Flow:
            called = picked(read, which(r))
            return (yield from called.run(r.calling(tuple([p(r) for p in parts]))))
        return helped


# ------------------------------------------------------------------------------ replaying

class Diverged(Exception):
    """Lua met another question or action than the Python run of the same effect did: a fault
    of this module's, never of a card's (the tests play whole games both ways)."""


@dataclass(slots=True)
class Replay:
    """What an effect run in Python met before it stopped (its questions with their answers,
    its actions with the kernel's replies, in order), for Lua to meet again from the start
    without asking or doing any of it twice."""

    met: list[tuple[Any, ...]]
    at: int = 0

    def over(self) -> bool:
        """Whether Lua has met everything again (it goes on live from here)."""
        return self.at >= len(self.met)

    def answer(self, question: str, values: tuple[Any, ...]) -> Any:
        """The answer the same question had (Diverged if Lua asks another: never expected)."""
        found = self._next(("question", question, values))
        return found[3]

    def reply(self, action: str, values: list[Any]) -> tuple[bool, Any]:
        """The kernel's reply to the same action: (ok, its result or what went wrong)."""
        found = self._next(("action", action, tuple(values)))
        return found[3], found[4]

    def draw(self, low: int, high: int) -> int:
        """The number the same draw from the game's dice gave (``math.random``)."""
        found = self._next(("draw", low, high))
        return int(found[3])

    def _next(self, wanted: tuple[Any, ...]) -> tuple[Any, ...]:
        found = self.met[self.at]
        if found[:3] != wanted:
            raise Diverged(f"Lua met {wanted[:2]} where Python met {found[:2]}")
        self.at += 1
        return found
