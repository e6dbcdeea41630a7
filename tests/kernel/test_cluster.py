"""``deckwright simulate --scheduler``: the same games on a Dask cluster give the same report."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from deckwright.cli.main import cli

pytest.importorskip("distributed")  # the test extra installs it; without it the rest is moot

TIMING = ("seconds", "games_per_second", "decisions_per_second")


def simulate(*extra: str) -> dict:
    result = CliRunner().invoke(cli, ["simulate", "dungeon-raiders", "--games", "24",
                                      "--players", "4", "--seed", "7", "--json", *extra])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    for key in TIMING:
        data.pop(key)
    return data


def test_a_two_worker_local_cluster_reports_what_one_process_does() -> None:
    assert simulate("--scheduler", "local", "--jobs", "2") == simulate("--jobs", "1")


def test_an_unreachable_scheduler_is_one_error() -> None:
    result = CliRunner().invoke(cli, ["simulate", "dungeon-raiders", "--games", "2",
                                      "--scheduler", "tcp://127.0.0.1:9"])
    assert result.exit_code == 1
    assert "cannot reach the Dask scheduler at tcp://127.0.0.1:9" in result.output
    assert "Traceback" not in result.output


def test_without_the_cluster_extra_the_error_says_what_to_install(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(__import__("sys").modules, "distributed", None)
    result = CliRunner().invoke(cli, ["simulate", "dungeon-raiders", "--games", "2",
                                      "--scheduler", "local"])
    assert result.exit_code == 1
    assert "pip install 'deckwright[cluster]'" in result.output
