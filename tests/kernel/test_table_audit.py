"""The rest of issue #11's "What a player hit", one behaviour each: the table between two
decisions, colour, errors for wrong seats and sets, and a README that stays in the repository."""

from __future__ import annotations

import io
import re
from pathlib import Path

from click.testing import CliRunner

from deckwright.cli.main import cli
from deckwright.cli.prompt import Prompt
from tests.conftest import shared_registry

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str, input: str = "") -> tuple[int, str]:
    result = CliRunner().invoke(cli, list(args), input=input)
    return result.exit_code, result.output


def test_a_second_window_in_a_turn_shows_the_brief_not_the_whole_table() -> None:
    # each Four Souls priority window reprinted the ~18-line table
    game = shared_registry().new_game("four-souls", players=2, seed=1, setup={
        "start": "action", "first": "p1", "characters": {"p1": "cain", "p2": "lazarus"},
        "hands": {"p1": [], "p2": []}, "rooms": "none", "bonus": []})
    shown: list[str] = []
    prompt = Prompt(game, io.StringIO(), None, None,
                    echo=lambda message, nl=True: shown.append(message))
    prompt.present(game.pending[0])
    assert any("Monsters:" in line for line in shown)
    game.answer("p1", "attack")
    shown.clear()
    prompt.present(game.pending[0])
    screen = "\n".join(shown)
    assert "Monsters:" not in screen and "You, p1 (Cain)" in screen


def test_no_colour_from_a_pipe_or_with_no_color(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    code, out = run("play", "dungeon-raiders", "--players", "4", "--bots", "3", "--seed", "1",
                    input="quit\n")
    assert "\x1b[" not in out

    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    game = shared_registry().new_game("dungeon-raiders", players=4, seed=1)
    monkeypatch.setattr("sys.stdout", Terminal())
    assert Prompt(game, Terminal(), None, None).colour
    monkeypatch.setenv("NO_COLOR", "1")
    assert not Prompt(game, Terminal(), None, None).colour


def test_too_few_players_names_the_game_and_its_range() -> None:
    # it said "cannot start the logged game"
    code, out = run("play", "dungeon-raiders", "--players", "2", input="")
    assert code == 1
    assert out.strip().splitlines()[-1] == \
        "error: Dungeon Raiders is for 3 to 5 players, not 2"


def test_a_set_that_is_a_file_is_named_as_the_problem(tmp_path: Path) -> None:
    # it blamed "the log's card sets"
    stray = tmp_path / "somefile"
    stray.write_text("x")
    code, out = run("play", "dungeon-raiders", "--set", str(stray), input="")
    assert code == 1 and "log" not in out.lower() and str(tmp_path) in out


def test_the_readme_names_api_and_docs_and_nothing_outside_the_repository() -> None:
    text = (ROOT / "README.md").read_text()
    assert "deckwright api" in text and "docs/api/" in text
    assert not re.search(r"\.\./", text)


def test_tab_completes_option_ids_and_commands_at_a_terminal(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    # arrow keys and tab were typed into the answer: at a terminal, readline edits the line
    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    class Editing:
        completer = None

        def set_completer(self, complete) -> None:  # type: ignore[no-untyped-def]
            self.completer = complete

    game = shared_registry().new_game("four-souls", players=2, seed=1, setup={
        "start": "action", "first": "p1", "hands": {"p1": [], "p2": []}})
    monkeypatch.setattr("sys.stdout", Terminal())
    prompt = Prompt(game, Terminal(), None, None)
    assert prompt.editing is not None  # readline, at a terminal
    prompt.editing = editing = Editing()
    monkeypatch.setattr("builtins.input", lambda text: "end-turn")
    assert prompt.read_edited(game.pending[0]) == "end-turn\n"
    complete = editing.completer
    assert complete is not None
    assert [complete("pa", n) for n in range(3)] == ["pass", "pass turn", None]
    assert complete("END", 0) == "end-turn"  # any case
