"""The Munchkin lookahead bot (issue #36): the heuristic bot's answers, except at the choices
that decide fights, where each option is tried in copies of the game (``kernel/lookahead.py``:
the cards it cannot see resampled, the dice reseeded), played to the end of the turn by
heuristic bots and scored by ``position.evaluate``.

Searched: in its own fight while it is losing, and in a rival's while the rival is winning,
what to play (or nothing; against a rival's last fight, MK 5.7, which card, never whether:
the table sense stays); whether to look for trouble with a monster from its hand or loot the
room, to fight a monster that would leave it alone, and, losing, whom to ask for help or
whether to run. Everything else is the heuristic's answer, so a card nobody wrote a hint for
is played in a fight where its copy shows it helps.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from deckwright.kernel.decisions import CHOOSE, PRIORITY, Answer, Decision, Window
from deckwright.kernel.game import Game
from deckwright.kernel.lookahead import Lookahead, SearchCounts, searchable

from . import combat as cb
from . import position, table_sense
from .bots import MunchkinBot

# the fixed work of one decision (a 400-game duel with two jobs stays near half an hour);
# the budget is only the guard on top (issue #36: at most 1 s a decision)
COUNTS = SearchCounts(candidates=4, resamples=2, horizon_turns=0, horizon_decisions=400)
# the share of a decision's budget the heuristic's answer and the copies may take
GUARDED = 0.8
# the options of a choice that mark the choices searched: the door's trouble, a friendly
# monster, a fight being lost
SEARCHED_CHOICES = ("loot", "let-go", "run")
# what a priority option may do to be tried (the rest: trades, sales, tidying)
TRIED = ("play:", "activate:", "help:", "instead:")


class SearchingBot(MunchkinBot):
    """The heuristic bot as the lookahead bot's own fallback and as everyone's policy in its
    copies, with the relevance it had before it foresaw its passes. A copy plays on from the
    real game with the real seats' relevance until someone is asked, and a rollout ends at
    a settled position, looked at after each answer and at most ``horizon_decisions``
    answers on: the windows asked decide where a copy ends, so they stay those the search
    was measured with, and a game of lookahead bots is the game it was."""

    foresees_passes = False


class LookaheadBot:
    """A Munchkin player that looks one choice ahead at its fights, with the heuristic bot as
    its fallback and as everyone's policy in the copies."""

    # as the heuristic: a question with one legal answer is answered for it
    forced_questions = False

    def __init__(self, seat: str, game: Game, counts: SearchCounts | None = None) -> None:
        self.seat = seat
        self.game = game
        self.inner = SearchingBot(seat, game)
        self.search = Lookahead(seat, game, policy=SearchingBot, evaluate=position.evaluate,
                                counts=counts or COUNTS)
        self.budget = (counts or COUNTS).budget

    @property
    def budget(self) -> float:
        """Seconds one decision may take at most (the level's budget)."""
        return self._budget

    @budget.setter
    def budget(self, seconds: float) -> None:
        self._budget = seconds

    def wants_to_act(self, window: Window) -> bool:
        """The heuristic's relevance, and any fight a rival is winning (the search may find
        a card worth playing against it where the heuristic would not)."""
        wants = self.inner.wants_to_act(window)
        if wants:
            return True
        c = cb.current(self.game)
        return c is not None and self.inner.margin() > 0 and cb.entries(self.game) != []

    def choose(self, decision: Decision, view: Mapping[str, Any]) -> Answer:
        """The heuristic's answer, or a better one its copies of the game show."""
        started = time.perf_counter()
        default = self.inner.choose(decision, view)
        candidates = self.candidates(decision, default)
        if len(candidates) < 2:
            return default
        # the search's guard counts its copies only: what the heuristic's answer took comes
        # off the budget first, and a share of it is kept for the forks and their ends
        left = GUARDED * self._budget - (time.perf_counter() - started)
        self.search.counts = replace(self.search.counts, budget=max(0.0, left))
        answer = self.search.choose(decision, candidates, default).answer
        if answer != default:
            self.follow(str(answer))
        return answer

    def candidates(self, decision: Decision, default: Answer) -> list[Answer]:
        """The answers worth trying here, the heuristic's first; fewer than two: not
        searched."""
        if not searchable(decision):
            return []
        ids = decision.option_ids()
        if decision.kind == CHOOSE and any(o in ids for o in SEARCHED_CHOICES):
            return [default, *[i for i in ids if i != default]]
        if decision.kind != PRIORITY:
            return []
        game = self.game
        if cb.current(game) is None or not cb.entries(game):
            return []
        # its own fight while it is losing, a rival's while the rival is winning: elsewhere
        # a play would only spend a card
        if (self.inner.margin() > 0) == self.inner.my_side():
            return []
        rival = table_sense.about_to_win(game)
        if rival not in (None, self.seat) and table_sense.hinders(game, self.seat, str(default)):
            # a rival's last fight meets a card against it (MK 5.7): the copies choose which,
            # not whether (in a copy another player's card may stop it for free)
            return [default, *[o for o in ids if o != default
                               and table_sense.hinders(game, self.seat, o)]]
        found: list[Answer] = [default]
        if "pass" in ids and default != "pass":
            found.append("pass")
        seen_cards = set()
        for option in ids:
            if option in found or not option.startswith(TRIED):
                continue
            if option.startswith("play:"):
                obj = game.objects.get(option[len("play:"):])
                card = obj.card if obj is not None else option
                if card in seen_cards:
                    continue  # two copies of a card are one choice
                seen_cards.add(card)
            found.append(option)
        return found if len(found) > 1 else []

    def follow(self, answer: str) -> None:
        """Let the heuristic know the card played instead of its own choice (its target
        comes next)."""
        self.inner.act(answer)
