"""What ending your turn leaves unused (MK 3.9, 3.10): before the active player's last pass
(on to charity, the end of the turn) the prompt asks once when cards in hand could still be
played or items sold for a level. Bots never meet this: it is read by the prompt only."""

from __future__ import annotations

from typing import Any

from deckwright.kernel.decisions import PRIORITY, Decision
from deckwright.kernel.game import Game

from .cards import hand
from .narration_words import plural

PLAYED_FROM_HAND = ("play:", "equip:", "carry:")


def unspent(game: Game, decision: Decision, answer: Any) -> str:
    """What the active player's pass after the fight gives up, in words ("" for nothing): the
    cards in hand they could still play or put on, and a sale that would buy a level."""
    seat = decision.player
    if decision.kind != PRIORITY or answer != "pass" or seat != game.active:
        return ""
    windows = game.data.get("windows") or []
    if (game.data.get("turn") or {}).get("step") != "after" or not windows \
            or windows[-1]["mode"] != "free":
        return ""
    in_hand = {o.id for o in game.zones[hand(seat)].objects}
    offered = decision.option_ids()
    playable = {o.split(":", 1)[1] for o in offered if o.startswith(PLAYED_FROM_HAND)}
    left = []
    cards = len(playable & in_hand)
    if cards:
        left.append(f"{plural(cards, 'card')} in hand you could still play")
    if "sell" in offered:
        left.append("items you could sell for a level")
    return " and ".join(left)
