"""A set-up comes from a scenario file or a log, both untrusted: a malformed directive value is
one ScenarioError naming the directive, never a Python error (DESIGN §6.2)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from deckwright.kernel.errors import DeckwrightError, ScenarioError
from deckwright.kernel.registry import Registry

GAMES = ["wizard-duel", "dungeon-raiders", "four-souls", "munchkin"]


def _value(rng: random.Random, cards: list[str], depth: int = 0) -> Any:
    atoms: list[Any] = [None, True, 0, -3, 7, 2**70, 2.5, float("nan"), "", "p1", "p2", "p9",
                        "zzz", "monster.1", "p1.coins", rng.choice(cards)]
    if depth >= 3 or rng.random() < 0.4:
        return rng.choice(atoms)
    if rng.random() < 0.5:
        return [_value(rng, cards, depth + 1) for _ in range(rng.randint(0, 3))]
    keys: list[Any] = ["p1", "p2", "p9", "x", 3, "monster.1", "shop.1", rng.choice(cards)]
    return {rng.choice(keys): _value(rng, cards, depth + 1) for _ in range(rng.randint(0, 3))}


@pytest.mark.parametrize("game_id", GAMES)
def test_malformed_setup_values_are_scenario_errors(registry: Registry, game_id: str) -> None:
    rules = registry.game(game_id).ruleset
    names = [*rules().scenario_directives(), "top", "bottom", "counters", "rolls"]
    cards = sorted(registry.library(game_id).cards)[:40]
    rng = random.Random(f"setup-fuzz-{game_id}")
    tried = 0
    for _ in range(25):
        for name in names:
            value = _value(rng, cards)
            try:
                registry.new_game(game_id, players=rules.min_players if game_id != "wizard-duel"
                                  else 2, seed=1, setup={name: value})
            except DeckwrightError:
                pass
            tried += 1
    assert tried == 25 * len(names)


@pytest.mark.parametrize(("game_id", "setup", "message"), [
    ("four-souls", {"bank": "x"}, "bank must be a whole number"),
    ("four-souls", {"first": ["p1"]}, "first must be a seat (p1, p2)"),
    ("four-souls", {"characters": {"p1": "zzz"}}, "characters: no card 'zzz'"),
    ("four-souls", {"timer": [1]}, "timer must be a whole number"),
    ("four-souls", {"counters_on": {"the-d6": 3}}, "counters_on: counters on cards in play"),
    ("munchkin", {"levels": {"p1": "ten"}}, "levels: p1 must be a whole number from 1"),
    ("wizard-duel", {"hands": ["p1"]}, "setup directive 'hands': ['p1'] is not of the form"),
])
def test_a_malformed_directive_says_which_and_how(registry: Registry, game_id: str,
                                                  setup: dict[str, Any], message: str) -> None:
    with pytest.raises(ScenarioError) as info:
        registry.new_game(game_id, players=2, seed=1, setup=setup)
    assert message in str(info.value)
