"""cardapi.lua's fixed tables, written once per process as a Lua literal, hold exactly what
the Python side describes (issue #13: paid once, not converted again for every game)."""

from __future__ import annotations

import pytest

from deckwright.kernel.registry import default_registry
from deckwright.kernel.scripting import sandbox as sandbox_module
from deckwright.kernel.scripting.cardscript import ABILITY_FIELDS
from deckwright.kernel.scripting.ctxapi import cardapi_source, fixed_tables_literal
from deckwright.kernel.scripting.host import cardapi_with_tables
from deckwright.kernel.scripting.sandbox import Sandbox, ScriptError, engine_bytecode
from deckwright.tools.simulation.bench import play_game


def test_the_literal_gives_every_ctx_function_and_every_known_field() -> None:
    api = (("stat", "query"), ('odd "name" \\ é\n', "action"))
    sandbox = Sandbox()
    fixed = sandbox.load(fixed_tables_literal(api), "fixed")
    assert sandbox.to_python(sandbox.call(fixed, "api")) == [
        {"name": name, "kind": kind} for name, kind in api]
    assert sandbox.to_python(sandbox.call(fixed, "fields")) == {
        kind: {field: True for field in known} for kind, known in ABILITY_FIELDS.items()}


def test_each_call_gives_a_fresh_table() -> None:
    # a game's tables are its own: writing into one call's table leaves the next call's alone
    sandbox = Sandbox()
    fixed = sandbox.load(fixed_tables_literal((("stat", "query"),)), "fixed")
    scribble = sandbox.load("return function(t) t[1].name = 'changed' end", "scribble")
    sandbox.call(scribble, sandbox.call(fixed, "api"))
    assert sandbox.to_python(sandbox.call(fixed, "api")) == [{"name": "stat", "kind": "query"}]


def test_the_engines_lua_is_compiled_once_per_process() -> None:
    source = "return function(x) return x + 1 end"
    first = engine_bytecode(source, "engine-probe")
    assert first is not None and first[:1] == b"\x1b"
    assert engine_bytecode(source, "engine-probe") is first


def test_engine_code_runs_as_its_source_does() -> None:
    source = "local n = ... return {add = function(x) return x + base end}"
    for load in ("load", "load_engine_code"):
        sandbox = Sandbox()
        table = getattr(sandbox, load)(source, "engine-probe", {"base": 41})
        assert sandbox.call(sandbox.to_python(table)["add"], 1) == 42


def test_engine_code_keeps_its_lines_in_errors() -> None:
    sandbox = Sandbox()
    table = sandbox.load_engine_code("return {\n  f = function() error('boom') end,\n}",
                                     "engine-probe")
    with pytest.raises(ScriptError, match=r"engine-probe:2: boom"):
        sandbox.call(sandbox.to_python(table)["f"])


def test_without_bytecode_the_card_api_compiles_from_source(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sandbox_module, "engine_bytecode", lambda source, name: None)
    game, decisions = play_game(default_registry(), "dungeon-raiders", 5, "random", 4)
    assert decisions > 20 and game.over
    # a game whose card functions were all described by the process cache never built its
    # sandbox: build it now, still without bytecode
    assert game.scripts.sandbox is not None and game.scripts._api["invoke"] is not None


def test_the_card_api_is_one_chunk_whose_lines_are_cardapi_luas() -> None:
    api = (("stat", "query"), ("move", "action"))
    text = cardapi_with_tables(api)
    assert text.splitlines()[1:] == cardapi_source().splitlines()[1:]
    assert text.splitlines()[0].endswith(cardapi_source().splitlines()[0])
    asked = []
    sandbox = Sandbox()
    made = sandbox.to_python(sandbox.load(text, "cardapi.lua", {
        "query": lambda *args: asked.append(args) or 7, "request": sandbox.yielding_function(),
        "sealed": sandbox.sealing_function(), "suggest": lambda *args: ""}))
    card = sandbox.load("return { triggered { on = 'move', effect = function() end },"
                        "  f = function(ctx) return ctx:stat('x') end }", "card.lua",
                        made["builders"])
    # fields: a triggered ability's known fields; api: ctx:stat, a query
    assert sandbox.to_python(sandbox.call(made["describe"], card))["entries"] == ["f"]
    assert sandbox.call(made["invoke"], card, None, "f", "o#1", "c", "p1", None, True) == 7
    assert asked == [("stat", "x")]
