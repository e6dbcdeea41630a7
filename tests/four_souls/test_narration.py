"""What a person at the table is told (#11): each event in the game's words, masked for the
reader, shown between decisions and by `log`."""

from __future__ import annotations

from click.testing import CliRunner

from deckwright.cli.main import cli
from deckwright.kernel.game import Game
from tests.conftest import shared_registry
from tests.four_souls.test_table_menus import SEED_77

TABLE = {"start": "action", "first": "p1", "characters": {"p1": "lazarus", "p2": "lazarus"},
         "monsters": {"monster.1": "gurdy", "monster.2": "monstro"}, "rooms": "none",
         "bonus": []}


def table(**setup: object) -> Game:
    return shared_registry().new_game("four-souls", players=2, seed=1,
                                      setup={**TABLE, **setup})


def answer_all(game: Game, *answers: str) -> None:
    for value in answers:
        game.answer(game.pending[0].player, value)


def attack_gurdy(game: Game) -> list[str]:
    """p1 attacks Gurdy, everyone passes until the stack is empty; what p1 was told."""
    mark = game.history[-1]
    answer_all(game, "attack", "attack:monster.1")
    while game.pending and game.pending[0].kind == "priority" and game.stack:
        game.answer(game.pending[0].player, "pass")
    return game.tell(game.history_since(mark), "p1")


def test_an_attack_is_told_with_its_roll_and_the_damage() -> None:  # FS 6.3-6.6
    told = attack_gurdy(table(hands={"p1": [], "p2": []}, rolls=[2]))
    assert "p1 (Lazarus) attacks Gurdy" in told
    assert "p1 (Lazarus) rolls 2 to attack: misses" in told
    assert "Gurdy deals 1 damage to p1 (Lazarus)" in told


def test_an_attack_roll_changed_by_an_item_is_told_as_the_die_and_the_sum() -> None:
    # FS 5.2: a roll's modifiers apply as it resolves; the table says the die and the bonus
    told = attack_gurdy(table(hands={"p1": [], "p2": []}, items={"p1": ["meat"]}, rolls=[4]))
    assert "p1 (Lazarus) rolls 4 +1 = 5 to attack: hits" in told


def test_the_blow_that_wins_the_game_is_told_before_the_result() -> None:
    # FS 11.2: the fourth soul ends the game at once; the player still reads how it came
    answers = "\n".join(["attack", "attack:monster.1"] + ["pass"] * 12) + "\n"
    setup = "tests/four_souls/scenarios/narration-last-blow.yaml"
    result = CliRunner().invoke(cli, ["play", "four-souls", "--setup", setup, "--bots", "1"],
                                input=answers)
    out = result.output
    assert "p1 (Lazarus) wins" in out, out[-1500:]
    assert out.index("Gurdy dies") < out.index("p1 (Lazarus) wins")


def test_a_loot_draw_is_told_without_naming_the_card_to_others() -> None:  # FS 12.2
    game = table(hands={"p1": [], "p2": []}, top={"loot.deck": ["bomb"]})
    mark = game.history[-1]
    answer_all(game, "end-turn")
    while game.pending and game.active == "p1":
        game.answer(game.pending[0].player, "pass")
    told = game.tell(game.history_since(mark), "p1")
    assert "— p2 (Lazarus)'s turn —" in told
    assert "p2 (Lazarus) loots 1" in told
    assert not any("Bomb" in line for line in told)


def test_play_tells_what_happened_between_decisions_and_log_repeats_it() -> None:
    answers = "\n".join(["1"] * 60 + ["log"] + ["1"] * 20 + ["quit"]) + "\n"
    result = CliRunner().invoke(cli, ["play", "four-souls", "--players", "2", "--bots", "1",
                                      "--seed", "5"], input=answers)
    out = result.output
    assert "— p2 (The Forgotten)'s turn —" in out
    assert "p2 (The Forgotten) attacks" in out and "to attack: " in out
    assert "move object=" not in out   # engine events only with 'log events'


def test_pass_says_what_it_does() -> None:  # FS 4.3: all pass, the top resolves
    game = table(hands={"p1": [], "p2": []})
    first = game.pending[0].options[0]
    assert first.id == "pass" and first.label.startswith("Pass — ends your action phase")
    game = table(hands={"p1": ["bomb"], "p2": []}, rolls=[2])  # a bomb: p1 may respond
    answer_all(game, "attack", "pass", "attack:monster.1")
    decision = game.pending[0]
    assert decision.player == "p1" and game.stack
    assert decision.options[0].label == \
        f"Pass — when all pass, this resolves: {game.stack[-1].label}"


def test_pass_between_an_attacks_rolls_says_the_attack_goes_on() -> None:  # FS 6.5
    # a pass here only let the next attack roll come, but said it ended the action phase
    game = table(characters={"p1": "cain", "p2": "lazarus"}, hands={"p1": [], "p2": []},
                 rolls=[2, 2])  # Cain's Sleight of Hand may be used at any window
    answer_all(game, "attack", "pass", "attack:monster.1")
    while game.stack or game.pending[0].player != "p1":
        decision = game.pending[0]
        game.answer(decision.player, "pass")
    decision = game.pending[0]
    assert decision.kind == "priority" and "attack" not in decision.option_ids()
    assert decision.options[0].label == "Pass — the attack goes on (its next roll)"
    window = game.rules.priority_window(game, "p1", game.windows)
    # Sleight of Hand between the rolls: a stop only at the level 'every' (#33 item 3)
    assert [game.rules.window_matters(game, window, level)
            for level in ("few", "normal", "every")] == [False, False, True]


def test_a_look_at_the_top_card_names_the_card_in_the_question() -> None:  # FS 12.2
    game = shared_registry().new_game("four-souls", players=2, seed=1, setup={
        **TABLE, "first": "p2", "hands": {"p1": [], "p2": []}, "items": {"p1": ["cains-eye"]},
        "top": {"loot.deck": ["a-dime"]}})
    answer_all(game, "end-turn")
    decision = game.pending[0]
    assert decision.player == "p1" and decision.kind == "confirm"
    assert decision.prompt == "The top loot card is A Dime!!: put it on the bottom?"



def test_a_stack_line_says_a_triggers_condition_once() -> None:  # FS 4.3
    from deckwright.plugins.four_souls.render import stack_line

    game = table(hands={"p1": [], "p2": []})
    item = game.new_stack_item("ability", "p1", "Famine: when this dies", card="famine")
    line = stack_line(game, item)
    assert line == f"Famine: {game.card('famine').text}"
    assert line.lower().count("when this dies") == 1


def test_the_rest_of_a_death_on_the_stack_says_what_it_does() -> None:  # FS 7.6
    from deckwright.plugins.four_souls.render import stack_line

    game = table(hands={"p1": [], "p2": []})
    item = game.new_stack_item("death-step", "p1", "death: soul", resolver="death-step",
                               data={"step": "soul"})
    game.push(item)
    assert stack_line(game, item) == "the rest of a death: the soul is gained"
    assert game.rules.pass_label(game, "p1") == \
        "Pass — when all pass, this resolves: the rest of a death: the soul is gained"


def test_a_barter_is_told_once() -> None:  # FS 12.1
    from deckwright.plugins.four_souls import barter

    game = table(hands={"p1": [], "p2": []}, counters={"p1.cents": 5})
    mark = game.history[-1]
    answer_all(game, barter.ACTION, "player:p2", 2, barter.ACCEPT)
    told = game.tell(game.history_since(mark), "p1")
    assert [line for line in told if "2¢" in line] == [
        "p1 (Lazarus) gives 2¢ to p2 (Lazarus) (barter)"]


def test_a_card_milled_from_a_deck_is_named() -> None:  # FS 1.4 (discard piles are public)
    game = table(first="p2", characters={"p1": "eve", "p2": "lazarus"},
                 hands={"p1": [], "p2": []}, top={"loot.deck": ["bomb"]})
    mark = game.history[-1]
    game.answer("p2", "end-turn")
    for _ in range(20):
        decision = game.pending[0]
        if decision.player == "p1" and "loot" in decision.option_ids():
            game.answer("p1", "loot")
            break
        game.answer(decision.player, "pass")
    told = game.tell(game.history_since(mark), "p2")
    assert "Bomb! goes from the loot deck to its discard pile" in told


def test_combat_damage_on_the_stack_shows_its_amount() -> None:  # FS 6.6
    from deckwright.plugins.four_souls import render

    # Cain's Sleight of Hand may answer at any window, so the windows stay open
    game = table(characters={"p1": "lazarus", "p2": "cain"}, hands={"p1": [], "p2": []},
                 rolls=[2])
    answer_all(game, "attack", "pass", "attack:monster.1")
    while game.pending and not any(i.kind == "damage" for i in game.stack):
        game.answer(game.pending[0].player, "pass")
    item = next(i for i in game.stack if i.kind == "damage")
    assert render.stack_line(game, item) == "combat damage to p1 (Lazarus): 1 (Gurdy's attack)"


def test_a_skipped_turn_is_told_when_it_is_set_and_when_it_comes() -> None:  # FS 3.5 (Famine)
    from deckwright.plugins.four_souls import narration

    game = table(hands={"p1": [], "p2": []})
    assert narration.narrate(game, "flag", {"target": "p2", "name": "skips", "value": 1}) == \
        "p2 (Lazarus) will skip their next turn"
    game.data["skips"]["p2"] = 1
    mark = game.history[-1]
    answer_all(game, "end-turn")
    told = game.tell(game.history_since(mark), "p1")
    assert "p2 (Lazarus) skips this turn (FS 3.5)" in told
    assert game.active == "p1"


def test_an_ability_used_on_a_target_names_it() -> None:  # FS 9.3 (targets chosen at once)
    game = table(hands={"p1": [], "p2": []}, items={"p1": ["the-d20", "the-chest"]},
                 top={"treasure.deck": ["breakfast"]})
    mark = game.history[-1]
    for wanted in ("activate:the-d20#", "target:the-chest#"):
        decision = game.pending[0]
        game.answer(decision.player, next(i for i in decision.option_ids()
                                          if i.startswith(wanted)))
    told = game.tell(game.history_since(mark), "p2")
    assert "p1 (Lazarus) uses The D20 on The Chest" in told


def test_the_winning_soul_is_told_before_the_result() -> None:  # FS 11.2
    # the fourth soul ends the game as it moves: its line must not wait for a later event
    answers = "\n".join(["attack", "attack:monster.1"] + ["pass"] * 12) + "\n"
    setup = "tests/four_souls/scenarios/narration-last-blow.yaml"
    result = CliRunner().invoke(cli, ["play", "four-souls", "--setup", setup, "--bots", "1"],
                                input=answers)
    out = result.output
    assert out.index("p1 (Lazarus) gains the soul of Gurdy") < out.index("p1 (Lazarus) wins")


def test_a_reroll_names_the_roll_not_its_stack_id() -> None:  # FS 5.3 (modify window: a reroll)
    # p1 answers 2 (The D6) and 1 (its only target: p2's attack roll)
    result = CliRunner().invoke(cli, ["play", "four-souls", "--players", "2", "--bots", "1",
                                      "--seed", "77"], input="2\n1\n")
    assert "p1 (Isaac) uses The D6 on p2 (Blue Baby)'s roll: 3 (attack roll)" in result.output


def test_a_card_that_fills_a_slot_is_told() -> None:  # FS 1.8.3 (an empty slot is refilled)
    # the seed-77 game of #33's first reproduction, to its first purchase
    answers = SEED_77[:SEED_77.index("buy:shop.1") + 1]
    result = CliRunner().invoke(cli, ["play", "four-souls", "--players", "2", "--bots", "1",
                                      "--seed", "77"], input="\n".join(answers) + "\n")
    out = result.output
    assert "Dank Globin is revealed in monster slot 1" in out
    assert "Smelter is revealed in shop slot 1" in out


def test_a_turn_ends_with_everyone_healed() -> None:  # FS 3.4 step 4, 7.3.3
    game = table(hands={"p1": [], "p2": []}, damage={"p1": 1})
    mark = game.history[-1]
    answer_all(game, "end-turn")
    told = game.tell(game.history_since(mark), "p1")
    assert "p1 (Lazarus)'s turn ends" in told
    assert "everyone heals to full" in told


def test_the_end_of_turn_heal_is_told_after_the_end_of_turn_triggers() -> None:  # FS 3.4
    # The D6 recharges "at the end of your turn": a trigger of step 2, before the heal of
    # step 4; a damaged player and a damaged monster heal, told once
    game = table(hands={"p1": [], "p2": []}, items={"p1": ["the-d6"]}, tapped=["the-d6"],
                 damage={"p1": 1, "p2": 1, "gurdy": 1})
    mark = game.history[-1]
    answer_all(game, "end-turn")
    while game.pending and game.active == "p1":
        game.answer(game.pending[0].player, "pass")
    told = game.tell(game.history_since(mark), "p1")
    assert told.count("everyone heals to full") == 1
    assert told.index("p1 (Lazarus)'s turn ends") < told.index("The D6 is recharged") < \
        told.index("everyone heals to full")
