"""Audit of Four Souls set-up (FS 1 and 2): the rules a scenario cannot reach, because its
directives replace what set-up dealt."""

from __future__ import annotations

from typing import Any

import pytest

from deckwright.kernel.errors import DeckwrightError
from deckwright.kernel.game import Game
from tests.conftest import shared_registry

DECK_TYPES = {"treasure.deck": {"treasure"}, "loot.deck": {"loot"},
              "monster.deck": {"monster", "event", "curse"}}


def new(players: int = 2, seed: int = 1, **options: Any) -> Game:
    """A fresh game, stopped at its first decision."""
    return shared_registry().new_game("four-souls", players=players, seed=seed, options=options)


def test_a_bank_below_100_cents_is_refused() -> None:
    """FS 1.1.3, FS 2.1.2: the game bank is chosen at set-up and holds at least 100¢."""
    with pytest.raises(DeckwrightError, match="at least 100"):
        new(bank=99)
    assert new(bank=150).data["bank"] == 150 - 2 * 3


def test_decks_are_shuffled() -> None:
    """FS 2.1.1: the treasure, loot and monster decks are shuffled: two seeds, two orders."""
    one, two = new(seed=1), new(seed=2)
    for deck in DECK_TYPES:
        assert [o.card for o in one.zones[deck].objects] != \
            [o.card for o in two.zones[deck].objects], deck


def test_decks_hold_only_their_own_type_and_the_rest_is_out_of_play() -> None:
    """FS 1.4.1: a deck holds only cards of its type; bonus souls are never in a deck.
    FS 1.11.1, FS 1.1.2: unused characters, starting items and bonus souls are out of play."""
    game = new(players=3)
    for deck, types in DECK_TYPES.items():
        assert {game.card(o.card).type for o in game.zones[deck].objects} <= types, deck
    assert {game.card(o.card).type for o in game.zones["out"].objects} <= \
        {"character", "starting-item", "bonus-soul"}
    characters = [o for o in game.zones["out"].objects if game.card(o.card).type == "character"]
    assert len(characters) == 11 - 3


def test_two_shop_items_and_two_monsters_are_revealed_face_up() -> None:
    """FS 1.8.1, FS 2.1.3, FS 2.1.4: two shop slots hold treasures, two monster slots hold
    monsters, each a single card, face up."""
    for seed in range(5):
        game = new(seed=seed)
        for kind, card_type in (("shop", "treasure"), ("monster", "monster")):
            slots = sorted(z for z in game.zones if z.startswith(f"{kind}.")
                           and z.split(".")[1].isdigit() and not z.endswith("covered"))
            assert slots == [f"{kind}.1", f"{kind}.2"]
            for slot in slots:
                (card,) = game.zones[slot].objects
                assert game.card(card.card).type == card_type
                assert not card.face_down


def test_starting_items_start_charged_and_other_characters_deactivated() -> None:
    """FS 2.1.8, FS 9.8: characters start deactivated, their starting items charged."""
    game = new(players=4, seed=3)
    for seat in game.seats:
        (item,) = game.zones[f"{seat}.items"].objects
        assert game.card(item.card).type == "starting-item"
        assert not item.tapped
        if seat != game.active:
            assert game.zones[f"{seat}.character"].objects[0].tapped


def test_each_player_starts_with_three_loot_and_three_cents() -> None:
    """FS 2.1.10: three loot cards and 3¢ each, from the loot deck and the bank."""
    game = new(players=5, seed=4)
    for seat in game.seats:
        assert len(game.zones[f"{seat}.hand"].objects) == 3
        assert game.players[seat].counters["cents"] == 3
    assert game.data["bank"] == 100 - 5 * 3


def test_the_game_begins_with_the_starting_players_first_turn() -> None:
    """FS 2.1.12: the first decision is the starting player's, in the start phase of turn 1."""
    game = new(players=3, seed=2)
    assert game.turn == 1
    assert game.active == game.data["first"]
    assert game.step == "start"
    assert [d.player for d in game.pending] == [game.data["first"]]


def test_start_of_game_choices_come_before_any_priority() -> None:
    """FS 2.1.9, FS 4.2.7: Eden's start-of-game ability resolves at once, before the first turn
    and without the stack or priority."""
    game = new(seed=2, eden_only=True)
    assert game.turn == 0
    assert not game.stack
    (decision,) = game.pending
    assert decision.kind == "choose" and decision.context.get("why") == "eden"
