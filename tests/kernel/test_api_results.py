"""Every ctx function has a real result type, checked as its arguments are, and the reference
documents the costs, the turn states and the scenario snapshot (issue #34, DESIGN §5)."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Generator
from types import SimpleNamespace
from typing import Any

import pytest

from deckwright.kernel.errors import DeckwrightError
from deckwright.kernel.scripting.ctxapi import vocab_entry
from deckwright.kernel.scripting.kernelapi import ApiResultError, Invocation, checked_result
from deckwright.kernel.scripting.luatypes import SignatureError, check_type, parse_signature
from deckwright.kernel.scripting.reference import reference
from deckwright.kernel.scripting.vocabulary import Vocabulary
from deckwright.kernel.state import (
    OBJECT_FIELDS,
    PLAYER_FIELDS,
    SNAPSHOT_FIELDS,
    ZONE_FIELDS,
    GameObject,
    Player,
    Zone,
    zone_json,
)
from tests.conftest import shared_registry

GAMES = ["four-souls", "munchkin", "dungeon-raiders"]
CALL = Invocation("some-card", "some-card#1", "p1", False)


@pytest.mark.parametrize("game_id", GAMES)
def test_no_function_of_the_reference_returns_any(game_id: str) -> None:
    """`deckwright api GAME | grep -c -- '-> any'` prints 0 (the issue's Done-when)."""
    text = reference(shared_registry().game(game_id).ruleset())
    assert [line for line in text.splitlines() if "-> any" in line] == []


def _vocabulary() -> Vocabulary:
    vocab = Vocabulary("Test Game")

    @vocab.query("coins(seat: seat) -> integer", "How many coins.")
    def coins(game: Any, source: Any, controller: Any, seat: str) -> Any:
        return "three" if seat == "p2" else 3

    @vocab.action("pay(n: count) -> {paid: count, left?: integer}", "Pay.")
    def pay(game: Any, source: Any, controller: Any, n: int) -> Generator[Any, Any, Any]:
        yield "an event"
        return {"paid": n, "left": "none"} if n > 5 else {"paid": n}

    return vocab


def test_a_query_giving_back_the_wrong_type_is_a_fault_named_with_what_came_back() -> None:
    # as ScriptHost._answer checks each answer (the memo's re-asking is not checked again)
    entry = vocab_entry(_vocabulary()["coins"])
    host = SimpleNamespace(game=None)
    assert checked_result(entry, None, entry.run(host, CALL, "p1")) == 3
    with pytest.raises(ApiResultError) as caught:
        checked_result(entry, None, entry.run(host, CALL, "p2"))
    text = str(caught.value)
    assert "returned 'three'" in text and "'-> integer'" in text
    assert "a fault of Test Game" in text and "coins" in text and "not of the card" in text


def test_a_wrong_result_reaches_the_author_as_an_error_naming_the_function() -> None:
    """Through a real game: a query's wrong answer stops the card with the plugin's fault."""
    from deckwright.kernel.scripting import kernelapi

    game = shared_registry().new_game("dungeon-raiders", players=3, seed=1)
    host = game.scripts
    host._builders()  # the API is built when a script first needs it
    entry = host._entries["turn"]
    host._entries["turn"] = dataclasses.replace(entry, run=lambda h, c: "soon")
    call = kernelapi.Invocation("x", None, "p1", True)
    with pytest.raises(DeckwrightError, match=re.escape(
            "ctx:turn: returned 'soon', which its declaration '-> integer' does not allow")):
        host._answer("turn", call)


def test_an_actions_result_is_checked_when_it_finishes() -> None:
    entry = vocab_entry(_vocabulary()["pay"])
    host = SimpleNamespace(game=None)

    def finish(flow: Generator[Any, Any, Any]) -> Any:
        try:
            while True:
                next(flow)
        except StopIteration as done:
            return done.value

    assert finish(entry.run(host, CALL, 2)) == {"paid": 2}
    with pytest.raises(ApiResultError, match=re.escape("field left must be a whole number")):
        finish(entry.run(host, CALL, 6))


@pytest.mark.parametrize(("kind", "value", "ok"), [
    ("{a: integer, b?: string}", {"a": 1}, True),
    ("{a: integer, b?: string}", {"a": 1, "b": "x"}, True),
    ("{a: integer, b?: string}", {"b": "x"}, False),
    ("{a: integer, b?: string}", {"a": 1, "c": 2}, False),
    ("{a: integer}|nil", None, True),
    ("list<{id: string, label: string}>", [{"id": "x", "label": "X"}], True),
    ("list<{id: string, label: string}>", [{"id": "x"}], False),
    ("list<seat|id>", ["p1", "monster#3"], True),
    ("value", {"any": [1, "plain"]}, True),
    ("value", print, False),
])
def test_table_shapes_and_plain_values(kind: str, value: Any, ok: bool) -> None:
    assert (check_type(None, kind, value) is None) is ok


def test_a_table_shape_with_a_field_named_twice_does_not_parse() -> None:
    with pytest.raises(SignatureError, match="a field named twice"):
        parse_signature("f(b: seat) -> {a: integer, a: string}")


def test_the_reference_lists_every_cost_key() -> None:
    for game_id in GAMES:
        rules = shared_registry().game(game_id).ruleset()
        text = reference(rules)
        assert "## Costs of an activated ability" in text
        for key in ["tap", *rules.cost_keys]:
            assert f"- `{key}` — " in text, (game_id, key)
    four_souls = shared_registry().game("four-souls").ruleset()
    assert {"cents", "counters", "hp", "discard"} <= set(four_souls.cost_keys)


def test_the_reference_lists_the_turn_states() -> None:
    from deckwright.plugins.four_souls.facts import TURN_STATE

    text = reference(shared_registry().game("four-souls").ruleset())
    section = text.split("## Turn state", 1)[1].split("\n## ", 1)[0]
    for name, (kind, _, _) in TURN_STATE.items():
        assert f"- `{name}`: {kind} — " in section
    # every name the shipped scripts ask for is one of them
    assert {"attacked", "attacks_made", "deck_attacks", "phase"} <= set(TURN_STATE)


def test_the_reference_lists_the_snapshot_fields() -> None:
    text = reference(shared_registry().game("munchkin").ruleset())
    section = text.split("## Scenario snapshot", 1)[1]
    for fields in (SNAPSHOT_FIELDS, PLAYER_FIELDS, ZONE_FIELDS, OBJECT_FIELDS):
        for name in fields:
            assert f"- `{name}` — " in section


def test_the_snapshot_fields_are_the_ones_the_game_gives() -> None:
    """The documented fields cannot drift from what the code writes."""
    game = shared_registry().new_game("dungeon-raiders", players=3, seed=1)
    snapshot = game.snapshot()
    assert set(snapshot) == set(SNAPSHOT_FIELDS)
    assert set(snapshot["players"]["p1"]) == set(PLAYER_FIELDS)
    everything = GameObject("x#1", "x", "z", owner="p1", controller="p2", tapped=True,
                            face_down=True, known_to=["p1"], counters={"c": 1},
                            flags={"f": True})
    assert set(everything.to_json()) == set(OBJECT_FIELDS)
    # absent when unset: an untapped card has no `tapped`, no counters means no `counters`
    assert set(GameObject("y#2", "y", "z").to_json()) == {"id", "card"}
    assert set(zone_json(Zone("z", owner="p1"), [])) == set(ZONE_FIELDS)
    assert set(Player("p1").to_json()) == set(PLAYER_FIELDS)


@pytest.mark.parametrize(("cost", "problem"), [
    ({"tap": True, "cents": 2}, None),
    ({"cent": 2}, "Four Souls has no cost 'cent'; did you mean 'cents'?"),
])
def test_a_cost_the_game_does_not_declare_is_refused_when_the_script_loads(
        cost: dict[str, Any], problem: str | None) -> None:
    from deckwright.kernel.scripting.cardscript import CardScriptError
    from deckwright.kernel.scripting.scriptchecks import ScriptChecks

    game = shared_registry().new_game("four-souls", players=2, seed=1)
    card = SimpleNamespace(id="homebrew-item", script=SimpleNamespace(name="homebrew-item.lua"))
    ability = SimpleNamespace(kind="activated", index=1, on=None, facts={"cost": cost})
    checks = ScriptChecks(game)
    if problem is None:
        checks.abilities(card, [ability])  # type: ignore[arg-type]
        return
    with pytest.raises(CardScriptError, match=re.escape(problem)):
        checks.abilities(card, [ability])  # type: ignore[arg-type]


def test_turn_state_refuses_a_name_it_does_not_declare_and_gives_the_default() -> None:
    from deckwright.plugins.four_souls.vocabulary import turn_state

    game = shared_registry().new_game("four-souls", players=2, seed=1)
    with pytest.raises(DeckwrightError, match="no turn state named 'atacks'; did you mean "
                                              "'attacks'"):
        turn_state(game, None, "p1", "atacks")
    assert turn_state(game, None, "p1", "attacked") == []  # nothing attacked yet: empty
