"""The item check reads the table in one pass first (items.items_in_order): where it says the
table is in order, the full check would have found nothing to do, and where it says it is
not, the full check acts (MK 7.2-7.5, 7.11, 7.12). Everything is put upright on the table
directly, so the cases the set-up directives settle are met too."""

from __future__ import annotations

from itertools import combinations
from typing import Any

import pytest

from deckwright.kernel.game import Game
from deckwright.kernel.registry import Registry
from deckwright.plugins.munchkin import items as it
from deckwright.plugins.munchkin import setup
from deckwright.plugins.munchkin.cards import BOX, table

# a card of each slot and hand count, Big items, items restricted by race, class and sex, and
# the cards that lift the restrictions and the Big-item limit
CARDS = ("helm-of-courage", "bad-ass-bandanna", "pointy-hat-of-power", "leather-armor",
         "mithril-armor", "short-wide-armor", "boots-of-butt-kicking", "sneaky-bastard-sword",
         "broad-sword", "eleven-foot-pole", "huge-rock", "tuba-of-charm", "elf", "dwarf",
         "wizard", "half-breed")


def fresh_table(game: Game, cards: tuple[str, ...]) -> None:
    """p1 has ``cards`` upright on the table, in this order, and nothing else."""
    for obj in list(game.zones[table("p1")].objects):
        game.move_object(obj, BOX, "bottom")
    for card in cards:
        obj = next(o for o in game.objects.values() if o.card == card)
        game.move_object(obj, table("p1"), "bottom", controller="p1").tapped = False


def full_check_acts(game: Game, monkeypatch: pytest.MonkeyPatch) -> bool:
    """Whether the whole check, not cut short, asks a question or changes p1's table."""
    def seen() -> list[Any]:
        return [(o.id, o.tapped, dict(o.flags)) for o in game.zones[table("p1")].objects]

    before = seen()
    with monkeypatch.context() as patched:
        patched.setattr(it, "items_in_order", lambda game, seat: False)
        flow: Any = it.enforce_items(game, "p1")
        for _ in flow:
            return True
    return seen() != before


@pytest.mark.parametrize("sexes", ["m", "f"])
def test_a_table_in_order_is_one_the_full_check_leaves_alone(
        registry: Registry, monkeypatch: pytest.MonkeyPatch, sexes: str) -> None:
    game = registry.new_game("munchkin", players=3, seed=1, options={"sexes": sexes})
    seen = {True: 0, False: 0}
    for size in range(4):
        for cards in combinations(CARDS, size):
            fresh_table(game, cards)
            in_order = it.items_in_order(game, "p1")
            assert in_order != full_check_acts(game, monkeypatch), (sexes, cards)
            seen[in_order] += 1
    assert seen[True] > 100 and seen[False] > 100


def test_what_the_hireling_carries_is_read_as_the_full_check_reads_it(
        registry: Registry, monkeypatch: pytest.MonkeyPatch) -> None:  # MK 7.4, 7.11, 7.12
    game = registry.new_game("munchkin", players=3, seed=1)
    fresh_table(game, ("mithril-armor",))
    setup.directive(game, "hireling", {"p1": "huge-rock"})
    # the Big rock the Hireling carries does not count against the one Big item
    assert it.items_in_order(game, "p1") and not full_check_acts(game, monkeypatch)
    rock = next(o for o in game.zones[table("p1")].objects if o.card == "huge-rock")
    rock.tapped = False  # a weapon the Hireling carries may not stand (MK 7.11)
    assert not it.items_in_order(game, "p1") and full_check_acts(game, monkeypatch)


@pytest.mark.parametrize("leaves", ["cheat", "short-wide-armor"])
def test_a_cheat_and_its_item_are_read_as_the_full_check_reads_them(
        registry: Registry, monkeypatch: pytest.MonkeyPatch, leaves: str) -> None:  # MK 7.12
    game = registry.new_game("munchkin", players=3, seed=1)
    fresh_table(game, ())
    setup.directive(game, "cheat", {"p1": "short-wide-armor"})
    assert it.items_in_order(game, "p1") and not full_check_acts(game, monkeypatch)
    # without its Cheat! the armor is no Human's; without its item the Cheat! goes
    gone = next(o for o in game.zones[table("p1")].objects if o.card == leaves)
    game.move_object(gone, BOX, "bottom")
    assert not it.items_in_order(game, "p1") and full_check_acts(game, monkeypatch)
