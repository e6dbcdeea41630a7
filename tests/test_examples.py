"""The examples work: the homebrew set's scenarios pass and the expansion registers its set."""

from __future__ import annotations

from pathlib import Path

from deckwright.kernel.registry import Registry
from deckwright.kernel.scenario import load_scenarios, run_scenario
from tests.conftest import shared_registry

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


def test_the_homebrew_example_scenarios_pass() -> None:
    for scenario in load_scenarios(EXAMPLES / "homebrew-dungeon" / "scenarios" / "banshee.yaml"):
        result = run_scenario(scenario, shared_registry())
        assert result.passed, result.failures


def test_the_example_expansion_registers_its_set(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.syspath_prepend(str(EXAMPLES / "deckwright-dungeon-extras"))
    registry = Registry(plugins=["dungeon_extras"])
    sets = {s.id: s for s in registry.installed_sets("dungeon-raiders")}
    assert "hydra" in [c.id for c in sets["dungeon-extras"].cards]
    assert not sets["dungeon-extras"].default


def test_the_hydra_wounds_the_lowest_and_the_highest(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.syspath_prepend(str(EXAMPLES / "deckwright-dungeon-extras"))
    registry = Registry(plugins=["dungeon_extras"])
    extras = EXAMPLES / "deckwright-dungeon-extras" / "dungeon_extras" / "sets" / "extras"
    game = registry.new_game(
        "dungeon-raiders", players=3, seed=1, sets=[extras],
        setup={"characters": {"p1": "knight", "p2": "wizard", "p3": "thief"},
               "rooms": ["hydra"], "counters": {"p1.wounds": 0, "p2.wounds": 0,
                                                "p3.wounds": 0}})
    for seat, card in (("p1", "card:power-1"), ("p2", "card:power-2"), ("p3", "card:power-5")):
        game.answer(seat, card)
    wounds = {s: game.players[s].counters["wounds"] for s in game.seats}
    assert wounds == {"p1": 2, "p2": 0, "p3": 2}
