"""The two decks: drawing face up or down, reshuffling, immediate cards (MK 1.3, 3.12)."""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from deckwright.kernel.decisions import CHOOSE, Decision, Option

from .cards import DOOR, LIMBO, ctype, deck_zone, discard_of, discard_zone, hand
from .character import check_win, stat
from .items import discard_from_hand

if TYPE_CHECKING:
    from deckwright.kernel.game import Game

Flow = Generator[Any, Any, Any]


def refill(game: Game, deck: str) -> Flow:
    """A spent deck is rebuilt at once from its own discard pile (MK 1.2, 1.3)."""
    pile = deck_zone(deck)
    if game.zones[pile].objects:
        return
    discards = game.zones[discard_zone(deck)]
    if not discards.objects:
        return
    for obj in list(discards.objects):
        yield from game.move(obj.id, pile, "bottom", cause="reshuffle")
    yield from game.shuffle(pile)


def refill_all(game: Game) -> Flow:
    """Rebuild whichever deck is empty (a state check)."""
    for deck in (DOOR, "treasure"):
        yield from refill(game, deck)


def draw_one(game: Game, deck: str, to: str, *, face_down: bool = False, **extra: Any) -> Flow:
    """Move the top card of a deck to zone ``to``; None if both deck and discard are empty."""
    pile = game.zones[deck_zone(deck)]
    # refill only where the deck is spent (most draws leave cards: no generator made)
    if not pile.objects:
        yield from refill(game, deck)
        if not pile.objects:
            return None
    obj = yield from game.move(pile.objects[0].id, to, "bottom", face_down=face_down,
                               draw=deck, **extra)
    if not pile.objects:
        yield from refill(game, deck)
    return obj


def draw(game: Game, seat: str, deck: str, count: int = 1, face: str = "down", *,
         resolve: bool = True, to: str | None = None) -> Flow:
    """Draw ``count`` cards into ``seat``'s hand (or zone ``to``); an immediate card drawn is
    revealed and carried out at once, then discarded, with no replacement (MK 3.12)."""
    drawn: list[str] = []
    for _ in range(max(0, int(count))):
        obj = yield from draw_one(game, deck, to or hand(seat), player=seat, face=face)
        if obj is None:
            break
        drawn.append(obj.id)
        if resolve and ctype(game, obj.card) == "immediate":
            yield from immediate(game, seat, obj.id)
        elif to is None and game.scripts.has_entry(obj.card, "arrives"):
            yield from game.scripts.run_entry(obj.card, "arrives", source=obj.id,
                                              controller=seat, args=(seat,))
        if game.over:
            break
    return [d for d in drawn if d in game.objects]


def deal(game: Game, seat: str, deck: str, count: int) -> Flow:
    """Part of a starting hand, face down, one card at a time: an immediate card is carried
    out as it is drawn, before anyone draws again (MK 2.6, 3.12), except Divine Intervention,
    which is only revealed and set aside until every hand is dealt (MK 2.6, 14.23). Returns
    the ids of the Divine Interventions set aside."""
    waiting: list[str] = []
    for _ in range(max(0, int(count))):
        obj = yield from draw_one(game, deck, hand(seat), player=seat, face="down")
        if obj is None:
            break
        if waits_for_clerics(game, obj.card):
            shown = yield from game.move(obj.id, LIMBO, "bottom", player=seat,
                                         cause="immediate")
            if shown is not None:
                yield from game.perform("reveal", {"object": shown.id, "to": "all"})
                waiting.append(shown.id)
        elif ctype(game, obj.card) == "immediate":
            yield from immediate(game, seat, obj.id)
        elif game.scripts.has_entry(obj.card, "arrives"):
            yield from game.scripts.run_entry(obj.card, "arrives", source=obj.id,
                                              controller=seat, args=(seat,))
        if game.over:
            break
    return waiting


def waits_for_clerics(game: Game, card: str) -> bool:
    """Divine Intervention in a starting hand waits for everyone to lay out a Cleric (MK 2.6);
    the book names no other immediate card that waits."""
    return card == "divine-intervention"


def draw_face_up(game: Game, seat: str, deck: str, count: int, to: str) -> Flow:
    """Face-up draws; a Cleric may take each from the top of the discard pile instead, then
    discard a card from hand (Resurrection, card data)."""
    for _ in range(count):
        pile = game.zones[discard_zone(deck)].objects
        if (pile and stat(game, seat, "resurrection", 0) > 0
                and game.zones[hand(seat)].objects):
            answer = yield Decision(seat, CHOOSE, "Draw face up, or take the top of the "
                                    "discard pile (Resurrection)?",
                                    [Option("draw", "Draw"),
                                     Option("resurrect", f"Take {game.card(pile[0].card).name}")])
            if answer == "resurrect":
                yield from game.move(pile[0].id, to, "bottom", player=seat, cause="resurrection")
                yield from discard_from_hand(game, seat, "Resurrection: discard a card")
                continue
        yield from draw(game, seat, deck, 1, "up", to=to)
        if game.over:
            return


def immediate(game: Game, seat: str, object_id: str) -> Flow:
    """Reveal an immediate card (Hoard!, Divine Intervention), carry it out, discard it."""
    obj = game.obj(object_id)
    card = obj.card
    moved = yield from game.move(object_id, LIMBO, "bottom", player=seat, cause="immediate")
    if moved is None:
        return
    yield from game.perform("reveal", {"object": moved.id, "to": "all"})
    yield from game.scripts.run_entry(card, "immediate", source=moved.id, controller=seat,
                                      args=(seat,))
    if moved.id in game.objects:
        yield from game.move(moved.id, discard_of(game, card), "top", cause="used")
    check_win(game)


def immediate_held(game: Game) -> bool:
    """Whether an immediate card is in someone's hand (what :func:`immediates_in_hands`
    resolves)."""
    cards = game.library.cards
    zones = game.zones
    return any(cards[o.card].type == "immediate" for seat in game.seats
               for o in zones[hand(seat)].objects)


def immediates_in_hands(game: Game) -> Flow:
    """Any immediate card that reached a hand by other means is resolved now."""
    cards = game.library.cards
    zones = game.zones
    for seat in game.seats:
        held = zones[hand(seat)].objects
        if not any(cards[o.card].type == "immediate" for o in held):
            continue  # the usual hand: nothing to resolve, no copy of it made
        for obj in list(held):
            if ctype(game, obj.card) == "immediate" and obj.id in game.objects:
                yield from immediate(game, seat, obj.id)
                if game.over:
                    return
