"""The hooks are what packages add to games they do not own (issue #30): an observer hears of
each game once when its table is set and once when it ends, however it ends; an expansion's
Lua functions, declared as docs/expansions.md shows, reach the game's scripts."""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

import pytest

from deckwright.kernel import Registry
from deckwright.kernel.agents import RandomAgent, play_out
from deckwright.kernel.hooks import DeckwrightSpec, hookimpl
from deckwright.kernel.scripting.ctxapi import api_entries

from .test_scripting import make_set

ROOT = Path(__file__).resolve().parents[2]


class Watcher:
    """An observer package: what it was told, in order."""

    def __init__(self) -> None:
        self.heard: list[tuple[str, Any, Any]] = []

    @hookimpl
    def deckwright_game_created(self, game: Any) -> None:
        self.heard.append(("created", game, len(game.history)))

    @hookimpl
    def deckwright_game_over(self, game: Any, result: dict[str, Any]) -> None:
        self.heard.append(("over", game, result))


def _registry(watcher: Watcher) -> Registry:
    registry = Registry(plugins=["wizard_duel.plugin"])
    registry.register(watcher)
    return registry


def test_an_observer_hears_of_a_game_once_when_it_starts_and_once_with_its_result() -> None:
    watcher = Watcher()
    game = _registry(watcher).new_game("wizard-duel", players=2, seed=5)
    # told when the table is set, before the first event
    assert watcher.heard == [("created", game, 0)]
    play_out(game, {s: RandomAgent(s, game) for s in game.seats})
    assert game.over and game.error is None and game.history
    assert [what for what, _, _ in watcher.heard] == ["created", "over"]
    _, seen, result = watcher.heard[1]
    assert seen is game and result is game.result and result["reason"]


BUGGY = """
return {
  on_play = function(ctx)
    local missing = nil
    return missing.field
  end,
}"""


def test_a_game_stopped_by_an_error_is_over_once_too(tmp_path: Path) -> None:
    watcher = Watcher()
    homebrew = make_set(tmp_path / "homebrew", {"buggy": ("spell", BUGGY)})
    game = _registry(watcher).new_game(
        "wizard-duel", players=2, seed=3, options={"bids": False}, sets=[homebrew],
        setup={"hands": {"p1": ["buggy"], "p2": []}})
    option = next(o for o in game.pending_for("p1").option_ids() if o.startswith("play:buggy#"))
    game.answer("p1", option)
    assert game.over and game.error
    overs = [result for what, _, result in watcher.heard if what == "over"]
    assert overs == [game.result] and overs[0]["reason"] == "error"
    game.stop_with_error("a driver gives up as well")  # a second stop tells nobody again
    assert len([what for what, _, _ in watcher.heard if what == "over"]) == 1


def test_the_hooks_are_only_what_packages_add() -> None:
    # a game's own rules are its Ruleset; no hook stands for one
    specs = sorted(name for name in vars(DeckwrightSpec) if name.startswith("deckwright_"))
    assert specs == ["deckwright_agents", "deckwright_card_sets", "deckwright_game_created",
                     "deckwright_game_over", "deckwright_games",
                     "deckwright_replacement_candidates", "deckwright_vocabulary"]


def test_the_vocabulary_example_of_the_expansions_page_works(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    page = (ROOT / "docs" / "expansions.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", page, re.S)
    example = next(b for b in blocks if "deckwright_vocabulary" in b)
    (tmp_path / "richest_example.py").write_text(example, encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, "richest_example", raising=False)
    registry = Registry(plugins=["richest_example"])
    game = registry.new_game("dungeon-raiders", players=3, seed=1,
                             setup={"counters": {"p1.coins": 4, "p2.coins": 9, "p3.coins": 9}})
    entry = api_entries(game)["richest"]
    assert entry.kind == "query" and entry.signature.shown() == "richest() -> list<seat>"
    assert entry.direct(game, None, None) == ["p2", "p3"]
