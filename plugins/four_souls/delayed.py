"""Delayed triggers set up by an effect whose card may have left play since: "at the end of
the turn, …" (FS 3.4 step 1; Plan C) and "when that damage is prevented, …" (FS 10.3; Blanks).

``ctx:at_end_of_turn(outcome)`` records the card's entry point in this turn's state; when the
end phase begins (the ``turn-end`` event), each recorded entry point goes on the stack with
the other end-of-turn triggers, controlled by whoever set it up. ``ctx:when_prevented(outcome)``
records one that goes on the stack the first time a prevention the same card set up stops
damage this turn. A turn's records end with it.
"""

from __future__ import annotations

from typing import Any

from deckwright.kernel.events import Event, PendingTrigger
from deckwright.kernel.game import Game
from deckwright.kernel.scripting.vocabulary import Vocabulary

from .facts import Flow, turn

KEY = "end_of_turn_watch"
PREVENTED_KEY = "prevented_watch"


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


@VOCABULARY.action("when_prevented(outcome: string) -> boolean|nil",
                   "Until the end of the turn, the first time a prevention this card set up "
                   "(ctx:prevent) stops damage, this card's entry point `outcome(ctx, amount, "
                   "target)` triggers, controlled by you, even if the card has left play "
                   "(Blanks; FS 10.3).")
def _when_prevented(game: Game, source: Any, controller: Any, outcome: str) -> Flow:
    """Record the running card's entry point ``outcome`` to trigger when its shield prevents."""
    card = game.scripts.running_card() or (game.obj(str(source)).card if source else None)
    if card is None or source is None:
        return None
    turn(game).setdefault(PREVENTED_KEY, []).append(
        {"source": str(source), "card": card, "entry": str(outcome),
         "controller": controller or game.active})
    return True
    yield


def _prevented(game: Game, event: Event) -> None:
    """A shield stopped damage: the watch of the card that set it up waits for the stack."""
    watches = turn(game).get(PREVENTED_KEY, [])
    for watch in [w for w in watches if w["source"] == str(event.data.get("source"))][:1]:
        watches.remove(watch)
        game.waiting.append(PendingTrigger(
            controller=watch["controller"], source=None,
            label=f"{game.card(watch['card']).name}: damage prevented",
            event={"kind": "prevented", "target": event.data.get("target")},
            card=watch["card"], resolver="roll-outcome",
            data={"kind": "entry", "card": watch["card"], "entry": watch["entry"],
                  "controller": watch["controller"], "player": watch["controller"],
                  "result": event.data.get("amount"), "extra": event.data.get("target")}))


# the event kinds after_event acts on (the ruleset calls it for those alone)
AFTER_KINDS = frozenset({"prevented", "turn-end"})


def after_event(game: Game, event: Event) -> None:
    """At the end phase's start, each delayed trigger of this turn waits for the stack; a
    prevention wakes its card's watch."""
    if event.kind == "prevented":
        _prevented(game, event)
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
