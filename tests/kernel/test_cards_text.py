"""``deckwright cards`` (issue #33, item 7): each card's stats read as rules text in all three
games, never a Python list, dict or boolean; a name no card fits suggests near names and
fails in one line."""

from __future__ import annotations

import re

import pytest
from click.testing import CliRunner

from deckwright.cli.cardtext import stat_phrase
from deckwright.cli.main import cli

PYTHON_VALUE = re.compile(r"[\[\]{}]|'[^']*':|\bTrue\b|\bFalse\b|\bNone\b")


def cards(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(cli, ["cards", *args])
    return result.exit_code, result.output


def header_stats(out: str) -> list[str]:
    """The stats in parentheses of each card's first line ('Name [id] type (stats)')."""
    found = []
    for line in out.splitlines():
        match = re.match(r"^\S.*? \[[a-z0-9-]+\] [^(]*\((.*)\)", line)
        if match:
            found.append(match.group(1))
    return found


@pytest.mark.parametrize("game", ["four-souls", "munchkin", "dungeon-raiders"])
def test_no_card_of_any_game_prints_a_python_value(game: str) -> None:
    code, out = cards(game)
    assert code == 0
    stats = header_stats(out)
    assert len(stats) > 10
    assert [s for s in stats if PYTHON_VALUE.search(s)] == []


def test_munchkin_items_say_who_may_use_them_by_name() -> None:  # MK 7.4, 7.5
    code, out = cards("munchkin", "stepladder")
    assert code == 0
    assert ("Stepladder [stepladder] item (deck treasure, value 400, bonus 3, slot none, big, "
            "requires Halfling)") in out


def test_a_four_souls_monster_says_its_reward_and_a_character_its_starting_item() -> None:
    # FS 1.7.5, FS 1.2.4
    assert "souls 0, reward 1 loot)" in cards("four-souls", "big-spider")[1]
    assert "reward 7 cents)" in cards("four-souls", "dople")[1]
    assert "(hp 2, attack 1, starting item Sleight of Hand)" in cards("four-souls", "cain")[1]


def test_a_dungeon_raiders_strength_is_said_by_player_count() -> None:  # DR A7.1
    out = cards("dungeon-raiders", "dragon")[1]
    assert "Dragon [dragon] monster x2 (strength 14/18/23 for 3/4/5 players, wounds 3)" in out


def test_an_unknown_card_name_suggests_near_names_and_fails_in_one_line() -> None:
    code, out = cards("munchkin", "halflng")
    assert code == 1
    assert out == "error: no card of Munchkin fits 'halflng'; did you mean Halfling?\n"


def test_a_name_near_no_card_says_what_to_give_and_fails() -> None:
    code, out = cards("four-souls", "zzzzqq")
    assert code == 1 and len(out.splitlines()) == 1
    assert out.startswith("error: no card of The Binding of Isaac: Four Souls fits 'zzzzqq' "
                          "(give a word of a card's name")


def test_a_flag_a_table_alike_for_every_count_and_a_kind_value_pair_read_as_words() -> None:
    names = {"torch": "Torch"}
    assert stat_phrase("big", True, names) == "big"
    assert stat_phrase("big", False, names) == "not big"
    assert stat_phrase("strength", {"3": 9, "4": 9, "5": 9}, names) == "strength 9"
    assert stat_phrase("bonus", ["item:torch", "coins:2"], names) == "bonus item Torch/coins 2"
    assert stat_phrase("victims", "most-coins", names) == "victims most coins"


def test_games_without_status_is_refused_in_one_line() -> None:
    # --games only sets how many games decide 'seen': given alone it would be ignored
    code, out = cards("dungeon-raiders", "--games", "3")
    assert code == 2
    assert "--games only counts with --status" in out
    assert "Traceback" not in out
