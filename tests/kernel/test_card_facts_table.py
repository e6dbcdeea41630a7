"""ctx:card's answer is made once per game for each card definition and converted to Lua once;
every asker gets a fresh table built from that conversion (issue #32). Over seeded games, every
table given is the one a conversion of the card's facts, asked afresh, would have made; a
script that writes into its table changes nothing another asker sees."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from deckwright.kernel.scripting.host import ScriptHost
from deckwright.kernel.scripting.kernelapi import Invocation
from deckwright.tools.simulation.bench import play_game
from tests.conftest import shared_registry


def same_data(a: Any, b: Any) -> bool:
    """Equal plain data of the same types all the way down (True is no 1, 1 is no 1.0)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(same_data(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(same_data(x, y) for x, y in zip(a, b, strict=True))
    return bool(a == b)


@pytest.mark.parametrize("name,seeds", [("munchkin", range(2)), ("four-souls", range(2))])
def test_every_card_table_given_is_a_fresh_conversion_of_the_card(
        monkeypatch: pytest.MonkeyPatch, name: str, seeds: Any) -> None:
    given = ScriptHost._card_table
    checked: list[bool] = []

    def audited(host: ScriptHost, facts: dict[str, Any]) -> Any:
        table = given(host, facts)
        game = host.game
        card = game.library.cards[facts["id"]]
        afresh = {"stats": {}, "params": {}, "tags": [], **card.to_json()}
        sandbox = host.sandbox
        checked.append(same_data(sandbox.to_python(table),
                                 sandbox.to_python(sandbox.to_lua(afresh))))
        return table

    monkeypatch.setattr(ScriptHost, "_card_table", audited)
    for seed in seeds:
        play_game(shared_registry(), name, 4, "heuristic", seed)
    assert len(checked) > 10  # scripts asked for cards: the test saw them
    assert all(checked)


def test_what_a_script_writes_into_its_card_table_no_other_asker_sees() -> None:
    game = shared_registry().new_game("munchkin", players=4, seed=1)
    host = game.scripts
    card = next(iter(game.objects.values())).card
    scribble = host.sandbox.load_engine_code(
        "return function(t) t.name = 'scribbled'; t.stats.level = 99; t.tags[1] = 'x' end",
        "scribble.lua", {})
    host._calls.append(Invocation(card, None, "p1", True))
    try:
        first = host._query("card", card)
        host.sandbox.call(scribble, first)
        second = host._query("card", card)
    finally:
        host._calls.pop()
    assert host.sandbox.to_python(first)["name"] == "scribbled"
    again = host.sandbox.to_python(second)
    assert again["name"] == game.card(card).name
    assert again["stats"] == dict(game.card(card).stats)
    assert "x" not in again["tags"]


def test_a_new_definition_of_a_card_id_gets_its_own_facts() -> None:
    game = shared_registry().new_game("munchkin", players=4, seed=1)
    host = game.scripts
    card = game.card(next(iter(game.objects.values())).card)
    before = host.card_facts(card)
    assert host.card_facts(card) is before  # the same definition: the same facts
    renamed = replace(card, name="Another Name")
    assert host.card_facts(renamed)["name"] == "Another Name"
