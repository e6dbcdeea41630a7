"""Levels (FS 10.15, plugins/four_souls/levels.py): level costs, a level kept as its item changes
hands, and a card's ``levels`` param checked as its set loads and against its script as the game
is set up. What each levelled card does, the scenarios show
(tests/four_souls/warp-zone/scenarios/cat-levels/levels.yaml)."""

from __future__ import annotations

import re
from collections.abc import Generator
from pathlib import Path
from typing import Any

import pytest
import yaml

from deckwright.kernel.errors import CardSetError, DeckwrightError
from deckwright.kernel.game import Game
from deckwright.plugins.four_souls import rewards
from deckwright.plugins.four_souls.facts import attack_of
from tests.conftest import shared_registry

LEVER = """
return {
  activated {
    label = "cash in two levels",
    cost = { level_down = 2 },
    effect = function(ctx) ctx:gain_cents(ctx.controller, 3) end,
  },
  activated {
    label = "climb",
    cost = { tap = true, level_up = 1 },
    effect = function(ctx) end,
  },
  static {
    given = true,
    label = "+1 attack",
    stat = "attack",
    applies = function(ctx, seat) return seat == ctx.controller end,
    value = 1,
  },
}
"""
TABLE = {"start": "action", "first": "p1", "characters": {"p1": "lazarus", "p2": "lazarus"},
         "monsters": {"monster.1": "gurdy", "monster.2": "monstro"}, "rooms": "none",
         "bonus": [], "hands": {"p1": [], "p2": []}, "tapped": ["lazarus"]}


def lever_set(tmp_path: Path, params: dict[str, Any], script: str = LEVER) -> Path:
    """A one-card homebrew set: Lever, a treasure with levels."""
    folder = tmp_path / "levers"
    (folder / "cards").mkdir(parents=True)
    (folder / "cards" / "lever.lua").write_text(script, encoding="utf-8")
    card = {"id": "lever", "name": "Lever", "type": "treasure", "copies": 0,
            "text": "$ Level down twice: gain 3¢. ↷, level up: nothing else. Level 3+: +1 "
                    "attack.", "script": "lever.lua", "params": params}
    (folder / "set.yaml").write_text(yaml.safe_dump(
        {"game": "four-souls", "id": "levers", "name": "Levers", "version": "1",
         "default": False, "cards": [card]}), encoding="utf-8")
    return folder


def lever_game(tmp_path: Path, level: int) -> Game:
    return shared_registry().new_game(
        "four-souls", players=2, seed=1,
        sets=[str(lever_set(tmp_path, {"levels": {"+1 attack": 3}}))],
        setup={**TABLE, "items": {"p1": ["lever"]}, "counters": {"p1.cents": 0},
               "counters_on": {"lever": {"level": level}}})


def lever(game: Game) -> Any:
    return next(o for o in game.zones["p1.items"].objects if o.card == "lever")


def options(game: Game) -> list[str]:
    return [o.id for o in game.pending[0].options]


def activate(game: Game, ability: int) -> None:
    """p1 activates Lever's ability number ``ability``."""
    game.answer("p1", next(o for o in options(game)
                           if o.startswith("activate:lever#") and o.endswith(f":{ability}")))


def run(flow: Generator[Any, Any, Any]) -> Any:
    """Run a flow that asks nothing to its end; its value."""
    try:
        asked = next(flow)
    except StopIteration as done:
        return done.value
    raise AssertionError(f"the flow asked {asked}")


def test_a_level_down_cost_cannot_be_paid_below_its_levels(tmp_path: Path) -> None:
    game = lever_game(tmp_path, level=1)
    assert not any(o.startswith("activate:lever") and o.endswith(":1") for o in options(game))


def test_a_level_down_cost_takes_the_levels(tmp_path: Path) -> None:  # FS 10.15
    game = lever_game(tmp_path, level=2)
    activate(game, 1)
    game.answer("p1", "pass")
    assert lever(game).counters["level"] == 0
    assert game.players["p1"].counters["cents"] == 3


def test_a_level_up_cost_reaches_a_level_ability(tmp_path: Path) -> None:  # FS 10.15
    game = lever_game(tmp_path, level=2)
    assert attack_of(game, "p1") == 1
    activate(game, 2)
    assert lever(game).counters["level"] == 3
    assert attack_of(game, "p1") == 2


def test_an_item_given_to_another_player_keeps_its_level_and_its_abilities(
        tmp_path: Path) -> None:  # FS 10.14.3: counters stay when control changes
    game = lever_game(tmp_path, level=3)
    assert attack_of(game, "p2") == 1
    moved = run(rewards.take_item(game, lever(game).id, "p2"))
    assert game.objects[moved].counters["level"] == 3
    assert attack_of(game, "p2") == 2 and attack_of(game, "p1") == 1


def test_a_level_shows_on_the_table(tmp_path: Path) -> None:
    assert "Lever [level 3]" in lever_game(tmp_path, level=3).render("p1")


@pytest.mark.parametrize(("params", "said"), [
    ({"levels": {"+1 attack": 0}}, "param 'levels' maps the labels"),
    ({"levels": ["+1 attack"]}, "param 'levels' maps the labels"),
    ({"starting_level": "six"}, "param 'starting_level' must be a whole number"),
])
def test_a_malformed_levels_param_is_an_error_in_the_set(tmp_path: Path, params: dict[str, Any],
                                                         said: str) -> None:
    with pytest.raises(CardSetError) as caught:
        shared_registry().new_game("four-souls", players=2, seed=1,
                                   sets=[str(lever_set(tmp_path, params))])
    assert said in str(caught.value) and "set.yaml" in str(caught.value)


def test_a_level_naming_no_given_ability_stops_the_game_at_set_up(tmp_path: Path) -> None:
    with pytest.raises(DeckwrightError, match=re.escape("'+2 attack' (level 3) is not the label")):
        shared_registry().new_game("four-souls", players=2, seed=1, sets=[
            str(lever_set(tmp_path, {"levels": {"+2 attack": 3}}))])


def test_a_game_without_levelled_cards_keeps_no_entry() -> None:
    game = shared_registry().new_game("four-souls", players=2, seed=1)
    assert "levelled" not in game.data
