"""Four Souls' entry points are declared once with their types (issue #10): a misspelt one is
refused when the script loads, a "Roll-" outcome the script names itself is its own, a result
of the wrong type is an error naming the card, and the declarations match what the game
really calls."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from deckwright.kernel import Registry
from deckwright.kernel.errors import CardSetError
from deckwright.kernel.game import Game
from deckwright.kernel.scripting.cardscript import CardScriptError

PLUGIN = Path(__file__).parents[2] / "plugins" / "four_souls"


def homebrew(root: Path, source: str, card_type: str = "loot") -> Game:
    """A game with one throwaway card whose script is ``source``."""
    (root / "cards").mkdir(parents=True)
    (root / "cards" / "odd.lua").write_text(source, encoding="utf-8")
    (root / "set.yaml").write_text(
        'game: four-souls\nid: odd\nname: Odd\nversion: "1"\ncards:\n'
        f"  - {{id: odd-card, name: Odd Card, type: {card_type}, copies: 0, "
        "script: odd.lua}\n", encoding="utf-8")
    return Registry().new_game("four-souls", players=2, seed=1, sets=[root])


def test_a_misspelt_entry_point_is_refused_when_the_script_loads(tmp_path: Path) -> None:
    # refused as the set loads, before any game starts
    with pytest.raises(CardSetError) as info:
        homebrew(tmp_path / "typo", "return {\n  on_ply = function(ctx, target)\n"
                 "    ctx:gain_cents(ctx.controller, 3)\n  end,\n}\n")
    text = str(info.value)
    assert ": card 'odd-card': odd.lua: The Binding of Isaac: Four Souls never calls a "\
           "function 'on_ply'; did you mean 'on_play'?" in text
    assert "entry points of a loot: additional_cost, modes, numbers, on_play, target" in text


def test_a_roll_outcome_the_script_names_is_its_own_and_an_unnamed_one_is_refused(
        tmp_path: Path) -> None:
    rolled = ("return {\n  on_play = function(ctx) ctx:roll_die('lucky') end,\n"
              "  lucky = function(ctx, result) ctx:gain_cents(ctx.controller, result) end,\n}\n")
    assert homebrew(tmp_path / "named", rolled).scripts.script("odd-card") is not None
    stray = rolled.replace("roll_die('lucky')", "roll_die('other')")
    with pytest.raises(CardSetError, match="never calls a function 'lucky'"):
        homebrew(tmp_path / "stray", stray)


@pytest.mark.parametrize(("entry", "args", "value", "problem"), [
    ("earned", ("p1",), "true", None),
    ("earned", ("p1",), "nil", None),
    ("earned", ("p1",), "'yes'", "earned must return true or false or nothing; it returned "
                                 "'yes'"),
    ("reward_multiplier", ({"combat": True, "roll": 6},), "2", None),
    ("reward_multiplier", ({"combat": True, "roll": 6},), "0",
     "reward_multiplier must return a whole number, 1 or more or nothing; it returned 0"),
    ("modes", (), "{ { id = 'a', label = 'one' }, 'b' }", None),
    ("modes", (), "'a'", "modes must return a list (a table 1..n) or nothing; it returned "
                         "'a'"),
    ("death_zone", (), "{ zone = 'monster.deck', position = 5 }", None),
    ("death_zone", (), "'monster.deck'", "death_zone must return a table or nothing; it "
                                         "returned 'monster.deck'"),
])
def test_an_entry_points_result_is_checked_against_its_declared_type(
        tmp_path: Path, entry: str, args: tuple[object, ...], value: str,
        problem: str | None) -> None:
    game = homebrew(tmp_path / "typed", f"return {{\n  {entry} = function(ctx, ...) return "
                    f"{value} end,\n}}\n")
    if problem is None:
        game.scripts.query_entry("odd-card", entry, *args, controller="p1")
        return
    with pytest.raises(CardScriptError) as info:
        game.scripts.query_entry("odd-card", entry, *args, controller="p1")
    assert str(info.value).startswith(f"card 'odd-card', {entry}: odd.lua: {problem}")


def _entries(game: Game) -> set[str]:
    """Every entry point the scripts of a game's cards define."""
    assert game.library is not None
    used = set()
    for card_id in sorted(game.library.cards):
        script = game.scripts.script(card_id)
        if script is not None:
            used |= script.entries
    return used


def test_every_base_script_loads_against_the_declarations() -> None:
    game = Registry().new_game("four-souls", players=4, seed=1)
    used = _entries(game)
    declared = set(game.rules.entry_points)
    # each declared entry point is defined by some installed set's script (a few only by
    # Requiem's: an event's separated abilities, a monster whose killer gains its rewards;
    # one only by Gold Box's: Knight's ``also_hit``; Summer of Isaac's and Warp Zone's:
    # ``misses`` of Hush and Mother!, the ``reward`` of Mulligoon and Javon!, Fiend Fire's
    # ``additional_cost``; Tapeworm's: the monster's ``discard_trigger`` and ``from_discard``)
    everything = _entries(Registry().new_game(
        "four-souls", players=4, seed=1,
        sets=["requiem", "gold-box", "plus", "summer-of-isaac", "warp-zone", "tapeworm"]))
    assert declared <= everything
    # the rest are "Roll-" outcomes the scripts name in ctx:roll_die(...)
    assert used - declared == {"back", "blast", "burst", "crumble", "fall", "hit", "opened",
                               "result", "saved"}


def called_entries(folder: Path) -> set[str]:
    """The entry point names the plugin's code asks scripts for by name."""
    found = set()
    for path in folder.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr in ("run_entry", "query_entry", "has_entry")
                    and len(node.args) >= 2 and isinstance(node.args[1], ast.Constant)):
                found.add(str(node.args[1].value))
    return found


def test_the_declared_entry_points_are_those_the_game_calls() -> None:
    rules = Registry().game("four-souls").ruleset()
    assert called_entries(PLUGIN) == set(rules.entry_points)
