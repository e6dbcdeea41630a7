"""A card script keeps no state of its own (issue #31): a card function that changes anything
the script holds between calls (its top-level locals, the tables they hold, its globals, the
tables of its abilities, what its load-time closures capture) is refused when the set loads if
the text shows it, else stopped at the call that made the change; what a card must remember it
keeps with ctx:remember, and then every game replays. docs/writing-cards.md, "A card keeps its
state with ctx:remember", shows the rule with the curse tested here both ways."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckwright.cli.main import cli
from deckwright.kernel import Registry
from deckwright.kernel.errors import CardSetError, ReplayError
from deckwright.kernel.log import GameLog, replay
from deckwright.kernel.registry import default_registry
from deckwright.kernel.scripting import host as host_module
from deckwright.kernel.scripting.cardscript import CardScriptError
from deckwright.kernel.scripting.cardstate import analyse, classify
from deckwright.kernel.scripting.sandbox import Sandbox
from deckwright.kernel.sets.scriptproblems import script_problems

from .test_scripting import make_set, play, start

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "writing-cards.md"
SECTION = "### A card keeps its state with ctx:remember"
# what every refusal and every stopped call says (the fix is named in each)
STATE = "which the script keeps between calls|a local the script keeps between calls|a global " \
        "of the script|a table the script keeps between calls|may keep nothing that changes"
FIX = "ctx:remember"


def _doc_curses() -> tuple[str, str]:
    """The section's two Lua blocks: the curse counting in its query, then the one that
    remembers in its effect."""
    text = DOC.read_text(encoding="utf-8")
    section = text[text.index(SECTION):]
    section = section[:re.search(r"\n##+ ", section[len(SECTION):]).start() + len(SECTION)]
    blocks = re.findall(r"```lua\n(.*?)```", section, re.S)
    assert len(blocks) == 2, "the section shows the curse both ways"
    return blocks[0], blocks[1]


def curse_set(root: Path, script: str, set_id: str = "counting-curse") -> Path:
    """A Munchkin homebrew set of one curse (six copies, so that games meet it)."""
    (root / "cards").mkdir(parents=True)
    (root / "set.yaml").write_text(
        "game: munchkin\n"
        f"id: {set_id}\n"
        "name: Counting curse\n"
        "version: '1'\n"
        "cards:\n"
        "  - id: curse-of-counting\n"
        "    name: 'Curse! Counting'\n"
        "    type: curse\n"
        "    copies: 6\n"
        "    stats: {deck: door}\n"
        "    text: Lose a level, more each time this curse strikes.\n"
        "    script: counting.lua\n", encoding="utf-8")
    (root / "cards" / "counting.lua").write_text(script, encoding="utf-8")
    return root


def deckwright(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(cli, list(args))
    return result.exit_code, result.output


# ------------------------------------------------------------------ the curse, both ways
def test_the_curse_counting_in_its_query_is_refused_when_its_set_loads(tmp_path: Path) -> None:
    counting, _ = _doc_curses()
    folder = curse_set(tmp_path / "curse", counting)
    logs = tmp_path / "logs"
    code, out = deckwright("simulate", "munchkin", "--set", str(folder), "--games", "6",
                           "--logs", str(logs), "--bots", "heuristic", "--jobs", "1")
    assert code == 1
    errors = [line for line in out.splitlines() if line.startswith("error:")]
    assert len(errors) == 1, out
    assert "card 'curse-of-counting'" in errors[0] and "counting.lua:4:" in errors[0]
    assert "`uses`" in errors[0] and FIX in errors[0]
    assert not logs.exists() or not list(logs.iterdir()), "no game was played"
    code, out = deckwright("lint", str(folder))
    assert code == 1 and "counting.lua:4: a card function changes `uses`" in out


def test_the_curse_remembering_in_its_effect_plays_and_every_log_replays(
    tmp_path: Path,
) -> None:
    _, remembering = _doc_curses()
    folder = curse_set(tmp_path / "curse", remembering)
    logs = tmp_path / "logs"
    code, out = deckwright("simulate", "munchkin", "--set", str(folder), "--games", "6",
                           "--logs", str(logs), "--bots", "heuristic", "--jobs", "1")
    assert code == 0 and "errors: 0" in out, out
    files = sorted(logs.glob("*.jsonl"))
    assert len(files) == 6
    # the curse came up (it is six of the door cards): what these logs replay includes it
    assert sum("curse-of-counting" in f.read_text(encoding="utf-8") for f in files) >= 3
    for file in files:
        code, out = deckwright("replay", str(file), "--verify")
        assert code == 0 and "verified" in out, f"{file.name}: {out}"


def test_a_write_the_text_cannot_show_stops_the_game_at_that_call(tmp_path: Path) -> None:
    # the count goes through a helper that writes the table it is given: no line of the text
    # says which table, so the state is compared after each call of the script
    folder = curse_set(tmp_path / "curse", """\
local counts = { uses = 0 }

local function bump(t)
  t.uses = t.uses + 1
end

return {
  affects = function(ctx, seat)
    bump(counts)
    return ctx:level(seat) > 1
  end,
  curse = function(ctx, seat) ctx:lose_levels(seat, 1 + counts.uses % 3) end,
}
""")
    code, out = deckwright("lint", str(folder))
    assert "counting.lua" not in out, "it loads: the write is found when it happens"
    code, out = deckwright("simulate", "munchkin", "--set", str(folder), "--games", "2",
                           "--bots", "heuristic", "--jobs", "1")
    assert code == 1
    assert ("card 'curse-of-counting', affects: counting.lua:4: a card function changed "
            "`counts.uses` (it was 0 when the script loaded, it is 1 now)") in out
    assert FIX in out


# ------------------------------------------------------------------ a seeded fuzz
# Each write a script can make to what it keeps: (what it declares at the top of the file,
# the statement that writes it, the expression the effect adds as coins). Each is placed in a
# query (rich) or in the effect (on_play) of a Wizard Duel spell.
WRITES: dict[str, tuple[str, str, str]] = {
    "upvalue": ("local uses = 0", "uses = uses + 1", "uses"),
    "table in an upvalue": ("local counts = { n = 0 }", "counts.n = counts.n + 1", "counts.n"),
    "through a local": ("local counts = { n = 0 }",
                        "local c = counts\n    c.n = c.n + 1", "counts.n"),
    "through a parameter": ("local counts = { n = 0 }\n"
                            "local function bump(t) t.n = t.n + 1 end",
                            "bump(counts)", "counts.n"),
    "global": ("", "uses = (uses or 0) + 1", "(uses or 0)"),
    "global through _G": ("", "_G.uses = (_G.uses or 0) + 1", "(_G.uses or 0)"),
    "rawset on _G": ("", 'rawset(_G, "uses", (rawget(_G, "uses") or 0) + 1)',
                     '(rawget(_G, "uses") or 0)'),
    "rawset on an upvalue": ("local counts = { n = 0 }",
                             'rawset(counts, "n", counts.n + 1)', "counts.n"),
    "rawset taken as a value": ("local counts = { n = 0 }\nlocal put = rawset",
                                'put(counts, "n", counts.n + 1)', "counts.n"),
    "__newindex function": ("local store = { n = 0 }\n"
                            "local proxy = setmetatable({}, { __index = store,\n"
                            "  __newindex = function(t, k, v) store[k] = v end })",
                            "local p = proxy\n    p.n = p.n + 1", "store.n"),
    "__newindex table": ("local store = { n = 0 }\n"
                         "local proxy = setmetatable({}, { __index = store, __newindex = store })",
                         "local p = proxy\n    p.n = p.n + 1", "store.n"),
    "closure made at load": ("local function counter()\n"
                             "  local n = 0\n"
                             "  return function() n = n + 1 return n end\n"
                             "end\n"
                             "local tick = counter()",
                             "tick()", "tick()"),
    "nested closure": ("local counts = { n = 0 }",
                       "local function inner() counts.n = counts.n + 1 end\n    inner()",
                       "counts.n"),
    "table.insert": ("local seen = {}", 'table.insert(seen, "x")', "#seen"),
    "table.insert as a value": ("local seen = {}\nlocal add = table.insert",
                                'add(seen, "x")', "#seen"),
    "metatable": ("local counts = { n = 0 }",
                  "local c = counts\n    setmetatable(c, { __index = { m = 1 } })",
                  "(counts.m or 0)"),
    "a library of its own": ("", "string.tally = (string.tally or 0) + 1",
                             "(string.tally or 0)"),
    "params": ("", "params.tag = params.tag + 1", "params.tag"),
    "the script's own table": ("", "spell.n = (spell.n or 0) + 1", "(spell.n or 0)"),
    "its own table through a local": ("", "local me = spell\n    me.n = (me.n or 0) + 1",
                                      "(spell.n or 0)"),
    "load": ("", 'load("uses = (uses or 0) + 1")()', "(uses or 0)"),
    "iterator kept from loading": ('local words = ("a b c d e f g"):gmatch("%a")',
                                   "words()", "#(words() or '')"),
    "iterator by a computed name": ('local words = ("a b c")["gm" .. "atch"]("a b c", "%a")',
                                    "words()", "#(words() or '')"),
    "coroutine kept from loading": ("local tick = coroutine.wrap(function()\n"
                                    "  while true do coroutine.yield(1) end\n"
                                    "end)", "tick()", "tick()"),
}
# the same shapes that keep nothing: each plays, and its game replays
CONTROLS: dict[str, tuple[str, str, str]] = {
    "a table of the call": ("", "local t = {}\n    t.n = 1", "1"),
    "a closure of the call": ("", "local n = 0\n    local function up() n = n + 1 end\n    up()",
                              "1"),
    "a constant read": ("local ROWS = { 3, 1, 2 }", "local r = ROWS[2]", "ROWS[1]"),
    "built while loading": ("local rows = {}\nlocal function add(r) rows[#rows + 1] = r end\n"
                            "add(2)\nadd(5)", "local r = rows[1]", "rows[2]"),
    "remembered": ("", 'local r = ctx:recall("n", "fuzz")',
                   '(ctx:recall("n", "fuzz") or 0) + 1'),
}


def _variant(rng: random.Random, top: str, write: str, value: str, where: str) -> str:
    """A spell whose query (rich) or effect (on_play) makes the write, its effect adding the
    value as coins; seeded decoration moves the lines around."""
    pad = "\n".join(f"-- note {i}" for i in range(rng.randrange(3)))
    consts = rng.choice(["", "local LIMIT = 3", "local ROWS = { { 1, 2 }, { 3, 6 } }"])
    helper = rng.choice(["", "local function mine(ctx, seat) return seat == ctx.controller end"])
    query_write = write if where == "query" else ""
    effect_write = write if where == "effect" else ""
    remember = 'ctx:remember("n", (ctx:recall("n", "fuzz") or 0) + 1, "fuzz")' \
        if "recall" in value else ""
    return f"""{pad}
{consts}
local spell = {{}}
{top}
{helper}
spell.rich = function(ctx, seat)
  {query_write}
  return ctx:counter(seat, "coins") >= 3
end
spell.on_play = function(ctx)
  {effect_write}
  local gain = {value}
  {remember}
  ctx:add_counter(ctx.controller, "coins", math.tointeger(gain) or 1)
end
return spell
"""


def _outcome(registry: Registry, root: Path, source: str, asks: int) -> str:
    """What becomes of a spell: "load" (refused when its set loads), "query" or "effect"
    (stopped at the call that changed its state), or "replays" (it played, and its game,
    saved and replayed without the questions bots asked, ends in the same state)."""
    folder = make_set(root, {"spell": ("spell", source)})
    try:
        game = start(registry, folder, ["spell"])
    except CardSetError as exc:
        assert re.search(STATE, str(exc)) and FIX in str(exc), str(exc)
        assert re.search(r"card 'spell': spell\.lua:\d+: ", str(exc)), str(exc)
        return "load"
    try:
        for seat in ["p1", "p2"] * asks:  # a bot asking, as often as it likes
            game.scripts.query_entry("spell", "rich", seat, controller="p1")
    except CardScriptError as exc:
        assert re.search(STATE, str(exc)) and FIX in str(exc), str(exc)
        assert re.search(r"^card 'spell', rich: spell\.lua:\d+: ", str(exc)), str(exc)
        return "query"
    play(game, "spell")
    if game.over:
        assert game.error is not None and re.search(STATE, game.error), game.error
        assert re.search(r"^card 'spell', on_play: spell\.lua:\d+: ", game.error), game.error
        return "effect"
    log = root / "game.jsonl"
    GameLog(game, [str(folder)]).save(log)
    try:
        again = replay(log, registry)
    except ReplayError as exc:
        raise AssertionError(f"the replay went astray: {exc}") from None
    assert again.state_hash() == game.state_hash(), "the replay went astray"
    return "replays"


@pytest.mark.parametrize("seed", range(3))
def test_a_seeded_fuzz_of_script_state_is_each_refused_or_replayed(
    registry: Registry, tmp_path: Path, seed: int
) -> None:
    rng = random.Random(seed)
    seen: dict[str, set[str]] = {"load": set(), "query": set(), "effect": set()}
    for name, (top, write, value) in sorted(WRITES.items()):
        for where in ("query", "effect"):
            source = _variant(rng, top, write, value, where)
            root = tmp_path / f"{len(list(tmp_path.iterdir()))}"
            outcome = _outcome(registry, root, source, rng.randrange(1, 4))
            assert outcome in ("load", where), f"{name} in the {where}: {outcome}\n{source}"
            seen[outcome].add(name)
    for name, (top, write, value) in sorted(CONTROLS.items()):
        for where in ("query", "effect"):
            source = _variant(rng, top, write, value, where)
            root = tmp_path / f"{len(list(tmp_path.iterdir()))}"
            outcome = _outcome(registry, root, source, rng.randrange(1, 4))
            assert outcome == "replays", f"{name} in the {where}: {outcome}\n{source}"
    # both halves of the check are exercised: the text's refusals and the run-time watch
    assert {"upvalue", "table in an upvalue", "global", "params"} <= seen["load"]
    assert {"through a parameter", "through a local", "load", "__newindex table",
            "rawset taken as a value", "metatable"} <= seen["query"]


def test_without_the_check_a_query_keeping_a_count_does_not_replay(
    registry: Registry, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the fuzz's oracle can fail: with the check set aside, the count a query keeps reaches
    # the game, and the replay (where no bot asks) ends elsewhere
    monkeypatch.setattr(host_module.ScriptHost, "_watch_state", lambda *args: None)
    top, write, value = WRITES["through a parameter"]
    source = _variant(random.Random(0), top, write, value, "query")
    with pytest.raises(AssertionError, match="the replay went astray"):
        _outcome(registry, tmp_path / "set", source, 3)


# ------------------------------------------------------------------ the text's half
def _sites(source: str) -> list[tuple[str, str, int]]:
    return [(s.kind, s.what, s.line) for s in analyse(source).sites]


def test_the_text_is_scoped_as_lua_scopes_it() -> None:
    # a local shadowing the script's: its own
    assert _sites("local x = 1\nreturn { f = function() local x = x\n x = 2 end }") == []
    # the condition of repeat sees the block's locals; after it, the script's again
    assert _sites("local a = 0\nreturn { f = function()\n repeat local a = 1 until a == 1\n"
                  " a = 5 end }") == [("variable", "a", 4)]
    # a table the function made itself, filled and refilled
    assert _sites("return { f = function() local t = {}\n t.n = 1\n t = { 2 }\n t[3] = 4 end }"
                  ) == []
    # a helper the chunk only calls while loading writes nothing after load
    assert _sites("local list = {}\nlocal function add(a) list[#list + 1] = a end\nadd(1)\n"
                  "return list") == []
    # ... unless a function it returns can still be called
    assert _sites("local function make()\n local n = 0\n return function() n = n + 1 end\n"
                  "end\nreturn { f = make() }") == [("variable", "n", 3)]
    # a method defined in a card function writes its table
    assert _sites("local M = {}\nreturn { f = function() function M.g() end end }") == [
        ("table", "M.g", 2)]
    assert analyse("local put = rawset\nreturn {}").dynamic == "it takes `rawset` as a value"
    assert analyse("return { f = function() return _G end }").dynamic is not None


def test_a_write_runs_after_load_only_from_a_function_the_state_still_holds() -> None:
    source = """\
local n = 0
local function per_call()
  local m = 0
  return function() m = m + 1 end
end
local function make()
  return function()
    n = n + 1
  end
end
return { f = make(), g = per_call }
"""
    report = analyse(source)
    # the state holds make's closure (lines 7-9) and per_call (2-5): the closure's write of
    # the script's n is certain; per_call's closures write a local of their call
    verdict = classify(report, [(7, 9), (2, 5)], foreign=False)
    assert [(s.what, s.line) for s in verdict.certain] == [("n", 8)] and not verdict.watch
    # two functions on the same lines: not certain which the state holds, so watched
    verdict = classify(analyse("local n = 0\nlocal function a() n = 1 end local function b() "
                               "end\nreturn { a = a, b = b }"), [(2, 2)], foreign=False)
    assert not verdict.certain and verdict.watch
    # the same text holding neither writes nothing after load
    assert classify(report, [], foreign=False) == classify(report, [], foreign=False)
    assert not classify(report, [], foreign=False).certain


# ------------------------------------------------------------------ the sandbox's half
def _watched(sb: Sandbox, source: str) -> tuple[object, dict[str, object]]:
    table = sb.load(source, "w.lua", keep=True)
    state = sb.watch(table, "w.lua")
    assert state.refused is None, state.refused
    return state.snap, sb.to_python(table)


STATE_SCRIPT = """
x = 1
local T = setmetatable({ nan = 0/0 }, { __index = { a = 1 } })
local u
return {
  read = function() for k in pairs(_G) do end for k in pairs(string) do end return T.a, x end,
  nan = function() T.nan = 0/0 end,
  meta = function() getmetatable(T).__index.a = 2 end,
  nil_upvalue = function() u = false end,
  lib = function() setmetatable(math, {}) end,
  lib_key = function() math.pi = 3 end,
  global = function() rawset(_G, "x", nil) end,
}"""


@pytest.mark.parametrize(("call", "change"), [
    ("read", None),
    ("nan", None),  # NaN is the NaN it was
    ("meta", {"name": "getmetatable(T).__index.a", "before": "1", "after": "2"}),
    ("nil_upvalue", {"name": "u", "before": "nil", "after": "false"}),
    ("lib", {"name": "getmetatable(math)", "before": "nil", "after": "a table"}),
    ("lib_key", {"name": "math.pi", "before": "3.1415926535898", "after": "3"}),
    ("global", {"name": "x", "before": "1", "after": "nil"}),
])
def test_the_watch_sees_what_the_state_holds_and_nothing_a_read_does(
    call: str, change: dict[str, str] | None
) -> None:
    sb = Sandbox()
    snap, fns = _watched(sb, STATE_SCRIPT)
    sb.call(fns["read"])  # pairs over the globals makes them a copy of their own: no change
    assert sb.changed(snap) is None
    sb.call(fns[call])
    assert sb.changed(snap) == change


@pytest.mark.parametrize(("source", "kept"), [
    ("local it = pairs({ 1 })\nreturn { f = function() return it() end }", "it"),
    ("local c = coroutine.create(print)\nreturn { f = function() return c end }", "c"),
    ("local g = ('a b')['gm' .. 'atch']('a b', '%a')\nreturn { f = function() g() end }", "g"),
    ("local f = load('return function() end', '=[deckwright sandbox]')()\n"
     "return { f = function() f() end }", "f"),
])
def test_a_value_keeping_a_state_the_watch_cannot_see_is_refused(source: str, kept: str) -> None:
    sb = Sandbox()
    table = sb.load(source, "w.lua", keep="load(" in source)
    assert sb.kept(), "made while loading: the script is looked at"
    assert f"it keeps `{kept}` from when it loaded" in str(sb.watch(table, "w.lua").refused)


def test_the_engines_functions_a_script_keeps_are_trusted_not_watched(
    registry: Registry,
) -> None:
    # lib's helpers, the ability constructors and the libraries keep nothing of a script's:
    # holding them is no function of another text (which would leave it watched at run time)
    game = registry.new_game("wizard-duel", players=2, seed=1, options={"bids": False})
    host = game.scripts
    sb = host.sandbox
    env = {**host._builders(), "lib": host._library()}
    table = sb.load("local most, make, fmt = lib.most, triggered, string.format\n"
                    "return { f = function(ctx) return most, make, fmt, load end }", "t.lua",
                    env, keep=True)
    state = sb.watch(table, "t.lua")
    assert state.refused is None and not state.foreign and state.spans == ((2, 2),)


# ------------------------------------------------------------------ shipped sets, and games
def test_every_installed_set_still_loads_every_script() -> None:
    registry = default_registry()
    for game_id in registry.games():
        rules = registry.game(game_id).ruleset()
        installed = registry.installed_sets(game_id)
        for card_set in installed:
            assert script_problems(rules, installed, registry.pm, card_set) == [], card_set.id


def test_a_game_of_one_process_shares_no_state_with_another(
    registry: Registry, tmp_path: Path
) -> None:
    # a script's shape is shared by every game of the process, its Lua never: the same game
    # played twice in one process stops at the same call with the same state, as a first game
    folder = make_set(tmp_path / "set", {"spell": ("spell", """
local counts = { n = 0 }
local function bump(t) t.n = t.n + 1 end
return { rich = function(ctx, seat) bump(counts) return counts.n > 5 end }
""")})
    errors = []
    for _ in range(2):
        game = start(registry, folder, [])
        with pytest.raises(CardScriptError) as caught:
            game.scripts.query_entry("spell", "rich", "p1", controller="p1")
        errors.append(str(caught.value))
    assert errors[0] == errors[1] and "(it was 0 when the script loaded, it is 1 now)" in \
        errors[0]


def test_a_text_nested_too_deep_for_the_reading_is_lua_s_to_refuse(
    registry: Registry, tmp_path: Path
) -> None:
    # the reading gives up (the script would be watched at run time), and Lua's own compile
    # error is what the author sees
    deep = "return { on_play = function(ctx) return " + "(" * 5000 + "1" + ")" * 5000 + " end }"
    assert analyse(deep).dynamic is not None
    folder = make_set(tmp_path / "set", {"deep": ("spell", deep)})
    with pytest.raises(CardSetError, match="nested too deeply"):
        start(registry, folder, [])
