"""The sandbox kernel is sandbox.lua plus parts in files of their own (kernel/scripting/lua_*.lua),
which sandbox.lua runs in a fixed order: a part missing or never run stops the sandbox from being
built instead of failing in a game."""

from __future__ import annotations

from importlib import resources

import pytest

from deckwright.kernel.scripting import sandbox as sandbox_module
from deckwright.kernel.scripting.sandbox import Sandbox


def test_every_kernel_file_is_a_part() -> None:
    files = resources.files("deckwright.kernel.scripting")
    on_disk = {p.name for p in files.iterdir() if p.name.endswith(".lua")}
    assert on_disk == {"sandbox.lua", "cardapi.lua", *sandbox_module._KERNEL_PARTS}


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
