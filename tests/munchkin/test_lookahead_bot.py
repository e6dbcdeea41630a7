"""The Munchkin lookahead bot, the level hard (issue #36): it searches the choices that decide
fights, keeps the table sense against a rival's last fight (MK 5.7), leaves the rest to the
heuristic and answers within its budget."""

from __future__ import annotations

import time

from deckwright.kernel.agents import LazyView
from deckwright.kernel.game import Game
from deckwright.kernel.lookahead import SearchCounts
from deckwright.plugins.munchkin.bots import MunchkinBot
from deckwright.plugins.munchkin.lookahead_bot import LookaheadBot
from tests.conftest import shared_registry
from tests.munchkin.test_stopping_a_win import rivals_last_fight


def own_fight(hand: list[str], level: int = 1) -> Game:
    """p1 (at ``level``) kicks open a Platycore (level 6) and is asked in its own fight."""
    game = shared_registry().new_game(
        "munchkin", players=3, seed=1,
        setup={"first": "p1", "levels": {"p1": level}, "hands": {"p1": hand},
               "top": {"door.deck": ["platycore"]}})
    while not (game.data.get("combat") and game.pending[0].player == "p1"
               and game.pending[0].kind == "priority"):
        decision = game.pending[0]
        game.answer(decision.player, "kick" if "kick" in decision.option_ids() else "pass")
    return game


def test_the_hard_level_of_munchkin_is_the_lookahead_bot() -> None:
    levels = shared_registry().levels("munchkin")
    assert levels["hard"].bot == "lookahead"
    bot = shared_registry().agent_factories("munchkin", 0.5)["hard"]("p1", own_fight([]))
    assert isinstance(bot, LookaheadBot) and bot.budget == 0.5


def test_a_rivals_last_fight_still_meets_a_card_against_it() -> None:
    # MK 5.7: the copies may choose which card, never whether (table sense stays)
    game = rivals_last_fight(["sleep-potion"])
    bot = LookaheadBot("p1", game)
    answer = bot.choose(game.pending[0], LazyView(game, "p1"))
    assert answer.startswith("play:sleep-potion")


def test_a_fight_it_is_losing_is_searched_with_its_cards() -> None:
    # MK 4.4: level 1 against the Platycore's 6; the one-shot is among the answers tried
    game = own_fight(["sleep-potion"])
    bot = LookaheadBot("p1", game)
    decision = game.pending[0]
    default = MunchkinBot("p1", game).choose(decision, LazyView(game, "p1"))
    tried = bot.candidates(decision, default)
    assert "pass" in tried and any(str(o).startswith("play:sleep-potion") for o in tried)


def test_a_fight_it_is_winning_is_not_searched() -> None:
    # level 9 against the Platycore's 6: a play would only spend a card
    game = own_fight(["sleep-potion"], level=9)
    bot = LookaheadBot("p1", game)
    assert bot.candidates(game.pending[0], "pass") == []


def test_a_searched_decision_is_answered_within_the_budget() -> None:
    game = own_fight(["sleep-potion", "potion-of-general-studliness"])
    bot = LookaheadBot("p1", game, SearchCounts(candidates=3, resamples=50))
    bot.budget = 0.3
    started = time.perf_counter()
    bot.choose(game.pending[0], LazyView(game, "p1"))
    assert time.perf_counter() - started < 0.3
    assert bot.search.stats.over_budget == 1  # fifty samples do not fit: the guard stopped it


def test_the_same_seed_gives_the_same_answer() -> None:
    answers = []
    for _ in range(2):
        game = own_fight(["sleep-potion", "potion-of-general-studliness"])
        bot = LookaheadBot("p1", game)
        answers.append(bot.choose(game.pending[0], LazyView(game, "p1")))
    assert answers[0] == answers[1]
