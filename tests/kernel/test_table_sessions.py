"""Sessions at the table (#11): a save remembers its bots and settings, hot-seat players hand
the screen over, and saving problems are found before the game starts."""

from __future__ import annotations

import io
import json
from pathlib import Path

from click.testing import CliRunner

from deckwright.cli.main import cli
from deckwright.cli.prompt import Prompt
from deckwright.kernel.agents import RandomAgent
from deckwright.kernel.log import GameLog
from tests.conftest import shared_registry


def run(*args: str, input: str = "") -> tuple[int, str]:
    result = CliRunner().invoke(cli, list(args), input=input)
    return result.exit_code, result.output


def test_a_loaded_game_brings_its_bots_back(tmp_path: Path) -> None:
    save = tmp_path / "g.jsonl"
    run("play", "dungeon-raiders", "--players", "4", "--bots", "3", "--seed", "2",
        "--save", str(save), input="1\n1\nquit\n")
    code, out = run("play", "dungeon-raiders", "--load", str(save), input="quit\n")
    assert "you play p1; bots: p2=normal, p3=normal, p4=normal" in out, out


def test_bots_given_with_load_replace_the_saved_ones(tmp_path: Path) -> None:
    save = tmp_path / "g.jsonl"
    run("play", "dungeon-raiders", "--players", "4", "--bots", "3", "--seed", "2",
        "--save", str(save), input="1\nquit\n")
    code, out = run("play", "dungeon-raiders", "--load", str(save), "--bots", "random",
                    input="quit\n")
    assert "you play p1, p2, p3; bots: p4=random" in out, out


def old_save(tmp_path: Path, table: dict[str, object] | None = None) -> Path:
    """A save as written before the header had a 'table' (or with the one given)."""
    game = shared_registry().new_game("dungeon-raiders", players=4, seed=3)
    bot = RandomAgent("p1", game)
    for _ in range(3):
        decision = game.pending[0]
        game.answer(decision.player, bot.choose(decision, game.view(decision.player)))
    path = tmp_path / "old.jsonl"
    GameLog(game, (), table).save(path)
    return path


def test_a_save_from_before_the_table_field_loads_as_hot_seat(tmp_path: Path) -> None:
    path = old_save(tmp_path)
    assert "table" not in json.loads(path.read_text().splitlines()[0])
    code, out = run("play", "dungeon-raiders", "--load", str(path), input="quit\n")
    assert "loaded" in out and "you play p1, p2, p3, p4; bots: none" in out, out


def test_a_save_never_starts_an_external_bot_program(tmp_path: Path) -> None:
    marker = tmp_path / "ran"
    path = old_save(tmp_path, {"bots": {"p4": f"external:touch {marker}"}})
    code, out = run("play", "dungeon-raiders", "--load", str(path), input="quit\n")
    assert "which a save does not start again; normal plays it" in out, out
    assert "bots: p4=normal" in out
    assert not marker.exists()


def test_a_malformed_table_in_a_save_is_one_clear_error(tmp_path: Path) -> None:
    path = old_save(tmp_path, {"bots": {"p4": 7}})
    code, out = run("play", "dungeon-raiders", "--load", str(path), input="quit\n")
    assert code == 1 and "header field 'table' is malformed" in out, out
    assert "Traceback" not in out


def test_the_stop_level_is_remembered_by_the_save(tmp_path: Path) -> None:  # #33 item 3
    save = tmp_path / "g.jsonl"
    run("play", "four-souls", "--players", "2", "--bots", "1", "--seed", "11",
        "--stops", "every", "--save", str(save), input="quit\n")
    head = json.loads(save.read_text().splitlines()[0])
    assert head["table"] == {"bots": {"p2": "normal"}, "stops": {"p1": "every"}}
    code, out = run("play", "four-souls", "--load", str(save), input="stops\nquit\n")
    assert "stops every: every priority window where you have anything to do" in out, out


def test_stops_switches_between_the_levels() -> None:  # #33 item 3
    code, out = run("play", "four-souls", "--players", "2", "--bots", "1", "--seed", "11",
                    input="stops every\nstops few\nstops everywhere\nstops sometimes\n"
                          "stops nromal\nquit\n")
    assert "stops every: every priority window where you have anything to do" in out
    assert "stops few: only your own turn's choices and what is aimed at you" in out
    assert out.count("stops every:") == 2  # the first settings' word is still understood
    assert "'sometimes' is not a stop level: say few, normal, every" in out
    assert "'nromal' is not a stop level: say few, normal, every (did you mean 'normal'?)" in out


def test_an_unwritable_save_fails_before_the_first_question(tmp_path: Path) -> None:
    code, out = run("play", "dungeon-raiders", "--players", "4", "--bots", "3",
                    "--save", str(tmp_path / "no" / "such" / "g.jsonl"), input="1\n")
    assert code == 1 and "error: cannot write" in out
    assert "p1>" not in out


def test_quit_after_save_file_keeps_the_game_there(tmp_path: Path) -> None:
    save = tmp_path / "mine.jsonl"
    code, out = run("play", "dungeon-raiders", "--players", "4", "--bots", "3", "--seed", "2",
                    input=f"save {save}\n1\nquit\n")
    assert f"game saved to {save}" in out and "abandoned" not in out
    answers = [json.loads(line) for line in save.read_text().splitlines()[1:-1]]
    assert [a["p"] for a in answers].count("p1") == 1  # the answer typed after 'save' too


def hot_seat(lines: str) -> tuple[Prompt, list[str]]:
    game = shared_registry().new_game("dungeon-raiders", players=3, seed=5)
    shown: list[str] = []
    prompt = Prompt(game, io.StringIO(lines), None, None,
                    echo=lambda message, nl=True: shown.append(message),
                    humans=["p1", "p2", "p3"])
    return prompt, shown


def test_hot_seat_at_a_terminal_hands_the_screen_over() -> None:
    prompt, shown = hot_seat("1\n\n1\n")
    prompt.tty = True  # as at a terminal (the test's stream is not one)
    first, second, _ = prompt.game.pending
    prompt.ask(first)
    assert not any("Pass to" in line for line in shown)  # the first player just starts
    before = len(shown)
    prompt.ask(second)
    handed = [i for i, line in enumerate(shown) if "Pass to p2 — press Enter" in line]
    asked = [i for i, line in enumerate(shown) if line.startswith("[p2]")]
    assert handed and asked and before <= handed[0] < asked[0]


def test_hot_seat_from_a_pipe_reads_no_hand_off_line() -> None:
    prompt, shown = hot_seat("1\n1\n")
    first, second, _ = prompt.game.pending
    assert prompt.ask(first) is not None and prompt.ask(second) is not None
    assert not any("Pass to" in line for line in shown)


def test_a_line_typed_at_the_hand_over_is_not_lost_without_a_word() -> None:
    # what is typed at "press Enter" answers no question: the player is told it was not taken
    prompt, shown = hot_seat("1\n1\n1\n")
    prompt.tty = True  # as at a terminal (the test's stream is not one)
    first, second, _ = prompt.game.pending
    prompt.ask(first)
    prompt.ask(second)
    note = [i for i, line in enumerate(shown) if line.startswith("'1' was typed at")]
    asked = [i for i, line in enumerate(shown) if line.startswith("[p2]")]
    assert note and asked and note[0] < asked[0]
    assert shown[note[0]] == ("'1' was typed at the hand-over, before p2's question was shown: "
                              "it is not taken; read the question and answer it")
