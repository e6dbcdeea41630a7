"""A homebrew set that adds rooms keeps the boss as the 25th room (DR A2.1; issue #10)."""

from __future__ import annotations

from pathlib import Path

from deckwright.kernel import Registry
from deckwright.kernel.agents import RandomAgent, play_out

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
