"""A run of priority windows (``Game.window_run``) is a stretch between which only passes
happen: in seeded games the state is the same at every window of a run, and no question
outside a priority window is asked inside one (issue #32: what a run keeps is never stale)."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from deckwright.kernel.decisions import Window
from deckwright.kernel.game import Game
from deckwright.kernel.registry import default_registry
from deckwright.tools.scenarios.scenario import LazyView, make_agent

REGISTRY = default_registry()


def state_of(game: Game) -> str:
    """The whole state but the count of answers (a pass is an answer that changes nothing),
    as JSON text: a copy that later changes cannot reach, made at every window (a deep copy
    took three times as long)."""
    snapshot = game.snapshot()
    del snapshot["decisions"]
    return json.dumps(snapshot, sort_keys=True, default=repr)


# (Munchkin keeps what it read for a window in its data, ``windows``: not a change of play,
# but a change of the snapshot, so it is not compared here)
@pytest.mark.no_cover  # whole games compared: see docs/design.md, Tests
@pytest.mark.parametrize(("name", "seed"), [("four-souls", 2)])
def test_the_game_does_not_change_within_a_run_of_windows(
        monkeypatch: pytest.MonkeyPatch, name: str, seed: int) -> None:
    states: dict[int, str] = {}
    seen: Counter[str] = Counter()
    game = REGISTRY.new_game(name, players=4, seed=seed)
    window_of = game.rules.priority_window

    def watched(game: Game, player: str, number: int) -> Window:
        # asked at every window of a seat that declared its relevance (here: every seat)
        run = game.window_run
        assert run is not None
        state = state_of(game)
        assert states.setdefault(run, state) == state, (run, game.windows)
        seen["windows"] += 1
        return window_of(game, player, number)

    monkeypatch.setattr(game.rules, "priority_window", watched)
    factories = REGISTRY.agent_factories(name)
    agents = {s: make_agent("heuristic", s, game, factories) for s in game.seats}
    for seat, agent in agents.items():  # each declines beforehand where it would pass
        game.declare_relevance(seat, agent.wants_to_act)
    while not game.over and len(game.answers) < 400:
        for decision in game.pending:
            if decision.kind == "priority":
                run, state = game.window_run, state_of(game)
                assert run is not None and states.setdefault(run, state) == state
            else:
                assert game.window_run is None, decision.prompt
            game.answer(decision.player, agents[decision.player].choose(
                decision, LazyView(game, decision.player)))
    assert seen["windows"] > 300 and len(states) > 50
    assert len(states) < seen["windows"]  # runs of several windows


def test_a_change_inside_a_run_ends_it() -> None:
    # a search deals hidden cards anew while a decision of a run waits (kernel/lookahead.py):
    # what the run kept is not read after that
    game = REGISTRY.new_game("four-souls", players=2, seed=1)
    while game.window_run is None and not game.over:
        decision = game.pending[0]
        game.answer(decision.player, decision.options[0].id)
    assert game.window_run is not None
    game.zone_changed(game.zones["p1.hand"])
    assert game.window_run is None
