"""The lookahead bot (issue #36): the heuristic bot's answers, played at the sharp style
(``bot_style.SHARP``), except at the decisions that shape a turn, where each option is tried
in a copy of the game (``kernel/lookahead.py``), played by heuristic bots to the end of the
turn, or until a soul or a death settles it (``position.mark``), and scored by
``position.evaluate``. In the copies its own seat plays at its style, the other seats as the
normal bot: a fair model of opponents it does not know.

Searched: in its own action phase on an empty stack, what to do next (attack, buy, play a
loot card, use an ability, end the turn); which monster or player to attack; which shop item
to buy; whom a card it plays targets. Everything else, and every window its relevance
declines (the heuristic's), is the heuristic's answer. So a card nobody wrote a hint for is
used when its copy shows it helps, judged by what its script does.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from deckwright.kernel.decisions import CHOOSE, PRIORITY, Answer, Decision, Window
from deckwright.kernel.game import Game
from deckwright.kernel.lookahead import Lookahead, SearchCounts, searchable

from . import barter, position, zones
from .bot_style import NORMAL, SHARP, Style
from .bots import HeuristicBot, TurnUses
from .facts import hp

# the fixed work of one decision (5 answers on 2 samples, up to 6 while a fight's dice leave
# the choice open: some 15 ms of processor time a copy, most of it the fork); the budget is
# only the guard on top (issue #36: at most 1 s a decision). Another answer than the
# heuristic's must score better by a sixth of a soul and by more than two standard errors of
# its gain: within the noise of the samples the heuristic's boldness is kept
COUNTS = SearchCounts(candidates=5, resamples=2, horizon_turns=0, horizon_decisions=300,
                      margin=1.5, most_resamples=6, noise=2.0)
# the choices searched, by the decision's ``why`` (a purchase's item is chosen by its worth,
# which is all the evaluation could say of it within the turn)
SEARCHED_WHYS = ("attack", "target")
# the order in which an action-phase priority's options fill the candidates after the
# heuristic's own answer
FIRST_ACTIONS = ("attack", "end-turn", "purchase")


class LookaheadBot:
    """A Four Souls player that looks one choice ahead, with the heuristic bot as its
    fallback and as everyone's policy in the copies."""

    # as the heuristic: it keeps every question (its planned targets are used up by them)
    forced_questions = True

    def __init__(self, seat: str, game: Game, counts: SearchCounts | None = None,
                 style: Style = SHARP) -> None:
        self.seat = seat
        self.game = game
        self.inner = HeuristicBot(seat, game, style)
        self.search = Lookahead(seat, game, policy=CopyPlayers(seat, style),
                                evaluate=position.evaluate, counts=counts or COUNTS,
                                settled=position.mark)
        self.uses = TurnUses()  # abilities the search chose, so none is used for ever

    @property
    def budget(self) -> float:
        """The seconds one decision may take at most (the levels' option, kernel/levels.py)."""
        return self.search.counts.budget

    @budget.setter
    def budget(self, seconds: float) -> None:
        if not seconds > 0:
            raise ValueError(f"a decision's budget must be a positive number of seconds, "
                             f"not {seconds}")
        self.search.counts = replace(self.search.counts, budget=float(seconds))

    def wants_to_act(self, window: Window) -> bool:
        """The heuristic's relevance: a window it declines stays declined."""
        return self.inner.wants_to_act(window)

    def choose(self, decision: Decision, view: Mapping[str, Any]) -> Answer:
        """The heuristic's answer, or a better one its copies of the game show."""
        # a target the heuristic planned with its play (against a rival's winning roll, to
        # save itself) is its rules' own answer: kept, not searched
        planned = "target" in self.inner.plan
        default = self.inner.choose(decision, view)
        candidates = [] if planned else self.candidates(decision, default)
        if len(candidates) < 2:
            return default
        answer = self.search.choose(decision, candidates, default).answer
        if answer != default:
            self.follow(str(answer))
        return answer

    def candidates(self, decision: Decision, default: Answer) -> list[Answer]:
        """The answers worth trying here, the heuristic's first; fewer than two: not searched."""
        if not searchable(decision):
            return []
        ids = decision.option_ids()
        if decision.kind == CHOOSE and (decision.context.get("why") in SEARCHED_WHYS or all(
                i.startswith("target:") for i in ids)):
            return [default, *sorted((i for i in ids if i != default), key=self.aim)]
        if decision.kind != PRIORITY or not self.own_action_phase() or self.sure(default):
            return []
        turn = self.game.turn
        found: list[Answer] = [default]
        seen_cards = set()
        for option in ids:
            if option == barter.ACTION or option == "pass" or option in found:
                continue
            if option.startswith("activate:") and self.uses.spent(option, turn):
                continue
            if option.startswith("play:"):
                obj = self.game.objects.get(option[len("play:"):])
                card = obj.card if obj is not None else option
                if card in seen_cards:
                    continue  # two copies of a card are one choice
                seen_cards.add(card)
            if option == "purchase" and (not self.inner.can_afford() or self.inner.saving()):
                continue  # nothing to buy, or its style saves the cents for a bonus soul
            found.append(option)
        return sorted(found, key=lambda o: _rank(o, default, self.written_for(o)))

    def written_for(self, option: Answer) -> bool:
        """Whether an option plays or uses a card of the game's own the heuristic knows (its
        rules judge it already); a homebrew card's is judged only by the search."""
        parts = str(option).split(":")
        obj = self.game.objects.get(parts[1]) if len(parts) > 1 else None
        return obj is None or obj.card in self.inner.known

    def aim(self, option: str) -> tuple[int, int]:
        """The order in which targets fill the candidates: monsters, the weakest first, then
        rivals, then the bot itself (and what it controls) last."""
        tail = option.split(":", 1)[-1]
        if tail in self.game.players:
            return (2 if tail == self.seat else 1, hp(self.game, tail))
        obj = self.game.objects.get(tail)
        if obj is not None and zones.is_monster(self.game, obj):
            return (0, hp(self.game, tail))
        mine = obj is not None and self.seat in (obj.owner, obj.controller)
        return (2 if mine else 1, 0)

    def sure(self, default: Answer) -> bool:
        """Whether the heuristic's answer is one of its own rules' sure plays, not worth a
        search: a purchase (made at 10¢), a loot card or an ability of the game's own cards
        it plays by its rules (cents, pills, the tarot and items it knows)."""
        option = str(default)
        if option == "purchase":
            return True
        if not option.startswith(("play:", "activate:")):
            return False
        obj = self.game.objects.get(option.split(":")[1])
        return obj is not None and obj.card in self.inner.known and \
            self.game.card(obj.card).ai.play is None

    def own_action_phase(self) -> bool:
        """Its own action phase with nothing on the stack: where a turn is shaped."""
        game = self.game
        return (game.active == self.seat and not game.stack
                and game.data["turn"]["phase"] == "action")

    def follow(self, answer: str) -> None:
        """Let the heuristic know the card played or used instead of its own choice (its
        target comes next), and forget the target it planned for its own."""
        self.inner.plan.clear()
        self.inner.acting = None
        if answer.startswith(("play:", "activate:")):
            self.inner.act(answer)
        if answer.startswith("activate:"):
            self.uses.add(answer, self.game.turn)


@dataclass(frozen=True)
class CopyPlayers:
    """Who plays each seat in the search's copies: the searching seat's heuristic at its own
    style, every other seat's at the normal bot's."""

    seat: str
    style: Style

    def __call__(self, seat: str, game: Game) -> HeuristicBot:
        """The heuristic bot for ``seat`` in a copy of the game."""
        return HeuristicBot(seat, game, self.style if seat == self.seat else NORMAL)


def _rank(option: Answer, default: Answer, known: bool) -> tuple[int, int, int]:
    """The heuristic's answer first, then attack, end of turn and a purchase, then abilities,
    then loot plays; of those, the cards the heuristic was not written for first (its rules
    use its own cards already, so the search has most to add on the others)."""
    if option == default:
        return (0, 0, 0)
    if option in FIRST_ACTIONS:
        return (1, FIRST_ACTIONS.index(str(option)), 0)
    return (2 if str(option).startswith("activate:") else 3, int(known), 0)


__all__ = ["COUNTS", "CopyPlayers", "LookaheadBot"]
