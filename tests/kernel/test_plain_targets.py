"""Target lists that only pass kernel questions back (``function(ctx) return
ctx:labelled(ctx:players()) end``: most of them) are evaluated by the script host without Lua
(returnexpr.py), with the answer Lua would give: values cross as they would to Lua and back
(issue #32)."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from deckwright.kernel.registry import Registry
from deckwright.kernel.scripting.returnexpr import EXPRESSION, read_function
from deckwright.kernel.scripting.sandbox import Sandbox, crosses_unchanged
from tests.conftest import bots_play_out, homebrew_set, shared_registry


def test_a_function_that_returns_one_question_or_one_about_another_is_read() -> None:
    for text, asked in (
            ("target = function(ctx) return ctx:players() end,", {"players"}),
            ("function(c) return c:labelled(c:living()) end", {"living", "labelled"}),
            ("  target = function(ctx)\n    return ctx:labelled(ctx:rolls())\n  end,",
             {"rolls", "labelled"}),
            ("function(ctx, n) return ctx:players() end", {"players"})):  # n never read
        found = read_function(text)
        assert found is not None and found.questions == asked, text


def test_only_values_that_cross_to_lua_and_back_unchanged_are_kept_as_they_are() -> None:
    assert crosses_unchanged(["p1", 2, 3.5, True])
    assert crosses_unchanged([{"id": "p1", "label": "p1 (Isaac)"}])
    assert crosses_unchanged([])
    assert not crosses_unchanged({})  # an empty table comes back a list
    assert not crosses_unchanged({"label": "x", "id": "p1"})  # its keys come back sorted
    assert not crosses_unchanged(("p1",))  # a tuple comes back a list
    assert not crosses_unchanged(["p1", None])  # a hole
    assert not crosses_unchanged(2**70)


def plain_value(rng: random.Random, depth: int = 0) -> Any:
    """A random value of what questions answer: scalars, lists and dicts, nested."""
    pick = rng.randrange(9 if depth < 3 else 6)
    if pick == 0:
        return rng.choice(["p1", "", "Mom!", "é"])
    if pick == 1:
        return rng.choice([0, 7, -3, 2**62, 2**64])
    if pick == 2:
        return rng.choice([True, False])
    if pick == 3:
        return rng.choice([1.5, 2.0, -0.25])
    if pick == 4:
        return None
    if pick == 5:
        return rng.choice([(), ("a",)])
    if pick in (6, 7):
        return [plain_value(rng, depth + 1) for _ in range(rng.randrange(4))]
    keys = rng.sample(["id", "label", "b", "a", "3"], rng.randrange(4))
    return {k: plain_value(rng, depth + 1) for k in keys}


def test_a_value_said_to_cross_unchanged_comes_back_equal_and_of_the_same_types() -> None:
    # seeded fuzz: whatever crosses_unchanged accepts, the round trip through Lua keeps
    sandbox = Sandbox()
    rng = random.Random(32)
    accepted = 0
    for _ in range(2000):
        value = plain_value(rng)
        if not crosses_unchanged(value):
            continue
        accepted += 1
        back = sandbox.to_python(sandbox.to_lua(value))
        assert back == value and repr(back) == repr(value), value
    assert accepted > 500


def test_every_such_four_souls_function_answers_as_it_does_in_lua() -> None:
    # FS 10.3: the target lists of a game under way, each asked both ways
    game = shared_registry().new_game("four-souls", players=4, seed=3)
    bots_play_out(game)  # to the end: a board with items, monsters, dead players
    host = game.scripts
    compared = 0
    for card in game.library.cards.values():
        script = host.script(card.id) if card.script is not None else None
        if script is None:
            continue
        functions: list[tuple[Any, int | None]] = [(a, a.index) for a in script.abilities
                                                   if a.has("target")]
        if "target" in script.entries:
            functions.append((None, None))
        for ability, index in functions:
            shape = host._plain_of(script, index, "target")
            if shape is None:
                continue
            direct = host._call_query(script, ability, index, "target", "p1", "p1", None, ())
            script.notes[(EXPRESSION, index, "target")] = None  # now in Lua
            try:
                in_lua = host._call_query(script, ability, index, "target", "p1", "p1", None,
                                          ())
            finally:  # the notes are the process's
                script.notes[(EXPRESSION, index, "target")] = shape
            assert direct == in_lua, card.id
            compared += 1
    assert compared >= 20


def test_two_cards_of_one_archetype_text_are_each_asked_their_own_function(
        tmp_path: Path) -> None:
    # an archetype picks a card's function by its params: the same text, index and name are
    # another function on another card, so what a function passes back is read per card
    pick = (
        "--- param asks: 'players'|'monsters' -- which list its target is\n"
        "local targets\n"
        "if params.asks == 'players' then\n"
        "  targets = function(ctx) return ctx:players() end\n"
        "else\n"
        "  targets = function(ctx) return ctx:monsters() end\n"
        "end\n"
        "return {\n"
        "  activated { label = 'look', target = targets, effect = function(ctx) end },\n"
        "}\n")
    cards = "".join(
        f"  - id: {name}\n    name: {name.title()}\n    type: one-shot\n"
        f"    stats: {{deck: treasure, value: 100}}\n    script: pick.lua\n"
        f"    params: {{asks: {asks}}}\n"
        for name, asks in (("seer", "players"), ("hunter", "monsters")))
    root = homebrew_set(tmp_path, "munchkin", cards, {"pick.lua": pick})
    for order in (("seer", "hunter"), ("hunter", "seer")):
        game = Registry().new_game("munchkin", players=3, seed=1, sets=[root])
        host = game.scripts
        for card in order:
            script = host.script(card)
            assert script is not None
            answer = host.ask(script, script.activated[0], "target", None, "p1", None)
            assert answer == (list(game.seats) if card == "seer" else []), (order, card)
