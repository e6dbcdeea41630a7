"""A card function asked without an event about a table (a static's subject, such as Four
Souls' combat damage ``{player, first, roll, target}``) is kept by the fields of it its text
reads, as a trigger's condition is by its event's (issue #32)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from deckwright.kernel.registry import Registry
from tests.conftest import homebrew_set

CHARM = (
    "return {\n"
    "  static {\n"
    "    stat = 'combat',\n"
    "    value = 1,\n"
    "    applies = function(ctx, s) return s.player == ctx.controller and s.first end,\n"
    "  },\n"
    "}\n")
WHOLE = (
    "return {\n"
    "  static {\n"
    "    stat = 'combat',\n"
    "    value = 1,\n"
    "    applies = function(ctx, s)\n"
    "      local n = 0\n"
    "      for _ in pairs(s) do n = n + 1 end\n"
    "      return n > 2\n"
    "    end,\n"
    "  },\n"
    "}\n")


def charm_game(tmp_path: Path, text: str) -> Any:
    root = homebrew_set(tmp_path, "munchkin",
                        "  - id: charm\n    name: Charm\n    type: one-shot\n"
                        "    stats: {deck: treasure, value: 100}\n    script: charm.lua\n",
                        {"charm.lua": text})
    return Registry().new_game("munchkin", players=3, seed=1, sets=[root])


class Runs:
    """Counts the runs of card functions a game's script host makes (in Lua, or evaluated
    in Python as Lua would: returnexpr), answers from its memo not counted."""

    def __init__(self, game: Any) -> None:
        self.made = 0
        # the game is held: its host holds it weakly, and a game freed closes its host
        self.game = game
        host = game.scripts
        call = host._call_query

        def counted(*args: Any) -> Any:
            self.made += 1
            return call(*args)

        host._call_query = counted


def charm(tmp_path: Path, text: str) -> tuple[Any, Any, Any, Runs]:
    """The charm's game's script host, its script, its static ability and a count of the
    host's runs of its functions."""
    game = charm_game(tmp_path, text)
    script = game.scripts.script("charm")
    return game.scripts, script, script.static[0], Runs(game)


def test_a_field_the_function_does_not_read_does_not_run_it_again(tmp_path: Path) -> None:
    host, script, ability, calls = charm(tmp_path, CHARM)

    def applies(**subject: Any) -> Any:
        return host.ask(script, ability, "applies", None, "p1", None, subject)

    assert applies(player="p1", first=True, roll=3, target="m#1") is True
    assert calls.made == 1
    assert applies(player="p1", first=True, roll=6, target="m#2") is True  # not read
    assert calls.made == 1
    assert applies(player="p2", first=True, roll=6, target="m#2") is False  # compared
    assert applies(player="p1", first=False, roll=6, target="m#2") is False  # read
    assert applies(player="p1", first=1, roll=6, target="m#2") == 1  # 1 is not true in Lua
    assert calls.made == 4


def test_a_function_that_reads_all_of_its_table_is_run_for_each_table(tmp_path: Path) -> None:
    host, script, ability, calls = charm(tmp_path, WHOLE)
    assert host.ask(script, ability, "applies", None, "p1", None, {"a": 1, "b": 2}) is False
    assert host.ask(script, ability, "applies", None, "p1", None, {"a": 1, "b": 3}) is False
    assert host.ask(script, ability, "applies", None, "p1", None,
                    {"a": 1, "b": 3, "c": 4}) is True
    assert calls.made == 3
