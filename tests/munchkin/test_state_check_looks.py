"""Each Munchkin state check is entered only where its first look finds something to do
(ruleset._state_checks): a spent deck is still rebuilt from its discards (MK 1.2, 1.3) and an
immediate card that reached a hand by other means is still resolved (MK 2.6, 3.12) at the
next check, and a check whose look finds nothing changes nothing when run in full."""

from __future__ import annotations

from typing import Any

from deckwright.kernel.game import Game
from deckwright.kernel.registry import Registry
from deckwright.plugins.munchkin.cards import DOOR_DECK, DOOR_DISCARD, hand
from deckwright.plugins.munchkin.deck import immediate_held, immediates_in_hands, refill_all


def checked(game: Game) -> None:
    """Run the state checks once, as after an event (they ask nothing here)."""
    game.rules.events += 1  # something happened since they last ran
    flow: Any = game.rules.state_checks(game)
    for asked in flow:
        raise AssertionError(f"the state checks asked {asked!r}")


def test_a_spent_door_deck_is_rebuilt_at_the_next_check(registry: Registry) -> None:  # MK 1.2
    game = registry.new_game("munchkin", players=3, seed=1)
    for obj in list(game.zones[DOOR_DECK].objects):
        game.move_object(obj, DOOR_DISCARD, "bottom")
    checked(game)
    assert game.zones[DOOR_DECK].objects and not game.zones[DOOR_DISCARD].objects


def test_an_immediate_card_put_in_a_hand_is_resolved_at_the_next_check(
        registry: Registry) -> None:  # MK 2.6, 3.12
    game = registry.new_game("munchkin", players=3, seed=1)
    hoard = next(o for o in game.objects.values() if o.card == "hoard")
    game.move_object(hoard, hand("p1"), "bottom", face_down=True)
    assert immediate_held(game)
    checked(game)
    assert not any(o.card == "hoard" for o in game.zones[hand("p1")].objects)
    assert not immediate_held(game)


def test_checks_whose_look_finds_nothing_change_nothing(registry: Registry) -> None:
    game = registry.new_game("munchkin", players=3, seed=1)
    before = game.snapshot()
    assert game.zones[DOOR_DECK].objects and not immediate_held(game)
    for flow in (refill_all(game), immediates_in_hands(game)):
        assert list(flow) == []
    assert game.snapshot() == before
