"""Which cards of a homebrew set came up in shaken games, and how often (issue #34).

A card *came up* in a game when it came into play (a hand, a seat's zone, the table or the
stack) or its script ran; for each card the report adds up the games it came up in and how
often it was drawn, played and used (``tools/report/tally.py`` says what each count means).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from deckwright.kernel.observations import WHAT

from .report.tally import GameTally

# one game's sightings: card id → [drawn, played, used], for the watched cards that came up
CardsSeen = dict[str, list[int]]


def seen_in(tally: GameTally, watched: Iterable[str]) -> CardsSeen:
    """The watched cards that came up in one game, with their counts."""
    wanted = set(watched)
    return {card: [tally.total(card, what) for what in WHAT]
            for card in tally.in_play if card in wanted}


def count_seen(watched: Sequence[tuple[str, str, str]],
               games: Sequence[CardsSeen]) -> list[dict[str, Any]]:
    """Each watched card (id, name, set) with the games it came up in and its totals, in the
    order given."""
    out = []
    for card, name, set_id in watched:
        totals = [0, 0, 0]
        came_up = 0
        for game in games:
            counts = game.get(card)
            if counts is None:
                continue
            came_up += 1
            totals = [a + b for a, b in zip(totals, counts, strict=True)]
        out.append({"id": card, "name": name, "set": set_id, "games": came_up,
                    **dict(zip(WHAT, totals, strict=True))})
    return out
