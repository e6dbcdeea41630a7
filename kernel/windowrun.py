"""What a game works out once for a run of priority windows (issue #32).

The windows from one seat to the next with only passes between them are one run
(``Game.window_run``: a number during a run, None anywhere else). What a run's relevance and
its windows' actions read of the game cannot change inside it, so an answer worked out there
is kept, in ``Game.caches``, until the run ends.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any, Protocol, TypeVar

T = TypeVar("T")


class RunState(Protocol):
    """The part of a game this module reads: the run under way and the caches."""

    window_run: int | None
    caches: dict[str, Any]


def kept_for_run(game: RunState, name: str, key: Hashable, work: Callable[..., T],
                 *args: Any) -> T:
    """``work(*args)`` for ``key``, worked out once in the current run of windows and kept
    under ``name``; worked out afresh outside a run. Callers must not change the answer."""
    run = game.window_run
    if run is None:
        return work(*args)
    kept = game.caches.get(name)
    if kept is None or kept[0] != run:
        kept = game.caches[name] = (run, {})
    answers = kept[1]
    if key in answers:
        return answers[key]  # type: ignore[no-any-return]
    found = answers[key] = work(*args)
    return found
