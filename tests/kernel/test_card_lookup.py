"""`card NAME` at the table finds a card by any word of its name, the player's own cards first,
with a hint that helps when nothing fits (#11). Shared by every game: tried with Munchkin and
Four Souls names."""

from __future__ import annotations

from click.testing import CliRunner

from deckwright.cli.main import cli
from deckwright.kernel.game import Game
from deckwright.kernel.sets.lookup import look_up
from tests.conftest import shared_registry


def munchkin(**setup: object) -> Game:
    """Three players, p1 active, the given set-up."""
    return shared_registry().new_game("munchkin", players=3, seed=1, setup=dict(setup))


def four_souls(**setup: object) -> Game:
    """Two players of Four Souls, the given set-up."""
    return shared_registry().new_game("four-souls", players=2, seed=1, setup=dict(setup))


def names(cards: list) -> list[str]:
    """The names of cards, in order."""
    return [c.name for c in cards]


def test_a_word_in_the_middle_of_a_name_finds_the_card() -> None:
    found = look_up(munchkin(), "p1", "Chicken")
    assert names(found.shown) == ["Curse! Chicken on Your Head", "Large Angry Chicken"]


def test_the_start_of_each_word_typed_in_any_case_narrows_it_down() -> None:
    found = look_up(munchkin(), "p1", "CHICK hea")
    assert names(found.shown) == ["Curse! Chicken on Your Head"]


def test_an_ambiguous_word_shows_the_card_in_your_hand_and_names_the_rest() -> None:
    found = look_up(munchkin(hands={"p1": ["flaming-armor"]}), "p1", "Flaming")
    assert names(found.shown) == ["Flaming Armor"]
    assert names(found.also) == ["Flaming Poison Potion"]
    assert found.places["flaming-armor"] == ["your hand"]


def test_where_a_card_is_in_sight_is_said_and_hidden_hands_are_not() -> None:
    game = munchkin(hands={"p2": ["flaming-armor"]},
                    table={"p3": ["curse-chicken-on-your-head"]})
    assert look_up(game, "p1", "Flaming").places == {"flaming-armor": [],
                                                     "flaming-poison-potion": []}
    assert look_up(game, "p1", "chicken").places["curse-chicken-on-your-head"] == \
        ["p3's table"]


def test_a_misspelt_word_gets_the_cards_it_may_mean() -> None:
    found = look_up(munchkin(), "p1", "Chiken")
    assert not found.shown
    assert found.hint == ("no card called 'Chiken'; did you mean Curse! Chicken on Your Head "
                          "or Large Angry Chicken?")


def test_a_word_of_no_card_hints_with_a_card_of_your_own() -> None:
    found = look_up(munchkin(hands={"p1": ["wannabe-vampire"]}), "p1", "xyzzy")
    assert found.hint == ("no card called 'xyzzy' (type a word of its name, or the start of "
                          "one: card wannabe)")


def test_four_souls_names_are_found_by_a_word_too() -> None:
    game = four_souls(hands={"p1": ["bloody-penny"]})
    found = look_up(game, "p1", "penny")
    assert names(found.shown) == ["Bloody Penny"]
    assert {"A Penny!", "Counterfeit Penny"} <= set(names(found.also))
    assert names(look_up(game, "p1", "d6").shown) == ["The D6"]


def test_the_card_command_at_the_prompt_uses_the_words() -> None:
    result = CliRunner().invoke(cli, ["play", "munchkin", "--players", "3", "--bots", "2",
                                      "--seed", "2412"],
                                input="card Chicken\ncard chiken\nquit\n")
    out = result.output
    assert "Curse! Chicken on Your Head [curse-chicken-on-your-head] (curse" in out
    assert "Large Angry Chicken [large-angry-chicken] (monster" in out
    assert "did you mean Curse! Chicken on Your Head or Large Angry Chicken?" in out
    assert "card zom" not in out
