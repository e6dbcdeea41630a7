"""A card effect written in plain Lua runs in Python, as Lua would run it (plaineffect.py,
issue #32): its actions are carried out as Lua's requests are, in the same order; where it
meets what only Lua can say after an action, Lua runs it again from its start with what was
asked and done so far answered as it was, so nothing is done twice and every error is Lua's."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from deckwright.kernel.registry import Registry
from deckwright.kernel.scripting import host as host_module
from deckwright.kernel.scripting.cardscript import CardScriptError
from deckwright.kernel.scripting.plaineffect import read_effect
from deckwright.kernel.scripting.returnexpr import Run
from deckwright.tools.simulation.bench import play_game
from tests.conftest import homebrew_set, penny_played, plain_runs

ON, OFF = host_module.PLAIN_EFFECT_BUDGET, 10**12  # the budgets that run them in Python, not
ACTIONS = frozenset({"gain_cents", "confirm", "choose", "recharge", "mill", "loot"})


def steps(text: str, answers: dict[str, Any], replies: list[Any],
          args: tuple[Any, ...] = ()) -> tuple[list[tuple[Any, ...]], Any]:
    """What an effect read from ``text`` asks and does, in order, given the answers to its
    questions and the kernel's replies to its actions; and its value."""
    found = read_effect(text, {"params": ()}, actions=ACTIONS)
    assert found is not None, text
    met: list[tuple[Any, ...]] = []

    def ask(name: str, *values: Any) -> Any:
        met.append(("ask", name, *values))
        return answers[name]
    run = found.run(Run({"controller": "p1", "self": "card#1"}, args, {"n": 2}, ask))
    reply: Any = None
    while True:
        try:
            op, values = run.send(reply)
        except StopIteration as stop:
            return met, stop.value
        met.append(("do", op, *values))
        reply = replies.pop(0)


def test_an_effect_makes_its_actions_in_the_order_written() -> None:
    met, value = steps("function(ctx) ctx:gain_cents(ctx.controller, params.n) "
                       "ctx:loot(ctx.controller, 1) end", {}, [None, None])
    assert met == [("do", "gain_cents", "p1", 2), ("do", "loot", "p1", 1)]
    assert value is None


def test_an_action_s_result_is_the_value_of_its_call() -> None:
    text = ("function(ctx)\n  local item = ctx:choose('Which?', { 'a', 'b' })\n"
            "  if ctx:confirm('Sure?') then ctx:recharge(item) end\n  return item\nend")
    met, value = steps(text, {}, ["b", True, None])
    assert met == [("do", "choose", "Which?", ["a", "b"]), ("do", "confirm", "Sure?"),
                   ("do", "recharge", "b")]
    assert value == "b"


def test_an_action_inside_and_is_made_only_if_the_left_side_holds() -> None:
    # FS circled-roll's shape: #tapped > 0 and ctx:confirm(...)
    text = ("function(ctx)\n  local tapped = ctx:items(ctx.controller)\n"
            "  if #tapped > 0 and ctx:confirm('Recharge?') then\n"
            "    ctx:recharge(ctx:choose('Which?', tapped))\n  end\nend")
    met, _ = steps(text, {"items": []}, [])
    assert met == [("ask", "items", "p1")]
    met, _ = steps(text, {"items": ["i1"]}, [True, "i1", None])
    assert met == [("ask", "items", "p1"), ("do", "confirm", "Recharge?"),
                   ("do", "choose", "Which?", ["i1"]), ("do", "recharge", "i1")]


def test_a_helper_declared_above_may_make_actions(tmp_path: Path) -> None:
    source = ("local function give(ctx, who, n)\n  ctx:gain_cents(who, n)\n  return n\nend\n"
              "return { on_play = function(ctx)\n"
              "  local got = give(ctx, ctx.controller, 2)\n"
              "  ctx:gain_cents(ctx.controller, got + 1)\nend }\n")
    game, cents = penny(tmp_path, source)
    assert cents() == 5
    assert game.scripts._plain_effect_of(game.scripts.script("penny"), None,
                                         "on_play") is not None


def test_anything_more_is_left_to_lua() -> None:
    for text in (
        "function(ctx) local t = { ctx:choose('x', {}) } end",  # an action inside a list
        "function(ctx) local t = { a = ctx:confirm('x') } end",  # or a table
        "function(ctx) ctx.x = 1 end",  # a field set
        "function(ctx) repeat ctx:loot('p1', 1) until true end",
        "function(ctx) ctx:loot('p1', 1):more() end",
        "function(ctx) print('x') end",
        "function(ctx) lib.loot(ctx) end",
        "function(ctx) local f = ctx.loot; f(ctx, 'p1', 1) end",
        "function(ctx) ctx:unknown_thing() end",  # read; the host refuses what is no call
    ):
        found = read_effect(text, {"params": ()}, actions=ACTIONS)
        assert found is None or "unknown_thing" in found.questions, text


# ---------------------------------------------------------------- in a game

def penny(tmp_path: Path, source: str, stats: str = "") -> tuple[Any, Any]:
    """A Four Souls game whose p1 has just played a homebrew loot card, Penny, with this
    script (and ``stats``, YAML); the game and a reader of p1's cents gained since."""
    cards = ("  - id: penny\n    name: Penny\n    type: loot\n    script: penny.lua\n"
             + (f"    stats: {stats}\n" if stats else ""))
    root = homebrew_set(tmp_path, "four-souls", cards, {"penny.lua": source})
    game = Registry().new_game("four-souls", players=2, seed=3, sets=[root])
    before = game.counter("p1", "cents")
    flow = game.scripts.run_entry("penny", "on_play", controller="p1")
    try:
        while True:
            next(flow)
    except StopIteration:
        pass
    return game, lambda: game.counter("p1", "cents") - before


def both_ways(tmp_path: Path, source: str, monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """What Penny's effect does (cents gained, or the error it raised) with effects run in
    Python where they can be, then only in Lua."""
    out = []
    for budget in (ON, OFF):
        monkeypatch.setattr(host_module, "PLAIN_EFFECT_BUDGET", budget)
        try:
            _, cents = penny(tmp_path / str(budget), source)
            out.append(cents())
        except CardScriptError as exc:
            out.append(str(exc))
    return out


def test_an_effect_that_meets_what_only_lua_says_after_an_action_does_it_once(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # strings compared by order are Lua's to say: Lua runs it again, the first gain answered
    source = ("return { on_play = function(ctx)\n  ctx:gain_cents(ctx.controller, 1)\n"
              "  if 'a' < 'b' then ctx:gain_cents(ctx.controller, 2) end\nend }\n")
    assert both_ways(tmp_path, source, monkeypatch) == [3, 3]


@pytest.mark.parametrize("failing", [
    "  ctx:gain_cents('nobody', 1)\n",  # an action the kernel refuses
    "  local n = ctx:cents('nobody')\n  ctx:gain_cents(ctx.controller, n)\n",  # a question
])
def test_what_fails_after_an_action_fails_as_in_lua_at_its_line(
        failing: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    source = ("return { on_play = function(ctx)\n  ctx:gain_cents(ctx.controller, 1)\n"
              f"{failing}end }}\n")
    plain, lua = both_ways(tmp_path, source, monkeypatch)
    assert plain == lua and "penny.lua:3:" in plain


# a seeded fuzz: random effects of actions, questions, branches and loops, run both ways
_VALUES = ("1", "2", "params.n", "ctx:cents(ctx.controller)", "#ctx:hand(ctx.controller)",
           "(ctx:cents(ctx.controller) % 3)", "'x'", "nil", "{ 1, 2 }")
_CONDS = ("true", "false", "nil", "ctx:cents(ctx.controller) > 3", "'a' < 'b'",
          "ctx:hand(ctx.controller) == nil", "1 == 1.0", "params.n ~= 2",
          "ctx:cents(ctx.controller) + 'x' == 1")


def _statement(rng: random.Random, depth: int) -> str:
    pick = rng.randrange(7 if depth < 2 else 4)
    if pick == 0:
        return f"ctx:gain_cents(ctx.controller, {rng.choice(('1', '2', 'params.n'))})"
    if pick == 1:
        return f"local v{depth}{rng.randrange(99)} = {rng.choice(_VALUES)}"
    if pick == 2:
        return f"ctx:gain_cents(ctx.controller, {rng.choice(_VALUES)})"
    if pick == 3:
        return "ctx:loot(ctx.controller, 1)"
    if pick == 4:
        inner = "\n".join(_statement(rng, depth + 1) for _ in range(rng.randrange(1, 3)))
        return f"if {rng.choice(_CONDS)} then\n{inner}\nend"
    if pick == 5:
        inner = "\n".join(_statement(rng, depth + 1) for _ in range(rng.randrange(1, 3)))
        return f"for _, c in ipairs(ctx:hand(ctx.controller)) do\n{inner}\nend"
    return (f"if {rng.choice(_CONDS)} and ctx:cents(ctx.controller) > 0 then "
            f"ctx:gain_cents(ctx.controller, 1) end")


def test_random_effects_do_what_lua_does(tmp_path: Path,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    rng = random.Random(32)
    ran = 0
    for i in range(40):
        body = "\n".join(_statement(rng, 0) for _ in range(rng.randrange(1, 5)))
        source = f"--- param n: count\nreturn {{ on_play = function(ctx)\n{body}\nend }}\n"
        out = []
        for budget in (ON, OFF):
            monkeypatch.setattr(host_module, "PLAIN_EFFECT_BUDGET", budget)
            failed, game = penny_played(tmp_path / f"{i}-{budget}", source)
            out.append((failed, game.snapshot(), list(game.history)))
            ran += budget == ON
        assert out[0] == out[1], source
    assert ran == 40


# ---------------------------------------------------------------- whole games, both ways

@pytest.mark.parametrize(("game_id", "seeds"), [("munchkin", 6), ("four-souls", 4)])
def test_whole_games_are_the_same_with_effects_run_in_python(
        game_id: str, seeds: int, monkeypatch: pytest.MonkeyPatch) -> None:
    registry = Registry()
    played = []
    ran = [0]
    ran_plain = host_module.ScriptHost._ran_plain

    def counted(self: Any, *args: Any) -> Any:
        done, value = yield from ran_plain(self, *args)
        ran[0] += done
        return done, value
    monkeypatch.setattr(host_module.ScriptHost, "_ran_plain", counted)
    for budget in (ON, OFF):
        monkeypatch.setattr(host_module, "PLAIN_EFFECT_BUDGET", budget)
        games = [play_game(registry, game_id, 4, "heuristic", seed)[0] for seed in range(seeds)]
        played.append([(g.snapshot(), g.answers, g.skipped) for g in games])
    assert played[0] == played[1]
    assert ran[0] > 40 * seeds  # most effects of these games ran in Python


def test_a_file_that_prints_is_run_in_lua(tmp_path: Path) -> None:
    # it narrates while loading: a game that ran its effect in Python would not load it
    source = ("print('loaded')\n"
              "return { on_play = function(ctx) ctx:gain_cents(ctx.controller, 1) end }\n")
    game, cents = penny(tmp_path, source)
    assert cents() == 1
    assert game.scripts._plain_effect_of(game.scripts.script("penny"), None, "on_play") is None


# ---------------------------------------------------------------- lib's helpers

def test_lib_row_for_gives_what_its_lua_gives() -> None:
    # seeded fuzz of plainlib.row_for against cardlib.lua's own, in a sandbox
    from deckwright.kernel.scripting import plainlib
    from deckwright.kernel.scripting.plainsyntax import NotPlain
    from deckwright.kernel.scripting.sandbox import Sandbox, ScriptError
    sandbox = Sandbox()
    text = (Path(plainlib.__file__).parent / "cardlib.lua").read_text(encoding="utf-8")
    lua_row_for = sandbox.load(text, "cardlib.lua")["row_for"]
    rng = random.Random(7)
    values = (1, 2, 3, 4, 6, 2.5, "3", None, True)
    same = 0
    for _ in range(600):
        rows = [[rng.choice(values), rng.choice(values), {"cents": rng.randrange(5)}]
                for _ in range(rng.randrange(4))]
        if rng.random() < 0.1:
            rows = rng.choice(({"a": 1}, "rows", None))
        result = rng.choice(values)
        try:
            mine = plainlib.row_for(rows, result)
        except NotPlain:
            continue
        try:
            theirs = sandbox.to_python(sandbox.call(lua_row_for, rows, result))
        except ScriptError:
            raise AssertionError(f"Lua failed where Python answered: {rows} {result}") from None
        assert theirs == mine, (rows, result)
        same += 1
    assert same > 200


def test_a_file_that_binds_lib_itself_is_not_read_as_calling_the_kernel_s(
        tmp_path: Path) -> None:
    source = ("local lib = { row_for = function() return { 0, 0, 5 } end }\n"
              "return { on_play = function(ctx)\n"
              "  ctx:gain_cents(ctx.controller, lib.row_for({}, 1)[3])\nend }\n")
    game, cents = penny(tmp_path, source)
    assert cents() == 5
    assert game.scripts._plain_effect_of(game.scripts.script("penny"), None, "on_play") is None


def test_card_reads_the_card_s_facts_unless_the_file_binds_its_own(tmp_path: Path) -> None:
    source = ("return { on_play = function(ctx)\n"
              "  ctx:gain_cents(ctx.controller, card.stats.hp + #card.name)\nend }\n")
    game, cents = penny(tmp_path / "facts", source, "{hp: 2}")
    assert cents() == 7  # 2 + #"Penny"
    assert game.scripts._plain_effect_of(game.scripts.script("penny"), None, "on_play")
    own = "local card = { stats = { hp = 10 }, name = '' }\n" + source
    game, cents = penny(tmp_path / "own", own, "{hp: 2}")
    assert cents() == 10
    assert game.scripts._plain_effect_of(game.scripts.script("penny"), None, "on_play") is None


def test_hostile_effects_are_read_or_refused_and_never_crash() -> None:
    # seeded fuzz: token soups and deep nesting, read as effects: read_effect gives an effect
    # or None, and an effect read runs to its end or says NotPlain, whatever the replies
    from deckwright.kernel.scripting.plainsyntax import NotPlain
    rng = random.Random(11)
    pieces = ["function", "(", ")", "ctx", "a", "return", "end", "if", "then", "else",
              "elseif", "for", "_", "i", ",", "in", "ipairs", "pairs", "do", "local", "=",
              "==", "~=", "<", "+", "-", "*", "%", "#", "not", "and", "or", "{", "}", "[",
              "]", ".", ":", "1", "2", "'s'", "nil", "true", "params", "card", "lib",
              "row_for", "x", "loot", "confirm", "choose", "ctx:loot(a, 1)",
              "ctx:confirm('?')", "\n"]
    replies = [None, True, False, 0, 3, "s", [1, 2], {"k": 1}]
    read = ran = 0
    for _ in range(3000):
        text = " ".join(rng.choice(pieces) for _ in range(rng.randrange(1, 60)))
        pick = rng.random()
        if pick < 0.5:
            text = f"function(ctx, a) {text} end"
        elif pick < 0.6:
            deep = rng.randrange(30, 200)
            inner = rng.choice(["(" * deep + "ctx:confirm('?')" + ")" * deep,
                                "not " * deep + "ctx:confirm('?')",
                                "if a then " * deep + "ctx:loot(a, 1)" + " end" * deep])
            text = f"function(ctx, a) local v = {inner} end" if not inner.startswith("if") \
                else f"function(ctx, a) {inner} end"
        found = read_effect(text, {"params": ()}, actions=ACTIONS)
        if found is None:
            continue
        read += 1
        run = found.run(Run({"controller": "p1", "self": "card#1"}, (rng.choice(replies),),
                            {"x": 1}, lambda *a: rng.choice(replies), card={"name": "P"}))
        try:
            run.send(None)
            for _ in range(200):
                run.send(rng.choice(replies))
        except (StopIteration, NotPlain):
            ran += 1
    assert read > 20 and ran > 10


def test_a_game_with_a_smaller_script_budget_runs_every_effect_in_lua() -> None:
    # a plain effect's bounds (64 actions, returnexpr's loop rounds) fit the default budget
    game = Registry().new_game("four-souls", players=2, seed=1)
    small = host_module.ScriptHost(game, max_instructions=100_000,
                                   max_memory=game.scripts.max_memory)
    assert game.scripts.plain_effects and not small.plain_effects


def test_an_effect_making_more_actions_than_a_plain_one_ends_as_in_lua(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # past 64 actions Lua goes on from the 64th, on its budget: 1,000 units a request
    for count in (90, 2000):
        source = ("return { on_play = function(ctx)\n"
                  f"  for i = 1, {count} do ctx:gain_cents(ctx.controller, 1) end\nend }}\n")
        plain, lua = both_ways(tmp_path / str(count), source, monkeypatch)
        assert plain == lua
        if count == 90:
            assert plain == 90
        else:
            assert "instruction budget exceeded" in plain


# ---------------------------------------------------------------- dispatch tables

DISPATCH = ('local OPS = {}\n'
            'OPS["gain"] = function(ctx, n)\n  ctx:gain_cents(ctx.controller, n)\nend\n'
            'OPS["twice"] = function(ctx, n)\n  ctx:gain_cents(ctx.controller, n * 2)\nend\n'
            'OPS["odd"] = function(ctx, n)\n  if "a" < "b" then ctx:gain_cents(ctx.controller, n)'
            ' end\nend\n'
            'return { on_play = function(ctx)\n'
            '  for _, step in ipairs({ "gain", "twice", "odd", "gain" }) do OPS[step](ctx, 1) end\n'
            'end }\n')


def test_a_dispatch_table_s_functions_are_called_by_key_as_in_lua(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Munchkin's monster.lua: OPS[step["do"]](ctx, seat, step); "odd" is Lua's to say, so
    # Lua runs the effect again from its start, the first two steps answered as they were
    assert both_ways(tmp_path, DISPATCH, monkeypatch) == [5, 5]
    monkeypatch.setattr(host_module, "PLAIN_EFFECT_BUDGET", ON)
    game, _ = penny(tmp_path / "read", DISPATCH)
    assert game.scripts._plain_effect_of(game.scripts.script("penny"), None, "on_play")


def test_a_table_written_anywhere_else_is_no_dispatch_table() -> None:
    from deckwright.kernel.scripting.paramsnames import file_names
    entry = 'OPS["a"] = function(ctx) end\n'
    assert set(file_names("local OPS = {}\n" + entry + "return {}").dispatch) == {"OPS"}
    for text in (
        "local OPS = {}\n" + entry + entry + "return {}",  # a key given twice
        "local OPS = {}\n" + entry + "OPS.b = 1\nreturn {}",  # another write
        "local OPS = {}\n" + entry + "local function f() OPS.a = nil end\nreturn {}",
        "local OPS = {}\nif x then\n" + entry + "end\nreturn {}",  # not at the top level
        "local OPS = {}\n" + entry + "OPS = {}\nreturn {}",  # set again
        entry + "return {}",  # no table of its own
        'local OPS = {}\nOPS["a"] = function(ctx) end OPS["b"] = function(ctx) end\nreturn {}',
    ):
        names = file_names(text)
        assert names is None or "OPS" not in names.dispatch, text


WAYS = ('local WAYS = {}\n'
        'WAYS["give"] = {\n'
        '  offer = function(ctx) return 2 end,\n'
        '  act = function(ctx, n)\n    ctx:gain_cents(ctx.controller, n)\n  end,\n'
        '}\n'
        'WAYS["keep"] = {\n  offer = function(ctx) return 0 end,\n}\n'
        'return { on_play = function(ctx)\n'
        '  local n = WAYS["give"].offer(ctx) + WAYS["keep"].offer(ctx)\n'
        '  WAYS["give"].act(ctx, n + 1)\n'
        'end }\n')


def test_a_dispatch_table_s_entries_of_named_functions_are_called_as_in_lua(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Munchkin's monster.lua: INSTEAD[P.instead].offer(ctx, seat)
    from deckwright.kernel.scripting.paramsnames import file_names
    found = file_names(WAYS)
    assert found is not None and set(found.dispatch["WAYS"][1]) == {
        ("give", "offer"), ("give", "act"), ("keep", "offer")}
    assert both_ways(tmp_path, WAYS, monkeypatch) == [3, 3]
    monkeypatch.setattr(host_module, "PLAIN_EFFECT_BUDGET", ON)
    game, _ = penny(tmp_path / "read", WAYS)
    assert game.scripts._plain_effect_of(game.scripts.script("penny"), None, "on_play")
    for text in (
        WAYS.replace('WAYS["keep"] = {', 'WAYS["give"] = {'),  # a key given twice
        WAYS.replace("return { on_play", "WAYS.give.act = nil\nreturn { on_play"),  # written
    ):
        names = file_names(text)
        assert names is None or "WAYS" not in names.dispatch, text


def test_a_helper_sees_only_the_helpers_declared_above_itself(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # in give, more is a global (nil): it is declared after give, if before on_play
    source = ("local function give(ctx, n)\n  ctx:gain_cents(ctx.controller, more(ctx, n))\nend\n"
              "local function more(ctx, n)\n  return n + 1\nend\n"
              "return { on_play = function(ctx) give(ctx, 1) end }\n")
    plain, lua = both_ways(tmp_path, source, monkeypatch)
    assert plain == lua and "attempt to call a nil value" in plain


def test_an_effect_read_in_an_earlier_game_runs_first_thing_in_the_next(tmp_path: Path) -> None:
    # its reading is kept for the process: the next game may run it before anything else has
    # built that game's API (Eden's start-of-game choice, the first effect of a game)
    for n in range(2):
        game, cents = penny(tmp_path / str(n), "return { on_play = function(ctx)\n"
                            "  ctx:gain_cents(ctx.controller, 2)\nend }\n")
        assert not game.over, game.result
        assert cents() == 2


def _bone_counters(monkeypatch: pytest.MonkeyPatch, budget: int) -> tuple[Any, list[bool]]:
    """The Bone's "put a counter on this" (``effect = lib.put_counter``, the game's helper
    file) run three times: its counters, the game's history, and whether each ran in
    Python to its end."""
    monkeypatch.setattr(host_module, "PLAIN_EFFECT_BUDGET", budget)
    ran = plain_runs(monkeypatch)
    game = Registry().new_game("four-souls", players=2, seed=3)
    bone = game.create_objects(["the-bone"], "p1.items", owner="p1")[0]
    game.refresh_ability_zones()
    script = game.scripts.script("the-bone")
    ability = next(a for a in script.abilities if a.label == "put a counter on this")
    for _ in range(3):
        flow = game.scripts.run(script, ability, "effect", bone.id, "p1")
        for _ in flow:
            pass
    return (game.counter(bone.id, "counters"), [h for h in game.history]), ran


def test_an_effect_taken_from_the_game_s_helper_file_runs_in_python_as_in_lua(
        monkeypatch: pytest.MonkeyPatch) -> None:
    lua, ran_lua = _bone_counters(monkeypatch, OFF)
    monkeypatch.undo()
    plain, ran = _bone_counters(monkeypatch, ON)
    assert plain == lua and lua[0] == 3
    assert ran_lua == [] and ran == [True, True, True]
