"""What ending your action phase leaves unused (FS 3.2): the prompt asks a person once before a
pass or 'end your turn' gives up ¢ that could buy, an attack not made or a loot play left.
Bots never meet this: it is read by the prompt only."""

from __future__ import annotations

from typing import Any

from deckwright.kernel.decisions import PRIORITY, Decision
from deckwright.kernel.game import Game

from . import attack, shop
from .facts import turn

ENDS_THE_PHASE = ("pass", "end-turn")  # on an empty stack in your own action phase (FS 3.2.2)


def unspent(game: Game, decision: Decision, answer: Any) -> str:
    """What passing or ending the turn now gives up for this turn, in words ("" for nothing):
    only in your own action phase, with an empty stack and no attack going on."""
    seat = decision.player
    if decision.kind != PRIORITY or answer not in ENDS_THE_PHASE:
        return ""
    if seat != game.active or turn(game)["phase"] != "action" or game.stack:
        return ""
    if attack.current(game) is not None or turn(game)["purchase"]:
        return ""  # the pass lets the attack or the purchase go on: nothing ends
    offered = decision.option_ids()
    left = []
    if "purchase" in offered:
        cents = game.players[seat].counters.get("cents", 0)
        prices = [shop.cost(game, seat, where) for where in shop.places(game, seat)]
        if prices and cents >= min(prices):
            left.append(f"{cents}¢ that could buy (a purchase costs {min(prices)}¢)")
    if "attack" in offered:
        left.append("an attack not made")
    plays = [o for o in offered if o.startswith("play:")]
    if plays:
        left.append("a loot play left" if len(plays) == 1 else
                    f"a loot play left ({len(plays)} cards could be played)")
    return ", ".join(left[:-1]) + " and " + left[-1] if len(left) > 1 else "".join(left)
