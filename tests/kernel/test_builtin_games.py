"""A built-in game is registered in one place: its entry point in pyproject.toml. The registry
reads the built-in games from deckwright's own entry points; setup.py finds the packages and
pyproject.toml's patterns their data, so a game folder under plugins/ needs nothing else."""

from __future__ import annotations

import tomllib
from importlib import metadata
from pathlib import Path

import pytest

from deckwright.kernel import registry as registry_module
from deckwright.kernel.registry import Registry, builtin_plugins

ROOT = Path(__file__).resolve().parents[2]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def test_the_builtin_games_are_the_entry_points_of_pyproject() -> None:
    declared = PYPROJECT["project"]["entry-points"]["deckwright"]
    assert builtin_plugins() == declared
    assert set(Registry(entry_points=False).games()) == set(declared)


def test_every_game_folder_has_its_entry_point() -> None:
    folders = {p.parent.name for p in (ROOT / "plugins").glob("*/plugin.py")}
    modules = set(PYPROJECT["project"]["entry-points"]["deckwright"].values())
    assert modules == {f"deckwright.plugins.{folder}.plugin" for folder in folders}


def test_no_package_or_data_file_is_listed_by_hand() -> None:
    setuptools = PYPROJECT["tool"]["setuptools"]
    assert set(setuptools) == {"package-data"}, "packages are found by setup.py"
    by_game = [p for p in setuptools["package-data"] if p.startswith("deckwright.plugins")]
    assert not by_game, "a game's data files are found by the patterns of '*'"


def test_a_deckwright_without_its_metadata_says_why_it_has_no_games(
        monkeypatch: pytest.MonkeyPatch) -> None:
    def missing(name: str) -> metadata.Distribution:
        raise metadata.PackageNotFoundError(name)

    monkeypatch.setattr(registry_module.metadata, "distribution", missing)
    registry = Registry(entry_points=False)
    assert registry.games() == {}
    assert "pip install -e ." in registry.broken["deckwright"]
