"""Munchkin's card functions that only return a question's answer name no parameter they do
not read, so the script host answers them without Lua (questionshape.py, issue #32): a
``function(ctx, seat) return ctx:fight_on() end`` is run in Lua every time it is asked."""

from __future__ import annotations

import re
from pathlib import Path

from deckwright.kernel.scripting.questionshape import questions_only

CARDS = Path(__file__).resolve().parents[2] / "cardscripts" / "munchkin"
# a function that returns one question asked without arguments, with any parameters
PASSES_BACK = re.compile(r"function\s*\(([^)]*)\)\s*return\s+ctx\s*:\s*\w+\s*\(\s*\)\s*end\b")


def test_functions_that_pass_a_question_back_take_only_ctx() -> None:
    found = [(path.name, m.group(0)) for path in sorted(CARDS.rglob("*.lua"))
             for m in PASSES_BACK.finditer(path.read_text(encoding="utf-8"))]
    extra = [(name, text) for name, text in found if questions_only(text) is None]
    assert not extra, f"a parameter the function does not read keeps it in Lua: {extra}"
    assert len(found) >= 14, found  # the enhancers', the potions', Mate's ...
