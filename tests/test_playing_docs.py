"""How to play is where a player looks first (#33, item 8): a section near the top of the
README and docs/playing.md, whose Four Souls screen is what the seeded game really shows."""

from __future__ import annotations

import re
from pathlib import Path

from click.testing import CliRunner

from deckwright.cli.main import cli

ROOT = Path(__file__).parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")
PLAYING = (ROOT / "docs" / "playing.md").read_text(encoding="utf-8")


def test_the_readme_says_how_to_play_before_what_developers_do() -> None:
    headings = re.findall(r"^## (.+)$", README, re.M)
    assert headings.index("How to play at the prompt") < headings.index("What you can do")
    assert headings.index("How to play at the prompt") <= 1
    assert "docs/playing.md" in README


def test_the_commands_marks_and_stops_are_in_both() -> None:
    for text in (README, PLAYING):
        for word in ("`help`", "`state`", "`log`", "`card WORD`", "`pass turn`",
                     "stops few|normal|every", "(charged)", "↷", "`*`"):
            assert word.replace("|", "\\|") in text or word in text, word


def test_the_four_souls_screen_of_docs_playing_is_a_real_one() -> None:
    # p1 passes (1) until its second turn, as in the game the screen was copied from
    screen = PLAYING.split("## What a Four Souls turn looks like", 1)[1].split("```")[1]
    table = screen[screen.index("Turn 2 — p1"):screen.index("p1> 2")].strip("\n")
    result = CliRunner().invoke(cli, ["play", "four-souls", "--players", "2", "--bots", "1",
                                      "--seed", "77"], input="1\n" * 8)
    assert table in result.output
