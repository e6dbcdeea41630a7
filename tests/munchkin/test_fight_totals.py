"""The fight's totals are worked out once where nothing changes between their reads (MK 4.4,
4.15, 14.22): the monsters' total read once for the victory test of refresh and for every
item weighed by winning_items gives the answers of a fresh read each time, and so do the
fight's lead and the fighter it takes to level 10, read once per priority window for all its
seats and the bots' answers (issue #32)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from deckwright.kernel.agents import LazyView, ask_agent, make_agent
from deckwright.kernel.decisions import PRIORITY
from deckwright.kernel.game import Game
from deckwright.plugins.munchkin import combat, table_sense
from tests.conftest import shared_registry


def each_moment(seed: int, look: Any, turns: int = 14) -> None:
    """A heuristic-bot game of three players, ``look(game)`` before every answer; ``turns``:
    its turn limit (0: played to its end)."""
    registry = shared_registry()
    game = registry.new_game("munchkin", players=3, seed=seed, options={"turn_limit": turns})
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


@pytest.mark.no_cover  # whole games compared: see docs/design.md, Tests
def test_a_fight_read_once_a_window_gives_the_answers_of_fresh_reads(
        ) -> None:  # MK 4.4, 5.7
    seen: Counter[str] = Counter()
    registry = shared_registry()
    bots: dict[tuple[int, str], Any] = {}

    def look(game: Game) -> None:
        c = combat.current(game)
        if c is None or game.pending[0].kind != PRIORITY:
            return
        # kept since an earlier seat of this window read it, or read now: as a fresh read
        margin, fresh = combat.lead(game), table_sense.about_to_win(game)
        assert table_sense.lead_in_window(game) == margin
        assert table_sense.to_win_in_window(game) == fresh
        assert table_sense.about_to_win(game, margin) == fresh
        for seat in game.seats:
            bot = bots.setdefault((id(game), seat), make_agent(
                "heuristic", seat, game, registry.agent_factories("munchkin")))
            # a seat wants a fight's windows on its own side while losing, against a winning
            # threat, or against a rival whom this fight takes to level 10, when it has
            # something to play there
            mine = seat in combat.fighters(game)
            if mine:
                wants = margin <= 0 and bot.may_act_in_own_fight(margin)
            else:
                wants = ((margin > 0 and bot.threat(c["fighter"])) or (
                    fresh not in (None, seat))) and bot.may_act_in_rivals_fight(margin)
            assert bot.wants_to_act(game.rules.priority_window(game, seat, 0)) == wants
        seen["won" if margin > 0 else "lost"] += 1
        seen["even"] += margin == 0
        seen["rival"] += fresh is not None

    for seed in range(4):
        each_moment(seed, look, turns=0)
    assert seen["won"] > 20 and seen["lost"] > 20 and seen["even"] and seen["rival"]
