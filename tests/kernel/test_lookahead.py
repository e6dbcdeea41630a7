"""The lookahead search (kernel/lookahead.py, issue #36): a copy that fails or runs past the
time budget costs the decision nothing but the default answer, and a copy writes nothing."""

from __future__ import annotations

import os
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest

from deckwright.kernel.decisions import Decision
from deckwright.kernel.game import Game
from deckwright.kernel.lookahead import Lookahead, SearchCounts, _best
from deckwright.plugins.four_souls.bots import HeuristicBot
from tests.conftest import shared_registry


def action_choice() -> tuple[Game, Decision]:
    """A Four Souls game at p1's first choice of its action phase (attack, buy, end it)."""
    game = shared_registry().new_game("four-souls", players=2, seed=1, history_kept=0, setup={
        "start": "action", "first": "p1", "rooms": "none", "bonus": [],
        "characters": {"p1": "isaac", "p2": "cain"}, "hands": {"p1": [], "p2": []},
        "monsters": {"monster.1": "big-spider", "monster.2": "monstro"}})
    return game, game.pending[0]


class Stuck:
    """A policy that never answers."""

    def __init__(self, seat: str, game: Any) -> None:
        pass

    def choose(self, decision: Decision, view: Mapping[str, Any]) -> Any:
        time.sleep(60)


class Broken(Stuck):
    """A policy that fails at once."""

    def choose(self, decision: Decision, view: Mapping[str, Any]) -> Any:
        raise RuntimeError("a policy's bug")


class Loud(HeuristicBot):
    """The heuristic, writing to the terminal at every answer."""

    def choose(self, decision: Decision, view: Mapping[str, Any]) -> Any:
        os.write(1, b"to stdout\n")
        os.write(2, b"to stderr\n")
        return super().choose(decision, view)


def score(game: Any, seat: str) -> float:
    return float(game.turn)


def test_a_search_that_reaches_its_budget_answers_the_default_and_is_counted() -> None:
    game, decision = action_choice()
    search = Lookahead("p1", game, policy=Stuck, evaluate=score,
                       counts=SearchCounts(candidates=3, resamples=2, budget=0.5))
    started = time.perf_counter()
    result = search.choose(decision, decision.option_ids(), "end-turn")
    assert time.perf_counter() - started < 5  # the stuck copy was killed, not waited for
    assert result.answer == "end-turn" and result.over_budget
    assert search.stats.over_budget == 1 and search.stats.searched == 1


def test_a_copy_that_fails_leaves_the_default_answer() -> None:
    game, decision = action_choice()
    search = Lookahead("p1", game, policy=Broken, evaluate=score,
                       counts=SearchCounts(candidates=3, resamples=2, budget=30))
    result = search.choose(decision, decision.option_ids(), "end-turn")
    assert result.answer == "end-turn" and not result.over_budget
    assert search.stats.failed == search.stats.rollouts == 6
    assert not game.over and game.pending == [decision]  # the game itself untouched


def test_a_copy_writes_nothing(capfd: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    game, decision = action_choice()
    written = tmp_path / "observed.txt"

    def observer(_game: Any, event: Any) -> None:
        with written.open("a") as out:
            out.write(f"{event.kind}\n")

    game.observers.append(observer)
    search = Lookahead("p1", game, policy=Loud, evaluate=score,
                       counts=SearchCounts(candidates=2, resamples=1, budget=30))
    search.choose(decision, ["attack", "end-turn"], "end-turn")
    assert search.stats.failed == 0 and search.stats.rollouts == 2
    out, err = capfd.readouterr()
    assert out == "" and err == ""
    assert not written.exists()


def noisy(game: Any, seat: str) -> float:
    """A score the dice alone decide: every sample says something else."""
    return float(game.rng.next64() % 100)


def test_a_choice_nothing_random_touches_takes_only_the_first_samples() -> None:
    game, decision = action_choice()
    search = Lookahead("p1", game, policy=HeuristicBot, evaluate=score,
                       counts=SearchCounts(candidates=2, resamples=2, most_resamples=6,
                                           budget=30))
    search.choose(decision, ["attack", "end-turn"], "end-turn")
    assert search.stats.samples == 2 and search.stats.rollouts == 4


def test_a_choice_the_dice_leave_open_takes_more_samples_up_to_the_most() -> None:
    game, decision = action_choice()
    search = Lookahead("p1", game, policy=HeuristicBot, evaluate=noisy,
                       counts=SearchCounts(candidates=2, resamples=2, most_resamples=6,
                                           budget=30))
    search.choose(decision, ["attack", "end-turn"], "end-turn")
    assert search.stats.samples == 6 and search.stats.rollouts == 12


def test_the_generator_moves_as_far_however_soon_the_choice_settles() -> None:
    game, decision = action_choice()
    counts = SearchCounts(candidates=2, resamples=2, most_resamples=6, budget=30)
    calm = Lookahead("p1", game, policy=HeuristicBot, evaluate=score, counts=counts)
    open_ = Lookahead("p1", game, policy=HeuristicBot, evaluate=noisy, counts=counts)
    calm.choose(decision, ["attack", "end-turn"], "end-turn")
    open_.choose(decision, ["attack", "end-turn"], "end-turn")
    assert calm.stats.samples < open_.stats.samples
    assert calm.rng.state == open_.rng.state


def test_a_rollout_ends_once_its_mark_changes_with_the_game_at_rest() -> None:
    # the mark is the turn: a copy meant to play two turns more ends at the next player's
    # first window with an empty stack
    three_turns = SearchCounts(horizon_turns=2)
    game, decision = action_choice()
    turn = game.turn
    marked = Lookahead("p1", game, policy=HeuristicBot, evaluate=score, counts=three_turns,
                       settled=lambda g, s: g.turn)
    assert marked.play_copy(decision, "end-turn", 1, 2) == turn + 1
    game, decision = action_choice()
    whole = Lookahead("p1", game, policy=HeuristicBot, evaluate=score, counts=three_turns)
    assert whole.play_copy(decision, "end-turn", 1, 2) == turn + 3


def test_a_gain_within_the_noise_of_its_samples_keeps_the_default() -> None:
    # the alternative's mean gain (3) is under two standard errors of it (about 3 each)
    rounds = [{"'pass'": 0.0, "'attack'": g} for g in (5.0, -3.0, 7.0)]
    counts = SearchCounts(noise=2.0)
    assert _best(["pass", "attack"], "pass", rounds, counts) == "pass"
    assert _best(["pass", "attack"], "pass", rounds, SearchCounts(noise=0.0)) == "attack"


def test_a_steady_gain_over_the_margin_is_taken() -> None:
    rounds = [{"'pass'": 0.0, "'attack'": g} for g in (3.0, 3.5, 2.5)]
    assert _best(["pass", "attack"], "pass", rounds, SearchCounts(noise=2.0, margin=1.0)) \
        == "attack"
    assert _best(["pass", "attack"], "pass", rounds, SearchCounts(noise=2.0, margin=4.0)) \
        == "pass"
