"""Shared fixtures, and collection of YAML scenario files as pytest items."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from deckwright.kernel.errors import ScenarioError
from deckwright.kernel.registry import Registry
from deckwright.tools.scenarios.scenario import Scenario, load_scenarios, run_scenario

TEST_PLUGIN = "tests.testgame.plugin"
_registry: Registry | None = None


def shared_registry() -> Registry:
    """One registry for the whole run, with the kernel's test game registered."""
    global _registry
    if _registry is None:
        _registry = Registry(plugins=[TEST_PLUGIN])
    return _registry


@pytest.fixture
def registry() -> Registry:
    """The shared registry (games, sets and the test game)."""
    return shared_registry()


@pytest.fixture
def duel(registry: Registry) -> Any:
    """A fresh two-player Test Duel without bids, seed 1."""
    return registry.new_game("test-duel", players=2, seed=1, options={"bids": False})


def pytest_collect_file(parent: pytest.Collector, file_path: Path) -> pytest.Collector | None:
    """Every ``*.yaml`` under a ``scenarios`` folder of tests/ is a file of scenarios."""
    if file_path.suffix == ".yaml" and "scenarios" in file_path.parts:
        return ScenarioFile.from_parent(parent, path=file_path)
    return None


class ScenarioFile(pytest.File):
    """A YAML file holding one scenario or a list of them."""

    def collect(self) -> Any:
        """One item per scenario."""
        try:
            scenarios = load_scenarios(self.path)
        except ScenarioError as exc:
            raise self.CollectError(str(exc)) from None
        for scenario in scenarios:
            yield ScenarioItem.from_parent(self, name=scenario.name, scenario=scenario)

    class CollectError(Exception):
        """A scenario file that cannot be read."""


class ScenarioItem(pytest.Item):
    """One scenario, run strictly against the shared registry."""

    def __init__(self, *, scenario: Scenario, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.scenario = scenario

    def runtest(self) -> None:
        """Run it; fail with every failed check."""
        result = run_scenario(self.scenario, shared_registry())
        if not result.passed:
            raise ScenarioFailed(result.failures)

    def repr_failure(self, excinfo: Any, style: Any = None) -> str:
        """The failures, one per line, without a Python traceback."""
        if isinstance(excinfo.value, ScenarioFailed):
            return "\n".join(excinfo.value.failures)
        return super().repr_failure(excinfo)

    def reportinfo(self) -> tuple[Path, int, str]:
        """Where the scenario is."""
        return self.path, self.scenario.line - 1, f"scenario: {self.name}"


class ScenarioFailed(Exception):
    """A scenario's checks failed."""

    def __init__(self, failures: list[str]) -> None:
        super().__init__("\n".join(failures))
        self.failures = failures
