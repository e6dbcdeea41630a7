"""Barter (FS 12.1): a player may give ¢ to another for a service or a promise, whenever they
hold priority. It does not use the stack (12.1.3), the receiver must accept a gift (12.1.1),
nothing binds a promise (12.1.4), and co-op characters never exchange ¢ (12.1.5). Items, loot
and souls are never traded (12.1.2): only ¢ moves here."""

from __future__ import annotations

from typing import Any

from deckwright.kernel.decisions import BACK, CHOOSE, NUMBER, Decision, Option
from deckwright.kernel.game import Game

from . import rewards, stack
from .facts import Flow, label

ACTION = "barter"
ACCEPT = "accept"
DECLINE = "decline"
CANCEL = "cancel"


def can_offer(game: Game, player: str) -> bool:
    """Whether ``player`` may offer ¢ now: they hold some, and the game is not co-op."""
    return (not game.options.get("coop") and len(game.seats) > 1
            and game.players[player].counters.get("cents", 0) > 0)


def offer(game: Game, player: str) -> Flow:
    """Choose whom to give ¢ and how many; the receiver accepts or declines (FS 12.1.1)."""
    others = [Option(f"player:{s}", label(game, s)) for s in game.seats if s != player]
    amount: Any = BACK
    while amount == BACK:  # 'back' from the amount asks whom again
        to = yield from stack.choose(game, player, "Barter: give ¢ to whom?",
                                     [*others, Option(CANCEL, "nobody (cancel)")],
                                     {"why": "barter"}, back=True)
        if to in (CANCEL, BACK):
            return None
        receiver = str(to)[len("player:"):]
        most = game.players[player].counters.get("cents", 0)
        amount = yield Decision(player, NUMBER, f"Barter: how many ¢ for "
                                f"{label(game, receiver)} (1 to {most})?", minimum=1,
                                maximum=most, context={"why": "barter-amount"}, back=True)
    amount = max(1, min(most, int(amount)))
    answer = yield Decision(receiver, CHOOSE, f"{label(game, player)} offers you {amount}¢",
                            [Option(ACCEPT, f"accept {amount}¢"), Option(DECLINE, "decline")],
                            context={"why": "barter-gift", "from": player, "amount": amount})
    if answer != ACCEPT:
        game.narrate(f"{label(game, receiver)} declines {label(game, player)}'s {amount}¢")
        return None
    yield from rewards.lose_cents(game, player, amount, to=receiver, how="barter")
    return amount
