"""Values made for Lua with fewer calls into it are the values made one call each: a card
script's instance with its globals made in the same call (``Sandbox.instance_card``),
arguments Lua takes as they are passed without a conversion (``Sandbox.lua_values``), and an
answer made from its recipe (``Premade``)."""

from __future__ import annotations

import copy as copy_module
import pickle
from typing import Any

import pytest

from deckwright.kernel.scripting.sandbox import Premade, Sandbox, flat_recipe

# what a card script sees of its globals, then what it changes of them
PROBE = """local seen = {
  constructor = type(make),
  tag = params.tag,
  deep = params.list[2],
  name = card and card.name or "no card",
  helper = lib and lib.answer or "no lib",
}
make = nil
params.tag = 0
return seen
"""


def test_an_instance_made_in_one_call_sees_the_globals_instance_gives() -> None:
    sandbox = Sandbox()
    code = sandbox.compile_shared(PROBE, "probe.lua")
    make = sandbox.load("return function() end", "make")
    lib = sandbox.to_lua({"answer": 42})
    params = flat_recipe({"tag": 7, "list": [1, 2]})
    facts = flat_recipe({"name": "Probe"})
    assert params is not None and facts is not None
    base = sandbox.to_lua({"make": make})
    # each instance its own environment and tables: what one changes, the next never sees
    first = sandbox.to_python(sandbox.instance_card(code, base, lib, facts, params))
    second = sandbox.to_python(sandbox.instance_card(code, base, lib, facts, params))
    by_env = sandbox.to_python(sandbox.instance(code, {
        "make": make, "lib": lib, "card": sandbox.unflat(facts),
        "params": sandbox.unflat(params)}))
    assert first == second == by_env == {
        "constructor": "function", "tag": 7, "deep": 2, "name": "Probe", "helper": 42}
    # neither card nor lib given: the script sees neither
    bare = sandbox.to_python(sandbox.instance_card(code, base, None, None, params))
    assert bare["name"] == "no card" and bare["helper"] == "no lib"


ECHO = """return function(...)
  local out = {}
  for i = 1, select("#", ...) do
    local v = select(i, ...)
    out[i] = math.type(v) or type(v)
    if type(v) ~= "table" then out[i] = out[i] .. " " .. tostring(v) end
  end
  return out
end
"""


def test_arguments_lua_takes_as_they_are_reach_it_as_to_lua_makes_them() -> None:
    sandbox = Sandbox()
    echo = sandbox.load(ECHO, "echo")
    values: list[Any] = [None, True, False, 1.5, 2.0, 7, -(2 ** 63), "ascii", "héllo", "",
                         b"raw", [1, "a"], {"k": "v"}, (3, 4)]
    fast = sandbox.lua_values(values)
    assert sandbox.to_python(sandbox.call(echo, *fast)) == sandbox.to_python(
        sandbox.call(echo, *[sandbox.to_lua(v) for v in values]))
    assert sum(v is w for v, w in zip(fast, values, strict=True)) == 10  # no call for these


@pytest.mark.parametrize("value", [2 ** 63, "lone \udcff surrogate"])
def test_an_argument_lua_cannot_take_fails_as_to_lua_does(value: Any) -> None:
    sandbox = Sandbox()
    with pytest.raises(ValueError) as expected:
        sandbox.to_lua(value)
    with pytest.raises(ValueError) as got:
        sandbox.lua_values([value])
    assert str(got.value) == str(expected.value)


# each table's keys in the order pairs gives them, nested tables after their key
PAIRS = """return function(t)
  local out = {}
  local function walk(x)
    for k, v in pairs(x) do
      out[#out + 1] = tostring(k)
      if type(v) == "table" then walk(v) else out[#out + 1] = tostring(v) end
    end
  end
  walk(t)
  return out
end
"""

CARD_FACTS: dict[str, Any] = {
    "stats": {"deck": "door", "bonus": 10, "treasures": 2}, "params": {}, "tags": ["undead"],
    "id": "ancient", "name": "Ancient", "type": "monster-enhancer", "copies": 1,
    "text": "Play on a monster in combat: +10 to it.", "set": "base", "ai": {"worth": 3.5}}


def test_a_premade_answer_is_the_table_its_data_makes() -> None:
    sandbox = Sandbox()
    pairs = sandbox.load(PAIRS, "pairs")
    flat = flat_recipe(CARD_FACTS)
    assert flat is not None
    made = sandbox.to_lua(Premade(CARD_FACTS, flat))
    plain = sandbox.to_lua(dict(CARD_FACTS))
    assert sandbox.to_python(made) == sandbox.to_python(plain)
    assert sandbox.to_python(made)["stats"] == CARD_FACTS["stats"]
    # the same keys in the same pairs order: a script walking it cannot tell them apart
    assert sandbox.to_python(sandbox.call(pairs, made)) == sandbox.to_python(
        sandbox.call(pairs, plain))
    # inside a list too (to_lua converts each item)
    assert sandbox.to_python(sandbox.to_lua([Premade(CARD_FACTS, flat)])) == [
        sandbox.to_python(plain)]


def test_a_premade_answer_refuses_changes() -> None:
    flat = flat_recipe(CARD_FACTS)
    assert flat is not None
    answer = Premade(CARD_FACTS, flat)
    for change in (lambda: answer.__setitem__("name", "x"), lambda: answer.pop("name"),
                   lambda: answer.update(name="x"), answer.clear, answer.popitem,
                   lambda: answer.setdefault("new", 1), lambda: answer.__delitem__("id")):
        with pytest.raises(TypeError):
            change()
    assert answer == CARD_FACTS
    # a copy is plain data again, which its holder may change
    for copy in (copy_module.copy(answer), copy_module.deepcopy(answer),
                 pickle.loads(pickle.dumps(answer))):
        assert type(copy) is dict and copy == CARD_FACTS
        copy["name"] = "changed"
    assert answer["name"] == "Ancient"
