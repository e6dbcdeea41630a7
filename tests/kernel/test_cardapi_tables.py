"""cardapi.lua's fixed tables, written once per process as a Lua literal, hold exactly what
the Python side describes (issue #13: paid once, not converted again for every game)."""

from __future__ import annotations

from deckwright.kernel.sandbox import Sandbox
from deckwright.kernel.scripting import ABILITY_FIELDS, _fixed_tables_literal


def test_the_literal_gives_every_ctx_function_and_every_known_field() -> None:
    api = (("stat", "query"), ('odd "name" \\ é\n', "action"))
    sandbox = Sandbox()
    fixed = sandbox.load(_fixed_tables_literal(api), "fixed")
    assert sandbox.to_python(sandbox.call(fixed, "api")) == [
        {"name": name, "kind": kind} for name, kind in api]
    assert sandbox.to_python(sandbox.call(fixed, "fields")) == {
        kind: {field: True for field in known} for kind, known in ABILITY_FIELDS.items()}


def test_each_call_gives_a_fresh_table() -> None:
    # a game's tables are its own: writing into one call's table leaves the next call's alone
    sandbox = Sandbox()
    fixed = sandbox.load(_fixed_tables_literal((("stat", "query"),)), "fixed")
    scribble = sandbox.load("return function(t) t[1].name = 'changed' end", "scribble")
    sandbox.call(scribble, sandbox.call(fixed, "api"))
    assert sandbox.to_python(sandbox.call(fixed, "api")) == [{"name": "stat", "kind": "query"}]
