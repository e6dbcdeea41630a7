"""Bot levels (issue #36): easy, normal and hard by name in every game, what each one is, a
budget per decision, and one clear error for a level nobody offers."""

from __future__ import annotations

from typing import Any

import pytest
from click.testing import CliRunner

from deckwright.cli.main import cli
from deckwright.kernel.agents import check_agent_specs
from deckwright.kernel.decisions import Decision, Option
from deckwright.kernel.errors import DeckwrightError
from deckwright.kernel.levels import Erring, budgeted, level_notes, with_levels
from deckwright.tools.simulation.onegame import SimulationPlan, play_one
from tests.conftest import shared_registry


def outcome_of(game_id: str, bots: list[str], index: int = 0) -> Any:
    """One seeded bot game of ``game_id`` with these bots by seat."""
    registry = shared_registry()
    plan = SimulationPlan(game_id, len(bots), bots, 0, False, None, (), None, 200_000)
    return play_one(registry, plan, index, registry.agent_factories(game_id),
                    registry.game(game_id).ruleset())


@pytest.mark.parametrize("game_id", ["munchkin", "dungeon-raiders"])
def test_every_game_with_a_heuristic_bot_offers_the_three_levels(game_id: str) -> None:
    factories = shared_registry().agent_factories(game_id)
    assert {"easy", "normal", "hard", "heuristic"} <= set(factories)


@pytest.mark.parametrize("game_id", ["munchkin", "dungeon-raiders"])
def test_normal_plays_the_same_games_as_the_heuristic_bot(game_id: str) -> None:
    for index in range(2):
        normal = outcome_of(game_id, ["normal"] * 4, index)
        heuristic = outcome_of(game_id, ["heuristic"] * 4, index)
        assert (normal.winners, normal.turns, normal.decisions) == \
            (heuristic.winners, heuristic.turns, heuristic.decisions)


def test_a_game_without_a_lookahead_bot_says_what_hard_plays_as() -> None:
    levels = shared_registry().levels("dungeon-raiders")
    assert levels["hard"].bot == "heuristic"
    assert levels["hard"].note == ("Dungeon Raiders has no lookahead bot: hard plays as "
                                   "normal, the heuristic bot")


def test_level_notes_name_only_the_levels_that_played() -> None:
    levels = shared_registry().levels("dungeon-raiders")
    assert level_notes(["easy", "random", "easy"], levels) == [
        "easy: the heuristic bot, answering 25% of its picks at random"]


def test_a_mistyped_level_is_one_error_listing_the_levels() -> None:
    factories = shared_registry().agent_factories("dungeon-raiders")
    with pytest.raises(DeckwrightError) as caught:
        check_agent_specs(["hrad"], factories)
    assert str(caught.value) == ("no agent called 'hrad' (the levels are easy, normal, hard; "
                                 "other bots: heuristic, random, external:COMMAND)")


def test_a_mistyped_level_at_the_command_line_is_one_line() -> None:
    result = CliRunner().invoke(cli, ["simulate", "dungeon-raiders", "--bots", "easy,hrad",
                                      "--games", "1"])
    assert result.exit_code != 0
    assert "the levels are easy, normal, hard" in result.output
    assert "Traceback" not in result.output


class Thinker:
    """A bot with a time budget (as the lookahead bot has)."""

    def __init__(self, seat: str, game: Any) -> None:
        self.budget = 5.0


def test_the_hard_level_gives_its_bot_the_budget() -> None:
    factories = with_levels({"heuristic": Thinker, "lookahead": Thinker}, budget=0.25)
    assert factories["hard"]("p1", None).budget == 0.25
    assert budgeted(Thinker, 2.0)("p1", None).budget == 2.0


class Picky:
    """Always the last option; declines every window."""

    forced_questions = False

    def choose(self, decision: Decision, view: Any) -> Any:
        return decision.option_ids()[-1]

    def wants_to_act(self, window: Any) -> bool:
        return False


def picks(share: float, seed: int = 3) -> list[str]:
    """Forty answers of an erring Picky to a choice among four options."""
    game = shared_registry().new_game("dungeon-raiders", players=3, seed=seed)
    bot = Erring(Picky(), "p1", game, share)
    decision = Decision("p1", "choose", "Pick", [Option(str(i), str(i)) for i in range(4)])
    return [bot.choose(decision, {}) for _ in range(40)]


def test_an_erring_bot_answers_some_picks_at_random_the_rest_as_its_bot() -> None:
    answers = picks(0.25)
    assert 20 <= answers.count("3") < 40
    assert set(answers) > {"3"}


def test_an_erring_bot_errs_the_same_way_for_the_same_seed() -> None:
    assert picks(0.25) == picks(0.25)
    assert picks(0.0) == ["3"] * 40


def test_an_erring_bot_declines_the_windows_its_bot_declines() -> None:
    game = shared_registry().new_game("dungeon-raiders", players=3, seed=3)
    bot = Erring(Picky(), "p1", game)
    assert bot.wants_to_act(None) is False and bot.forced_questions is False


def test_the_easy_level_plays_whole_games_without_errors() -> None:
    for game_id in ("munchkin", "dungeon-raiders"):
        outcome = outcome_of(game_id, ["easy", "normal", "easy", "normal"])
        assert outcome.error is None and outcome.winners


def test_duel_says_which_levels_played_and_how_long_they_took() -> None:
    result = CliRunner().invoke(cli, ["duel", "dungeon-raiders", "--bot", "hard", "--against",
                                      "easy", "--games", "2", "--jobs", "1", "--budget", "0.5"])
    assert result.exit_code == 0, result.output
    assert "seconds per decision (budget 0.5): hard median " in result.output
    assert "level easy: the heuristic bot, answering 25% of its picks at random" in result.output
    assert "level hard: Dungeon Raiders has no lookahead bot" in result.output


def test_the_hard_level_of_four_souls_is_its_lookahead_bot_with_the_budget() -> None:
    registry = shared_registry()
    assert registry.levels("four-souls")["hard"].bot == "lookahead"
    game = registry.new_game("four-souls", players=2, seed=1)
    bot = registry.agent_factories("four-souls", 0.4)["hard"]("p1", game)
    assert bot.search.counts.budget == 0.4
