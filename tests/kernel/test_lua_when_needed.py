"""A game builds its Lua runtime only when a card function needs Lua (issue #32): where every
card function it meets runs in Python (plain queries and effects, their scripts described
earlier in the process), none is built, and the game is the one it is with Lua built from
its start."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from deckwright.kernel.agents import make_agent
from deckwright.kernel.registry import Registry, default_registry
from deckwright.kernel.scripting.luastd import LocalList
from deckwright.kernel.scripting.sandbox import Sandbox
from deckwright.tools.simulation.bench import play_game
from deckwright.tools.simulation.onegame import SIMULATED_HISTORY, play_to_end
from tests.conftest import penny_played

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


def test_a_card_that_needs_lua_still_builds_it(tmp_path: Path) -> None:
    """A function only Lua runs (strings compared by order) builds the runtime when it is
    met, and not before; the bench's Four Souls games no longer meet one."""
    play_game(REGISTRY, "four-souls", 4, "heuristic", 2)  # describes the scripts it meets
    assert not played(REGISTRY, "four-souls", 4, "heuristic", 2, lua_first=False)[3]
    source = ("--- param n: count\nreturn { on_play = function(ctx)\n"
              "  if 'a' < 'b' then ctx:gain_cents(ctx.controller, params.n) end\nend }\n")
    failed, game = penny_played(tmp_path, source)
    assert failed is None and game.scripts._sandbox is not None


def _made_list(rng: random.Random) -> Any:
    """A value a plain function could hand Lua: a list it made, a list, or a table of
    fields, of plain values, maybe {id=, label=} tables (as ctx:labelled gives), sometimes an
    integer Lua would wrap, a table Lua reorders, a nil field, a hole or another key."""
    items: list[Any] = []
    for _ in range(rng.randrange(0, 6)):
        kind = rng.randrange(6)
        if kind == 0:
            items.append(rng.choice(["p1", "m3", "", "é"]))
        elif kind == 1:
            items.append(rng.choice([True, False]))
        elif kind == 2:
            items.append(rng.choice([0, -7, 2**63 - 1, 2**64, 1.5]))
        elif kind == 3:
            items.append({"id": f"o{rng.randrange(9)}", "label": "an item"})
        elif kind == 4:
            items.append(rng.choice([{"label": "out of order", "id": "o1"}, {"a": None},
                                     {"z": {"y": 1, "x": [2, None]}, "b": (1, 2)},
                                     {1: "an integer key"}, {}, (3,), None]))
        else:
            items.append([rng.randrange(3)])
    return LocalList(items) if rng.random() < 0.6 else (
        {f"k{len(items) - i}": v for i, v in enumerate(items)} if rng.random() < 0.5
        else list(items))


def test_a_value_crosses_as_lua_would_without_lua() -> None:
    """A list a plain function made (``local ids = {}``) comes back from Lua a plain list of
    the same items, a table of fields with its keys in order and no nil field: worked out
    without building Lua (``trip_in_python``), equal in value and type to the real trip;
    anything else still takes the trip (fuzzed)."""
    rng = random.Random(32)
    game = REGISTRY.new_game("dungeon-raiders", players=3, seed=1)
    host = game.scripts
    lua = Sandbox()
    for _ in range(300):
        made = _made_list(rng)
        for argument in (True, False):
            assert _outcome(host._across, made, argument) == _outcome(_trip, lua, made, argument)
    plain = LocalList(["p1", {"id": "o1", "label": "x"}])
    fresh = REGISTRY.new_game("dungeon-raiders", players=3, seed=2).scripts
    assert fresh._across(plain, True) == ["p1", {"id": "o1", "label": "x"}]
    assert fresh._sandbox is None  # nothing needed Lua


def _trip(lua: Sandbox, value: Any, argument: bool) -> Any:
    """``value`` taken to Lua and back, as an argument or as a result."""
    there = lua.to_lua(value)
    return lua._arg_to_python(there) if argument else lua.to_python(there)


def _outcome(trip: Any, *args: Any) -> Any:
    """What a trip gives, with the types all through, or the kind of error it fails with."""
    try:
        value = trip(*args)
    except ValueError as exc:
        return "fails", type(exc)
    return value, _types(value)


def _types(value: Any) -> Any:
    """The types of a value all through (1 and 1.0 are equal, and Lua tells them apart)."""
    if isinstance(value, list):
        return [_types(v) for v in value]
    if isinstance(value, dict):
        return {k: _types(v) for k, v in value.items()}
    return type(value)
