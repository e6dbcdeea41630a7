"""Magic Marker's changed numbers: within 1 to 6, amounts only."""

from __future__ import annotations

from deckwright.plugins.four_souls.marker import changed


def test_a_number_changes_by_one_up_or_down() -> None:
    assert changed(3, 1) == 4
    assert changed(3, -1) == 2


def test_a_change_that_would_leave_one_to_six_does_nothing() -> None:
    # "the number cannot go below 1 or above 6"
    assert changed(6, 1) == 6
    assert changed(1, -1) == 1
    assert changed(7, -1) == 6  # a 7 may come down into the range


def test_only_whole_numbers_are_amounts() -> None:
    assert changed(True, 1) is True
    assert changed("p2", 1) == "p2"
