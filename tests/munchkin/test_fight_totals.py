"""The fight's totals are worked out once where nothing changes between their reads (MK 4.4,
4.15, 14.22): the monsters' total read once for the victory test of refresh and for every
item weighed by winning_items gives the answers of a fresh read each time (issue #32)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from deckwright.kernel.agents import LazyView, ask_agent, make_agent
from deckwright.kernel.game import Game
from deckwright.plugins.munchkin import combat
from tests.conftest import shared_registry


def each_moment(seed: int, look: Any) -> None:
    """A heuristic-bot game of three players, ``look(game)`` before every answer."""
    registry = shared_registry()
    game = registry.new_game("munchkin", players=3, seed=seed, options={"turn_limit": 14})
    agents = {s: make_agent("heuristic", s, game, registry.agent_factories("munchkin"))
              for s in game.seats}
    while not game.over and game.pending:
        decision = game.pending[0]
        look(game)
        game.answer(decision.player, ask_agent(agents[decision.player], decision,
                                               LazyView(game, decision.player)))


def test_totals_read_once_give_the_answers_of_fresh_reads(
        monkeypatch: pytest.MonkeyPatch) -> None:  # MK 4.4, 14.22
    seen: Counter[str] = Counter()
    once = combat.winning

    def fresh(game: Game, side: int | None = None, monsters: int | None = None) -> bool:
        return once(game, side)  # the monsters' total read again each time

    def look(game: Game) -> None:
        c = combat.current(game)
        if c is None or not combat.entries(game):
            return
        combat.refresh(game)
        kept, items = c["winning"], combat.winning_items(game, c["fighter"])
        with monkeypatch.context() as patched:
            patched.setattr(combat, "winning", fresh)
            combat.refresh(game)
            assert c["winning"] == kept
            assert combat.winning_items(game, c["fighter"]) == items
        seen["fights"] += 1
        seen["won"] += kept

    for seed in range(5):
        each_moment(seed, look)
    assert seen["fights"] > 50 and 0 < seen["won"] < seen["fights"]
