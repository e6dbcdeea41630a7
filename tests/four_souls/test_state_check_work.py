"""State checks that skip work keep every result (issue #32: never guess): the deaths found
from the max health the check before just worked out are those found afresh (FS 7.2.3,
7.4.1), and the attackable objects asked only when damaged are the damaged attackable ones
(FS 6.10.1)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from deckwright.kernel.agents import LazyView, ask_agent, make_agent
from deckwright.kernel.decisions import Option
from deckwright.kernel.game import Game
from deckwright.plugins.four_souls import attack, damage, death, shop, souls, unchanged, zones
from deckwright.plugins.four_souls.facts import max_hp
from tests.conftest import run_unasked, shared_registry

TABLE = {"start": "action", "first": "p1", "characters": {"p1": "isaac", "p2": "lazarus"},
         "monsters": {"monster.1": "gurdy", "monster.2": "monstro"}, "rooms": "none",
         "bonus": []}


def play(seed: int, players: int = 3, each: Callable[[Game], None] | None = None) -> Game:
    """A heuristic-bot game, a few turns long; ``each`` looks at every question's moment."""
    registry = shared_registry()
    game = registry.new_game("four-souls", players=players, seed=seed,
                             options={"max_turns": 8})
    agents = {s: make_agent("heuristic", s, game, registry.agent_factories("four-souls"))
              for s in game.seats}
    while not game.over and game.pending:
        decision = game.pending[0]
        seat = decision.player
        if each is not None:
            each(game)
        game.answer(seat, ask_agent(agents[seat], decision, LazyView(game, seat)))
    return game


def test_deaths_from_the_health_just_worked_out_are_the_deaths_found_afresh(
        monkeypatch: pytest.MonkeyPatch) -> None:  # FS 7.4.1
    worked_out = death.dying
    seen: Counter[str] = Counter()

    def both(game: Game, max_health: Any = None, max_key: Any = None) -> list[tuple[str, str]]:
        afresh = worked_out(game, None)
        if max_health is not None:
            assert worked_out(game, max_health, max_key) == afresh
            seen["shared"] += 1
        kept = unchanged.of(game)
        if max_key is not None and kept.max_health_key == max_key:
            # each monster's max health kept under this key is its max health now
            for subject, known in kept.max_health_of.items():
                if subject in game.objects:
                    assert known == max_hp(game, subject)
                    seen["kept"] += 1
        damaged = [o for o in zones.attackable_objects(game) if o.counters.get("damage")]
        assert zones.attackable_objects(game, damaged=True) == damaged
        seen["players dying"] += any(kind == "player" for _, kind in afresh)
        return afresh

    monkeypatch.setattr(death, "dying", both)
    for seed in range(6):
        play(seed)
    assert seen["shared"] > 300 and seen["players dying"] >= 3 and seen["kept"] > 300


def table(**setup: object) -> Game:
    return shared_registry().new_game("four-souls", players=2, seed=1,
                                      setup={**TABLE, **setup})


def test_max_health_is_handed_on_only_when_no_damage_was_removed() -> None:  # FS 7.2.3
    game = table()
    bonus = {"stat": "hp", "subject": "p1", "value": 1, "source": None}
    game.data.setdefault("effects", []).append(bonus)  # +1 health until the end of the turn
    assert run_unasked(damage.check_max_hp(game)) == {s: max_hp(game, s) for s in game.seats}
    game.players["p1"].counters["damage"] = 1
    game.counters_changed("damage")  # written directly: said, as the game's appliers say it
    game.data["effects"].remove(bonus)  # the bonus to health ends
    # the damage removed changes what the death check would read: nothing is handed on
    assert run_unasked(damage.check_max_hp(game)) is None
    assert game.players["p1"].counters.get("damage", 0) == 0


def test_a_familiar_dies_with_damage_enough_and_is_not_asked_about_undamaged() -> None:
    # FS 6.10.1: an attackable item with damage equal to its health dies like a monster
    game = shared_registry().new_game("four-souls", players=2, seed=1, sets=["anniversary"],
                                      setup={**TABLE, "items": {"p1": ["co-op-baby", "the-d6"]},
                                             "damage": {"co-op-baby": 1}})
    baby = next(o for o in game.zones["p1.items"].objects if o.card == "co-op-baby")
    assert [o.id for o in zones.attackable_objects(game, damaged=True)] == [baby.id]
    assert death.dying(game) == []  # 1 damage of 2 health
    baby.counters["damage"] = 2
    assert death.dying(game) == [(baby.id, "object")]
    baby.counters["damage"] = 0
    assert zones.attackable_objects(game, damaged=True) == []
    assert zones.attackable_objects(game) == [baby]


def bonus_table(first: str = "p1") -> Game:
    """Three players, the base game's three bonus souls waiting, ``first`` active."""
    return shared_registry().new_game("four-souls", players=3, seed=1, setup={
        **TABLE, "first": first, "characters": {"p1": "isaac", "p2": "lazarus", "p3": "cain"},
        "bonus": ["soul-of-greed", "soul-of-gluttony", "soul-of-guppy"],
        "hands": {"p1": [], "p2": [], "p3": []}})


def souls_held(game: Game, seat: str) -> list[str]:
    return [o.card for o in zones.souls_of(game, seat)]


def test_cents_reached_after_checks_that_found_nothing_earn_soul_of_greed() -> None:
    game = bonus_table()  # FS 11.4
    run_unasked(souls.check_bonus(game))
    run_unasked(souls.check_bonus(game))  # remembered: nobody meets any condition
    game.set_counter("p2", "cents", 25)  # as an event would (counters_changed)
    run_unasked(souls.check_bonus(game))
    assert souls_held(game, "p2") == ["soul-of-greed"]


def test_a_hand_grown_after_checks_that_found_nothing_earns_soul_of_gluttony() -> None:
    game = bonus_table()  # FS 11.4
    run_unasked(souls.check_bonus(game))
    for obj in list(game.zones["loot.deck"].objects[:10]):
        run_unasked(game.move(obj, "p3.hand"))
    run_unasked(souls.check_bonus(game))
    assert souls_held(game, "p3") == ["soul-of-gluttony"]


def test_guppy_items_gained_after_checks_that_found_nothing_earn_soul_of_guppy() -> None:
    game = bonus_table()  # FS 11.4
    run_unasked(souls.check_bonus(game))
    for card in ("guppys-head", "guppys-paw"):
        obj = next(o for o in game.zones["treasure.deck"].objects if o.card == card)
        run_unasked(game.move(obj, "p1.items"))
    run_unasked(souls.check_bonus(game))
    assert souls_held(game, "p1") == ["soul-of-guppy"]


@pytest.mark.parametrize(("first", "gainer"), [("p1", "p1"), ("p2", "p3")])
def test_of_two_meeting_it_the_first_from_the_active_player_gains_it(first: str,
                                                                     gainer: str) -> None:
    # FS 11.4: whose turn it is decides, even after checks on other turns found nothing
    game = bonus_table(first)
    run_unasked(souls.check_bonus(game))
    game.set_counter("p1", "cents", 30)
    game.set_counter("p3", "cents", 30)
    run_unasked(souls.check_bonus(game))
    assert souls_held(game, gainer) == ["soul-of-greed"]


def test_attacks_and_purchases_are_declarable_exactly_when_they_have_a_target(
        monkeypatch: pytest.MonkeyPatch) -> None:  # FS 4.7, 6.2, 8.1
    # can_declare stops at the first target: the same verdict as with the whole list; the
    # legal actions read the shop's offer once for the declaration and its mark
    seen: Counter[tuple[bool | str, bool]] = Counter()
    real = attack._targets

    def compare(game: Game) -> None:
        every = list(real(game))
        with monkeypatch.context() as patched:  # the other conditions alone
            patched.setattr(attack, "_targets", lambda _: iter([Option("attack:any")]))
            others = attack.can_declare(game, game.active)
        assert attack.can_declare(game, game.active) == (others and bool(every))
        seen[others, bool(every)] += 1
        offer = shop.declarable(game, game.active)
        assert bool(offer) == shop.can_declare(game, game.active)
        if offer:  # the mark of a declaration that is offered
            assert shop.unaffordable(game, game.active, offer) == shop.unaffordable(
                game, game.active)
        seen["purchase", bool(offer)] += 1

    for seed in range(3):
        play(seed, each=compare)
    assert seen[True, True] > 20 and seen[False, True] > 20
    assert seen["purchase", True] > 20 and seen["purchase", False] > 20
