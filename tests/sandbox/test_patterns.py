"""The sandbox's string pattern functions: same answers as Lua's, bounded cost.

Inputs whose worst case is too slow for the C matcher go to a Lua port of it that runs under
the instruction hook.  The port must agree with the C matcher exactly: a differential test runs
both on a few thousand random patterns and subjects.
"""

from __future__ import annotations

import random

import lupa.lua54
import pytest

from deckwright.kernel.scripting.sandbox import Sandbox, ScriptError, ScriptTimeout

ITEMS = [
    "a",
    "b",
    "x",
    " ",
    ".",
    "%a",
    "%d",
    "%s",
    "%w",
    "%A",
    "%S",
    "[ab]",
    "[^a]",
    "[a-c]",
    "[%d%s]",
    "%(",
    "%.",
    "%%",
]
SPECIAL = ["%b()", "%f[%w]", "%f[%s]", "()", "%1"]
QUANT = ["", "", "*", "+", "-", "?"]
ALPHABET = "aabbx  (1)2.%"

REPL_FN = (
    "function(...) local t = {...} if #t == 0 or t[1] == 'b' then return nil end "
    "for i = 1, #t do t[i] = tostring(t[i]) end return table.concat(t, '|') end"
)
REPL_TABLE = "{a = 'A', b = false, x = 7, [' '] = '_'}"


def random_pattern(rng: random.Random) -> str:
    parts = ["^"] if rng.random() < 0.2 else []
    open_caps = 0
    for _ in range(rng.randint(0, 6)):
        roll = rng.random()
        if roll < 0.12:
            parts.append("(")
            open_caps += 1
        elif roll < 0.2 and open_caps:
            parts.append(")")
            open_caps -= 1
        elif roll < 0.3:
            parts.append(rng.choice(SPECIAL))
        else:
            parts.append(rng.choice(ITEMS) + rng.choice(QUANT))
    parts.extend(")" * open_caps if rng.random() < 0.9 else "")
    if rng.random() < 0.15:
        parts.append("$")
    return "".join(parts)


def random_subject(rng: random.Random) -> str:
    return "".join(rng.choice(ALPHABET) for _ in range(rng.randint(0, 24)))


def outcome(fn, *args):  # noqa: ANN001, ANN202 - test helper over lupa callables
    try:
        result = fn(*args)
    except lupa.lua54.LuaError as exc:
        return ("error", str(exc).split("\n")[0])
    return ("ok", result)


def drain(iterator) -> list:  # noqa: ANN001
    out = []
    for _ in range(50):
        value = iterator()
        if value is None:
            break
        out.append(value)
    return out


@pytest.fixture(scope="module")
def engines():  # noqa: ANN201
    plain = lupa.lua54.LuaRuntime()
    sb = Sandbox()
    port = sb._kernel._port
    c_find, c_match = plain.eval("string.find"), plain.eval("string.match")
    c_gmatch, c_gsub = plain.eval("string.gmatch"), plain.eval("string.gsub")
    c_fn, c_table = plain.eval(REPL_FN), plain.eval(REPL_TABLE)
    p_fn = sb.load("return " + REPL_FN)
    p_table = sb.load("return " + REPL_TABLE)
    return {
        "find": (lambda s, p, i: c_find(s, p, i), lambda s, p, i: port.find(True, s, p, i)),
        "match": (lambda s, p, i: c_match(s, p, i), lambda s, p, i: port.find(False, s, p, i)),
        "gmatch": (
            lambda s, p, i: drain(c_gmatch(s, p, i)),
            lambda s, p, i: drain(port.gmatch(s, p, i)),
        ),
        "gsub-string": (
            lambda s, p, i: c_gsub(s, p, "<%0%1>", i),
            lambda s, p, i: port.gsub(s, p, "<%0%1>", i),
        ),
        "gsub-function": (
            lambda s, p, i: c_gsub(s, p, c_fn, i),
            lambda s, p, i: port.gsub(s, p, p_fn, i),
        ),
        "gsub-table": (
            lambda s, p, i: c_gsub(s, p, c_table),
            lambda s, p, i: port.gsub(s, p, p_table, 1000),
        ),
    }


@pytest.mark.parametrize(
    "function", ["find", "match", "gmatch", "gsub-string", "gsub-function", "gsub-table"]
)
def test_port_agrees_with_the_c_matcher(engines, function: str) -> None:  # noqa: ANN001
    c_impl, port_impl = engines[function]
    rng = random.Random(function)
    checked = 0
    for _ in range(700):
        pattern, subject = random_pattern(rng), random_subject(rng)
        init = rng.choice([1, 1, 1, 2, -3, 0, 30])
        if function.startswith("gsub"):
            init = rng.choice([1, 2, 100])  # gsub's fourth argument: max replacements
        expected = outcome(c_impl, subject, pattern, init)
        actual = outcome(port_impl, subject, pattern, init)
        assert actual == expected, (function, subject, pattern, init)
        checked += expected[0] == "ok"
    assert checked > 300  # most random patterns are valid


@pytest.mark.parametrize(
    ("expression", "expected"),
    [
        ("line:match('^(%w+)%s*=%s*(.-)$')", ["key", "v" * 300]),
        ("select(2, text:gsub('%s+', ' '))", 20000),
        ("#(text:sub(1, 30000):gsub('(%w+) (%w+)', '%2 %1'))", 30000),
        ("(('x'):rep(20000) .. 'yz'):find('x*y()z')", [1, 20002, 20002]),
        ("(('(a)'):rep(3000)):match('%b()%b()(%b())')", "(a)"),
        ("#(('ab'):rep(20000)):gsub('%f[%w]%w+', '<%0>')", 40002),
        (
            "(function() local n = 0 for w in text:gmatch('%a+') do n = n + 1 end return n end)()",
            20000,
        ),
        ("(('a'):rep(500) .. 'b'):find('.-.-b$')", [1, 501]),
    ],
    ids=[
        "key-value",
        "gsub-count",
        "swap-words",
        "position-capture",
        "balanced",
        "frontier",
        "gmatch-words",
        "lazy-match",
    ],
)
def test_large_legitimate_inputs_still_work(expression: str, expected: object) -> None:
    sb = Sandbox(max_instructions=20_000_000)
    env = {"line": "key = " + "v" * 300, "text": "word  " * 20000}
    result = sb.execute(f"return {{{expression}}}", env=env)
    assert (result[0] if len(result) == 1 else result) == expected


def test_pattern_cost_is_charged() -> None:
    sb = Sandbox()
    sb.execute("local s = ('a'):rep(500) s:find('a-b')")  # C matcher, charged its worst case
    assert sb.instructions_used > 200_000
    with pytest.raises(ScriptTimeout):
        sb.execute("local s = ('a'):rep(500) for i = 1, 10 do s:find('a-b') end")


@pytest.mark.parametrize(
    ("pattern", "message"),
    [
        ("[a.-.-.-b", "malformed pattern (missing ']')"),
        (".-.-.-b%", "malformed pattern (ends with '%')"),
        ("(a.-.-.-b", "unfinished capture"),
        ("a).-.-.-b", "invalid pattern capture"),
        ("%1.-.-.-b", "invalid capture index %1"),
        (".-.-.-b%f", "missing '[' after '%f' in pattern"),
    ],
)
@pytest.mark.parametrize("size", [1, 3000], ids=["c-matcher", "lua-port"])
def test_pattern_errors_match_lua(pattern: str, message: str, size: int) -> None:
    sb = Sandbox(max_instructions=50_000_000)
    with pytest.raises(ScriptError) as info:
        sb.execute(
            f"local s = ('a'):rep({size}) .. 'b'\nlocal r = s:find({pattern!r}) return r", "p.lua"
        )
    assert str(info.value) == f"p.lua:2: {message}"
