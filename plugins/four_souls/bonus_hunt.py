"""Bonus souls within a bot's reach (FS 11.4): a bonus soul still beside the table is gained by
the first player to hold its number of loot cards or cents (its ``hand`` or ``cents`` param,
``bonus-soul.lua``). A soul is a quarter of a win (FS 11.2.1), and the normal bot, which plays
its loot and spends its cents as soon as it may, seldom meets either: the sharp style keeps
its loot, or its cents, while such a soul waits (``bot_style.Style``).
"""

from __future__ import annotations

from deckwright.kernel.game import Game

from .zones import BONUS

HAND, CENTS = "hand", "cents"  # the bonus-soul params the bots collect for


def waiting_for(game: Game, condition: str) -> int | None:
    """The least number of loot cards (``HAND``) or cents (``CENTS``) that gains a bonus soul
    still beside the table, or None if none waits on that condition."""
    zone = game.zones.get(BONUS)
    if zone is None:
        return None
    needs = []
    for obj in zone.objects:
        params = game.card(obj.card).params
        value = params.get(condition) if isinstance(params, dict) else None
        if isinstance(value, int) and not isinstance(value, bool) and value > 0:
            needs.append(value)
    return min(needs) if needs else None


__all__ = ["CENTS", "HAND", "waiting_for"]
