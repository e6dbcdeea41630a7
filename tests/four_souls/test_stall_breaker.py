"""The heuristic bot's stall breaker (issue #35): bots that keep to the safe plays must not
freeze a game. A monster that grows on the table is covered with the monster deck's card
(FS 6.3.1: covered cards are out of play; back in play, a new object without counters, FS
1.7.4); a game without progress for a few rounds makes the bot take the fights it declines;
an ability another card gives is used by that card's hint (Widow's spiders)."""

from __future__ import annotations

from typing import Any

from deckwright.kernel.agents import LazyView
from deckwright.kernel.game import Game
from deckwright.plugins.four_souls import table_sense
from deckwright.plugins.four_souls.bots import HeuristicBot
from deckwright.tools.simulation.onegame import play_to_end
from tests.conftest import shared_registry


def table(sets: list[str], **setup: Any) -> Game:
    """Four players at 2 health and 0¢ with empty hands, p1 in its action phase."""
    directives: dict[str, Any] = {
        "start": "action", "first": "p1", "rooms": "none", "bonus": [],
        "characters": {"p1": "isaac", "p2": "cain", "p3": "judas", "p4": "maggy"},
        "hands": {"p1": [], "p2": [], "p3": [], "p4": []},
        "counters": {"p1.cents": 0, "p2.cents": 0, "p3.cents": 0, "p4.cents": 0}, **setup}
    return shared_registry().new_game("four-souls", players=4, seed=1, sets=sets,
                                      setup=directives)


def bot_answer(game: Game, bot: HeuristicBot) -> Any:
    """p1's bot answers its pending decision, and the game takes the answer."""
    decision = game.pending[0]
    assert decision.player == "p1"
    choice = bot.choose(decision, LazyView(game, "p1"))
    game.answer("p1", choice)
    return choice


def test_a_bot_covers_a_monster_that_grows_with_the_monster_decks_card() -> None:
    # FS 6.3.1: the deck's card goes over a slot of the AP's choice; Little Horn (alt) with 5
    # counters deals 5 damage each turn's start, and would kill every player from 8
    game = table(["alt-art", "warp-zone"],
                 monsters={"monster.1": "a-dead-horse", "monster.2": "little-horn-alt"},
                 counters_on={"little-horn-alt": {"counters": 5}}, damage={"p1": 1})
    bot = HeuristicBot("p1", game)
    assert table_sense.clocks(game) == ["monster.2"]
    assert bot_answer(game, bot) == "attack"  # at 1 health: declined without the clock
    while game.pending[0].context.get("why") != "attack":
        game.answer(game.pending[0].player, "pass")  # FS 6.2.2: priority passes round
    assert bot_answer(game, bot) == "attack:monster.deck"
    assert bot_answer(game, bot) == "slot:monster.2"
    assert [o.card for o in game.zones["monster.2.covered"].objects] == ["little-horn-alt"]


def test_a_bot_aims_its_bomb_at_a_monster_that_grows() -> None:
    # FS 7.1: Bomb! deals 1 damage to a monster or a player of its player's choice; Little Horn
    # (alt) with 5 counters is the table's threat, not the leader nor the easiest monster
    game = table(["alt-art", "warp-zone"], monsters={"monster.1": "a-dead-horse",
                                        "monster.2": "little-horn-alt"},
                 counters_on={"little-horn-alt": {"counters": 5}}, hands={
                     "p1": ["bomb"], "p2": [], "p3": [], "p4": []},
                 souls={"p2": ["monstro"]})
    bot = HeuristicBot("p1", game)
    horn = game.zones["monster.2"].objects[-1].id
    bomb = game.zones["p1.hand"].objects[0].id
    assert bot_answer(game, bot) == f"play:{bomb}"
    assert bot_answer(game, bot).split(":")[-1] == horn
    while game.stack:
        game.answer(game.pending[0].player, "pass")
    assert game.objects[horn].counters.get("damage") == 1


def test_a_bot_attacks_the_monster_that_grows_or_covers_it_before_an_easier_fight() -> None:
    # FS 6.2: the attack's target is the attacker's choice; A Dead Horse is the likelier
    # soul, but Little Horn's counters are answered first (an attack on it, or the deck)
    game = table(["alt-art", "warp-zone"], monsters={"monster.1": "a-dead-horse",
                                        "monster.2": "little-horn-alt"},
                 counters_on={"little-horn-alt": {"counters": 5}})
    bot = HeuristicBot("p1", game)
    assert bot.best_attack(["attack:monster.1", "attack:monster.2", "attack:monster.deck"]) \
        in ("attack:monster.2", "attack:monster.deck")
    assert bot.best_attack(["attack:monster.1", "attack:monster.2"]) == "attack:monster.2"


def test_a_card_asking_for_a_slot_gets_the_same_answer_and_a_shop_slot_the_usual() -> None:
    # ctx:choose_slot names slots without "slot:" (Dogma: where The Harbingers go)
    game = table(["alt-art", "warp-zone"],
                 monsters={"monster.1": "a-dead-horse", "monster.2": "little-horn-alt"},
                 counters_on={"little-horn-alt": {"counters": 5}})
    bot = HeuristicBot("p1", game)
    assert bot.cover_slot(["monster.1", "monster.2"]) == "monster.2"
    assert bot.cover_slot(["shop.1", "shop.2"]) is None


def test_a_wounded_bot_declines_a_fight_it_would_lose_until_the_game_stalls() -> None:
    # FS 7.7: a death costs its penalty; after STALL_ROUNDS rounds with no soul gained and no
    # monster gone, the bot fights all the same (no monster deck left: only two bosses)
    game = table([], monsters={"monster.1": "little-horn", "monster.2": "monstro"},
                 damage={"p1": 1}, empty_deck=["monster"])
    for card in list(game.zones["monster.discard"].objects):
        game.move_object(card, "out", "bottom")
    bot = HeuristicBot("p1", game)
    assert not bot.wants_to_attack()
    game.turn += table_sense.STALL_ROUNDS * len(game.seats)  # the same table, rounds later
    assert bot.wants_to_attack()


def test_progress_puts_off_the_stall() -> None:
    game = table([], monsters={"monster.1": "little-horn", "monster.2": "monstro"})
    watch = table_sense.StallWatch()
    assert not watch.stalled(game)
    game.turn += table_sense.STALL_ROUNDS * len(game.seats) - 1
    assert not watch.stalled(game)
    soul = game.zones["monster.deck"].objects[0]
    game.move_object(soul, "p2.souls", "top")  # a soul gained is progress
    game.turn += 1
    assert not watch.stalled(game)


def test_a_bot_uses_the_spider_removal_widow_gives_its_character() -> None:
    # Widow (Summer of Isaac): "each character with a spider counter has ↷: remove a spider
    # counter from this"; its hint (ai.play: early) says to use it
    game = table(["summer-of-isaac"], monsters={"monster.1": "widow-summer",
                                                "monster.2": "monstro"},
                 counters_on={"isaac": {"spider": 3}})
    isaac = game.zones["p1.character"].objects[0]
    assert bot_answer(game, HeuristicBot("p1", game)) == f"activate:{isaac.id}:widow-summer/3"
    while game.stack:
        game.answer(game.pending[0].player, "pass")
    assert game.zones["p1.character"].objects[0].counters["spider"] == 2


def test_widows_spiders_piled_on_a_character_make_widow_a_clock_the_bot_covers() -> None:
    # Widow (Summer of Isaac): the active player rolls once per spider counter on their
    # character at each turn's start, 1-3 a damage. Its spiders on a character are its
    # counters: at 1 health the bot still attacks, the deck's card, to cover Widow (FS 6.3.1)
    # (4 players, --set all, seed 195: 30 spiders killed the active player before it acted)
    game = table(["summer-of-isaac"], monsters={"monster.1": "widow-summer",
                                                "monster.2": "monstro"},
                 counters_on={"cain": {"spider": 3}}, damage={"p1": 1})
    bot = HeuristicBot("p1", game)
    assert table_sense.clocks(game) == ["monster.1"]
    assert bot_answer(game, bot) == "attack"
    while game.pending[0].context.get("why") != "attack":
        game.answer(game.pending[0].player, "pass")  # FS 6.2.2: priority passes round
    assert bot_answer(game, bot) == "attack:monster.deck"
    assert bot_answer(game, bot) == "slot:monster.1"
    assert [o.card for o in game.zones["monster.1.covered"].objects] == ["widow-summer"]


def test_one_spider_on_a_character_is_no_clock_yet() -> None:
    # one roll at 1-3 for a damage cannot kill a player of 2 health
    game = table(["summer-of-isaac"], monsters={"monster.1": "widow-summer",
                                                "monster.2": "monstro"},
                 counters_on={"cain": {"spider": 1}})
    assert table_sense.clocks(game) == []


def stall_seed(seed: int, turns: int) -> Game:
    """A --set all game of four heuristic bots that stalled until the 1000-turn cap (the
    simulation of 00bcd35), played to ``turns`` turns."""
    registry = shared_registry()
    game = registry.new_game("four-souls", players=4, seed=seed, sets=("all",),
                             options={"max_turns": turns})
    factories = registry.agent_factories("four-souls")
    agents = {s: factories["heuristic"](s, game) for s in game.seats}
    play_to_end(game, agents, 200_000)
    return game


def test_an_old_stall_little_horn_killing_everyone_at_each_turn_start_is_won() -> None:
    # 4 players, seed 3: A Dead Horse and Little Horn (alt); from turn 9 its counters killed
    # every player at each turn's start, nobody ever acted and the game hit 1000 turns
    game = stall_seed(3, 60)
    assert (game.result or {}).get("reason") == "souls"


def test_an_old_stall_widows_spiders_killing_the_active_player_is_won() -> None:
    # 4 players, seed 18: the spiders piled up until each turn's rolls killed the active
    # player, turns passed with no decision and the kernel stopped the game as a loop
    game = stall_seed(18, 80)
    assert (game.result or {}).get("reason") == "souls"
