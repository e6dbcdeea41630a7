"""Every answer of the Dungeon Raiders heuristic bot in seeded games: proof that a change to
its speed changed none of its answers (issue #32).

Plays seeds 0 .. N-1 of Dungeon Raiders with 5 heuristic bots and keeps, per seed, the
SHA-256 of the game's answers in order (every decision's answer, so every score that won).
``tests/dungeon_raiders/test_bot_answers.py`` compares them with the recorded file; a change
meant to make the bot play differently records them again::

    python benchmarks/dr_bot_answers.py tests/data/dr_heuristic_answers_100.json
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

from deckwright.kernel.registry import Registry
from deckwright.tools.simulation.bench import play_game

PLAYERS = 5  # as Dungeon Raiders' bench workload


def answers_hash(registry: Registry, seed: int) -> str:
    """The SHA-256 of every answer of one seeded game of heuristic bots, in order."""
    game, _ = play_game(registry, "dungeon-raiders", PLAYERS, "heuristic", seed)
    text = json.dumps(game.answers, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def main() -> None:
    """Hash the answers of seeds 0 .. N-1 into a file."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path, help="the JSON file to write")
    parser.add_argument("--games", type=int, default=100, help="seeds (100)")
    args = parser.parse_args()
    registry = Registry()
    hashes = {str(seed): answers_hash(registry, seed) for seed in range(args.games)}
    args.out.write_text(json.dumps(hashes, indent=1) + "\n", encoding="utf-8")
    print(f"{args.games} games' answers hashed into {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
