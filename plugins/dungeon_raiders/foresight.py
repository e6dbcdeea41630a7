"""What the heuristic bot (``bots.py``) foresees a room doing: a fast model of ``rooms.py``
and the base set's bosses for its look-ahead.

``outcome`` gives every player's result of one play of a room (the last room of the game is
scored by who would win). ``Foresight`` gives only the deciding seat's gain, for the many
plays the bot samples in one decision: it reads the seat's standing (counters, supply piles)
once per decision and each room's printed facts once per game (``RoomFacts``), and computes
exactly what ``outcome`` would give that seat.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .cards import (
    BALL,
    COIN_CAP,
    COINS,
    KEY,
    SWORD,
    TORCH,
    WOUNDS,
    card_type,
    escape_item,
    facts,
    in_play,
    printed_value,
    stat,
    strength,
    supply,
)

if TYPE_CHECKING:
    from deckwright.kernel.game import Game

KNOCKOUT = 12.0  # what being knocked out costs, in coins
ITEM_GAIN = {SWORD: 1.2, KEY: 1.0, BALL: 1.4, TORCH: 0.6}  # a vault item is worth this
GOLEM_ONES = ("power-5", SWORD)  # what the Golem counts as 1


def gain_value(coins: int, wounds: int, knocked: int, items: float, wound_weight: float) -> float:
    """What a room's result is worth to the bot, in coins."""
    return coins - wounds * wound_weight - knocked * KNOCKOUT + items


@dataclass(frozen=True, slots=True)
class RoomFacts:
    """The printed facts of one room card that its outcome reads, for this game's players."""

    card: str
    kind: str
    chests: tuple[int, ...] = ()  # treasure
    bonuses: tuple[tuple[int, str, str], ...] = ()  # vault: (group, what, arg) by value
    penalties: tuple[Any, ...] = ()  # trap: by the highest card
    most_coins: bool = False  # trap: the richest are hit, else the least wounded
    escape: str | None = None  # monster or boss
    need: int | None = None
    hurt: int = 0
    lose: int = 0
    reward: int = 0  # paid to the highest card when the fight is lost and cards differ

    @staticmethod
    def of(game: Game, room: str) -> RoomFacts:
        """Read ``room``'s facts from the game's library (and its boss reward option)."""
        kind = card_type(game, room)
        if kind == "treasure":
            return RoomFacts(room, kind, chests=tuple(int(c) for c in stat(game, room,
                                                                           "chests", [])))
        if kind == "vault":
            printed = list(stat(game, room, "bonus", []))
            # players whose values earn equal bonuses share them (an item: if enough are left)
            bonuses = tuple((printed.index(b), *_split(b)) for b in printed)
            return RoomFacts(room, kind, bonuses=bonuses)
        if kind == "trap":
            return RoomFacts(room, kind, penalties=tuple(stat(game, room, "by_highest", [])),
                             most_coins=stat(game, room, "victims") == "most-coins")
        reward = int(stat(game, room, "reward", 0) or 0)
        return RoomFacts(room, kind, escape=escape_item(game, room), need=strength(game, room),
                         hurt=int(stat(game, room, "wounds", 0) or 0),
                         lose=int(stat(game, room, "coins", 0) or 0),
                         reward=reward if game.options.get("boss_reward") != "on-defeat" else 0)


def _split(bonus: Any) -> tuple[str, str]:
    what, _, arg = str(bonus).partition(":")
    return what, arg


class Foresight:
    """One seat's look at the table for one decision: what each of its cards would gain in a
    room, for a play of the others, as ``outcome`` would say it."""

    def __init__(self, game: Game, seat: str, rooms: dict[str, RoomFacts]) -> None:
        self.game = game
        self.me = seat
        self.rooms = rooms  # the game's room facts, filled as rooms are met
        self.values = facts(game).values
        counter = game.counter
        self.coins = {s: counter(s, COINS) for s in game.seats}
        self.wounds = {s: counter(s, WOUNDS) for s in game.seats}
        self.wound_weight = _wound_weight(game, seat)
        self._piles: dict[str, int] = {}

    def room(self, card: str) -> RoomFacts:
        """The facts of room ``card``."""
        found = self.rooms.get(card)
        if found is None:
            found = self.rooms[card] = RoomFacts.of(self.game, card)
        return found

    def pile(self, item: str) -> int:
        """How many ``item`` cards are left in the supply."""
        size = self._piles.get(item)
        if size is None:
            size = self._piles[item] = len(self.game.zones[supply(item)].objects)
        return size

    def gains(self, room: RoomFacts, others: Mapping[str, str],
              cards: Sequence[str]) -> list[float]:
        """What each of ``cards`` would gain me in ``room`` if the others play ``others``."""
        kind = room.kind
        if kind == "treasure":
            return self._treasure(room, others, cards)
        if kind == "vault":
            return self._vault(room, others, cards)
        if kind == "trap":
            return self._trap(room, others, cards)
        return self._fight(room, others, cards)

    def _treasure(self, room: RoomFacts, others: Mapping[str, str],
                  cards: Sequence[str]) -> list[float]:
        values = self.values
        theirs = [values[c] for c in others.values()]
        ranks = set(theirs)  # the chests go by rank: the values played, highest first
        room_left = COIN_CAP - self.coins[self.me]
        weight = self.wound_weight
        out = []
        for card in cards:
            mine = values[card]
            rank = sum(1 for v in ranks if v > mine)
            got = 0
            if rank < len(room.chests):
                got = min(room.chests[rank] // (theirs.count(mine) + 1), room_left)
            out.append(gain_value(got, 0, 0, 0.0, weight))
        return out

    def _vault(self, room: RoomFacts, others: Mapping[str, str],
               cards: Sequence[str]) -> list[float]:
        values = self.values
        bonuses = room.bonuses
        groups = [bonuses[v - 1][0] for c in others.values()
                  if 1 <= (v := values[c]) <= len(bonuses)]
        me = self.me
        weight = self.wound_weight
        out = []
        for card in cards:
            mine = values[card]
            coins = wounds = 0
            items = 0.0
            if 1 <= mine <= len(bonuses):
                group, what, arg = bonuses[mine - 1]
                if what == "coins":
                    coins = min(int(arg), COIN_CAP - self.coins[me])
                elif what == "heal":
                    wounds = -min(int(arg), self.wounds[me])
                elif what == "item" and self.pile(arg) >= groups.count(group) + 1:
                    items = ITEM_GAIN.get(arg, 1.0)
            out.append(gain_value(coins, wounds, 0, items, weight))
        return out

    def _trap(self, room: RoomFacts, others: Mapping[str, str],
              cards: Sequence[str]) -> list[float]:
        values = self.values
        highest_theirs = max((values[c] for c in others.values()), default=None)
        me = self.me
        penalties = room.penalties
        weight = self.wound_weight
        if room.most_coins:
            mine = self.coins[me]
            hit = mine == max([self.coins[s] for s in others] + [mine])
        else:
            mine = self.wounds[me]
            hit = mine == min([self.wounds[s] for s in others] + [mine])
        out = []
        for card in cards:
            highest = values[card]
            if highest_theirs is not None and highest_theirs > highest:
                highest = highest_theirs
            penalty = int(penalties[highest - 1]) if 1 <= highest <= len(penalties) else 0
            coins = wounds = 0
            if penalty and hit:
                if room.most_coins:
                    coins = -min(penalty, mine)
                else:
                    wounds = penalty
            out.append(gain_value(coins, wounds, 0, 0.0, weight))
        return out

    def _fight(self, room: RoomFacts, others: Mapping[str, str],
               cards: Sequence[str]) -> list[float]:
        escape = room.escape
        golem = room.card == "golem"
        theirs = [self._counts(c, golem) for c in others.values() if c != escape]
        power = sum(theirs)
        weak = min(theirs, default=None)
        strong = max(theirs, default=None)
        pick_high = room.card == "mummy"
        medusa = room.card == "medusa"
        my_coins = self.coins[self.me]
        weight = self.wound_weight
        out = []
        for card in cards:
            coins = wounds = knocked = 0
            if card != escape:
                mine = self._counts(card, golem)
                if room.need is None or power + mine < room.need:
                    low = mine if weak is None or mine < weak else weak
                    high = mine if strong is None or mine > strong else strong
                    if mine == (high if pick_high else low):
                        if medusa:
                            knocked = 1
                        else:
                            wounds = room.hurt
                            coins = -min(room.lose, my_coins)
                    if room.reward and low != high and mine == high:
                        coins += min(room.reward, COIN_CAP - my_coins)
            out.append(gain_value(coins, wounds, knocked, 0.0, weight))
        return out

    def _counts(self, card: str, golem: bool) -> int:
        """What a fighter's card counts (the Golem counts a 5 or a sword as 1)."""
        return 1 if golem and card in GOLEM_ONES else self.values[card]


def _wound_weight(game: Game, seat: str) -> float:
    """Wounds hurt most when they could make me the most wounded at the end."""
    mine = game.counter(seat, WOUNDS)
    rivals = [game.counter(s, WOUNDS) for s in in_play(game) if s != seat]
    worst = max(rivals, default=0)
    if mine + 1 >= worst:
        return 3.0
    if mine + 3 >= worst:
        return 1.8
    return 1.0


def outcome(game: Game, room: str, plays: dict[str, str], coins: dict[str, int],
            wounds: dict[str, int]) -> dict[str, tuple[int, int, int, float]]:
    """What a room does to each player: (coins, wounds, knocked out 0/1, item value)."""
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
        fighters = {s: 1 if plays[s] in GOLEM_ONES else v for s, v in fighters.items()}
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
