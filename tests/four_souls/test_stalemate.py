"""A fight nobody can win ends: the engine's way out of the combat loop (FS 6.5.6)."""

from __future__ import annotations

import pytest

from deckwright.kernel.game import Game
from deckwright.plugins.four_souls import attack
from tests.conftest import shared_registry


def _attack_charmed_greedling(rolls: list[int]) -> Game:
    """p1 attacks Charmed Greedling (evasion 6, attack 0) with the given rolls, everyone
    passing, until the attack is over."""
    game = shared_registry().new_game("four-souls", players=2, seed=1, sets=["requiem"], setup={
        "start": "action", "first": "p1", "rooms": "none", "bonus": [],
        "characters": {"p1": "isaac", "p2": "cain"}, "hands": {"p1": [], "p2": []},
        "monsters": {"monster.1": "charmed-greedling", "monster.2": "gurdy"}, "rolls": rolls})
    game.answer("p1", "attack")
    started = False
    for _ in range(500):
        if started and attack.current(game) is None:
            return game
        decision = game.pending[0]
        ids = [o.id for o in decision.options]
        pick = "attack:monster.1" if "attack:monster.1" in ids else (
            "pass" if "pass" in ids else ids[0])
        started = started or pick == "attack:monster.1"
        game.answer(decision.player, pick)
    raise AssertionError("the attack never ended")


def _ended(game: Game) -> list[str]:
    return [data["reason"] for _, kind, data in game.history if kind == "attack-ended"]


def test_a_fight_in_which_neither_side_can_be_hurt_ends_after_the_stalemate_rolls(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # FS 6.5.6, 6.5.7: misses against 0 attack deal nothing; the loop alone would never end
    monkeypatch.setattr(attack, "STALEMATE_ROLLS", 3)
    game = _attack_charmed_greedling([2, 2, 2, 2, 2])
    assert _ended(game) == ["stalemate"]
    assert [o.card for o in game.zones["monster.1"].objects] == ["charmed-greedling"]
    assert game.rng.forced_rolls == [2, 2]  # three rolls made, the fourth never rolled


def test_a_hit_after_idle_rolls_still_kills(monkeypatch: pytest.MonkeyPatch) -> None:
    # FS 6.5.2: the stalemate count is only of rolls in a row that hurt nobody
    monkeypatch.setattr(attack, "STALEMATE_ROLLS", 3)
    game = _attack_charmed_greedling([2, 2, 6])
    assert _ended(game) == ["monster died"]
