"""A game builds its Lua runtime only when a card function needs Lua (issue #32): where every
card function it meets runs in Python (plain queries and effects, their scripts described
earlier in the process), none is built, and the game is the one it is with Lua built from
its start."""

from __future__ import annotations

from typing import Any

import pytest

from deckwright.kernel.agents import make_agent
from deckwright.kernel.registry import Registry, default_registry
from deckwright.tools.simulation.bench import play_game
from deckwright.tools.simulation.onegame import SIMULATED_HISTORY, play_to_end

REGISTRY = default_registry()


def played(registry: Registry, name: str, players: int, bot: str, seed: int,
           lua_first: bool) -> tuple[Any, dict[str, Any], list[Any], bool]:
    """A bot game to its end: its final state, its answers, and whether it built Lua; with
    ``lua_first`` the runtime is built before the first decision."""
    factories = registry.agent_factories(name)
    game = registry.new_game(name, players=players, seed=seed, history_kept=SIMULATED_HISTORY)
    if lua_first:
        assert game.scripts.sandbox is not None  # (the property builds it)
    agents = {s: make_agent(bot, s, game, factories) for s in game.seats}
    play_to_end(game, agents, 100_000)
    built = game.scripts._sandbox is not None
    return game.state_hash(), game.snapshot(), list(game.answers), built


def test_a_game_whose_card_functions_all_run_in_python_builds_no_lua() -> None:
    """Dungeon Raiders' rooms and bosses are plain Lua: once a game of the process has
    described them, later games never start a Lua runtime (their Lua heap counts 0)."""
    play_game(REGISTRY, "dungeon-raiders", 5, "random", 1)  # describes the scripts
    game, _ = play_game(REGISTRY, "dungeon-raiders", 5, "random", 1)
    assert game.scripts._sandbox is None
    assert game.lua_memory() == 0


@pytest.mark.parametrize(("name", "players", "bot", "seed"), [
    ("dungeon-raiders", 5, "random", 3), ("dungeon-raiders", 4, "random", 8),
    ("four-souls", 4, "heuristic", 2), ("munchkin", 4, "heuristic", 5)])
def test_a_game_plays_the_same_whenever_its_lua_is_built(name: str, players: int, bot: str,
                                                          seed: int) -> None:
    play_game(REGISTRY, name, players, bot, seed)  # describes the scripts it meets
    late = played(REGISTRY, name, players, bot, seed, lua_first=False)
    early = played(REGISTRY, name, players, bot, seed, lua_first=True)
    assert late[:3] == early[:3]
    assert early[3]


def test_a_card_that_needs_lua_still_builds_it() -> None:
    """Four Souls still has functions only Lua runs (a replacement that changes its event):
    its games build the runtime when one is met."""
    hash_, _, _, built = played(REGISTRY, "four-souls", 4, "heuristic", 2, lua_first=False)
    assert hash_ and built
