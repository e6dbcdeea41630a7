"""The Protocols the kernel's parts are given instead of the classes that build them (issue #30:
no import cycle, type-only imports included) say what those classes really offer: every member
is there, with the same parameters."""

from __future__ import annotations

import inspect
from typing import Any

import pytest

from deckwright.kernel import Registry
from deckwright.kernel.agents import AgentTable
from deckwright.kernel.game import Game
from deckwright.kernel.gameapi import GameAPI
from deckwright.kernel.scripting.host import ScriptHost
from deckwright.kernel.scripting.hostapi import HostAPI


def _members(protocol: type) -> tuple[set[str], dict[str, Any]]:
    """The attributes a Protocol declares and its methods (properties included) by name."""
    attributes = set(getattr(protocol, "__annotations__", {}))
    methods = {name: value for name, value in vars(protocol).items()
               if not name.startswith("_") and (callable(value) or isinstance(value, property))}
    return attributes, methods


def _parameters(function: Any) -> list[tuple[str, Any]]:
    return [(p.name, p.kind) for p in inspect.signature(function).parameters.values()]


@pytest.fixture(scope="module")
def game() -> Game:
    return Registry().new_game("four-souls", players=2, seed=1)


@pytest.mark.parametrize(("protocol", "real"), [(GameAPI, Game), (AgentTable, Game),
                                                (HostAPI, ScriptHost)])
def test_every_method_of_the_protocol_is_the_class_s_own(protocol: type, real: type) -> None:
    _, methods = _members(protocol)
    assert methods
    for name, declared in methods.items():
        actual = getattr(real, name, None)
        assert actual is not None, f"{real.__name__} has no {name}"
        if isinstance(declared, property):
            assert isinstance(actual, property), f"{real.__name__}.{name} is not a property"
            continue
        assert _parameters(declared) == _parameters(actual), f"{name} differs"


@pytest.mark.parametrize("protocol", [GameAPI, AgentTable])
def test_every_attribute_of_the_game_protocols_is_on_a_game(protocol: type, game: Game) -> None:
    attributes, _ = _members(protocol)
    missing = sorted(a for a in attributes if not hasattr(game, a))
    assert missing == []


def test_every_attribute_of_the_host_protocol_is_on_a_host(game: Game) -> None:
    attributes, _ = _members(HostAPI)
    assert attributes == {"game", "index"}
    assert all(hasattr(game.scripts, a) for a in attributes)
