"""A hand-written plain-Python Dungeon Raiders with random players: the benchmark's floor.

It plays the same game as the plugin (DR A2-A11: the same rooms, cards, wounds, treasure and
winner) with no engine at all, so ``deckwright bench`` can say how far the engine is from the
fastest a Python program could play it. It is a yardstick, not a second implementation to
trust: it shares no code with the plugin and keeps no log.
"""

from __future__ import annotations

import random

TORCH, BALL, KEY, SWORD = "torch", "crystal-ball", "key", "sword"
ITEMS_PER_TYPE = 6  # DR A1.4
COIN_CAP = 20  # DR A5.1

# (kind, data) per room card, with its copies (DR B2-B5)
_MONSTERS = [((14, 18, 23), 3)] * 2 + [((14, 18, 23), 2)] * 2 + [((14, 18, 23), 1)] + \
    [((11, 14, 18), 2)] * 2 + [((8, 10, 13), 3)] + [((11, 14, 18), 3)] + [((11, 14, 18), 1)] * 2
_TREASURES = [(1,), (2,), (3,), (4,), (2, 1), (2, 1), (3, 2), (3, 2), (4, 2), (4, 2)]
_VAULT_ITEMS = (TORCH, BALL, KEY, SWORD, ("potion", 1))
_VAULT_COINS = (("coins", 1), ("coins", 2), ("potion", 1), ("coins", 3), ("potion", 2))
_VAULTS = [_VAULT_ITEMS] * 3 + [_VAULT_COINS] * 2
# trap: (victims by "coins" or "wounds", penalty by highest card 1..5)
_TRAPS = [("coins", (0, 0, 1, 2, 3)), ("coins", (0, 1, 1, 2, 2)),
          ("wounds", (0, 0, 1, 2, 2)), ("wounds", (0, 1, 1, 1, 2))]
ROOMS = [("monster", m) for m in _MONSTERS] + [("treasure", t) for t in _TREASURES] + \
    [("vault", v) for v in _VAULTS] + [("trap", t) for t in _TRAPS]
# boss: (strength by 3/4/5 players or None, wounds, coins lost, reward to highest, escape item)
BOSSES = {
    "taxman": ((11, 14, 16), 0, 3, 0, None), "medusa": ((11, 14, 16), 0, 0, 0, None),
    "vampire": ((14, 18, 23), 1, 2, 0, None), "sphinx": ((11, 14, 16), 2, 0, 2, None),
    "minotaur": ((14, 18, 23), 1, 0, 1, None), "wolf_pack": ((11, 14, 16), 2, 0, 0, TORCH),
    "necromancer": ((14, 18, 23), 2, 0, 0, BALL), "mega_dragon": (None, 3, 0, 0, KEY),
    "golem": (None, 3, 0, 0, None), "mummy": (None, 3, 0, 0, None),
}
CHARACTERS = [(3, 2, (TORCH,)), (1, 1, (SWORD,)), (2, 2, (KEY,)), (2, 0, ()),
              (1, 1, (BALL, BALL))]  # coins, wounds, items (DR B7)
_PLAYABLE = {"treasure": (KEY, BALL), "monster": (SWORD, BALL), "vault": (BALL,),
             "trap": (BALL,)}


def _playable(kind: str, boss: str | None) -> tuple[str, ...]:
    """The items a player may commit to this room (DR A4.5)."""
    if kind != "boss":
        return _PLAYABLE[kind]
    escape = BOSSES[boss][4] if boss else None
    return (SWORD, BALL) if escape in (None, BALL) else (SWORD, BALL, escape)


def _value(card: object, kind: str, boss: str | None) -> int:
    """A committed card's value (DR A4.9, A10.9)."""
    if type(card) is int:
        return 1 if boss == "golem" and card == 5 else card
    if card == SWORD:
        return 1 if boss == "golem" else 5
    return 5 if card == KEY else 0


class PlainRaid:
    """One Dungeon Raiders game between random players, in plain Python."""

    def __init__(self, players: int, seed: int) -> None:
        self.rng = rng = random.Random(seed)
        self.n = players
        rooms = list(ROOMS)
        rng.shuffle(rooms)
        del rooms[:6]  # DR A2.1
        boss = rng.choice(sorted(BOSSES))
        self.deck = rooms + [("boss", boss)]
        self.supply = dict.fromkeys((TORCH, BALL, KEY, SWORD), ITEMS_PER_TYPE)
        chars = list(CHARACTERS)
        rng.shuffle(chars)
        self.coins = [c[0] for c in chars[:players]]
        self.wounds = [c[1] for c in chars[:players]]
        self.items: list[list[str]] = []
        for _, _, items in chars[:players]:
            self.items.append(list(items))
            for item in items:
                self.supply[item] -= 1
        self.powers = [[1, 2, 3, 4, 5] for _ in range(players)]
        self.out = [False] * players
        self.decisions = 0
        self.winners: list[int] = []

    def play(self) -> list[int]:
        """Play the five floors and the scoring; return the winners' seat numbers."""
        for floor in range(5):
            for room in self.deck[floor * 5:floor * 5 + 5]:
                self.room(*room)
            for hand in self.powers:  # DR A4.8
                hand[:] = [1, 2, 3, 4, 5]
        return self.score()

    def choose(self, seat: int, kind: str, boss: str | None, no_ball: bool = False) -> object:
        """A random legal card for ``seat``, using a torch first when the random pick says so."""
        items = self.items[seat]
        allowed = _playable(kind, boss)
        while True:
            options: list[object] = list(self.powers[seat])
            options += [i for i in dict.fromkeys(items) if i in allowed and
                        not (no_ball and i == BALL)]
            if TORCH in items and TORCH not in allowed:
                options.append("use-torch")  # DR A3.2: looks only, changes nothing here
            self.decisions += 1
            pick = self.rng.choice(options)
            if pick == "use-torch":
                items.remove(TORCH)
                self.supply[TORCH] += 1
                continue
            if type(pick) is int:
                self.powers[seat].remove(pick)
            else:
                items.remove(pick)
                self.supply[pick] += 1  # DR A4.4: played items go back
            return pick

    def room(self, kind: str, data: object) -> None:
        """Play one room: everyone commits a card, crystal balls replace theirs, resolve."""
        boss = data if kind == "boss" else None
        seats = [s for s in range(self.n) if not self.out[s]]
        plays = {s: self.choose(s, kind, boss) for s in seats}
        escape = BOSSES[boss][4] if boss else None
        for s in seats:  # DR A4.6
            if plays[s] == BALL and escape != BALL:
                plays[s] = self.choose(s, kind, boss, no_ball=True)
        if kind == "treasure":
            self.treasure(plays, data)  # type: ignore[arg-type]
        elif kind == "monster":
            strength, wounds = data  # type: ignore[misc]
            values = {s: _value(c, kind, None) for s, c in plays.items()}
            if sum(values.values()) < strength[self.n - 3]:  # DR A7
                low = min(values.values())
                for s, v in values.items():
                    if v == low:
                        self.wounds[s] += wounds
        elif kind == "vault":
            self.vault(plays, data)  # type: ignore[arg-type]
        elif kind == "trap":
            self.trap(plays, data)  # type: ignore[arg-type]
        else:
            self.boss(plays, str(boss))

    def treasure(self, plays: dict[int, object], chests: tuple[int, ...]) -> None:
        """DR A6: the highest share the big chest, the second-highest the small one."""
        values = {s: _value(c, "treasure", None) for s, c in plays.items()}
        ranks = sorted(set(values.values()), reverse=True)
        for chest, rank in zip(chests, ranks, strict=False):
            takers = [s for s, v in values.items() if v == rank]
            share = chest // len(takers)
            for s in takers:
                self.coins[s] = min(COIN_CAP, self.coins[s] + share)

    def vault(self, plays: dict[int, object], bonus: tuple[object, ...]) -> None:
        """DR A8: each player takes the bonus of the power they played."""
        wants: dict[str, list[int]] = {}
        for s, card in plays.items():
            got = bonus[int(card) - 1]  # type: ignore[call-overload]
            if isinstance(got, str):
                wants.setdefault(got, []).append(s)
            elif got[0] == "coins":
                self.coins[s] = min(COIN_CAP, self.coins[s] + got[1])
            else:
                self.wounds[s] = max(0, self.wounds[s] - got[1])
        for item, takers in wants.items():
            if self.supply[item] >= len(takers):
                self.supply[item] -= len(takers)
                for s in takers:
                    self.items[s].append(item)

    def trap(self, plays: dict[int, object], trap: tuple[str, tuple[int, ...]]) -> None:
        """DR A9: the highest card sets the penalty, paid by the richest or least wounded."""
        victims_by, penalty = trap
        amount = penalty[max(_value(c, "trap", None) for c in plays.values()) - 1]
        if not amount:
            return
        seats = list(plays)
        if victims_by == "coins":
            most = max(self.coins[s] for s in seats)
            for s in seats:
                if self.coins[s] == most:
                    self.coins[s] = max(0, self.coins[s] - amount)
        else:
            fewest = min(self.wounds[s] for s in seats)
            for s in seats:
                if self.wounds[s] == fewest:
                    self.wounds[s] += amount

    def boss(self, plays: dict[int, object], boss: str) -> None:
        """DR A10: a monster fight with the boss's strength, attack, reward and escape."""
        strength, wounds, coins, reward, escape = BOSSES[boss]
        values = {s: _value(c, "boss", boss) for s, c in plays.items() if c != escape}
        if not values:  # DR A10.11
            return
        if strength is not None and sum(values.values()) >= strength[self.n - 3]:
            return
        pick = max if boss == "mummy" else min
        target = pick(values.values())
        for s, v in values.items():
            if v == target:
                if boss == "medusa":
                    self.out[s] = True
                self.wounds[s] += wounds
                self.coins[s] = max(0, self.coins[s] - coins)
        if reward and len(set(values.values())) > 1:  # DR A10.5
            top = max(values.values())
            for s, v in values.items():
                if v == top:
                    self.coins[s] = min(COIN_CAP, self.coins[s] + reward)

    def score(self) -> list[int]:
        """DR A11: the most wounded pass out, then most coins and fewest wounds win."""
        standing = [s for s in range(self.n) if not self.out[s]]
        wounds = {s: self.wounds[s] for s in standing}
        if len(set(wounds.values())) > 1:
            worst = max(wounds.values())
            leaders = [s for s in standing if wounds[s] == worst]
            if self.n >= 4 or len(leaders) == 1:
                standing = [s for s in standing if s not in leaders]
        if standing:
            best = max((self.coins[s], -self.wounds[s]) for s in standing)
            self.winners = [s for s in standing if (self.coins[s], -self.wounds[s]) == best]
        return self.winners


def play_random_game(players: int, seed: int) -> tuple[list[int], int]:
    """Play one random game; return its winners and the decisions taken."""
    raid = PlainRaid(players, seed)
    winners = raid.play()
    return winners, raid.decisions
