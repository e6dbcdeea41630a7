"""A static ability changes only the stats of the player whose table holds its card
(character.stat, issue #32): a player who holds no static of a stat is not asked about the
others'."""

from __future__ import annotations

from typing import Any

import pytest

from deckwright.plugins.munchkin.character import stat
from tests.conftest import shared_registry


def test_a_stat_asks_no_static_of_another_table(monkeypatch: pytest.MonkeyPatch) -> None:
    # MK 6.5: a Dwarf's hand limit of 6 is the Dwarf's, and the Elf's +1 to run away the Elf's
    game = shared_registry().new_game("munchkin", players=3, seed=1,
                                      setup={"table": {"p1": ["dwarf"], "p2": ["elf"]}})
    asked: list[tuple[Any, ...]] = []
    ask = game.scripts.ask

    def asking(script: Any, ability: Any, name: str, source: Any, *rest: Any) -> Any:
        asked.append((script.card.id, name, rest[-1]))
        return ask(script, ability, name, source, *rest)

    monkeypatch.setattr(game.scripts, "ask", asking)
    assert stat(game, "p2", "hand_limit", 5) == 5 and stat(game, "p3", "run_away", 0) == 0
    assert asked == []
    assert stat(game, "p1", "hand_limit", 5) == 6 and stat(game, "p2", "run_away", 0) == 1
    assert ("dwarf", "applies", "p1") in asked and ("elf", "applies", "p2") in asked
