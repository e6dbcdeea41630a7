"""Munchkin's vocabulary is typed: a wrong argument is an error in the author's words, naming
card, ability and line, never a silent no-op (issue #10)."""

from __future__ import annotations

from pathlib import Path

import pytest

from deckwright.kernel import Registry


@pytest.mark.parametrize(("call", "message"), [
    ("ctx:discard(nil, 'curse')", "ctx:discard: id is missing (argument 1)"),
    ("ctx:lose_levels(seat, 'two')", "ctx:lose_levels: n (argument 2) must be a whole number "
                                     "of 0 or more, got 'two'"),
    ("ctx:lose_levels('p9', 1)", "ctx:lose_levels: seat (argument 1) must be a player's seat "
                                 "(p1, p2, p3, p4), got 'p9'"),
    ("ctx:gain_levels(seat, 1, 'bribe')", "how (argument 3) must be 'kill' or 'win', got "
                                          "'bribe'"),
])
def test_a_wrong_call_names_card_line_and_argument(tmp_path: Path, call: str,
                                                   message: str) -> None:
    root = tmp_path / "typed"
    (root / "cards").mkdir(parents=True)
    (root / "cards" / "typed.lua").write_text(
        f"return {{\n  curse = function(ctx, seat)\n    {call}\n  end,\n}}\n", encoding="utf-8")
    (root / "set.yaml").write_text(
        'game: munchkin\nid: typed\nname: Typed\nversion: "1"\ncards:\n'
        "  - {id: typed-curse, name: Typed Curse, type: curse, copies: 0, script: typed.lua,\n"
        "     stats: {deck: door}}\n", encoding="utf-8")
    game = Registry().new_game("munchkin", players=4, seed=1, sets=[root])
    flow = game.scripts.run_entry("typed-curse", "curse", source="typed-curse#1",
                                  controller="p1", args=("p2",))
    with pytest.raises(Exception) as info:
        next(flow)
    text = str(info.value)
    assert text.startswith("card 'typed-curse', curse: typed.lua:3: ") and message in text
