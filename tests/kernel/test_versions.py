"""The version numbers a game's caches may read (issue #32): every write the kernel makes, or
is told of, moves them, so a number that did not move means nothing it counts changed."""

from __future__ import annotations

from typing import Any

from deckwright.kernel.directives import apply_setup_directives
from deckwright.kernel.game import Game

from ..conftest import run_unasked


def hand_and_deck(duel: Game) -> tuple[Any, Any]:
    """p1's hand and the zone a card of it came from (a real move's two zones)."""
    hand = duel.zones["p1.hand"]
    deck = next(z for z in duel.zones.values() if z.objects and z is not hand)
    return hand, deck


def test_a_move_changes_the_versions_of_both_its_zones_and_no_other(duel: Game) -> None:
    hand, deck = hand_and_deck(duel)
    before = {name: zone.version for name, zone in duel.zones.items()}
    run_unasked(duel.move(deck.objects[0], hand.name))
    changed = {name for name, zone in duel.zones.items() if zone.version != before[name]}
    assert changed == {hand.name, deck.name}


def test_a_shuffle_changes_its_zone_version(duel: Game) -> None:
    _, deck = hand_and_deck(duel)
    before = deck.version
    run_unasked(duel.shuffle(deck.name))
    assert deck.version > before


def test_an_order_set_directly_is_told_with_zone_changed(duel: Game) -> None:
    _, deck = hand_and_deck(duel)
    before = deck.version
    deck.objects.reverse()
    duel.zone_changed(deck)
    assert deck.version > before


def test_a_setup_directive_that_orders_a_zone_changes_its_version(duel: Game) -> None:
    _, deck = hand_and_deck(duel)
    before = deck.version
    apply_setup_directives(duel, {"top": {deck.name: [deck.objects[-1].card]}})
    assert deck.version > before


def test_a_counter_event_and_a_counter_set_directly_change_the_counters_version(
        duel: Game) -> None:
    before = duel.counters_version
    run_unasked(duel.change_counter("p1", "mana", 2))
    after_event = duel.counters_version
    duel.set_counter("p2", "mana", 5)
    assert before < after_event < duel.counters_version


def test_applied_events_are_counted_by_kind(duel: Game) -> None:
    hand, deck = hand_and_deck(duel)
    before = dict(duel.applied)
    run_unasked(duel.move(deck.objects[0], hand.name))
    run_unasked(duel.change_counter("p1", "mana", 1))
    run_unasked(duel.change_counter("p1", "mana", 1))
    assert duel.applied.get("move", 0) == before.get("move", 0) + 1
    assert duel.applied.get("counter", 0) == before.get("counter", 0) + 2
