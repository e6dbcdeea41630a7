"""Scenarios test one card (issue #34, DESIGN §8): a card added to a homebrew set changes no
other scenario of that set, and a die rolled after the forced rolls ran out fails the scenario
naming the roll, at the answer it followed."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest
import yaml

from deckwright.kernel import Registry
from deckwright.tools.scenarios.scenario import ScenarioResult, load_scenarios, run_scenario

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
SETS = ["homebrew-four-souls", "homebrew-munchkin", "homebrew-dungeon", "first-card-dungeon",
        "challenge-four-souls"]


def _scenario_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*.yaml") if p.name != "set.yaml")


def _run_all(registry: Registry, folder: Path) -> dict[str, ScenarioResult]:
    results = {}
    for file in _scenario_files(folder):
        for scenario in load_scenarios(file):
            key = f"{file.relative_to(folder)}: {scenario.name}"
            results[key] = run_scenario(scenario, registry)
    return results


def _story(result: ScenarioResult) -> list[Any]:
    game = result.game
    assert game is not None
    return [list(game.history), list(game.answers), game.result]


def _with_twins(folder: Path, into: Path) -> Path:
    """A copy of the set whose set.yaml also holds a new card beside each of its cards: the
    same type, stats and script under another id and name (a new character, monster,
    loot card … each unrelated to any scenario)."""
    copy = into / folder.name
    shutil.copytree(folder, copy)
    data = yaml.safe_load((copy / "set.yaml").read_text(encoding="utf-8"))
    twins = [{**json.loads(json.dumps(card)), "id": f"{card['id']}-twin",
              "name": f"{card['name']} Twin"} for card in data["cards"]]
    data["cards"] += twins
    (copy / "set.yaml").write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    return copy


@pytest.mark.parametrize("name", SETS)
def test_a_card_added_to_an_example_set_changes_none_of_its_scenarios(
    registry: Registry, tmp_path: Path, name: str
) -> None:
    before = _run_all(registry, EXAMPLES / name)
    after = _run_all(registry, _with_twins(EXAMPLES / name, tmp_path))
    assert before and sorted(before) == sorted(after)
    for key, result in before.items():
        assert result.passed, (key, result.failures)
        assert after[key].passed, (key, after[key].failures)
        assert _story(after[key]) == _story(result), key


HEAD = """name: t
game: four-souls
players: 2
seed: 1
setup:
  start: action
  first: p1
  characters: {p1: isaac, p2: cain}
  monsters: {monster.1: gurdy, monster.2: monstro}
  hands: {p1: [], p2: []}
"""


def _run(registry: Registry, tmp_path: Path, text: str) -> ScenarioResult:
    path = tmp_path / "s.yaml"
    path.write_text(text, encoding="utf-8")
    [scenario] = load_scenarios(path)
    return run_scenario(scenario, registry)


def test_an_attack_roll_beyond_the_forced_rolls_fails_naming_the_roll(
    registry: Registry, tmp_path: Path
) -> None:
    # FS 6.4: an attack rolls a die; the scenario forced none
    result = _run(registry, tmp_path, HEAD + "answers:\n  - {p1: attack}\n"
                  "  - {p2: pass}\n  - {p1: attack:monster.1}\n")
    assert not result.passed
    assert "answer 3: the game stopped with an error: p1 rolled a d6 after the scenario's " \
           "0 forced roll(s) ran out: add its result to setup: rolls" in result.failures[0]


def test_a_forced_roll_is_used_and_no_die_is_rolled_after_it(
    registry: Registry, tmp_path: Path
) -> None:
    result = _run(registry, tmp_path, HEAD.replace("setup:\n", "setup:\n  rolls: [6]\n")
                  + "answers:\n  - {p1: attack}\n  - {p2: pass}\n  - {p1: attack:monster.1}\n"
                  "expect:\n  - {path: rng.forced_rolls, length: 0}\n")
    assert result.passed, result.failures


def test_a_played_out_scenario_rolls_its_bots_dice(registry: Registry, tmp_path: Path) -> None:
    result = _run(registry, tmp_path, HEAD + "options: {max_turns: 6}\nplay_out: random\n"
                  "expect:\n  - {over: true}\n")
    assert result.passed, result.failures


def test_a_homebrew_card_is_not_dealt_unless_the_scenario_deals_its_set(
    registry: Registry, tmp_path: Path
) -> None:
    folder = EXAMPLES / "homebrew-four-souls"
    text = (f"name: t\ngame: four-souls\nplayers: 2\nseed: 1\nsets: ['{folder}']\n"
            "expect:\n  - {zone: loot.deck, lacks: sack-of-marbles}\n")
    assert _run(registry, tmp_path, text).passed
    dealt = text.replace("expect:", "setup: {deal: true}\nexpect:").replace("lacks", "has")
    result = _run(registry, tmp_path, dealt)
    assert result.passed, result.failures


def test_an_installed_set_the_scenario_names_is_not_dealt_unless_listed_in_deal(
    registry: Registry, tmp_path: Path
) -> None:
    # Requiem is installed but not dealt by default: named by a scenario, it is the set under
    # test, so its room deck stays empty unless the scenario deals it
    text = ("name: t\ngame: four-souls\nplayers: 2\nseed: 1\nsets: [requiem]\n"
            "expect:\n  - {zone: room.deck, count: 0}\n")
    assert _run(registry, tmp_path, text).passed
    dealt = text.replace("expect:", "setup: {deal: [requiem]}\nexpect:").replace(
        "{zone: room.deck, count: 0}", "{zone: room.deck, has: blessing-of-steam}")
    result = _run(registry, tmp_path, dealt)
    assert result.passed, result.failures


def test_the_sets_a_named_set_requires_are_dealt(registry: Registry, tmp_path: Path) -> None:
    # alt-art requires plus, gold-box and requiem: they are its table, not the set under test
    text = ("name: t\ngame: four-souls\nplayers: 2\nseed: 1\nsets: [alt-art]\n"
            "expect:\n  - {zone: room.deck, has: blessing-of-steam}\n")
    result = _run(registry, tmp_path, text)
    assert result.passed, result.failures


def test_deal_naming_a_set_the_scenario_does_not_hold_back_is_refused(
    registry: Registry, tmp_path: Path
) -> None:
    text = ("name: t\ngame: four-souls\nplayers: 2\nseed: 1\nsets: [requiem]\n"
            "setup: {deal: [plus]}\n")
    result = _run(registry, tmp_path, text)
    assert not result.passed
    assert "setup: deal names plus, not a set this scenario names and holds back " \
           "(it holds back: requiem)" in result.failures[0]


def test_explain_prints_the_decision_each_pass_answered(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from deckwright.cli.main import cli

    # one pass too many: after p1's pass, p2 is asked next, not p1
    (tmp_path / "s.yaml").write_text(
        HEAD + "answers:\n  - {p1: attack}\n  - {p2: pass}\n  - {p2: pass}\n", encoding="utf-8")
    result = CliRunner().invoke(cli, ["test", "--explain", str(tmp_path / "s.yaml")])
    assert result.exit_code == 1
    lines = [line for line in result.output.splitlines() if line.startswith("   ? ")]
    assert lines[0].startswith("   ? answer 1 (") and "p1: \"attack\" -> p1 priority " in lines[0]
    assert "p2: \"pass\" -> p2 priority 'You have priority': pass" in lines[1]
    assert "p2: \"pass\" -> no decision of p2's; pending: p1 choose 'Choose what to attack': " \
           "attack:monster.1" in lines[2]


def test_the_prompt_takes_the_answers_a_scenario_writes() -> None:
    from deckwright.cli.prompt import option_named
    from deckwright.kernel.decisions import Decision, Option

    decision = Decision("p1", "priority", "You have priority",
                        [Option("pass"), Option("activate:conjoined-d6#12:1"),
                         Option("play:a-penny#40"), Option("play:a-penny#41")])
    assert option_named("activate:conjoined-d6:1", decision) == "activate:conjoined-d6#12:1"
    assert option_named("play:a-penny", decision) == "play:a-penny#40"  # the first that fits
    assert option_named("play:a-penny#41", decision) == "play:a-penny#41"
