"""Speed changes change no game: seeded games played with the kernel's caches on and forced
off ask the same decisions, get the same answers and end in the same state."""

from __future__ import annotations

from typing import Any

import pytest

from deckwright.kernel.game import HISTORY_KEPT, Game
from deckwright.kernel.registry import default_registry
from deckwright.kernel.scripting import host as host_module
from deckwright.kernel.scripting import sandbox as sandbox_module
from deckwright.tools.scenarios.scenario import LazyView, make_agent

REGISTRY = default_registry()


def caches_off(game: Game) -> None:
    """Force every speed cache of the kernel off: each question is answered from scratch."""
    game.scripts.index.enabled = False
    game.scripts.memo.enabled = False


def play(name: str, seed: int, *, fast: bool = True,
         history_kept: int = HISTORY_KEPT) -> tuple[list[Any], str]:
    """Every decision (who, prompt, options, answer) of a heuristic game, and its end state."""
    game = REGISTRY.new_game(name, players=4, seed=seed,
                             on_start=None if fast else caches_off, history_kept=history_kept)
    factories = REGISTRY.agent_factories(name)
    agents = {s: make_agent("heuristic", s, game, factories) for s in game.seats}
    seen: list[Any] = []
    while not game.over:
        for decision in game.pending:
            answer = agents[decision.player].choose(decision, LazyView(game, decision.player))
            seen.append((decision.player, decision.prompt,
                         [(o.id, o.label) for o in decision.options], answer))
            game.answer(decision.player, answer)
    return seen, game.state_hash()


@pytest.mark.no_cover  # whole games compared: see docs/design.md, Tests
@pytest.mark.parametrize("name,seed", [("four-souls", 3), ("munchkin", 3),
                                       ("munchkin", 11)])
def test_cached_game_asks_and_ends_like_an_uncached_one(name: str, seed: int) -> None:
    fast_decisions, fast_end = play(name, seed, fast=True)
    slow_decisions, slow_end = play(name, seed, fast=False)
    assert len(fast_decisions) > 50  # a real game was played, not a set-up failure
    assert fast_decisions == slow_decisions
    assert fast_end == slow_end


@pytest.mark.no_cover  # whole games compared: see docs/design.md, Tests
@pytest.mark.parametrize("name", ["four-souls", "munchkin", "dungeon-raiders"])
def test_a_game_without_history_plays_like_one_with_it(name: str) -> None:
    # the simulator keeps no history: no rule, card or bot may read it
    with_history = play(name, 5)
    without = play(name, 5, history_kept=0)
    assert len(with_history[0]) > 20
    assert with_history == without


@pytest.mark.no_cover  # whole games compared: see docs/design.md, Tests
@pytest.mark.parametrize("name", ["four-souls", "munchkin"])
def test_a_game_using_what_the_process_made_once_plays_like_one_making_it_itself(
    name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the process compiles each card script once (sandbox.shared_code) and makes each card's
    # tables' recipes once (scriptcache.card_recipe); each game's sandbox compiling the text
    # and converting the tables itself instead, the game is the same
    shared = play(name, 4)
    monkeypatch.setattr(sandbox_module, "shared_code", lambda source, chunkname: None)
    monkeypatch.setattr(host_module, "card_recipe", lambda card, part: None)
    made_each_time = play(name, 4)
    assert len(shared[0]) > 20
    assert shared == made_each_time
