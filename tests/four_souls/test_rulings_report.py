"""``deckwright cards four-souls --rulings``: each ruling of the spec with the scenarios that
cite it, run, so a reader sees the coverage at a glance."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from click.testing import CliRunner

from deckwright.cli.main import cli
from deckwright.plugins.four_souls.ruleset import FourSouls

BARTER = Path(__file__).parent / "scenarios" / "barter.yaml"


def report(folder: Path) -> dict[str, dict[str, list[str]]]:
    result = CliRunner().invoke(cli, ["cards", "four-souls", "--rulings", "--json",
                                      "--scenarios", str(folder)])
    assert result.exit_code == 0, result.output
    return {row["id"]: row for row in json.loads(result.output)}


def test_the_game_declares_every_ruling_of_its_spec() -> None:
    assert list(FourSouls.rulings) == [f"R-{n:03d}" for n in range(1, 148)]
    assert FourSouls.rulings["R-041"]["name"] == "evasion0"


def test_a_passing_scenario_that_names_a_ruling_covers_it(tmp_path: Path) -> None:
    shutil.copy(BARTER, tmp_path / "barter.yaml")
    rows = report(tmp_path)
    assert len(rows["R-145"]["passing"]) == 1 and rows["R-145"]["failing"] == []
    assert rows["R-041"]["passing"] == []   # nothing in this folder cites it


def test_a_failing_scenario_is_listed_as_failing(tmp_path: Path) -> None:
    text = BARTER.read_text(encoding="utf-8").replace(
        "{path: players.p1.counters.cents, equals: 2}",
        "{path: players.p1.counters.cents, equals: 4}")
    (tmp_path / "barter.yaml").write_text(text, encoding="utf-8")
    rows = report(tmp_path)
    assert rows["R-145"]["passing"] == [] and len(rows["R-145"]["failing"]) == 1


def test_the_text_report_ends_with_the_count(tmp_path: Path) -> None:
    shutil.copy(BARTER, tmp_path / "barter.yaml")
    result = CliRunner().invoke(cli, ["cards", "four-souls", "--rulings", "--scenarios",
                                      str(tmp_path)])
    lines = result.output.strip().splitlines()
    assert lines[-1].startswith("4 of 147 rulings with a passing scenario")  # R-144..147
    assert any(line.startswith("R-001 setupevent") and "NO SCENARIO" in line for line in lines)
