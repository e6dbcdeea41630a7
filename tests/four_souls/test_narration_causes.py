"""What a person at the table is told of causes and outcomes (#33, two play tests): whose card
made a roll and why, what a revealed event does, what happened to a dead monster's soul, what
a look showed to the player who looked (and to nobody else)."""

from __future__ import annotations

from deckwright.kernel.game import Game
from deckwright.plugins.four_souls import narration, render
from tests.conftest import shared_registry
from tests.four_souls.test_narration import TABLE, answer_all, table


def fight(game: Game, target: str) -> list[str]:
    """p1 attacks ``target``; everyone passes until p1's action phase is back; what p1 was told.
    """
    mark = game.history[-1]
    answer_all(game, "attack", target)
    for _ in range(40):
        decision = game.pending[0]
        if decision.player == "p1" and not game.stack and "end-turn" in decision.option_ids():
            break
        ids = decision.option_ids()
        game.answer(decision.player, "pass" if "pass" in ids else ids[0])
    return game.tell(game.history_since(mark), "p1")


def look_at_the_monster_deck(game: Game) -> list[tuple[str, str]]:
    """p1 uses Forever Alone to look at the top card of the monster deck."""
    return [(game.pending[0].player, next(i for i in game.pending[0].option_ids()
                                          if i.startswith("activate:forever-alone#")
                                          and i.endswith(":2"))),
            ("p1", "monster")]


def test_a_look_names_the_card_to_the_player_who_looked_only() -> None:  # FS 12.2
    game = table(hands={"p1": [], "p2": []}, items={"p1": ["forever-alone"]},
                 top={"monster.deck": ["stoney"]})
    mark = game.history[-1]
    for seat, answer in look_at_the_monster_deck(game):
        game.answer(seat, answer)
    entries = game.history_since(mark)
    assert "p1 (Lazarus) looks at Stoney from the top of the monster deck" in \
        game.tell(entries, "p1")
    told_p2 = game.tell(entries, "p2")
    assert "p1 (Lazarus) looks at a card only they see" in told_p2
    assert not any("Stoney" in line for line in told_p2)


def test_a_roll_a_card_makes_off_the_stack_names_the_card() -> None:  # FS 10.3
    # Guppy's Hairball rolls as p1 would take damage: on a 6, 1 of it is prevented
    game = table(hands={"p1": [], "p2": []}, items={"p1": ["guppys-hairball"]},
                 rolls=[2, 6, 2, 3, 1, 2])
    told = fight(game, "attack:monster.1")
    at = told.index("p1 (Lazarus) rolls 6 for Guppy's Hairball")
    assert told[at + 1] == "1 damage to p1 (Lazarus) is prevented"


def test_a_roll_on_the_stack_for_a_card_names_the_card() -> None:  # FS 5.1.4
    # Rag Man: when it dies, after its rewards, roll: on a 1 or a 6 back to the monster deck
    game = table(hands={"p1": [], "p2": []},
                 monsters={"monster.1": "rag-man", "monster.2": "monstro"}, rolls=[6, 6, 1])
    told = fight(game, "attack:monster.1")
    at = told.index("p1 (Lazarus) rolls 1 for Rag Man")
    assert told[at + 1] == "Rag Man goes back on top of the monster deck"
    assert not any("gains the soul" in line for line in told)


def test_a_roll_for_a_card_whose_name_has_brackets_names_the_whole_card() -> None:  # FS 5.1.4
    # Pills! (loot): the roll is for the card, not for "loot" (a play test read "rolls 1 for
    # loot" and, for Gold Chest (version B), "rolls 1 for version B")
    game = table(hands={"p1": ["pills-loot"], "p2": []}, rolls=[1])
    mark = game.history[-1]
    answer_all(game, next(i for i in game.pending[0].option_ids()
                          if i.startswith("play:pills-loot#")))
    for _ in range(20):
        decision = game.pending[0]
        if decision.player == "p1" and not game.stack and "end-turn" in decision.option_ids():
            break
        game.answer(decision.player, "pass")
    assert "p1 (Lazarus) rolls 1 for Pills! (loot)" in game.tell(game.history_since(mark), "p1")


def test_combat_damage_a_monster_prevents_says_so() -> None:  # FS 10.3 (Carrion Queen)
    game = table(hands={"p1": [], "p2": []},
                 monsters={"monster.1": "carrion-queen", "monster.2": "monstro"},
                 rolls=[4, 1, 2])
    told = fight(game, "attack:monster.1")
    at = told.index("p1 (Lazarus) rolls 4 to attack: hits")
    assert told[at + 1] == ("1 damage to Carrion Queen is prevented (Carrion Queen: Attack rolls "
                            "of 4 or 5 deal it no combat damage)")


def test_a_revealed_event_says_what_it_does() -> None:  # FS 1.15.5 (events resolve at once)
    game = table(hands={"p1": [], "p2": []}, top={"monster.deck": ["troll-bombs"]})
    told = fight(game, "attack:monster.deck")
    assert told[:2] == [
        "p1 (Lazarus) declares an attack",
        "Troll Bombs is revealed in monster slot 1: The active player takes 2 damage."]
    assert "Troll Bombs deals 2 damage to p1 (Lazarus)" in told


def test_an_attack_on_the_deck_that_finds_an_unattackable_monster_ends_aloud() -> None:
    # FS 6.3: a monster that cannot be attacked ends the attack on the deck
    game = table(hands={"p1": [], "p2": []}, top={"monster.deck": ["stoney"]})
    told = fight(game, "attack:monster.deck")
    assert told == ["p1 (Lazarus) declares an attack", "Stoney is revealed in monster slot 1",
                    "p1 (Lazarus)'s attack ends: Stoney cannot be attacked"]


def test_a_monster_without_a_soul_is_told_going_to_the_discard_pile() -> None:  # FS 7.6
    game = table(hands={"p1": [], "p2": []},
                 monsters={"monster.1": "pooter", "monster.2": "monstro"}, rolls=[6, 6])
    told = fight(game, "attack:monster.1")
    assert "Pooter goes to the discard pile (it has no soul)" in told
    item = game.new_stack_item("death-step", "p1", "death: soul", resolver="death-step",
                               data={"step": "soul", "card": "pooter"})
    assert render.stack_line(game, item) == \
        "the rest of a death: Pooter goes to the discard pile (it has no soul)"


def test_the_reward_is_told_before_what_it_brings() -> None:  # FS 7.6 steps 3-4
    game = table(hands={"p1": [], "p2": []},
                 monsters={"monster.1": "pooter", "monster.2": "monstro"}, rolls=[6, 6])
    told = fight(game, "attack:monster.1")
    assert told.index("p1 (Lazarus) takes the reward of Pooter") < \
        told.index("p1 (Lazarus) loots 1 from Pooter")


def test_a_roll_on_the_stack_shows_the_bonus_it_will_get() -> None:  # FS 5.2 step 5
    # a bomb in hand: p1 may answer the roll, so it waits on the stack (Meat!: +1 to rolls)
    game = table(hands={"p1": ["bomb"], "p2": []}, items={"p1": ["meat"]}, rolls=[2])
    answer_all(game, "attack", "pass", "attack:monster.1")
    item = game.stack[-1]
    assert item.kind == "roll"
    assert render.stack_line(game, item) == \
        "p1's roll: 2 (attack roll) vs Gurdy (needs 4+); +1 = 3 as it resolves"


def test_combat_damage_on_the_stack_names_a_first_roll_bonus() -> None:  # FS 6.6 (Curved Horn)
    game = table(hands={"p1": [], "p2": []}, items={"p1": ["curved-horn"]})
    item = game.new_stack_item("damage", "p1", "combat damage to Gurdy", resolver="damage",
                               data={"source": "p1", "target": "gurdy", "combat": True,
                                     "first": True, "roll": 5})
    assert render.stack_line(game, item) == \
        "combat damage to Gurdy: 2 (1 +1 for the first attack roll) (p1 (Lazarus)'s attack)"


def test_a_loot_copy_is_told_as_a_copy() -> None:  # FS 10.5.2 (Blank Card)
    game = table(hands={"p1": [], "p2": []})
    assert narration.narrate(game, "stack", {"item": "s9", "label": "copy of Pills!"}) == \
        "a copy of Pills! is put on the stack"
    assert narration.narrate(game, "stack", {"item": "s9", "label": "p1's roll: 3"}) is None


def test_the_wording_of_prevention_a_self_kill_and_an_attack_over() -> None:  # FS 10.3, 6.7.3
    game = table(hands={"p1": [], "p2": []})
    assert narration.narrate(game, "prevented", {"target": "p1", "amount": 2}) == \
        "2 damage to p1 (Lazarus) is prevented"
    assert narration.narrate(game, "kill", {"source": "stoney#1", "target": "stoney#1"}) == \
        "Stoney dies by its own ability"
    assert narration.narrate(game, "fizzle", {"label": "combat damage to Swarm of Flies"}) == \
        "combat damage to Swarm of Flies does nothing (the attack is over)"


def play_out(game: Game, card: str) -> list[str]:
    """p1 plays the loot card ``card`` from hand; everyone passes until p1 may act again; what
    p1 was told."""
    mark = game.history[-1]
    answer_all(game, next(i for i in game.pending[0].option_ids()
                          if i.startswith(f"play:{card}#")))
    for _ in range(20):
        decision = game.pending[0]
        if decision.player == "p1" and not game.stack and "end-turn" in decision.option_ids():
            break
        game.answer(decision.player, "pass")
    return game.tell(game.history_since(mark), "p1")


def test_a_gain_of_cents_names_the_card_it_came_from() -> None:  # FS 1.12.1
    told = play_out(table(hands={"p1": ["3-cents"], "p2": []}), "3-cents")
    assert "p1 (Lazarus) gains 3¢ from 3 Cents!" in told


def test_a_monsters_reward_names_the_monster() -> None:  # FS 7.6 step 3
    game = table(hands={"p1": [], "p2": []},
                 monsters={"monster.1": "pooter", "monster.2": "monstro"}, rolls=[6, 6])
    told = fight(game, "attack:monster.1")
    assert "p1 (Lazarus) loots 1 from Pooter" in told


def test_a_gained_treasure_names_the_card_it_came_from() -> None:  # FS 1.15.1 a
    game = table(hands={"p1": [], "p2": []},
                 monsters={"monster.1": "fat-bat", "monster.2": "monstro"},
                 top={"treasure.deck": ["the-d6"]}, rolls=[6, 6, 6, 6])
    told = fight(game, "attack:monster.1")
    assert "p1 (Lazarus) gains The D6 from Fat Bat" in told


def test_a_counter_is_named_as_the_cards_print_it() -> None:  # FS 10.14
    # cards print "an HP counter", "an AT counter", "an egg counter"
    game = table(hands={"p1": [], "p2": []})
    assert narration.narrate(game, "counter", {"target": "gurdy#1", "name": "hp",
                                               "amount": 1}) == "Gurdy gets 1 HP counter"
    assert narration.narrate(game, "counter", {"target": "gurdy#1", "name": "at",
                                               "amount": -2}) == "Gurdy loses 2 AT counters"
    assert narration.narrate(game, "counter", {"target": "gurdy#1", "name": "egg",
                                               "amount": 1}) == "Gurdy gets 1 egg counter"


def test_the_table_shows_an_items_counters_as_the_cards_print_them() -> None:  # FS 10.14
    game = table(hands={"p1": [], "p2": []}, items={"p1": ["meat"]})
    meat = next(o for o in game.zones["p1.items"].objects if o.card == "meat")
    meat.counters["hp"] = 2
    assert render.item_text(game, meat) == "Meat! [HP 2]"


def test_an_item_given_away_is_told_as_given() -> None:  # FS 10.6.5 (Daddy Haunt, R-117)
    game = table(hands={"p1": [], "p2": []}, items={"p1": ["daddy-haunt"]},
                 monsters={"monster.1": "mulliboom", "monster.2": "monstro"}, rolls=[1])
    told = fight(game, "attack:monster.1")
    assert "p1 (Lazarus) gives Daddy Haunt to p2 (Lazarus)" in told
    assert not any("takes Daddy Haunt" in line for line in told)


def test_a_monster_killed_by_its_own_ability_is_nobodys_kill() -> None:  # FS 7.4 (Hornfel)
    # Hornfel (Alt Art) deals 1 damage to a monster at random as it hits: itself, here
    game = table(hands={"p1": [], "p2": []})
    game.history.append((game.turn, "damage", {"target": "gurdy#9", "source": "gurdy#9",
                                               "source_player": "p2", "result": 1}))
    assert narration.narrate(game, "die", {"target": "gurdy#9", "victim": "monster",
                                           "killer": "p2"}) == \
        "Gurdy dies of its own ability's damage"


def test_a_monster_killed_by_another_monsters_ability_names_that_monster() -> None:  # FS 7.4
    game = table(hands={"p1": [], "p2": []})
    game.history.append((game.turn, "damage", {"target": "gurdy#9", "source": "monstro#4",
                                               "source_player": "p2", "result": 1}))
    assert narration.narrate(game, "die", {"target": "gurdy#9", "victim": "monster",
                                           "killer": "p2"}) == \
        "Gurdy dies (Monstro dealt the last blow)"


def test_a_monster_that_spares_itself_on_a_count_says_so_not_the_roll() -> None:  # FS 10.3
    # Null: every second attack roll against it deals it no combat damage, whatever it shows
    game = shared_registry().new_game("four-souls", players=2, seed=1, sets=["requiem"], setup={
        **TABLE, "hands": {"p1": [], "p2": []}, "rolls": [6, 6, 1],
        "monsters": {"monster.1": "null", "monster.2": "monstro"}})
    told = fight(game, "attack:monster.1")
    assert ("1 damage to Null is prevented (Null: Every second attack roll made against this "
            "deals it no combat damage)") in told
    assert not any("attack roll of" in line for line in told)


def test_a_monster_put_back_deep_in_its_deck_says_how_deep() -> None:  # FS 1.4 (Coil)
    game = table(hands={"p1": [], "p2": []})
    move = {"card": "gurdy#9", "from": "monster.dying", "to": "monster.deck"}
    assert narration.narrate(game, "move", {**move, "position": 4}) == \
        "Gurdy goes back into the monster deck with 4 cards above it"
    assert narration.narrate(game, "move", {**move, "position": "top"}) == \
        "Gurdy goes back on top of the monster deck"


def test_a_stat_changed_for_the_turn_is_told() -> None:  # FS 10.1.1 (Demon Form, Death Trapper)
    game = table(hands={"p1": [], "p2": []})
    assert narration.narrate(game, "effect", {"subject": "p1", "stat": "attack", "value": 1}) \
        == "p1 (Lazarus) gets +1 attack this turn"
    assert narration.narrate(game, "effect", {"subject": "monsters", "stat": "evasion",
                                              "value": -1}) == \
        "every monster gets -1 evasion this turn"


def test_becoming_a_copy_is_told() -> None:  # FS 10.5.1 (Rainbow Tapeworm, Glitch)
    game = table(hands={"p1": [], "p2": []})
    assert narration.narrate(game, "become-copy", {"object": "x#1", "card": "meat",
                                                   "original": "the-d6", "until": "turn"}) == \
        "The D6 becomes a copy of Meat! until the end of the turn"
    assert narration.narrate(game, "become-copy", {"object": "x#1", "card": "meat",
                                                   "original": "the-d6",
                                                   "until": "start:p1"}) == \
        "The D6 becomes a copy of Meat! until p1 (Lazarus)'s next turn starts"


def test_a_curse_passed_to_another_player_is_told() -> None:  # FS 10.7 (a curse at a death)
    game = table(hands={"p1": [], "p2": []})
    assert narration.narrate(game, "move", {"card": "curse-of-greed#3", "from": "p1.curses",
                                            "to": "p2.curses"}) == \
        "Curse of Greed passes from p1 (Lazarus) to p2 (Lazarus)"
