"""Four Souls' own lib helpers (plugins/four_souls/cardlib.lua, issue #30): the counter ability
they build is the one the scripts copied before, a new one for every card; putting a counter
is an effect, refused in a query. What they do in a game, the Requiem scenarios show:
"hemoptysis: ↷ puts a counter on it" (lib.counter_on_tap), "jar-of-flies: a counter each time
a monster dies" (lib.put_counter)."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from deckwright.kernel import Game
from deckwright.kernel.scripting.cardscript import CardScriptError
from tests.conftest import shared_registry

CARDS = {
    # changes every field of the ability the helper gave it
    "tinkerer": """
local mine = lib.counter_on_tap()
mine.label, mine.hint, mine.cost.tap, mine.cost.cents = "mine now", "never", false, 3
return { mine }""",
    "plain": "return { lib.counter_on_tap() }",
    "grabby": """
return {
  _probe = function(ctx) lib.put_counter(ctx) return true end,
}""",
    "counter-of-others": """
return {
  _others = function(ctx, seat) return ctx:others(seat, "living") end,
}""",
}


def helpers_set(tmp_path: Path) -> Path:
    folder = tmp_path / "helper-users"
    (folder / "cards").mkdir(parents=True)
    cards = [{"id": card, "name": card.title(), "type": "treasure", "copies": 0,
              "text": "A test of lib.", "script": f"{card}.lua"} for card in CARDS]
    for card, source in CARDS.items():
        (folder / "cards" / f"{card}.lua").write_text(source, encoding="utf-8")
    (folder / "set.yaml").write_text(yaml.safe_dump(
        {"game": "four-souls", "id": "helper-users", "name": "Helper users", "version": "1",
         "default": False, "cards": cards}, allow_unicode=True), encoding="utf-8")
    return folder


@pytest.fixture
def game(tmp_path: Path) -> Game:
    return shared_registry().new_game("four-souls", players=2, seed=1,
                                      sets=["requiem", str(helpers_set(tmp_path))])


def first_ability(game: Game, card: str) -> tuple[str, dict[str, object]]:
    ability = game.scripts.script(card).abilities[0]
    facts = dict(ability.facts)
    facts.pop("index")
    return ability.kind, facts


# the block the scripts copied: "↷: put a counter on this"
COPIED = ("activated", {"kind": "activated", "label": "put a counter on this", "hint": "now",
                        "cost": {"tap": True}, "has_effect": True})


@pytest.mark.parametrize("card", ["tech-x", "the-bone", "eternal-d6", "hemoptysis"])
def test_counter_on_tap_is_the_ability_the_scripts_copied(game: Game, card: str) -> None:
    assert first_ability(game, card) == COPIED


def test_each_card_gets_an_ability_of_its_own(game: Game) -> None:
    tinkered = first_ability(game, "tinkerer")[1]
    assert (tinkered["label"], tinkered["hint"], tinkered["cost"]) == (
        "mine now", "never", {"tap": False, "cents": 3})
    assert first_ability(game, "plain") == COPIED


def test_put_counter_is_an_effect_a_query_may_not_use(game: Game) -> None:
    with pytest.raises(CardScriptError, match="may not change the game"):
        game.scripts.query_entry("grabby", "_probe", source="grabby#1", controller="p1")




def test_the_living_others_leave_out_the_player_named_and_the_dead(tmp_path: Path) -> None:
    # "another player" (Conquest, Sisters Vis, Rag Mega, Hubert Cumberdale); a dead player is
    # out until their next turn (FS 7.7.1)
    game = shared_registry().new_game("four-souls", players=4, seed=1,
                                      sets=["requiem", str(helpers_set(tmp_path))])
    game.players["p4"].flags["dead"] = True
    others = game.scripts.query_entry("counter-of-others", "_others", "p2",
                                      source="counter-of-others#1", controller="p1")
    assert list(others) == ["p3", "p1"]
