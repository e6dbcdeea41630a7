"""Delayed end-of-turn triggers (FS 3.4 step 1): "at the end of the turn, …" set up by an
effect that may have left play since (Plan C: destroy this; at the end of the turn, …).

``ctx:at_end_of_turn(outcome)`` records the card's entry point in this turn's state; when the
end phase begins (the ``turn-end`` event), each recorded entry point goes on the stack with
the other end-of-turn triggers, controlled by whoever set it up. A turn's records end with it.
"""

from __future__ import annotations

from typing import Any

from deckwright.kernel.events import Event, PendingTrigger
from deckwright.kernel.game import Game
from deckwright.kernel.scripting.vocabulary import Vocabulary

from .facts import Flow, turn

KEY = "end_of_turn_watch"


VOCABULARY = Vocabulary("Four Souls")


@VOCABULARY.action("at_end_of_turn(outcome: string) -> boolean|nil",
                   "At the end of this turn, this card's entry point `outcome(ctx)` triggers, "
                   "controlled by you, even if the card has left play (a delayed trigger, FS 3.4).")
def _at_end_of_turn(game: Game, source: Any, controller: Any, outcome: str) -> Flow:
    """Record the running card's entry point ``outcome`` to trigger as this turn ends."""
    card = game.scripts.running_card() or (game.obj(str(source)).card if source else None)
    if card is None:
        return None
    seat = controller or game.active
    turn(game).setdefault(KEY, []).append(
        {"card": card, "entry": str(outcome), "controller": seat})
    return True
    yield


def after_event(game: Game, event: Event) -> None:
    """At the end phase's start, each delayed trigger of this turn waits for the stack."""
    if event.kind != "turn-end":
        return
    for watch in turn(game).pop(KEY, []):
        game.waiting.append(PendingTrigger(
            controller=watch["controller"], source=None,
            label=f"{game.card(watch['card']).name}: at the end of the turn",
            event={"kind": "turn-end", "player": event.data.get("player")},
            card=watch["card"], resolver="roll-outcome",
            data={"kind": "entry", "card": watch["card"], "entry": watch["entry"],
                  "controller": watch["controller"], "player": watch["controller"],
                  "result": None}))
