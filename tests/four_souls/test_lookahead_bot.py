"""The lookahead bot (issue #36): it tries its options in copies of the game, finds the
winning one the heuristic misses, never reads what its seat cannot see, plays the same game
from the same seed, and keeps to its time budget."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from deckwright.kernel.agents import LazyView, ask_agent, bind_relevance
from deckwright.kernel.decisions import Decision
from deckwright.kernel.game import Game
from deckwright.kernel.lookahead import Lookahead, resample_unseen, unseen
from deckwright.kernel.rng import Rng
from deckwright.plugins.four_souls import position
from deckwright.plugins.four_souls.bots import HeuristicBot
from deckwright.plugins.four_souls.lookahead_bot import COUNTS, LookaheadBot
from tests.conftest import shared_registry

HOMEBREW = str(Path(__file__).resolve().parents[2] / "examples" / "homebrew-four-souls")
# the counts alone decide: the guard is far off, so a busy machine changes nothing
PATIENT = replace(COUNTS, budget=120.0)


def pea_shooter_at_three_souls(seed: int = 3) -> Game:
    """p1 (Lazarus, 3 souls, no attack left) holds Pea Shooter (homebrew, no ai hint: "↷:
    deal 1 damage to a monster or a player"); Monstro, 1 soul, has 1 health left. p2 holds
    loot; the game waits for p1's target for the Pea Shooter."""
    game = shared_registry().new_game("four-souls", players=2, seed=seed, sets=[HOMEBREW], setup={
        "start": "action", "first": "p1", "rooms": "none", "bonus": [],
        "characters": {"p1": "lazarus", "p2": "cain"},
        "hands": {"p1": [], "p2": ["a-penny", "bomb", "dice-shard"]},
        "items": {"p1": ["pea-shooter"]}, "souls": {"p1": ["gurdy"] * 3},
        "monsters": {"monster.1": "big-spider", "monster.2": "monstro"},
        "damage": {"monstro": 3}, "turn": {"attacks": 0}})
    use = next(o for o in game.pending[0].option_ids() if o.startswith("activate:pea-shooter"))
    game.answer("p1", use)
    return game


def p1_decision(game: Game) -> Decision:
    return next(d for d in game.pending if d.player == "p1")


def test_the_search_finds_the_shot_that_wins_the_fourth_soul() -> None:
    # FS 11.2.1, 7.6.4: Monstro dies to the shot on p1's turn, its soul is p1's fourth
    game = pea_shooter_at_three_souls()
    decision = p1_decision(game)
    monstro = next(o for o in decision.option_ids() if "monstro" in o)
    heuristic = HeuristicBot("p1", game).choose(decision, LazyView(game, "p1"))
    assert heuristic != monstro
    bot = LookaheadBot("p1", game, counts=PATIENT)
    assert bot.choose(decision, LazyView(game, "p1")) == monstro
    game.answer("p1", monstro)
    for _ in range(20):  # the others pass on the shot
        if game.over:
            break
        d = game.pending[0]
        game.answer(d.player, HeuristicBot(d.player, game).choose(d, LazyView(game, d.player)))
    assert game.over and game.result["winners"] == ["p1"]


def rearranged(game: Game) -> None:
    """What p1 cannot see, arranged otherwise: p2's hand swapped with the loot deck's top
    cards, the loot and monster decks reversed (each place keeps what it shows)."""
    hand = game.zones["p2.hand"].objects
    deck = game.zones["loot.deck"].objects
    for i in range(len(hand)):
        a, b = hand[i], deck[i]
        hand[i], deck[i] = b, a
        a.zone, b.zone = b.zone, a.zone
        a.owner, b.owner = b.owner, a.owner
        a.controller, b.controller = b.controller, a.controller
        a.face_down, b.face_down = b.face_down, a.face_down
    deck.reverse()
    game.zones["monster.deck"].objects.reverse()


def test_the_choice_does_not_depend_on_the_rivals_hand_or_the_deck_order() -> None:
    # the bot samples what it cannot see (another seat's hand, the decks' order): two games
    # that look the same to p1 get the same scores for every option, to the last digit, in
    # copies played on through p2's turn (where p2's hand and the loot it draws matter)
    first, second = pea_shooter_at_three_souls(), pea_shooter_at_three_souls()
    rearranged(second)
    assert first.zones["p2.hand"].cards() != second.zones["p2.hand"].cards()
    assert first.view("p1") == second.view("p1")
    results = []
    for game in (first, second):
        decision = p1_decision(game)
        search = Lookahead("p1", game, policy=HeuristicBot, evaluate=position.evaluate,
                           counts=replace(PATIENT, horizon_turns=1, candidates=4))
        results.append(search.choose(decision, decision.option_ids(), decision.option_ids()[0]))
    assert results[0] == results[1]
    assert len(set(results[0].scores.values())) > 1  # the options were told apart


def test_resampling_deals_each_unseen_card_into_a_place_of_its_own_deck() -> None:
    # FS 1.4.1: loot stays among loot places (hands, loot deck), monsters in the monster deck
    game = pea_shooter_at_three_souls()
    before = {name: sorted(z.cards()) for name, z in game.zones.items()}
    hand_and_loot = sorted(before["p2.hand"] + before["loot.deck"])
    resample_unseen(game, "p1", Rng(5))
    after = {name: sorted(z.cards()) for name, z in game.zones.items()}
    assert sorted(after["p2.hand"] + after["loot.deck"]) == hand_and_loot
    assert after["monster.deck"] == before["monster.deck"]
    assert after["p1.hand"] == before["p1.hand"] and after["p1.items"] == before["p1.items"]
    assert len(game.zones["p2.hand"].objects) == 3
    assert all(o.zone == "p2.hand" and o.controller == "p2" for o in game.zones["p2.hand"].objects)
    assert game.zones["p2.hand"].cards() != ["a-penny", "bomb", "dice-shard"]


def test_a_card_shown_to_the_seat_stays_where_it_is() -> None:
    # a card the seat was shown (known_to) is no longer unseen
    game = pea_shooter_at_three_souls()
    top = game.zones["loot.deck"].objects[0]
    top.known_to.append("p1")
    assert top not in unseen(game, "p1")
    resample_unseen(game, "p1", Rng(5))
    assert game.zones["loot.deck"].objects[0] is top


def play_turns(seed: int, turns: int) -> Game:
    """A 2-player game of the lookahead bot (p1) against the heuristic, to ``turns`` turns."""
    game = shared_registry().new_game("four-souls", players=2, seed=seed, history_kept=0)
    agents: dict[str, Any] = {"p1": LookaheadBot("p1", game, counts=PATIENT),
                              "p2": HeuristicBot("p2", game)}
    bind_relevance(game, agents)
    while not game.over and game.turn <= turns:
        for d in game.pending:
            game.answer(d.player, ask_agent(agents[d.player], d, LazyView(game, d.player)))
    assert agents["p1"].search.stats.searched > 0
    return game


@pytest.mark.no_cover  # whole games compared: see docs/design.md, Tests
def test_the_same_seed_plays_the_same_game() -> None:
    # every copy's hidden cards and dice come from the bot's seeded generator
    first, second = play_turns(4, 6), play_turns(4, 6)
    assert first.answers == second.answers
    assert first.state_hash() == second.state_hash()


def test_the_hard_level_is_the_lookahead_bot_with_the_budget_given() -> None:
    assert shared_registry().levels("four-souls")["hard"].bot == "lookahead"
    game = pea_shooter_at_three_souls()
    bot = shared_registry().agent_factories("four-souls", 2.5)["hard"]("p1", game)
    assert isinstance(bot, LookaheadBot) and bot.search.counts.budget == 2.5
    assert bot.search.counts.resamples == COUNTS.resamples  # the same work
    with pytest.raises(ValueError, match="positive number of seconds"):
        bot.budget = 0


def tin_slingshot_turn(seed: int = 3, items: tuple[str, ...] = ()) -> Game:
    """p1 (Lazarus, no soul, its attack spent, 4¢) holds Tin Slingshot (homebrew, no ai hint:
    "Pay 2¢: deal 1 damage to a monster"); Monstro, 1 soul, has 1 health left. The game waits
    for p1's next action. ``items``: p1's other items, in play before it."""
    return shared_registry().new_game("four-souls", players=2, seed=seed, sets=[HOMEBREW], setup={
        "start": "action", "first": "p1", "rooms": "none", "bonus": [],
        "characters": {"p1": "lazarus", "p2": "cain"},
        "hands": {"p1": [], "p2": ["a-penny"]}, "items": {"p1": [*items, "tin-slingshot"]},
        "monsters": {"monster.1": "big-spider", "monster.2": "monstro"},
        "damage": {"monstro": 3}, "turn": {"attacks": 0}, "counters": {"p1.cents": 4}})


def test_an_unhinted_paid_ability_is_used_where_it_wins_a_soul() -> None:
    # FS 9.3, 7.6.4: 2¢ for the last point of Monstro's health, and its soul, on p1's turn;
    # the heuristic uses no unhinted ability that costs more than ↷
    game = tin_slingshot_turn()
    decision = p1_decision(game)
    use = next(o for o in decision.option_ids() if o.startswith("activate:tin-slingshot"))
    assert HeuristicBot("p1", game).choose(decision, LazyView(game, "p1")) != use
    bot = LookaheadBot("p1", game, counts=PATIENT)
    assert bot.choose(decision, LazyView(game, "p1")) == use


def test_a_homebrew_ability_is_tried_before_the_games_own_ones() -> None:
    # the heuristic's rules already use the game's own cards; a homebrew card's ability is
    # judged only by the search, so it is among the candidates however many there are
    game = tin_slingshot_turn(items=("sleight-of-hand", "the-curse"))
    decision = p1_decision(game)
    bot = LookaheadBot("p1", game, counts=PATIENT)
    ids = decision.option_ids()
    found = bot.candidates(decision, bot.inner.choose(decision, LazyView(game, "p1")))
    own = [o for o in ids if o.startswith("activate:") and "tin-slingshot" not in o]
    assert ids.index(own[0]) < ids.index(next(o for o in ids if "tin-slingshot" in o))
    first_ability = next(o for o in found if str(o).startswith("activate:"))
    assert "tin-slingshot" in str(first_ability)
