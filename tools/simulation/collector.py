"""Python's cyclic garbage collector held back while simulated games are played.

A game makes next to no cyclic garbage while it is played: what the collector finds is the
game itself, once it is over and dropped (measured on the bench workloads: no object freed by
a collection inside a game). Yet with CPython's default thresholds the collector walks the
young objects every 700 allocations and the older ones every tenth time, finding nothing, and
its walks push the game's own data out of the processor's caches.

While a game is played, ``collector_held`` raises the first generation's threshold to
``HELD_THRESHOLD``: garbage a faulty or hostile card could make is still collected, in
passes that come rarely. The thresholds set before come back when the last game played at the
same time ends (simulations may play games in several threads of one process).

A simulation, a worker's share of one and a bench batch play their games one after another
under one hold (``play_games``, ``play_batch``): with the thresholds back between two games,
the first young collection came while the finished game was still held by its caller and
walked all of it (measured on the bench: 1.5% of a Four Souls batch and 1.9% of a Munchkin
one in collections, 0.2% with the hold), though it is freed by reference counting a moment
later (``Game.release``).
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from contextlib import contextmanager

# allocations of tracked objects between two collections while a game is played (CPython's
# default is 700): a pass then walks at most this many young objects
HELD_THRESHOLD = 100_000

_lock = threading.Lock()
_holders = 0
_saved: tuple[int, ...] | None = None


@contextmanager
def collector_held() -> Iterator[None]:
    """Collect cyclic garbage rarely inside the block (see the module's docstring)."""
    _hold()
    try:
        yield
    finally:
        _release()


def _hold() -> None:
    global _holders, _saved
    with _lock:
        if _holders == 0:
            _saved = gc.get_threshold()
            if _saved[0] and _saved[0] < HELD_THRESHOLD:  # 0: the process turned it off
                gc.set_threshold(HELD_THRESHOLD, *_saved[1:])
        _holders += 1


def _release() -> None:
    global _holders, _saved
    with _lock:
        _holders -= 1
        if _holders == 0 and _saved is not None:
            if gc.get_threshold()[0] == HELD_THRESHOLD:  # not changed by anyone since
                gc.set_threshold(*_saved)
            _saved = None
