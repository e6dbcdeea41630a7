"""A finished game is freed by reference counting alone (issue #32): its card-script host and
the host's Lua runtime go with it, without waiting for the cycle collector."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterator

import pytest

from deckwright.kernel.errors import DeckwrightError
from deckwright.kernel.registry import Registry
from deckwright.kernel.scripting import host as host_module
from deckwright.tools.simulation.bench import play_game

# a random five-player game that fights a scripted boss (DR A10)
SEED = 3


@pytest.fixture(params=["effects in Lua", "effects in Python"])
def effects(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """Card effects run in Lua (so the game builds a Lua runtime and its scripts run there)
    or in Python where they are plain (then a game of this process builds none)."""
    if request.param == "effects in Lua":
        monkeypatch.setattr(host_module, "PLAIN_EFFECT_BUDGET", 10**12)
    return str(request.param)


@pytest.fixture(scope="module")
def registry() -> Registry:
    """A registry that has played a game already: what it loads once is loaded."""
    found = Registry()
    play_game(found, "dungeon-raiders", 5, "random", SEED + 1)
    # the seed's own cards read once for the process (a first reading is not the game's)
    play_game(found, "dungeon-raiders", 5, "random", SEED)
    return found


@pytest.fixture
def no_collector(registry: Registry) -> Iterator[None]:
    """The cycle collector off: whatever is freed is freed by reference counting."""
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def test_a_finished_game_and_its_lua_runtime_are_freed_when_dropped(
        registry: Registry, no_collector: None, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(host_module, "PLAIN_EFFECT_BUDGET", 10**12)  # effects run in Lua
    game, _ = play_game(registry, "dungeon-raiders", 5, "random", SEED)
    assert game.over
    sandbox = game.scripts._sandbox
    assert sandbox is not None  # the boss's script ran in it
    game_ref, host_ref, sandbox_ref = (weakref.ref(game), weakref.ref(game.scripts),
                                       weakref.ref(sandbox))
    del game, sandbox
    assert game_ref() is None
    assert host_ref() is None
    assert sandbox_ref() is None


def test_a_finished_game_leaves_the_collector_nothing(registry: Registry, no_collector: None,
                                                     effects: str) -> None:
    game, _ = play_game(registry, "dungeon-raiders", 5, "random", SEED)
    del game
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        found = gc.collect()
        leftover = list(gc.garbage)
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
    assert found == 0, sorted({type(o).__qualname__ for o in leftover})


def test_a_host_kept_after_its_game_is_gone_says_so(registry: Registry) -> None:
    game, _ = play_game(registry, "dungeon-raiders", 5, "random", SEED)
    checks = game.scripts.checks
    del game
    gc.collect()
    with pytest.raises(DeckwrightError, match="game is gone"):
        checks.game  # noqa: B018 -- reading it is the test
