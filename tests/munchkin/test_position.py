"""The Munchkin position evaluation the lookahead bot scores its copies by (issue #36): levels
first, a rival near level 10 a threat, then strength, cards, curses, death and the fight."""

from __future__ import annotations

from typing import Any

from deckwright.kernel.game import Game
from deckwright.plugins.munchkin.position import LOST, WON, evaluate, position, rival_danger
from tests.conftest import shared_registry


def table(**setup: Any) -> Game:
    """A 3-player Munchkin game with this set-up; p3 takes the first turn and kicks open an
    Elf, so nobody is in a fight unless the set-up says otherwise."""
    return shared_registry().new_game(
        "munchkin", players=3, seed=1,
        setup={"first": "p3", "top": {"door.deck": ["elf"]}, **setup})


def score(**setup: Any) -> float:
    """p1's score at a table with this set-up."""
    return evaluate(table(**setup), "p1")


def test_a_level_of_ones_own_outweighs_a_full_hand_and_items() -> None:
    # MK 5.7: the game is the first to level 10
    rich = score(levels={"p1": 3}, table={"p1": ["leather-armor", "helm-of-courage"]},
                 hands={"p1": ["sleep-potion", "curse-lose-1-level", "curse-change-sex"]})
    assert score(levels={"p1": 4}) > rich


def test_a_rival_at_9_costs_more_than_every_level_below_it() -> None:
    # MK 5.7: a rival at 9 is one kill from the win
    game = table(levels={"p2": 9, "p3": 1})
    nine = rival_danger(game, "p2") - rival_danger(game, "p3")
    game = table(levels={"p2": 8, "p3": 1})
    assert nine - (rival_danger(game, "p2") - rival_danger(game, "p3")) > \
        rival_danger(table(levels={"p2": 5}), "p2") - rival_danger(table(), "p2")


def test_a_rival_climbing_lowers_the_score() -> None:
    assert score(levels={"p2": 6}) < score(levels={"p2": 5})


def test_items_in_use_are_combat_strength() -> None:
    # MK 4.2: items add to the player's combat strength
    assert position(table(table={"p1": ["leather-armor"]}), "p1").strength > \
        position(table(), "p1").strength


def test_a_card_that_gives_a_level_is_worth_more_than_another_card() -> None:
    go_up = position(table(hands={"p1": ["boil-an-anthill"]}), "p1").hand
    plain = position(table(hands={"p1": ["curse-change-sex"]}), "p1").hand
    assert go_up > plain > 0


def test_a_lasting_curse_on_the_seat_costs() -> None:
    # MK 8.5: a lasting curse stays on the victim's table
    cursed = position(table(table={"p1": ["curse-chicken-on-your-head"]}), "p1")
    assert cursed.curses < 0 and score(table={"p1": ["curse-chicken-on-your-head"]}) < score()


def test_being_dead_costs() -> None:
    # MK 8.9
    assert position(table(dead=["p1"]), "p1").dead < 0


def test_a_won_game_and_a_lost_one_are_beyond_any_position() -> None:
    game = table(levels={"p1": 9})
    game.end(["p1"], "reached level 10")
    assert evaluate(game, "p1") == WON and evaluate(game, "p2") == LOST


def fight(levels: dict[str, int], hand: list[str] | None = None) -> Game:
    """p1 (at ``levels``) kicks open a Platycore (level 6) and fights it."""
    game = table(levels=levels, first="p1", top={"door.deck": ["platycore"]},
                 **({"hands": {"p1": hand}} if hand else {}))
    while not game.data.get("combat"):
        decision = game.pending[0]
        game.answer(decision.player, "kick" if "kick" in decision.option_ids() else "pass")
    return game


def test_a_fight_being_won_counts_its_level_nearly_won() -> None:
    # MK 4.4: level 8 against the Platycore's 6
    game = fight({"p1": 8})
    assert position(game, "p1").fight > 0


def test_a_fight_being_lost_costs() -> None:
    game = fight({"p1": 2})
    assert position(game, "p1").fight < 0


def test_a_rivals_fight_for_level_10_counts_as_the_rival_at_10() -> None:
    # MK 5.7: p1 at 9 winning its fight is one step from ending the game
    game = fight({"p1": 9})
    assert rival_danger(game, "p1") > rival_danger(table(levels={"p1": 9}), "p1") + 30
