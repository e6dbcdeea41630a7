"""The Test Duel's scenario file, run with the registry that knows the test-only game."""

from __future__ import annotations

from pathlib import Path

import pytest

from deckwright.tools.scenarios.scenario import load_scenarios, run_scenario
from tests.conftest import shared_registry

FILE = Path(__file__).resolve().parents[1] / "testgame" / "duel-scenarios.yml"


@pytest.mark.parametrize("scenario", load_scenarios(FILE), ids=lambda s: s.name)
def test_duel_scenario(scenario) -> None:  # type: ignore[no-untyped-def]
    result = run_scenario(scenario, shared_registry())
    assert result.passed, result.failures
