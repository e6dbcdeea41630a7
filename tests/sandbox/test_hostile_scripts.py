"""Hostile card scripts: each must fail with a ScriptError quickly and leave the sandbox usable.

Every case checks, besides the expected exception: under 1 s of process CPU, nothing on disk
touched (a canary file and the working directory), and ``return 1+1`` still gives 2 on the same
sandbox.  Each case is one DESIGN §6 guarantee an attacker would try to break.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

import lupa.lua54
import pytest

from deckwright.kernel.scripting.sandbox import (
    Sandbox,
    ScriptError,
    ScriptMemoryError,
    ScriptTimeout,
)

CPU_LIMIT = 1.0


@pytest.fixture(scope="module")
def sb() -> Sandbox:
    return Sandbox()


@pytest.fixture
def canary(tmp_path: Path) -> Path:
    path = tmp_path / "canary.txt"
    path.write_text("untouched")
    return path


def run_hostile(
    sb: Sandbox,
    source: str,
    expected: type[ScriptError],
    canary: Path,
    env: dict[str, object] | None = None,
) -> ScriptError:
    cwd_before = sorted(os.listdir("."))
    dir_before = sorted(os.listdir(canary.parent))
    src = source.replace("CANARY", str(canary))
    start = time.process_time()
    with pytest.raises(expected) as info:
        sb.execute(src, "hostile.lua", env=env)
    elapsed = time.process_time() - start
    assert elapsed < CPU_LIMIT, f"took {elapsed:.2f}s of CPU"
    assert sb.execute("return 1+1") == 2
    assert canary.read_text() == "untouched"
    assert sorted(os.listdir(canary.parent)) == dir_before
    assert sorted(os.listdir(".")) == cwd_before
    return info.value


def cases(*items: tuple[str, str, type[ScriptError]]) -> pytest.MarkDecorator:
    return pytest.mark.parametrize(
        ("source", "expected"), [pytest.param(s, e, id=i) for i, s, e in items]
    )


# ------------------------------------------------------------------ escapes to Python


@cases(
    ("python-global", "return python.eval('1')", ScriptError),
    ("python-builtins", "return python.builtins.open('CANARY', 'w')", ScriptError),
    ("python-attrgetter", "return python.as_attrgetter(host).__class__", ScriptError),
    ("python-via-G", "return _G.python.none", ScriptError),
    ("attr-on-host", "return host.__class__", ScriptError),
    ("globals-on-host", "return host.__globals__['os']", ScriptError),
    ("call-attr-on-host", "return host.__call__(1)", ScriptError),
    ("item-on-host", "return host[1]", ScriptError),
    ("item-name-on-host", "return host['__class__']", ScriptError),
    ("set-attr-on-host", "host.x = 1", ScriptError),
    ("debug-registry", "return debug.getregistry()", ScriptError),
    ("debug-upvalue", "return debug.getupvalue(host, 1)", ScriptError),
    ("string-metatable-index", "return getmetatable('').__index", ScriptError),
    ("load-upvalue-env", "return load('return python', 'x', 't', nil)().eval", ScriptError),
)
def test_no_python_escape(
    sb: Sandbox, canary: Path, source: str, expected: type[ScriptError]
) -> None:
    run_hostile(sb, source, expected, canary, env={"host": os.getcwd})


def test_nothing_reachable_is_userdata(sb: Sandbox) -> None:
    found = sb.execute(
        """
        local seen, bad = {}, {}
        local function walk(v, path)
          local t = type(v)
          if t == 'userdata' then bad[#bad + 1] = path end
          if t ~= 'table' or seen[v] then return end
          seen[v] = true
          local mt = getmetatable(v)
          if mt then walk(mt, path .. '<mt>') end
          for k, x in pairs(v) do walk(k, path .. '[key]'); walk(x, path .. '.' .. tostring(k)) end
        end
        walk(_G, '_G')
        walk(getmetatable(''), 'string-mt')
        walk(host, 'host')
        return bad
        """,
        env={"host": {"f": os.getcwd, "nested": {"g": print}}},
    )
    assert found == []
    assert sb.execute("return type(host)", env={"host": os.getcwd}) == "function"
    assert list(sb._rt.globals().keys()) == []


# ----------------------------------------------------------- files, processes, modules


@cases(
    ("io-open", "io.open('CANARY', 'w'):write('x')", ScriptError),
    ("io-lines", "for l in io.lines('CANARY') do end", ScriptError),
    ("os-remove", "os.remove('CANARY')", ScriptError),
    ("os-rename", "os.rename('CANARY', 'CANARY.moved')", ScriptError),
    ("os-execute", "os.execute('rm CANARY')", ScriptError),
    ("os-exit", "os.exit(1)", ScriptError),
    ("require", "require('os').remove('CANARY')", ScriptError),
    ("dofile", "dofile('CANARY')", ScriptError),
    ("loadfile", "loadfile('CANARY')()", ScriptError),
    ("package-loadlib", "package.loadlib('libc.so.6', 'system')('rm CANARY')", ScriptError),
    ("collectgarbage", "collectgarbage('stop')", ScriptError),
    ("string-dump", "return string.dump(print)", ScriptError),
    ("warn", "warn('@on') warn('x')", ScriptError),
)
def test_no_io_os_package(
    sb: Sandbox, canary: Path, source: str, expected: type[ScriptError]
) -> None:
    run_hostile(sb, source, expected, canary)


# ------------------------------------------------------------------------ binary chunks


def _bytecode() -> bytes:
    plain = lupa.lua54.LuaRuntime(encoding=None)
    code = plain.eval(b"string.dump(function() return os end)")
    assert isinstance(code, bytes) and code[:1] == b"\x1b"
    return code


@cases(
    ("load-string", "assert(load(BYTECODE))()", ScriptError),
    ("load-mode-b", "assert(load(BYTECODE, 'x', 'b'))()", ScriptError),
    (
        "load-reader",
        "local i = 0 assert(load(function() i = i + 1 return BYTECODE:sub(i, i) end))()",
        ScriptError,
    ),
    (
        "load-reader-chunks",
        "local done assert(load(function() if done then return nil end "
        "done = true return BYTECODE end))()",
        ScriptError,
    ),
)
def test_binary_chunks_refused(
    sb: Sandbox, canary: Path, source: str, expected: type[ScriptError]
) -> None:
    err = run_hostile(sb, source, expected, canary, env={"BYTECODE": _bytecode()})
    assert "binary" in str(err)


def test_top_level_binary_chunk_refused(sb: Sandbox) -> None:
    with pytest.raises(ScriptError, match="binary"):
        sb.load(_bytecode())


# ------------------------------------------------------------------------ CPU budget


@cases(
    ("while-true", "while true do end", ScriptTimeout),
    ("goto-loop", "::top:: goto top", ScriptTimeout),
    ("tail-recursion", "local function f() return f() end return f()", ScriptTimeout),
    ("pcall-swallow", "while true do pcall(function() while true do end end) end", ScriptTimeout),
    (
        "pcall-chain",
        "local f = function() while true do end end while true do pcall(pcall, pcall, f) end",
        ScriptTimeout,
    ),
    (
        "pcall-error-rethrow",
        "while true do local ok, e = pcall(function() while true do end end) error(e) end",
        ScriptTimeout,
    ),
    (
        "xpcall-handler-loops",
        "xpcall(function() while true do end end, "
        "function() while true do end end) while true do end",
        ScriptTimeout,
    ),
    (
        "xpcall-handler-errors",
        "local function h(e) error(e) end "
        "while true do xpcall(function() while true do end end, h) end",
        ScriptTimeout,
    ),
    (
        "coroutine",
        "local co = coroutine.create(function() while true do end end) coroutine.resume(co)",
        ScriptTimeout,
    ),
    (
        "coroutine-swallow",
        "while true do local co = coroutine.create(function() "
        "while true do end end) coroutine.resume(co) end",
        ScriptTimeout,
    ),
    ("coroutine-wrap", "coroutine.wrap(function() while true do end end)()", ScriptTimeout),
    (
        "coroutine-wrap-pcall",
        "while true do pcall(coroutine.wrap(function() while true do end end)) end",
        ScriptTimeout,
    ),
    (
        "many-short-coroutines",
        "while true do coroutine.resume(coroutine.create(function() "
        "for i = 1, 990 do end end)) end",
        ScriptTimeout,
    ),
    (
        "nested-coroutines",
        "local function deep(n) if n == 0 then while true do end end "
        "local co = coroutine.create(deep) coroutine.resume(co, n - 1) end "
        "deep(50)",
        ScriptTimeout,
    ),
    (
        "coroutine-close",
        "local co = coroutine.create(function() local x <close> = "
        "setmetatable({}, {__close = function() while true do end end}) "
        "coroutine.yield() end) coroutine.resume(co) coroutine.close(co)",
        ScriptTimeout,
    ),
    (
        "mm-index",
        "return setmetatable({}, {__index = function() while true do end end}).x",
        ScriptTimeout,
    ),
    (
        "mm-newindex",
        "setmetatable({}, {__newindex = function() while true do end end}).x = 1",
        ScriptTimeout,
    ),
    (
        "mm-tostring",
        "return tostring(setmetatable({}, {__tostring = function() while true do end end}))",
        ScriptTimeout,
    ),
    (
        "mm-eq",
        "local mt = {__eq = function() while true do end end} "
        "return setmetatable({}, mt) == setmetatable({}, mt)",
        ScriptTimeout,
    ),
    (
        "mm-lt",
        "local mt = {__lt = function() while true do end end} "
        "return setmetatable({}, mt) < setmetatable({}, mt)",
        ScriptTimeout,
    ),
    (
        "mm-concat",
        "return setmetatable({}, {__concat = function() while true do end end}) .. 'x'",
        ScriptTimeout,
    ),
    (
        "mm-call",
        "return setmetatable({}, {__call = function() while true do end end})()",
        ScriptTimeout,
    ),
    (
        "mm-len",
        "return #setmetatable({}, {__len = function() while true do end end})",
        ScriptTimeout,
    ),
    (
        "mm-close",
        "do local x <close> = setmetatable({}, {__close = function() while true do end end}) end",
        ScriptTimeout,
    ),
    (
        "mm-pairs",
        "for k in pairs(setmetatable({}, {__pairs = function() while true do end end})) do end",
        ScriptTimeout,
    ),
    ("sort-comparator", "table.sort({3, 1, 2}, function() while true do end end)", ScriptTimeout),
    ("gsub-callback", "return ('abc'):gsub('.', function() while true do end end)", ScriptTimeout),
    (
        "gsub-table-index",
        "return ('abc'):gsub('.', setmetatable({}, {__index = function() while true do end end}))",
        ScriptTimeout,
    ),
    ("load-loop", "load('while true do end')()", ScriptTimeout),
    (
        "error-tostring-loop",
        "error(setmetatable({}, {__tostring = function() while true do end end}))",
        ScriptTimeout,
    ),
    ("table-move-huge", "table.move({}, 1, math.maxinteger - 1, 2)", ScriptTimeout),
    (
        "table-concat-huge",
        "table.concat(setmetatable({}, {__index = function() return 'x' end}), '', 1, 1e12)",
        ScriptTimeout,
    ),
    ("table-unpack-huge", "table.unpack({}, 1, 1e8)", ScriptError),
    (
        "sort-big-tables",
        "local t = {} for i = 1, 2e5 do t[i] = -i end for i = 1, 100 do table.sort(t) end",
        ScriptTimeout,
    ),
    (
        "big-string-churn",
        "local s = ('x'):rep(2^20) for i = 1, 3 do s = s .. s end "
        "while true do local y = s .. 'x' end",
        ScriptTimeout,
    ),
    (
        "big-string-upper",
        "local s = ('x'):rep(2^22) while true do local y = s:upper() end",
        ScriptTimeout,
    ),
)
def test_cpu_budget(sb: Sandbox, canary: Path, source: str, expected: type[ScriptError]) -> None:
    run_hostile(sb, source, expected, canary)


@cases(
    ("deep-recursion", "local function f(n) return 1 + f(n + 1) end return f(1)", ScriptError),
    (
        "c-stack-index",
        "local t = setmetatable({}, {}) getmetatable(t).__index = "
        "function(s, k) return s[k] end return t.x",
        ScriptError,
    ),
    ("pcall-nesting", "local function f() return pcall(f) end f() error('survived')", ScriptError),
    (
        "coroutine-nesting",
        "local function f() local co = coroutine.wrap(f) return co() end return f()",
        ScriptError,
    ),
)
def test_stack_exhaustion(
    sb: Sandbox, canary: Path, source: str, expected: type[ScriptError]
) -> None:
    run_hostile(sb, source, expected, canary)


# ----------------------------------------------------------------------------- memory


@cases(
    ("rep-bomb", "return string.rep('x', 2^40)", ScriptError),  # Lua's "too large"
    ("rep-method-bomb", "local s = ('x'):rep(1e9) return #s", ScriptMemoryError),
    (
        "rep-separator-bomb",
        "local s = ('x'):rep(2^20, ('y'):rep(2^20)) return #s",
        ScriptError,  # over 2 GiB: Lua's own "resulting string too large"
    ),
    ("concat-doubling", "local s = 'x' while true do s = s .. s end", ScriptMemoryError),
    (
        "table-growth",
        "local s = ('x'):rep(1000) local t = {} local i = 0 "
        "while true do i = i + 1 t[i] = s .. i end",
        ScriptMemoryError,
    ),
    (
        "table-concat-bomb",
        "local t = {} for i = 1, 64 do t[i] = ('x'):rep(2^19) end "
        "local s = table.concat(t) local u = table.concat({s, s, s, s})",
        ScriptMemoryError,
    ),
    (
        "format-bomb",
        "local s = ('x'):rep(2^22) local t = {} "
        "for i = 1, 20 do t[i] = string.format('%s%s', s, s) end",
        ScriptMemoryError,
    ),
    (
        "gsub-expansion",
        "local y = ('y'):rep(2^13) local t = {} "
        "for i = 1, 8 do t[i] = ('x'):rep(2^12):gsub('x', y) end",
        ScriptMemoryError,
    ),
    (
        "pcall-memory",
        "local s = ('x'):rep(2^20) local t = {} while true do "
        "pcall(function() t[#t + 1] = s .. #t end) end",
        ScriptMemoryError,
    ),
)
def test_memory_cap(sb: Sandbox, canary: Path, source: str, expected: type[ScriptError]) -> None:
    run_hostile(sb, source, expected, canary)


@pytest.mark.parametrize(
    "source",
    [
        pytest.param(
            "local t = {} while true do t[#t + 1] = {{}, {}, {}, {}} end", id="table-of-tables"
        ),
        pytest.param(
            "local t = {} local i = 0 while true do i = i + 1 t[i] = i end", id="array-growth"
        ),
        pytest.param(
            "local t = {} local i = 0 while true do i = i + 1 t[i + 0.5] = true end",
            id="hash-growth",
        ),
    ],
)
def test_slow_growth_hits_the_memory_cap(canary: Path, source: str) -> None:
    # with the default budget these die of ScriptTimeout first; a large budget shows the cap
    big = Sandbox(max_instructions=100_000_000)
    run_hostile(big, source, ScriptMemoryError, canary)


def test_memory_is_released_after_a_bomb(sb: Sandbox) -> None:
    for _ in range(3):
        with pytest.raises(ScriptMemoryError):
            sb.execute(
                "local s = ('x'):rep(2^19) local t = {} while true do t[#t + 1] = s .. #t end"
            )
        assert sb.execute("return #(('y'):rep(2^20))") == 2**20
    assert sb.memory_used < sb.max_memory // 2


def test_scripts_cannot_keep_the_heap_full() -> None:
    sb = Sandbox(max_memory=8 * 1024 * 1024)
    hoarder = sb.load(
        "hoard = {} local s = ('x'):rep(2^16) return function() "
        "pcall(function() while true do hoard[#hoard + 1] = s .. #hoard end end) end"
    )
    with pytest.raises(ScriptMemoryError):
        sb.call(hoarder)
    with pytest.raises(ScriptMemoryError, match="rebuild"):
        sb.execute("return 1")
    with pytest.raises(ScriptMemoryError, match="rebuild"):
        sb.call(hoarder)


# ---------------------------------------------------------------- pathological patterns


@cases(
    ("lazy-chain-400", "return string.find(string.rep('a', 400), '.-.-.-b$')", ScriptTimeout),
    ("lazy-chain-3000", "return string.find(string.rep('a', 3000), '.-.-.-.-b$')", ScriptTimeout),
    ("greedy-chain", "return ('a'):rep(20000):match('a*a*a*a*b')", ScriptTimeout),
    (
        "optional-chain",
        "return ('a'):rep(60):match(('a?'):rep(60) .. ('a'):rep(60) .. 'b')",
        ScriptTimeout,
    ),
    ("balanced", "return string.find(string.rep('(', 100000), '%b()%b()x')", ScriptTimeout),
    ("backreference", "return ('a'):rep(5000):find('(a*)%1%1b')", ScriptTimeout),
    ("gmatch", "for w in ('a'):rep(5000):gmatch('a*a*a*b') do end", ScriptTimeout),
    ("gsub", "return (('a'):rep(5000):gsub('.-.-.-b', ''))", ScriptTimeout),
    ("method-call", "local s = ('a'):rep(3000) return s:find('.-.-.-b$')", ScriptTimeout),
    (
        "pcall-retry",
        "local s = ('a'):rep(500) while true do pcall(string.find, s, '.-.-.-b$') end",
        ScriptTimeout,
    ),
    ("pattern-too-long", "return ('a'):find(('a?'):rep(5000))", ScriptError),
    (
        "plain-find-huge",
        "local s = ('a'):rep(2^22) return s:find(('a'):rep(4000) .. 'b', 1, true)",
        ScriptError,
    ),
    ("malformed", "return ('a'):rep(10000):find('.-.-.-[a')", ScriptError),
    ("format-p", "return string.format('%p', {})", ScriptError),
    ("format-long", "return string.format(('%d'):rep(3000), 1)", ScriptError),
)
def test_pattern_functions_bounded(
    sb: Sandbox, canary: Path, source: str, expected: type[ScriptError]
) -> None:
    run_hostile(sb, source, expected, canary)


# -------------------------------------------------------------- metatables and isolation


@cases(
    ("setmetatable-string", "setmetatable('', {})", ScriptError),
    ("string-mt-index-write", "getmetatable('').__index.rep = nil", ScriptError),
    ("string-mt-via-debug", "debug.setmetatable('', {})", ScriptError),
    ("gc-metamethod", "setmetatable({}, {__gc = function() while true do end end})", ScriptError),
    ("gc-false", "setmetatable({}, {__gc = false})", ScriptError),
    ("protected-rawset", "rawset(ro, 'x', 1)", ScriptError),
    ("protected-mt", "setmetatable(ro, {})", ScriptError),
    (
        "kernel-thread-resume",
        "local me = coroutine.running() "
        "local ok, e = coroutine.wrap(function() return coroutine.resume(me) end)() "
        "assert(not ok and e == 'cannot resume non-suspended coroutine') error('refused')",
        ScriptError,
    ),
    ("kernel-thread-close", "coroutine.close(coroutine.running())", ScriptError),
    ("yield-from-top", "coroutine.yield('fake request')", ScriptError),
    (
        "yield-across-pcall",
        "local ok, e = pcall(coroutine.yield, {kind = 'choose'}) "
        "assert(not ok and e == 'attempt to yield from outside a coroutine') error('refused')",
        ScriptError,
    ),
    (
        "yield-in-wrap-to-top",
        "coroutine.wrap(function() pcall(coroutine.yield, 1) end)() coroutine.yield(2)",
        ScriptError,
    ),
)
def test_metatable_and_thread_tricks(
    sb: Sandbox, canary: Path, source: str, expected: type[ScriptError]
) -> None:
    run_hostile(sb, source, expected, canary, env={"ro": sb.readonly({"a": 1})})


def test_gc_set_after_setmetatable_never_runs(sb: Sandbox) -> None:
    probe = sb.load(
        """
        ran = false
        for i = 1, 100 do
          local mt = {}
          setmetatable({}, mt)
          mt.__gc = function() ran = true end
        end
        return function() return ran end
        """
    )
    sb._k_collect()
    sb._k_collect()
    assert sb.call(probe) is False


@pytest.mark.parametrize(
    "attack",
    [
        "string.rep = function() return 'owned' end",
        "string.format = nil",
        "table.insert = nil",
        "math.floor = function() return 99 end",
        "math.random = function() return 4 end",
        "coroutine.create = nil",
        "utf8.char = nil",
        "_G.print = nil",
        "pairs = nil",
        "tostring = function() return 'owned' end",
        "setmetatable(_G, {__index = function() return 'owned' end})",
        "string.upper = function() return 'owned' end; ('x'):upper()",
    ],
)
def test_one_chunk_cannot_change_what_another_sees(sb: Sandbox, attack: str) -> None:
    sb.execute(attack)
    assert (
        sb.execute(
            "return string.rep('a', 2) .. string.format('%d', 1) .. math.floor(1.5) .. "
            "('x'):upper() .. ('y'):rep(2) .. tostring(type(pairs)) .. "
            "tostring(undefined_global) .. "
            "tostring(type(coroutine.create)) .. tostring(type(utf8.char)) .. "
            "tostring(type(table.insert)) .. tostring(type(print))"
        )
        == "aa11Xyyfunctionnil" + "function" * 4
    )


def test_globals_do_not_leak_between_chunks(sb: Sandbox) -> None:
    sb.execute("shared = 'from chunk one'; _G.other = 1; rawset(_G, 'raw', 1)")
    assert sb.execute("return {shared, other, raw}") == []


# --------------------------------------------------------------------- error objects


@cases(
    (
        "tostring-loop",
        "error(setmetatable({}, {__tostring = function() while true do end end}))",
        ScriptTimeout,
    ),
    (
        "tostring-error",
        "error(setmetatable({}, {__tostring = function() error('inner') end}))",
        ScriptError,
    ),
    (
        "tostring-returns-table",
        "error(setmetatable({}, {__tostring = function() return {} end}))",
        ScriptError,
    ),
    (
        "index-error-object",
        "error(setmetatable({}, {__index = function() while true do end end}))",
        ScriptError,
    ),
    (
        "name-error-object",
        "error(setmetatable({}, {__name = 'Fake', __tostring = 'x'}))",
        ScriptError,
    ),
    (
        "error-in-close",
        "do local x <close> = setmetatable({}, {__close = function() "
        "error(setmetatable({}, {__tostring = function() while true do end end}))"
        " end}) end",
        ScriptTimeout,
    ),
    ("huge-message", "error(('x'):rep(2^20))", ScriptError),
)
def test_error_objects_are_stringified_safely(
    sb: Sandbox, canary: Path, source: str, expected: type[ScriptError]
) -> None:
    err = run_hostile(sb, source, expected, canary)
    assert len(str(err)) < 2100


def test_host_exceptions_do_not_leak_python_objects(sb: Sandbox) -> None:
    def host(x: object) -> None:
        raise RuntimeError("internal")

    result = sb.execute(
        "local ok, e = pcall(host, 1) local ok2, e2 = pcall(host, '\\255') "
        "return {type(e), type(e2), e, e2}",
        env={"host": host},
    )
    assert result[:2] == ["string", "string"]
    assert "RuntimeError: internal" in result[2]
    assert "UTF-8" in result[3]


def test_sandbox_survives_every_kind_of_failure() -> None:
    sb = Sandbox(max_instructions=200_000)
    counter = sb.load("local n = 0 return function() n = n + 1 return n end", "counter.lua")
    assert sb.call(counter) == 1
    failures = [
        ("while true do end", ScriptTimeout),
        (
            "local s = ('x'):rep(2^20) local t = {} while true do t[#t + 1] = s .. #t end",
            ScriptMemoryError,
        ),
        ("local = 1", ScriptError),
        ("error('runtime')", ScriptError),
        ("coroutine.yield()", ScriptError),
        ("return ('a'):rep(3000):find('.-.-.-b')", ScriptTimeout),
        (
            "local t = setmetatable({}, {__index = function(t, k) return t[k] end}) return t.x",
            ScriptError,
        ),
    ]
    for source, expected in failures * 2:
        with pytest.raises(expected):
            sb.execute(source)
        assert sb.execute("return 1+1") == 2
    assert sb.call(counter) == 2
    with pytest.raises(TypeError):
        sb.call(print)
    with pytest.raises(TypeError):
        sb.coroutine(len)


def test_cpu_time_watchdog_stops_uncharged_work() -> None:
    # Comparing two distinct 8 MiB strings is one VM instruction that allocates nothing: only
    # the watchdog (documented limit) stops a loop of them.
    sb = Sandbox()
    start = time.process_time()  # the watchdog's own clock: a loaded machine stretches the wall
    with pytest.raises(ScriptTimeout):
        sb.execute(
            "local a = ('x'):rep(2^22) local b = a:sub(1, -2) .. 'x' "
            "while true do local c = (a == b) end"
        )
    assert time.process_time() - start < 4.0
    assert sb.execute("return 1+1") == 2


def test_a_call_kept_waiting_by_a_busy_machine_is_not_killed() -> None:
    # The watchdog counts the process's CPU time, not the clock on the wall: a call whose
    # process waits (here: a host function that sleeps past the watchdog's two seconds)
    # between two stretches of ordinary work is not killed, so a loaded machine never changes
    # a game.
    sb = Sandbox()
    wait = sb.function(lambda: time.sleep(2.2))
    busy = "local n = 0 for i = 1, 5000 do n = n + i end "
    assert sb.execute(busy + "wait() " + busy + "return n", env={"wait": wait}) == 12502500
