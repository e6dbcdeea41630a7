"""A fighter's and a monster's strength are worked out again only when something they read has
changed (strength_inputs.py, issue #32): every strength the game reads in seeded heuristic
games, remembered or not, is the strength read afresh at that moment (MK 4.2, 4.3)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from deckwright.kernel.agents import LazyView, ask_agent, make_agent
from deckwright.kernel.game import Game
from deckwright.plugins.munchkin import combat, items
from deckwright.plugins.munchkin.cards import table
from tests.conftest import shared_registry


def play(seed: int, turns: int = 30) -> None:
    """A heuristic-bot game of four players to its end or its turn limit."""
    registry = shared_registry()
    game = registry.new_game("munchkin", players=4, seed=seed, options={"turn_limit": turns})
    agents = {s: make_agent("heuristic", s, game, registry.agent_factories("munchkin"))
              for s in game.seats}
    while not game.over and game.pending:
        decision = game.pending[0]
        game.answer(decision.player, ask_agent(agents[decision.player], decision,
                                               LazyView(game, decision.player)))


def test_every_strength_read_is_the_strength_read_afresh(
        monkeypatch: pytest.MonkeyPatch) -> None:  # MK 4.2, 4.3
    seen: Counter[str] = Counter()
    read_player, read_monster = combat.player_strength, combat.monster_strength
    afresh_player = combat.worked_out_player_strength
    afresh_monster = combat.worked_out_monster_strength

    def worked_out_player(game: Game, seat: str) -> int:
        seen["players worked out"] += 1
        return afresh_player(game, seat)

    def worked_out_monster(game: Game, e: dict[str, Any]) -> int:
        seen["monsters worked out"] += 1
        return afresh_monster(game, e)

    def player(game: Game, seat: str) -> int:
        kept = read_player(game, seat)
        assert kept == afresh_player(game, seat), f"turn {game.turn}: {seat}'s strength"
        seen["players"] += 1
        return kept

    def monster(game: Game, e: dict[str, Any]) -> int:
        kept = read_monster(game, e)
        assert kept == afresh_monster(game, e), f"turn {game.turn}: {e['id']}'s strength"
        seen["monsters"] += 1
        return kept

    monkeypatch.setattr(combat, "worked_out_player_strength", worked_out_player)
    monkeypatch.setattr(combat, "worked_out_monster_strength", worked_out_monster)
    monkeypatch.setattr(combat, "player_strength", player)
    monkeypatch.setattr(combat, "monster_strength", monster)
    for seed in range(6):
        play(seed)
    # the games read many strengths, and many of them were remembered, not worked out
    assert seen["players"] > 800 and seen["monsters"] > 400
    assert seen["players worked out"] < 0.8 * seen["players"]
    assert seen["monsters worked out"] < 0.8 * seen["monsters"]


def run(flow: Any) -> None:
    """Carry out an event's flow that asks nothing."""
    for asked in flow:
        raise AssertionError(f"asked {asked!r}")


def test_a_strength_follows_an_item_turned_sideways_and_stood_up_again() -> None:
    # MK 4.2, 7.2: only items in use count; turning one changes nothing else the key reads
    game = shared_registry().new_game("munchkin", players=3, seed=1,
                                      setup={"table": {"p1": ["helm-of-courage"]}})
    helm = next(o for o in game.zones[table("p1")].objects if o.card == "helm-of-courage")
    upright = combat.player_strength(game, "p1")
    run(items.tap(game, helm.id))
    assert combat.player_strength(game, "p1") == upright - 1
    run(items.untap(game, helm.id))
    assert combat.player_strength(game, "p1") == upright
