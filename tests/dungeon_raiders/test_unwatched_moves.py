"""A move nothing reads (no history kept, no rule, card or observer watching) is applied
without making its event (issue #32); the game is the same as when every move is an event."""

from __future__ import annotations

from typing import Any

import pytest

from deckwright.kernel.agents import make_agent
from deckwright.kernel.events import Event
from deckwright.kernel.game import Game
from deckwright.kernel.registry import Registry
from deckwright.tools.simulation.onegame import play_to_end


def _played(registry: Registry, seed: int, *, history: int, watch: bool = False
            ) -> tuple[Game, list[str]]:
    """A random five-player game played to its end, and the cards of the moves an observer
    saw (one watches from the first decision on)."""
    game = registry.new_game("dungeon-raiders", players=5, seed=seed, history_kept=history)
    seen: list[str] = []
    if watch:
        def observer(_: Any, event: Event) -> None:
            if event.kind == "move":
                seen.append(str(event.data["card"]))

        game.observers.append(observer)
    factories = registry.agent_factories("dungeon-raiders")
    agents = {s: make_agent("random", s, game, factories) for s in game.seats}
    play_to_end(game, agents, 10_000)
    return game, seen


@pytest.fixture(scope="module")
def registry() -> Registry:
    return Registry()


@pytest.mark.parametrize("seed", [0, 3, 11])
def test_a_game_without_watchers_ends_as_one_whose_moves_are_events(registry: Registry,
                                                                   seed: int) -> None:
    unwatched, _ = _played(registry, seed, history=0)
    recorded, _ = _played(registry, seed, history=1000)  # DR A4.2: every play is a move
    assert unwatched.state_hash() == recorded.state_hash()
    assert unwatched.applied == recorded.applied
    assert unwatched.result == recorded.result


def test_an_observer_still_sees_every_move(registry: Registry) -> None:
    observed, seen = _played(registry, 3, history=0, watch=True)
    recorded, _ = _played(registry, 3, history=100_000)
    moves = [str(data["card"]) for _, kind, data in recorded.history if kind == "move"]
    assert len(moves) == recorded.applied["move"]
    assert seen == moves[len(moves) - len(seen):]
    assert len(seen) > 300  # all but the set-up's first floor (DR A3.1)
