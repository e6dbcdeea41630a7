"""Whether a loot card may be played is decided from its targets' ids alone (issue #32): at
every question in seeded games it is what the targets with their labels say (FS 4.6: a card
is played only with a legal target for some mode)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from deckwright.kernel.agents import make_agent
from deckwright.kernel.game import Game
from deckwright.plugins.four_souls import loot
from deckwright.tools.simulation.bench import MAX_DECISIONS
from deckwright.tools.simulation.onegame import play_to_end
from tests.conftest import shared_registry


def with_labels(game: Game, obj: Any, player: str) -> bool:
    """Playable as the targets a choice would show say it."""
    for mode in loot.modes_of(game, obj, player) or [None]:
        targets = loot.targets_of(game, obj.card, obj.id, player, mode.id if mode else None)
        if targets is None or targets:
            return True
    return False


def test_playable_is_what_the_labelled_targets_say(monkeypatch: pytest.MonkeyPatch) -> None:
    by_ids = loot.playable
    seen: Counter[bool] = Counter()

    def compared(game: Game, obj: Any, player: str) -> bool:
        found = by_ids(game, obj, player)
        assert found == with_labels(game, obj, player), obj.card
        seen[found] += 1
        return found

    monkeypatch.setattr(loot, "playable", compared)
    registry = shared_registry()
    for seed in (0, 3):
        game = registry.new_game("four-souls", players=4, seed=seed, options={"max_turns": 20},
                                 sets=["base", "requiem", "alt-art"])
        agents = {s: make_agent("heuristic", s, game, registry.agent_factories("four-souls"))
                  for s in game.seats}
        play_to_end(game, agents, MAX_DECISIONS, relevance=False)
    assert seen[True] > 200 and seen[False] > 5
