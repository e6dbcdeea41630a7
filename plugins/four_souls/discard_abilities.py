"""Abilities that work from a discard pile (Tapeworm, issue #35): "when a player with an egg
counter dies while this is in discard, remove their egg counters and put this back into an
active monster slot".

A card names the event kind that wakes it there with the param ``from_discard`` ('die'), and
its script defines two entry points: ``discard_trigger(event)``, a query: whether this event
triggers it; and ``from_discard(event)``, what it does. While the card lies in its own deck's
discard pile (FS 1.7: not in play, so none of its other abilities work), each such event its
query accepts puts that ability on the stack like any triggered ability (FS 4.3), controlled by
the active player (nobody owns a discarded card: as for a monster's, its "you" is the active
player, FS 1.2.3); ``ctx.self`` is the card in the pile. The cards that declare the param are
gathered at set-up, so a game without any asks nothing after its events.
"""

from __future__ import annotations

from deckwright.kernel.events import Event, PendingTrigger, StackItem
from deckwright.kernel.game import Game

from . import zones
from .facts import Flow

PARAM = "from_discard"
DATA = "from_discard"  # in game.data: {event kind: [card ids]}, only when some card declares it
RESOLVER = "discard-ability"


def declare(game: Game) -> None:
    """Gather the loaded cards with a discard-pile ability, by the event kind that wakes them
    (at set-up); a game whose cards have none keeps no entry."""
    found: dict[str, list[str]] = {}
    for card in game.library.cards.values():
        kind = card.params.get(PARAM) if isinstance(card.params, dict) else None
        if isinstance(kind, str) and kind:
            found.setdefault(kind, []).append(card.id)
    if found:
        game.data[DATA] = {kind: sorted(ids) for kind, ids in sorted(found.items())}


def after_event(game: Game, event: Event) -> None:
    """Each card lying in its discard pile that this event triggers waits for the stack."""
    watched = game.data.get(DATA)
    cards = watched.get(event.kind) if watched else None
    if not cards:
        return
    seen = event.to_json()
    for card in cards:
        pile = game.zones.get(zones.discard_zone(game, card))
        if pile is None:
            continue
        for obj in [o for o in pile.objects if o.card == card]:
            if not game.scripts.query_entry(card, "discard_trigger", seen, source=obj.id,
                                            controller=game.active):
                continue
            game.waiting.append(PendingTrigger(
                controller=game.active, source=obj.id,
                label=f"{game.card(card).name} (in the discard pile)", event=seen, card=card,
                resolver=RESOLVER, data={"card": card, "source": obj.id, "event": seen}))


def resolve(game: Game, item: StackItem) -> Flow:
    """A discard-pile ability resolves: its card's ``from_discard`` runs, with the event."""
    data = item.data
    yield from game.scripts.run_entry(data["card"], "from_discard", source=data["source"],
                                      controller=item.controller, args=(data["event"],))
