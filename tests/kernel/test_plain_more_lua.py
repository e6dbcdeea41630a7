"""More of Lua read by the script host (issue #32), each as Lua does it: Lua's ``type`` where
the file leaves it as it is, ``while`` loops (their rounds counted as every loop's), draws from
the game's dice in an effect (``lib.pick_random``: the same numbers in the same order, and a
draw made in Python never made again when Lua runs the effect over), and helpers that act
calling helpers that act. Seeded fuzz tests compare each with Lua."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from deckwright.kernel.registry import Registry
from deckwright.kernel.scripting import host as host_module
from deckwright.kernel.scripting.plainsyntax import NotPlain
from deckwright.kernel.scripting.returnexpr import Run, plain_function, read_function
from deckwright.kernel.scripting.sandbox import Sandbox, ScriptError
from tests.conftest import homebrew_set, penny_played, plain_runs

ON, OFF = host_module.PLAIN_EFFECT_BUDGET, 10**12  # effects in Python where they can be; never


def _lua(sandbox: Sandbox, text: str, args: tuple[Any, ...]) -> tuple[str, Any]:
    fn = sandbox.load(f"return {text}", "fuzz", {"params": sandbox.to_lua({})})
    try:
        return "value", sandbox.to_python(sandbox.call(fn, sandbox.to_lua({}), *args))
    except ScriptError:
        return "error", None


def _mine(text: str, args: tuple[Any, ...]) -> tuple[str, Any]:
    found = read_function(text, {"params": ()},
                          free=frozenset({"type", "tostring", "tonumber", "math", "table",
                                          "string"}))
    assert found is not None, text
    try:
        return "value", found.evaluate(Run({}, args, {}, lambda *a: None))
    except NotPlain:
        return "lua", None


def _value(rng: random.Random) -> Any:
    return rng.choice([None, True, False, 0, -2, 3.5, "", "p1", [], ["a", 1], {"x": 1},
                       [{"id": "o1"}]])


def test_type_says_what_lua_says_of_every_plain_value() -> None:
    sandbox = Sandbox()
    rng = random.Random(32)
    text = "function(ctx, a, b) return type(a) .. ',' .. type(b) end"
    for _ in range(200):
        args = (_value(rng), _value(rng))
        assert _mine(text, args) == _lua(sandbox, text, args), args


def test_type_is_lua_s_only_where_the_file_leaves_it_as_it_is() -> None:
    # a file that binds the name (a local, a parameter, a global set) reads it as its own
    for bound in ("local type = function() return 'mine' end\n",
                  "type = nil\n",
                  "local function f(type) return type end\n"):
        text = bound + "return { target = function(ctx) return type(1) end }\n"
        line = text.count("\n")
        assert plain_function(text, (line, line)) is None, bound
    text = "return { target = function(ctx) return type(1) end }\n"
    found = plain_function(text, (1, 1))
    assert found is not None and found.evaluate(Run({}, (), {}, lambda *a: None)) == "number"
    for call in ("type()", "type(1, 2)"):  # Lua's error, or a value Lua drops: Lua's to run
        assert read_function(f"function(ctx) return {call} end", {"params": ()},
                             free=frozenset({"type"})) is None, call


def test_while_loops_give_lua_s_answers_and_count_their_rounds() -> None:
    sandbox = Sandbox()
    for text, args in (
        ("function(ctx, a) local n, s = 0, 0 while n < a do n = n + 1 s = s + n end "
         "return s end", (10,)),
        ("function(ctx, a) local n = a while n > 100 do n = n - 1 end return n end", (3,)),
        ("function(ctx, a) local n = 0 while true do n = n + 1 if n >= a then return n end "
         "end end", (7,)),
        ("function(ctx, a) local n = 0 while n < a do local n2 = n * 2 n = n + 1 "
         "if n2 > 6 then return n2 end end return -1 end", (9,)),
    ):
        assert _mine(text, args) == _lua(sandbox, text, args), text
    # a loop longer than a plain function takes is Lua's, whose budget ends it
    assert _mine("function(ctx) while true do end end", ()) == ("lua", None)


def _number(rng: random.Random) -> Any:
    return rng.choice([0, 1, -1, 7, -7, 3, 2**63 - 1, -(2**63), 2.5, -2.5, 1.0, -0.0, 1e300,
                       "3", None, True])


@pytest.mark.parametrize("form", [
    "math.max(a, b)", "math.min(a, b)", "math.max(a, b, a)", "math.min(b)", "math.floor(a)",
    "math.ceil(b)", "math.abs(a)", "a // b", "(a + 1) // 3"])
def test_math_and_floor_division_give_lua_s_answers_or_are_left_to_lua(form: str) -> None:
    # a seeded fuzz of each form against Lua: the same value, of the same type (1 or 1.0),
    # or Lua's to say (an error, a string read as a number, a float division)
    rng = random.Random(form)
    assert _answered_as_lua(f"function(ctx, a, b) return {form} end",
                            [(_number(rng), _number(rng)) for _ in range(150)]) >= 15


def _answered_as_lua(text: str, argument_sets: list[tuple[Any, ...]]) -> int:
    """How many of ``argument_sets`` the function of ``text`` answers in Python, each the
    answer Lua gives, of the same types (the others are Lua's to answer)."""
    sandbox = Sandbox()
    answered = 0
    for args in argument_sets:
        mine = _mine(text, args)
        if mine[0] == "lua":
            continue
        theirs = _lua(sandbox, text, args)
        assert theirs == mine and repr(theirs) == repr(mine), (text, args)
        answered += 1
    return answered


@pytest.mark.parametrize("form", ["tostring(a)", "tonumber(a)", "tostring(a) .. tostring(b)",
                                  "tonumber(a) + tonumber(b)"])
def test_tostring_and_tonumber_give_lua_s_answers_or_are_left_to_lua(form: str) -> None:
    rng = random.Random(form)
    values = [0, -12, 2**63 - 1, 1.5, "7", "-3", " 7", "0x10", "1e3", "abc", "", True, None,
              "99999999999999999999", "0012"]
    assert _answered_as_lua(f"function(ctx, a, b) return {form} end",
                            [(rng.choice(values), rng.choice(values)) for _ in range(150)]) >= 15


def test_locals_set_together_take_values_worked_out_before_any_is_set() -> None:
    sandbox = Sandbox()
    for text, args in (
        ("function(ctx, a, b) local x, y = a, b x, y = y, x return x * 10 + y end", (1, 2)),
        ("function(ctx, a) local best, tied = nil, {} for _, v in ipairs(a) do "
         "if best == nil or v > best then best, tied = v, { v } elseif v == best then "
         "tied[#tied + 1] = v end end return #tied * 100 + best end", ([3, 5, 5, 1],)),
    ):
        assert _mine(text, args) == _lua(sandbox, text, args), text
    for text in ("function(ctx) local a = 0 a, a = 1, 2 return a end",  # Lua's order
                 "function(ctx) local a = 0 a, b = 1, 2 return a end",  # a global set
                 "function(ctx) local a, b = 0, 0 a, b = 1 return a end"):
        assert read_function(text, {"params": ()}) is None, text


def test_break_ends_the_loop_around_it_as_in_lua() -> None:
    sandbox = Sandbox()
    for text, args in (
        ("function(ctx, a) local n = 0 for _, v in ipairs(a) do if v > 2 then break end "
         "n = n + v end return n end", ([1, 2, 3, 1],)),
        ("function(ctx, a) local n = 0 for i = 1, 10 do for _, v in ipairs(a) do "
         "if v == i then break end n = n + 1 end end return n end", ([3, 5],)),
        ("function(ctx, a) local n = 0 while true do n = n + 1 if n >= a then break end end "
         "return n end", (4,)),
    ):
        assert _mine(text, args) == _lua(sandbox, text, args), text
    assert read_function("function(ctx) break end", {"params": ()}) is None  # Lua refuses it


@pytest.mark.parametrize("form", ["string.sub(a, b)", "string.sub(a, b, -2)",
                                  "string.sub(a, -3, b)"])
def test_string_sub_gives_lua_s_answer_or_is_left_to_lua(form: str) -> None:
    rng = random.Random(form)
    argument_sets = [(rng.choice(["bribe:o12", "", "abc", "héllo", 12, None]),
                      rng.choice([0, 1, 2, 7, 40, -1, -3, -40, 2.0, "2"])) for _ in range(150)]
    assert _answered_as_lua(f"function(ctx, a, b) return {form} end", argument_sets) >= 40


def test_table_remove_takes_from_a_list_the_function_made_as_lua_does() -> None:
    rng = random.Random(7)
    text = ("function(ctx, a, b) local t = {} for _, v in ipairs(a) do t[#t + 1] = v end "
            "local got = table.remove(t, b) return { got or 'none', #t, t[1] or 'none', "
            "t[#t] or 'none' } end")
    argument_sets = [([rng.choice(["a", "b", "c"]) for _ in range(rng.randrange(4))],
                      rng.choice([0, 1, 2, 3, 4, 5, -1])) for _ in range(150)]
    assert _answered_as_lua(text, argument_sets) >= 60
    # a table it did not make (an argument, an answer) is never written here
    assert _mine("function(ctx, a) table.remove(a, 1) return #a end", (["x"],)) == ("lua", None)


def test_a_list_of_tables_is_the_list_lua_makes() -> None:
    sandbox = Sandbox()
    for text, args in (
        ("function(ctx, a) return { { id = a, label = 'x' }, { id = 'b' } } end", ("p1",)),
        ("function(ctx, a) local out = { a } out[#out + 1] = { id = 'z' } return out end",
         ({"id": "o1", "label": "y"},)),
    ):
        assert _mine(text, args) == _lua(sandbox, text, args), text
    # a list it made, inside another it makes: Lua's (one table, in two places)
    assert _mine("function(ctx) local t = {} return { t } end", ()) == ("lua", None)


# ---------------------------------------------------------------- effects, in a game

_HELPERS = """--- param n: count
local function grab(ctx, seat)
  local card = lib.pick_random(ctx:hand(seat))
  if card ~= nil and type(card) == "string" then
    ctx:gain_cents(seat, 1)
  end
  return card
end

local function twice(ctx, seat)
  local got = grab(ctx, seat)
  ctx:loot(seat, 1)
  return got
end

"""
_STATEMENTS = (
    "local g{i} = twice(ctx, ctx.controller)",
    "local d{i} = lib.pick_random({{ 1, 2, 3 }})\nctx:gain_cents(ctx.controller, d{i})",
    "ctx:gain_cents(ctx.controller, lib.pick_random({{ 2, 4 }}))",
    "local k{i} = 0\nwhile k{i} < params.n do\n  k{i} = k{i} + 1\n"
    "  ctx:gain_cents(ctx.controller, 1)\nend",
    "while #ctx:hand(ctx.controller) < 6 do ctx:loot(ctx.controller, 1) end",
    "if type(params.n) == 'number' then ctx:loot(ctx.controller, 1) end",
    "local e{i} = lib.pick_random({{}})\nif e{i} == nil then ctx:gain_cents(ctx.controller, 1) end",
    "if 'a' < 'b' then ctx:gain_cents(ctx.controller, 1) end",  # Lua's: run over from the start
    "grab(ctx, ctx.controller)",
    "ctx:gain_cents(ctx.controller, math.random(3))",
    "local r{i} = math.random(2, 4)\nctx:gain_cents(ctx.controller, math.max(r{i}, 3))",
    "ctx:gain_cents(ctx.controller, math.random(#ctx:hand(ctx.controller)))",
    "ctx:choose('Which?', {{ {{ id = 'a', label = 'A' }} }})",
    "local s{i}, t{i} = 1, 2\ns{i}, t{i} = t{i}, ctx:cents(ctx.controller) % 3\n"
    "ctx:gain_cents(ctx.controller, s{i} + t{i})",
    "ctx:gain_cents(ctx.controller, lib.most(ctx, ctx.cents) % 3 + 1)",
    "if lib.has_most(ctx, ctx.controller, ctx.cents) then ctx:loot(ctx.controller, 1) end",
    "if lib.has_fewest(ctx, ctx.controller, ctx.hand_size) then\n"
    "  ctx:gain_cents(ctx.controller, 1)\nend",
)


def _played(tmp_path: Path, source: str, budget: int,
            monkeypatch: pytest.MonkeyPatch) -> tuple[Any, ...]:
    """A Four Souls game after p1 played a homebrew loot card whose script is ``source``, with
    effects run in Python where they can be (``budget`` ON) or in Lua: what failed, the
    state, the events and the next number the game's dice give."""
    monkeypatch.setattr(host_module, "PLAIN_EFFECT_BUDGET", budget)
    failed, game = penny_played(tmp_path / str(budget), source)
    return failed, game.snapshot(), list(game.history), game.rng.randint(1, 10**9)


def test_random_effects_with_draws_loops_and_helpers_do_what_lua_does(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # seeded fuzz: draws, while loops, type and helpers that act calling one another, with a
    # comparison only Lua makes falling after some of them (Lua then runs it over: what was
    # drawn and done in Python is given again, never drawn or done twice)
    rng = random.Random(32)
    ran = plain_runs(monkeypatch)
    for i in range(40):
        body = "\n".join(rng.choice(_STATEMENTS).format(i=j)
                         for j in range(rng.randrange(1, 5)))
        source = _HELPERS + f"return {{ on_play = function(ctx)\n{body}\nend }}\n"
        plain = _played(tmp_path / str(i), source, ON, monkeypatch)
        lua = _played(tmp_path / str(i), source, OFF, monkeypatch)
        assert plain == lua, source
    assert sum(ran) >= 15  # many of them ran in Python to their end


def test_lib_most_and_its_kin_ask_their_measure_as_cardlib_does(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # the same questions in the same order as cardlib.lua's own (a Replay would meet them so)
    source = _HELPERS + ("return { on_play = function(ctx)\n"
                         "  local most = lib.most(ctx, ctx.cents)\n"
                         "  if lib.has_fewest(ctx, ctx.controller, ctx.cents) then\n"
                         "    ctx:gain_cents(ctx.controller, most)\n  end\n"
                         "  if 'a' < 'b' then ctx:loot(ctx.controller, 1) end\nend }\n")
    assert _played(tmp_path / "a", source, ON, monkeypatch) == \
        _played(tmp_path / "a", source, OFF, monkeypatch)
    # a measure that is no question of ctx (a function of the file's) is Lua's to run
    text = ("local function one(ctx, seat)\n  return 1\nend\n"
            "return { target = function(ctx) return lib.most(ctx, one) end }\n")
    from deckwright.kernel.scripting.plainlib import HELPERS
    assert plain_function(text, (4, 4), HELPERS) is None


def test_a_draw_made_in_python_is_given_again_to_lua_not_drawn_twice(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    source = _HELPERS + ("return { on_play = function(ctx)\n"
                         "  ctx:gain_cents(ctx.controller, lib.pick_random({ 1, 2, 3 }))\n"
                         "  if 'a' < 'b' then ctx:gain_cents(ctx.controller, 10) end\nend }\n")
    plain = _played(tmp_path, source, ON, monkeypatch)
    lua = _played(tmp_path, source, OFF, monkeypatch)
    assert plain == lua and plain[0] is None
    gains = [data["amount"] for _, kind, data in plain[2] if kind == "gain-cents"]
    assert len(gains) == 2 and gains[0] in (1, 2, 3) and gains[1] == 10


def test_a_helper_that_acts_is_no_function_an_expression_asks(tmp_path: Path) -> None:
    # a helper making an action, called inside an expression of a helper read as a plain
    # function, would be asked as a question: it is read as an effect or left to Lua
    source = ("local function pay(ctx, seat)\n  ctx:gain_cents(seat, 1)\n  return 1\nend\n"
              "local function both(ctx, seat)\n  local n = pay(ctx, seat)\n  return n + 1\n"
              "end\n"
              "return { on_play = function(ctx)\n  local n = both(ctx, ctx.controller)\n"
              "  ctx:gain_cents(ctx.controller, n)\nend }\n")
    cards = "  - id: penny\n    name: Penny\n    type: loot\n    script: penny.lua\n"
    root = homebrew_set(tmp_path, "four-souls", cards, {"penny.lua": source})
    game = Registry().new_game("four-souls", players=2, seed=3, sets=[root])
    before = game.counter("p1", "cents")
    flow = game.scripts.run_entry("penny", "on_play", controller="p1")
    with pytest.raises(StopIteration):
        while True:
            next(flow)
    assert game.counter("p1", "cents") == before + 3
    script = game.scripts.script("penny")
    found = game.scripts._plain_effect_of(script, None, "on_play")
    assert found is not None and found.questions.isdisjoint({"gain_cents"})


# ---------------------------------------------------------------- values a function closes over

_CLOSING = """--- param n: count
--- param list: list
local bonus, step = params.n + 1, 2
local abilities = {}
for _, entry in ipairs(params.list) do
  abilities[#abilities + 1] = activated {
    label = "gain " .. entry.add,
    effect = function(ctx) ctx:gain_cents(ctx.controller, entry.add + bonus * step) end,
  }
end
abilities.on_play = function(ctx)
  ctx:gain_cents(ctx.controller, bonus + #params.list)
end
return abilities
"""
# the same, with a local set again and a table the file fills (a set refuses a card function
# that changes either: cardstate; the reader must not take them as constants either)
_CHANGING = _CLOSING.replace("local abilities = {}", """local abilities = {}
local changed = 0
local kept = {}
local function change()
  changed = changed + 1
  kept[#kept + 1] = changed
end""")


def _closing_game(tmp_path: Path) -> Any:
    cards = ("  - id: lens\n    name: Lens\n    type: treasure\n    script: lens.lua\n"
             "    params: {n: 2, list: [{add: 1}, {add: 5}]}\n")
    root = homebrew_set(tmp_path, "four-souls", cards, {"lens.lua": _CLOSING})
    return Registry().new_game("four-souls", players=2, seed=3, sets=[root])


def test_values_a_function_closes_over_bound_once_are_read_as_constants(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # each ability's effect closes over its own loop's entry of params (The D6's `option`)
    # and over locals the file set once as it loaded (Broken Ankh's `low, high`)
    gains = []
    for budget in (ON, OFF):
        monkeypatch.setattr(host_module, "PLAIN_EFFECT_BUDGET", budget)
        game = _closing_game(tmp_path / str(budget))
        host = game.scripts
        script = host.script("lens")
        assert script is not None
        before = game.counter("p1", "cents")
        for ability in script.activated:
            flow = host.run(script, ability, "effect", None, "p1")
            with pytest.raises(StopIteration):
                while True:
                    next(flow)
        gains.append(game.counter("p1", "cents") - before)
        found = [host._plain_effect_of(script, a.index, "effect") for a in script.activated]
        assert all(f is not None for f in found) is (budget == ON)
    assert gains == [(1 + 6) + (5 + 6)] * 2


def test_a_value_the_file_sets_again_is_lua_s_to_read(tmp_path: Path) -> None:
    # `changed` is set again by a function: what a function closing over it sees may change,
    # so it is no constant, whatever value it had when asked
    line = "abilities.count = function(ctx) return changed + step end"
    text = _CHANGING.replace("abilities.on_play = function(ctx)",
                             f"{line}\nabilities.on_play = function(ctx)")
    at = text.splitlines().index(line) + 1
    assert plain_function(text, (at, at), None, {"changed": 0, "step": 2}) is None
    assert plain_function(text.replace("changed + step", "step"), (at, at), None,
                          {"changed": 0, "step": 2}) is not None
    # the sandbox gives no table a script made (only its params'), nor a function
    game = _closing_game(tmp_path)
    script = game.scripts.script("lens")
    assert script is not None
    closed = game.scripts.sandbox.upvalues(script.table, None, "on_play")
    assert closed == {"bonus": 3}
    assert game.scripts.sandbox.upvalues(script.table, 1, "effect") == {
        "entry": {"add": 1}, "bonus": 3, "step": 2}
