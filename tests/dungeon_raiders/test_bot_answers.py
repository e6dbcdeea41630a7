"""The heuristic bot made fast (issue #32) plays exactly as before: the same score for every
option of every decision, the same random draws, the same answers. Its reference is the slow
scoring of f48015e kept in ``reference_bot.py``; the answers of 100 seeded five-player games
(Dungeon Raiders' bench size) are recorded in ``tests/data/dr_heuristic_answers_100.json``
(``benchmarks/dr_bot_answers.py`` writes them)."""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest

from benchmarks.dr_bot_answers import answers_hash
from deckwright.kernel.decisions import Decision
from deckwright.kernel.registry import Registry
from deckwright.plugins.dungeon_raiders.bots import HeuristicAgent
from deckwright.tools.simulation.onegame import play_to_end
from tests.conftest import shared_registry
from tests.dungeon_raiders.reference_bot import ReferenceAgent

GAME = "dungeon-raiders"
RECORDED = Path(__file__).parent.parent / "data" / "dr_heuristic_answers_100.json"


class SideBySide:
    """The fast bot answering, with the reference asked the same question from the same
    random state first: every decision's scores, answer and draws are compared."""

    def __init__(self, seat: str, game: Any) -> None:
        self.fast = HeuristicAgent(seat, game)
        self.slow = ReferenceAgent(seat, game)
        self.slow.rng = self.fast.rng  # one generator: both must leave it in the same state
        self.scored = 0

    def choose(self, decision: Decision, view: Mapping[str, Any]) -> Any:
        """The fast bot's answer, once the reference has given the same one."""
        rng = self.fast.rng
        start = rng.state
        slow_scores = _scores_asked(self.slow, decision, view)
        slow_answer, slow_state = self.slow.choose(decision, view), rng.state
        rng.state = start
        fast_scores = _scores_asked(self.fast, decision, view)
        fast_answer = self.fast.choose(decision, view)
        where = f"{decision.player} '{decision.prompt}'"
        assert fast_scores == slow_scores, where
        assert fast_answer == slow_answer, where
        assert rng.state == slow_state, f"{where}: other random draws"
        self.scored += slow_scores is not None
        return fast_answer


def _scores_asked(agent: Any, decision: Decision, view: Mapping[str, Any]) -> Any:
    """The scores ``agent`` gives the cards of ``decision`` (None if it scores none), drawing
    nothing: the generator is put back as it was."""
    cards = [i[len("card:"):] for i in decision.option_ids() if i.startswith("card:")]
    if not cards:
        return None
    rng = agent.rng
    start = rng.state
    scores = agent._scores(str(decision.context.get("room")), cards)
    rng.state = start
    return scores


@pytest.mark.no_cover  # whole games compared: see docs/design.md, Tests
@pytest.mark.parametrize(("players", "seed", "options"), [
    (5, 0, {}),
    (5, 7, {}),
    (4, 3, {"tactical": True}),  # DR A12: cards already face up are known plays
    (3, 11, {"torch": "one"}),  # DR B10.4
    (4, 5, {"boss_reward": "on-defeat"}),  # DR A10.5
])
def test_every_decision_scores_as_the_reference_does(players: int, seed: int,
                                                      options: dict[str, Any]) -> None:
    registry = shared_registry()
    game = registry.new_game(GAME, players=players, seed=seed, options=options)
    agents = {s: SideBySide(s, game) for s in game.seats}
    play_to_end(game, agents, 100_000)
    assert game.over
    assert sum(a.scored for a in agents.values()) > 20 * players  # it really scored cards


@pytest.mark.no_cover  # whole games compared: see docs/design.md, Tests
def test_100_bench_games_give_the_recorded_answers() -> None:
    recorded = json.loads(RECORDED.read_text(encoding="utf-8"))
    registry = Registry()
    changed = [seed for seed, expected in recorded.items()
               if answers_hash(registry, int(seed)) != expected]
    assert len(recorded) >= 100
    assert not changed, f"seeds {', '.join(changed)}: the bot answered otherwise than before"
