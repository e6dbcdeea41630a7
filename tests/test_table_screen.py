"""The table at a terminal (#33, item 7): long lines broken between words at the terminal's
width, a whole screen (what happened, the table, the question) within its height, and the
table's marks explained where they appear and in `help`."""

from __future__ import annotations

import io
import os
import re

import pytest
from click.testing import CliRunner

from deckwright.cli.main import cli
from deckwright.cli.prompt import Prompt
from deckwright.cli.wrapping import terminal_width, wrapped
from deckwright.kernel.agents import LazyView, ask_agent, make_agent
from tests.conftest import shared_registry
from tests.four_souls.test_table_menus import SEED_77

# the game of issue #33's first reproduction, and a look at Isaac, whose text is the longest
# line of the game
ISSUE_ANSWERS = [*SEED_77[:12], "card isaac"]


def play_seed_77() -> str:
    result = CliRunner().invoke(
        cli, ["play", "four-souls", "--players", "2", "--bots", "1", "--seed", "77"],
        input="\n".join(ISSUE_ANSWERS) + "\n")
    return result.output


def test_long_lines_are_broken_between_words_at_the_terminals_width(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("deckwright.cli.wrapping.terminal_width", lambda: 72)
    out = play_seed_77()
    # at a terminal the typed answer ends the prompt's line; from a pipe the next text
    # follows the prompt on its line
    assert max(len(line.removeprefix("p1> ")) for line in out.splitlines()) <= 72
    # Isaac's text, broken over lines, still reads word for word once joined
    joined = re.sub(r"\s+", " ", out)
    assert ("You may play one more loot card this turn. You can use this on any player's "
            "turn, even in response.") in joined


def test_a_line_that_fits_is_left_as_it_is() -> None:
    assert wrapped("  1. Pass  [pass]", 40) == "  1. Pass  [pass]"


def test_a_broken_line_goes_on_indented_under_itself() -> None:
    text = "  1. The D6: reroll a die roll — ↷: choose a die roll and roll it again"
    assert wrapped(text, 40).split("\n") == [
        "  1. The D6: reroll a die roll — ↷:",
        "    choose a die roll and roll it again"]


def test_without_a_terminal_width_nothing_is_broken() -> None:
    long = "word " * 40
    assert wrapped(long, None) == long


def test_a_pipe_has_no_width(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "60")  # a shell's COLUMNS does not make a pipe a terminal
    assert terminal_width() is None


@pytest.mark.parametrize(("game_id", "players", "seed"), [("four-souls", 4, 3),
                                                          ("munchkin", 4, 5)])
def test_a_screen_fits_a_45_line_terminal(game_id: str, players: int, seed: int,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    # p1 at a 110x45 terminal, bots at the other seats; every screen it is shown (the others'
    # turns told, the table, the question) must be readable without scrolling back
    monkeypatch.setattr("shutil.get_terminal_size", lambda *a: os.terminal_size((110, 45)))
    monkeypatch.setattr("deckwright.cli.wrapping.terminal_width", lambda: 110)
    registry = shared_registry()
    game = registry.new_game(game_id, players=players, seed=seed)
    factories = registry.agent_factories(game_id)
    bots = {s: make_agent("heuristic", s, game, factories) for s in game.seats}
    written: list[str] = []
    prompt = Prompt(game, io.StringIO(), None, None, humans=["p1"],
                    echo=lambda message, nl=True: written.append(
                        wrapped(message, 110) + ("\n" if nl else "")))
    prompt.tty = True
    tallest = 0
    for _ in range(600):
        if game.over or not game.pending:
            break
        decision = game.pending[0]
        if decision.player == "p1" and prompt.auto_answer(decision) is None:
            written.clear()
            prompt.present(decision)
            tallest = max(tallest, "".join(written).count("\n") + 1)  # and the prompt line
        game.answer(decision.player, ask_agent(bots[decision.player], decision,
                                               LazyView(game, decision.player)))
    assert 0 < tallest <= 45


def test_the_marks_are_explained_where_they_appear_and_in_help() -> None:
    out = play_seed_77()
    heading = next(line for line in out.splitlines() if line.startswith("Players"))
    assert "(charged): character's ↷ ready" in heading
    assert "↷ after an item: used until it recharges" in heading
    result = CliRunner().invoke(cli, ["play", "four-souls", "--players", "2", "--bots", "1",
                                      "--seed", "77"], input="help\nquit\n")
    assert "(charged) a character whose" in result.output
    assert "↷ after an item: used (deactivated)" in result.output
