"""The ability index files each object's own abilities once for the object and its script and
reuses them at later rebuilds (issue #32): at every rebuild of seeded games, what it filed is
what filing every object afresh gives, entry for entry and in walk order."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from deckwright.kernel.registry import default_registry
from deckwright.kernel.scripting.abilityindex import AbilityIndex
from deckwright.tools.scenarios.scenario import LazyView, make_agent

REGISTRY = default_registry()


def filed(index: AbilityIndex) -> tuple[Any, ...]:
    """Everything the index answers from, as plain lists."""
    return (list(index._static), {k: list(v) for k, v in index._by_stat.items()},
            list(index._activated), {k: list(v) for k, v in index._triggered.items()},
            {k: list(v) for k, v in index._replacement.items()})


@pytest.mark.no_cover  # whole games compared: see docs/design.md, Tests
@pytest.mark.parametrize(("name", "seed"), [("four-souls", 1), ("four-souls", 6),
                                             ("munchkin", 2)])
def test_every_rebuild_files_what_filing_afresh_files(
        monkeypatch: pytest.MonkeyPatch, name: str, seed: int) -> None:
    rebuild = AbilityIndex._rebuild
    seen: Counter[str] = Counter()

    def compared(index: AbilityIndex) -> None:
        rebuild(index)
        if not index.enabled:
            return
        kept = filed(index)
        index._enabled = False  # files each object afresh (leaving the version it is at)
        try:
            rebuild(index)
        finally:
            index._enabled = True
        assert filed(index) == kept
        seen["rebuilds"] += 1
        seen["reused"] += sum(id(o) in index._owns for o, _ in index._holders)

    monkeypatch.setattr(AbilityIndex, "_rebuild", compared)
    game = REGISTRY.new_game(name, players=4, seed=seed)
    factories = REGISTRY.agent_factories(name)
    agents = {s: make_agent("heuristic", s, game, factories) for s in game.seats}
    while not game.over and len(game.answers) < 600:
        for decision in game.pending:
            game.answer(decision.player, agents[decision.player].choose(
                decision, LazyView(game, decision.player)))
    assert seen["rebuilds"] > 30 and seen["reused"] > 300
