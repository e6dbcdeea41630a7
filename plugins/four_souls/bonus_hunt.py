"""Bonus souls within a bot's reach (FS 11.4): a bonus soul still beside the table is gained by
the first player to hold its number of loot cards or cents (its ``hand`` or ``cents`` param,
``bonus-soul.lua``). A soul is a quarter of a win (FS 11.2.1), and the normal bot, which
spends its cents on an item as soon as it has 10, seldom has 25: the sharp style saves them
while Soul of Greed waits (``bot_style.Style.save_from``). Keeping a hand for Soul of
Gluttony was tried and did not pay (24.8% with a hand of 7 or more kept, 24.0% from the
first card, seeds 0-399, against the normal bot's 24.0%).
"""

from __future__ import annotations

from deckwright.kernel.game import Game

from .zones import BONUS

CENTS = "cents"  # the bonus-soul param the sharp style saves for


def waiting_for(game: Game, condition: str) -> int | None:
    """The least amount of ``condition`` (a bonus-soul param: ``CENTS``, or ``"hand"`` for
    loot cards held) that gains a bonus soul still beside the table, or None if none waits
    on that condition."""
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


__all__ = ["CENTS", "waiting_for"]
