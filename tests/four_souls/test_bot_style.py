"""The Four Souls heuristic bot's style (issue #36): the normal bot plays at the default style
(its games are the same logs as before, ``tests/test_same_logs.py``), the sharp style changes
the choices its duels found worth changing, and the hard level is the lookahead over the sharp
heuristic, its copies' other seats played by the normal bot."""

from __future__ import annotations

from typing import Any

from deckwright.kernel.agents import LazyView
from deckwright.kernel.game import Game
from deckwright.plugins.four_souls.bot_style import NORMAL, SHARP, Style
from deckwright.plugins.four_souls.bots import HeuristicBot
from deckwright.plugins.four_souls.lookahead_bot import LookaheadBot
from tests.conftest import shared_registry

TABLE: dict[str, Any] = {
    "start": "action", "first": "p1", "rooms": "none", "bonus": [],
    "characters": {"p1": "isaac", "p2": "cain", "p3": "judas", "p4": "maggy"},
    "hands": {"p1": [], "p2": [], "p3": [], "p4": []},
}


def table(**setup: Any) -> Game:
    """Four players, p1 in its action phase with priority; ``setup`` adds to the table."""
    return shared_registry().new_game("four-souls", players=4, seed=1,
                                      setup={**TABLE, **setup})


def answer(game: Game, bot: HeuristicBot | LookaheadBot) -> Any:
    """What ``bot`` (p1's) answers to p1's pending decision."""
    decision = game.pending[0]
    assert decision.player == "p1"
    return bot.choose(decision, LazyView(game, "p1"))


def test_the_normal_bot_plays_at_the_default_style() -> None:
    game = table()
    assert HeuristicBot("p1", game).style == NORMAL == Style()
    assert shared_registry().agent_factories("four-souls")["normal"]("p1", game).style == NORMAL


def test_the_hard_level_is_the_lookahead_over_the_sharp_heuristic() -> None:
    game = table()
    hard = shared_registry().agent_factories("four-souls")["hard"]("p1", game)
    assert isinstance(hard, LookaheadBot)
    assert hard.inner.style == SHARP


def test_in_the_copies_the_hard_seat_plays_sharp_and_the_others_normal() -> None:
    game = table()
    players = LookaheadBot("p1", game).search.policy
    assert players("p1", game).style == SHARP
    assert {players(s, game).style for s in ("p2", "p3", "p4")} == {NORMAL}


def with_cents(game: Game, seat: str, cents: int) -> Game:
    """``game`` with ``seat`` holding ``cents``."""
    game.players[seat].counters["cents"] = cents
    return game


def test_the_sharp_bot_saves_its_cents_while_soul_of_greed_waits() -> None:
    # FS 11.4.5: Soul of Greed goes to the first player to have 25¢; FS 8: an item costs 10¢
    game = with_cents(table(bonus=["soul-of-greed"]), "p1", 12)
    assert answer(game, HeuristicBot("p1", game)) == "purchase"
    assert answer(game, HeuristicBot("p1", game, SHARP)) != "purchase"


def test_the_sharp_bot_buys_once_soul_of_greed_is_gone() -> None:
    # FS 11.4.3: a bonus soul is gained once; with none waiting on cents, 10¢ buys an item
    game = with_cents(table(bonus=["soul-of-gluttony"]), "p1", 12)
    assert answer(game, HeuristicBot("p1", game, SHARP)) == "purchase"


def test_the_hard_bot_does_not_search_a_purchase_its_style_saves_for() -> None:
    # FS 11.4.5: the copies would judge an item against 10¢ within one turn, never the soul
    game = with_cents(table(bonus=["soul-of-greed"]), "p1", 12)
    bot = LookaheadBot("p1", game)
    decision = game.pending[0]
    default = bot.inner.choose(decision, LazyView(game, "p1"))
    candidates = bot.candidates(decision, default)
    assert "attack" in candidates and "purchase" not in candidates


def test_the_sharp_bot_attacks_the_deck_rather_than_a_monster_it_beats_half_the_time() -> None:
    # FS 6.3: the deck's unknown card may be a boss with a soul or an event; a fight won
    # half the time against a monster with no soul brings only its reward (FS 7.6.4)
    game = table(monsters={"monster.1": "big-spider", "monster.2": "big-spider"})
    options = ["attack:monster.1", "attack:monster.2", "attack:monster.deck"]
    picks = {}
    for style in (NORMAL, SHARP):
        bot = HeuristicBot("p1", game, style)
        bot.kill_chance = lambda monster, evasion=None: 0.55  # type: ignore[method-assign]
        picks[style] = bot.best_attack(options)
    assert picks[NORMAL] == "attack:monster.1"
    assert picks[SHARP] == "attack:monster.deck"
