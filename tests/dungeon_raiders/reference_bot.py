"""The heuristic bot's scoring as it was before it was made fast (issue #32), kept word for
word as the reference the fast one must match: every decision's scores, answers and random
draws. Slow on purpose (it reads the game afresh for every sampled play); do not speed up.
"""

from __future__ import annotations

from collections.abc import Mapping
from itertools import permutations
from typing import TYPE_CHECKING, Any

from deckwright.kernel.decisions import CHOOSE, Decision
from deckwright.plugins.dungeon_raiders.cards import (
    BALL,
    CARD,
    COIN_CAP,
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
    stat,
    strength,
    supply,
)

if TYPE_CHECKING:
    from deckwright.kernel.game import Game

SAMPLES = 24  # opponent samples for the room being played
FUTURE_SAMPLES = 10  # for the rooms later on this floor
KNOCKOUT = 12.0  # what being knocked out costs, in coins
KEEP_ITEM = {SWORD: 1.2, KEY: 1.0, BALL: 1.4, TORCH: 0.4}  # an unused item is worth this
ITEM_GAIN = {SWORD: 1.2, KEY: 1.0, BALL: 1.4, TORCH: 0.6}  # a vault item is worth this
UNSEEN_ROOM = (0.0, 0.35, 0.7, 1.0, 1.3)  # what a power 1-5 is worth in a room not yet seen
POWERS = (1, 2, 3, 4, 5)


class ReferenceAgent:
    """The heuristic bot of f48015e, unchanged."""

    # a question with one legal answer is answered for it without asking (kernel.agents)
    forced_questions = False

    def __init__(self, seat: str, game: Game) -> None:
        self.seat = seat
        self.game = game
        self.rng = game.rng.derive(f"heuristic:{seat}")

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
    def _sample(self, known: dict[str, str], remaining: dict[str, list[int]]) -> dict[str, str]:
        plays = dict(known)
        for seat, left in remaining.items():
            if seat not in plays:
                plays[seat] = f"power-{left[self.rng.below(len(left))]}"
        return plays

    def _scores(self, room: str, options: list[str]) -> dict[str, float]:
        """Each option's expected utility now plus the best use of what it leaves in hand."""
        game = self.game
        hand_cards = game.zones[hand(self.seat)].cards()
        known = self._known_plays()
        remaining = {s: self._remaining_powers(s) or [1]
                     for s in in_play(game) if s != self.seat}
        future = self._future_rooms()
        tables = self._future_table(future, remaining)
        final = self._last_room_of_game()
        plans: dict[tuple[str, ...], float] = {}

        def plan(rest: list[str]) -> float:
            key = tuple(sorted(rest))
            if key not in plans:
                plans[key] = _plan(rest, tables)
            return plans[key]

        ball_runs = BALL in options and escape_item(game, room) != BALL
        follows = [c for c in options if c != BALL]
        totals = dict.fromkeys(options, 0.0)
        for _ in range(SAMPLES):
            plays = self._sample(known, remaining)
            now = {c: self._utility(room, c, plays, final) for c in follows}
            for card in follows:
                totals[card] += now[card] + plan(_without(hand_cards, card)) - _item_cost(card)
            if ball_runs:
                # the ball shows every card: answer this sample with the best follow-up
                totals[BALL] += max(now[c] + plan(_without(hand_cards, BALL, c)) - _item_cost(c)
                                    for c in follows) - KEEP_ITEM[BALL]
        return {c: v / SAMPLES for c, v in totals.items()}

    def _future_table(self, future: list[str | None],
                      remaining: dict[str, list[int]]) -> list[dict[str, float]]:
        """For each later room: what each of my cards would earn there (sampled)."""
        game = self.game
        tables: list[dict[str, float]] = []
        for room in future:
            if room is None:
                tables.append({f"power-{v}": UNSEEN_ROOM[v - 1] for v in POWERS})
                continue
            legal = [f"power-{v}" for v in POWERS] + sorted(legal_items(game, room) - {BALL})
            row = dict.fromkeys(legal, 0.0)
            for _ in range(FUTURE_SAMPLES):
                plays = self._sample({}, remaining)
                for card in legal:
                    row[card] += self._utility(room, card, plays, False) / FUTURE_SAMPLES
            tables.append(row)
        return tables

    def _utility(self, room: str, card: str, others: dict[str, str], final: bool) -> float:
        """My gain from ``room`` if I play ``card`` and the others play ``others``."""
        game = self.game
        me = self.seat
        plays = dict(others)
        plays[me] = card
        seats = list(plays)
        coins = {s: game.counter(s, COINS) for s in seats}
        wounds = {s: game.counter(s, WOUNDS) for s in seats}
        delta = outcome(game, room, plays, coins, wounds)
        if final:
            return self._win_chance(coins, wounds, delta)
        gained_coins, gained_wounds, knocked, items = delta.get(me, (0, 0, 0, 0.0))
        return gained_coins - gained_wounds * self._wound_weight(wounds) - knocked * KNOCKOUT \
            + items

    def _wound_weight(self, wounds: dict[str, int]) -> float:
        """Wounds hurt most when they could make me the most wounded at the end."""
        mine = self.game.counter(self.seat, WOUNDS)
        rivals = [self.game.counter(s, WOUNDS) for s in in_play(self.game) if s != self.seat]
        worst = max(rivals, default=0)
        if mine + 1 >= worst:
            return 3.0
        if mine + 3 >= worst:
            return 1.8
        return 1.0

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
    """The best total my remaining cards earn on the later rooms (each room takes one card)."""
    if not tables:
        return 0.0
    pool = [c for c in cards if c != BALL and c != TORCH]
    if len(pool) < len(tables):
        return 0.0
    best = float("-inf")
    for chosen in permutations(pool, len(tables)):
        total = 0.0
        for table, card in zip(tables, chosen, strict=True):
            value = table.get(card)
            if value is None:
                break
            total += value - _item_cost(card)
        else:
            best = max(best, total)
    return 0.0 if best == float("-inf") else best


def outcome(game: Game, room: str, plays: dict[str, str], coins: dict[str, int],
            wounds: dict[str, int]) -> dict[str, tuple[int, int, int, float]]:
    """What a room does to each player: (coins, wounds, knocked out 0/1, item value).

    A fast model of ``rooms.py`` and the base set's bosses for the bot's look-ahead.
    """
    kind = card_type(game, room)
    values = {s: printed_value(game, c) for s, c in plays.items()}
    out: dict[str, list[Any]] = {s: [0, 0, 0, 0.0] for s in plays}
    if kind == "treasure":
        ranks = sorted(set(values.values()), reverse=True)
        for rank, chest in enumerate(stat(game, room, "chests", [])):
            if rank >= len(ranks):
                break
            sharers = [s for s in plays if values[s] == ranks[rank]]
            share = int(chest) // len(sharers)
            for s in sharers:
                out[s][0] += min(share, COIN_CAP - coins[s])
    elif kind == "vault":
        bonuses = stat(game, room, "bonus", [])
        earned: dict[str, list[str]] = {}
        for s, v in values.items():
            if 1 <= v <= len(bonuses):
                earned.setdefault(bonuses[v - 1], []).append(s)
        for bonus, group in earned.items():
            what, _, arg = str(bonus).partition(":")
            for s in group:
                if what == "coins":
                    out[s][0] += min(int(arg), COIN_CAP - coins[s])
                elif what == "heal":
                    out[s][1] -= min(int(arg), wounds[s])
                elif what == "item" and len(game.zones[supply(arg)].objects) >= len(group):
                    out[s][3] += ITEM_GAIN.get(arg, 1.0)
    elif kind == "trap":
        highest = max(values.values(), default=0)
        table = stat(game, room, "by_highest", [])
        penalty = int(table[highest - 1]) if 1 <= highest <= len(table) else 0
        if penalty:
            if stat(game, room, "victims") == "most-coins":
                top = max(coins.values())
                for s in plays:
                    if coins[s] == top:
                        out[s][0] -= min(penalty, coins[s])
            else:
                low = min(wounds.values())
                for s in plays:
                    if wounds[s] == low:
                        out[s][1] += penalty
    else:
        _fight(game, room, plays, values, coins, out)
    return {s: (int(v[0]), int(v[1]), int(v[2]), float(v[3])) for s, v in out.items()}


def _fight(game: Game, room: str, plays: dict[str, str], values: dict[str, int],
           coins: dict[str, int], out: dict[str, list[Any]]) -> None:
    escape = escape_item(game, room)
    fighters = {s: v for s, v in values.items() if plays[s] != escape}
    if room == "golem":
        fighters = {s: 1 if plays[s] in ("power-5", SWORD) else v for s, v in fighters.items()}
    if not fighters:
        return
    need = strength(game, room)
    if need is not None and sum(fighters.values()) >= need:
        return
    low, high = min(fighters.values()), max(fighters.values())
    pick = high if room == "mummy" else low
    targets = [s for s, v in fighters.items() if v == pick]
    hurt = int(stat(game, room, "wounds", 0) or 0)
    lose = int(stat(game, room, "coins", 0) or 0)
    for s in targets:
        if room == "medusa":
            out[s][2] = 1
            continue
        out[s][1] += hurt
        out[s][0] -= min(lose, coins[s])
    reward = int(stat(game, room, "reward", 0) or 0)
    if reward and low != high and game.options.get("boss_reward") != "on-defeat":
        for s, v in fighters.items():
            if v == high:
                out[s][0] += min(reward, COIN_CAP - coins[s])
