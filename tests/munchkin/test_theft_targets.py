"""The Thief's Theft offers the small items on the other tables by name and holder, from
one question of the game (ctx:steal_targets, issue #32)."""

from __future__ import annotations

from deckwright.plugins.munchkin.vocabulary import steal_targets, stealable
from tests.conftest import shared_registry


def test_the_theft_targets_name_each_small_item_and_its_holder() -> None:
    # MK 7.14: small items on the other tables, upright or sideways; a Big one is not offered
    game = shared_registry().new_game(
        "munchkin", players=3, seed=1,
        setup={"table": {"p1": ["thief", "leather-armor"], "p2": ["huge-rock", "leather-armor"],
                         "p3": ["helm-of-courage"]}})
    offered = steal_targets(game, None, None, "p1")
    assert [t["label"] for t in offered] == ["steal Leather Armor from p2",
                                             "steal Helm of Courage from p3"]
    assert [t["id"] for t in offered] == stealable(game, None, None, "p1")
