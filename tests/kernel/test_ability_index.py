"""The ability index answers what a walk of the ability zones would, after any change."""

from __future__ import annotations

import random
from typing import Any

import pytest

from deckwright.kernel.game import Game
from deckwright.kernel.registry import default_registry
from deckwright.kernel.scripting.abilityindex import AbilityIndex
from deckwright.tools.scenarios.scenario import LazyView, make_agent

REGISTRY = default_registry()
# entry points asked of every card in play (Four Souls: Trinity Shield, bonus souls, Shadow)
ENTRIES = ("forbids", "restricts", "earned", "shadows", "attackable_player")


def walked(index: AbilityIndex) -> dict[str, Any]:
    """What every question of the index should answer, found from scratch."""
    holders = index.walk()
    static = [(o, s, a) for o, s in holders for a in s.static]
    return {
        "holders": holders,
        "static": static,
        "hp": [e for e in static if e[2].facts.get("stat") == "hp"],
        "activated": [(o, s, a) for o, s in holders for a in s.activated],
        "triggered": {k: [(o, s, s.triggered[k]) for o, s in holders if k in s.triggered]
                      for k in ("move", "damage", "roll")},
        "replacement": {k: [(o, s, s.replacement[k]) for o, s in holders if k in s.replacement]
                        for k in ("move", "damage", "roll")},
        "with_entry": {k: [o for o, s in holders if k in s.entries] for k in ENTRIES},
    }


def indexed(index: AbilityIndex) -> dict[str, Any]:
    """The same questions answered by the index."""
    return {
        "holders": index.holders(),
        "static": index.static(),
        "hp": index.static_of("hp"),
        "activated": index.activated(),
        "triggered": {k: index.triggered(k) for k in ("move", "damage", "roll")},
        "replacement": {k: index.replacement(k) for k in ("move", "damage", "roll")},
        "with_entry": {k: index.with_entry(k) for k in ENTRIES},
    }


def four_souls(seed: int = 5) -> Game:
    return REGISTRY.new_game("four-souls", players=4, seed=seed)


def test_index_follows_objects_moved_in_and_out_of_ability_zones() -> None:
    game = four_souls()
    index = game.scripts.index
    rng = random.Random(1)
    play_zones = [z.name for z in game.ability_zones()]
    other = [n for n in game.zones if n not in play_zones]
    for _ in range(200):
        obj = rng.choice(list(game.objects.values()))
        to = rng.choice(play_zones if rng.random() < 0.6 else other)
        game.move_object(obj, to, rng.choice(["top", "bottom"]))
        assert indexed(index) == walked(index)


def test_a_move_outside_the_ability_zones_keeps_the_index() -> None:
    game = four_souls()
    index = game.scripts.index
    play_zones = {z.name for z in game.ability_zones()}
    hand = next(n for n in game.zones if n.endswith(".hand"))
    deck = next(o for o in game.objects.values() if o.zone not in play_zones)
    indexed(index)
    version = game.zones_version
    game.move_object(deck, hand)
    assert game.zones_version == version  # nothing with an active ability moved
    into_play = game.move_object(game.zones[hand].objects[0], sorted(play_zones)[0])
    assert game.zones_version > version
    assert into_play in [o for o, _ in index.holders()] or \
        game.scripts.script(into_play.card) is None
    assert indexed(index) == walked(index)


def test_index_follows_a_zone_put_in_a_new_order() -> None:
    game = four_souls()
    index = game.scripts.index
    zone = max(game.ability_zones(), key=lambda z: len(z.objects))
    for obj in list(game.objects.values())[:6]:
        game.move_object(obj, zone.name)
    indexed(index)
    zone.objects.reverse()
    game.abilities_changed()
    assert indexed(index) == walked(index)


def test_index_follows_an_object_becoming_another_card() -> None:
    game = four_souls()
    index = game.scripts.index
    holder, _ = index.holders()[0]
    scripted = next(o for o in game.objects.values()
                    if game.scripts.script(o.card) is not None and o.card != holder.card)
    indexed(index)
    holder.card = scripted.card
    game.abilities_changed()
    assert indexed(index) == walked(index)


@pytest.mark.no_cover  # whole games compared: see docs/design.md, Tests
def test_index_matches_a_walk_at_every_decision_of_a_game() -> None:
    for name in ("four-souls", "munchkin"):
        game = REGISTRY.new_game(name, players=4, seed=2)
        index = game.scripts.index
        factories = REGISTRY.agent_factories(name)
        agents = {s: make_agent("heuristic", s, game, factories) for s in game.seats}
        decisions = 0
        while not game.over:
            for decision in game.pending:
                assert indexed(index) == walked(index)
                decisions += 1
                game.answer(decision.player,
                            agents[decision.player].choose(decision,
                                                           LazyView(game, decision.player)))
        assert decisions > 50
