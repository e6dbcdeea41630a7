"""When a balance report has played enough games: the rule a report run of the default size
follows (``deckwright simulate --report`` without ``--games``).

The run plays batches of games, seeds in order, and stops after the first batch at which
every card it watches has a lift measured on enough observations (the cards of the sets given
with ``--set``; every card of the game's sets when none was), or at the cap. Each game depends
only on its seed, so the run stops at the same game for any number of workers.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from dataclasses import dataclass

from .balance import MIN_OBSERVATIONS, BalanceReport, CardLine

BATCH = 100  # games per batch (rounded up to a multiple of the players, so seats rotate evenly)
CAP = 1000  # the most games a run of the default size plays
FIXED = 200  # the games a report without --set plays: too many cards to wait for each

RULE = (f"batches of {BATCH} games until every card of the --set sets has a win-rate lift "
        f"resting on at least {MIN_OBSERVATIONS} seat-games that held it (a monster: "
        f"{MIN_OBSERVATIONS} kills) and {MIN_OBSERVATIONS} that did not, at most {CAP} games; "
        f"without --set, {FIXED} games")


@dataclass(frozen=True)
class Enough:
    """The rule for one run: the cards watched (ids), the batch size, the cap."""

    cards: frozenset[str]
    batch: int = BATCH
    cap: int = CAP

    def short(self, report: BalanceReport) -> list[CardLine]:
        """The watched cards (their rows) still without a lift on enough observations."""
        return [line for line in report.cards
                if ({line.id, *line.joined} & self.cards) and not measured(line)]

    def met(self, report: BalanceReport) -> bool:
        """Whether every watched card has a lift on enough observations."""
        return not self.short(report)


def measured(line: CardLine) -> bool:
    """A card's lift rests on enough observations: no flag and an interval."""
    return line.lift is not None and line.lift_low is not None and line.flag == ""


def batch_for(players: int, batch: int = BATCH) -> int:
    """``batch`` rounded up to a multiple of the seats, so rotated bots sit evenly per batch."""
    return -(-batch // max(1, players)) * max(1, players)


def watched(default_sets: Collection[str], cards: Iterable[tuple[str, str]]) -> frozenset[str]:
    """The cards the rule waits for: of ``cards`` ((id, set id) pairs), those not in the
    game's default sets."""
    return frozenset(card for card, set_id in cards if set_id not in default_sets)
