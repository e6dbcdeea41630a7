"""The remaining items of issue #10's "What an author hit", one test each: a wrong call is an
error in the author's words, never a Python message (KeyError, unhashable type, None)."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from deckwright.cli.main import cli
from deckwright.kernel import Registry
from deckwright.kernel.errors import ScenarioError
from deckwright.tools.scenarios.scenario import load_scenarios

PYTHON_WORDS = ("KeyError", "unhashable", "None", "Traceback", "internal error")


def four_souls_loot(tmp_path: Path, call: str) -> str:
    """Play a homebrew loot card whose effect makes ``call``; the error the game stops with."""
    root = tmp_path / "probe"
    (root / "cards").mkdir(parents=True)
    (root / "cards" / "probe.lua").write_text(
        f"return {{\n  on_play = function(ctx)\n    {call}\n  end,\n}}\n", encoding="utf-8")
    (root / "set.yaml").write_text(
        'game: four-souls\nid: probe\nname: Probe\nversion: "1"\ndefault: false\ncards:\n'
        "  - {id: probe, name: Probe, type: loot, copies: 0, script: probe.lua}\n",
        encoding="utf-8")
    game = Registry().new_game("four-souls", players=2, seed=1, sets=[root], setup={
        "start": "action", "first": "p1", "characters": {"p1": "isaac", "p2": "cain"},
        "hands": {"p1": ["probe"], "p2": []}})
    game.answer("p1", next(o for o in game.pending_for("p1").option_ids()
                           if o.startswith("play:probe")))
    for _ in range(4):
        if game.over:
            break
        decision = game.pending[0]
        game.answer(decision.player, "pass" if "pass" in decision.option_ids()
                    else decision.option_ids()[0])
    assert game.error is not None, "the wrong call was not refused"
    return game.error


@pytest.mark.parametrize(("call", "message"), [
    # "ctx:choose(…, 'p7') → KeyError: 'p7'"
    ("ctx:choose('Pick', {'a', 'b'}, 'p7')", "ctx:choose: player (argument 3) must be a "
                                             "player's seat (p1, p2), got 'p7'"),
    # "steal_cents: None"
    ("ctx:steal_cents('p2')", "ctx:steal_cents: n is missing (argument 2)"),
    # "no object p9 (it may have changed zones)" for a seat
    ("ctx:deal_damage('p9', 1)", "got 'p9'"),
    # "wound: unhashable type: 'dict'" (here: a table where a seat belongs)
    ("ctx:gain_cents({}, 1)", "ctx:gain_cents: player (argument 1) must be a player's seat, "
                              "got a table"),
])
def test_a_wrong_call_names_card_line_and_argument(tmp_path: Path, call: str,
                                                   message: str) -> None:
    error = four_souls_loot(tmp_path, call)
    assert error.startswith("card 'probe', on_play: probe.lua:3: "), error
    assert message in error
    assert not any(word in error for word in PYTHON_WORDS), error


def test_a_malformed_check_is_named_when_the_scenario_loads(tmp_path: Path) -> None:
    # "a malformed {pending: p1} check → internal error"
    file = tmp_path / "s.yaml"
    file.write_text("name: x\ngame: munchkin\nexpect:\n  - {pending: p1}\n", encoding="utf-8")
    with pytest.raises(ScenarioError) as info:
        load_scenarios(file)
    assert str(info.value) == (f"{file}:4: check field 'pending' must be a mapping of seats, "
                               "like {p1: choose}, not \"p1\"")


def test_a_misspelt_check_field_says_did_you_mean(tmp_path: Path) -> None:
    file = tmp_path / "s.yaml"
    file.write_text("name: x\ngame: munchkin\nexpect:\n  - {path: turn, equal: 1}\n",
                    encoding="utf-8")
    with pytest.raises(ScenarioError, match="unknown check field 'equal'; did you mean "
                                            "'equals'"):
        load_scenarios(file)


def test_cards_status_simulates_with_the_homebrew_set() -> None:
    # "cards --status ignores --set in its simulation (homebrew cards always 'unseen')"
    example = "examples/homebrew-dungeon"
    result = CliRunner().invoke(cli, ["cards", "dungeon-raiders", "banshee", "--status",
                                      "--set", example, "--scenarios", example])
    assert result.exit_code == 0, result.output
    assert result.output.split()[:4] == ["banshee", "scripted", "tested", "seen"]


def test_simulate_with_a_broken_set_fails_once(tmp_path: Path) -> None:
    # "simulate with a broken set fails once per seed instead of once"
    root = tmp_path / "broken"
    (root / "cards").mkdir(parents=True)
    (root / "set.yaml").write_text(
        'game: dungeon-raiders\nid: broken\nname: Broken\nversion: "1"\ndefault: false\n'
        "cards:\n  - {id: ogre, name: Ogre, type: monster, cost: 3,\n"
        '     stats: {strength: {"3": 9, "4": 11, "5": 14}}}\n', encoding="utf-8")
    result = CliRunner().invoke(cli, ["simulate", "dungeon-raiders", "--games", "30",
                                      "--players", "3", "--jobs", "1", "--set", str(root)])
    assert result.exit_code == 1
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert len(lines) == 1, lines
    assert lines[0].startswith(f"error: {root / 'set.yaml'}:7: card 'ogre': unknown field "
                               "'cost' (fields: ")


def test_unquoted_rules_text_with_a_colon_says_to_quote_it(tmp_path: Path) -> None:
    # the most common YAML slip: "mapping values are not allowed in this context"
    root = tmp_path / "colon"
    root.mkdir()
    (root / "set.yaml").write_text(
        'game: munchkin\nid: colon\nname: Colon\nversion: "1"\ncards:\n  - id: gnome\n'
        "    name: Gnome\n    type: monster\n    text: Bad Stuff: lose a level.\n",
        encoding="utf-8")
    result = CliRunner().invoke(cli, ["lint", str(root)])
    assert result.exit_code == 1
    assert f"{root / 'set.yaml'}:9: invalid YAML: a ': ' inside a value, column " \
        in result.output and "must be quoted" in result.output


def test_an_action_in_an_entry_point_question_is_named_as_such(tmp_path: Path) -> None:
    root = tmp_path / "ask"
    (root / "cards").mkdir(parents=True)
    (root / "cards" / "m.lua").write_text(
        "return {\n  strength = function(ctx, fight)\n    ctx:lose_levels(ctx:active(), 1)\n"
        "    return 3\n  end,\n}\n", encoding="utf-8")
    (root / "set.yaml").write_text(
        'game: munchkin\nid: ask\nname: Ask\nversion: "1"\ndefault: false\ncards:\n'
        "  - {id: odd-mon, name: Odd Mon, type: monster, copies: 0, script: m.lua,\n"
        "     stats: {deck: door, level: 3, treasures: 1}}\n", encoding="utf-8")
    game = Registry().new_game("munchkin", players=3, seed=1, sets=[root])
    with pytest.raises(Exception) as info:
        game.scripts.query_entry("odd-mon", "strength", {}, controller="p1")
    assert str(info.value) == ("card 'odd-mon', strength: m.lua:3: 'strength' is a question "
                               "the game asks: it may not change the game (it called "
                               "ctx:lose_levels); do that in an effect")


def test_cards_lists_one_sets_cards_by_its_id() -> None:
    result = CliRunner().invoke(cli, ["cards", "dungeon-raiders", "homebrew-dungeon", "--set",
                                      "examples/homebrew-dungeon"])
    assert result.exit_code == 0 and result.output.strip().endswith("1 card")
