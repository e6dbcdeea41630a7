"""Munchkin's entry points are declared once with their types (issue #10): a misspelt one is
refused when the script loads, a result of the wrong type is an error naming the card, and
the declarations match what the game really calls."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from deckwright.kernel import Registry
from deckwright.kernel.errors import CardSetError
from deckwright.kernel.game import Game
from deckwright.kernel.scripting.cardscript import CardScriptError

PLUGIN = Path(__file__).parents[2] / "plugins" / "munchkin"


def homebrew(root: Path, source: str, setup: dict[str, object] | None = None) -> Game:
    """A game with one throwaway monster whose script is ``source``."""
    (root / "cards").mkdir(parents=True)
    (root / "cards" / "odd.lua").write_text(source, encoding="utf-8")
    (root / "set.yaml").write_text(
        'game: munchkin\nid: odd\nname: Odd\nversion: "1"\ncards:\n'
        "  - {id: odd-monster, name: Odd Monster, type: monster, copies: 0, script: odd.lua,\n"
        "     stats: {deck: door, level: 4, treasures: 1}}\n", encoding="utf-8")
    return Registry().new_game("munchkin", players=3, seed=1, options={"turn_limit": 1},
                               sets=[root], setup=setup)


def test_a_misspelt_entry_point_is_refused_when_the_script_loads(tmp_path: Path) -> None:
    # refused as the set loads, before any game starts
    with pytest.raises(CardSetError) as info:
        homebrew(tmp_path / "typo", "return {\n  bad_stuf = function(ctx, seat)\n"
                 "    ctx:lose_levels(seat, 1)\n  end,\n}\n")
    text = str(info.value)
    assert ": card 'odd-monster': odd.lua: Munchkin never calls a function 'bad_stuf'; did "\
           "you mean 'bad_stuff'?" in text
    assert "entry points of a monster: bad_stuff, before_fight" in text


def test_a_helper_named_with_an_underscore_is_the_scripts_own(tmp_path: Path) -> None:
    game = homebrew(tmp_path / "helper", "return {\n  _twice = function(n) return 2 * n end,\n"
                    "  strength = function(ctx) return 1 end,\n}\n")
    assert game.scripts.script("odd-monster") is not None


def test_a_monster_whose_strength_is_a_word_stops_the_game_naming_the_card(
        tmp_path: Path) -> None:
    # it was silently worth nothing before: the declared type now says what is wrong
    game = homebrew(tmp_path / "wordy", "return {\n  strength = function(ctx) return 'four' "
                    "end,\n}\n", setup={"top": {"door.deck": ["odd-monster"]}})
    assert game.error == ("card 'odd-monster', strength: odd.lua: strength must return a "
                          "whole number or nothing; it returned 'four'")
    with pytest.raises(CardScriptError, match="strength must return") as info:
        game.scripts.query_entry("odd-monster", "strength", controller="p1")
    assert info.value.card == "odd-monster"


@pytest.mark.parametrize(("entry", "args", "value", "problem"), [
    ("run_bonus", ("p1",), "-2", None),
    ("run_bonus", ("p1",), "2.5", "run_bonus must return a whole number or nothing; it "
                                  "returned 2.5"),
    ("engages", ("p1",), "false", None),
    ("engages", ("p1",), "'no'", "engages must return true or false or nothing; it "
                                 "returned 'no'"),
    ("instead_options", ("p1",), "{ { id = 'walk-past', label = 'walk past it' } }", None),
    ("instead_options", ("p1",), "'walk-past'", "instead_options must return a list (a "
                                               "table 1..n) or nothing; it returned "
                                               "'walk-past'"),
    ("carries", (), "2", None),
    ("carries", (), "0", "carries must return a whole number, 1 or more or nothing"),
    # a table's fields are checked too (an internal error before: int("two"))
    ("extra_reward", ("p1",), "{ levels = 1, treasures = 2 }", None),
    ("extra_reward", ("p1",), "{ levels = 'two' }", "extra_reward returned levels = 'two': "
                                                    "it must be a whole number of 0 or more"),
    ("extra_reward", ("p1",), "{ level = 1 }", "extra_reward returned a table with a field "
                                              "'level' the game does not read; did you mean "
                                              "'levels'?"),
    ("combat_rules", (), "{ fight_with = 'wits' }", "combat_rules returned fight_with = "
                                                    "'wits': it must be"),
])
def test_an_entry_points_result_is_checked_against_its_declared_type(
        tmp_path: Path, entry: str, args: tuple[str, ...], value: str,
        problem: str | None) -> None:
    game = homebrew(tmp_path / "typed", f"return {{\n  {entry} = function(ctx, ...) return "
                    f"{value} end,\n}}\n")
    if problem is None:
        game.scripts.query_entry("odd-monster", entry, *args, controller="p1")
        return
    with pytest.raises(CardScriptError) as info:
        game.scripts.query_entry("odd-monster", entry, *args, controller="p1")
    assert str(info.value).startswith(f"card 'odd-monster', {entry}: odd.lua: {problem}")


def test_every_base_script_loads_against_the_declarations() -> None:
    game = Registry().new_game("munchkin", players=4, seed=1)
    assert game.library is not None
    used = set()
    for card_id in sorted(game.library.cards):
        script = game.scripts.script(card_id)
        if script is not None:
            used |= script.entries
    assert used == set(game.rules.entry_points)


def called_entries(folder: Path) -> set[str]:
    """The entry point names the plugin's code asks scripts for."""
    found = set()
    for path in folder.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr in ("run_entry", "query_entry", "has_entry")
                    and len(node.args) >= 2 and isinstance(node.args[1], ast.Constant)):
                found.add(str(node.args[1].value))
    return found


def test_the_declared_entry_points_are_those_the_game_calls() -> None:
    rules = Registry().game("munchkin").ruleset()
    assert called_entries(PLUGIN) == set(rules.entry_points)
