"""Munchkin as a whole: the card set, the Lua vocabulary, and bot games that end."""

from __future__ import annotations

from typing import Any

import pytest

from deckwright.kernel.agents import LazyView
from deckwright.kernel.registry import Registry
from deckwright.kernel.scripting.reference import reference


def play(game: Any, bot: str, registry: Registry, limit: int = 100_000) -> int:
    """Play a game with one kind of bot in every seat; return the decisions made."""
    factories = registry.agent_factories("munchkin")
    agents = {s: factories[bot](s, game) for s in game.seats}
    made = 0
    while not game.over and made < limit:
        decision = game.pending[0]
        seat = decision.player
        game.answer(seat, agents[seat].choose(decision, LazyView(game, seat)))
        made += 1
    return made


def test_base_set_has_168_cards_94_door_74_treasure(registry: Registry) -> None:
    """The US base composition (card data)."""
    library = registry.library("munchkin")
    cards = [c for c in library.cards.values() if c.set_id == "base"]
    door = sum(c.copies for c in cards if c.stats["deck"] == "door")
    treasure = sum(c.copies for c in cards if c.stats["deck"] == "treasure")
    assert (door, treasure) == (94, 74)
    assert all(c.script is not None for c in cards)


def test_new_game_deals_nothing_before_creation(registry: Registry) -> None:
    """Set-up builds the decks; the first decisions come from character creation (MK 2.4)."""
    game = registry.new_game("munchkin", players=4, seed=3)
    hands = sum(len(game.zones[f"{s}.hand"].objects) for s in game.seats)
    tables = sum(len(game.zones[f"{s}.table"].objects) for s in game.seats)
    decks = len(game.zones["door.deck"].objects) + len(game.zones["treasure.deck"].objects)
    discards = len(game.zones["door.discard"].objects) + len(game.zones["treasure.discard"].objects)
    assert hands + tables + decks + discards >= 168 - 8
    assert all(game.players[s].counters["level"] >= 1 for s in game.seats)


@pytest.mark.parametrize("bot,seed", [("heuristic", 1), ("heuristic", 2), ("random", 1)])
def test_bot_games_end_with_a_winner(registry: Registry, bot: str, seed: int) -> None:
    """Bot games reach level 10 without an error (MK 5.8)."""
    game = registry.new_game("munchkin", players=4, seed=seed)
    play(game, bot, registry)
    assert game.over and not game.error
    assert game.result["winners"]
    assert all(game.players[s].counters["level"] >= 10 for s in game.result["winners"])


def test_cards_are_conserved_through_a_game(registry: Registry) -> None:
    """No card is lost or duplicated: every object is in exactly one zone."""
    game = registry.new_game("munchkin", players=3, seed=5)
    total = sum(len(z.objects) for z in game.zones.values())
    play(game, "heuristic", registry)
    assert sum(len(z.objects) for z in game.zones.values()) == total
    ids = [o.id for z in game.zones.values() for o in z.objects]
    assert len(ids) == len(set(ids)) == len(game.objects)


def test_vocabulary_reference_names_every_function(registry: Registry) -> None:
    """The card authors' reference lists Munchkin's Lua functions with their docs."""
    rules = registry.game("munchkin").ruleset()
    text = reference(rules)
    for name in ("ctx:level(seat: seat) -> integer", "ctx:add_bonus(target: seat|id, n: integer)",
                 "ctx:die_roll(seat: seat"):
        assert name in text


def test_kneepads_option_d_swaps_them_for_a_wandering_monster(registry: Registry) -> None:
    """Later editions: no Kneepads of Allure, a second Wandering Monster (MK 10.5)."""
    game = registry.new_game("munchkin", players=4, seed=1, options={"kneepads": "wandering"})
    cards = [o.card for o in game.objects.values()]
    assert "kneepads-of-allure" not in cards
    assert cards.count("wandering-monster") == 3


def test_a_seat_sees_its_own_hand_but_not_the_others(registry: Registry) -> None:
    """Hands are private; tables are public (MK 0.4)."""
    game = registry.new_game("munchkin", players=3, seed=1,
                             setup={"hands": {"p1": ["elf"], "p2": ["dwarf"]},
                                    "table": {"p2": ["leather-armor"]}})
    view = game.view("p1")
    assert [c["card"] for c in view["zones"]["p1.hand"]["cards"]] == ["elf"]
    assert view["zones"]["p2.hand"]["cards"][0].get("hidden") is True
    assert view["zones"]["p2.table"]["cards"][0]["card"] == "leather-armor"


def test_the_screen_shows_levels_items_and_both_sides_of_a_fight(registry: Registry) -> None:
    """The CLI text: level, race, class, sex, items with bonuses, the fight's totals."""
    game = registry.new_game("munchkin", players=3, seed=1,
                             setup={"levels": {"p1": 3}, "table": {"p1": ["elf", "leather-armor"]},
                                    "top": {"door.deck": ["bigfoot"]}})
    game.answer("p1", "pass")
    text = game.render("p1")
    assert "p1: level 3, Elf, no class, male" in text
    assert "Leather Armor +1" in text
    assert "COMBAT: p1 = 4  against  Bigfoot 12 = 12  -> losing" in text
    assert "You (p1): combat strength 4" in text
