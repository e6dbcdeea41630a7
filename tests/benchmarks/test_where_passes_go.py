"""The pass counter of ``benchmarks/where_passes_go.py`` changes no game and its counts hold
together (issue #32)."""

from __future__ import annotations

import pytest

from benchmarks.where_passes_go import counting, measure, report
from deckwright.kernel.registry import Registry
from deckwright.tools.simulation.bench import play_game


@pytest.mark.no_cover  # whole games compared: see docs/design.md, Tests
def test_counting_changes_no_game_and_comes_off() -> None:
    registry = Registry()
    plain, _ = play_game(registry, "munchkin", 4, "heuristic", 3)
    with counting(registry, "munchkin") as counts:
        counted, made = play_game(registry, "munchkin", 4, "heuristic", 3)
    assert counted.answers == plain.answers and counted.state_hash() == plain.state_hash()
    assert counts["decisions"] == made
    before = dict(counts)
    play_game(registry, "munchkin", 4, "heuristic", 4)
    assert dict(counts) == before  # nothing is counted once the block is left


def test_the_counts_of_four_souls_hold_together() -> None:
    counts = measure(Registry(), "four-souls", 4, "heuristic", 1)
    # every window is declined beforehand, passed unasked or a question
    assert counts["priority windows"] == (counts["declined beforehand"]
                                          + counts["passed unasked"]
                                          + counts["priority questions"])
    assert counts["actions computed"] == counts["passed unasked"] + counts["priority questions"]
    assert counts["declined beforehand"] > 0
    assert 0 < counts["answered pass"] <= counts["priority questions"] <= counts["decisions"]
    assert counts["no stop for a person"] <= counts["priority questions"]
    assert "windows that end in a pass" in report("four-souls", 4, "heuristic", counts)
