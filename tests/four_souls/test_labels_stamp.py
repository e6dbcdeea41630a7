"""ctx:labelled is stamped by what a label reads: each seat's character zone and which card
each object is, while no lasting effect (a rename) was ever given. The query memo then keeps
a target list (Bomb!'s "a monster or a player") without labelling its ids again (issue #32)."""

from __future__ import annotations

from typing import Any

from deckwright.kernel.game import Game
from deckwright.kernel.registry import default_registry
from deckwright.plugins.four_souls import lasting, zones
from deckwright.plugins.four_souls.vocabulary import _labels_version, labelled
from tests.conftest import CountedQuestion

REGISTRY = default_registry()


def new_game() -> Game:
    """A four-player game at its first decision."""
    return REGISTRY.new_game("four-souls", players=4, seed=5)


def monster(game: Game) -> str:
    """The id of the first active monster."""
    return zones.active_monsters(game)[0].id


def test_the_stamp_holds_while_nothing_a_label_reads_changes() -> None:
    game = new_game()
    ids = ("p1", "p2", monster(game))
    before = _labels_version(game, ids)
    game.set_counter("p1", "cents", 7)
    assert before is not None and _labels_version(game, ids) == before


def test_a_new_character_changes_the_stamp_and_the_label() -> None:
    game = new_game()
    ids = ("p1", monster(game))
    before, answer = _labels_version(game, ids), labelled(game, None, None, list(ids))
    other = game.zones["p2.character"].objects[0]
    game.move_object(other, "p1.character")  # on top: p1's character now
    assert _labels_version(game, ids) != before
    assert labelled(game, None, None, list(ids)) != answer


def test_an_object_taking_another_cards_identity_changes_the_stamp() -> None:
    game = new_game()
    ids = (monster(game),)
    before = _labels_version(game, ids)
    game.abilities_changed()
    assert _labels_version(game, ids) != before


def test_no_stamp_once_a_lasting_effect_was_given() -> None:
    # a rename comes and goes with lasting effects: labels are asked again from then on
    game = new_game()
    target = game.objects[monster(game)]
    lasting.add(game, target, "renamed", {"name": "Trash", "until": "turn"})
    assert _labels_version(game, (target.id,)) is None


def test_no_stamp_for_an_id_not_in_the_game_or_a_table_of_ids() -> None:
    game = new_game()
    assert _labels_version(game, ("p1", "s99")) is None  # a stack item's id, or nothing
    assert _labels_version(game, ("p1", 3)) is None
    assert _labels_version(game, (("a", "p1"),)) is None  # a table's pairs


def bomb_targets(game: Game) -> Any:
    """Bomb!'s target list for p1, asked as a loot card's playability asks it."""
    return game.scripts.query_entry("bomb", "target", None, source="bomb#test", controller="p1")


def test_a_kept_target_list_is_given_again_without_labelling_its_ids_again() -> None:
    game = new_game()
    game.scripts.script("bomb")  # loaded: the game's entries are its own from here on
    labels = CountedQuestion(game, "labelled")
    first = bomb_targets(game)
    asked = labels.asked
    assert asked >= 1 and first
    game.set_counter("p1", "cents", 9)  # nothing a label reads
    assert bomb_targets(game) == first
    assert labels.asked == asked
