"""The state check keeps equipped items within their slots (MK 7.3): one headgear, one armor,
one footgear and hand items needing two hands at most; the weaker of two in a slot goes
sideways. Set-up directives settle slots themselves, so these tests put the items upright on
the table directly and run the check."""

from __future__ import annotations

from typing import Any

from deckwright.kernel.game import Game
from deckwright.kernel.registry import Registry
from deckwright.plugins.munchkin.cards import BOX, table
from deckwright.plugins.munchkin.items import enforce_items


def upright(registry: Registry, cards: list[str]) -> Game:
    """A game whose p1 has ``cards`` upright on the table, in this order, and nothing else."""
    game = registry.new_game("munchkin", players=3, seed=1)
    for obj in list(game.zones[table("p1")].objects):
        game.move_object(obj, BOX, "bottom")
    for card in cards:
        obj = next(o for o in game.objects.values() if o.card == card)
        game.move_object(obj, table("p1"), "bottom", controller="p1")
    return game


def sideways_after_check(game: Game) -> list[str]:
    """Run the item state check for p1; the cards it left sideways."""
    flow: Any = enforce_items(game, "p1")
    for _ in flow:
        raise AssertionError("the slot check asked a question")
    return [o.card for o in game.zones[table("p1")].objects if o.tapped]


def test_the_weaker_of_two_armors_goes_sideways(registry: Registry) -> None:
    # MK 7.3: one armor; Leather Armor (+1) gives way to Flaming Armor (+2)
    game = upright(registry, ["leather-armor", "flaming-armor", "helm-of-courage"])
    assert sideways_after_check(game) == ["leather-armor"]


def test_one_item_in_each_body_slot_at_once(registry: Registry) -> None:
    # MK 7.3: a second headgear and a second footgear go sideways too, each on its own slot
    game = upright(registry, ["helm-of-courage", "boots-of-butt-kicking", "horny-helmet",
                              "sandals-of-protection", "slimy-armor"])
    assert sorted(sideways_after_check(game)) == ["horny-helmet", "sandals-of-protection"]


def test_hand_items_need_two_hands_at_most(registry: Registry) -> None:
    # MK 7.3: three one-handed items; the weakest (Rat on a Stick, +1) is left out
    game = upright(registry, ["rat-on-a-stick", "sneaky-bastard-sword", "buckler-of-swashing"])
    assert sideways_after_check(game) == ["rat-on-a-stick"]


def test_a_two_handed_item_and_a_one_handed_one_do_not_fit(registry: Registry) -> None:
    # MK 7.3: Eleven-Foot Pole (+1, two hands) beside the Sneaky Bastard Sword (+2, one hand)
    game = upright(registry, ["eleven-foot-pole", "sneaky-bastard-sword"])
    assert sideways_after_check(game) == ["eleven-foot-pole"]


def test_a_headgear_its_wearer_may_not_use_leaves_the_slot_to_another(registry: Registry
                                                                       ) -> None:
    # MK 7.5, 7.3: the Pointy Hat of Power (+3) is for Wizards only and goes sideways first;
    # the Helm of Courage is then the only headgear worn and stays upright
    game = upright(registry, ["pointy-hat-of-power", "helm-of-courage"])
    assert sideways_after_check(game) == ["pointy-hat-of-power"]
