"""The kernel asks Four Souls' rules for replacements only about the event kinds they declare
(issue #32): asked about every kind in seeded games, the rules never answer for another
(FS 10.2: shields on damage, boss armour, loot, a kept room, a copy leaving)."""

from __future__ import annotations

from collections import Counter

import pytest

from deckwright.kernel.agents import make_agent
from deckwright.kernel.events import Event, Replacement
from deckwright.kernel.game import Game
from deckwright.plugins.four_souls.ruleset import FourSouls
from deckwright.tools.simulation.bench import MAX_DECISIONS
from deckwright.tools.simulation.onegame import play_to_end
from tests.conftest import shared_registry


def test_the_rules_replace_no_kind_they_do_not_declare(monkeypatch: pytest.MonkeyPatch) -> None:
    declared = FourSouls.replaced_kinds
    assert declared is not None
    asked = FourSouls.replacements
    seen: Counter[str] = Counter()

    def every(self: FourSouls, game: Game, event: Event) -> list[Replacement]:
        found = asked(self, game, event)
        if event.kind not in declared:
            assert found == [], event.kind
        seen[event.kind in declared] += 1
        return found

    monkeypatch.setattr(FourSouls, "replaced_kinds", None)  # asked about every kind
    monkeypatch.setattr(FourSouls, "replacements", every)
    registry = shared_registry()
    for seed, options in ((0, {"max_turns": 15}), (4, {"max_turns": 15, "coop": True})):
        game = registry.new_game("four-souls", players=4, seed=seed, options=options)
        agents = {s: make_agent("heuristic", s, game, registry.agent_factories("four-souls"))
                  for s in game.seats}
        play_to_end(game, agents, MAX_DECISIONS, relevance=False)
    assert seen[False] > 500 and seen[True] > 100
