"""Abilities gained from another card until a moment (#35, Is You: "this gains all of that
item's abilities until the start of your next turn"; plugins/four_souls/gained_abilities.py),
as the kernel's ability index offers them."""

from __future__ import annotations

from deckwright.kernel.game import Game
from deckwright.kernel.registry import default_registry
from deckwright.plugins.four_souls import gained_abilities, lasting


def table() -> Game:
    return default_registry().new_game("four-souls", players=2, seed=1, sets=["warp-zone"], setup={
        "start": "action", "first": "p1", "characters": {"p1": "baba", "p2": "blue-archer"},
        "monsters": {"monster.1": "gurdy", "monster.2": "monstro"}, "rooms": "none",
        "bonus": [], "hands": {"p1": [], "p2": []}})


def gain(game: Game, card: str, **when: object) -> str:
    is_you = game.zones["p1.items"].objects[0]
    lasting.add(game, is_you, gained_abilities.FLAG, {"card": card, **when})
    game.abilities_changed()
    return is_you.id


def keys(game: Game, seat: str, obj_id: str) -> list[object]:
    return [a.key for o, a in game.scripts.activation.activatable(seat) if o == obj_id]


def test_the_gained_ability_is_this_objects_own_to_activate() -> None:
    game = table()
    is_you = gain(game, "bow-and-arrow", until="start:p1")
    assert keys(game, "p1", is_you) == ["bow-and-arrow/1"]
    assert keys(game, "p2", is_you) == []


def test_the_gain_ends_as_its_players_next_turn_starts() -> None:
    game = table()
    is_you = gain(game, "bow-and-arrow", until="start:p1")
    lasting.expire(game, "start:p2")
    assert keys(game, "p1", is_you) == ["bow-and-arrow/1"]
    lasting.expire(game, "start:p1")
    assert keys(game, "p1", is_you) == []


def test_a_gain_made_as_a_turn_starts_outlasts_that_start() -> None:
    game = table()
    is_you = gain(game, "bow-and-arrow", until="start:p1", after=game.turn)
    lasting.expire(game, "start:p1")
    assert keys(game, "p1", is_you) == ["bow-and-arrow/1"]
