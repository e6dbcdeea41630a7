"""The bot's chance to win a fight is the rules' (issue #35): a hit deals what the damage
replacements leave of it (FS 6.5.2, 10.2), a roll the target's words make a miss is one (FS
6.5.3), so a monster no hit can wound is no fight, and the bot goes to the monster deck instead
of attacking it for ever (4 players, --set all, seed 285: Hush at attack 1)."""

from __future__ import annotations

from math import comb
from typing import Any

from deckwright.kernel.game import Game
from deckwright.plugins.four_souls import fight_odds
from deckwright.plugins.four_souls.bots import HeuristicBot
from tests.conftest import shared_registry


def table(monsters: dict[str, str], **setup: Any) -> Game:
    """Two players at 2 health and attack 1, p1 (Isaac) in its action phase."""
    directives: dict[str, Any] = {
        "start": "action", "first": "p1", "rooms": "none", "bonus": [],
        "characters": {"p1": "isaac", "p2": "cain"}, "hands": {"p1": [], "p2": []},
        "monsters": monsters, **setup}
    return shared_registry().new_game("four-souls", players=2, seed=1, sets=["all"],
                                      setup=directives)


def monster(game: Game, slot: str) -> str:
    """The id of the monster on top of ``slot``."""
    return game.zones[slot].objects[-1].id


def test_hush_takes_no_damage_from_an_attack_of_1_so_it_cannot_be_killed() -> None:
    # Hush (Summer of Isaac): "Damage this would take is reduced by 1" (FS 10.2, 6.5.2)
    game = table({"monster.1": "hush-summer", "monster.2": "pin"})
    hush = monster(game, "monster.1")
    assert fight_odds.hit_damage(game, "p1", hush, 6) == 0
    assert fight_odds.kill_chance(game, "p1", hush) == 0.0


def test_hush_is_wounded_by_an_attack_of_2_but_only_by_rolls_that_climb() -> None:
    # Hush: a roll no higher than the previous attack roll against it this turn is a miss, so
    # six hits in a row are unlikely although its evasion is 1 (FS 6.5.3); Psycho Goreman has
    # attack 2
    game = table({"monster.1": "hush-summer", "monster.2": "pin"},
                 characters={"p1": "psycho-goreman", "p2": "cain"})
    hush = monster(game, "monster.1")
    assert fight_odds.hit_damage(game, "p1", hush, 3) == 1
    assert 0.0 < fight_odds.kill_chance(game, "p1", hush) < 0.1


def test_carrion_queen_is_wounded_only_by_a_6() -> None:
    # Carrion Queen (base): "Attack rolls of 4 or 5 deal it no combat damage" at evasion 4:
    # three hits of 6 before two misses, not three hits of 4-6
    game = table({"monster.1": "carrion-queen", "monster.2": "pin"})
    queen = monster(game, "monster.1")
    assert [fight_odds.hit_damage(game, "p1", queen, face) for face in (4, 5, 6)] == [0, 0, 1]
    # a roll of 4 or 5 is rolled again: a 6 (1 in 4 of the rest) three times before two misses
    third = 1 / 4
    expected = sum(comb(2 + k, k) * third ** 3 * (1 - third) ** k for k in range(2))
    assert abs(fight_odds.kill_chance(game, "p1", queen) - expected) < 1e-9


def test_the_bot_attacks_the_monster_deck_rather_than_hush_it_cannot_wound() -> None:
    # FS 6.2: the attacker chooses the target; Hush at attack 1 is a fight that never ends
    game = table({"monster.1": "hush-summer", "monster.2": "pin"})
    bot = HeuristicBot("p1", game)
    assert bot.best_attack(["attack:monster.1", "attack:monster.deck"]) == "attack:monster.deck"


def test_a_monster_at_0_health_is_as_good_as_killed() -> None:
    # FS 7.4: at 0 health its death is on its way (4 players, --set all, seed 11 asked then)
    game = table({"monster.1": "pin", "monster.2": "carrion-queen"}, damage={"pin": 2})
    assert fight_odds.kill_chance(game, "p1", monster(game, "monster.1")) == 1.0


def test_a_replacement_that_must_roll_counts_as_no_change_and_is_not_asked_again() -> None:
    # A Dead Horse (Warp Zone): "Each time this would take damage, prevent it; then the active
    # player rolls": a roll cannot be asked read-only, so the estimate counts the hit as full
    # (a known limit) and remembers not to ask it again; asking changes nothing (FS 10.2)
    game = table({"monster.1": "a-dead-horse", "monster.2": "pin"})
    horse = monster(game, "monster.1")
    before = game.state_hash()
    unanswered: set[str] = set()
    assert fight_odds.hit_damage(game, "p1", horse, 6, unanswered) == 1
    assert [kind.split("/")[0] for kind in unanswered] == ["a-dead-horse"]
    assert fight_odds.hit_damage(game, "p1", horse, 6, unanswered) == 1
    assert game.state_hash() == before
