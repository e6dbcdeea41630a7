"""A script is given the global ``card`` only if its text could read it (``may_reach``): a
script that cannot name it pays no memory for it (issue #13), and one that can always has it."""

from __future__ import annotations

import random

import pytest

from deckwright.kernel.sandbox import Sandbox, ScriptError
from deckwright.kernel.scriptcache import may_reach

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
    "select(2, next(_ENV, 'cal' .. 'l')) and nil",
]
# text that does not reach the environment
DECOYS = [
    "'c' .. 'ard'",
    "string.upper('car') .. 'd'",
    "({cards = 1}).cards",
    "math.floor(1.5)",
    "#'card game' and nil",
]


@pytest.mark.parametrize("seed", range(30))
def test_a_script_that_reads_card_is_always_given_it(seed: int) -> None:
    # a seeded fuzz over reading routes and decoys: whenever a chunk can read the card, the
    # text check says so
    rng = random.Random(seed)
    parts = rng.sample(ROUTES + DECOYS, rng.randint(1, 3))
    source = "return {" + ", ".join(f"(function() return {p} end)()" for p in parts) + "}"
    sb = Sandbox()
    try:
        values = sb.execute(source, "probe", env={"card": {"id": "lantern"}})
    except ScriptError:
        values = None
    if values is not None and "lantern" in values:
        assert may_reach(source, "card"), source


@pytest.mark.parametrize("route", ROUTES[:-1])
def test_each_route_is_seen(route: str) -> None:
    assert may_reach(f"return {route}", "card")


@pytest.mark.parametrize("decoy", ["return 1", "return {cards = 2}", "local scard = 1",
                                   "return string.upper('x')"])
def test_text_that_cannot_reach_it_is_not_given_it(decoy: str) -> None:
    assert not may_reach(decoy, "card")


def test_a_word_in_a_comment_counts() -> None:
    assert may_reach("-- draws a card\nreturn 1", "card")
