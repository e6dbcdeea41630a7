"""Scenario files: a file's keys are every scenario's defaults."""

from __future__ import annotations

from pathlib import Path

from deckwright.tools.scenarios.scenario import load_scenarios


def test_a_files_setup_joins_each_scenarios_and_the_scenario_keeps_its_order(
        tmp_path: Path) -> None:
    file = tmp_path / "s.yaml"
    file.write_text(
        "game: four-souls\nsetup: {rooms: none, bank: 50}\nscenarios:\n"
        "  - name: a\n    setup: {monsters: {monster.1: fly}, rooms: {room.1: arena}}\n"
        "  - name: b\n    setup: {start: action}\n", encoding="utf-8")
    first, second = load_scenarios(file)
    assert list(first.setup) == ["bank", "monsters", "rooms"]
    assert first.setup["rooms"] == {"room.1": "arena"}
    assert second.setup == {"rooms": "none", "bank": 50, "start": "action"}
