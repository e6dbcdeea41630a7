"""A typed answer naming the player's own loot card or ability that cannot be used now is
refused with the reason (#33: "'play:swallowed' is not an answer here" when the real reason
was that no loot play was left)."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from deckwright.cli.main import cli

TABLE = """game: four-souls
players: 2
seed: 1
scenarios:
  - name: p1's action phase
    setup:
      start: action
      first: p1
      characters: {p1: lazarus, p2: maggy}
      monsters: {monster.1: gurdy, monster.2: monstro}
      hands: {p1: [a-penny, 2-cents], p2: []}
      items: {p1: [yum-heart]}
      tapped: [yum-heart, lazarus]
"""


def screen(tmp_path: Path, lines: list[str]) -> str:
    """What p1 sees typing ``lines`` against a bot."""
    table = tmp_path / "table.yaml"
    table.write_text(TABLE)
    result = CliRunner().invoke(cli, ["play", "four-souls", "--setup", str(table), "--bots",
                                      "1"], input="".join(f"{line}\n" for line in lines),
                                env={"NO_COLOR": "1"})
    assert "Traceback" not in result.output, result.output
    return result.output


def test_a_loot_card_with_no_loot_play_left_says_so(tmp_path: Path) -> None:  # FS 4.6
    shown = screen(tmp_path, ["play:a-penny", "play:2-cents", "quit"])
    assert ("2 Cents! cannot be played: you have no loot play left this turn (FS 4.6: one a "
            "turn, more only from abilities) ('options' lists what you can do)") in shown
    assert "'play:2-cents' is not an answer here" not in shown


def test_a_used_item_says_it_is_deactivated(tmp_path: Path) -> None:  # FS 9.3.3
    shown = screen(tmp_path, ["activate:yum", "quit"])
    assert "Yum Heart cannot be used: it is deactivated (↷ used)" in shown


def test_words_naming_nothing_of_the_players_still_list_what_to_type(tmp_path: Path) -> None:
    shown = screen(tmp_path, ["play:bomb", "quit"])
    assert "'play:bomb' is not an answer here: type a number from 1 to" in shown
