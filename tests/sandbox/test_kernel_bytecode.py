"""The kernel's chunks are loaded from bytecode without the names of their local variables
(kernel/scripting/bytecode.py): the same functions, the same source and lines, which is how the
sandbox tells its own frames from a script's."""

from __future__ import annotations

from importlib import resources

import lupa.lua54

from deckwright.kernel.scripting import sandbox as sandbox_module
from deckwright.kernel.scripting.bytecode import without_local_names

SOURCE = b"""local base = 10
local function add(a, b)
  local sum = a + b
  return sum + base
end
return function(x)
  local twice = add(x, x)
  return twice, debug.getinfo(1, "Sl")
end
"""

NAMES_OF_LOCALS = b"""return function(f)
  local names = {}
  local i = 1
  while true do
    local name = debug.getlocal(f, i)
    if name == nil then return names end
    names[#names + 1] = name
    i = i + 1
  end
end
"""


def _compiled(lua: lupa.lua54.LuaRuntime, name: bytes = b"=[k]") -> bytes:
    return lua.eval("string.dump")(lua.eval("load")(SOURCE, name, b"t"))


def test_a_chunk_without_local_names_runs_as_before_with_its_source_and_lines() -> None:
    lua = lupa.lua54.LuaRuntime(encoding=None)
    light = without_local_names(_compiled(lua))
    made = lua.eval("load")(light, b"=[k]", b"b")()
    twice, info = made(4)
    assert twice == 18
    assert (info[b"source"], info[b"currentline"]) == (b"=[k]", 8)


def test_its_functions_keep_no_names_of_their_locals() -> None:
    lua = lupa.lua54.LuaRuntime(encoding=None)
    names_of = lua.execute(NAMES_OF_LOCALS)
    full = lua.eval("load")(_compiled(lua), b"=[k]", b"b")()
    light = lua.eval("load")(without_local_names(_compiled(lua)), b"=[k]", b"b")()
    assert list(names_of(full).values()) == [b"x"]
    assert list(names_of(light).values()) == []


def test_a_dump_it_cannot_read_is_left_as_it_is() -> None:
    lua = lupa.lua54.LuaRuntime(encoding=None)
    code = _compiled(lua)
    assert without_local_names(code[:-7]) == code[:-7]
    assert without_local_names(b"\x1bLuaS" + code[5:]) == b"\x1bLuaS" + code[5:]


def test_the_sandbox_kernel_is_loaded_without_local_names() -> None:
    mode, kernel, _ = sandbox_module._kernel_chunks()
    source = resources.files("deckwright.kernel.scripting").joinpath("sandbox.lua").read_bytes()
    lua = lupa.lua54.LuaRuntime(encoding=None)
    dumped = lua.eval("string.dump")(
        lua.eval("load")(source, sandbox_module._KSRC.encode(), b"t"))
    assert (mode, kernel) == ("b", without_local_names(dumped))
    assert len(kernel) < len(dumped)
