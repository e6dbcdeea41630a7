"""Questions that answer at once what a card script asked in several (issue #32): the Theft's
targets with their labels, whether a fight is on that nobody runs from, the combat's monsters
counted and looked for a tag."""

from __future__ import annotations

from collections import Counter

from deckwright.kernel.agents import LazyView, ask_agent, make_agent
from deckwright.plugins.munchkin.vocabulary import (
    fight_on,
    fighting,
    has_tag_,
    in_combat,
    monster_count,
    monster_with_tag,
    monsters,
    running,
    steal_targets,
    stealable,
)
from tests.conftest import shared_registry


def test_the_theft_targets_name_each_small_item_and_its_holder() -> None:
    # MK 7.14: small items on the other tables, upright or sideways; a Big one is not offered
    game = shared_registry().new_game(
        "munchkin", players=3, seed=1,
        setup={"table": {"p1": ["thief", "leather-armor"], "p2": ["huge-rock", "leather-armor"],
                         "p3": ["helm-of-courage"]}})
    offered = steal_targets(game, None, None, "p1")
    assert [t["label"] for t in offered] == ["steal Leather Armor from p2",
                                             "steal Helm of Courage from p3"]
    assert [t["id"] for t in offered] == stealable(game, None, None, "p1")


def test_a_fight_is_on_while_there_is_a_combat_nobody_runs_from() -> None:
    # at every decision of a seeded game: out of combat, in a fight, running away (MK 4.12),
    # for the table and for each player;
    # the monsters' count and tags as monsters() and has_tag give them
    registry = shared_registry()
    game = registry.new_game("munchkin", players=4, seed=0, options={"turn_limit": 12})
    agents = {s: make_agent("heuristic", s, game, registry.agent_factories("munchkin"))
              for s in game.seats}
    seen: Counter[tuple[bool, bool]] = Counter()
    tags: Counter[str] = Counter()
    while not game.over and game.pending:
        combat, fleeing = in_combat(game, None, None), running(game, None, None)
        assert fight_on(game, None, None) == (combat and not fleeing)
        for seat in game.seats:
            assert fighting(game, None, None, seat) == (
                in_combat(game, None, None, seat) and not fleeing)
        seen[(combat, fleeing)] += 1
        ids = monsters(game, None, None)
        assert monster_count(game, None, None) == len(ids)
        for tag in ("undead", "dragon"):
            assert monster_with_tag(game, None, None, tag) == any(
                has_tag_(game, None, None, i, tag) for i in ids)
            tags[tag] += monster_with_tag(game, None, None, tag)
        decision = game.pending[0]
        game.answer(decision.player, ask_agent(agents[decision.player], decision,
                                               LazyView(game, decision.player)))
    assert len(seen) == 3, seen
    assert tags["undead"] and not tags["dragon"], tags
