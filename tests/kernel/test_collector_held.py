"""The cycle collector is held back while a simulated game, or a run of them, is played, and
only then (tools/simulation/collector.py, docs/design.md §9 Bench)."""

from __future__ import annotations

import gc
import threading

import pytest

from deckwright.kernel.agents import make_agent
from deckwright.kernel.registry import Registry
from deckwright.tools.simulation import collector
from deckwright.tools.simulation.bench import play_batch
from deckwright.tools.simulation.collector import HELD_THRESHOLD, collector_held
from deckwright.tools.simulation.onegame import (
    SIMULATED_HISTORY,
    SimulationPlan,
    play_games,
    play_to_end,
)


@pytest.fixture(autouse=True)
def default_thresholds():
    saved = gc.get_threshold()
    gc.set_threshold(700, 10, 10)
    yield
    gc.set_threshold(*saved)


def test_a_simulated_game_is_played_with_the_collector_held_and_it_comes_back_after():
    registry = Registry()
    game = registry.new_game("dungeon-raiders", players=3, seed=4, history_kept=SIMULATED_HISTORY)
    factories = registry.agent_factories("dungeon-raiders")
    agents = {s: make_agent("random", s, game, factories) for s in game.seats}
    seen: set[tuple[int, ...]] = set()
    play_to_end(game, agents, 10_000, after_answer=lambda: seen.add(gc.get_threshold()))
    assert game.over
    assert seen == {(HELD_THRESHOLD, 10, 10)}
    assert gc.get_threshold() == (700, 10, 10)


def test_a_run_of_simulated_games_holds_the_collector_between_its_games_too():
    # a game made while the last one is freed is not walked by a young collection (bench)
    registry = Registry()
    plan = SimulationPlan("dungeon-raiders", 3, ["random"], 4, False, None, (), None, 10_000)
    between: list[tuple[int, ...]] = []
    outcomes = play_games(registry, plan, range(3), registry.agent_factories("dungeon-raiders"),
                          registry.game("dungeon-raiders").ruleset(),
                          progress=lambda _: between.append(gc.get_threshold()))
    assert [o.error for o in outcomes] == [None] * 3
    assert between == [(HELD_THRESHOLD, 10, 10)] * 3
    assert gc.get_threshold() == (700, 10, 10)


def test_a_bench_batch_is_played_as_a_simulation_plays_its_games(monkeypatch):
    from deckwright.tools.simulation import bench

    made: list[tuple[int, ...]] = []
    play_game = bench.play_game

    def watched(*args):
        made.append(gc.get_threshold())  # as each game is made, before it is played
        return play_game(*args)

    monkeypatch.setattr(bench, "play_game", watched)
    decisions = play_batch(Registry(), "dungeon-raiders", 3, "random", 2)
    assert decisions > 0
    assert made == [(HELD_THRESHOLD, 10, 10)] * 2
    assert gc.get_threshold() == (700, 10, 10)


def test_the_thresholds_come_back_when_the_game_fails():
    with pytest.raises(RuntimeError), collector_held():
        assert gc.get_threshold()[0] == HELD_THRESHOLD
        raise RuntimeError("a bot broke")
    assert gc.get_threshold() == (700, 10, 10)


def test_games_played_side_by_side_restore_the_thresholds_once_the_last_ends():
    # the Dask cluster plays games in threads of one process
    inside = threading.Barrier(3)
    leave = threading.Event()
    during: list[tuple[int, ...]] = []

    def one_game() -> None:
        with collector_held():
            inside.wait()
            leave.wait()
            during.append(gc.get_threshold())

    threads = [threading.Thread(target=one_game) for _ in range(2)]
    for t in threads:
        t.start()
    inside.wait()
    assert gc.get_threshold()[0] == HELD_THRESHOLD
    leave.set()
    for t in threads:
        t.join()
    assert during == [(HELD_THRESHOLD, 10, 10)] * 2
    assert gc.get_threshold() == (700, 10, 10)
    assert collector._holders == 0


def test_a_process_that_turned_the_collector_off_or_set_its_own_keeps_its_choice():
    gc.set_threshold(0)
    with collector_held():
        assert gc.get_threshold()[0] == 0
    assert gc.get_threshold()[0] == 0
    gc.set_threshold(700, 10, 10)
    with collector_held():
        gc.set_threshold(5_000, 10, 10)  # the process's own setting, made meanwhile
    assert gc.get_threshold() == (5_000, 10, 10)
