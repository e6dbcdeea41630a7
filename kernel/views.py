"""What a seat may read of a game's history: each entry masked for the viewer, and narration
lines folded so that a run of equal lines reads as one with a count."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .state import Zone


def masked(zones: Mapping[str, Zone], kind: str, data: dict[str, Any], viewer: str
           ) -> dict[str, Any]:
    """One history entry as ``viewer`` may read it: the identity of a card they could not see
    (before or after a move, in a reveal to others, in another seat's answer) is ``?``."""
    if kind == "reveal":
        to = data.get("to", "all")
        if to == "all" or viewer == to or (isinstance(to, list) and viewer in to):
            return data
    elif kind == "answer":  # a player's answer may name a hidden card
        return data if data.get("player") == viewer else {**data, "answer": "?"}
    elif kind.startswith("move"):
        source, target = zones.get(data.get("from")), zones.get(data.get("to"))
        saw_before = viewer in data.get("known_to_before", ()) or (
            source is not None and source.visible_to(viewer)
            and not data.get("face_down_before"))
        sees_after = (target is not None and target.visible_to(viewer)
                      and not data.get("face_down"))
        if saw_before and sees_after:
            return data
        if saw_before or sees_after:  # the card is known; the object out of sight is not
            hidden_key = "object" if sees_after else "new_object"
            return {k: ("?" if k == hidden_key else v) for k, v in data.items()
                    if k != "known_to_before"}
    else:
        return data
    return {k: ("?" if k in ("card", "object", "new_object") else v)
            for k, v in data.items() if k not in ("known_to_before",)}


def folded(lines: list[str]) -> list[str]:
    """Runs of the same line as one line with a count ('p2 draws a card face down (×3)')."""
    out: list[str] = []
    counts: list[int] = []
    for line in lines:
        if out and out[-1] == line:
            counts[-1] += 1
        else:
            out.append(line)
            counts.append(1)
    return [line if n == 1 else f"{line} (×{n})" for line, n in zip(out, counts, strict=True)]
