"""A learned evaluation for the Four Souls lookahead bot, fitted and checked (issue #36).

Plays seeded 4-player games of heuristic (``normal``) bots and records, at the start of every
turn and whenever a soul is won or a player dies with the stack empty, each seat's
:func:`features` and whether that seat won the game. A conditional logit is fitted to that: a
seat's chance to win is ``exp(w . x_seat)`` over the sum of every seat's, the same weights for
every seat, so a rival's standing counts through the share it takes. The fit is checked on
held-out games (log-loss and how often the likeliest seat is the winner), against the
hand-set evaluation (``position.evaluate``) turned into a chance the same way with one fitted
scale::

    python benchmarks/fs_position_fit.py collect train.json --first 1000 --games 1000
    python benchmarks/fs_position_fit.py collect test.json --first 5000 --games 300
    python benchmarks/fs_position_fit.py fit train.json test.json

Tried once (fs-hard4): on seeds 5000-5299 the learned chance's log-loss was 1.228 against the
hand-set evaluation's 1.244 (parity 1.386), the likeliest seat winning 44.2% and 44.5% of the
time; as the hard bot's evaluation (``WIN * (2 * chance - 1)``) it won 28% and 29% of the
100-game duels where the hand-set one won 32% and 36%, so it was not kept.

Needs numpy (not a dependency of deckwright).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

from deckwright.kernel.agents import LazyView, ask_agent, bind_relevance, make_agent
from deckwright.kernel.registry import Registry
from deckwright.kernel.sets.aihints import DEFAULT_VALUE
from deckwright.plugins.four_souls import position, zones
from deckwright.plugins.four_souls.facts import is_dead, is_eternal, max_hp, soul_value
from deckwright.plugins.four_souls.souls import winning_total

PLAYERS = 4
BOT = "normal"
MAX_DECISIONS = 200_000
# what is read of one seat, in this order (:func:`features`)
FEATURES = ("missing", "near", "near_wait", "items", "eternal", "loot", "cents", "cents_after",
            "dead", "reach", "health", "wait")


def features(game: Any, seat: str) -> tuple[float, ...]:
    """What one seat has, as :data:`FEATURES` names it: the souls it still misses (and
    whether it is one soul from winning, and then how many turns it waits), items by worth,
    eternal items, loot, cents (to ``position.RICH`` and beyond), death this turn, the souls
    in reach, its health and how many other seats' turns come before its next one (FS 3.1)."""
    missing = max(0, winning_total(game) - soul_value(game, seat))
    items = eternal = 0.0
    for obj in zones.items_of(game, seat):
        if is_eternal(game, obj):
            eternal += 1
        else:
            items += game.card(obj.card).ai.worth() / DEFAULT_VALUE
    cents = game.players[seat].counters.get("cents", 0)
    wait = game.seats_from(game.active).index(seat)
    near = 1.0 if missing <= 1 else 0.0
    return (float(missing), near, near * wait, items, eternal,
            float(len(game.zones[f"{seat}.hand"].objects)), float(min(cents, position.RICH)),
            float(max(0, cents - position.RICH)), 1.0 if is_dead(game, seat) else 0.0,
            position.reach(game, seat), float(max_hp(game, seat)), float(wait))


def snapshot(game: Any) -> dict[str, Any]:
    """Every seat's features and today's evaluation, at one moment of a game."""
    return {"features": [list(features(game, s)) for s in game.seats],
            "hand_set": [position.evaluate(game, s) for s in game.seats]}


def play(registry: Registry, seed: int) -> list[dict[str, Any]]:
    """One game's snapshots, each labelled with the winners' share per seat."""
    game = registry.new_game("four-souls", players=PLAYERS, seed=seed, history_kept=0)
    factories = registry.agent_factories("four-souls")
    agents = {s: make_agent(BOT, s, game, factories) for s in game.seats}
    bind_relevance(game, agents)
    rows: list[dict[str, Any]] = []
    turn, mark = game.turn, position.mark(game, game.seats[0])
    made = 0
    while not game.over and made < MAX_DECISIONS:
        for decision in game.pending:
            seat = decision.player
            game.answer(seat, ask_agent(agents[seat], decision, LazyView(game, seat)))
            made += 1
        if game.over:
            break
        at_rest = not game.stack and all(d.kind == "priority" for d in game.pending)
        now = position.mark(game, game.seats[0])
        if game.turn != turn or (at_rest and now != mark):
            rows.append(snapshot(game))
            turn, mark = game.turn, now
    winners = (game.result or {}).get("winners") or []
    if not game.over or not winners:
        return []
    share = [1 / len(winners) if s in winners else 0.0 for s in game.seats]
    for row in rows:
        row["won"] = share
        row["seed"] = seed
    return rows


def collect(out: Path, first: int, games: int) -> None:
    """Play ``games`` games from seed ``first`` and write their snapshots to ``out``."""
    registry = Registry()
    started = time.perf_counter()
    rows: list[dict[str, Any]] = []
    for seed in range(first, first + games):
        rows.extend(play(registry, seed))
    out.write_text(json.dumps({"features": list(FEATURES), "first": first,
                               "games": games, "rows": rows}))
    print(f"{games} games, {len(rows)} snapshots, {time.perf_counter() - started:.0f} s",
          file=sys.stderr)


def arrays(path: Path) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Features (snapshots x seats x features), winners' shares and today's evaluation."""
    rows = json.loads(path.read_text())["rows"]
    return (np.array([r["features"] for r in rows], dtype=float),
            np.array([r["won"] for r in rows], dtype=float),
            np.array([r["hand_set"] for r in rows], dtype=float))


def chances(x: np.ndarray, w: np.ndarray) -> np.ndarray:
    """Each seat's chance to win: the softmax of ``x . w`` over the seats."""
    z = x @ w
    z -= z.max(axis=1, keepdims=True)
    e = np.exp(z)
    return e / e.sum(axis=1, keepdims=True)


def fit(x: np.ndarray, y: np.ndarray, ridge: float = 1e-3, steps: int = 60) -> np.ndarray:
    """The conditional logit's weights by Newton's method (a small ridge keeps it stable)."""
    n, seats, k = x.shape
    w = np.zeros(k)
    for _ in range(steps):
        p = chances(x, w)
        mean = np.einsum("ns,nsk->nk", p, x)
        grad = np.einsum("ns,nsk->k", y - p, x) / n - ridge * w
        centred = x - mean[:, None, :]
        hess = np.einsum("ns,nsk,nsl->kl", p, centred, centred) / n + ridge * np.eye(k)
        step = np.linalg.solve(hess, grad)
        w += step
        if np.abs(step).max() < 1e-9:
            break
    return w


def log_loss(p: np.ndarray, y: np.ndarray) -> float:
    """The mean negative log-chance given to the winners."""
    return float(-(y * np.log(np.clip(p, 1e-12, 1))).sum(axis=1).mean())


def accuracy(p: np.ndarray, y: np.ndarray) -> float:
    """How often the likeliest seat is a winner."""
    return float((y[np.arange(len(y)), p.argmax(axis=1)] > 0).mean())


def report(train: Path, test: Path) -> None:
    """Fit on ``train``, compare with today's evaluation on ``test``, print the weights."""
    x, y, hand = arrays(train)
    tx, ty, thand = arrays(test)
    w = fit(x, y)
    scale = fit(hand[:, :, None], y)  # today's evaluation as a chance, its scale fitted
    uniform = np.full_like(ty, 1 / ty.shape[1])
    print(f"train {len(x)} snapshots, test {len(tx)}")
    for name, p in (("parity", uniform), ("hand-set", chances(thand[:, :, None], scale)),
                    ("learned", chances(tx, w))):
        print(f"{name:9} held-out log-loss {log_loss(p, ty):.4f}  "
              f"likeliest seat wins {accuracy(p, ty):.3f}")
    print("WEIGHTS = (" + ", ".join(f"{v:.4f}" for v in w) + ")")
    for name, v in zip(FEATURES, w, strict=True):
        print(f"  {name:12} {v:+.4f}")


def main() -> None:
    """Collect snapshots or fit them."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    c = sub.add_parser("collect", help="play games and record snapshots")
    c.add_argument("out", type=Path)
    c.add_argument("--first", type=int, default=1000, help="the first seed (1000)")
    c.add_argument("--games", type=int, default=600, help="games to play (600)")
    f = sub.add_parser("fit", help="fit on one file, check on another")
    f.add_argument("train", type=Path)
    f.add_argument("test", type=Path)
    args = parser.parse_args()
    if args.command == "collect":
        collect(args.out, args.first, args.games)
    else:
        report(args.train, args.test)


if __name__ == "__main__":
    main()
