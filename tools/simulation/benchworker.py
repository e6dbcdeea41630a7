"""One side of ``deckwright bench --compare``: plays batches of a workload on request.

Run by an install's own Python (``python -I benchworker.py``), so ``deckwright`` is that
install's code, whichever commit it is. The file imports nothing of deckwright at the top and
finds ``play_game`` where each version keeps it (``tools/simulation/bench.py`` today,
``kernel/bench.py`` before): the same file drives this checkout and an older one.

It speaks JSON lines: first ``{"ready": true, "python": ...}``; then, for each request
``{"game": ID, "players": N, "bot": NAME, "games": N}``, it plays seeds 0 to games - 1 and
answers ``{"seconds": CPU seconds, "decisions": N, "games": N}`` (played by the install's
``play_batch`` where it has one); ``{"warm": ...}`` (same fields) plays one game untimed
first. End of input ends it.
"""

from __future__ import annotations

import gc
import json
import platform
import sys
import time
from collections.abc import Callable
from typing import Any

PlayGame = Callable[[Any, str, int, str, int], tuple[Any, int]]
PlayBatch = Callable[[Any, str, int, str, int], int]


def find_play_game() -> PlayGame:
    """``play_game(registry, game, players, bot, seed)`` of this install, wherever its
    version keeps it."""
    try:
        from deckwright.tools.simulation.bench import play_game
    except ImportError:
        from deckwright.kernel.bench import play_game  # type: ignore[no-redef]  # older layout
    return play_game


def find_play_batch(play_game: PlayGame) -> PlayBatch:
    """``play_batch(registry, game, players, bot, games)`` of this install: its own, which
    plays a batch as its simulations do (the collector held across it), or, in a version
    without one, ``play_game`` for each seed in turn."""
    try:
        from deckwright.tools.simulation.bench import play_batch
    except ImportError:
        def play_batch(registry: Any, game: str, players: int, bot: str, games: int) -> int:
            return sum(play_game(registry, game, players, bot, seed)[1]
                       for seed in range(games))
    return play_batch  # type: ignore[no-any-return]


def serve(lines: Any, out: Any) -> None:
    """Answer each request of ``lines`` on ``out`` until the input ends."""
    from deckwright.kernel.registry import Registry

    play_game = find_play_game()
    play_batch = find_play_batch(play_game)
    registry = Registry()
    out.write(json.dumps({"ready": True, "python": platform.python_version()}) + "\n")
    out.flush()
    for line in lines:
        if not line.strip():
            continue
        request = json.loads(line)
        if "warm" in request:
            # imports, compiled scripts and caches are paid here, not in the first batch
            warm = request["warm"]
            play_game(registry, warm["game"], warm["players"], warm["bot"], 999)
            out.write(json.dumps({"warm": True}) + "\n")
            out.flush()
            continue
        gc.collect()
        started = time.process_time()
        decisions = play_batch(registry, request["game"], request["players"], request["bot"],
                               request["games"])
        seconds = time.process_time() - started
        out.write(json.dumps({"seconds": seconds, "decisions": decisions,
                              "games": request["games"]}) + "\n")
        out.flush()


if __name__ == "__main__":
    serve(sys.stdin, sys.stdout)
