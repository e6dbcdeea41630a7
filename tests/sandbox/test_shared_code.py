"""A card script's chunk is compiled once per process, to bytecode every game's sandbox loads
(``sandbox.shared_code``): the same functions, lines, local names and errors as the chunk
compiled from its text in each sandbox, and no Lua value shared between games."""

from __future__ import annotations

from typing import Any

import pytest

from deckwright.kernel.scripting import sandbox as sandbox_module
from deckwright.kernel.scripting.sandbox import Sandbox, ScriptError, shared_code

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
