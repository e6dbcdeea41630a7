"""The lookahead bot's evaluation (position.py, issue #36) judges positions by rules of play:
souls first, material worth what it buys, and less of it the nearer a rival is to winning."""

from __future__ import annotations

from typing import Any

from deckwright.kernel.game import Game
from deckwright.plugins.four_souls import position
from tests.conftest import shared_registry


def table(souls: dict[str, int], *, items: dict[str, list[str]] | None = None,
          hands: dict[str, list[str]] | None = None, cents: dict[str, int] | None = None,
          damage: dict[str, int] | None = None) -> Game:
    """A 3-player table at p1's action phase with the souls, items, hands and cents given."""
    setup: dict[str, Any] = {
        "start": "action", "first": "p1", "rooms": "none", "bonus": [],
        "characters": {"p1": "isaac", "p2": "cain", "p3": "maggy"},
        "hands": {"p1": [], "p2": [], "p3": [], **(hands or {})},
        "souls": {seat: ["gurdy"] * n for seat, n in souls.items() if n},
        "monsters": {"monster.1": "big-spider", "monster.2": "monstro"},
        "counters": {f"{seat}.cents": n for seat, n in (cents or {"p1": 0, "p2": 0,
                                                                    "p3": 0}).items()}}
    if items:
        setup["items"] = items
    if damage:
        setup["damage"] = damage
    return shared_registry().new_game("four-souls", players=3, seed=5, setup=setup)


def test_a_soul_outweighs_a_shop_item_a_loot_card_and_ten_cents() -> None:
    # FS 11.2.1: souls win the game; the rest only buys souls later
    soul = table({"p1": 1, "p2": 0, "p3": 0})
    rich = table({"p1": 0, "p2": 0, "p3": 0}, items={"p1": ["spoon-bender"]},
                 hands={"p1": ["bomb"]}, cents={"p1": 10, "p2": 0, "p3": 0})
    assert position.evaluate(soul, "p1") > position.evaluate(rich, "p1")


def test_a_shop_item_is_worth_at_least_the_ten_cents_it_costs() -> None:
    # FS 8.1: a shop item costs 10¢
    item = table({"p1": 0, "p2": 0, "p3": 0}, items={"p1": ["spoon-bender"]})
    cents = table({"p1": 0, "p2": 0, "p3": 0}, cents={"p1": 10, "p2": 0, "p3": 0})
    assert position.evaluate(item, "p1") >= position.evaluate(cents, "p1")


def death_penalty_cost(rival_souls: int) -> float:
    """What the death penalty's losses (FS 7.7.4: an item, a loot card, 1¢) cost p1 in souls,
    with p2 at ``rival_souls`` souls."""
    before = table({"p1": 1, "p2": rival_souls, "p3": 0}, items={"p1": ["spoon-bender"]},
                   hands={"p1": ["bomb"]}, cents={"p1": 3, "p2": 0, "p3": 0})
    after = table({"p1": 1, "p2": rival_souls, "p3": 0},
                  cents={"p1": 2, "p2": 0, "p3": 0})
    return (position.evaluate(before, "p1") - position.evaluate(after, "p1")) / position.SOUL


def test_a_rival_one_soul_from_winning_makes_a_death_penalty_weigh_less() -> None:
    # FS 11.2.1: a rival at 3 of 4 souls may end the game before the lost item buys anything
    early, late = death_penalty_cost(0), death_penalty_cost(3)
    assert 0 < late < early
    assert late <= early / 3


def test_a_rival_one_soul_from_winning_is_a_threat() -> None:
    # FS 11.2.1: a rival at 3 souls wins with its next one
    calm = table({"p1": 0, "p2": 2, "p3": 0})
    threat = table({"p1": 0, "p2": 3, "p3": 0})
    drop = position.evaluate(calm, "p1") - position.evaluate(threat, "p1")
    assert drop > position.LEADER * position.SOUL


def test_a_rollout_is_settled_by_a_soul_or_a_death_not_by_cents() -> None:
    game = table({"p1": 0, "p2": 0, "p3": 0})
    mark = position.mark(game, "p1")
    game.players["p1"].counters["cents"] = 7
    assert position.mark(game, "p1") == mark
    game.players["p2"].flags["dead"] = True
    assert position.mark(game, "p1") != mark


def test_a_soul_in_reach_counts_before_it_is_won() -> None:
    # FS 6.5: Monstro (1 soul) wounded to 1 health falls to p1's next hit; fresh, it takes more
    fresh = table({"p1": 0, "p2": 0, "p3": 0})
    wounded = table({"p1": 0, "p2": 0, "p3": 0}, damage={"monstro": 3})
    assert position.reach(wounded, "p1") > position.reach(fresh, "p1") > 0
    assert position.standing(wounded, "p1") > position.standing(fresh, "p1")


def test_a_soul_in_reach_is_worth_less_than_the_soul_itself() -> None:
    # FS 11.2.1: only a soul won counts towards the win
    in_reach = table({"p1": 0, "p2": 0, "p3": 0}, damage={"monstro": 3})
    won = table({"p1": 1, "p2": 0, "p3": 0})
    assert position.TEMPO * position.reach(in_reach, "p1") < position.SOUL
    assert position.evaluate(won, "p1") > position.evaluate(in_reach, "p1")


def test_a_wound_does_not_put_a_soul_out_of_reach() -> None:
    # FS 3.4: everyone heals at the turn's end, so the next attack is made at full health
    healthy = table({"p1": 0, "p2": 0, "p3": 0}, damage={"monstro": 3})
    wounded = table({"p1": 0, "p2": 0, "p3": 0}, damage={"monstro": 3, "p1": 1})
    assert position.reach(wounded, "p1") == position.reach(healthy, "p1")


def test_a_wound_costs_only_while_the_wounded_seats_turn_lasts() -> None:
    # FS 3.4: everyone heals at the turn's end; p1, whose turn it is, may still fight in it
    whole = table({"p1": 0, "p2": 0, "p3": 0})
    p1_hurt = table({"p1": 0, "p2": 0, "p3": 0}, damage={"p1": 1})
    p2_hurt = table({"p1": 0, "p2": 0, "p3": 0}, damage={"p2": 1})
    assert position.standing(p1_hurt, "p1") < position.standing(whole, "p1")
    assert position.standing(p2_hurt, "p2") == position.standing(whole, "p2")
