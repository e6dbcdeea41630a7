"""Who could stop a rival's win, and who did: a watch on one game's decisions.

When the game says a seat is about to win (``Ruleset.about_to_win``: Munchkin's fight for
level 10), every other seat that holds a play working against it (``Ruleset.hinders``) in a
priority window of that moment had a chance to stop it; it took the chance if it played one
there. A seat whose relevance declined the window beforehand (issue #32) is looked at too:
its actions are computed for the count, which changes nothing in the game. One chance per
seat and moment (the turn and the seat about to win), however many windows it spans.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from deckwright.kernel.decisions import PRIORITY, Decision, Window
from deckwright.kernel.game import Game

Moment = tuple[int, str]  # the turn, and the seat about to win
Chance = tuple[Moment, frozenset[str]]  # a moment, and the options that work against it


@dataclass
class ContestTally:
    """One game's chances to stop a win, per seat: how many moments it held a play against
    it, and in how many it played one. Plain data, so worker processes can send it back."""

    chances: dict[str, int] = field(default_factory=dict)
    taken: dict[str, int] = field(default_factory=dict)


class ContestWatch:
    """Counts, in one game, each seat's chances to stop a rival's win and the ones it took."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.rules = game.rules
        self.had: dict[Moment, set[str]] = {}
        self.took: dict[Moment, set[str]] = {}

    def bind(self, agents: Mapping[str, Any]) -> None:
        """Look at the windows a seat's relevance declines too (call after bind_relevance)."""
        for seat, agent in agents.items():
            wants = getattr(agent, "wants_to_act", None)
            if callable(wants):
                self.game.declare_relevance(seat, self._watching(seat, wants))

    def _watching(self, seat: str, wants: Callable[[Window], bool]) -> Callable[[Window], bool]:
        def watched(window: Window) -> bool:
            answer = wants(window)
            moment = self._moment(seat)
            if not answer and moment is not None:
                ids = [a.id for a in self.rules.priority_actions(self.game, seat)]
                if any(self.rules.hinders(self.game, seat, i) for i in ids):
                    self.had.setdefault(moment, set()).add(seat)
            return answer
        return watched

    def _moment(self, seat: str) -> Moment | None:
        """The moment a rival of ``seat`` is about to win, if it is one now."""
        winner = self.rules.about_to_win(self.game)
        if winner is None or winner == seat:
            return None
        return (self.game.turn, winner)

    def asked(self, decision: Decision) -> Chance | None:
        """Before a decision is answered: the chance it is, if one (for ``answered``)."""
        if decision.kind != PRIORITY:
            return None
        seat = decision.player
        moment = self._moment(seat)
        if moment is None:
            return None
        against = frozenset(i for i in decision.option_ids()
                            if self.rules.hinders(self.game, seat, i))
        if not against:
            return None
        self.had.setdefault(moment, set()).add(seat)
        return moment, against

    def answered(self, decision: Decision, chance: Chance | None, answer: Any) -> None:
        """After the answer to a decision ``asked`` found a chance in: was it taken?"""
        if chance is not None and answer in chance[1]:
            self.took.setdefault(chance[0], set()).add(decision.player)

    def result(self) -> ContestTally:
        """Per seat: the moments it could stop a win, and those it played against."""
        tally = ContestTally()
        for moment, seats in self.had.items():
            for seat in seats:
                tally.chances[seat] = tally.chances.get(seat, 0) + 1
                if seat in self.took.get(moment, set()):
                    tally.taken[seat] = tally.taken.get(seat, 0) + 1
        return tally
