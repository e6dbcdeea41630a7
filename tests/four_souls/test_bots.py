"""The Four Souls heuristic bot and cards it was not written for: homebrew loot and items get
played, and a card's ``ai`` hints (play, target, value) change what the bot does."""

from __future__ import annotations

import shutil
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
import yaml

from deckwright.kernel.agents import LazyView
from deckwright.kernel.decisions import CHOOSE, CHOOSE_MANY, CONFIRM, Decision, Option
from deckwright.kernel.game import Game
from deckwright.plugins.four_souls import bots
from deckwright.plugins.four_souls.bots import HeuristicBot
from tests.conftest import shared_registry

HOMEBREW = Path(__file__).parent / "homebrew"
TABLE = {
    "start": "action",
    "first": "p1",
    "characters": {"p1": "isaac", "p2": "cain", "p3": "judas", "p4": "maggy"},
    "monsters": {"monster.1": "gurdy", "monster.2": "big-spider"},
    "hands": {"p2": [], "p3": [], "p4": []},
}


def homebrew(tmp_path: Path, keep: tuple[str, ...] = (), **hints: dict[str, Any]) -> Path:
    """The test homebrew set, copied (only the ``keep`` cards, if named), with ``ai`` hints on
    some of its cards (by card id)."""
    folder = tmp_path / "homebrew"
    shutil.copytree(HOMEBREW, folder)
    data = yaml.safe_load((folder / "set.yaml").read_text(encoding="utf-8"))
    if keep:
        data["cards"] = [c for c in data["cards"] if c["id"] in keep]
    for card in data["cards"]:
        if card["id"] in hints:
            card["ai"] = hints[card["id"]]
    (folder / "set.yaml").write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    return folder


def table(sets: list[Path], seed: int = 1, **setup: Any) -> Game:
    """Four players, p1 in its action phase with priority; ``setup`` adds to the table."""
    directives = {**TABLE, **setup}
    directives["hands"] = {**TABLE["hands"], **setup.get("hands", {})}
    return shared_registry().new_game("four-souls", players=4, seed=seed,
                                      sets=[str(s) for s in sets], setup=directives)


def answer(game: Game, bot: HeuristicBot | None = None) -> Any:
    """What the heuristic bot answers to p1's pending decision."""
    decision = game.pending[0]
    assert decision.player == "p1"
    return (bot or HeuristicBot("p1", game)).choose(decision, LazyView(game, "p1"))


def played_target(game: Game) -> str:
    """p1's bot plays its only loot card and answers its target: the target chosen."""
    bot = HeuristicBot("p1", game)
    option = answer(game, bot)
    assert option.startswith("play:")
    game.answer("p1", option)
    return str(answer(game, bot))


def plays_in_games(sets: list[str], cards: set[str], games: int) -> tuple[Counter, Counter]:
    """Seeded 3-player bot games of at most 30 turns: in how many games each card was held,
    in how many played."""
    registry = shared_registry()
    held: Counter = Counter()
    played: Counter = Counter()
    for seed in range(games):
        game = registry.new_game("four-souls", players=3, seed=seed, sets=sets,
                                 options={"max_turns": 30})
        seen: set[str] = {o.card for s in game.seats for o in game.zones[f"{s}.hand"].objects
                          if o.card in cards}
        used: set[str] = set()

        def watch(game: Game, event: Any, seen: set[str] = seen, used: set[str] = used) -> None:
            card = event.data.get("card")
            if card not in cards:
                return
            if event.kind == "move" and str(event.data.get("to")).endswith(".hand"):
                seen.add(card)
            if event.kind in ("play-loot", "activate"):
                used.add(card)
        game.observers.append(watch)
        bots = {s: HeuristicBot(s, game) for s in game.seats}
        while not game.over:
            for decision in game.pending:
                game.answer(decision.player,
                            bots[decision.player].choose(decision, LazyView(game, decision.player)))
        assert game.error is None, game.error
        held.update(seen)
        played.update(used)
    return held, played


# ---------------------------------------------------------------------------- no hints
def test_a_homebrew_loot_is_played_in_most_games_that_deal_it(tmp_path: Path) -> None:
    """The issue's case: a homebrew loot held in most of 6 games is played in most of them."""
    cards = ("lucky-clover", "sharp-pebble")
    held, played = plays_in_games([str(homebrew(tmp_path, keep=cards))], set(cards), 6)
    for card in ("lucky-clover", "sharp-pebble"):
        assert held[card] >= 5
        assert played[card] >= 4, (card, held, played)


def test_a_homebrew_loot_waits_for_the_loot_the_bot_knows(tmp_path: Path) -> None:
    """Without a hint the bot plays its own loot first, then the homebrew loot, before buying
    or attacking."""
    game = table([HOMEBREW], hands={"p1": ["a-penny", "lucky-clover"]})
    assert answer(game).startswith("play:a-penny")
    game = table([HOMEBREW], hands={"p1": ["lucky-clover"]})
    assert answer(game).startswith("play:lucky-clover")


def test_a_homebrew_item_ability_that_costs_nothing_is_used() -> None:
    """An unknown ↷ ability is used on the bot's turn, when nothing it knows is better."""
    game = table([HOMEBREW], hands={"p1": []}, items={"p1": ["wishbone"]})
    assert answer(game).startswith("activate:wishbone")


def test_a_homebrew_ability_with_a_cost_is_left_alone() -> None:
    """An unknown ability that costs ¢ is not used without a hint."""
    game = table([HOMEBREW], hands={"p1": []}, items={"p1": ["coin-press"]})
    assert not answer(game).startswith("activate:")


def test_a_homebrew_free_ability_is_used_once_a_turn() -> None:
    """The bot uses an unknown ability at most once a turn (one could recharge itself)."""
    game = table([HOMEBREW], hands={"p1": []}, items={"p1": ["wishbone"]})
    bot = HeuristicBot("p1", game)
    option = answer(game, bot)
    game.answer("p1", option)
    game.objects[option.split(":")[1]].tapped = False  # as if something recharged it
    while game.pending[0].player != "p1" or game.stack:
        decision = game.pending[0]
        game.answer(decision.player, "pass")
    assert option in game.pending[0].option_ids()
    assert answer(game, bot) != option


def test_a_homebrew_loot_target_is_a_seeded_choice() -> None:
    """Without a target hint the bot picks among every target by its seeded generator: the
    same seed the same target, other seeds others."""
    picks = [played_target(table([HOMEBREW], seed=seed, hands={"p1": ["sharp-pebble"]}))
             for seed in (1, 1, 2, 3, 4, 5, 6)]
    assert picks[0] == picks[1]
    assert len(set(picks)) > 1


def test_a_game_with_homebrew_cards_is_the_same_for_the_same_seed() -> None:
    """The bots' choices for new cards come from the game's seed: two runs, one game."""
    def run() -> str:
        game = shared_registry().new_game("four-souls", players=3, seed=7,
                                          sets=[str(HOMEBREW)], options={"max_turns": 20})
        bots = {s: HeuristicBot(s, game) for s in game.seats}
        while not game.over:
            decision = game.pending[0]
            game.answer(decision.player,
                        bots[decision.player].choose(decision, LazyView(game, decision.player)))
        return game.state_hash()
    assert run() == run()


# ---------------------------------------------------------------------------- play hints
def test_play_early_goes_before_the_loot_the_bot_knows(tmp_path: Path) -> None:
    """ai.play early: the card is played first, ahead of the bot's own loot."""
    sets = [homebrew(tmp_path, **{"lucky-clover": {"play": "early"}})]
    game = table(sets, hands={"p1": ["a-penny", "lucky-clover"]})
    assert answer(game).startswith("play:lucky-clover")


def test_play_late_waits_until_the_bot_would_end_its_turn(tmp_path: Path) -> None:
    """ai.play late: kept while the bot can still attack or buy; played instead of ending the
    turn."""
    sets = [homebrew(tmp_path, **{"lucky-clover": {"play": "late"}})]
    game = table(sets, hands={"p1": ["lucky-clover"]})
    assert answer(game) in ("attack", "purchase")
    game = table(sets, hands={"p1": ["lucky-clover"]}, turn={"attacks": 0, "purchases": 0})
    assert answer(game).startswith("play:lucky-clover")


def test_play_never_keeps_the_card_in_hand(tmp_path: Path) -> None:
    """ai.play never: the bot ends its turn rather than play the card."""
    sets = [homebrew(tmp_path, **{"lucky-clover": {"play": "never"}})]
    game = table(sets, hands={"p1": ["lucky-clover"]}, turn={"attacks": 0, "purchases": 0})
    assert answer(game) == "end-turn"


def test_play_never_keeps_an_ability_unused(tmp_path: Path) -> None:
    """ai.play never on an item: its free ability is not used."""
    sets = [homebrew(tmp_path, wishbone={"play": "never"})]
    game = table(sets, hands={"p1": []}, items={"p1": ["wishbone"]})
    assert not answer(game).startswith("activate:")


def test_play_whenever_uses_an_ability_that_costs(tmp_path: Path) -> None:
    """ai.play whenever on an item: the bot pays for its ability."""
    sets = [homebrew(tmp_path, **{"coin-press": {"play": "whenever"}})]
    game = table(sets, hands={"p1": []}, items={"p1": ["coin-press"]})
    assert answer(game).startswith("activate:coin-press")


# ---------------------------------------------------------------------------- target hints
@pytest.mark.parametrize("hint,expected", [
    ("self", {"target:p1"}),
    ("leader", {"target:p2"}),  # p2 has a soul
    ("weakest", {"target:p3"}),  # p3 has 1 health left; the monsters 5 and 3
    ("opponent", {"target:p2", "target:p3", "target:p4"}),
])
def test_target_hint_picks_the_target(tmp_path: Path, hint: str, expected: set[str]) -> None:
    """ai.target: self, the leader (most souls), the weakest (least health), an opponent."""
    sets = [homebrew(tmp_path, **{"sharp-pebble": {"target": hint}})]
    game = table(sets, hands={"p1": ["sharp-pebble"]}, souls={"p2": ["monstro"]},
                 damage={"p3": 1})
    assert played_target(game) in expected


# ---------------------------------------------------------------------------- value hints
def _decision(game: Game, kind: str, prompt: str, options: list[str], why: str,
              **extra: Any) -> Decision:
    return Decision("p1", kind, prompt, [Option(o) for o in options], context={"why": why},
                    **extra)


@pytest.mark.parametrize("value,discarded", [(None, "a-penny"), (0, "lucky-clover"),
                                             (10, "a-penny")])
def test_value_hint_decides_what_is_discarded(tmp_path: Path, value: int | None,
                                              discarded: str) -> None:
    """ai.value: the lowest-valued card goes first; unhinted cards count 5, in hand order."""
    hints = {} if value is None else {"lucky-clover": {"value": value}}
    game = table([homebrew(tmp_path, **hints)], hands={"p1": ["a-penny", "lucky-clover"]})
    cards = [f"card:{o.id}" for o in game.zones["p1.hand"].objects]
    bot = HeuristicBot("p1", game)
    one = bot.choose(_decision(game, CHOOSE, "Discard a loot card", cards, "discard"), {})
    many = bot.choose(_decision(game, CHOOSE_MANY, "Hand limit: discard a loot card", cards,
                                "discard", minimum=1, maximum=1), {})
    assert one.startswith(f"card:{discarded}#") and many == [one]


@pytest.mark.parametrize("value,bought", [(None, "buy:shop.1"), (9, "buy:shop.2")])
def test_value_hint_decides_what_is_bought(tmp_path: Path, value: int | None,
                                           bought: str) -> None:
    """ai.value: the bot buys the highest-valued shop item it can afford (else the first)."""
    hints = {} if value is None else {"wishbone": {"value": value}}
    game = table([homebrew(tmp_path, **hints)], hands={"p1": []},
                 shop={"shop.1": "the-battery", "shop.2": "wishbone"})
    game.players["p1"].counters["cents"] = 20
    offer = ["buy:shop.1", "buy:shop.2", "buy:treasure.deck"]
    assert HeuristicBot("p1", game).choose(
        _decision(game, CHOOSE, "Choose what to buy", offer, "purchase"), {}) == bought


# ---------------------------------------------------------------------------- the base game
# (winner, turns, decisions) of 4-player heuristic games of the base cards, recorded before
# the bots learnt about new cards and hints: they must still play exactly the same way (seed
# 0 re-recorded when "each player" came to include the dead, FS 10.11.7: 2215 -> 2219, and
# when shop items became items in play, FS 1.7.1: 2219 -> 2310; both re-recorded when the bot
# learnt that a lost fight costs a death, so it no longer attacks bosses on long odds; seed 0
# and 2 again when every card came to list its targets in one order, players first, #11;
# seed 2 again when the bot stopped playing XX. Judgement while it has the most souls, seed 0
# when it learnt to hand Daddy Haunt to the tied leader who acts last, and when it came to
# use a $ ability at most three times a turn, and seed 0 when it came to play by the stops a
# person has at the default level, #33: it passes between an attack's rolls unless a die roll
# or its own harm is on the stack; both again, same winners and turns, fewer decisions, when a
# declaration's priority round came to be opened once (FS 8.2: 2370 -> 2345, 1815 -> 1810)
# and an attack owed at once came to be declared without a question (FS 6.9.1 b: -> 2343));
# seed 2 re-recorded when the bot learnt table sense (#36, table_sense.py): it works against a
# rival's attack on its winning soul, weighs a fight when wounded to 1-2 health against what
# the death penalty takes (FS 7.7.4; seed 2: p1, wounded at turn 12, declines a second attack
# and p2 wins at turn 67) and spares a rival a soul from winning its kindness; seed 0 as before;
# both again, same winners and turns, fewer decisions, when the active player's death in their
# own attack came to end the action phase with the attack's last round (FS 7.7.5-7.7.6:
# 2343 -> 2310, 2491 -> 2463)
BASE_GAMES = {0: (["p3"], 40, 2310), 2: (["p2"], 67, 2463)}


@pytest.mark.parametrize("seed", sorted(BASE_GAMES))
def test_base_game_bot_results_are_unchanged(seed: int) -> None:
    """The bot treats the game's own cards as it always did: same seed, same game."""
    game = shared_registry().new_game("four-souls", players=4, seed=seed)
    bots = {s: HeuristicBot(s, game) for s in game.seats}
    made = 0
    while not game.over:
        for decision in game.pending:
            game.answer(decision.player,
                        bots[decision.player].choose(decision, LazyView(game, decision.player)))
            made += 1
    assert ((game.result or {}).get("winners"), game.turn, made) == BASE_GAMES[seed]


def test_the_heuristic_bot_plays_an_ambush_loot_it_can_beat(registry) -> None:
    # FS 9.10.3: the bot plays an Ambush loot on its own turn when the fight is likely won
    from deckwright.plugins.four_souls import bots

    game = registry.new_game("four-souls", players=2, seed=1,
                             sets=("tests/four_souls/rules_cards",),
                             setup={"hands": {"p1": ["sneaky-mimic"], "p2": []},
                                    "start": "action", "first": "p1"})
    bot = bots.HeuristicBot("p1", game)
    mimic = game.zones["p1.hand"].objects[0]
    assert bot.ambush_odds(game.card("sneaky-mimic")) > 0.5
    assert bot.wants_to_play(mimic.id)


def test_the_heuristic_bot_attacks_players_when_a_room_lets_it(registry) -> None:
    # FS 6.10.2: with Battle Royale (evasion 3) in play the bot attacks players
    from deckwright.kernel.agents import play_out
    from deckwright.plugins.four_souls import bots

    attacks_on_players = 0
    for seed in range(2):
        game = registry.new_game("four-souls", players=3, seed=seed, sets=("requiem",),
                                 setup={"rooms": {"room.1": "battle-royale-3"}},
                                 options={"max_turns": 25})
        play_out(game, {s: bots.HeuristicBot(s, game) for s in game.seats}, 200_000)
        attacks_on_players += sum(1 for _, kind, data in game.history
                                  if kind == "attack-target" and data.get("target") in game.players)
    assert attacks_on_players > 0


def test_bot_does_not_pay_health_down_to_its_last_point() -> None:
    # FS 10.16: paying health is not damage, but a player at 1 health dies to the next wound;
    # a bot that paid Devil Beggar every turn at 2 health died every turn (a 1000-turn stall)
    def offer() -> Any:
        game = shared_registry().new_game(
            "four-souls", players=2, seed=1, sets=["requiem"],
            setup={"start": "action", "first": "p1", "characters": {"p1": "isaac", "p2": "cain"},
                   "rooms": {"room.1": "devil-beggar"}, "bonus": [],
                   "hands": {"p1": [], "p2": []}})
        beggar = [o for o in game.pending[0].option_ids() if o.startswith("activate:devil-beggar")]
        assert beggar, game.pending[0].option_ids()
        return answer(game), beggar[0]
    chosen, beggar = offer()
    assert chosen != beggar   # Isaac has 2 health: 1 left after paying is too few


def test_bot_votes_on_words_it_cannot_weigh_by_a_seeded_coin() -> None:
    # FS 10.19: The Scourge's vote; always "whip" (the first option) prevented every hit, so a
    # lone attacker never ended the attack (200,000 decisions, a heuristic-bot game)
    picks = set()
    for seed in range(8):
        game = table([], seed=seed)
        vote = Decision("p1", CHOOSE, "The Scourge: whip or whiff?",
                        [Option("whip", "Whip"), Option("whiff", "Whiff")], context={"why": "vote"})
        picks.add(HeuristicBot("p1", game).choose(vote, LazyView(game, "p1")))
    assert picks == {"whip", "whiff"}


def _room_choice(room: str) -> str:
    """What the bot answers in the room step (FS 3.4 step 3) with ``room`` in the slot."""
    game = shared_registry().new_game(
        "four-souls", players=2, seed=1, sets=["requiem"],
        setup={"start": "action", "first": "p1", "characters": {"p1": "isaac", "p2": "cain"},
               "rooms": {"room.1": room}, "bonus": [], "hands": {"p1": [], "p2": []}})
    obj = game.zones["room.1"].objects[-1]
    offer = Decision("p1", CHOOSE, f"Discard the room {room}?",
                     [Option("keep", "keep it"), Option("discard", "discard it")],
                     context={"why": "room", "room": obj.id})
    return str(HeuristicBot("p1", game).choose(offer, LazyView(game, "p1")))


def test_bot_discards_a_room_that_bars_it_from_gaining_souls() -> None:
    # FS 3.4 step 3, FS 11.1: kept, All Hallow's Eve ("players can't gain souls") made a
    # two-player Requiem game endless (seed 37: no soul anyone could keep after turn 60)
    assert _room_choice("all-hallows-eve") == "discard"


def test_bot_keeps_a_room_that_does_it_no_harm() -> None:
    # FS 3.4 step 3: discarding is the active player's option, not a duty
    assert _room_choice("blessing-of-greed") == "keep"


def test_two_player_requiem_game_under_all_hallows_eve_is_won_by_souls() -> None:
    # FS 11.1: in seed 37 All Hallow's Eve enters the room slot early; kept, it ran past 400 turns
    game = shared_registry().new_game("four-souls", players=2, seed=37, sets=["requiem"],
                                      options={"max_turns": 200})
    bots = {s: HeuristicBot(s, game) for s in game.seats}
    rooms = set()
    while not game.over:
        for decision in game.pending:
            game.answer(decision.player,
                        bots[decision.player].choose(decision, LazyView(game, decision.player)))
            rooms.update(o.card for o in game.zones["room.1"].objects)
    assert "all-hallows-eve" in rooms
    assert (game.result or {}).get("reason") == "souls"


def test_the_bot_attacks_the_deck_rather_than_a_boss_it_will_almost_surely_lose_to(
        registry) -> None:
    # FS 7.4: a lost fight is a death; attacking a boss on long odds every turn stalled
    # six-player games for 1000 turns (Four Souls+/Gold Box run, seeds 19 and 216)
    game = table([], hands={"p1": []}, monsters={"monster.1": "monstro"})  # a boss: 1 soul
    bot = HeuristicBot("p1", game)
    bot.kill_chance = lambda monster, evasion=None: 0.1  # type: ignore[method-assign]
    slot = "monster.1"
    assert bot.attack_value(slot) < bot.attack_value("monster.deck")
    bot.kill_chance = lambda monster, evasion=None: 0.6  # type: ignore[method-assign]
    assert bot.attack_value(slot) > bot.attack_value("monster.deck")


@pytest.mark.parametrize("rolled,answer", [(6, "no"), (1, "yes")])
def test_the_bot_keeps_an_attack_roll_that_already_hits(rolled: int, answer: str) -> None:
    # FS 6.5.2: a 6 against evasion 6 hits; rerolling it (Isaac's Blessing) threw the hit away
    # and looped for ever (Four Souls+/Gold Box run, 4 players, seed 187)
    game = shared_registry().new_game("four-souls", players=2, seed=1, sets=["requiem"], setup={
        "start": "action", "first": "p1", "rooms": "none", "bonus": [],
        "characters": {"p1": "isaac", "p2": "cain"}, "hands": {"p1": [], "p2": []},
        "items": {"p1": ["isaacs-blessing"]},
        "monsters": {"monster.1": "charmed-greedling", "monster.2": "gurdy"}, "rolls": [rolled]})
    game.answer("p1", "attack")
    for _ in range(20):
        decision = game.pending[0]
        if decision.kind == CONFIRM:
            assert HeuristicBot(decision.player, game).choose(
                decision, LazyView(game, decision.player)) == answer
            return
        ids = decision.option_ids()
        game.answer(decision.player, "attack:monster.1" if "attack:monster.1" in ids
                    else "pass" if "pass" in ids else ids[0])
    raise AssertionError("Isaac's Blessing never offered its reroll")


@pytest.mark.parametrize("souls,plays", [
    ({"p1": ["chub"], "p2": ["pin"]}, False),   # tied for the most: it would lose one too
    ({"p1": ["chub"], "p2": ["pin", "famine"]}, True),
    ({}, False),                                # nobody has a soul to lose
])
def test_the_bot_plays_judgement_only_when_it_is_not_among_the_most_souls(
        souls: dict[str, list[str]], plays: bool) -> None:
    # XX. Judgement: the player(s) with the most souls destroy one (four bots tied at 2 souls
    # played it on themselves every few dozen turns, and no game of 1000 turns was won)
    game = table([], hands={"p1": ["xx-judgement"]}, souls=souls)
    judgement = game.zones["p1.hand"].objects[0].id
    assert HeuristicBot("p1", game).wants_to_play(judgement) is plays


def test_a_burden_goes_to_the_tied_leader_whose_turn_is_furthest_off() -> None:
    # Daddy Haunt handed on at a death (R-117): to the leader; among tied leaders, to the one
    # who acts last, so the players about to act are spared it (handed to the next player it
    # killed each player in turn at their loot step under Laser Eye!, for 800 turns)
    game = table([], souls={"p2": ["chub"], "p3": ["pin"], "p4": ["famine"]})
    bot = HeuristicBot("p1", game)
    offer = ["p2", "p3", "p4"]
    decision = _decision(game, CHOOSE, "Give it to whom?", offer, "")
    assert game.active == "p1"
    assert bot.choose(decision, {}) == "p4"


def test_the_bot_never_buys_a_burden() -> None:
    # Daddy Haunt (ai.value 1) bought as the only shop item it could afford locked a game of
    # two bots under Laser Eye!: the top of the treasure deck is bought instead (FS 8.2)
    game = table([], hands={"p1": []}, shop={"shop.1": "daddy-haunt", "shop.2": "the-battery"})
    game.players["p1"].counters["cents"] = 20
    offer = ["buy:shop.1", "buy:treasure.deck"]
    assert HeuristicBot("p1", game).choose(
        _decision(game, CHOOSE, "Choose what to buy", offer, "purchase"), {}) == \
        "buy:treasure.deck"


def test_bot_discards_laser_eye_when_it_may() -> None:
    # FS 3.4 step 3: Laser Eye! (ai.value 1, a burden to every looter) is discarded at the
    # first room step that allows it; kept, with Daddy Haunt it killed each player at their
    # loot step (two-player Requiem seed 7, to the 1000-turn limit)
    assert _room_choice("laser-eye") == "discard"


def test_the_bot_uses_a_paid_ability_at_most_three_times_a_turn() -> None:
    # Portable Slot Machine with Shiny Rock pays for itself: a bot that always spins again
    # never ends its turn (Four Souls+/Gold Box, 4 players, seed 169: 200,000 decisions)
    game = table([], hands={"p1": []}, items={"p1": ["portable-slot-machine"]})
    game.players["p1"].counters["cents"] = 50
    bot = HeuristicBot("p1", game)
    slot = next(o for o in game.pending[0].option_ids()
                if o.startswith("activate:portable-slot-machine"))
    uses = 0
    while bot.wants_to_activate(slot) and uses < 10:
        bot.act(slot)
        uses += 1
    assert uses == bots.PAID_USES_PER_TURN == 3
    game.turn += 1  # a new turn: the machine may be used again
    assert bot.wants_to_activate(slot)


def test_the_random_bot_uses_an_ability_at_most_three_times_a_turn() -> None:
    # a random bot recharging Portable Slot Machine with Incubus stacked 300 items and never
    # ended its turn (base game, 2 random bots, seed 71)
    from deckwright.plugins.four_souls.bots import RandomBot

    game = table([], hands={"p1": []}, items={"p1": ["portable-slot-machine"]})
    game.players["p1"].counters["cents"] = 50
    bot = RandomBot("p1", game)
    decision = game.pending[0]
    slot = next(o for o in decision.option_ids() if o.startswith("activate:portable-slot"))
    picks = [bot.choose(decision, LazyView(game, "p1")) for _ in range(60)]
    assert picks.count(slot) == bots.PAID_USES_PER_TURN


def test_a_card_to_take_on_is_picked_by_value_never_a_burden() -> None:
    # Glitch's choice of a shop item's abilities: Daddy Haunt (ai.value 1) was taken on every
    # turn, being first on offer, and its holder died each loot step (six players, seed 151)
    game = table([], hands={"p1": []}, shop={"shop.1": "daddy-haunt", "shop.2": "the-battery"})
    haunt, battery = (game.zones[f"shop.{n}"].objects[-1].id for n in (1, 2))
    decision = Decision("p1", CHOOSE, "Glitch: which shop item's abilities?",
                        [Option(haunt), Option(battery)])
    assert HeuristicBot("p1", game).choose(decision, {}) == battery
