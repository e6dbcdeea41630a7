"""A card's ``params`` are checked against its script's ``--- param`` lines, and its tags
against the game's (issue #34: "template scripts' params are never checked", "free-form
tags: [pasive] are accepted"). Each problem names set.yaml's line and the fix."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from deckwright.cli.main import cli
from deckwright.kernel.errors import CardSetError
from deckwright.kernel.registry import Registry
from deckwright.kernel.scripting.lexer import variable_names
from deckwright.kernel.sets.loading import load_set
from deckwright.kernel.sets.scriptparams import (
    ParamDeclarationError,
    params_problems,
    read_declarations,
)
from deckwright.tools.lint import lint_set


def _set(tmp_path: Path, cards: str, scripts: dict[str, str] | None = None) -> Path:
    folder = tmp_path / "my-set"
    (folder / "cards").mkdir(parents=True)
    (folder / "set.yaml").write_text(
        f"game: four-souls\nid: my-set\nname: Mine\ncards:\n{cards}", encoding="utf-8")
    for name, text in (scripts or {}).items():
        (folder / "cards" / name).write_text(text, encoding="utf-8")
    return folder


def _load(registry: Registry, folder: Path) -> list[str]:
    with pytest.raises(CardSetError) as caught:
        load_set(folder, registry.schema("four-souls"), "four-souls",
                 registry.shared_scripts("four-souls"))
    return caught.value.problems


def test_an_unknown_param_of_a_shared_archetype_is_refused_naming_its_line(
        registry: Registry, tmp_path: Path) -> None:
    folder = _set(tmp_path, "  - id: my-heart\n    name: My Heart\n    type: treasure\n"
                            "    script: base:stat-bonus.lua\n    params: {health: 1}\n")
    problems = _load(registry, folder)
    assert len(problems) == 1
    assert problems[0].startswith(f"{folder / 'set.yaml'}:9: card 'my-heart': unknown "
                                  "param 'health'")
    assert "hp?: integer" in problems[0]  # the fix: the params the script takes


def test_a_param_outside_its_declared_words_gets_a_did_you_mean(
        registry: Registry, tmp_path: Path) -> None:
    folder = _set(tmp_path, "  - id: my-roll\n    name: My Roll\n    type: treasure\n"
                            "    script: base:on-roll.lua\n    params:\n      effect: cent\n"
                            "      number: 3\n")
    problems = _load(registry, folder)
    assert problems == [f"{folder / 'set.yaml'}:10: card 'my-roll': param 'effect' is 'cent', "
                        "not one of cents, discard-monster, hurt-roller, loot, loot-discard, "
                        "mill-choice, place-monster, recharge-item, roller-gives-loot, "
                        "steal-roller-loot, swap-items; did you mean 'cents'? "
                        "(base:on-roll.lua declares 'effect')"]


def test_a_number_outside_the_die_is_refused(registry: Registry, tmp_path: Path) -> None:
    folder = _set(tmp_path, "  - id: my-roll\n    name: My Roll\n    type: treasure\n"
                            "    script: base:on-roll.lua\n"
                            "    params: {effect: cents, number: 7}\n")
    problems = _load(registry, folder)
    assert problems == [f"{folder / 'set.yaml'}:9: card 'my-roll': param 'number' must be "
                        "from 1 to 6, got 7 (base:on-roll.lua declares 'number: integer 1..6')"]


def test_a_misspelt_optional_param_gets_a_did_you_mean(registry: Registry,
                                                       tmp_path: Path) -> None:
    folder = _set(tmp_path, "  - id: my-roll\n    name: My Roll\n    type: treasure\n"
                            "    script: base:on-roll.lua\n"
                            "    params: {effect: cents, number: 2, amont: 1}\n")
    assert "unknown param 'amont'; did you mean 'amount'?" in _load(registry, folder)[0]


def test_a_required_param_left_out_is_refused(registry: Registry, tmp_path: Path) -> None:
    folder = _set(tmp_path, "  - id: my-roll\n    name: My Roll\n    type: treasure\n"
                            "    script: base:on-roll.lua\n    params: {effect: cents}\n")
    assert "param 'number' is missing: base:on-roll.lua needs it" in _load(registry, folder)[0]


def test_params_given_to_a_script_that_declares_none_are_refused(
        registry: Registry, tmp_path: Path) -> None:
    folder = _set(tmp_path, "  - id: mine\n    name: Mine\n    type: treasure\n"
                            "    script: mine.lua\n    params: {amount: 2}\n",
                  {"mine.lua": "return { static { stat = 'hp', value = 1 } }\n"})
    problem = _load(registry, folder)[0]
    assert "unknown param 'amount': mine.lua declares no params" in problem
    assert "--- param NAME: TYPE" in problem  # how to declare them


def test_a_script_of_the_set_declares_its_own_params(registry: Registry,
                                                     tmp_path: Path) -> None:
    script = ("--- param amount?: count = 1 -- health given\n"
              "return { static { stat = 'hp', value = params.amount or 1 } }\n")
    folder = _set(tmp_path, "  - id: mine\n    name: Mine\n    type: treasure\n"
                            "    script: mine.lua\n    params: {amount: 2}\n",
                  {"mine.lua": script})
    loaded = load_set(folder, registry.schema("four-souls"), "four-souls",
                      registry.shared_scripts("four-souls"))
    assert loaded.cards[0].params == {"amount": 2}


def test_the_params_the_game_reads_need_no_declaration(registry: Registry,
                                                       tmp_path: Path) -> None:
    folder = _set(tmp_path, "  - id: mine\n    name: Mine\n    type: treasure\n"
                            "    params: {counters: 3}\n")
    loaded = load_set(folder, registry.schema("four-souls"), "four-souls")
    assert loaded.cards[0].params == {"counters": 3}


def test_a_declaration_that_does_not_read_names_the_script_line() -> None:
    with pytest.raises(ParamDeclarationError, match=r"cards/x.lua:2: param 'n': unknown type "):
        read_declarations("-- x\n--- param n: cuont\n", "cards/x.lua")
    with pytest.raises(ParamDeclarationError, match="its default must be from 1 to 6, got 9"):
        read_declarations("--- param n?: integer 1..6 = 9\n", "cards/x.lua")


def test_an_ill_typed_param_says_what_the_script_declares() -> None:
    specs = read_declarations("--- param amount: count\n", "x.lua")
    assert params_problems({"amount": "two"}, specs, "x.lua", {}) == [
        "param 'amount' must be a whole number of 0 or more, got 'two' (x.lua declares "
        "'amount: count')"]


def test_every_shipped_script_that_reads_params_declares_them() -> None:
    root = Path(__file__).parents[2]
    undeclared = []
    for script in sorted((root / "cardscripts").glob("*/*/cards/*.lua")):
        text = script.read_text(encoding="utf-8")
        names = variable_names(text)
        if names is None or "params" in names:
            if read_declarations(text, script.name) is None:
                undeclared.append(str(script.relative_to(root)))
    assert undeclared == []


def test_an_unknown_tag_is_a_lint_warning_with_did_you_mean(registry: Registry,
                                                            tmp_path: Path) -> None:
    folder = _set(tmp_path, "  - id: my-heart\n    name: My Heart\n    type: treasure\n"
                            "    script: base:stat-bonus.lua\n    params: {hp: 1}\n"
                            "    tags: [pasive]\n")
    (folder / "my-heart.yaml").write_text("name: my-heart is there\ngame: four-souls\n",
                                            encoding="utf-8")
    report = lint_set(registry, folder)
    assert report.ok, report.problems
    assert len(report.warnings) == 1
    assert report.warnings[0].startswith(f"{folder / 'set.yaml'}:10: warning: card "
                                         "'my-heart': unknown tag 'pasive'; did you mean "
                                         "'passive'?")
    shown = CliRunner().invoke(cli, ["lint", str(folder)])
    assert shown.exit_code == 0
    assert "warning: card 'my-heart': unknown tag 'pasive'" in shown.output
    assert "1 warning" in shown.output
