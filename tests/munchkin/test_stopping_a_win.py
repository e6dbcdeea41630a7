"""A rival fighting for level 10 meets every card a bot holds against the fight (MK 5.7; issue
#36), and ``duel`` counts who could stop such a win and who did."""

from __future__ import annotations

from typing import Any

import pytest

from deckwright.kernel.agents import LazyView
from deckwright.kernel.game import Game
from deckwright.plugins.munchkin.bots import CarelessBot, MunchkinBot
from deckwright.plugins.munchkin.table_sense import about_to_win, hinders
from deckwright.tools.simulation.onegame import SimulationPlan, play_one
from tests.conftest import shared_registry


def rivals_last_fight(hand: list[str], levels: dict[str, int] | None = None) -> Game:
    """p2 at level 9 takes the first turn and fights a Platycore (level 6) it beats; p1 holds
    ``hand``; priority comes round to p1 in the fight."""
    game = shared_registry().new_game(
        "munchkin", players=3, seed=1,
        setup={"levels": {"p2": 9, **(levels or {})}, "first": "p2",
               "top": {"door.deck": ["platycore"]}, "hands": {"p1": hand}})
    while not (game.data.get("combat") and game.pending[0].player == "p1"
               and game.pending[0].kind == "priority"):
        game.answer(game.pending[0].player, "pass")
    return game


def answer(game: Game, bot: MunchkinBot) -> Any:
    """The bot's answer to p1's pending decision."""
    decision = game.pending[0]
    assert decision.player == "p1"
    return bot.choose(decision, LazyView(game, "p1"))


def test_a_fight_that_takes_a_rival_to_level_10_is_about_to_win() -> None:
    game = rivals_last_fight(["ancient"])
    assert about_to_win(game) == "p2"  # MK 5.7: level 9, a monster worth a level, winning
    assert any(hinders(game, "p1", o) for o in game.pending[0].option_ids())


def test_a_fight_that_does_not_end_the_game_is_not() -> None:
    game = rivals_last_fight(["ancient"], levels={"p2": 7})
    assert about_to_win(game) is None


def test_the_bot_plays_a_one_shot_against_a_rivals_last_fight_even_if_it_is_not_enough(
) -> None:
    # MK 5.7, 7.7: Sleep Potion's +2 for the Platycore does not overturn p2's lead of 3 by
    # itself, but others may add theirs; a bot used to keep it for a card that was enough
    game = rivals_last_fight(["sleep-potion"])
    bot = MunchkinBot("p1", game)
    assert bot.wants_to_act(game.rules.priority_window(game, "p1", game.windows))
    assert answer(game, bot).startswith("play:sleep-potion")


def test_baby_is_no_card_against_the_fight() -> None:
    game = rivals_last_fight(["baby"])  # MK 4.8: -5 to the monster helps the fighter
    assert not any(hinders(game, "p1", o) for o in game.pending[0].option_ids())


def test_the_bot_curses_the_fighter_about_to_win_not_the_leader() -> None:
    # p3 stands as high as p2 and sits later (the bot's usual leader); the fight is p2's
    game = rivals_last_fight(["curse-lose-1-level"], levels={"p3": 9})
    bot = MunchkinBot("p1", game)
    option = answer(game, bot)
    assert option.startswith("play:curse-lose-1-level")
    game.answer("p1", option)
    assert answer(game, bot) == "target:p2"


def plan(contests: bool) -> SimulationPlan:
    """Four Munchkin heuristic bots, the chance watch on or off."""
    return SimulationPlan("munchkin", 4, ["heuristic"] * 4, 0, False, None, (), None,
                          200_000, contests=contests)


@pytest.mark.no_cover  # whole games compared: see docs/design.md, Tests
def test_watching_the_chances_changes_no_game() -> None:
    registry = shared_registry()
    factories = registry.agent_factories("munchkin")
    rules = registry.game("munchkin").ruleset()
    for index in range(4):
        seen = play_one(registry, plan(True), index, factories, rules)
        plain = play_one(registry, plan(False), index, factories, rules)
        assert (seen.winners, seen.turns, seen.decisions) == \
            (plain.winners, plain.turns, plain.decisions)
        assert seen.contests is not None and plain.contests is None


def test_heuristic_bots_take_nine_in_ten_chances_to_stop_a_win() -> None:
    # issue #36: a rival fighting for the win meets a card that can stop it (90% at least)
    registry = shared_registry()
    factories = registry.agent_factories("munchkin")
    rules = registry.game("munchkin").ruleset()
    chances = taken = 0
    for index in range(12):
        outcome = play_one(registry, plan(True), index, factories, rules)
        assert outcome.error is None and outcome.contests is not None
        chances += sum(outcome.contests.chances.values())
        taken += sum(outcome.contests.taken.values())
    assert chances >= 5
    assert taken >= 0.9 * chances


def test_the_careless_bot_of_the_easy_level_lets_a_rivals_last_fight_be() -> None:
    # MK 5.7: the same Sleep Potion against p2's winning fight; without table sense the bot
    # keeps a card that does not overturn the fighter's lead by itself
    game = rivals_last_fight(["sleep-potion"])
    assert answer(game, CarelessBot("p1", game)) == "pass"
