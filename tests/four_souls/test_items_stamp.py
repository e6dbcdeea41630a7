"""ctx:items with a filter of card facts alone (guppy, passive) is stamped by what it reads:
the player's items zone and which card each object is, so the query memo asks it again only
after one of those changed (FS 1.15.1; issue #32)."""

from __future__ import annotations

from deckwright.kernel.game import Game
from deckwright.kernel.registry import default_registry
from deckwright.plugins.four_souls.vocabulary import _items_version, items

REGISTRY = default_registry()


def game_with_items() -> Game:
    """A four-player game, p1 holding the top treasure as an item."""
    game = REGISTRY.new_game("four-souls", players=4, seed=5)
    game.move_object(game.zones["treasure.deck"].objects[0], "p1.items")
    return game


def test_an_item_leaving_changes_the_stamp_and_the_answer() -> None:
    game = game_with_items()
    before, answer = _items_version(game, "p1", "guppy"), items(game, None, None, "p1")
    item = game.zones["p1.items"].objects[0]
    game.move_object(item, "treasure.discard")
    assert _items_version(game, "p1", "guppy") != before
    assert items(game, None, None, "p1") != answer


def test_an_item_arriving_changes_the_stamp() -> None:
    game = game_with_items()
    before = _items_version(game, "p1", "passive")
    treasure = game.zones["treasure.deck"].objects[0]
    game.move_object(treasure, "p1.items")
    assert _items_version(game, "p1", "passive") != before


def test_an_object_taking_another_cards_identity_changes_the_stamp() -> None:
    game = game_with_items()
    before = _items_version(game, "p1", "guppy")
    game.abilities_changed()
    assert _items_version(game, "p1", "guppy") != before


def test_a_filter_that_reads_the_game_has_no_stamp() -> None:
    game = game_with_items()
    for what in ("tapped", "charged", "non-eternal", "guppy,tapped"):
        assert _items_version(game, "p1", what) is None
    assert _items_version(game, "p1", None) is not None
