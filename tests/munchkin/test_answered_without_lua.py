"""Munchkin's card functions that only return a question's answer (the enhancers', the
potions' playable and targets …) are each read as plain, so the script host answers them
without Lua (returnexpr.py, issue #32)."""

from __future__ import annotations

import re
from pathlib import Path

from deckwright.kernel.scripting.returnexpr import read_function

CARDS = Path(__file__).resolve().parents[2] / "cardscripts" / "munchkin"
# a function that returns one question asked without arguments, with any parameters
PASSES_BACK = re.compile(r"function\s*\(([^)]*)\)\s*return\s+ctx\s*:\s*\w+\s*\(\s*\)\s*end\b")


def test_functions_that_pass_a_question_back_are_answered_without_lua() -> None:
    found = [(path.name, m.group(0)) for path in sorted(CARDS.rglob("*.lua"))
             for m in PASSES_BACK.finditer(path.read_text(encoding="utf-8"))]
    extra = [(name, text) for name, text in found if read_function(text) is None]
    assert not extra, f"these are run in Lua: {extra}"
    assert len(found) >= 14, found  # the enhancers', the potions', Mate's ...
