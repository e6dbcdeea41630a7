"""Table sense of the Four Souls heuristic bot (issue #36): it stops a rival about to win, does
not throw its life away, and hands no kindness to a rival a soul from winning."""

from __future__ import annotations

from typing import Any

from deckwright.kernel.agents import LazyView
from deckwright.kernel.decisions import CHOOSE, Decision, Option
from deckwright.kernel.game import Game
from deckwright.plugins.four_souls.bots import HeuristicBot
from deckwright.plugins.four_souls.table_sense import about_to_win, hinders
from tests.conftest import shared_registry

BOSSES = {"monster.1": "monstro", "monster.2": "big-spider"}  # 1 soul; none


def rival_attacks(souls: int, rolled: int, **setup: Any) -> Game:
    """p2 (Cain) with ``souls`` souls attacks Monstro (1 soul) and rolls ``rolled`` against its
    evasion 4; the game waits for p1 (Isaac, holding The D6) to answer the attack roll."""
    directives = {"start": "action", "first": "p2", "rooms": "none", "bonus": [],
                  "characters": {"p1": "isaac", "p2": "cain"}, "hands": {"p1": [], "p2": []},
                  "souls": {"p2": ["gurdy"] * souls}, "monsters": BOSSES, "rolls": [rolled],
                  **setup}
    game = shared_registry().new_game("four-souls", players=2, seed=1, setup=directives)
    game.answer("p2", "attack")
    for _ in range(10):
        decision = game.pending[0]
        if decision.player == "p1":
            return game
        ids = decision.option_ids()
        game.answer("p2", "attack:monster.1" if "attack:monster.1" in ids else "pass")
    raise AssertionError("p1 was never asked during p2's attack")


def bot_answer(game: Game, seat: str = "p1") -> Any:
    """What the heuristic bot of ``seat`` answers to its pending decision."""
    decision = next(d for d in game.pending if d.player == seat)
    return HeuristicBot(seat, game).choose(decision, LazyView(game, seat))


def test_a_rival_attacking_the_soul_that_takes_it_to_four_is_about_to_win() -> None:
    # FS 11.2.1, 7.6 step 5: 3 souls and Monstro's soul make 4
    assert about_to_win(rival_attacks(3, rolled=6)) == "p2"


def test_a_rival_two_souls_from_winning_is_not_about_to_win() -> None:
    # FS 11.2.1: 2 souls and Monstro's make 3
    assert about_to_win(rival_attacks(2, rolled=6)) is None


def test_a_reroll_works_against_the_rivals_hitting_attack_roll() -> None:
    # FS 6.5.2, 5.1.3: a 6 hits evasion 4; The D6 rolls it again
    game = rival_attacks(3, rolled=6)
    assert [o for o in game.pending[0].option_ids() if hinders(game, "p1", o)] == [
        next(o for o in game.pending[0].option_ids() if o.startswith("activate:the-d6"))]


def test_the_bot_rerolls_the_hit_that_would_win_the_rival_the_game() -> None:
    # FS 11.2, 5.1.3: p2 one soul from winning hits Monstro: Isaac's bot rerolls that roll
    game = rival_attacks(3, rolled=6)
    assert str(bot_answer(game)).startswith("activate:the-d6")


def test_the_bot_leaves_a_missing_roll_of_the_rival_alone() -> None:
    # FS 6.5.3: a 1 misses evasion 4 already; a reroll could only help the rival
    game = rival_attacks(3, rolled=1)
    assert not any(hinders(game, "p1", o) for o in game.pending[0].option_ids())
    assert bot_answer(game) == "pass"


def test_the_bot_leaves_a_hit_alone_when_the_soul_does_not_win() -> None:
    # FS 11.2.1: at 2 souls the rival's kill is no win; The D6 is kept for the bot's own rolls
    assert bot_answer(rival_attacks(2, rolled=6)) == "pass"


def at_one_health(items: list[str], hand: list[str]) -> Game:
    """Isaac (p1) at 1 health in its action phase, a big monster in each slot."""
    return shared_registry().new_game("four-souls", players=2, seed=1, setup={
        "start": "action", "first": "p1", "rooms": "none", "bonus": [],
        "characters": {"p1": "isaac", "p2": "cain"}, "hands": {"p1": hand, "p2": []},
        "items": {"p1": items}, "damage": {"p1": 1},
        "monsters": {"monster.1": "big-spider", "monster.2": "big-spider"}})


def test_the_bot_at_one_health_does_not_attack_when_a_death_costs_it_an_item() -> None:
    # FS 7.7.4: a lost roll kills it and the death penalty takes an item and a loot card;
    # Big Spider (3 health, evasion 4) and the deck's unknown card are worth less than that
    game = at_one_health(["spoon-bender"], ["dice-shard"])
    assert "attack" in game.pending[0].option_ids()
    assert bot_answer(game) == "end-turn"


def test_the_bot_at_one_health_attacks_when_it_has_nothing_to_lose() -> None:
    # FS 7.7.4: no item, no loot card: a death only ends its turn, so the deck is worth a try
    assert bot_answer(at_one_health([], [])) == "attack"


def kindness(active_souls: int) -> Game:
    """p2 active with ``active_souls`` souls, p3 with none; p1 about to choose between them."""
    return shared_registry().new_game("four-souls", players=3, seed=1, setup={
        "start": "action", "first": "p2", "rooms": "none", "bonus": [],
        "characters": {"p1": "isaac", "p2": "cain", "p3": "judas"},
        "hands": {"p1": [], "p2": [], "p3": []},
        "souls": {"p2": ["gurdy"] * active_souls}, "monsters": BOSSES,
        "damage": {"monstro": 3}})


def test_the_bot_gives_a_kindness_to_no_rival_a_soul_from_winning() -> None:
    # FS 11.2.1: "choose a player to loot" helps whoever it names; not the one at 3 souls
    game = kindness(3)
    offer = Decision("p1", CHOOSE, "Choose a player: that player loots 1",
                     [Option("player:p2", "Cain"), Option("player:p3", "Judas")])
    assert HeuristicBot("p1", game).choose(offer, LazyView(game, "p1")) == "player:p3"


def test_the_bot_does_not_kill_a_soul_on_the_turn_of_a_rival_a_soul_from_winning() -> None:
    # FS 7.6.4: the active player gains the rewards and the soul whoever kills the monster;
    # Monstro at 1 health would be p2's fourth soul, so the damage goes to Big Spider
    game = kindness(3)
    monstro, spider = (game.zones[s].objects[-1].id for s in BOSSES)
    offer = Decision("p1", CHOOSE, "Choose a monster to deal 1 damage to",
                     [Option(monstro, "Monstro"), Option(spider, "Big Spider")])
    assert HeuristicBot("p1", game).choose(offer, LazyView(game, "p1")) == spider
