"""The time-sharing clock of ``benchmarks/where_time_goes.py`` changes no game, and its parts
never add up to more than the whole (issue #13)."""

from __future__ import annotations

import time

import pytest

from benchmarks.where_time_goes import PARTS, clock_on, report
from deckwright.kernel.registry import Registry
from deckwright.tools.simulation.bench import play_game


@pytest.mark.no_cover  # whole games compared: see docs/design.md, Tests
def test_a_game_played_with_the_clock_on_is_the_same_game() -> None:
    registry = Registry()
    plain, _ = play_game(registry, "four-souls", 4, "heuristic", 5)
    with clock_on(registry, "four-souls") as clock:
        clocked, _ = play_game(registry, "four-souls", 4, "heuristic", 5)
    assert clocked.answers == plain.answers
    assert clocked.state_hash() == plain.state_hash()
    assert clock.spent["state checks"] > 0 and clock.spent["legal actions"] > 0


def test_the_parts_add_up_to_at_most_the_whole_and_the_clock_comes_off() -> None:
    registry = Registry()
    with clock_on(registry, "dungeon-raiders") as clock:
        started = time.perf_counter()
        play_game(registry, "dungeon-raiders", 5, "random", 1)
        whole = time.perf_counter() - started
    assert 0 < sum(clock.spent[p] for p in PARTS) <= whole
    assert clock.spent["events"] > 0 and clock.spent["set-up"] > 0
    before = dict(clock.spent)
    play_game(registry, "dungeon-raiders", 5, "random", 2)
    assert dict(clock.spent) == before  # nothing is timed once the block is left
    clock.spent["without the clock"] = whole
    assert "all five parts above" in report("dungeon-raiders", 5, "random", 1, whole,
                                            clock.spent)
