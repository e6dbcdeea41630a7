"""A card function asked without an event about a table (a static's subject, such as Four
Souls' combat damage ``{player, first, roll, target}``) is kept by the fields of it its text
reads, as a trigger's condition is by its event's (issue #32)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from deckwright.kernel.registry import Registry

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
    root = tmp_path / "brew"
    (root / "cards").mkdir(parents=True)
    (root / "cards" / "charm.lua").write_text(text, encoding="utf-8")
    (root / "set.yaml").write_text(
        'game: munchkin\nid: brew\nname: Brew\nversion: "1"\ndefault: false\ncards:\n'
        "  - id: charm\n    name: Charm\n    type: one-shot\n"
        "    stats: {deck: treasure, value: 100}\n    script: charm.lua\n",
        encoding="utf-8")
    return Registry().new_game("munchkin", players=3, seed=1, sets=[root])


class LuaCalls:
    """Counts the calls a game's script host makes into Lua."""

    def __init__(self, game: Any) -> None:
        self.made = 0
        sandbox = game.scripts.sandbox
        call = sandbox.call

        def counted(*args: Any) -> Any:
            self.made += 1
            return call(*args)

        sandbox.call = counted


def test_a_field_the_function_does_not_read_does_not_run_it_again(tmp_path: Path) -> None:
    game = charm_game(tmp_path, CHARM)
    host = game.scripts
    script = host.script("charm")
    ability = script.static[0]
    calls = LuaCalls(game)

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
    game = charm_game(tmp_path, WHOLE)
    host = game.scripts
    script = host.script("charm")
    ability = script.static[0]
    calls = LuaCalls(game)
    assert host.ask(script, ability, "applies", None, "p1", None, {"a": 1, "b": 2}) is False
    assert host.ask(script, ability, "applies", None, "p1", None, {"a": 1, "b": 3}) is False
    assert host.ask(script, ability, "applies", None, "p1", None,
                    {"a": 1, "b": 3, "c": 4}) is True
    assert calls.made == 3
