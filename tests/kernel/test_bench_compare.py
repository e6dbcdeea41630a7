"""``deckwright bench --compare``: two installs, batch for batch, the median ratio (issue #32)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from deckwright.cli.main import cli
from deckwright.kernel.errors import DeckwrightError
from deckwright.tools.simulation.compare import compare, compare_table, install_for


class FakeSide:
    """A worker whose batches take a fixed CPU time per game, and which records its calls."""

    def __init__(self, seconds_per_game: list[float], decisions_per_game: int) -> None:
        self.seconds = list(seconds_per_game)
        self.decisions = decisions_per_game
        self.asked: list[dict[str, Any]] = []

    def ask(self, request: dict[str, Any]) -> dict[str, Any]:
        self.asked.append(request)
        if "warm" in request:
            return {"warm": True}
        games = request["games"]
        return {"seconds": self.seconds.pop(0) * games, "decisions": self.decisions * games,
                "games": games}


def test_compare_alternates_the_sides_and_takes_the_median_of_the_pair_ratios() -> None:
    order: list[str] = []
    this = FakeSide([1.0, 1.0, 4.0], 100)  # one slow batch (a busy neighbour)
    other = FakeSide([2.0, 3.0, 2.0], 400)
    for name, side in (("this", this), ("other", other)):
        asked = side.ask

        def noted(request: dict[str, Any], name: str = name, asked: Any = asked) -> Any:
            if "warm" not in request:
                order.append(name)
            return asked(request)

        side.ask = noted  # type: ignore[method-assign]
    rows = compare(this, other, [("four-souls", 4, "heuristic", 2)], batches=3)
    assert order == ["this", "other", "other", "this", "this", "other"]
    (row,) = rows
    assert row["ratios"] == [2.0, 3.0, 0.5]
    assert row["ratio"] == 2.0  # the median pair, not the ratio of the two bests (3.0)
    assert row["this"] == {"games_per_second": 1.0, "us_per_decision": 10000.0,
                           "decisions_per_game": 100.0}
    assert row["other"]["games_per_second"] == 0.5
    assert row["other"]["decisions_per_game"] == 400.0
    assert "2.00x" in compare_table({"other": "abc", "batches": 3, "workloads": rows})


def test_a_folder_that_is_not_a_checkout_and_an_unknown_commit_are_refused(
        tmp_path: Path) -> None:
    with pytest.raises(DeckwrightError, match="neither a folder nor a commit"):
        install_for("no-such-commit-0123", tmp_path)


def test_bench_compare_against_another_checkout_plays_both_and_prints_json(
        tmp_path: Path) -> None:
    # the other checkout's .venv is this install (a stand-in Python): both sides play the same
    # code, in two worker processes, so they play the same games and their ratio is near 1
    other = tmp_path / "other"
    (other / ".venv" / "bin").mkdir(parents=True)
    python = other / ".venv" / "bin" / "python"
    python.write_text(f'#!/bin/sh\nexec "{sys.executable}" "$@"\n')
    python.chmod(0o755)
    result = CliRunner().invoke(cli, ["bench", "--quick", "--json", "--batches", "2",
                                      "--compare", str(other)])
    assert result.exit_code == 0, result.output
    report = json.loads(result.output[result.output.index("{"):])
    assert report["other"] == str(other) and report["batches"] == 2
    games = [row["game"] for row in report["workloads"]]
    assert games == ["dungeon-raiders", "four-souls", "munchkin"]
    for row in report["workloads"]:
        assert row["this"]["decisions_per_game"] == row["other"]["decisions_per_game"] > 20
        assert row["this"]["games_per_second"] > 0 and row["other"]["us_per_decision"] > 0
        assert len(row["ratios"]) == 2 and 0.2 < row["ratio"] < 5
