"""The scenario runner: strict matching, and failures that show what was on offer (DESIGN §8)."""

from __future__ import annotations

from pathlib import Path

import pytest

from deckwright.kernel import Registry
from deckwright.kernel.errors import IllegalAnswer, ScenarioError
from deckwright.tools.scenarios.scenario import load_scenarios, run_scenario


def scenario(tmp_path: Path, text: str) -> list:
    path = tmp_path / "s.yaml"
    path.write_text(text, encoding="utf-8")
    return load_scenarios(path)


HEAD = "name: t\ngame: wizard-duel\nplayers: 2\nseed: 1\noptions: {bids: false}\n"


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
        ("setup: {rolls: [0]}\n", "rolls must be a list of die results from 1 to 6"),
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
                   "  - {over: true}\n  - {pending: {p2: priority}}\n")
    failures = run_scenario(s, registry).failures
    assert "expected the game to be over with winners" in failures[0]
    assert "expected the game to stop with an error containing 'boom'" in failures[1]
    assert "expected over=True" in failures[2]
    assert "expected p2 to have a priority decision pending" in failures[3]


def test_an_unknown_check_is_refused_when_the_file_loads(tmp_path: Path) -> None:
    with pytest.raises(ScenarioError, match="unknown check field 'colour'"):
        scenario(tmp_path, HEAD + "expect:\n  - {colour: red}\n")


def test_every_path_operator_checks_what_it_says(registry: Registry, tmp_path: Path) -> None:
    checks = """\
expect:
  - {path: players.p1.counters.hp, not_equals: 3}
  - {path: players.p1.counters.hp, at_least: 10, at_most: 10}
  - {path: players.p1.counters.hp, in: [9, 10]}
  - {path: players.p1.counters, contains: hp}
  - {path: players.p1.counters, not_contains: wounds}
  - {path: players.p1.counters, length: 2}
  - {path: players.p1.counters.hp, exists: true}
  - {path: players.p1.counters.mana, exists: false}
  - {zone: discard, lacks: spark}
  - {zone: p1.hand, has: [spark]}
  - {options_exclude: {p1: [play:smash]}}
"""
    [s] = scenario(tmp_path, HEAD + "setup: {hands: {p1: [spark], p2: []}}\n" + checks)
    result = run_scenario(s, registry)
    assert result.passed, result.failures


def test_failing_operators_each_say_why(registry: Registry, tmp_path: Path) -> None:
    checks = """\
expect:
  - {path: players.p1.counters.hp, exists: false}
  - {path: players.p1.counters.hp}
  - {zone: p1.hand, lacks: spark}
  - {zone: nowhere, count: 1}
  - {zone: p1.hand, cards: [rock]}
  - {options_include: {p2: [pass]}}
  - {options_include: {p1: [dance]}}
  - {history: explosion}
"""
    [s] = scenario(tmp_path, HEAD + "setup: {hands: {p1: [spark], p2: []}}\n" + checks)
    failures = run_scenario(s, registry).failures
    assert "expected exists=False" in failures[0]
    assert "names no operator" in failures[1]
    assert "expected not to hold ['spark']" in failures[2]
    assert "no zone called nowhere" in failures[3]
    assert "expected cards ['rock']" in failures[4]
    assert "p2 has no decision pending" in failures[5]
    assert "to offer dance" in failures[6]
    assert "expected an event 'explosion'" in failures[7]


def test_answers_may_name_cards_inside_lists(registry: Registry) -> None:
    from deckwright.kernel.decisions import Decision, Option
    from deckwright.tools.scenarios.scenario import shorthand

    d = Decision("p1", "order", "o", [Option("t:a#1"), Option("t:a#2"), Option("t:b#3")])
    assert shorthand(d, ["t:b", "t:a", "t:a"]) == ["t:b#3", "t:a#1", "t:a#2"]
    assert shorthand(None, "x") == "x"
    with pytest.raises(IllegalAnswer, match="'5' is an option's number"):
        shorthand(d, 5)  # numbers change when other cards are added


def test_a_scenarios_list_must_be_a_list_of_mappings(tmp_path: Path) -> None:
    with pytest.raises(ScenarioError, match="'scenarios' must be a list"):
        scenario(tmp_path, "game: wizard-duel\nscenarios: {a: 1}\n")
    with pytest.raises(ScenarioError, match="each scenario must be a mapping"):
        scenario(tmp_path, "game: wizard-duel\nscenarios: [1]\n")
    with pytest.raises(ScenarioError, match="'setup' must be a mapping"):
        scenario(tmp_path, HEAD + "setup: [1]\n")
    with pytest.raises(ScenarioError, match="'expect' must be a list"):
        scenario(tmp_path, HEAD + "expect: {a: 1}\n")


def test_play_out_with_an_unknown_bot_fails_clearly(registry: Registry, tmp_path: Path) -> None:
    [s] = scenario(tmp_path, HEAD + "play_out: genius\n")
    result = run_scenario(s, registry)
    assert "play_out: no agent called 'genius'" in result.failures[0]


def test_answers_after_the_game_ended_are_a_failure(registry: Registry, tmp_path: Path) -> None:
    [s] = scenario(tmp_path, HEAD + "setup: {hands: {p1: [spark], p2: []}, counters: {p2.hp: 1}}\n"
                   "answers:\n  - {p1: play:spark}\n  - {p1: target:p2}\n  - {p1: pass}\n")
    result = run_scenario(s, registry)
    assert "but the game is over" in result.failures[0]


def test_a_card_that_crashed_before_the_first_answer_fails_the_scenario(
    registry: Registry, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # issue #10: with answers: [] and a crash during set-up, the scenario used to pass
    [s] = scenario(tmp_path, HEAD + "answers: []\nexpect:\n  - {path: turn, at_least: 0}\n")
    real = registry.new_game

    def crashing(*args: object, **kwargs: object) -> object:
        game = real(*args, **kwargs)
        game.error = "card 'curse', curse: curse.lua:3: attempt to index a nil value"
        game.over = True
        return game

    monkeypatch.setattr(registry, "new_game", crashing)
    result = run_scenario(s, registry)
    assert not result.passed
    assert "the game stopped with an error: card 'curse'" in result.failures[0]
