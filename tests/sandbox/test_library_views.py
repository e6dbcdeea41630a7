"""A script's globals and libraries start as views of shared tables and become its own copies
when it first changes them (kernel/scripting/sandbox.lua, ``lib_view``). No script may tell the two
apart: every test here runs the same chunk with views and with full copies and compares."""

from __future__ import annotations

import random

import pytest

from deckwright.kernel.scripting.sandbox import Sandbox, ScriptError

TARGETS = {
    "string": ["rep", "format", "upper", "len"],
    "math": ["floor", "pi", "maxinteger", "random"],
    "table": ["insert", "concat", "unpack"],
    "utf8": ["char", "charpattern"],
    "coroutine": ["wrap", "yield"],
    "_G": ["print", "pairs", "tostring", "string", "load", "_G", "card"],
}
OTHER_KEYS = ["extra", "x1", "1", "true"]
VALUES = ["1", "nil", "'s'", "function() return 7 end", "{}"]

PRELUDE = """
local out = {}
local concat, tostring, type, pcall = table.concat, tostring, type, pcall
local pairs, next, rawget, rawset, rawlen = pairs, next, rawget, rawset, rawlen
local getmetatable, setmetatable, ipairs, rawequal = getmetatable, setmetatable, ipairs, rawequal
local function shown(v)
  local t = type(v)
  if t == "string" or t == "number" or t == "boolean" or t == "nil" then return tostring(v) end
  return t
end
local function say(...)
  local parts = {}
  for i = 1, select("#", ...) do parts[#parts + 1] = shown((select(i, ...))) end
  out[#out + 1] = concat(parts, " ")
end
local function try(f)
  local ok, err = pcall(f)
  if not ok then out[#out + 1] = "error: " .. tostring(err) end
end
local function keys(t)
  local ks = {}
  for k, v in pairs(t) do ks[#ks + 1] = tostring(k) .. "=" .. type(v) end
  return concat(ks, ",")
end
"""


def _operation(rng: random.Random) -> str:
    target = rng.choice(list(TARGETS))
    key = rng.choice(TARGETS[target] + OTHER_KEYS)
    k = key if key in ("1", "true") else repr(key)
    value = rng.choice(VALUES)
    t = target
    return rng.choice([
        f"say({t}[{k}])",
        f"{t}[{k}] = {value}",
        f"say(rawget({t}, {k}))",
        f"rawset({t}, {k}, {value})",
        f"say(keys({t}))",
        f"say(next({t}))",
        f"local k = next({t}) if k ~= nil then say(next({t}, k)) end",
        f"say(getmetatable({t}))",
        f"setmetatable({t}, {{__index = function() return 'from mt' end}}) say({t}.nope)",
        f"say(#{t}, rawlen({t}))",
        f"local n = 0 for _ in ipairs({t}) do n = n + 1 end say(n)",
        f"say(rawequal({t}, _G[{t!r}]), {t}.nope)",
        f"say(tostring({t}) == tostring({t}))",
        f"try(function() table.insert({t}, 'x') say({t}[1]) end)",
    ])


def _chunk(rng: random.Random, operations: int) -> str:
    body = "\n".join(f"try(function() {_operation(rng)} end)" for _ in range(operations))
    final = "\n".join(f"say({t!r}, keys({t}))" for t in TARGETS if t != "_G")
    return f"{PRELUDE}\n{body}\n{final}\nsay('_G', keys(_G))\nreturn concat(out, '\\n')"


def _run_both(source: str, env: dict[str, object] | None = None) -> tuple[object, object]:
    results = []
    for eager in (False, True):
        sb = Sandbox()
        sb._k_eager_envs(eager)
        try:
            results.append(sb.execute(source, "probe", env=env))
        except ScriptError as exc:
            results.append(f"ScriptError: {exc}")
    return results[0], results[1]


@pytest.mark.parametrize("seed", range(40))
def test_views_and_copies_read_alike_for_random_scripts(seed: int) -> None:
    # a seeded fuzz: random reads, writes, raw access, iteration and metatables (DESIGN §6)
    rng = random.Random(seed)
    source = _chunk(rng, rng.randint(3, 12))
    view, copy = _run_both(source, env={"card": {"id": "probe"}})
    assert view == copy, source


@pytest.mark.parametrize(
    "source",
    [
        "return rawget(string, 'rep') ~= nil and rawget(_G, 'print') ~= nil",
        "return getmetatable(string) == nil and getmetatable(_G) == nil",
        "local n = 0 for _ in pairs(math) do n = n + 1 end return n",
        "local k = next(string) return k",
        "function string.trim(s) return (s:gsub('^%s+', '')) end return string.trim('  a')",
        "string.format = nil return {rawget(string, 'format') == nil, string.format == nil}",
        "print = nil return {print == nil, rawget(_G, 'print') == nil}",
        "local t = setmetatable(string, nil) return rawget(t, 'rep') ~= nil",
        "x = 1 local n = 0 for _ in pairs(_G) do n = n + 1 end return n",
    ],
)
def test_known_probes_read_alike(source: str) -> None:
    view, copy = _run_both(source)
    assert view == copy


def test_a_changed_library_stays_the_scripts_own() -> None:
    sb = Sandbox()
    sb.execute("function string.trim(s) return 1 end; math.pi = 3; print = nil")
    assert sb.execute("return {string.trim == nil, math.pi > 3.14, print ~= nil}") == [
        True, True, True]


def _bytes_per_environment(eager: bool) -> float:
    sb = Sandbox()
    sb._k_eager_envs(eager)
    before = sb.live_memory()
    kept = [sb.load("local t = {} function t.f() return string end return t", "c")
            for _ in range(100)]
    after = sb.live_memory()
    assert len(kept) == 100
    return (after - before) / 100


def test_a_view_environment_costs_far_less_than_copies() -> None:
    # speed and scale (#13): a game holds one environment per loaded script
    views, copies = _bytes_per_environment(False), _bytes_per_environment(True)
    assert views < 2_000
    assert copies - views > 1_500
