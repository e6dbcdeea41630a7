"""A homebrew set that adds rooms keeps the boss as the 25th room (DR A2.1; issue #10)."""

from __future__ import annotations

from pathlib import Path

import pytest

from deckwright.kernel import Registry
from deckwright.kernel.agents import RandomAgent, play_out
from deckwright.kernel.errors import CardSetError

ROOMS = """game: dungeon-raiders
id: more-rooms
name: More rooms
version: "1"
cards:
  - id: cave-bear
    name: Cave Bear
    type: monster
    copies: 1
    stats: {strength: {"3": 10, "4": 12, "5": 15}, wounds: 1}
    text: A bear.
  - id: cave-wolf
    name: Cave Wolf
    type: monster
    copies: 1
    stats: {strength: {"3": 9, "4": 11, "5": 14}, wounds: 1}
    text: A wolf.
"""


def test_two_extra_rooms_still_end_the_dungeon_with_its_boss(tmp_path: Path) -> None:
    root = tmp_path / "more-rooms"
    root.mkdir()
    (root / "set.yaml").write_text(ROOMS, encoding="utf-8")
    registry = Registry()
    for seed in (1, 2, 3):
        game = registry.new_game("dungeon-raiders", players=3, seed=seed, sets=[root])
        deck = game.zones["room.deck"].objects
        on_floor = game.zones["floor"].objects
        boss = deck[-1].card
        assert len(deck) + len(on_floor) == 25 and game.card(boss).type == "boss"
        play_out(game, {s: RandomAgent(s, game) for s in game.seats})
        assert game.over and not game.error
        met = [kind for _, kind, data in game.history if kind.startswith("move")
               and str(data.get("card", "")) == boss and data.get("to") == "floor"]
        assert met, "the boss was never entered"


@pytest.mark.parametrize(("call", "message"), [
    ("ctx:wound(seat, -3)", "ctx:wound: amount (argument 2) must be a whole number of 0 or more, "
                            "got -3"),
    ("ctx:wound(seat, 2.5)", "ctx:wound: amount (argument 2) must be a whole number of 0 or "
                             "more, got 2.5"),
    ("ctx:wound('p9', 1)", "ctx:wound: seat (argument 1) must be a player's seat (p1, p2, p3), "
                           "got 'p9'"),
    ("ctx:take_item(seat, 'shield')", "ctx:take_item: item (argument 2) must be 'torch' or "
                                      "'crystal-ball' or 'key' or 'sword', got 'shield'"),
])
def test_a_wrong_call_is_an_error_in_the_authors_words(tmp_path: Path, call: str,
                                                      message: str) -> None:
    # issue #10: ctx:wound(seat, -3) and 2.5 did nothing, silently
    root = tmp_path / "wrong"
    (root / "cards").mkdir(parents=True)
    (root / "cards" / "wrong.lua").write_text(
        "return { attack = function(ctx) for _, seat in ipairs(ctx:players()) do "
        f"{call} end end }}\n", encoding="utf-8")
    (root / "set.yaml").write_text(
        'game: dungeon-raiders\nid: wrong\nname: Wrong\nversion: "1"\ncards:\n'
        "  - {id: wrong-boss, name: Wrong Boss, type: boss, copies: 1, script: wrong.lua,\n"
        '     stats: {strength: 99}}\n', encoding="utf-8")
    game = Registry().new_game("dungeon-raiders", players=3, seed=1, sets=[root])
    flow = game.scripts.run_entry("wrong-boss", "attack", source="wrong-boss#1",
                                  controller="p1")
    with pytest.raises(Exception) as info:
        next(flow)
    assert message in str(info.value) and "wrong.lua:1:" in str(info.value)


def test_a_misspelt_ctx_function_stops_the_set_from_loading(tmp_path: Path) -> None:
    # issue #10: a misspelt call failed only when its line ran, deep in a game
    root = tmp_path / "wrong"
    (root / "cards").mkdir(parents=True)
    (root / "cards" / "wrong.lua").write_text(
        "return {\n  attack = function(ctx)\n    ctx:wund(ctx:active(), 1)\n  end,\n}\n",
        encoding="utf-8")
    (root / "set.yaml").write_text(
        'game: dungeon-raiders\nid: wrong\nname: Wrong\nversion: "1"\ncards:\n'
        "  - {id: wrong-boss, name: Wrong Boss, type: boss, copies: 1, script: wrong.lua,\n"
        '     stats: {strength: 99}}\n', encoding="utf-8")
    with pytest.raises(CardSetError) as info:
        Registry().new_game("dungeon-raiders", players=3, seed=1, sets=[root])
    assert "card 'wrong-boss': wrong.lua:3: ctx has no function 'wund'; did you mean 'wound'?" \
        in str(info.value)
