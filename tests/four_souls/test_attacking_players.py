"""The heuristic bot judges an attack on a player (FS 6.10.2) or a familiar (FS 6.10.1): the
leader first, never a long shot that would likely be its own death."""

from __future__ import annotations

from typing import Any

from deckwright.kernel.agents import LazyView
from deckwright.kernel.game import Game
from deckwright.plugins.four_souls.bots import HeuristicBot
from tests.conftest import shared_registry

# p2 and p3 may be attacked (Curse of the Suspicious: 3 evasion); the monsters are hard
TABLE: dict[str, Any] = {
    "start": "action",
    "first": "p1",
    "characters": {"p1": "isaac", "p2": "cain", "p3": "judas"},
    "monsters": {"monster.1": "gurdy", "monster.2": "big-spider"},
    "hands": {"p1": [], "p2": [], "p3": []},
    "curses": {"p2": ["curse-of-the-suspicious"], "p3": ["curse-of-the-suspicious"]},
}


def attack_target(**setup: Any) -> str:
    """The target p1's bot chooses for the attack it declares."""
    game: Game = shared_registry().new_game("four-souls", players=3, seed=1,
                                            sets=["warp-zone"], setup={**TABLE, **setup})
    bot = HeuristicBot("p1", game)
    game.answer("p1", "attack")
    while game.pending[0].kind == "priority":  # the declaration's round (FS 6.2.2)
        game.answer(game.pending[0].player, "pass")
    decision = game.pending[0]
    assert decision.player == "p1" and "attack:player:p2" in decision.option_ids()
    return str(bot.choose(decision, LazyView(game, "p1")))


def test_of_two_players_as_easy_to_kill_the_bot_attacks_the_leader() -> None:
    picked = attack_target(souls={"p2": ["monstro"], "p3": ["monstro", "gurdy"]},
                           damage={"p2": 1, "p3": 1})
    assert picked == "attack:player:p3"


def test_the_bot_does_not_attack_the_leader_when_a_miss_is_likely_its_death() -> None:
    # p1 has 1 health left; p3 has 2 and hits back on each miss: two hits before one miss
    picked = attack_target(souls={"p3": ["monstro", "gurdy", "larry-jr"]}, damage={"p1": 1})
    assert not picked.startswith("attack:player:")


def test_a_wounded_leader_the_bot_kills_at_once_is_attacked() -> None:
    picked = attack_target(souls={"p3": ["monstro", "gurdy", "larry-jr"]}, damage={"p3": 1})
    assert picked == "attack:player:p3"


def familiar_or_deck(**setup: Any) -> str:
    """The target p2's bot chooses on its turn, p1 holding Co-op Baby (a familiar)."""
    game: Game = shared_registry().new_game("four-souls", players=3, seed=1,
                                            sets=["anniversary"], setup={
                                                **TABLE, "curses": {}, "first": "p2",
                                                "items": {"p1": ["co-op-baby"]}, **setup})
    bot = HeuristicBot("p2", game)
    game.answer("p2", "attack")
    while game.pending[0].kind == "priority":
        game.answer(game.pending[0].player, "pass")
    decision = game.pending[0]
    assert "attack:object:co-op-baby" in {o.split("#")[0] for o in decision.option_ids()}
    return str(bot.choose(decision, LazyView(game, "p2"))).split("#")[0]


def test_a_familiar_the_bot_kills_at_once_is_attacked() -> None:
    assert familiar_or_deck(damage={"co-op-baby": 1}) == "attack:object:co-op-baby"


def test_the_bot_does_not_fight_a_familiar_whose_hit_back_would_kill_it() -> None:
    # p2 has 1 health left: Co-op Baby (2 health, 3 evasion, 1 attack) needs two hits first
    assert familiar_or_deck(damage={"p2": 1}) != "attack:object:co-op-baby"
