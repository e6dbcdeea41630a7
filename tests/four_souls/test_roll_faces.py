"""A roll event's ``faces`` (set by a card's replacement, FS 5.1.6): a coin still rolls, and
what a script puts there is bounded and checked."""

from __future__ import annotations

from tests.four_souls.test_narration import table


def test_a_rolls_faces_from_a_script_are_bounded_and_checked() -> None:  # FS 5.1.6
    from deckwright.kernel.appliers import apply_roll as _apply_roll
    from deckwright.kernel.events import Event

    game = table()
    coin = Event("roll", {"player": "p1", "sides": 6, "faces": {1: 6, 2: 1}})
    assert {_apply_roll(game, coin) for _ in range(40)} == {1, 6}
    for hostile in ("66", ["a", None, True], {1: -3}, 7):
        bad = Event("roll", {"player": "p1", "sides": 6, "faces": hostile})
        assert 1 <= _apply_roll(game, bad) <= 6   # not a face: an ordinary die
    many = Event("roll", {"player": "p1", "sides": 6, "faces": list(range(1, 10**5))})
    assert _apply_roll(game, many) <= 64
