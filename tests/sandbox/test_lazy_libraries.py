"""The libraries a script sees (string, table, math, utf8, coroutine) are built the first time
anything reads one (kernel/scripting/sandbox.lua, ``fill``): a sandbox whose scripts read none
never pays for them, and no script can tell when they were built."""

from __future__ import annotations

import pytest

from deckwright.kernel.scripting.sandbox import Sandbox

READS = {
    "string": "return string.len('abc')",
    "a string method": "return ('abc'):len()",
    "table": "return table.concat({1, 2}, ',')",
    "math": "return math.floor(2.5)",
    "utf8": "return utf8.char(72)",
    "coroutine": "return coroutine.isyieldable()",
}


@pytest.mark.parametrize("read", list(READS.values()), ids=list(READS))
def test_a_library_takes_memory_only_once_a_script_reads_it(read: str) -> None:
    sb = Sandbox()
    sb.execute("local t = {1, 2, 3} for i, v in ipairs(t) do t[i] = v * 2 end return t")
    before = sb.live_memory()
    sb.execute("return 1 + 1")
    assert sb.live_memory() < before + 1024  # a script reading no library builds none
    sb.execute(read)
    assert sb.live_memory() > before + 2048


def test_a_view_made_before_its_library_was_built_sees_all_of_it() -> None:
    sb = Sandbox()
    count = ("local n = 0 for _ in pairs(string) do n = n + 1 end "
             "return n + (rawget(string, 'len') and 100 or 0)")
    early = sb.load(f"return function() {count} end")  # its view of string is made now
    late = sb.load(f"return function() {count} end")
    # Lua 5.4's 17 string functions less string.dump, and rawget sees through the view
    assert sb.call(late) == 116
    assert sb.call(early) == 116


def test_each_library_is_built_once_and_shared_by_every_script() -> None:
    sb = Sandbox()
    first = sb.load("return function() return string.rep end")
    second = sb.load("return function() return ('x').rep end")
    assert sb.execute("return 1") == 1
    rep = sb.call(first)
    assert sb.call(sb.load("return function(a, b) return rawequal(a, b) end"), rep,
                   sb.call(second)) is True
