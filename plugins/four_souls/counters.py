"""Counters on objects (FS 10.14): generic counters and named ones (level, HP, egg … counters)
are all counters — "6 counters" counts every kind, and "remove a counter" may take any
(10.14.2). Marked damage and a card's side are kept as counters too, but are none of these."""

from __future__ import annotations

from deckwright.kernel.decisions import Option
from deckwright.kernel.game import Game

from . import stack
from .counter_meanings import BOOKKEEPING
from .facts import Flow

GENERIC = "counters"


def kinds(game: Game, ident: str) -> list[str]:
    """The kinds of counter an object carries, generic first, then the named ones by name."""
    obj = game.objects.get(ident)
    if obj is None:
        return []
    named = sorted(k for k, v in obj.counters.items()
                   if k != GENERIC and k not in BOOKKEEPING and v > 0)
    return ([GENERIC] if obj.counters.get(GENERIC, 0) > 0 else []) + named


def on(game: Game, ident: str, kind: str) -> int:
    """How many counters of one kind an object has (0 if it is gone)."""
    obj = game.objects.get(ident)
    return int(obj.counters.get(kind, 0)) if obj is not None else 0


def total(game: Game, ident: str) -> int:
    """Every counter on an object, generic and named together (FS 10.14.2)."""
    return sum(on(game, ident, kind) for kind in kinds(game, ident))


def remove(game: Game, player: str, ident: str, amount: int) -> Flow:
    """Remove ``amount`` counters (all of them if it has fewer); while the kind matters the
    player picks which kind each counter is taken from. Returns how many were removed."""
    removed = 0
    while removed < amount:
        carried = kinds(game, ident)
        if not carried:
            break
        left = amount - removed
        if len(carried) == 1 or total(game, ident) <= left:
            kind = carried[0]            # no real choice: take this kind as far as needed
            take = min(on(game, ident, kind), left)
        else:
            options = [Option(f"kind:{k}", "a counter" if k == GENERIC else f"a {k} counter")
                       for k in carried]
            picked = yield from stack.choose(game, player, "Remove which counter?", options,
                                             {"why": "counter"})
            kind, take = picked[len("kind:"):], 1
        change = yield from game.change_counter(ident, kind, -take)
        if not change:
            break
        removed += -change
    return removed
