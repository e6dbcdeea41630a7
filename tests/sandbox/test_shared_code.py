"""What a process makes once for every game's sandbox, never a Lua value: a card script's chunk
compiled to bytecode (``sandbox.shared_code``), with the same functions, lines, local names and
errors as the chunk compiled from its text in each sandbox; a card's tables as flat recipes
(``sandbox.flat_recipe``), made into the tables ``to_lua`` makes in one call."""

from __future__ import annotations

from typing import Any

import pytest

from deckwright.kernel.scripting import sandbox as sandbox_module
from deckwright.kernel.scripting.sandbox import Sandbox, ScriptError, flat_recipe, shared_code

SCRIPT = """local base = params.base
seen = (seen or 0) + 1
return {
  add = function(x)
    local total = x + base
    return total, seen
  end,
  broken = function()
    local missing = nil
    return missing.field
  end,
}
"""


def _text_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every sandbox compiles the script's text itself, as before the bytecode was shared."""
    monkeypatch.setattr(sandbox_module, "shared_code", lambda source, chunkname: None)


def _run(sandbox: Sandbox, base: int) -> tuple[Any, ...]:
    """What an instance of SCRIPT gives: a call, its error and where its function is."""
    table = sandbox.instance(sandbox.compile_shared(SCRIPT, "twin.lua"), {"params": {"base": base}})
    fns = sandbox.to_python(table)
    with pytest.raises(ScriptError) as failed:
        sandbox.call(fns["broken"])
    return (sandbox.to_python(sandbox.call(fns["add"], 1)), str(failed.value),
            sandbox.defined(table, None, "add"), sandbox.defined(table, None, "broken"))


def test_a_script_loaded_from_shared_bytecode_runs_as_one_compiled_from_its_text(
    monkeypatch: pytest.MonkeyPatch
) -> None:
    shared = _run(Sandbox(), 10)
    _text_only(monkeypatch)
    assert _run(Sandbox(), 10) == shared
    assert shared[1] == "twin.lua:10: attempt to index a nil value (local 'missing')"
    assert shared[2] == ("=twin.lua", 4, 7)


def test_each_sandbox_runs_its_own_instance_of_the_one_compiled_copy() -> None:
    code = shared_code(SCRIPT, "twin.lua")
    assert isinstance(code, bytes) and shared_code(SCRIPT, "twin.lua") is code
    first, second = Sandbox(), Sandbox()
    assert _run(first, 1)[0] == 2  # its globals are its own: `seen` is 1 in each
    assert _run(second, 5)[0] == 6
    assert _run(first, 1)[0] == 2  # a second instance in the same sandbox: fresh globals too


def test_a_script_that_does_not_compile_is_reported_by_the_sandbox_as_before() -> None:
    assert shared_code("return {", "bad.lua") is None
    with pytest.raises(ScriptError, match=r"^bad\.lua:2: unexpected symbol near 'end'$"):
        Sandbox().compile_shared("return {", "bad.lua")


# what a table holds as Lua sees it: its length and its keys and values, nested tables too
SHOWN = """return function(t)
  local function show(v)
    if type(v) ~= "table" then return type(v) .. ":" .. tostring(v) end
    local parts = { "#" .. #v }
    for k, x in pairs(v) do parts[#parts + 1] = type(k) .. ":" .. tostring(k) .. "=" .. show(x) end
    return "{" .. table.concat(parts, ",") .. "}"
  end
  return show(t)
end"""


class Lined(dict):  # type: ignore[type-arg]
    """A dict that knows its lines, as a card set's are."""


DATA = [
    Lined(vs=Lined(dwarf=6), bad_stuff=[Lined(do="orc-roll", die_at_most=2)]),
    {"id": "x", "stats": {"power": 3, "ratio": 0.5}, "tags": ["a", "b"], "empty": {}, "none": None},
    [1, None, 3, None],
    [[], [[1.0, 2]], {"ok": True, "no": False}],
    {7: "seven", -1: b"bytes", "nested": {"deeper": [{"deepest": "z"}]}},
]


@pytest.mark.parametrize("value", DATA)
def test_a_flat_recipe_makes_the_table_to_lua_makes(value: Any) -> None:
    sandbox = Sandbox()
    show = sandbox.load(SHOWN)
    flat = flat_recipe(value)
    assert flat is not None and all(
        type(v) in (type(None), bool, int, float, bytes) for v in flat)  # plain values only
    assert sandbox.call(show, sandbox.unflat(flat)) == sandbox.call(show, sandbox.to_lua(value))


@pytest.mark.parametrize("value", [
    {True: 1}, {1.5: "x"}, {"a": "\ud800"}, ["\ud800"], [object()], {"big": 2**63},
    {"values": list(range(5000))},
])
def test_data_a_flat_recipe_does_not_take_is_left_to_to_lua(value: Any) -> None:
    assert flat_recipe(value) is None


def test_a_cycle_or_data_nested_too_deep_is_left_to_to_lua() -> None:
    looped: list[Any] = []
    looped.append(looped)
    deep: list[Any] = []
    for _ in range(70):
        deep = [deep]
    assert flat_recipe(looped) is None and flat_recipe(deep) is None
