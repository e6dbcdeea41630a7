"""Behaviour of the Lua sandbox (kernel.scripting.sandbox) on well-behaved scripts."""

from __future__ import annotations

import re
import subprocess
import sys
import textwrap

import pytest

from deckwright.kernel.errors import DeckwrightError
from deckwright.kernel.scripting.sandbox import (
    LuaFunction,
    Sandbox,
    ScriptError,
    ScriptMemoryError,
    ScriptThread,
    ScriptTimeout,
)

ADDRESS = re.compile(r"0x[0-9a-fA-F]{4,}|[0-9a-fA-F]{8,}")


@pytest.fixture
def sb() -> Sandbox:
    return Sandbox()


# --------------------------------------------------------------------------- execute


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("return nil", None),
        ("return true", True),
        ("return false", False),
        ("return 42", 42),
        ("return 2^53", 2.0**53),
        ("return 7 // 2, 'ignored'", 3),
        ("return 1.5", 1.5),
        ("return 'héllo'", "héllo"),
        ("return {}", []),
        ("return {1, 2, 3}", [1, 2, 3]),
        ("return {[1] = 'a', [2] = 'b'}", ["a", "b"]),
        ("return {[2] = 'b'}", {2: "b"}),
        ("return {1, nil, 3}", {1: 1, 3: 3}),
        ("return {a = 1, [1] = 'x'}", {1: "x", "a": 1}),
        ("return {n = {m = {1, {x = false}}}}", {"n": {"m": [1, {"x": False}]}}),
        (
            "return {[1.5] = 'f', [true] = 't', [-3] = 'i', z = 'z'}",
            {-3: "i", 1.5: "f", "z": "z", True: "t"},
        ),
    ],
    ids=lambda v: v if isinstance(v, str) else None,
)
def test_execute_returns_plain_values(sb: Sandbox, source: str, expected: object) -> None:
    result = sb.execute(source)
    assert result == expected
    assert type(result) is type(expected)


def test_execute_dict_keys_follow_the_sandbox_order(sb: Sandbox) -> None:
    result = sb.execute("return {b = 1, a = 2, [3] = 3, [1] = 4, [2.5] = 5, [false] = 6, c = 7}")
    assert list(result) == [1, 3, 2.5, "a", "b", "c", False]


def test_execute_returns_function_handles(sb: Sandbox) -> None:
    handle = sb.execute("return function(a, b) return a * b end")
    assert isinstance(handle, LuaFunction)
    assert sb.call(handle, 6, 7) == 42


def test_execute_env_adds_globals(sb: Sandbox) -> None:
    env = {"answer": 41, "names": ["a", "b"], "inc": lambda x: x + 1}
    assert sb.execute("return inc(answer) .. names[2]", env=env) == "42b"


def test_each_chunk_gets_fresh_globals(sb: Sandbox) -> None:
    sb.execute("leaked = 1; string.extra = 1")
    assert sb.execute("return leaked == nil and string.extra == nil") is True


def test_environment_is_the_allow_list(sb: Sandbox) -> None:
    names = sb.execute("local t = {} for k in pairs(_G) do t[#t + 1] = k end return t")
    assert names == sorted(names)
    assert set(names) == {
        "_G",
        "_VERSION",
        "assert",
        "coroutine",
        "error",
        "getmetatable",
        "ipairs",
        "load",
        "math",
        "next",
        "pairs",
        "pcall",
        "print",
        "rawequal",
        "rawget",
        "rawlen",
        "rawset",
        "select",
        "setmetatable",
        "string",
        "table",
        "tonumber",
        "tostring",
        "type",
        "utf8",
        "xpcall",
    }
    assert sb.execute("return string.dump == nil and math.randomseed == nil") is True


def test_syntax_error_names_chunk_and_line(sb: Sandbox) -> None:
    with pytest.raises(ScriptError) as info:
        sb.execute("local a = 1\nlocal = 2", "broken.lua")
    err = info.value
    assert (err.chunkname, err.line) == ("broken.lua", 2)
    assert str(err).startswith("broken.lua:2: ")
    assert isinstance(err, DeckwrightError)


def test_runtime_error_message_is_one_line(sb: Sandbox) -> None:
    with pytest.raises(ScriptError) as info:
        sb.execute("local t\n\nlocal x = t.field\nreturn x", "my-card.lua")
    err = info.value
    assert str(err) == "my-card.lua:3: attempt to index a nil value (local 't')"
    assert (err.chunkname, err.line) == ("my-card.lua", 3)
    assert err.message == "attempt to index a nil value (local 't')"
    assert "\n" not in str(err)


@pytest.mark.parametrize(
    ("source", "message"),
    [
        ("error('boom')", "boom"),
        ("error({code = 1})", "(error object is a table value)"),
        ("error(setmetatable({}, {__tostring = function() return 'custom' end}))", "custom"),
        (
            "error(setmetatable({}, {__tostring = function() error('x') end}))",
            "(error object is a table value)",
        ),
        ("error(nil)", "nil"),
        ("error(12)", "12"),
        ("error('\\255bad')", "?bad"),
    ],
    ids=["string", "table", "tostring", "tostring-fails", "nil", "number", "not-utf8"],
)
def test_error_objects_become_messages(sb: Sandbox, source: str, message: str) -> None:
    with pytest.raises(ScriptError) as info:
        sb.execute("local x = 1\n" + source + "\nreturn x", "e.lua")
    assert info.value.message == message
    assert (info.value.chunkname, info.value.line) == ("e.lua", 2)


def test_long_chunk_names_are_kept(sb: Sandbox) -> None:
    name = "cards/" + "x" * 80 + ".lua"
    with pytest.raises(ScriptError) as info:
        sb.execute("\nerror('e')", name)
    assert info.value.chunkname == name
    assert info.value.line == 2


def test_sandbox_parameters_are_checked() -> None:
    with pytest.raises(ValueError):
        Sandbox(max_instructions=0)
    with pytest.raises(ValueError):
        Sandbox(max_memory=1000)


# ----------------------------------------------------------------------- conversions


def test_to_lua_and_back_round_trips(sb: Sandbox) -> None:
    data = {
        "name": "Penny",
        "counters": {"coins": 3},
        "tags": ["loot", "trinket"],
        "ratio": 0.25,
        "flag": True,
        "nested": [[1, 2], {"k": "v"}],
        7: "seven",
    }
    assert sb.to_python(sb.to_lua(data)) == data
    assert sb.to_python(sb.to_lua((1, 2))) == [1, 2]
    assert sb.to_python(sb.to_lua("plain")) == "plain"
    echo = sb.load("return function(x) return x end")
    assert sb.to_python(sb.call(echo, data)) == data


def test_to_lua_turns_none_into_holes(sb: Sandbox) -> None:
    count = sb.load(
        "return function(t) local n = 0 for _ in pairs(t) do n = n + 1 end return n end"
    )
    assert sb.call(count, {"a": None, "b": 1}) == 1
    assert sb.call(count, [1, None, 3]) == 2


EVENT = {"kind": "damage", "data": {"target": "p1", "amount": 2, "tags": ["combat", None, "x"],
                                    "last": {"stats": {"hp": 3}}}, 7: [[1, None], []]}


def test_a_table_built_from_a_recipe_is_the_table_converted_afresh(sb: Sandbox) -> None:
    shape = sb.load("return function(t) local n = 0 for _ in pairs(t.data.tags) do n = n + 1 "
                    "end return n .. ' ' .. #t[7][1] .. ' ' .. #t[7][2] end")
    recipe = sb.recipe(EVENT)
    assert sb.to_python(sb.build(recipe)) == sb.to_python(sb.to_lua(EVENT))
    assert sb.call(shape, sb.build(recipe)) == sb.call(shape, sb.to_lua(EVENT))


def test_each_table_built_from_a_recipe_is_its_own(sb: Sandbox) -> None:
    # a card function that writes to its event table changes no other's (issue #32)
    write = sb.load("return function(t) t.kind = 'heal'; t.data.amount = 9; "
                    "t.data.tags[1] = 'none'; t[7][1][2] = 5 end")
    recipe = sb.recipe(EVENT)
    first, second = sb.build(recipe), sb.build(recipe)
    sb.call(write, first)
    assert sb.to_python(second) == sb.to_python(sb.to_lua(EVENT))
    assert sb.to_python(sb.build(recipe)) == sb.to_python(sb.to_lua(EVENT))


def test_no_recipe_holds_a_lua_value(sb: Sandbox) -> None:
    # a Lua table inside would be shared by every table built: converted each time instead
    assert sb.recipe({"t": sb.to_lua({"a": 1})}) is None
    assert sb.recipe({"f": len}) is None


@pytest.mark.parametrize(
    ("value", "error"),
    [
        (2**64, ValueError),
        ("\ud800", ValueError),
        (object(), TypeError),
        ({(1, 2): 1}, TypeError),
        ({float("nan"): 1}, ValueError),
    ],
    ids=["big-int", "surrogate", "object", "tuple-key", "nan-key"],
)
def test_to_lua_rejects_what_lua_cannot_hold(sb: Sandbox, value: object, error: type) -> None:
    with pytest.raises(error):
        sb.to_lua(value)


def test_to_lua_rejects_cycles(sb: Sandbox) -> None:
    cyclic: list[object] = []
    cyclic.append(cyclic)
    with pytest.raises(ValueError, match="cyclic"):
        sb.to_lua(cyclic)


def test_to_python_rejects_cycles_depth_and_size(sb: Sandbox) -> None:
    with pytest.raises(ScriptError, match="cyclic"):
        sb.execute("local t = {} t.self = t return t")
    with pytest.raises(ScriptError, match="levels deep"):
        sb.execute("local t = {} local c = t for i = 1, 100 do c.n = {} c = c.n end return t")
    with pytest.raises(ScriptError, match="too large"):
        sb.execute("local t = {} for i = 1, 100001 do t[i] = i end return t")
    with pytest.raises(ScriptError, match="UTF-8"):
        sb.execute("return {'\\255'}")
    with pytest.raises(ScriptError, match="thread"):
        sb.execute("return {coroutine.create(print)}")
    with pytest.raises(ScriptError, match="keys"):
        sb.execute("return {[{}] = 1}")
    with pytest.raises(ScriptError, match="keys true and 1"):
        sb.execute("return {[1] = 'a', [true] = 'b', x = 1}")
    assert sb.execute("return {[1] = 'a', [false] = 'b'}") == {1: "a", False: "b"}


def test_to_python_uses_raw_access_only(sb: Sandbox) -> None:
    trap = """
        local hits = 0
        local mt = {}
        for _, name in ipairs({'__index', '__pairs', '__len', '__tostring', '__newindex',
                               '__call', '__eq', '__concat', '__name'}) do
          mt[name] = function() hits = hits + 1; while true do end end
        end
        local t = setmetatable({1, 2, x = 'y'}, mt)
        return {t = t, hits = function() return hits end}
    """
    result = sb.load(trap)
    converted = sb.to_python(result)
    assert converted["t"] == {1: 1, 2: 2, "x": "y"} or converted["t"] == {"x": "y", 1: 1, 2: 2}
    assert list(converted["t"]) == [1, 2, "x"]
    assert sb.call(converted["hits"]) == 0
    assert sb.execute("return 1 + 1") == 2


# ------------------------------------------------------------------- load and call


def test_load_keeps_raw_ability_tables(sb: Sandbox) -> None:
    card = sb.load(
        """
        local uses = 0
        return {
          name = 'the-d6',
          activated = { cost = { tap = true }, effect = function(ctx, roll) uses = uses + 1
            return roll + uses end },
        }
        """,
        "the-d6.lua",
    )
    plain = sb.to_python(card)
    assert plain["name"] == "the-d6"
    effect = plain["activated"]["effect"]
    assert isinstance(effect, LuaFunction)
    assert sb.call(effect, {}, 4) == 5
    assert sb.call(effect, {}, 4) == 6


def test_call_returns_first_result_raw(sb: Sandbox) -> None:
    fn = sb.load("return function() return {1, 2}, 'second' end")
    raw = sb.call(fn)
    assert not isinstance(raw, (list, dict, tuple))
    assert sb.to_python(raw) == [1, 2]
    assert sb.call(sb.load("return function() end")) is None


def test_call_gives_every_call_a_fresh_budget() -> None:
    sb = Sandbox(max_instructions=200_000)
    fn = sb.load("return function() local s = 0 for i = 1, 50000 do s = s + i end return s end")
    for _ in range(10):
        assert sb.call(fn) == sum(range(50001))
    assert 0 < sb.instructions_used <= 200_000


def test_call_errors_name_chunk_and_line(sb: Sandbox) -> None:
    fn = sb.load("return function(x)\n  return x.y.z\nend", "ability.lua")
    with pytest.raises(ScriptError) as info:
        sb.call(fn, {})
    assert (info.value.chunkname, info.value.line) == ("ability.lua", 2)
    with pytest.raises(ScriptError, match="attempt to call a table value"):
        sb.call(sb.load("return {}"))
    with pytest.raises(TypeError):
        sb.call(sb.load("return 5"))


# ---------------------------------------------------------------------- coroutines

CHOOSER = """
return function(options)
  local first = request({kind = 'choose', options = options})
  local second = request({kind = 'confirm', picked = first})
  return {first, second}
end
"""


def test_coroutine_requests_and_answers(sb: Sandbox) -> None:
    fn = sb.load(CHOOSER, "chooser.lua", env={"request": sb.yielding_function()})
    thread = sb.coroutine(fn, ["a", "b"])
    assert isinstance(thread, ScriptThread)
    assert thread.resume() == (False, {"kind": "choose", "options": ["a", "b"]})
    assert thread.resume("b") == (False, {"kind": "confirm", "picked": "b"})
    finished, result = thread.resume(True)
    assert finished and thread.finished
    assert sb.to_python(result) == ["b", True]
    with pytest.raises(ScriptError, match="finished"):
        thread.resume()


def test_a_reply_gives_the_request_two_values(sb: Sandbox) -> None:
    # the card API's request returns (ok, value): the kernel's answer, no table around it
    fn = sb.load("return function() local ok, v = request('x') "
                 "local ok2, v2 = request('y') return {ok, v, ok2, v2} end",
                 env={"request": sb.yielding_function()})
    thread = sb.coroutine(fn)
    with pytest.raises(TypeError):
        thread.reply(True, 1)  # not started: it waits on no request
    assert thread.resume() == (False, "x")
    assert thread.reply(True, {"picked": ["a"]}) == (False, "y")
    finished, result = thread.reply(False, "ctx:move: no such zone")
    assert finished
    assert sb.to_python(result) == [True, {"picked": ["a"]}, False, "ctx:move: no such zone"]


def test_coroutine_first_resume_takes_no_value(sb: Sandbox) -> None:
    fn = sb.load(CHOOSER, env={"request": sb.yielding_function()})
    with pytest.raises(TypeError):
        sb.coroutine(fn, []).resume("early")


def test_request_from_script_coroutine_reaches_the_kernel(sb: Sandbox) -> None:
    fn = sb.load(
        """
        return function()
          local co = coroutine.wrap(function()
            coroutine.yield('own value')
            local answer = request({kind = 'pick'})
            coroutine.yield('after ' .. answer)
          end)
          local a = co()
          local b = co()
          local ok, c = pcall(function() return request('inside pcall') end)
          return a .. '|' .. b .. '|' .. tostring(ok) .. c
        end
        """,
        env={"request": sb.yielding_function()},
    )
    thread = sb.coroutine(fn)
    assert thread.resume() == (False, {"kind": "pick"})
    assert thread.resume("x") == (False, "inside pcall")
    assert thread.resume("!") == (True, "own value|after x|true!")


def test_plain_yields_are_not_kernel_requests(sb: Sandbox) -> None:
    fake = sb.load("return function() coroutine.yield({kind = 'choose'}) end")
    with pytest.raises(ScriptError, match="outside a coroutine"):
        sb.coroutine(fake).resume()
    with pytest.raises(ScriptError, match="outside a coroutine"):
        sb.call(fake)


def test_call_refuses_kernel_requests(sb: Sandbox) -> None:
    fn = sb.load(CHOOSER, env={"request": sb.yielding_function()})
    with pytest.raises(ScriptError, match="coroutine"):
        sb.call(fn, [])
    assert sb.execute("return 1 + 1") == 2


def test_a_thread_has_one_budget_for_all_its_resumes() -> None:
    # DESIGN §6: the budget belongs to the whole resolution, across every resume
    sb = Sandbox(max_instructions=300_000)
    fn = sb.load(
        """
        return function()
          local s = 0
          for round = 1, 3 do
            for i = 1, 60000 do s = s + i end
            request(round)
          end
          return s
        end
        """,
        env={"request": sb.yielding_function()},
    )
    thread = sb.coroutine(fn)
    assert thread.resume() == (False, 1)
    used = sb.instructions_used
    assert thread.resume() == (False, 2)
    assert sb.instructions_used > used  # the count goes on, it never starts again
    with pytest.raises(ScriptTimeout):
        thread.resume()
        thread.resume()


def test_requests_are_charged_so_a_yielding_loop_ends() -> None:
    # #9: `while true do ctx:remember('i', 1) end` once ran forever, each resume fresh
    sb = Sandbox(max_instructions=100_000)
    fn = sb.load("return function() while true do request(1) end end",
                 env={"request": sb.yielding_function()})
    thread = sb.coroutine(fn)
    requests = 0
    with pytest.raises(ScriptTimeout):
        finished, _ = thread.resume()
        while not finished:
            requests += 1
            finished, _ = thread.resume(None)
    assert 0 < requests <= 100


def test_coroutine_errors_finish_the_thread(sb: Sandbox) -> None:
    fn = sb.load(
        "return function() request(1) error('late') end",
        "late.lua",
        env={"request": sb.yielding_function()},
    )
    thread = sb.coroutine(fn)
    assert thread.resume() == (False, 1)
    with pytest.raises(ScriptError, match="late.lua:1: late"):
        thread.resume()
    assert thread.finished


def test_request_across_a_c_boundary_is_an_error(sb: Sandbox) -> None:
    fn = sb.load(
        "return function() table.sort({1, 2, 3}, function(a) return request(a) end) end",
        env={"request": sb.yielding_function()},
    )
    with pytest.raises(ScriptError, match="yield across"):
        sb.coroutine(fn).resume()


# ------------------------------------------------------------------ host functions


def test_function_converts_arguments_and_results(sb: Sandbox) -> None:
    seen: list[object] = []

    def host(*args: object) -> object:
        seen.append(args)
        return {"ok": True, "list": [1, 2]}

    fn = sb.load(
        "return function() local r = host(1, 'two', {3, x = 4}, nil) return r.list[2] end",
        env={"host": host},
    )
    assert sb.call(fn) == 2
    assert seen == [(1, "two", {1: 3, "x": 4}, None)]


def test_function_tuple_results_are_multiple_values(sb: Sandbox) -> None:
    pair = sb.function(lambda: (1, "b"))
    assert sb.execute("local a, b = pair() return a .. b", env={"pair": pair}) == "1b"


def test_function_method_drops_self(sb: Sandbox) -> None:
    ctx = {"damage": sb.function(lambda target, n: f"{target}-{n}", method=True)}
    assert sb.execute("return ctx:damage('p1', 2)", env={"ctx": ctx}) == "p1-2"


def test_function_is_a_lua_closure(sb: Sandbox) -> None:
    env = {"host": len}
    assert sb.execute("return type(host)", env=env) == "function"
    assert sb.execute("return tostring(host)", env=env).startswith("function: #")


@pytest.mark.parametrize(
    ("exc", "message"),
    [
        (ValueError("bad target"), "ValueError: bad target"),
        (ScriptError("nested failure", "other.lua", 3), "other.lua:3: nested failure"),
        (DeckwrightError("illegal move"), "illegal move"),
    ],
    ids=["python-exception", "script-error", "deckwright-error"],
)
def test_host_errors_are_catchable_lua_errors(sb: Sandbox, exc: Exception, message: str) -> None:
    def host() -> None:
        raise exc

    result = sb.execute(
        "local ok, err = pcall(host)\nreturn {ok, err}", "h.lua", env={"host": host}
    )
    assert result == [False, "h.lua:1: " + message]
    assert "Traceback" not in result[1]


def test_host_timeout_cannot_be_caught(sb: Sandbox) -> None:
    def host() -> None:
        raise ScriptTimeout("nested budget")

    with pytest.raises(ScriptTimeout):
        sb.execute("for i = 1, 10 do pcall(host) end return 'escaped'", env={"host": host})
    assert sb.execute("return 1 + 1") == 2


def test_host_interrupt_propagates(sb: Sandbox) -> None:
    def host() -> None:
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        sb.execute("while true do pcall(host) end", env={"host": host})
    assert sb.execute("return 1 + 1") == 2


def test_host_receives_function_handles_that_outlive_the_call(sb: Sandbox) -> None:
    kept: list[LuaFunction] = []
    fn = sb.load(
        """
        return function()
          local co = coroutine.create(function() keep(function(x) return x * 2 end) end)
          coroutine.resume(co)
        end
        """,
        env={"keep": kept.append},
    )
    sb.call(fn)
    sb._k_collect()  # the coroutine the handle was made on is gone
    assert isinstance(kept[0], LuaFunction)
    assert sb.call(kept[0], 21) == 42


def test_nested_calls_share_the_budget() -> None:
    sb = Sandbox(max_instructions=100_000)
    inner = sb.load("return function() local s = 0 for i = 1, 20000 do s = s + i end return s end")

    def host() -> int:
        return sb.call(inner)

    assert sb.execute("return host()", env={"host": host}) == sum(range(20001))
    with pytest.raises(ScriptTimeout):
        sb.execute("for i = 1, 100 do host() end", env={"host": host})
    assert sb.call(inner) == sum(range(20001))


# ------------------------------------------------------------------------ readonly


def test_readonly_proxies(sb: Sandbox) -> None:
    view = sb.readonly({"name": "p1", "hand": ["a", "b"], "counters": {"coins": 3}})
    env = {"view": view}
    assert (
        sb.execute("return view.name .. #view.hand .. view.hand[2] .. view.counters.coins", env=env)
        == "p12b3"
    )
    assert sb.execute(
        "local t = {} for k, v in pairs(view) do t[#t + 1] = k end return t", env=env
    ) == ["counters", "hand", "name"]
    assert (
        sb.execute("local n = 0 for _, v in ipairs(view.hand) do n = n + 1 end return n", env=env)
        == 2
    )
    assert sb.execute("return next(view)", env=env) == "counters"
    assert sb.execute("return getmetatable(view)", env=env) is False
    assert sb.execute("return view.hand == view.hand", env=env) is True
    for write in (
        "view.name = 'x'",
        "view.counters.coins = 9",
        "rawset(view, 'x', 1)",
        "table.insert(view.hand, 'c')",
        "setmetatable(view, nil)",
    ):
        with pytest.raises(ScriptError, match="read-only|protected"):
            sb.execute(write, env=env)
    assert sb.to_python(view) == {"counters": {"coins": 3}, "hand": ["a", "b"], "name": "p1"}


# --------------------------------------------------------------------- determinism

ORDER_SCRIPT = """
local t = {}
for _, w in ipairs({'zeta', 'alpha', 'mu', 'beta', 'omega', 'kappa', 'delta', 'pi', 'rho',
                    'tau', 'chi', 'eta'}) do t[w] = true end
t[3], t[1], t[2.5], t[-7], t[true], t[false] = 1, 1, 1, 1, 1, 1
local keys = {}
for k in pairs(t) do keys[#keys + 1] = tostring(k) end
local via_next, k = {}, nil
repeat
  k = next(t, k)
  if k ~= nil then via_next[#via_next + 1] = tostring(k) end
until k == nil
return table.concat(keys, ',') .. '|' .. table.concat(via_next, ',')
"""

EXPECTED_ORDER = "-7,1,3,2.5,alpha,beta,chi,delta,eta,kappa,mu,omega,pi,rho,tau,zeta,false,true"


def test_pairs_and_next_order_is_fixed(sb: Sandbox) -> None:
    assert sb.execute(ORDER_SCRIPT) == EXPECTED_ORDER + "|" + EXPECTED_ORDER


def test_order_is_identical_across_processes() -> None:
    program = textwrap.dedent(
        f"""
        from deckwright.kernel.scripting.sandbox import Sandbox
        sb = Sandbox()
        print(sb.execute({ORDER_SCRIPT!r}))
        print(sb.execute("local t = {{}} local a, b = {{}}, {{}} t[b] = 1 t[a] = 2 "
                         "local o = {{}} for k in pairs(t) do o[#o + 1] = tostring(k) end "
                         "return tostring(a) .. tostring(b) .. table.concat(o)"))
        print(sb.execute("return math.random(1, 1000000)"))
        """
    )
    outputs = {
        subprocess.run(
            [sys.executable, "-c", program], capture_output=True, text=True, check=True
        ).stdout
        for _ in range(2)
    }
    assert len(outputs) == 1
    lines = outputs.pop().splitlines()
    assert lines[0] == EXPECTED_ORDER + "|" + EXPECTED_ORDER


@pytest.mark.parametrize(
    "expression",
    [
        "tostring({})",
        "tostring(print)",
        "tostring(coroutine.create(print))",
        "string.format('%s %s', {}, print)",
        "tostring(setmetatable({}, {__name = 'Card'}))",
    ],
    ids=["table", "function", "thread", "format", "__name"],
)
def test_tostring_has_no_addresses(sb: Sandbox, expression: str) -> None:
    text = sb.execute("return " + expression)
    assert isinstance(text, str)
    assert not ADDRESS.search(text), text
    assert re.search(r"(table|function|thread|Card): #\d+", text)


def test_print_goes_to_take_output(sb: Sandbox) -> None:
    sb.execute("print('a', 1, nil, {}) print('b')")
    lines = sb.take_output()
    assert lines[0].startswith("a\t1\tnil\ttable: #")
    assert not ADDRESS.search(lines[0])
    assert lines[1] == "b"
    assert sb.take_output() == []
    sb.execute("print('\\255ok') for i = 1, 1100 do print(i) end")
    lines = sb.take_output()
    assert lines[0] == "?ok" and len(lines) == 1001 and lines[-1] == "(101 more lines dropped)"


# -------------------------------------------------------------------------- random


def test_math_random_uses_the_game_rng() -> None:
    calls: list[tuple[int, int]] = []

    def rng(lo: int, hi: int) -> int:
        calls.append((lo, hi))
        return hi

    sb = Sandbox(random=rng)
    assert sb.execute("return {math.random(6), math.random(3, 4), math.random(0)}") == [
        6,
        4,
        2**63 - 1,
    ]
    value = sb.execute("return math.random()")
    assert value == (2**53 - 1) / 2**53 and 0 <= value < 1
    assert calls == [(1, 6), (3, 4), (-(2**63), 2**63 - 1), (0, 2**53 - 1)]
    with pytest.raises(ScriptError, match="interval is empty"):
        sb.execute("return math.random(5, 1)")
    with pytest.raises(ScriptError, match="number has no integer representation"):
        sb.execute("return math.random(1.5)")


def test_default_rng_is_deterministic() -> None:
    script = "local t = {} for i = 1, 5 do t[i] = math.random(100) end return t"
    assert Sandbox().execute(script) == Sandbox().execute(script)


def test_bad_rng_results_are_script_errors() -> None:
    sb = Sandbox(random=lambda lo, hi: hi + 1)
    with pytest.raises(ScriptError, match="random generator"):
        sb.execute("return math.random(6)")


# -------------------------------------------------------------------------- errors


def test_budget_and_memory_errors_are_script_errors() -> None:
    assert issubclass(ScriptTimeout, ScriptError)
    assert issubclass(ScriptMemoryError, ScriptError)
    sb = Sandbox(max_instructions=10_000)
    with pytest.raises(ScriptTimeout) as info:
        sb.execute("local n = 0\nwhile true do\n  n = n + 1\nend", "spin.lua")
    assert info.value.chunkname == "spin.lua" and info.value.line in (2, 3)
    assert "instruction budget exceeded (10,000 instructions)" in str(info.value)
