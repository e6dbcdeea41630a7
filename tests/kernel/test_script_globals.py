"""A script is given the global ``card`` only if its text could read it (``may_reach``): a
script that cannot name it pays no memory for it (issue #13), and one that can always has it."""

from __future__ import annotations

import random

import pytest

from deckwright.kernel.scripting.ctxapi import ctx_uses
from deckwright.kernel.scripting.sandbox import Sandbox, ScriptError
from deckwright.kernel.scripting.scriptcache import may_reach

# ways to read the global: each yields the card's id when the global is there
ROUTES = [
    "card.id",
    "_G.card.id",
    "_G['card'].id",
    "_G['ca' .. 'rd'].id",
    "_ENV['c' .. 'ard'].id",
    "load('return car' .. 'd.id')()",
    "rawget(_G, 'ca' .. 'rd').id",
    "(function() for k, v in pairs(_G) do if k == 'ca' .. 'rd' then return v.id end end end)()",
    "('--' .. card.id):sub(3)",
    "--[==[ ]] card ]==] card.id",
    "-- a line comment\n card.id",
    "'a\\'b' and card.id",
    "\"\\z\n   \" .. card.id",
    "[[ ]] .. card.id",
    "({[ [=[k]=] ] = card.id})[ [=[k]=] ]",
    "1..2 and card.id",
]
# text that does not reach the environment, however often it spells the word
DECOYS = [
    "'c' .. 'ard'",
    "'card.id'",
    "[==[ card ]] ]==]",
    "--[[ card.id ]] 'x'",
    "-- card.id\n 'y'",
    "({card = 1}).card and nil",
    "string.upper('car') .. 'd'",
    "math.floor(1.5)",
    "#'card game' and nil",
    "'\\'card'",
]
# noise to wrap around them: strings and comments full of quotes, brackets and the word
NOISE = ["", "--[[ ' \" card ]]", "local _ = 'card \\' [[' ", "local _ = [=[ ]] card ]=]",
         "-- card ' \"\n"]
def _chunk(rng: random.Random, parts: list[str]) -> str:
    body = "\n".join(f"{rng.choice(NOISE)}\nlocal v{i} = (function() return {p} end)()"
                     for i, p in enumerate(parts))
    return body + "\nreturn {" + ", ".join(f"v{i}" for i in range(len(parts))) + "}"


def _reads_card(source: str) -> bool:
    try:
        values = Sandbox().execute(source, "probe", env={"card": {"id": "lantern"}})
    except ScriptError:
        return False
    return isinstance(values, list) and "lantern" in values


@pytest.mark.parametrize("seed", range(40))
def test_a_script_that_reads_card_is_always_given_it(seed: int) -> None:
    # a seeded fuzz over reading routes, decoys and noise: whenever a chunk can read the card,
    # the text check says so
    rng = random.Random(seed)
    source = _chunk(rng, rng.sample(ROUTES + DECOYS, rng.randint(1, 3)))
    if _reads_card(source):
        assert may_reach(source, "card"), source


@pytest.mark.parametrize("seed", range(20))
def test_comments_strings_and_fields_do_not_count(seed: int) -> None:
    rng = random.Random(1000 + seed)
    source = _chunk(rng, rng.sample(DECOYS, rng.randint(1, 3)))
    assert Sandbox().execute(source, "probe") is not None  # the chunk is valid Lua
    assert not may_reach(source, "card"), source


@pytest.mark.parametrize("route", ROUTES[:-1])
def test_each_route_is_seen(route: str) -> None:
    assert may_reach(f"return {route}", "card")


@pytest.mark.parametrize("decoy", ["return 1", "return {cards = 2}", "local scard = 1",
                                   "return string.upper('x')", "return ctx:card('x')",
                                   "-- draws a card\nreturn 1", "return 'card'"])
def test_text_that_cannot_reach_it_is_not_given_it(decoy: str) -> None:
    assert not may_reach(decoy, "card")


@pytest.mark.parametrize("broken", ["return 'card", "--[[ card", "return [==[ x ]=]"])
def test_text_that_does_not_lex_is_given_everything(broken: str) -> None:
    assert may_reach(broken, "card")


@pytest.mark.parametrize("route", ["motto .. ''", "motto", "(motto):upper():lower()",
                                   "#motto > 0 and motto", "({motto})[1]",
                                   "motto == motto and motto"])
def test_every_read_of_a_string_global_is_seen(route: str) -> None:
    # whatever token follows the name, reading it is a read
    source = f"return {route}"
    assert Sandbox().execute(source, "probe", env={"motto": "lantern"}) == "lantern"
    assert may_reach(source, "motto")


def test_ctx_calls_are_found_in_code_only_with_their_lines() -> None:
    source = ("-- ctx:nope() in a comment\n"
              "local s = 'ctx:nor_this()' .. [[ctx.nor_that]]\n"
              "return ctx:hp(ctx.self),\n"
              "  ctx\n  :  stat('x')\n")
    assert ctx_uses(source) == [(3, ":", "hp"), (3, ".", "self"), (4, ":", "stat")]
