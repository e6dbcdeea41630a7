"""What a person at a Munchkin table is told (#11): each event in the game's words, masked
for the reader; the brief between decisions; menus that fit a screen."""

from __future__ import annotations

import re

from deckwright.kernel.agents import LazyView, ask_agent, make_agent
from deckwright.kernel.decisions import CHOOSE_MANY, PRIORITY
from deckwright.kernel.game import Game
from tests.conftest import shared_registry


def table(options: dict[str, object] | None = None, **setup: object) -> Game:
    """Three players, p1 active, no creation: the scenarios' table."""
    return shared_registry().new_game("munchkin", players=3, seed=1, options=options or {},
                                      setup=dict(setup))


def pick(game: Game, *prefixes: str) -> None:
    """Answer the pending question with the first option starting with one of ``prefixes``
    (tried in order)."""
    decision = game.pending[0]
    for prefix in prefixes:
        for option in decision.option_ids():
            if option.startswith(prefix):
                game.answer(decision.player, option)
                return
    raise AssertionError(f"none of {prefixes} in {decision.option_ids()}")


def pass_until(game: Game, wanted: str, limit: int = 40) -> None:
    """Everyone passes until an option starting with ``wanted`` is offered."""
    for _ in range(limit):
        decision = game.pending[0]
        if any(o.startswith(wanted) for o in decision.option_ids()):
            return
        game.answer(decision.player, "pass")
    raise AssertionError(f"{wanted} never offered")


def told(game: Game, viewer: str | None = "p1") -> list[str]:
    """Everything said so far, as ``viewer`` reads it."""
    return game.tell(list(game.history), viewer)


def test_a_kicked_door_is_named_and_the_fight_shows_both_strengths() -> None:  # MK 3.5, 4.2
    game = table(levels={"p1": 2}, top={"door.deck": ["bigfoot"]})
    game.answer("p1", "pass")  # P0 over: the door is kicked
    lines = told(game)
    assert "p1 kicks open the door: Bigfoot (monster)" in lines
    assert "COMBAT: p1 fights Bigfoot (level 12)" in lines
    assert "strength: p1's side 2 against the monsters' 12" in lines


def test_running_away_tells_the_roll_its_bonus_and_the_verdict() -> None:  # MK 4.12
    game = table(top={"door.deck": ["bigfoot"]}, rolls=[3])
    game.answer("p1", "pass")
    pass_until(game, "run")
    pick(game, "run")
    lines = told(game)
    assert "p1 cannot win (1 against 12) and runs away" in lines
    assert "p1 rolls 3 to run from Bigfoot (needs 5): caught" in lines
    assert "Bigfoot catches p1: Bad Stuff!" in lines


def test_a_level_lost_below_1_is_told_as_no_loss() -> None:  # MK 5.3
    game = table(top={"door.deck": ["face-sucker"]}, rolls=[1])  # Bad Stuff: lose a level
    game.answer("p1", "pass")
    pass_until(game, "run")
    pick(game, "run")
    assert "p1 is at level 1 and cannot lose a level" in told(game)


def test_a_run_roll_with_a_bonus_shows_the_sum() -> None:  # MK 4.12, 6.5 (Elf +1)
    game = table(table={"p1": ["elf"]}, top={"door.deck": ["bigfoot"]}, rolls=[4])
    game.answer("p1", "pass")
    pass_until(game, "run")
    pick(game, "run")
    assert "p1 rolls 4 + 1 = 5 to run from Bigfoot (needs 5): escapes" in told(game)


def test_a_theft_roll_is_told_with_its_value() -> None:  # MK 7.14
    game = table(table={"p1": ["thief"], "p2": ["leather-armor"]},
                 hands={"p1": ["maul-rat"]}, rolls=[5])
    pick(game, "activate:thief")
    while game.pending and game.pending[0].kind != PRIORITY:
        pick(game, "target:", "card:")
    lines = told(game)
    assert "p1 rolls 5 to steal (needs 4): succeeds" in lines
    assert "p1 takes Leather Armor from p2's table (take)" in lines


def test_a_theft_names_what_it_tries_to_take() -> None:  # MK 7.14: a failed one too
    game = table(table={"p1": ["thief"], "p2": ["leather-armor"]},
                 hands={"p1": ["maul-rat"]}, rolls=[2])
    pick(game, "activate:thief")
    while game.pending and game.pending[0].kind != PRIORITY:
        pick(game, "target:", "card:")
    lines = told(game)
    assert ("p1 uses Thief: Theft: discard a card and roll to steal a small item on "
            "Leather Armor (p2)") in lines


def test_the_run_away_die_is_shown_while_it_may_still_be_changed() -> None:  # MK 4.12, 4.23
    game = table(top={"door.deck": ["bigfoot"]}, rolls=[1], hands={"p1": ["loaded-die"]})
    game.answer("p1", "pass")
    pass_until(game, "run")
    pick(game, "run")
    decision = game.pending[0]  # the window after the roll: Loaded Die may change it
    assert decision.option_ids()[1].startswith("play:loaded-die")
    assert decision.options[0].label == "Pass — the run-away roll of 1 stands (needs 5): caught"
    assert told(game)[-1] == "p1 rolls 1 to run from Bigfoot (needs 5): caught"


def test_a_run_away_die_changed_by_loaded_die_is_told_again() -> None:  # MK 4.23
    game = table(top={"door.deck": ["bigfoot"]}, rolls=[1], hands={"p1": ["loaded-die"]})
    game.answer("p1", "pass")
    pass_until(game, "run")
    pick(game, "run")
    pick(game, "play:loaded-die")
    game.answer("p1", 6)
    lines = told(game)
    assert "p1 sets the die to 6" in lines
    assert "p1 now has 6 to run from Bigfoot (needs 5): escapes" in lines


def test_a_chicken_on_the_head_shows_in_the_run_away_roll() -> None:  # MK 13.16, 4.12
    game = table(table={"p1": ["curse-chicken-on-your-head"]},
                 top={"door.deck": ["bigfoot"]}, rolls=[5])
    game.answer("p1", "pass")
    pass_until(game, "run")
    pick(game, "run")
    assert "p1 rolls 5 - 1 = 4 to run from Bigfoot (needs 5): caught" in told(game)


def test_the_theft_die_is_shown_while_it_may_still_be_changed() -> None:  # MK 7.14, 4.23
    game = table(table={"p1": ["thief"], "p2": ["leather-armor"]},
                 hands={"p1": ["maul-rat", "loaded-die"]}, rolls=[3])
    pick(game, "activate:thief")
    while game.pending and game.pending[0].kind != PRIORITY:
        pick(game, "target:", "card:maul-rat", "card:")
    decision = game.pending[0]
    assert decision.options[0].label == "Pass — the theft roll of 3 stands (needs 4): fails"
    assert told(game)[-1] == "p1 rolls 3 to steal (needs 4): fails"


def test_a_kill_tells_the_score_the_level_and_hides_drawn_treasure_from_others() -> None:
    # MK 4.4, 4.7: Treasure is drawn face down, so the others learn only how many
    game = table(levels={"p1": 5}, top={"door.deck": ["maul-rat"],
                                        "treasure.deck": ["huge-rock"]})
    game.answer("p1", "pass")
    pass_until(game, "pass")
    while game.pending and cb_open(game):
        game.answer(game.pending[0].player, "pass")
    mine, theirs = told(game, "p1"), told(game, "p2")
    assert "p1 defeats Maul Rat (5 against 1)" in mine
    assert "p1 goes up 1 level for the kill (now 6)" in mine
    assert "p1 draws Huge Rock (Treasure)" in mine
    assert "p1 draws a Treasure card face down" in theirs
    assert not any("Huge Rock" in line for line in theirs)


def cb_open(game: Game) -> bool:
    """Whether a fight is still on."""
    return game.data.get("combat") is not None


def test_a_curse_says_who_played_it_and_whom_it_hits() -> None:  # MK 8.1, 8.5
    game = table(levels={"p2": 3}, hands={"p1": ["curse-lose-1-level"]})
    pick(game, "play:curse-lose-1-level")
    pick(game, "target:p2")
    while game.pending and game.pending[0].player != "p1":
        game.answer(game.pending[0].player, "pass")
    lines = told(game)
    assert "p1 plays Curse! Lose 1 Level on p2" in lines
    assert "Curse! Lose 1 Level hits p2" in lines
    assert "p2 loses 1 level (now 2)" in lines


def test_repeated_lines_are_folded_with_a_count() -> None:  # MK 2.3 (the opening deal)
    game = shared_registry().new_game("munchkin", players=3, seed=7)
    lines = game.tell(list(game.history), "p1")
    assert any(re.fullmatch(r"p\d draws a Door card face down \(×2\)", line)
               for line in lines)


def charity(levels: dict[str, int]) -> Game:
    """p1, at ``levels``, ends its turn with seven cards: the charity question is pending."""
    game = table(options={"turn_limit": 1}, levels=levels,
                 hands={"p1": ["maul-rat", "crabs", "gazebo", "bigfoot", "bullrog"]},
                 top={"door.deck": ["enraged", "lame-goblin"]})
    pass_until(game, "loot")
    pick(game, "loot")
    return game


def test_charity_is_one_answer_naming_every_card() -> None:  # MK 3.10
    game = charity({"p1": 5, "p2": 3, "p3": 2})
    decision = game.pending[0]
    assert decision.kind == CHOOSE_MANY and decision.minimum == decision.maximum == 2
    game.answer("p1", [o for o in decision.option_ids() if "maul-rat" in o or "crabs" in o])
    lines = told(game)
    assert "p1 gives Maul Rat to p3 (charity)" in lines
    assert "p1 gives Crabs to p3 (charity)" in lines


def test_charity_asks_for_cards_to_give_to_the_lowest_level_player() -> None:  # MK 3.10
    game = charity({"p1": 5, "p2": 3, "p3": 2})
    assert game.pending[0].prompt == "Charity: choose 2 cards to give to p3 (lowest level)"


def test_charity_of_the_lowest_level_player_asks_for_cards_to_discard() -> None:  # MK 3.10
    game = charity({"p1": 2, "p2": 3, "p3": 2})
    decision = game.pending[0]
    assert decision.prompt == ("Charity: you are (tied for) the lowest level: choose 2 cards "
                               "to discard")
    game.answer("p1", decision.option_ids()[:decision.minimum])
    assert any(line.endswith("(charity)") and " discards " in line for line in told(game))


def test_table_cards_are_one_grouped_option_for_the_active_player() -> None:  # MK 7.6
    game = table(table={"p1": ["leather-armor", "helm-of-courage", "flaming-armor",
                               "sneaky-bastard-sword"]})
    ids = game.pending[0].option_ids()
    assert "reequip" in ids
    assert not any(o.startswith(("unequip:", "discard:")) for o in ids)


def test_a_wearable_card_in_hand_is_offered_once() -> None:  # MK 7.2, 7.6
    game = table(hands={"p1": ["leather-armor", "staff-of-napalm"]})
    ids = game.pending[0].option_ids()
    assert [o.split("#")[0] for o in ids if "leather-armor" in o] == ["equip:leather-armor"]
    assert [o.split("#")[0] for o in ids if "staff" in o] == ["carry:staff-of-napalm"]


def test_the_brief_shows_your_character_hand_and_the_fight_only() -> None:  # MK 4.5
    game = table(hands={"p1": ["sleep-potion"]}, top={"door.deck": ["bigfoot"]})
    game.answer("p1", "pass")
    brief = game.render_brief("p1")
    assert brief.startswith("You: p1: level 1")
    assert "hand: Sleep Potion" in brief
    assert "COMBAT: p1 = 1" in brief
    assert "p2:" not in brief and "Door deck" not in brief


def test_the_return_from_death_is_told() -> None:  # MK 8.11, 8.12
    game = table(levels={"p2": 3}, dead=["p2"])
    lines = []
    for _ in range(60):
        if not game.pending or any("comes back" in line for line in lines):
            break
        decision = game.pending[0]
        game.answer(decision.player, decision.option_ids()[0] if decision.kind != CHOOSE_MANY
                    else decision.option_ids()[:decision.minimum])
        lines = told(game, "p1")
    assert "p2 comes back to life" in lines


def test_pass_says_what_it_does() -> None:  # MK 3.2-3.5: P0's pass kicks the door
    game = table(levels={"p1": 2}, top={"door.deck": ["bigfoot"]},
                 hands={"p1": ["flaming-armor"]})  # armour to put on: P0 stops p1
    decision = game.pending[0]
    assert decision.player == "p1" and decision.kind == PRIORITY
    assert decision.options[0].label == "Pass — kick open the door"
    game.answer("p1", "pass")
    decision = game.pending[0]  # Bigfoot: everyone may play cards in the fight
    assert decision.kind == PRIORITY
    assert decision.options[0].label == "Pass — when all pass, the fight is decided as it stands"
    assert game.rules.pass_label(game, "p2").startswith("Pass — when all pass")


def test_tidying_your_things_on_anothers_turn_is_no_stop() -> None:  # MK 3.13, 3.4
    # p2 may equip the armour on p1's turn, but that is all p2 could do: tidying, a stop only
    # at the level every
    game = table(levels={"p1": 2}, top={"door.deck": ["bigfoot"]},
                 hands={"p2": ["flaming-armor"]})
    assert game.active == "p1"
    offered = game.rules.priority_actions(game, "p2")
    assert offered and all(a.tidy for a in offered)
    assert any(a.id.startswith("equip:") for a in offered)
    assert not any(a.tidy for a in game.rules.priority_actions(game, "p1"))


def test_another_players_single_card_is_one_card() -> None:  # #11: 'hand: 1 cards'
    game = table(hands={"p2": ["maul-rat"], "p3": ["maul-rat", "crabs"]})
    screen = game.render("p1")
    assert "    hand: 1 card\n" in screen + "\n"
    assert "    hand: 2 cards" in screen


def test_help_for_one_treasure_is_said_in_the_singular() -> None:  # MK 4.7; #11
    game = table(top={"door.deck": ["bigfoot"]})
    game.answer("p1", "pass")
    pass_until(game, "help:p2")
    pick(game, "help:p2")
    decision = game.pending[0]
    assert decision.prompt == "How many of the 3 Treasures do you offer p2?"
    assert [o.label for o in decision.options][:3] == ["0 Treasures", "1 Treasure",
                                                       "2 Treasures"]
    pick(game, "bribe:1")
    pick(game, "accept")
    assert "COMBAT: p1 + p2 (for 1 Treasure) = " in game.render("p1")


def test_wishing_ring_is_not_offered_when_no_curse_strikes_or_lasts() -> None:  # MK 8.4
    game = table(top={"door.deck": ["bigfoot"]}, hands={"p1": ["wishing-ring"]})
    assert not any(o.startswith("play:wishing-ring") for o in game.pending[0].option_ids())


def test_wishing_ring_says_which_lasting_curse_it_would_end() -> None:  # MK 14.20; #11
    game = table(hands={"p1": ["wishing-ring", "flaming-armor"]},
                 table={"p3": ["curse-chicken-on-your-head"]})
    labels = [o.label for o in game.pending[0].options if o.id.startswith("play:")]
    assert labels == ["Play Wishing Ring: end Curse! Chicken on Your Head on p3"]


def test_a_ring_for_another_players_curse_is_no_stop_on_their_turn() -> None:  # MK 14.20; #11
    game = table(levels={"p1": 2}, hands={"p2": ["wishing-ring"]},
                 table={"p3": ["curse-chicken-on-your-head"]}, top={"door.deck": ["bigfoot"]})
    assert game.active == "p1"
    ring = [a for a in game.rules.priority_actions(game, "p2")
            if a.id.startswith("play:wishing-ring")]
    assert ring and all(a.tidy for a in ring)  # offered, but no stop of its own


def test_a_ring_for_your_own_curse_stops_you_on_anothers_turn() -> None:  # MK 14.20; #11
    game = table(levels={"p1": 2}, hands={"p2": ["wishing-ring"]},
                 table={"p2": ["curse-chicken-on-your-head"]}, top={"door.deck": ["bigfoot"]})
    pass_until(game, "play:wishing-ring")
    decision = game.pending[0]
    assert decision.player == "p2" and game.active == "p1"
    ring = [a for a in game.rules.priority_actions(game, "p2")
            if a.id.startswith("play:wishing-ring")]
    assert ring and not any(a.tidy for a in ring)


def test_a_class_ability_is_said_before_its_cost_and_its_bonus() -> None:  # MK 6.6 (Warrior)
    # seed 78, three heuristic bots: p2 goes Berserking against Insurance Salesman; the story
    # told "Warrior: +1 to p2" before "p2 uses Warrior: Berserking"
    registry = shared_registry()
    game = registry.new_game("munchkin", players=3, seed=78, history_kept=100_000)
    factories = registry.agent_factories("munchkin")
    bots = {s: make_agent("heuristic", s, game, factories) for s in game.seats}
    while not any(kind == "bonus" and data.get("card") == "warrior"
                  for _, kind, data in game.history):
        decision = game.pending[0]
        game.answer(decision.player, ask_agent(bots[decision.player], decision,
                                               LazyView(game, decision.player)))
    told = game.tell(list(game.history), None)
    bonus = told.index("  Warrior: +1 to p2")
    assert told[bonus - 2:bonus] == ["p2 uses Warrior: Berserking: discard a card for +1",
                                     "p2 discards Potted Plant"]


def test_a_decided_fight_shows_the_totals_it_was_won_at() -> None:  # MK 4.7, 4.9
    # the level for the kill comes before the Treasure is shared: it counts for no fight
    game = table(levels={"p1": 3, "p2": 6}, top={"door.deck": ["amazon"]})
    game.answer("p1", "pass")
    pass_until(game, "help:p2")
    pick(game, "help:p2")
    pick(game, "bribe:1")
    pick(game, "accept")
    while game.pending and game.pending[0].prompt != "Take a Treasure as agreed (1 to go)":
        game.answer(game.pending[0].player, "pass")
    assert "p1 and p2 defeat Amazon (9 against 8)" in told(game)
    assert "COMBAT: p1 + p2 (for 1 Treasure) = 9  against  Amazon = 8  -> won" in \
        game.render_brief("p2")


def test_a_tie_won_says_why() -> None:  # MK 4.4: a Warrior wins ties
    game = table(levels={"p1": 4}, table={"p1": ["warrior"]}, top={"door.deck": ["undead-horse"]})
    game.answer("p1", "pass")
    while game.pending and cb_open(game) and game.pending[0].kind == PRIORITY:
        game.answer(game.pending[0].player, "pass")
    assert "p1 defeats Undead Horse (4 against 4: p1 wins the tie: Warrior)" in told(game)


def test_bad_stuff_that_does_nothing_says_so() -> None:  # MK 8.7 (Crabs: nothing to lose)
    game = table(top={"door.deck": ["crabs"]})
    game.answer("p1", "pass")
    pass_until(game, "run")
    pick(game, "run")
    lines = told(game)
    assert lines[lines.index("Crabs catches p1: Bad Stuff!") + 1] == \
        "the Bad Stuff of Crabs has no effect on p1"


def test_a_fight_that_would_win_the_game_is_told_while_it_may_be_stopped() -> None:  # MK 5.7
    game = table(levels={"p1": 9}, hands={"p2": ["enraged"]}, top={"door.deck": ["maul-rat"]})
    game.answer("p1", "pass")
    pass_until(game, "play:enraged")
    assert "!! if this stands, p1 reaches level 10 and wins the game" in game.render_brief("p2")
    assert game.pending[0].options[0].label == (
        "Pass — when all pass, p1 wins the fight, reaches level 10 and wins the game")


def test_divine_intervention_gives_a_cleric_a_level_not_for_a_kill() -> None:  # MK 13.14
    game = table(levels={"p2": 3}, table={"p2": ["cleric"]},
                 top={"door.deck": ["elf", "divine-intervention"]})
    pick(game, "keep")
    pick(game, "loot")
    lines = told(game)
    assert "p2 goes up 1 level (now 4)" in lines
    assert not any("for the kill" in line for line in lines)


def test_resurrection_says_a_monster_taken_is_fought() -> None:  # MK 3.5, 13.6 (Cleric)
    game = table(levels={"p1": 2}, table={"p1": ["cleric"]}, hands={"p1": ["crabs"]},
                 exactly={"door.discard": ["pit-bull"]}, top={"door.deck": ["bigfoot"]})
    game.answer("p1", "pass")
    labels = [o.label for o in game.pending[0].options]
    assert "Take Pit Bull as your door: you fight it (level 2)" in labels


def test_cheat_is_shown_once_as_the_mark_of_its_item() -> None:  # MK 7.12
    game = table(hands={"p1": ["cheat", "staff-of-napalm"]}, top={"door.deck": ["bigfoot"]})
    pick(game, "play:cheat")
    while game.pending and game.pending[0].kind != PRIORITY:
        pick(game, "card:staff-of-napalm", "")
    line = next(x for x in game.render("p1").splitlines() if x.startswith("    in play:"))
    assert line == "    in play: Staff of Napalm +5 [Cheat!]"
