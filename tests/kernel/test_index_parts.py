"""The ability index keeps each unchanged ability zone's part of its walk and what that part
files (issue #32): after every event of seeded games, what it answers is what a fresh index,
walking and filing every object from scratch, answers — entry for entry and in walk order."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from deckwright.kernel.events import Event
from deckwright.kernel.game import Game
from deckwright.kernel.registry import default_registry
from deckwright.kernel.scripting.abilityindex import AbilityIndex
from deckwright.tools.scenarios.scenario import LazyView, make_agent

REGISTRY = default_registry()
GAMES = [("four-souls", 1), ("four-souls", 4), ("four-souls", 6), ("munchkin", 2),
         ("munchkin", 5), ("munchkin", 7)]


def _entry(entry: tuple[Any, ...]) -> tuple[Any, ...]:
    # the object itself, the card its script is (a fresh index has its own blank scripts)
    # and the abilities (a fresh index makes its own given ones: equal, not the same)
    return (id(entry[0]), entry[1].card.id, entry[2])


def answers(index: AbilityIndex) -> tuple[Any, ...]:
    """Everything the index answers from, after bringing it up to date."""
    holders = index.holders()
    return ([(id(o), s.card.id) for o, s in holders], sorted(index._stripped), index.dynamic,
            [_entry(e) for e in index._static],
            {k: [_entry(e) for e in v] for k, v in index._by_stat.items()},
            [_entry(e) for e in index._activated],
            {k: [_entry(w) for w in v] for k, v in index._triggered.items()},
            {k: [_entry(w) for w in v] for k, v in index._replacement.items()})


def fresh(game: Game) -> AbilityIndex:
    """An index of ``game`` that walks and files everything from scratch."""
    host = game.scripts
    index = AbilityIndex(game, host.script, host.ask)
    index.enabled = False
    return index


def play(monkeypatch: pytest.MonkeyPatch, name: str, seed: int) -> Counter[str]:
    """Play a seeded game, comparing the game's index with a fresh one after every event."""
    seen: Counter[str] = Counter()
    record, count = Game.record, Game._count

    def compare(game: Game) -> None:
        index = game.scripts.index
        assert answers(index) == answers(fresh(game))
        seen["events"] += 1
        seen["changes"] += game.zones_version != seen["version"]
        seen["version"] = game.zones_version

    def recorded(game: Game, event: Event) -> None:
        record(game, event)
        compare(game)

    def counted(game: Game, kind: str) -> None:
        count(game, kind)
        compare(game)

    monkeypatch.setattr(Game, "record", recorded)
    monkeypatch.setattr(Game, "_count", counted)
    game = REGISTRY.new_game(name, players=4, seed=seed)
    factories = REGISTRY.agent_factories(name)
    agents = {s: make_agent("heuristic", s, game, factories) for s in game.seats}
    while not game.over and len(game.answers) < 800:
        for decision in game.pending:
            game.answer(decision.player, agents[decision.player].choose(
                decision, LazyView(game, decision.player)))
    return seen


@pytest.mark.no_cover  # whole games compared: see docs/design.md, Tests
@pytest.mark.parametrize(("name", "seed"), GAMES)
def test_after_every_event_the_index_answers_what_a_fresh_one_does(
        monkeypatch: pytest.MonkeyPatch, name: str, seed: int) -> None:
    seen = play(monkeypatch, name, seed)
    assert seen["events"] > 100 and seen["changes"] > 10


def test_a_part_kept_past_a_change_of_its_zone_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """The comparison fails when each zone's first part is kept, whatever the zone became."""
    def never_again(index: AbilityIndex) -> Any:
        game = index._game()
        parts = []
        for zone in game.ability_zones():
            part = index._zone_parts.get(id(zone))
            if part is None:  # walked once, then kept whatever happens to the zone
                part = index._zone_parts[id(zone)] = [zone, zone.version,
                                                      index._walk_zone(zone), None]
            parts.append(part)
        return [h for part in parts for h in part[2]], parts

    monkeypatch.setattr(AbilityIndex, "_walked", never_again)
    with pytest.raises(AssertionError):
        play(monkeypatch, "four-souls", 1)
