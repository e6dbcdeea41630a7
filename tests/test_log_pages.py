"""The prompt's 'log' reaches back (#33): 'log N' the last N lines, 'log turn N' one turn's,
'log all' all that is kept, and the screen's '… N earlier lines' names a command that shows
them."""

from __future__ import annotations

import re

import pytest

from deckwright.cli import prompt as prompt_module
from deckwright.cli.logpages import LOG_LINES, log_page
from deckwright.cli.prompt import Prompt
from deckwright.kernel.game import Game
from deckwright.plugins.four_souls.bots import HeuristicBot
from tests.conftest import shared_registry


def game_at_turn(turn: int) -> Game:
    """A two-player Four Souls game (seed 77) played by bots until turn ``turn`` starts."""
    game = shared_registry().new_game("four-souls", players=2, seed=77)
    bots = {seat: HeuristicBot(seat, game) for seat in game.seats}
    while game.turn < turn and not game.over:
        decision = game.pending[0]
        game.answer(decision.player, bots[decision.player].choose(decision, game.view(
            decision.player)))
    return game


def test_log_n_shows_the_last_n_lines() -> None:
    game = game_at_turn(6)
    everything = game.tell(list(game.history), "p1", said=True)
    page = log_page(game, "p1", "12")
    assert page[1:] == everything[-12:]
    assert page[0] == (f"… {len(everything) - 12} earlier lines ('log {len(everything)}' or "
                       "'log all' shows them, 'log turn N' one turn)")


def test_plain_log_shows_the_last_lines_and_says_how_to_reach_the_rest() -> None:
    game = game_at_turn(6)
    everything = game.tell(list(game.history), "p1", said=True)
    page = log_page(game, "p1", "")
    assert len(everything) > LOG_LINES and page[1:] == everything[-LOG_LINES:]
    assert log_page(game, "p1", "all") == everything


def test_log_turn_shows_that_turn_alone() -> None:
    game = game_at_turn(6)
    page = log_page(game, "p1", "turn 2")
    assert page == game.tell([e for e in game.history if e[0] == 2], "p1", said=True)
    # one turn: it begins with its player's turn and no other turn begins in it
    assert page[0].endswith("'s turn —")
    assert [line for line in page if line.endswith("'s turn —")] == page[:1]


@pytest.mark.parametrize("words, says", [
    ("turn 99", "turn 99 has not been played: this is turn 6"),
    ("turn", "which turn? e.g. 'log turn 5'"),
    ("0", "'log 0' is not a log command"),
    ("lots", "'log lots' is not a log command"),
])
def test_a_log_command_it_cannot_show_says_why(words: str, says: str) -> None:
    page = log_page(game_at_turn(6), "p1", words)
    assert len(page) == 1 and page[0].startswith(says)


def test_the_earlier_lines_a_screen_leaves_out_are_shown_by_the_log_it_names(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(prompt_module, "MAX_TOLD", 8)
    game = game_at_turn(6)
    mark = list(game.history)[len(game.history) // 2]
    screen: list[str] = []
    prompt = Prompt(game, None, None, None, echo=lambda text, nl=True: screen.append(text),
                    humans=["p1"])
    prompt.seen["p1"] = mark
    told = game.tell(game.history_since(mark), "p1", said=True)
    prompt.present(game.pending[0])
    pointer = next(line for line in screen if "earlier lines" in line)
    count = re.search(r"'log (\d+)' shows them", pointer)
    assert count is not None
    assert log_page(game, "p1", count.group(1))[-len(told):] == told
