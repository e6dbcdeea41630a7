"""Seeded random games of every installed game, with the kernel's and the game's invariants
checked after every event (DESIGN §9)."""

from __future__ import annotations

import pytest

from deckwright.kernel.agents import RandomAgent
from deckwright.kernel.invariants import InvariantChecker, kernel_invariants
from tests.conftest import shared_registry

GAMES_PER_GAME = 3
MAX_DECISIONS = 3000  # random play need not end a game; these games check invariants


def installed_games() -> list[str]:
    return sorted(shared_registry().games())


@pytest.mark.no_cover  # whole games compared: see docs/design.md, Tests
@pytest.mark.parametrize("game_id", installed_games())
@pytest.mark.parametrize("seed", range(GAMES_PER_GAME))
def test_random_games_keep_every_invariant(game_id: str, seed: int) -> None:
    registry = shared_registry()
    rules = registry.game(game_id).ruleset
    players = rules.max_players if seed % 2 else rules.min_players
    game = registry.new_game(game_id, players=players, seed=seed)
    checker = InvariantChecker(game)
    game.observers.append(checker)
    agents = {s: RandomAgent(s, game) for s in game.seats}
    made = 0
    while not game.over and made < MAX_DECISIONS:
        for decision in game.pending:
            game.answer(decision.player, agents[decision.player].choose(decision, {}))
            made += 1
    assert game.error is None, game.error
    assert checker.events > 0


def test_a_broken_invariant_stops_the_game_naming_the_event() -> None:
    game = shared_registry().new_game("wizard-duel", players=2, seed=1, options={"bids": True})
    game.observers.append(InvariantChecker(game))
    stray = game.zones["deck"].objects[0]
    game.zones["discard"].objects.append(stray)  # one card in two zones
    assert kernel_invariants(game) == [f"{stray.id} sits in discard but believes it is in deck",
                                       f"{stray.id} is in 2 zones"]
    game.answer("p1", "bid:2")
    game.answer("p2", "bid:0")  # p1 gains a coin: the first event
    assert game.over
    assert game.error.startswith("after event 1 (counter")
    assert f"{stray.id} is in 2 zones" in game.error
