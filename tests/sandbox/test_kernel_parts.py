"""The sandbox kernel is sandbox.lua plus parts in files of their own (kernel/scripting/lua_*.lua),
which sandbox.lua runs in a fixed order: a part missing or never run stops the sandbox from being
built instead of failing in a game."""

from __future__ import annotations

from importlib import resources

import lupa.lua54
import pytest

from deckwright.kernel.scripting import sandbox as sandbox_module
from deckwright.kernel.scripting.sandbox import Sandbox, ScriptError


def test_every_kernel_file_is_a_part() -> None:
    files = resources.files("deckwright.kernel.scripting")
    on_disk = {p.name for p in files.iterdir() if p.name.endswith(".lua")}
    # cardapi.lua is what a script sees and cardlib.lua the kernel's script helpers (both
    # loaded by the bridge, not by the sandbox); every other file is a part of the sandbox
    # (lua_state.lua, the watch of a script's state, handed over when first needed)
    assert on_disk == {"sandbox.lua", "cardapi.lua", "cardlib.lua",
                       *sandbox_module._KERNEL_PARTS, sandbox_module._STATE_PART}


def _with_parts(monkeypatch: pytest.MonkeyPatch, edit) -> None:  # noqa: ANN001
    """Replace the kernel's cached chunks by the parts ``edit`` makes of them."""
    mode, kernel, parts = sandbox_module._kernel_chunks()
    pairs = [(parts[i], parts[i + 1]) for i in range(0, len(parts), 2)]
    flat = tuple(x for pair in edit(pairs) for x in pair)
    monkeypatch.setattr(sandbox_module, "_kernel_cache", (mode, kernel, flat))


def test_a_missing_part_stops_the_sandbox(monkeypatch: pytest.MonkeyPatch) -> None:
    _with_parts(monkeypatch, lambda pairs: [p for p in pairs if p[0] != b"lua_strings.lua"])
    with pytest.raises(Exception, match=r"part lua_strings\.lua missing"):
        Sandbox()


def test_a_part_never_run_stops_the_sandbox(monkeypatch: pytest.MonkeyPatch) -> None:
    _with_parts(monkeypatch, lambda pairs: [*pairs, (b"lua_extra.lua", pairs[0][1])])
    with pytest.raises(Exception, match=r"part lua_extra\.lua was never run"):
        Sandbox()


def test_a_part_that_reads_another_global_stops_the_sandbox(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # parts see the standard library they use, nothing else of the runtime (io, os, python ...)
    mode, _, _ = sandbox_module._kernel_chunks()
    source = b"local H = ...\nlocal open = io.open\nreturn function() end\n"
    chunk = source if mode == "t" else _dump(source)

    def edit(pairs: list[tuple[bytes, bytes]]) -> list[tuple[bytes, bytes]]:
        return [(name, chunk if name == b"lua_load.lua" else code) for name, code in pairs]

    _with_parts(monkeypatch, edit)
    with pytest.raises(Exception, match=r"a part used the global 'io'"):
        Sandbox()


def _dump(source: bytes) -> bytes:
    """``source`` compiled to bytecode, as sandbox.py hands the parts over."""
    rt = lupa.lua54.LuaRuntime(encoding=None)
    return rt.eval(b"string.dump")(rt.eval(b"load")(source, sandbox_module._KSRC.encode()))


def test_the_port_runs_again_after_its_first_run_failed(monkeypatch: pytest.MonkeyPatch) -> None:
    # the port runs the first time a match needs it (not when the sandbox is built, which would
    # fail here), inside a script's call, where a kill or a memory error can stop it: here its
    # first run fails, and the next match runs it again
    mode, _, _ = sandbox_module._kernel_chunks()
    port = resources.files("deckwright.kernel.scripting").joinpath("lua_patterns.lua")
    source = (
        b'if not rawget(..., "failed_once") then rawset(..., "failed_once", true) '
        b'error("stopped", 0) end ' + port.read_bytes()
    )
    chunk = source if mode == "t" else _dump(source)

    def edit(pairs: list[tuple[bytes, bytes]]) -> list[tuple[bytes, bytes]]:
        return [(name, chunk if name == b"lua_patterns.lua" else code) for name, code in pairs]

    _with_parts(monkeypatch, edit)
    sb = Sandbox()
    find = 'string.find(("s"):rep(3000), "s.-s.-s")'
    with pytest.raises(ScriptError, match="stopped"):
        sb.execute(f"return {find}")
    assert sb.execute(f"return select('#', {find})") == 2
