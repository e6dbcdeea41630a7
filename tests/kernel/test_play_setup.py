"""`deckwright play --setup FILE` starts a game from a scenario's set-up, so an author can try
a card by hand in an exact situation (issue #10; Forge's Dev Mode, but reproducible)."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from deckwright.cli.main import cli
from deckwright.kernel.log import read_log, replay_log
from deckwright.kernel.registry import Registry

SCENARIOS = Path(__file__).parents[2] / "examples" / "homebrew-dungeon" / "banshee.scenario.yaml"


def play(*args: str, answers: str = "quit\n") -> tuple[int, str]:
    result = CliRunner().invoke(cli, ["play", "dungeon-raiders", *args], input=answers)
    return result.exit_code, result.output


def test_the_game_starts_from_the_scenarios_setup(tmp_path: Path) -> None:
    save = tmp_path / "s.jsonl"
    code, out = play("--setup", str(SCENARIOS), "--bots", "2", "--save", str(save),
                     answers="1\nquit\n")
    assert code == 0, out
    assert "set up from" in out and "Choose a card for the Banshee" in out
    # the save holds the set-up: it replays to the same game
    game = replay_log(read_log(save, strict=False), Registry(), verify=False)
    assert game.setup_directives["rooms"] == ["banshee"]
    assert game.answers[0] == ("p1", "card:power-1")  # the answer given at the prompt


def test_a_scenario_is_picked_by_name_or_number_and_its_answers_given() -> None:
    code, out = play("--setup", str(SCENARIOS), "--scenario", "beaten", "--answered")
    assert code == 0, out
    assert "'beaten, the Banshee pays the highest card 3 coins'" in out
    assert "its 3 answers given" in out
    code, out = play("--setup", str(SCENARIOS), "--scenario", "2")
    assert code == 0 and "beaten, the Banshee" in out


def test_a_wrong_pick_or_game_is_one_clear_error() -> None:
    code, out = play("--setup", str(SCENARIOS), "--scenario", "7")
    assert code == 1 and "has 2 scenarios, not 7" in out
    code, out = play("--setup", str(SCENARIOS), "--scenario", "dragon")
    assert code == 1 and "no scenarios of" in out and "1. the Banshee" in out
    result = CliRunner().invoke(cli, ["play", "munchkin", "--setup", str(SCENARIOS)])
    assert result.exit_code == 1 and "is a game of dungeon-raiders, not munchkin" in result.output
    code, out = play("--answered")
    assert code == 1 and "--scenario and --answered go with --setup FILE" in out
