"""Set-up in bulk (issue #32): ``Game.create_objects`` makes what as many ``create_object``
calls make (ids, order, owners), and a plain move leaves the state a move always left."""

from __future__ import annotations

from typing import Any

import pytest

from deckwright.kernel import Game, Ruleset
from deckwright.kernel.errors import RulesError
from deckwright.kernel.state import OWNER


class Table(Ruleset):
    """Two zones and a hand; set-up is left to each test."""

    id = "table"
    min_players = max_players = default_players = 2

    def setup(self, game: Game) -> None:
        game.add_zone("deck")
        game.add_zone("pile")
        game.add_zone("p1.hand", OWNER, "p1")

    def play(self, game: Game) -> Any:
        return
        yield


def one_by_one(game: Game, cards: list[str], zone: str, owner: str | None = None) -> None:
    for card in cards:
        game.create_object(card, zone, owner=owner)


def test_bulk_creation_makes_the_objects_of_one_call_each() -> None:
    cards = ["a", "b", "a", "c"]
    single, bulk = Game(Table(), players=2, seed=1), Game(Table(), players=2, seed=1)
    single.create_object("x", "pile")
    one_by_one(single, cards, "deck")
    one_by_one(single, ["d"], "p1.hand", owner="p1")
    bulk.create_object("x", "pile")
    bulk.create_objects(cards, "deck")
    bulk.create_objects(["d"], "p1.hand", owner="p1")
    assert bulk.snapshot() == single.snapshot()
    assert bulk.state_hash() == single.state_hash()


def test_bulk_creation_puts_the_cards_at_the_bottom_in_order() -> None:
    game = Game(Table(), players=2, seed=1)
    game.create_object("top", "deck")
    made = game.create_objects(["a", "b"], "deck")
    assert game.zones["deck"].cards() == ["top", "a", "b"]
    assert [o.id for o in made] == ["a#2", "b#3"]
    assert all(game.objects[o.id] is o for o in made)


def test_bulk_creation_tells_the_zone_changed_once() -> None:
    game = Game(Table(), players=2, seed=1)
    deck = game.zones["deck"]
    before = deck.version
    game.create_objects(["a", "b", "c"], "deck")
    assert deck.version == before + 1
    game.create_objects([], "deck")
    assert deck.version == before + 1  # nothing made: nothing changed


def test_bulk_creation_into_an_unknown_zone_names_it() -> None:
    game = Game(Table(), players=2, seed=1)
    with pytest.raises(RulesError, match="no zone called graveyard"):
        game.create_objects(["a"], "graveyard")
    assert not game.objects


def test_a_move_makes_a_new_object_with_the_next_id_and_the_zones_changed() -> None:
    game = Game(Table(), players=2, seed=1)
    first, second = game.create_objects(["a", "b"], "deck")
    deck, hand = game.zones["deck"], game.zones["p1.hand"]
    versions = (deck.version, hand.version)
    new = game.move_object(second, "p1.hand", face_down=True)
    assert new.id == "b#3" and second.id not in game.objects
    assert (new.zone, new.owner, new.controller, new.face_down) == ("p1.hand", None, "p1", True)
    assert (new.known_to, new.counters, new.flags) == ([], {}, {})
    assert deck.cards() == ["a"] and hand.cards() == ["b"]
    assert (deck.version, hand.version) == (versions[0] + 1, versions[1] + 1)
    with pytest.raises(RulesError, match="no zone called graveyard"):
        game.move_object(first, "graveyard")
    assert deck.cards() == ["a"]  # an unknown zone moves nothing
