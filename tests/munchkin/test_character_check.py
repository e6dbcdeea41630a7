"""The character check reads the table in one pass first (races_and_classes.in_order): where
it says the races, classes and combinators are in order, the full check would have found
nothing to do, and where it says they are not, the full check acts (MK 6.7, 6.10, 6.11). The
tables found in order are found so again only while their cards are the same
(unchanged.tables_in_order; tests/munchkin/test_unchanged_checks.py compares it at every
check of whole games)."""

from __future__ import annotations

from itertools import combinations
from typing import Any

import pytest

from deckwright.kernel.game import Game
from deckwright.kernel.registry import Registry
from deckwright.plugins.munchkin import races_and_classes as rc
from deckwright.plugins.munchkin import unchanged
from deckwright.plugins.munchkin.cards import BOX, table

CHARACTER_CARDS = ("elf", "dwarf", "halfling", "warrior", "wizard", "cleric", "half-breed",
                   "super-munchkin")


def laid_out(registry: Registry, cards: tuple[str, ...]) -> Game:
    """A game whose p1 has ``cards`` on the table, in this order, and nothing else."""
    game = registry.new_game("munchkin", players=3, seed=1)
    for obj in list(game.zones[table("p1")].objects):
        game.move_object(obj, BOX, "bottom")
    for card in cards:
        obj = next(o for o in game.objects.values() if o.card == card)
        game.move_object(obj, table("p1"), "bottom", controller="p1")
    return game


def full_check_acts(game: Game, monkeypatch: pytest.MonkeyPatch) -> bool:
    """Whether the whole check, not cut short, asks a question or changes p1's table."""
    before = [o.id for o in game.zones[table("p1")].objects]
    with monkeypatch.context() as patched:
        patched.setattr(rc, "in_order", lambda game, seat: False)
        flow: Any = rc.enforce_character(game, "p1")
        for _ in flow:
            return True
    return [o.id for o in game.zones[table("p1")].objects] != before


@pytest.mark.parametrize("size", range(5))
def test_a_table_in_order_is_one_the_full_check_leaves_alone(
        registry: Registry, monkeypatch: pytest.MonkeyPatch, size: int) -> None:
    for cards in combinations(CHARACTER_CARDS, size):
        game = laid_out(registry, cards)
        assert rc.in_order(game, "p1") != full_check_acts(game, monkeypatch), cards


def test_the_one_pass_reads_what_the_rules_allow(registry: Registry) -> None:
    # MK 6.7: Half-Breed needs a race and allows two; MK 6.10: Super Munchkin needs two
    # classes; MK 6.11: otherwise one race and one class at most
    assert rc.in_order(laid_out(registry, ("elf", "warrior")), "p1")
    assert rc.in_order(laid_out(registry, ("elf", "dwarf", "half-breed")), "p1")
    assert not rc.in_order(laid_out(registry, ("half-breed",)), "p1")
    assert not rc.in_order(laid_out(registry, ("elf", "dwarf")), "p1")
    assert rc.in_order(laid_out(registry, ("warrior", "wizard", "super-munchkin")), "p1")
    assert not rc.in_order(laid_out(registry, ("warrior", "super-munchkin")), "p1")
    assert not rc.in_order(laid_out(registry, ("warrior", "wizard")), "p1")


def test_a_kept_answer_goes_with_a_change_of_the_table(registry: Registry) -> None:  # MK 6.7
    game = laid_out(registry, ("elf", "half-breed"))
    assert unchanged.tables_in_order(game)
    elf = next(o for o in game.zones[table("p1")].objects if o.card == "elf")
    game.move_object(elf, BOX, "bottom")  # a Half-Breed without a race
    assert not unchanged.tables_in_order(game)


def test_a_kept_answer_goes_with_a_card_taking_another_in_place(
        registry: Registry) -> None:  # MK 6.7
    game = laid_out(registry, ("elf", "half-breed"))
    assert unchanged.tables_in_order(game)
    elf = next(o for o in game.zones[table("p1")].objects if o.card == "elf")
    elf.card = "warrior"  # an object taking another card's identity (Game.abilities_changed)
    game.abilities_changed()
    assert not unchanged.tables_in_order(game)
