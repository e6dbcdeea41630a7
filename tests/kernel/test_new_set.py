"""`deckwright new-set GAME NAME` scaffolds a set that lints clean and whose scenarios pass
(issue #10: "new-set four-souls my-set && lint my-set && test my-set passes in a fresh
folder")."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckwright.cli.main import cli


@pytest.mark.parametrize("game_id", ["four-souls", "munchkin", "dungeon-raiders"])
def test_a_new_set_lints_clean_and_its_scenarios_pass(tmp_path: Path, game_id: str) -> None:
    runner = CliRunner()
    here = os.getcwd()
    os.chdir(tmp_path)  # a fresh folder, as an author would start
    try:
        made = runner.invoke(cli, ["new-set", game_id, "my-set"])
        assert made.exit_code == 0, made.output
        text = (tmp_path / "my-set" / "set.yaml").read_text(encoding="utf-8")
        assert "id: my-set" in text and "name: My set" in text
        linted = runner.invoke(cli, ["lint", "my-set"])
        assert linted.exit_code == 0, linted.output
        assert linted.output.startswith(f"ok: set my-set ({game_id}):")
        tested = runner.invoke(cli, ["test", "my-set"])
        assert tested.exit_code == 0, tested.output
        assert tested.output.strip().endswith("passed, 0 failed")
    finally:
        os.chdir(here)


def test_new_set_never_writes_over_a_folder(tmp_path: Path) -> None:
    (tmp_path / "taken").mkdir()
    (tmp_path / "taken" / "notes.txt").write_text("mine", encoding="utf-8")
    result = CliRunner().invoke(cli, ["new-set", "munchkin", str(tmp_path / "taken")])
    assert result.exit_code == 1 and "already exists and is not empty" in result.output
    assert sorted(p.name for p in (tmp_path / "taken").iterdir()) == ["notes.txt"]


@pytest.mark.parametrize(("name", "message"), [
    ("base", "an installed set of munchkin is already called 'base'"),
    ("!!!", "cannot make a set id from the folder name"),
])
def test_new_set_refuses_a_name_it_cannot_use(tmp_path: Path, name: str, message: str) -> None:
    result = CliRunner().invoke(cli, ["new-set", "munchkin", str(tmp_path / name)])
    assert result.exit_code == 1 and message in result.output
