"""A card function that only computes its answer from kernel questions is evaluated by the
script host in Python, as Lua would evaluate it (returnexpr.py, issue #32); where its file
could change its params, or it meets anything only Lua can say, it runs in Lua."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from deckwright.kernel.registry import Registry
from deckwright.kernel.scripting import host as host_module
from deckwright.kernel.scripting.kernelapi import options_of
from deckwright.kernel.scripting.paramsnames import params_names
from deckwright.kernel.scripting.plainsyntax import NotPlain
from deckwright.kernel.scripting.returnexpr import Run, read_function
from deckwright.kernel.scripting.sandbox import Sandbox, ScriptError, crosses_unchanged
from deckwright.tools.simulation.bench import play_game
from tests.conftest import homebrew_set

PARAMS = {"params": ()}


class Runs:
    """Counts a game's calls into Lua."""

    def __init__(self, game: Any) -> None:
        self.lua = 0
        sandbox = game.scripts.sandbox
        call = sandbox.call

        def counted(*args: Any) -> Any:
            self.lua += 1
            return call(*args)
        sandbox.call = counted


def seer(tmp_path: Path, source: str, params: str = "") -> tuple[Any, Any]:
    """A Munchkin game with one homebrew card, Seer, whose script is ``source`` (``params``:
    its params in YAML); the game and the card's script."""
    cards = ("  - id: seer\n    name: Seer\n    type: one-shot\n"
             "    stats: {deck: treasure, value: 100}\n    script: seer.lua\n"
             + (f"    params: {params}\n" if params else ""))
    root = homebrew_set(tmp_path, "munchkin", cards, {"seer.lua": source})
    game = Registry().new_game("munchkin", players=3, seed=1, sets=[root])
    script = game.scripts.script("seer")
    assert script is not None
    return game, script


def evaluate(text: str, args: tuple[Any, ...] = (), params: dict[str, Any] | None = None,
             answers: dict[str, Any] | None = None) -> tuple[Any, list[tuple[Any, ...]]]:
    found = read_function(text, {"params": (), "P": ()})
    assert found is not None, text
    asked: list[tuple[Any, ...]] = []

    def ask(name: str, *values: Any) -> Any:
        asked.append((name, *values))
        return (answers or {})[name]
    fields = {"controller": "p1", "self": "card#1", "targets": []}
    return found.evaluate(Run(fields, args, params or {}, ask)), asked


def test_a_trigger_condition_is_read_and_asks_its_questions_in_lua_order() -> None:
    text = ("condition = function(ctx, ev) return ev.player == ctx.controller and "
            "ctx:is_tapped(ctx.self) end,")
    assert evaluate(text, ({"player": "p1"},), answers={"is_tapped": True}) == (
        True, [("is_tapped", "card#1")])
    # and stops at the first false, as Lua's `and` does: no question asked
    assert evaluate(text, ({"player": "p2"},)) == (False, [])


def test_guarded_returns_and_locals_are_read() -> None:
    earned = ("earned = function(ctx, seat)\n"
              "  if params.cents then return ctx:cents(seat) >= params.cents end\n"
              "  if params.hand then return ctx:hand_size(seat) >= params.hand end\n"
              "  return false\nend,")
    assert evaluate(earned, ("p2",), {"hand": 9}, {"hand_size": 9}) == (
        True, [("hand_size", "p2")])
    assert evaluate(earned, ("p2",), {}) == (False, [])
    berserk = ("condition = function(ctx)\n  local seat = ctx.controller\n"
               "  return ctx:works_for(seat) and (ctx:combat_recall('berserk', seat) or 0) < 3\n"
               "end,")
    assert evaluate(berserk, answers={"works_for": True, "combat_recall": None})[0] is True


def test_a_table_passed_to_a_question_reaches_it_as_lua_would_pass_it() -> None:
    # nil fields left out, keys in order; an empty table is an empty list (sandbox.py)
    text = "f = function(ctx, seat) return #ctx:items(seat, { worn = true, big = P.big }) end"
    assert evaluate(text, ("p1",), {"big": False}, {"items": ["a", "b"]}) == (
        2, [("items", "p1", {"big": False, "worn": True})])
    text = "f = function(ctx, seat) return #ctx:items(seat, { big = P.big }) end"
    assert evaluate(text, ("p1",), {}, {"items": []}) == (0, [("items", "p1", [])])


def test_a_list_filtered_in_a_loop_is_read() -> None:
    # Lil Battery's shape (FS 10.3): the tapped items but its own, to a labelled target list
    text = ("    target = function(ctx)\n"
            "      local ids = {}  -- the items it may recharge\n"
            "      for _, id in ipairs(ctx:all_items('tapped')) do\n"
            "        if id ~= ctx.self or not params.other then ids[#ids + 1] = id end\n"
            "      end\n"
            "      return ctx:labelled(ids)\n"
            "    end,")
    answer, asked = evaluate(text, (), {"other": True},
                             {"all_items": ["card#1", "i#2", "i#3"], "labelled": "L"})
    assert answer == "L"
    assert asked == [("all_items", "tapped"), ("labelled", ["i#2", "i#3"])]


def test_ipairs_stops_at_the_first_nil_and_a_return_in_a_loop_ends_the_function() -> None:
    copy = ("function(ctx, a) local out = {} for _, v in ipairs(a) do out[#out + 1] = v end "
            "return out end")
    assert evaluate(copy, ([1, None, 3],))[0] == [1]
    first = ("function(ctx, a) for i, v in ipairs(a) do if v > 1 then return i end end "
             "return 0 end")
    assert evaluate(first, ([1, 5, 9],))[0] == 2
    assert evaluate(first, ([],))[0] == 0


def test_pairs_goes_in_the_sandbox_s_order_and_locals_are_set_again() -> None:
    # lua_order.lua: string keys in byte order ('Z' < 'a' < 'é'), nils left out
    text = ("function(ctx) local seen = {} local n = 0\n"
            "  for k, v in pairs(params.vs) do n = n + v seen[#seen + 1] = k end\n"
            "  return ctx:both(seen, n) end")
    answer, asked = evaluate(text, (), {"vs": {"b": 1, "é": 2, "Z": 4, "a": None}},
                             {"both": True})
    assert asked == [("both", ["Z", "b", "é"], 7)]


def test_elseif_chooses_the_first_branch_that_holds() -> None:
    text = ("function(ctx, w)\n  local got = 0\n  if w == 'a' then got = 1\n"
            "  elseif w == 'b' then got = 2\n  else got = 3 end\n  return got\nend")
    assert [evaluate(text, (w,))[0] for w in ("a", "b", "c")] == [1, 2, 3]


def test_a_helper_of_the_file_declared_above_is_called_with_its_ctx(tmp_path: Path) -> None:
    # Munchkin's monster.lua: engages = function(ctx, seat) return pursues(ctx, seat) end
    source = ("--- param n: count\n"
              "local function enough(ctx, seat)\n"
              "  return ctx:level(seat) >= params.n\n"
              "end\n"
              "return { playable = function(ctx, seat) return enough(ctx, seat) end }\n")
    game, script = seer(tmp_path, source, "{n: 1}")
    host = game.scripts
    runs = Runs(game)
    assert host.ask(script, None, "playable", None, "p1", None, "p1") is True
    plain = host._plain_of(script, None, "playable")
    assert plain is not None and plain.questions == {"level"}
    assert runs.lua == 0  # answered without Lua


def test_loops_that_run_long_are_left_to_lua_whose_budget_ends_them() -> None:
    # nested loops over a game's lists could run for ever without Lua's instruction budget
    text = ("function(ctx, a) local n = 0\n"
            "  for i, x in ipairs(a) do for j, y in ipairs(a) do for k, z in ipairs(a) do\n"
            "    n = n + 1 end end end\n  return n end")
    found = read_function(text, PARAMS)
    assert found is not None
    assert found.evaluate(Run({}, (list(range(12)),), {}, lambda *a: None)) == 12 ** 3
    with pytest.raises(NotPlain):
        found.evaluate(Run({}, (list(range(13)),), {}, lambda *a: None))


def test_a_loop_over_the_list_it_adds_to_is_left_to_lua() -> None:
    text = ("function(ctx) local out = {} out[#out + 1] = 1 "
            "for _, v in ipairs(out) do out[#out + 1] = v end return out end")
    found = read_function(text, PARAMS)
    assert found is not None
    with pytest.raises(NotPlain):  # Lua would run until its budget ends
        found.evaluate(Run({}, (), {}, lambda *a: None))


def test_a_loop_over_the_list_it_adds_to_meets_what_it_adds_as_in_lua() -> None:
    text = ("function(ctx, a) local out = { a } for _, v in ipairs(out) do "
            "if v < 4 then out[#out + 1] = v + 1 end end return #out end")
    found = read_function(text, PARAMS)
    assert found is not None
    mine = found.evaluate(Run({}, (1,), {}, lambda *a: None))
    assert mine == 4 and lua_answer(Sandbox(), text, {}, (1,)) == ("value", 4)


def test_anything_more_is_left_to_lua() -> None:
    for text in (
        "function(ctx) return lib.most(ctx, 'x') end",  # a helper
        "function(ctx) return helper(ctx) end",  # an upvalue or global
        "function(ctx) return ctx end",  # ctx as a value
        "function(ctx) return ctx:a() .. ('x' .. 'y' end",  # unclosed
        "function(ctx) return 1 / 2 end",
        "function(ctx) return 1.5 end",
        "function(ctx) return 'a\\n' end",  # an escape
        "function(ctx) --[[ a long comment ]] return 1 end",
        "function(ctx) for i = 1 do end return 1 end",  # a numeric loop without its limit
        "function(ctx) for k, v in next, params do end end",
        "function(ctx) if true then local x = 1 end return x end",  # x: the global, in Lua
        "function(ctx) y = 1 return y end",  # a global set
        "function(ctx, t) t.x = 1 end",  # a table written
        "function(ctx, t) t[#t + 1] = 1 end",  # a list it did not make
        "function(ctx) return 1 return 2 end",
        "function(ctx) return 1 end, g = function(ctx) return 2 end",
        "function(ctx) return 1, 2 end",
        "function(ctx) return E end",  # an upvalue the file does not read from params
        "function(ctx) local ctx = 1 return ctx end",  # a local hiding ctx
        "function(ctx) return ctx.someone end",  # no such ctx field
        "function(ctx) return other:question() end",
    ):
        assert read_function(text, PARAMS) is None, text


def test_values_lua_would_treat_otherwise_are_left_to_lua() -> None:
    for text, args in (
        ("function(ctx, a, b) return a < b end", ("a", "b")),  # strings by locale order
        ("function(ctx, a, b) return a == b end", ([1], [1])),  # tables by identity
        ("function(ctx, a) return a + 1 end", (2**63 - 1,)),  # wraps in Lua
        ("function(ctx, a) return a.x end", (None,)),  # an error in Lua
        ("function(ctx, a) return #a end", ([1, None, 3],)),  # a border Lua picks
    ):
        found = read_function(text, PARAMS)
        assert found is not None
        with pytest.raises(NotPlain):
            found.evaluate(Run({}, args, {}, lambda *a: None))


# ---------------------------------------------------------------- the same answers as Lua

def random_value(rng: random.Random, depth: int = 0) -> Any:
    pick = rng.randrange(8 if depth < 2 else 6)
    if pick == 0:
        return rng.choice(["p1", "", "é", "10"])
    if pick == 1:
        return rng.choice([0, 1, -3, 7, 2**62, 2**63 - 1, -(2**63)])
    if pick == 2:
        return rng.choice([True, False])
    if pick == 3:
        return rng.choice([1.0, 2.5, -0.0])
    if pick in (4, 5):
        return None
    if pick == 6:
        return [random_value(rng, depth + 1) for _ in range(rng.randrange(3))]
    return {k: random_value(rng, depth + 1) for k in rng.sample(["x", "y", "1"], 2)}


def random_expression(rng: random.Random, depth: int = 0) -> str:
    if depth > 3 or rng.random() < 0.3:
        return rng.choice(["a", "b", "params.x", "params.y", "ctx.controller", "ctx.self",
                           "1", "0", "3", "9223372036854775807", "'p1'", "''", "nil",
                           "true", "false", "a.x", "b[1]", "#ctx.targets"])
    form = rng.randrange(6)
    inner = random_expression(rng, depth + 1)
    if form == 0:
        return f"not {inner}"
    if form == 1:
        return f"#{inner}"
    if form == 2:
        return f"- {inner}"
    if form == 3:
        return f"({inner})"
    op = rng.choice(["==", "~=", "<", "<=", ">", ">=", "+", "-", "*", "and", "or", ".."])
    return f"{inner} {op} {random_expression(rng, depth + 1)}"


def lua_answer(sandbox: Sandbox, text: str, params: dict[str, Any],
               args: tuple[Any, ...]) -> tuple[str, Any]:
    fn = sandbox.load(f"return {text}", "fuzz", {"params": sandbox.to_lua(params)})
    ctx = sandbox.to_lua({"controller": "p1", "self": "card#1", "targets": {}})
    try:
        return "value", sandbox.to_python(sandbox.call(fn, ctx, *args))
    except ScriptError:
        return "error", None


def test_numeric_loops_and_hidden_names_give_lua_s_answers() -> None:
    sandbox = Sandbox()
    for text, args in (
        ("function(ctx, a, b) local s = 0 for i = a, b do s = s + i end return s end", (2, 5)),
        ("function(ctx, a, b) local s = 0 for i = a, b, -2 do s = s * 3 + i end return s end",
         (9, 1)),
        ("function(ctx, a, b) local s = 0 for i = a, b do s = s + 1 end return s end", (5, 2)),
        ("function(ctx, a) local s = a for i = 1, 3 do i = i * 10 s = s + i end return s end",
         (0, 0)),
        ("function(ctx, a) local x, s = a, 0 for _, v in ipairs({ 1, 2 }) do "
         "for _, w in ipairs({ 3 }) do local x = v + w s = s + x end end return x + s end",
         (1, 0)),
        ("function(ctx, a) local a = a + 1 local a = a * 2 return a end", (3, 0)),
    ):
        found = read_function(text, PARAMS)
        assert found is not None, text
        mine = found.evaluate(Run({"controller": "p1"}, args, {}, lambda *a: None))
        assert lua_answer(sandbox, text, {}, args) == ("value", mine), text
    for text, args in (  # a float bound or a step of zero: Lua's to say
        ("function(ctx, a, b) for i = a, b do end return 1 end", (1.5, 3)),
        ("function(ctx, a, b) for i = 1, 3, a do end return 1 end", (0, 0)),
    ):
        found = read_function(text, PARAMS)
        assert found is not None
        with pytest.raises(NotPlain):
            found.evaluate(Run({"controller": "p1"}, args, {}, lambda *a: None))


def test_places_of_a_list_it_made_are_set_as_in_lua() -> None:
    sandbox = Sandbox()
    for text, args in (
        ("function(ctx, a, b) local out = {} out[1] = a out[1] = b out[#out + 1] = 3 "
         "return out end", (1, 2)),
        ("function(ctx, a, b) local out = { a, b, 3 } out[3] = nil out[2] = 9 "
         "return #out + out[2] end", (1, 2)),
        ("function(ctx, a, b) local out = {} out[#out + 1] = nil return #out end", (1, 2)),
    ):
        found = read_function(text, PARAMS)
        assert found is not None, text
        mine = found.evaluate(Run({"controller": "p1"}, args, {}, lambda *a: None))
        if not crosses_unchanged(mine):
            mine = sandbox.to_python(sandbox.to_lua(mine))
        assert lua_answer(sandbox, text, {}, args) == ("value", mine), text
    hole = read_function("function(ctx) local out = {} out[2] = 1 return #out end", PARAMS)
    assert hole is not None
    with pytest.raises(NotPlain):  # a list with a hole: its length is Lua's to say
        hole.evaluate(Run({}, (), {}, lambda *a: None))


def test_random_expressions_give_lua_s_answers_or_are_left_to_lua() -> None:
    # seeded fuzz: every value, error and type of the evaluator is Lua's, or it says NotPlain
    rng = random.Random(32)
    sandbox = Sandbox()
    same = 0
    for _ in range(3000):
        text = f"function(ctx, a, b) return {random_expression(rng)} end"
        params = {"x": random_value(rng), "y": random_value(rng)}
        args = (random_value(rng), random_value(rng))
        found = read_function(text, PARAMS)
        assert found is not None, text
        try:
            mine = found.evaluate(Run({"controller": "p1", "self": "card#1", "targets": []},
                                      args, params, lambda *a: None))
        except NotPlain:
            continue
        kind, theirs = lua_answer(sandbox, text, params, args)
        assert kind == "value", (text, params, args, mine)
        if not crosses_unchanged(mine):
            mine = sandbox.to_python(sandbox.to_lua(mine))
        assert theirs == mine and repr(theirs) == repr(mine), (text, params, args)
        same += 1
    assert same > 1000


def test_hostile_texts_are_read_or_refused_and_never_crash() -> None:
    # seeded fuzz: token soups, and nesting past Python's recursion limit: read_function
    # gives a function or None, and a function read evaluates or says NotPlain
    rng = random.Random(7)
    pieces = ["function", "(", ")", "ctx", "a", "return", "end", "if", "then", "else",
              "elseif", "for", "_", ",", "in", "ipairs", "pairs", "do", "local", "=", "==",
              "~=", "<", "+", "-", "*", "#", "not", "and", "or", "{", "}", "[", "]", ".",
              ":", "1", "'s'", "nil", "true", "params", "x", "q", "-- c\n", "\n"]
    read = 0
    for _ in range(4000):
        text = " ".join(rng.choice(pieces) for _ in range(rng.randrange(1, 60)))
        pick = rng.random()
        if pick < 0.4:
            text = f"function(ctx, a) return {text} end"
        elif pick < 0.5:
            deep = rng.randrange(30, 200)
            inner = rng.choice(["(" * deep + "1" + ")" * deep, "not " * deep + "a",
                                "- " * deep + "1", "1" + " + a" * deep])
            text = f"function(ctx, a) return {inner} end"
        found = read_function(text, PARAMS)
        if found is None:
            continue
        read += 1
        try:
            found.evaluate(Run({"controller": "p1", "self": "card#1", "targets": []},
                               (random_value(rng),), {"x": random_value(rng)},
                               lambda *a: random_value(rng)))
        except NotPlain:
            pass
    assert read > 20


# ---------------------------------------------------------------- a file that writes params

def test_a_file_that_could_change_its_params_is_not_read() -> None:
    assert params_names("local P = params\nlocal E = P.effect\nreturn {}") == {
        "params": ((), 0), "P": ((), 1), "E": (("effect",), 2)}
    assert params_names("local t = {}\nt[#t + 1] = 1\nreturn t") == {"params": ((), 0)}
    assert params_names("local t = {}\ntable.remove(t, 1)\nreturn t") == {
        "params": ((), 0)}
    assert params_names("local f, ids = g(1, 2), {}\nids[1] = 1\nreturn {}") == {
        "params": ((), 0)}
    # a name for params inside a function, or a global one, is not the file's
    assert params_names("local function f()\n  local E = params.effect\nend\nreturn {}") == {
        "params": ((), 0)}
    assert params_names("E = params.effect\nreturn {}") == {"params": ((), 0)}


def test_a_function_above_a_files_name_for_params_does_not_see_it(tmp_path: Path) -> None:
    # a global E that nothing sets is nil, wherever the function is
    source = "--- param n: count\nreturn { playable = function(ctx, seat) return E end }\n"
    above = ("--- param n: count\n"
             "local t = { playable = function(ctx, seat) return E end }\n"
             "local E = params.n\nreturn t\n")
    for text, answer in ((source, None), (above, None)):
        game, script = seer(tmp_path / str(len(text)), text, "{n: 3}")
        assert game.scripts.ask(script, None, "playable", None, "p1", None, "p1") == answer
    for text in (
        "params.n = 99\nreturn {}",
        "local q = params\nq.n = 1\nreturn {}",
        "for _, o in ipairs(params.options) do o.label = 'x' end\nreturn {}",
        "local t = {}\nt.a.b = 1\nreturn {}",  # two deep: a table it did not make
        "setmetatable({}, { __newindex = params })\nreturn {}",
        "table.insert(params.options, 1)\nreturn {}",
        "local o = params.options\ntable.insert(o, 1)\nreturn {}",
        "local t = {}\ntable.move(params, 1, 2, 1, t)\nreturn {}",
        "function params.f() end\nreturn {}",
        "local params = {}\nreturn {}",
        "local function f(t) t.x = 1 end\nf(params)\nreturn {}",
        "ipairs = pairs\nreturn {}",  # the evaluator's ipairs is Lua's own
    ):
        assert params_names(text) is None, text


def test_a_card_that_writes_its_params_while_loading_is_answered_by_lua(
        tmp_path: Path) -> None:
    source = ("--- param n: count\nparams.n = 99\n"
              "return { playable = function(ctx, seat) return params.n end }\n")
    game, script = seer(tmp_path, source, "{n: 3}")
    assert game.scripts.ask(script, None, "playable", None, "p1", None, "p1") == 99


def test_a_function_that_fails_in_lua_fails_as_it_does_there(tmp_path: Path) -> None:
    source = "return { playable = function(ctx, seat) return params.missing.deeper end }\n"
    game, script = seer(tmp_path, source)
    with pytest.raises(Exception, match="attempt to index a nil value"):
        game.scripts.ask(script, None, "playable", None, "p1", None, "p1")


# ---------------------------------------------------------------- whole games, both ways

@pytest.mark.parametrize(("game_id", "seeds"), [("munchkin", 4), ("four-souls", 2)])
def test_every_function_evaluated_in_whole_games_answers_as_lua_does(
        game_id: str, seeds: int, monkeypatch: pytest.MonkeyPatch) -> None:
    compared: list[int] = [0]
    evaluated = host_module.ScriptHost._evaluated

    def both_ways(self: Any, plain: Any, script: Any, source: Any, controller: Any,
                  event: Any, args: Any, ids_only: bool = False) -> Any:
        mine = evaluated(self, plain, script, source, controller, event, args, ids_only)
        index, name = next((i, n) for (k, i, n), v in script.notes.items()
                           if k == "expression" and v is plain)
        lua_event, lua_args = self._lua_inputs(event, args)
        params = self._params(script)
        theirs = self.sandbox.to_python(self.sandbox.call(
            self._api["invoke"], script.table, index, name, source, script.card.id,
            controller, params, True, lua_event, None, *lua_args))
        if ids_only:  # a caller that reads only the ids of the targets (test_target_ids.py)
            theirs, mine = [o.id for o in options_of(theirs)], [o.id for o in options_of(mine)]
        assert theirs == mine and repr(theirs) == repr(mine), (script.card.id, name)
        compared[0] += 1
        return mine

    monkeypatch.setattr(host_module.ScriptHost, "_evaluated", both_ways)
    registry = Registry()
    for seed in range(seeds):
        play_game(registry, game_id, 4, "heuristic", seed)
    assert compared[0] > 200


def test_a_params_field_named_by_a_lua_word_is_read_through_its_local_name() -> None:
    # MK/FS archetypes hold their op in params["do"] (`do` is Lua's: params.do does not parse)
    assert params_names('local D = params["do"]\nreturn {}') == {
        "params": ((), 0), "D": (("do",), 1)}
    for text in (
        'local D = params["do"] -- and a comment\nreturn {}',  # the line is read whole
        'local D = params["d\\"o"]\nreturn {}',  # an escape
        'local D = params["do"]; local E = 1\nreturn {}',
        'local D = params["do"]\nD = 1\nreturn {}',  # set again
        'local D = other["do"]\nreturn {}',
    ):
        assert "D" not in (params_names(text) or {}), text
