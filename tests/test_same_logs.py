"""Speed changes change no game (issue #13): the first 20 seeds of each ``deckwright bench``
workload still give, byte for byte, the logs they gave when these hashes were taken.

A change that is meant to change games (a rules fix, a bot that plays better, new cards in a
default set) changes these hashes too: say so in its commit and take them again with
``python benchmarks/log_hashes.py --games 20 tests/data/log_hashes_20.json``. A change meant
only to be faster or smaller must leave them as they are (``benchmarks/log_hashes.py`` checks
300 seeds a workload by hand)."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from deckwright.kernel.registry import default_registry
from deckwright.tools.simulation.onegame import SimulationPlan, play_one

BASELINE = json.loads((Path(__file__).parent / "data" / "log_hashes_20.json")
                      .read_text(encoding="utf-8"))


@pytest.mark.no_cover  # whole games compared: see docs/design.md, Tests
@pytest.mark.parametrize("workload", sorted(BASELINE))
def test_the_same_seeds_give_the_same_logs_as_before(workload: str, tmp_path: Path) -> None:
    game_id, players, bots = workload.rsplit("-", 2)
    registry = default_registry()
    plan = SimulationPlan(game_id, int(players), [bots], 0, False, None, (), tmp_path,
                          200_000)
    factories = registry.agent_factories(game_id)
    rules = registry.game(game_id).ruleset()
    changed = []
    for seed, expected in sorted(BASELINE[workload].items(), key=lambda kv: int(kv[0])):
        outcome = play_one(registry, plan, int(seed), factories, rules)
        assert outcome.error is None, f"{workload} seed {seed}: {outcome.error}"
        log = tmp_path / f"{game_id}-{seed}.jsonl"
        if hashlib.sha256(log.read_bytes()).hexdigest() != expected:
            changed.append(seed)
    assert not changed, f"{workload}: seeds {', '.join(changed)} give other logs than before"
