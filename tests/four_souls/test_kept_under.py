"""Cards kept under an item (issue #35, plugins/four_souls/kept_under.py): out of play (FS
1.11.1), shown on the table (face-down ones only to who may see them, FS 1.11.3), kept by the
item as it changes control. What the cards do with them, the scenarios show
(tests/four_souls/warp-zone/scenarios/cat-levels/kept-under.yaml, summer-of-isaac's)."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from deckwright.kernel.game import Game
from deckwright.plugins.four_souls import kept_under, rewards, zones
from tests.conftest import shared_registry

TABLE = {"start": "action", "first": "p1", "characters": {"p1": "isaac", "p2": "lazarus"},
         "monsters": {"monster.1": "gurdy", "monster.2": "monstro"}, "rooms": "none",
         "bonus": [], "hands": {"p1": ["bomb", "a-penny"], "p2": []},
         "items": {"p1": ["isaacs-last-will"]}}


def table() -> Game:
    return shared_registry().new_game("four-souls", players=2, seed=1,
                                      sets=["summer-of-isaac"], setup=TABLE)


def run(flow: Generator[Any, Any, Any]) -> Any:
    """Run a flow that asks nothing to its end; its value."""
    try:
        asked = next(flow)
    except StopIteration as done:
        return done.value
    raise AssertionError(f"the flow asked {asked}")


def card(game: Game, card_id: str) -> str:
    return next(o.id for o in game.objects.values() if o.card == card_id)


def test_a_card_under_an_item_is_out_of_play_and_counted() -> None:  # FS 1.11.1
    game = table()
    will = card(game, "isaacs-last-will")
    kept = run(kept_under.put_under(game, card(game, "bomb"), will))
    assert game.objects[kept].zone == kept_under.ZONE
    assert kept_under.ZONE not in zones.in_play_zones(game)
    assert kept_under.under(game, will) == [kept]


def test_the_table_names_a_face_up_card_under_an_item_to_everyone() -> None:
    game = table()
    run(kept_under.put_under(game, card(game, "bomb"), card(game, "isaacs-last-will")))
    assert "Isaac's Last Will (under it: Bomb!)" in game.render("p2")


def test_a_face_down_card_under_an_item_is_not_named_to_the_other_players() -> None:
    game = table()  # FS 1.11.3: face-down out-of-play cards are hidden
    run(kept_under.put_under(game, card(game, "bomb"), card(game, "isaacs-last-will"), True))
    assert "(under it: a face-down card)" in game.render("p2")
    assert "Bomb!" not in game.render("p2").split("items:")[1]


def test_an_item_that_changes_control_keeps_the_cards_under_it() -> None:
    game = table()
    kept = run(kept_under.put_under(game, card(game, "bomb"), card(game, "isaacs-last-will")))
    moved = run(rewards.take_item(game, card(game, "isaacs-last-will"), "p2"))
    assert kept_under.under(game, moved) == [kept]
