"""Stop levels: which priority windows a seat is asked about (issues #32 and #33).

One question decides it for people, bots and the kernel alike: could something this seat
holds matter here? The game answers it from the window alone, before any legal action is
computed (``Ruleset.window_matters``), at the seat's stop level; a window that does not
matter is passed for the seat and logged as declined (``Game.declare_relevance``).
"""

from __future__ import annotations

import difflib

FEW = "few"
NORMAL = "normal"
EVERY = "every"
STOP_LEVELS = (FEW, NORMAL, EVERY)
DEFAULT_STOPS = NORMAL
STOP_MEANINGS = {
    FEW: "only your own turn's choices and what is aimed at you (your roll, damage to you)",
    NORMAL: "wherever something you hold could change what happens (the default)",
    EVERY: "every priority window where you have anything to do",
}
# the words of the first stop settings, still understood
OLD_WORDS = {"everywhere": EVERY, "all": EVERY, "usual": NORMAL, "default": NORMAL}


def stop_level(text: str) -> str:
    """The stop level ``text`` names; ValueError saying the levels (and the nearest) if none."""
    word = text.strip().lower()
    if word in STOP_LEVELS:
        return word
    if word in OLD_WORDS:
        return OLD_WORDS[word]
    near = difflib.get_close_matches(word, STOP_LEVELS, n=1)
    hint = f" (did you mean '{near[0]}'?)" if near else ""
    raise ValueError(f"'{text[:20]}' is not a stop level: say {', '.join(STOP_LEVELS)}{hint}")
