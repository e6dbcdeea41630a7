"""The scenario runner: strict matching, and failures that show what was on offer (DESIGN §8)."""

from __future__ import annotations

from pathlib import Path

import pytest

from deckwright.kernel import Registry
from deckwright.kernel.errors import ScenarioError
from deckwright.kernel.scenario import load_scenarios, run_scenario


def scenario(tmp_path: Path, text: str) -> list:
    path = tmp_path / "s.yaml"
    path.write_text(text, encoding="utf-8")
    return load_scenarios(path)


HEAD = "name: t\ngame: test-duel\nplayers: 2\nseed: 1\noptions: {bids: false}\n"


def test_an_answer_for_a_seat_that_is_not_asked_fails_naming_the_pending(
    registry: Registry, tmp_path: Path
) -> None:
    [s] = scenario(tmp_path, HEAD + "answers:\n  - {p2: pass}\n")
    result = run_scenario(s, registry)
    assert not result.passed
    assert "p2 has no decision pending; pending: p1 priority 'You have priority': pass" \
        in result.failures[0]


def test_an_answer_that_matches_no_option_names_the_options(
    registry: Registry, tmp_path: Path
) -> None:
    [s] = scenario(tmp_path, HEAD + "answers:\n  - {p1: dance}\n")
    result = run_scenario(s, registry)
    assert "s.yaml:7: answer 1: 'dance' is not on offer; p1 priority" in result.failures[0]


def test_a_failed_check_shows_expected_actual_and_the_pending_decision(
    registry: Registry, tmp_path: Path
) -> None:
    [s] = scenario(tmp_path, HEAD + "expect:\n  - {path: players.p1.counters.hp, equals: 3}\n"
                   "  - {zone: p1.hand, count: 9}\n  - {path: nowhere, equals: 1}\n")
    failures = run_scenario(s, registry).failures
    assert "expected equals 3, got 10" in failures[0]
    assert "zone p1.hand: expected 9 cards, holds 4" in failures[1]
    assert "got nothing (no such path)" in failures[2]
    assert failures[-1].startswith("pending: p1 priority")


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        ("setup: {teleport: 1}\n", "unknown setup directive 'teleport'"),
        ("setup: {top: {nowhere: [spark]}}\n", "no zone called nowhere"),
        ("setup: {top: {deck: [unicorn]}}\n", "no card 'unicorn'"),
        ("setup: {rolls: [0]}\n", "rolls must be a list of positive"),
        ("setup: {counters: {p9.hp: 1}}\n", "no player or object 'p9'"),
        ("setup: {counters: {hp: 1}}\n", "must be 'p1.coins: 3'"),
    ],
    ids=["directive", "zone", "card", "rolls", "holder", "counter-form"],
)
def test_bad_setup_is_a_clear_failure(
    registry: Registry, tmp_path: Path, extra: str, message: str
) -> None:
    [s] = scenario(tmp_path, HEAD + extra)
    result = run_scenario(s, registry)
    assert not result.passed and message in result.failures[0]


def test_malformed_scenario_files_are_refused(tmp_path: Path) -> None:
    with pytest.raises(ScenarioError, match="unknown field 'expects'"):
        scenario(tmp_path, HEAD + "expects: []\n")
    with pytest.raises(ScenarioError, match="needs a 'game'"):
        scenario(tmp_path, "name: x\n")
    with pytest.raises(ScenarioError, match="'answers' must be a list"):
        scenario(tmp_path, HEAD + "answers: {p1: pass}\n")
    with pytest.raises(ScenarioError, match="must be a mapping"):
        scenario(tmp_path, "- 1\n")


def test_checks_on_winners_errors_and_unknown_checks(registry: Registry, tmp_path: Path) -> None:
    [s] = scenario(tmp_path, HEAD + "expect:\n  - {winners: [p1]}\n  - {error: boom}\n"
                   "  - {colour: red}\n  - {over: true}\n  - {pending: {p2: priority}}\n")
    failures = run_scenario(s, registry).failures
    assert "expected the game to be over with winners" in failures[0]
    assert "expected the game to stop with an error containing 'boom'" in failures[1]
    assert "unknown check ['colour']" in failures[2]
    assert "expected over=True" in failures[3]
    assert "expected p2 to have a priority decision pending" in failures[4]
