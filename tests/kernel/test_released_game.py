"""A finished simulated game is released (Game.release): nothing kept refers back to it, so
it is freed by reference counting as soon as it is dropped, without the cycle collector
(docs/design.md §9 Bench)."""

from __future__ import annotations

import gc
import weakref

import pytest

from deckwright.kernel.agents import make_agent
from deckwright.kernel.errors import RulesError
from deckwright.kernel.registry import Registry
from deckwright.tools.simulation.onegame import SIMULATED_HISTORY, play_to_end


@pytest.mark.parametrize("game_id", ["munchkin", "four-souls"])
def test_a_finished_simulated_game_is_freed_without_the_cycle_collector(game_id: str) -> None:
    # both games keep answers (each holding its questions, which hold the game) and bind
    # their bots' relevance: before release a finished game was a cycle
    registry = Registry()
    game = registry.new_game(game_id, players=4, seed=2, history_kept=SIMULATED_HISTORY)
    factories = registry.agent_factories(game_id)
    agents = {s: make_agent("heuristic", s, game, factories) for s in game.seats}
    was_on = gc.isenabled()
    gc.disable()
    try:
        play_to_end(game, agents, 100_000)
        assert game.over and game.result is not None
        assert game.scripts.memo.entries == {} and game.caches == {}
        gone = weakref.ref(game)
        del game, agents
        assert gone() is None
    finally:
        if was_on:
            gc.enable()


def test_a_game_still_being_played_is_not_released() -> None:
    game = Registry().new_game("dungeon-raiders", players=3, seed=1)
    with pytest.raises(RulesError, match="only a finished game"):
        game.release()
