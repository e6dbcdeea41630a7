"""The bot weighs every attack target at one point of the game against one death cost and
one answer to "may I gain souls" (issue #32: never guess): at every target it weighs in
seeded games, the worth with the shared stakes is the worth worked out afresh (FS 6.2, 7.7.4,
11.1)."""

from __future__ import annotations

from collections import Counter

import pytest

from deckwright.kernel.game import Game
from deckwright.plugins.four_souls import bots
from tests.conftest import bots_play_out, shared_registry


def play(seed: int, sets: list[str] | None = None) -> Game:
    """A four-player heuristic-bot game of twelve turns, relevance declared as in a
    simulation."""
    game = shared_registry().new_game("four-souls", players=4, seed=seed,
                                      options={"max_turns": 12},
                                      **({"sets": sets} if sets else {}))
    return bots_play_out(game, relevance=True)


@pytest.mark.no_cover  # whole games compared: see docs/design.md, Tests
@pytest.mark.parametrize("sets", [None, ["base", "requiem"]])
def test_a_target_weighed_with_shared_stakes_is_worth_what_a_fresh_weighing_gives(
        monkeypatch: pytest.MonkeyPatch, sets: list[str] | None) -> None:
    shared = bots.HeuristicBot.attack_value
    seen: Counter[str] = Counter()

    def compared(bot: bots.HeuristicBot, what: str,
                 stakes: bots.Stakes | None = None) -> float:
        worth = shared(bot, what, stakes)
        if stakes is not None:
            assert worth == shared(bot, what, bots.Stakes())
            seen["shared"] += 1
            seen["death"] += stakes.death is not None
        return worth

    monkeypatch.setattr(bots.HeuristicBot, "attack_value", compared)
    for seed in range(6):
        play(seed, sets)
    assert seen["shared"] > 200 and seen["death"] > 100


def test_a_death_cost_is_worked_out_once_for_every_target_weighed_together(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # FS 7.7.4: what a death takes is the same for every target weighed at one decision
    worked: Counter[str] = Counter()
    cost = bots.HeuristicBot.death_cost

    def counted(bot: bots.HeuristicBot) -> float:
        worked["death"] += 1
        return cost(bot)

    game = play(1)
    monkeypatch.setattr(bots.HeuristicBot, "death_cost", counted)
    bot = bots.HeuristicBot(game.seats[0], game)
    stakes = bots.Stakes()
    targets = ["monster.1", "monster.2"]
    worths = [bot.attack_value(slot, stakes) for slot in targets]
    assert worked["death"] == 1
    assert worths == [bot.attack_value(slot) for slot in targets]
