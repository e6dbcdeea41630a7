"""Scenario files mean what they say (issue #34): a forced roll above the die, an unknown
field of a Four Souls ``turn:``, ``{history: K, count: 0}`` and ``exists: false`` on a
misspelt path each fail with the file, the line and the fix."""

from __future__ import annotations

from pathlib import Path

from deckwright.kernel.registry import Registry
from deckwright.tools.scenarios.scenario import load_scenarios, run_scenario

HEAD = "name: probe\ngame: four-souls\nplayers: 2\n"


def _run(registry: Registry, tmp_path: Path, body: str) -> list[str]:
    file = tmp_path / "probe.yaml"
    file.write_text(HEAD + body, encoding="utf-8")
    (scenario,) = load_scenarios(file)
    return run_scenario(scenario, registry).failures


def test_a_forced_roll_above_the_die_is_refused(registry: Registry, tmp_path: Path) -> None:
    # Four Souls' largest die is Conjoined D6's D8 (#35); a D6 forced to show 7 or 8 is refused
    # as it is rolled (tests/four_souls/test_die_size.py)
    failures = _run(registry, tmp_path, "setup:\n  rolls: [9]\n")
    assert failures == [f"{tmp_path / 'probe.yaml'}:1: cannot set up: rolls must be a list of "
                        "die results from 1 to 8 (the game's die), not [9]"]


def test_an_unknown_field_of_turn_is_refused_with_did_you_mean(registry: Registry,
                                                               tmp_path: Path) -> None:
    failures = _run(registry, tmp_path, "setup:\n  turn: {atacks: 2}\n")
    assert len(failures) == 1
    assert failures[0].startswith(f"{tmp_path / 'probe.yaml'}:1: cannot set up: turn: unknown "
                                  "field 'atacks'; did you mean 'attacks'?")


def test_history_count_zero_fails_when_the_event_happened(registry: Registry,
                                                          tmp_path: Path) -> None:
    # the first turn has started before the first decision
    failures = _run(registry, tmp_path, "expect:\n  - {history: turn-start, count: 0}\n")
    assert failures[0].startswith(f"{tmp_path / 'probe.yaml'}:5: expected 0 event(s) "
                                  "'turn-start' in the history, saw 1")


def test_history_count_is_exact(registry: Registry, tmp_path: Path) -> None:
    assert _run(registry, tmp_path, "expect:\n  - {history: roll, count: 0}\n") == []


def test_exists_false_on_a_misspelt_path_is_an_error(registry: Registry,
                                                      tmp_path: Path) -> None:
    failures = _run(registry, tmp_path,
                    "expect:\n  - {path: players.p1.countres.cents, exists: false}\n")
    assert failures[0].startswith(f"{tmp_path / 'probe.yaml'}:5: players.p1.countres.cents: "
                                  "'players.p1.countres' does not exist; did you mean "
                                  "'counters'?")


def test_exists_false_on_an_absent_counter_passes(registry: Registry, tmp_path: Path) -> None:
    assert _run(registry, tmp_path,
                "expect:\n  - {path: players.p1.counters.no_such_counter, exists: false}\n"
                "  - {path: zones.monster.9, exists: false}\n") == []
