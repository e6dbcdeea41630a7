"""Delayed "the next time that player would die this turn" triggers (Gold Box's Holy Card).

``ctx:when_would_die(player, outcome)`` watches that player until the end of the turn: the
next time their death goes on the stack (FS 7.4.1), the card's entry point ``outcome(ctx,
player)`` triggers once, controlled by whoever set it up, above the death, so it may prevent
it (FS 7.4.5).
"""

from __future__ import annotations

from typing import Any

from deckwright.kernel.events import PendingTrigger
from deckwright.kernel.game import Game
from deckwright.kernel.scripting.vocabulary import Vocabulary

from .facts import Flow, controller_seat, turn

KEY = "would_die_watch"  # in the turn state, so it ends with the turn


def watch(game: Game, seat: str) -> None:
    """``seat``'s death went on the stack: each watch on them triggers, once."""
    watches = turn(game).get(KEY) or []
    for entry in [w for w in watches if w["player"] == seat]:
        watches.remove(entry)
        game.waiting.append(PendingTrigger(
            controller=entry["controller"], source=None,
            label=f"{game.card(entry['card']).name}: {seat} would die",
            event={"kind": "death-pending", "player": seat}, card=entry["card"],
            resolver="roll-outcome",
            data={"kind": "entry", "card": entry["card"], "entry": entry["entry"],
                  "controller": entry["controller"], "player": entry["controller"],
                  "result": seat}))


VOCABULARY = Vocabulary("Four Souls")


@VOCABULARY.action("when_would_die(player: seat, outcome: string) -> boolean|nil",
                   "Until the end of the turn, the next time that player would die (their death "
                   "goes on the stack), this card's entry point `outcome(ctx, player)` triggers "
                   "once, controlled by you, above the death (Holy Card: prevent it, FS 7.4.5).")
def _when_would_die(game: Game, source: Any, controller: Any, seat: str, outcome: str) -> Flow:
    card = game.scripts.running_card() or (game.obj(str(source)).card if source else None)
    if card is None:
        return None
    turn(game).setdefault(KEY, []).append(
        {"player": str(seat), "card": card, "entry": str(outcome),
         "controller": controller_seat(game, controller)})
    return True
    yield
