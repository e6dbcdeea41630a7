"""Python's cyclic garbage collector held back while simulated games are played.

A game makes next to no cyclic garbage while it is played: what the collector finds is the
game itself, once it is over and dropped (measured on the bench workloads: no object freed by
a collection inside a game). Yet with CPython's default thresholds the collector walks the
young objects every 700 allocations and the older ones every tenth time, finding nothing, and
its walks push the game's own data out of the processor's caches.

While a game is played, ``collector_held`` raises the first generation's threshold to
``HELD_THRESHOLD``: garbage a faulty or hostile card could make is still collected, in
passes that come rarely. The thresholds set before come back when the last game played at the
same time ends (simulations may play games in several threads of one process). What the games
made, still held by their callers then, is moved to the oldest generation at once, where a
full collection every ``FULL_EVERY`` times finds the cycles they left; a young collection
walking it all would free nothing.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from contextlib import contextmanager

# allocations of tracked objects between two collections while a game is played (CPython's
# default is 700): a pass then walks at most this many young objects
HELD_THRESHOLD = 100_000

# holds ended between two full collections (``_aged``): with CPython's default thresholds
# the oldest generation is collected after about as many young collections
FULL_EVERY = 100

_lock = threading.Lock()
_holders = 0
_saved: tuple[int, ...] | None = None
_aged_times = 0


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
                _aged()
                gc.set_threshold(*_saved)
            _saved = None


def _aged() -> None:
    """Move every object the collector tracks to its oldest generation without a walk; a
    full collection instead once in ``FULL_EVERY`` times."""
    # what the games made is still held when the last one ends (the caller has its game):
    # left young, the first allocation after the thresholds come back would walk all of it
    # and free nothing. gc.freeze then gc.unfreeze moves it up in one step, but resets the
    # counts that would have led to an older generation's collection: the cycles a game left
    # are found by the full collection made every FULL_EVERY times instead. A process that
    # keeps objects frozen of its own is left as it is
    global _aged_times
    if gc.get_freeze_count():
        return
    _aged_times += 1
    if _aged_times >= FULL_EVERY:
        _aged_times = 0
        gc.collect()
        return
    gc.freeze()
    gc.unfreeze()
