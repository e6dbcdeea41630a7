"""A player the others must attack (Cheep Cheep Cheep!, Warp Zone; must_be_attacked.py): it is
a rule, so the game offers only what it allows, and the heuristic bot, choosing among those
options, attacks the Chicken first on each other player's turn until the Chicken's next turn
starts (FS 6.9, 6.10.2)."""

from __future__ import annotations

from typing import Any

from deckwright.kernel.agents import LazyView
from deckwright.kernel.game import Game
from deckwright.plugins.four_souls import must_be_attacked
from deckwright.plugins.four_souls.bots import HeuristicBot
from tests.conftest import shared_registry

TABLE: dict[str, Any] = {
    "start": "action", "first": "p1", "rooms": "none", "bonus": [],
    "characters": {"p1": "lazarus", "p2": "lazarus", "p3": "lazarus"},
    "monsters": {"monster.1": "fly", "monster.2": "pooter"},
    "top": {"monster.deck": ["dip", "fly"]},
    "hands": {"p1": ["cheep-cheep-cheep"], "p2": [], "p3": []},
}


def chicken_game() -> Game:
    """p1 has played Cheep Cheep Cheep! on p3 (3 players, warp-zone)."""
    game: Game = shared_registry().new_game("four-souls", players=3, seed=4,
                                            sets=["warp-zone"], setup=TABLE)
    play = next(o for o in game.pending[0].option_ids() if o.startswith("play:cheep"))
    game.answer("p1", play)
    game.answer("p1", "target:p3")
    return game


def bots_play(game: Game, until_turn: int) -> list[dict[str, Any]]:
    """Heuristic bots answer every decision until turn ``until_turn`` starts (or the game ends);
    the attack-target events of those turns."""
    bots = {seat: HeuristicBot(seat, game) for seat in game.seats}
    for _ in range(3000):
        if game.over or game.turn >= until_turn or not game.pending:
            break
        decision = game.pending[0]
        game.answer(decision.player,
                    bots[decision.player].choose(decision, LazyView(game, decision.player)))
    return [dict(data, turn=turn) for turn, kind, data in game.history
            if kind == "attack-target"]


def test_each_other_players_first_attack_goes_to_the_chicken() -> None:  # FS 6.9
    game = chicken_game()
    attacks = bots_play(game, until_turn=3)
    firsts: dict[int, dict[str, Any]] = {}
    for attack in attacks:
        firsts.setdefault(attack["turn"], attack)
    assert sorted(firsts) == [1, 2]  # p1's turn, then p2's
    assert all(a["target"] == "p3" for a in firsts.values()), firsts


def test_the_obligation_ends_as_the_chickens_turn_starts() -> None:
    game = chicken_game()
    bots_play(game, until_turn=2)
    assert game.active == "p2" and must_be_attacked.KEY in game.data
    bots_play(game, until_turn=3)
    assert game.active == "p3" and must_be_attacked.KEY not in game.data
