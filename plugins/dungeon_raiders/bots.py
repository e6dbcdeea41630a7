"""The heuristic bot: Monte Carlo over the other players' remaining power cards.

Every player's power cards are public once played, so each opponent's remaining powers on a
floor are known; the bot samples their plays from those (uniformly), scores each of its own
options by the room's outcome, and adds the best use of its remaining cards on the rooms of
this floor it can see (face up, or seen by torch). In the very last room of the game it
scores by who would win instead. It reads only what its seat may see: counters, played cards,
its own hand, face-up rooms and rooms it torched.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from deckwright.kernel.decisions import CHOOSE, Decision

from .cards import (
    BALL,
    CARD,
    COINS,
    FLOOR,
    FLOORS_PER_GAME,
    KEY,
    ROOM_DECK,
    SWORD,
    TORCH,
    USE_TORCH,
    WOUNDS,
    card_type,
    escape_item,
    hand,
    in_play,
    legal_items,
    played,
    printed_value,
)
from .foresight import Foresight, RoomFacts, outcome

if TYPE_CHECKING:
    from deckwright.kernel.game import Game

SAMPLES = 24  # opponent samples for the room being played
FUTURE_SAMPLES = 10  # for the rooms later on this floor
KEEP_ITEM = {SWORD: 1.2, KEY: 1.0, BALL: 1.4, TORCH: 0.4}  # an unused item is worth this
UNSEEN_ROOM = (0.0, 0.35, 0.7, 1.0, 1.3)  # what a power 1-5 is worth in a room not yet seen
POWERS = (1, 2, 3, 4, 5)
POWER_CARDS = {v: f"power-{v}" for v in POWERS}
# what each power is worth in a room not yet seen, as a later room's row of the plan
UNSEEN_ROW = {POWER_CARDS[v]: UNSEEN_ROOM[v - 1] for v in POWERS}


class HeuristicAgent:
    """A bot for Dungeon Raiders that clearly beats random play."""

    # a question with one legal answer is answered for it without asking (kernel.agents)
    forced_questions = False

    def __init__(self, seat: str, game: Game) -> None:
        self.seat = seat
        self.game = game
        self.rng = game.rng.derive(f"heuristic:{seat}")
        self._rooms: dict[str, RoomFacts] = {}  # printed facts of the rooms met, this game

    # ------------------------------------------------------------------ entry point
    def choose(self, decision: Decision, view: Mapping[str, Any]) -> Any:
        """Pick the option with the best expected score."""
        ids = decision.option_ids()
        if decision.kind != CHOOSE or not any(i.startswith(CARD) for i in ids):
            return ids[0]
        if USE_TORCH in ids and self._wants_torch():
            return USE_TORCH
        room = str(decision.context.get("room"))
        cards = [i[len(CARD):] for i in ids if i.startswith(CARD)]
        scores = self._scores(room, cards)
        best = max(cards, key=lambda c: (scores[c], -printed_value(self.game, c)))
        return CARD + best

    # ------------------------------------------------------------------ what the seat knows
    def _remaining_powers(self, seat: str) -> list[int]:
        """The power values ``seat`` still holds on this floor (public: played ones are shown)."""
        used = {printed_value(self.game, c) for c in self.game.zones[played(seat)].cards()
                if card_type(self.game, c) == "power"}
        return [v for v in POWERS if v not in used]

    def _known_plays(self) -> dict[str, str]:
        """Cards already face up in this room (tactical play, or before a crystal ball's card)."""
        out = {}
        for seat, cards in (self.game.data.get("plays") or {}).items():
            if seat != self.seat and cards and cards[-1] != BALL:
                out[seat] = cards[-1]
        return out

    def _future_rooms(self) -> list[str | None]:
        """The rooms after this one on the floor: card id if this seat knows it, else None."""
        out: list[str | None] = []
        for obj in self.game.zones[FLOOR].objects[1:]:
            seen = not obj.face_down or self.seat in obj.known_to
            out.append(obj.card if seen else None)
        return out

    def _last_room_of_game(self) -> bool:
        game = self.game
        return len(game.zones[FLOOR].objects) == 1 and (
            not game.zones[ROOM_DECK].objects or game.data.get("floor") == FLOORS_PER_GAME)

    def _wants_torch(self) -> bool:
        unknown = sum(1 for room in self._future_rooms() if room is None)
        if self.game.data.get("floor", 0) >= FLOORS_PER_GAME:
            return unknown >= 3
        return unknown >= 2

    # ------------------------------------------------------------------ scoring the options
    def _sampler(self, known: dict[str, str],
                 remaining: dict[str, list[int]]) -> Callable[[], dict[str, str]]:
        """Draws the others' plays: ``known`` ones as they are, each other seat a uniform
        power of those it has left, drawn in seat order."""
        below = self.rng.below
        drawn = [(seat, [POWER_CARDS[v] for v in left], len(left))
                 for seat, left in remaining.items() if seat not in known]

        def sample() -> dict[str, str]:
            plays = dict(known)
            for seat, cards, count in drawn:
                plays[seat] = cards[below(count)]
            return plays

        return sample

    def _scores(self, room: str, options: list[str]) -> dict[str, float]:
        """Each option's expected utility now plus the best use of what it leaves in hand."""
        game = self.game
        hand_cards = game.zones[hand(self.seat)].cards()
        known = self._known_plays()
        remaining = {s: self._remaining_powers(s) or [1]
                     for s in in_play(game) if s != self.seat}
        seen = Foresight(game, self.seat, self._rooms)
        tables = self._future_table(seen, self._future_rooms(), remaining)
        final = self._last_room_of_game()
        plans: dict[tuple[str, ...], float] = {}

        def plan(rest: list[str]) -> float:
            key = tuple(sorted(rest))
            if key not in plans:
                plans[key] = _plan(rest, tables)
            return plans[key]

        ball_runs = BALL in options and escape_item(game, room) != BALL
        follows = [c for c in options if c != BALL]
        # what does not change from one sample to the next
        later = {c: plan(_without(hand_cards, c)) for c in follows}
        later_ball = {c: plan(_without(hand_cards, BALL, c)) for c in follows} if ball_runs \
            else {}
        cost = {c: _item_cost(c) for c in follows}
        facts = seen.room(room)
        sample = self._sampler(known, remaining)
        totals = dict.fromkeys(options, 0.0)
        for _ in range(SAMPLES):
            plays = sample()
            if final:
                now = {c: self._final_utility(room, c, plays) for c in follows}
            else:
                now = dict(zip(follows, seen.gains(facts, plays, follows), strict=True))
            for card in follows:
                totals[card] += now[card] + later[card] - cost[card]
            if ball_runs:
                # the ball shows every card: answer this sample with the best follow-up
                totals[BALL] += max(now[c] + later_ball[c] - cost[c]
                                    for c in follows) - KEEP_ITEM[BALL]
        return {c: v / SAMPLES for c, v in totals.items()}

    def _future_table(self, seen: Foresight, future: list[str | None],
                      remaining: dict[str, list[int]]) -> list[dict[str, float]]:
        """For each later room: what each of my cards would earn there (sampled)."""
        game = self.game
        tables: list[dict[str, float]] = []
        sample = self._sampler({}, remaining)
        for room in future:
            if room is None:
                tables.append(dict(UNSEEN_ROW))
                continue
            legal = [POWER_CARDS[v] for v in POWERS] + sorted(legal_items(game, room) - {BALL})
            facts = seen.room(room)
            row = dict.fromkeys(legal, 0.0)
            for _ in range(FUTURE_SAMPLES):
                for card, gain in zip(legal, seen.gains(facts, sample(), legal), strict=True):
                    row[card] += gain / FUTURE_SAMPLES
            tables.append(row)
        return tables

    def _final_utility(self, room: str, card: str, others: dict[str, str]) -> float:
        """My chance to win if I play ``card`` in the last room and the others ``others``."""
        game = self.game
        plays = dict(others)
        plays[self.seat] = card
        seats = list(plays)
        coins = {s: game.counter(s, COINS) for s in seats}
        wounds = {s: game.counter(s, WOUNDS) for s in seats}
        return self._win_chance(coins, wounds, outcome(game, room, plays, coins, wounds))

    def _win_chance(self, coins: dict[str, int], wounds: dict[str, int],
                    delta: dict[str, tuple[int, int, int, float]]) -> float:
        """1 if I would win after this room (shared: 1/n), else 0, plus a little for coins."""
        game = self.game
        after = {}
        for seat in in_play(game):
            c, w, k, _ = delta.get(seat, (0, 0, 0, 0.0))
            if k:
                continue
            after[seat] = (game.counter(seat, COINS) + c, game.counter(seat, WOUNDS) + w)
        if self.seat not in after:
            return -1.0
        wounds_left = {s: w for s, (_, w) in after.items()}
        if len(set(wounds_left.values())) > 1:
            worst = max(wounds_left.values())
            leaders = [s for s, w in wounds_left.items() if w == worst]
            if len(game.seats) >= 4 or len(leaders) == 1:
                for seat in leaders:
                    del after[seat]
        if self.seat not in after:
            return -0.5
        best = min(after.values(), key=lambda cw: (-cw[0], cw[1]))
        winners = [s for s, cw in after.items() if cw == best]
        return (1.0 / len(winners) if self.seat in winners else 0.0) + 0.01 * after[self.seat][0]


# ---------------------------------------------------------------------- pure helpers
def _without(cards: list[str], *removed: str) -> list[str]:
    out = list(cards)
    for card in removed:
        if card in out:
            out.remove(card)
    return out


def _item_cost(card: str) -> float:
    return KEEP_ITEM.get(card, 0.0)


def _plan(cards: list[str], tables: list[dict[str, float]]) -> float:
    """The best total my remaining cards earn on the later rooms (each room takes one card),
    each total summed room by room from the first."""
    if not tables:
        return 0.0
    pool = [c for c in cards if c != BALL and c != TORCH]
    if len(pool) < len(tables):
        return 0.0
    # the best sum so far for each set of cards used on the rooms so far (a bit per card):
    # rounding keeps order (a >= b gives a + x >= b + x), so extending only the best sum of
    # each set gives the best of all orders, to the last bit
    best = {0: 0.0}
    for table in tables:
        earns = [(1 << i, value - _item_cost(card)) for i, card in enumerate(pool)
                 if (value := table.get(card)) is not None]
        step: dict[int, float] = {}
        for used, total in best.items():
            for bit, earned in earns:
                if used & bit:
                    continue
                after = total + earned
                key = used | bit
                if after > step.get(key, float("-inf")):
                    step[key] = after
        if not step:
            return 0.0
        best = step
    return max(best.values())
