"""Whether a rival's attack is about to win is worked out once for a run of priority windows
(issue #32): at every question in seeded games, what is kept is what working it out again
gives (FS 11.2)."""

from __future__ import annotations

from collections import Counter

import pytest

from deckwright.kernel.agents import LazyView, ask_agent, make_agent
from deckwright.kernel.game import Game
from deckwright.plugins.four_souls import table_sense
from tests.conftest import shared_registry


@pytest.mark.no_cover  # whole games compared: see docs/design.md, Tests
def test_the_rival_about_to_win_kept_for_a_run_is_the_one_found_afresh(
        monkeypatch: pytest.MonkeyPatch) -> None:
    kept = table_sense.about_to_win
    seen: Counter[str] = Counter()

    def compared(game: Game) -> str | None:
        found = kept(game)
        assert found == table_sense.rival_about_to_win(game)
        seen["asked"] += 1
        seen["rival"] += found is not None
        return found

    monkeypatch.setattr(table_sense, "about_to_win", compared)
    registry = shared_registry()
    for seed in (1, 5, 8):  # whole games: their last attacks are wins about to happen
        game = registry.new_game("four-souls", players=4, seed=seed)
        agents = {s: make_agent("heuristic", s, game, registry.agent_factories("four-souls"))
                  for s in game.seats}
        for seat, agent in agents.items():  # the relevance of a simulation
            game.declare_relevance(seat, agent.wants_to_act)
        while not game.over and game.pending:
            decision = game.pending[0]
            seat = decision.player
            game.answer(seat, ask_agent(agents[seat], decision, LazyView(game, seat)))
    assert seen["asked"] > 1000 and seen["rival"] > 10
