"""The part of Lua a plain card function is written in (``returnexpr``), read from its text
into a tree of tuples: ``function [name] (params)`` and a block of ``local x = e``, ``x = e``,
``if e then … [elseif …] [else …] end``, ``for k, v in ipairs(e)`` (or ``pairs``) ``do …
end``, ``t[#t + 1] = e`` and a last ``return e``; expressions of names, fields,
``ctx:question(…)`` and ``helper(ctx, …)`` calls, literals (integers, strings
without escapes, ``nil``/``true``/``false``), ``{ name = e, … }``, ``not``/``and``/``or``,
``#``, unary ``-``, comparisons, ``..`` and ``+ - *``, with Lua's precedence. Anything else is
:class:`NotPlain`."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

_MAX_TOKENS = 400
_MAX_DEPTH = 40  # nested expressions and blocks, together
_INT_MAX = 2**63 - 1

_TOKEN = re.compile(r"""
    (?:\s|--[^\n]*)*(?:
      (?P<num>\d+(?![\w.]))
    | (?P<str>"[^"\\\n]*"|'[^'\\\n]*')
    | (?P<name>[A-Za-z_][A-Za-z_0-9]*)
    | (?P<op>==|~=|<=|>=|\.\.|//|[-+*/%^#<>().:\[\]{},;=])
    )""", re.VERBOSE)
_TRIVIA = re.compile(r"(?:\s|--[^\n]*)*")
_KEYWORDS = frozenset({"and", "break", "do", "else", "elseif", "end", "false", "for",
                       "function", "goto", "if", "in", "local", "nil", "not", "or", "repeat",
                       "return", "then", "true", "until", "while"})
# what a ctx shows besides its questions (cardapi.lua's FIELDS)



class NotPlain(Exception):
    """The text or a value is outside what this evaluator answers as Lua would."""



def tokens(text: str, limit: int = _MAX_TOKENS) -> list[tuple[str, str]]:
    """The text's tokens as ``(kind, text)``: num, str (its quotes kept), name, kw or op;
    spaces and line comments left out. NotPlain for what the subset has not, or for more than
    ``limit`` tokens."""
    if "[[" in text or "[=" in text or "\\" in text:
        raise NotPlain("a long string or comment, or an escape")
    out: list[tuple[str, str]] = []
    pos, end = 0, len(text.rstrip())
    while pos < end:
        m = _TOKEN.match(text, pos)
        if m is None or m.end() == pos:
            if _TRIVIA.fullmatch(text, pos):
                break  # only spaces and a comment left
            raise NotPlain(f"cannot read {text[pos:pos + 10]!r}")
        pos = m.end()
        kind = m.lastgroup
        assert kind is not None
        value = m.group(kind)
        if kind == "name" and value in _KEYWORDS:
            kind = "kw"
        out.append((kind, value))
        if len(out) > limit:
            raise NotPlain("too long")
    return out


class Reader:
    """A recursive-descent reader of the subset, to nested tuples (``function`` reads one
    card function from its first token)."""

    def __init__(self, tokens: list[tuple[str, str]]) -> None:
        self.tokens = tokens
        self.at = 0
        self.depth = 0  # expressions and blocks open now: bounded, as the text is
        self.loops = 0  # loops open now (a ``break`` ends the innermost)

    def deeper(self) -> None:
        """One more level of nesting; NotPlain past ``_MAX_DEPTH`` (a hostile text must not
        reach Python's recursion limit, here or when its tree is evaluated)."""
        self.depth += 1
        if self.depth > _MAX_DEPTH:
            raise NotPlain("nested too deeply")

    def peek(self) -> tuple[str, str]:
        return self.tokens[self.at] if self.at < len(self.tokens) else ("eof", "")

    def take(self, value: str | None = None, kind: str | None = None) -> str:
        k, v = self.peek()
        if (value is not None and v != value) or (kind is not None and k != kind) or k == "eof":
            raise NotPlain(f"expected {value or kind}, found {v!r}")
        self.at += 1
        return v

    def accept(self, value: str) -> bool:
        k, v = self.peek()
        if v == value and k in ("op", "kw"):
            self.at += 1
            return True
        return False

    def function(self) -> tuple[list[str], list[tuple[Any, ...]]]:
        """``function [name] ( names ) block end``: the parameters and the body's
        statements (``block``)."""
        self.take("function")
        if self.peek()[0] == "name":
            self.take()  # local function mine(ctx, seat): its name is the file's business
        self.take("(")
        names: list[str] = []
        if not self.accept(")"):
            names.append(self.take(kind="name"))
            while self.accept(","):
                names.append(self.take(kind="name"))
            self.take(")")
        body = self.block()
        self.take("end")
        return names, body

    def loop_block(self) -> list[tuple[Any, ...]]:
        """A loop's body (where ``break`` may end it), up to its ``end``."""
        self.loops += 1
        try:
            inner = self.block()
        finally:
            self.loops -= 1
        self.take("end")
        return inner

    def block(self) -> list[tuple[Any, ...]]:
        """``_block``, one level deeper."""
        self.deeper()
        try:
            return self._block()
        finally:
            self.depth -= 1

    def _block(self) -> list[tuple[Any, ...]]:
        """Statements up to an ``end`` or ``else``: ``local x = e``, ``if e then … [else …]
        end``, ``for _, v in ipairs(e) do … end``, ``for i = a, b [, c] do … end``, ``while e
        do … end``, ``break`` in a loop, ``t[#t + 1] = e``, a call, and a last ``return
        [e]``."""
        body: list[tuple[Any, ...]] = []
        while True:
            if self.accept("local"):
                name = self.take(kind="name")
                if self.accept(","):  # local a, b = x, y: as many values as names
                    body.append(("locals", *self.names_and_values(name)))
                    continue
                self.take("=")
                body.append(("local", name, self.expression()))
            elif self.accept("if"):
                body.append(self.branch())
            elif self.accept("for"):
                index = self.take(kind="name")
                if self.accept("="):  # for i = first, last [, step] do … end
                    bounds = [self.expression()]
                    while len(bounds) < 3 and self.accept(","):
                        bounds.append(self.expression())
                    if len(bounds) < 2:
                        raise NotPlain("a numeric loop without its limit")
                    self.take("do")
                    body.append(("fornum", index, bounds, self.loop_block()))
                    continue
                self.take(",")
                value = self.take(kind="name")
                self.take("in")
                over = self.take(kind="name")
                if over not in ("ipairs", "pairs"):
                    raise NotPlain("a loop over something else than ipairs or pairs")
                self.take("(")
                listed = self.expression()
                self.take(")")
                self.take("do")
                body.append(("for", over, index, value, listed, self.loop_block()))
            elif self.accept("while"):
                cond = self.expression()
                self.take("do")
                body.append(("while", cond, self.loop_block()))
            elif self.accept("break"):
                if not self.loops:
                    raise NotPlain("a break outside a loop")
                body.append(("break",))
            elif self.accept("return"):
                if self.peek() in (("kw", "end"), ("kw", "else"), ("kw", "elseif")):
                    body.append(("return", ("const", None)))  # no value: the caller sees nil
                    return body
                body.append(("return", self.expression()))
                if self.peek() not in (("kw", "end"), ("kw", "else"), ("kw", "elseif")):
                    raise NotPlain("a return that is not the last statement")
                return body
            elif self.peek()[0] == "name":
                body.append(self.assignment())
            else:
                return body

    def branch(self) -> tuple[Any, ...]:
        """After ``if``: ``e then block {elseif e then block} [else block] end``, as ``if``s
        nested in their ``else``."""
        cond = self.expression()
        self.take("then")
        then = self.block()
        if self.accept("elseif"):
            return ("if", cond, then, [self.branch()])
        other = self.block() if self.accept("else") else []
        self.take("end")
        return ("if", cond, then, other)

    def names_and_values(self, first: str) -> tuple[list[str], list[Any]]:
        """After ``a,`` of ``a, b = x, y``: the names, each once, and as many values (anything
        else, where Lua drops a value or sets nil or one name twice: NotPlain)."""
        names = [first, self.take(kind="name")]
        while self.accept(","):
            names.append(self.take(kind="name"))
        self.take("=")
        values = [self.expression()]
        while self.accept(","):
            values.append(self.expression())
        if len(values) != len(names) or len(set(names)) != len(names):
            raise NotPlain("names given another number of values, or one name twice")
        return names, values

    def assignment(self) -> tuple[Any, ...]:
        """``x = e`` (a local set again; ``x, y = e, f`` two of them, each value worked out
        before any is set), ``t[k] = e`` (a place of a list the function made:
        ``t[#t + 1] = e`` adds at its end), ``t.f = e`` (``setfield``, which only an effect
        given its own copy of the table evaluates), or a call made for what it does
        (``ctx:gain_cents(p, 3)``, ``helper(ctx, p)``, ``OPS[k](ctx, p)``: ``do``)."""
        name = self.take(kind="name")
        if self.peek() in (("op", ":"), ("op", "(")):
            self.at -= 1
            node = self.suffixed()
            if node[0] not in ("ask", "call", "dispatch"):
                raise NotPlain("a statement that is no call")
            return ("do", node)
        if self.accept("="):
            return ("set", name, self.expression())
        if self.accept(","):  # a, b = x, y: as many values as names
            return ("sets", *self.names_and_values(name))
        if self.peek() == ("op", ".") and self.at + 2 < len(self.tokens) \
                and self.tokens[self.at + 2] == ("op", "("):
            # table.remove(t, i): a function of a table of functions, called for what it does
            self.at -= 1
            node = self.suffixed()
            if node[0] != "dispatch":
                raise NotPlain("a statement that is no call")
            return ("do", node)
        if self.peek() == ("op", "."):
            # ev.amount = e: a field of a table the function was given (plaineffect's
            # replacement ``apply``, on its own copy of the event)
            self.at += 1
            field = self.take(kind="name")
            if self.peek() != ("op", "="):
                raise NotPlain("a field called or indexed as a statement")
            self.at += 1
            return ("setfield", name, field, self.expression())
        if not self.accept("["):
            raise NotPlain("an assignment other than to a local or a place in a list")
        key = self.expression()
        self.take("]")
        if self.peek() == ("op", "("):  # OPS[step.op](ctx, …): a dispatch table's function
            return ("do", ("dispatch", name, key, None, self.arguments()))
        if self.accept("."):  # WAYS[k].act(ctx, …): one of its entry's functions
            part = self.take(kind="name")
            return ("do", ("dispatch", name, key, part, self.arguments()))
        self.take("=")
        return ("setindex", name, key, self.expression())

    # precedence, loosest first, as Lua's (concatenation and powers are never read)
    def expression(self) -> Any:
        self.deeper()
        left = self.conjunction()
        while self.accept("or"):
            left = ("or", left, self.conjunction())
        self.depth -= 1
        return left

    def conjunction(self) -> Any:
        left = self.comparison()
        while self.accept("and"):
            left = ("and", left, self.comparison())
        return left

    def comparison(self) -> Any:
        left = self.concatenation()
        while self.peek()[1] in ("==", "~=", "<", "<=", ">", ">=") and self.peek()[0] == "op":
            op = self.take()
            left = ("cmp", op, left, self.concatenation())
        return left

    def concatenation(self) -> Any:
        """``a .. b``: right-associative, between comparisons and sums, as in Lua."""
        left = self.sum()
        if self.peek() == ("op", ".."):
            self.take()
            self.deeper()
            try:
                return ("concat", left, self.concatenation())
            finally:
                self.depth -= 1
        return left

    def sum(self) -> Any:
        return self.arithmetic(("+", "-"), self.product)

    def product(self) -> Any:
        return self.arithmetic(("*", "%", "//"), self.unary)

    def arithmetic(self, ops: tuple[str, ...], operand: Callable[[], Any]) -> Any:
        """Operands joined by any of ``ops``, left to right (one level of precedence)."""
        left = operand()
        while self.peek()[0] == "op" and self.peek()[1] in ops:
            op = self.take()
            left = ("arith", op, left, operand())
        return left

    def unary(self) -> Any:
        self.deeper()
        try:
            return self._unary()
        finally:
            self.depth -= 1

    def _unary(self) -> Any:
        if self.accept("not"):
            return ("not", self.unary())
        if self.peek() == ("op", "#"):
            self.take()
            return ("len", self.unary())
        if self.peek() == ("op", "-"):
            self.take()
            return ("neg", self.unary())
        return self.suffixed()

    def suffixed(self) -> Any:
        node = self.primary()
        while True:
            if self.accept("."):
                node = ("index", node, ("const", self.take(kind="name")))
            elif self.accept("["):
                node = ("index", node, self.expression())
                self.take("]")
            elif self.accept(":"):
                method = self.take(kind="name")
                node = ("ask", node, method, self.arguments())
            elif self.peek() == ("op", "(") and node[0] == "name":
                # a function of the file's (returnexpr says)
                node = ("call", node[1], self.arguments())
            elif self.peek() == ("op", "(") and node[0] == "index" \
                    and node[1] == ("name", "lib") and node[2][0] == "const":
                # a helper of lib (plainlib.py says which)
                node = ("lib", node[2][1], self.arguments())
            elif self.peek() == ("op", "(") and node[0] == "index" and node[1][0] == "name":
                # a function of a dispatch table of the file's (paramsnames, returnexpr)
                node = ("dispatch", node[1][1], node[2], None, self.arguments())
            elif self.peek() == ("op", "(") and node[0] == "index" and node[1][0] == "index" \
                    and node[1][1][0] == "name" and node[2][0] == "const":
                # one of the functions of a dispatch table's entry: WAYS[k].offer(ctx, …)
                node = ("dispatch", node[1][1][1], node[1][2], node[2][1], self.arguments())
            elif self.peek() in (("op", "("), ("op", "{")) or self.peek()[0] == "str":
                raise NotPlain("a call of a function")
            else:
                return node

    def arguments(self) -> list[Any]:
        """``( expression, … )``: a call's arguments."""
        self.take("(")
        args: list[Any] = []
        if not self.accept(")"):
            args.append(self.expression())
            while self.accept(","):
                args.append(self.expression())
            self.take(")")
        return args

    def primary(self) -> Any:
        kind, value = self.peek()
        if kind == "num":
            self.at += 1
            number = int(value)
            if number > _INT_MAX:
                raise NotPlain("a number Lua reads as a float")
            return ("const", number)
        if kind == "str":
            self.at += 1
            return ("const", value[1:-1])
        if kind == "kw" and value in ("nil", "true", "false"):
            self.at += 1
            return ("const", {"nil": None, "true": True, "false": False}[value])
        if kind == "name":
            self.at += 1
            return ("name", value)
        if self.accept("("):
            inner = self.expression()
            self.take(")")
            return ("paren", inner)
        if self.accept("{"):
            return self.table()
        raise NotPlain(f"cannot read {value!r}")

    def table(self) -> Any:
        """``{ name = expression, … }`` (or ``{}``): the fields a question is passed; or
        ``{ expression, … }``: a list (``list``). Not both in one table."""
        fields: list[tuple[str, Any]] = []
        items: list[Any] = []
        while not self.accept("}"):
            if self.peek()[0] == "name" and self.at + 1 < len(self.tokens) \
                    and self.tokens[self.at + 1] == ("op", "="):
                name = self.take(kind="name")
                self.take("=")
                if any(name == n for n, _ in fields):
                    raise NotPlain("a field given twice")
                fields.append((name, self.expression()))
            else:
                items.append(self.expression())
            if fields and items:
                raise NotPlain("a table of both fields and a list")
            if not (self.accept(",") or self.accept(";")):
                self.take("}")
                break
        return ("list", items) if items else ("table", fields)


def tree_depth(node: Any) -> int:
    """How deeply ``node`` (a tree of tuples and lists) nests, found without recursion: a
    chain of ``+`` is as deep as it is long, and its evaluation as deep again."""
    deepest = 0
    todo: list[tuple[Any, int]] = [(node, 1)]
    while todo:
        item, depth = todo.pop()
        deepest = max(deepest, depth)
        for part in item:
            if isinstance(part, tuple | list):
                todo.append((part, depth + 1))
    return deepest
