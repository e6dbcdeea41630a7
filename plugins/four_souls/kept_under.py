"""Cards kept under an item (issue #35): Rusty Spoons, Isaac's Last Will.

A card put under an item (not a slot) is out of play (FS 1.11.1): it has no abilities, and it is
public unless it was put there face down (FS 1.11.3). The cards wait in the zone ``under``, made
the first time a card goes under anything, and ``game.data["under"]`` keeps which item holds
which, in the order they went under. An item that changes control keeps its cards (a move
within play: the item's new object takes them over); when the item leaves play, the cards under
it go to their discard piles, as every card of a card that is discarded does (the set's
README says so: the rules leave it open).

A card under an item is played from there only as a card says: ``ctx:play_from_under`` lets
a player play that loot card until the end of the turn, with or without a loot play, with the
normal timing (FS 4.6).
"""

from __future__ import annotations

from typing import Any

from deckwright.kernel.events import Event
from deckwright.kernel.game import Game
from deckwright.kernel.scripting.vocabulary import Vocabulary
from deckwright.kernel.state import GameObject

from . import loot, zones
from .facts import Flow, label

ZONE = "under"
DATA = "under"  # in game.data once a card went under an item: {item id: [card ids]}
KIND = "play_from_under"  # the stat of a permission in game.data["effects"] (ends with the turn)


def held(game: Game) -> dict[str, list[str]]:
    """Every item with cards under it: {item id: [card ids, first put first]} (often empty)."""
    return game.data.get(DATA) or {}


def under(game: Game, item: str) -> list[str]:
    """The cards under ``item``, first put first."""
    return list(held(game).get(item, ()))


def put_under(game: Game, card: str, item: str, face_down: bool = False) -> Flow:
    """Put ``card`` under ``item``, an item in play: its new id, or None if either is gone."""
    holder = game.objects.get(item)
    if card not in game.objects or holder is None or card == item \
            or holder.zone not in zones.in_play_zones(game):
        return None
    if ZONE not in game.zones:
        game.add_zone(ZONE)
    new = yield from game.move(card, ZONE, "bottom", face_down=face_down, under=item)
    if new is None:
        return None
    game.data.setdefault(DATA, {}).setdefault(holder.id, []).append(new.id)
    return new.id


def after_move(game: Game, event: Event) -> None:
    """A card that left the zone ``under`` is no longer under its item; an item with cards
    under it that moved within play keeps them on its new object."""
    table = game.data.get(DATA)
    if not table:
        return
    moved = str(event.data.get("object"))
    for item, cards in list(table.items()):
        if moved in cards and event.data.get("to") != ZONE:
            cards.remove(moved)
            if not cards:
                del table[item]
    new = event.data.get("new_object")
    if moved in table and new in game.objects and \
            game.objects[new].zone in zones.in_play_zones(game):
        table[str(new)] = table.pop(moved)


def check(game: Game) -> Flow:
    """The cards under an item that has left play go to their discard piles."""
    table = game.data.get(DATA)
    if not table:
        return
    in_play = zones.in_play_zones(game)
    for item in [i for i in table if i not in game.objects or game.objects[i].zone not in in_play]:
        cards = table.pop(item)
        for card in cards:
            if card in game.objects:
                obj = game.objects[card]
                yield from game.move(obj, zones.discard_zone(game, obj.card), face_down=False)


def _permissions(game: Game, player: str) -> list[dict[str, Any]]:
    return [e for e in game.data.get("effects") or []
            if e.get("stat") == KIND and e.get("subject") == player]


def offered(game: Game, player: str) -> list[GameObject]:
    """The loot cards under items ``player`` may play now, as if from their hand."""
    out = []
    for permit in _permissions(game, player):
        obj = game.objects.get(str(permit.get("card")))
        if obj is None or obj.zone != ZONE:
            continue
        if permit.get("free") or loot.can_play_now(game, player):
            out.append(obj)
    return out


def play(game: Game, player: str, card: str) -> Flow:
    """Play a loot card from under an item: with a loot play unless the permission said not."""
    free = any(p.get("card") == card and p.get("free") for p in _permissions(game, player))
    return (yield from loot.play(game, player, card, free=free))


def holder_of(game: Game, card: str) -> str | None:
    """The item a card is under, if any."""
    return next((item for item, cards in held(game).items() if card in cards), None)


def shown(game: Game, item: str, viewer: str | None) -> str:
    """What the table says of the cards under an item: '' if none; face-down cards are named
    only to who may see them (FS 1.11.3)."""
    cards = [game.objects[c] for c in under(game, item) if c in game.objects]
    if not cards:
        return ""
    names = [game.card(o.card).name if not o.face_down or viewer in o.known_to
             else "a face-down card" for o in cards]
    return f" (under it: {', '.join(names)})"


VOCABULARY = Vocabulary("Four Souls")


@VOCABULARY.action("put_under(card: id, item: id, face_down?: boolean) -> id|nil",
                   "Put a card (from a hand, a pile, the stack …) under an item in play: out of "
                   "play, public unless face down (FS 1.11.1, 1.11.3). The item keeps it while "
                   "it changes control; when the item leaves play the cards under it go to "
                   "their discard piles. Returns the card's new id.")
def _put_under(game: Game, source: Any, controller: Any, card: str, item: str,
               face_down: bool | None = None) -> Flow:
    return (yield from put_under(game, str(card), str(item), bool(face_down)))


@VOCABULARY.query("under(item: id) -> list<id>",
                  "The cards under an item, first put first (count them with #).")
def _under(game: Game, source: Any, controller: Any, item: str) -> list[str]:
    return under(game, str(item))


@VOCABULARY.action("play_from_under(card: id, player: seat, free?: boolean) -> boolean",
                   "Until the end of the turn, that player may play this loot card from under "
                   "its item as if it were in their hand, with the normal timing (FS 4.6); "
                   "free: without using a loot play (Rusty Spoons).")
def _play_from_under(game: Game, source: Any, controller: Any, card: str, player: str,
                     free: bool | None = None) -> bool:
    obj = game.objects.get(str(card))
    if obj is None or obj.zone != ZONE or game.card(obj.card).type != "loot":
        return False
    game.data.setdefault("effects", []).append(
        {"stat": KIND, "subject": str(player), "card": obj.id, "free": bool(free),
         "value": 1, "source": source})
    holder = holder_of(game, obj.id)
    where = f" from under {label(game, holder)}" if holder else ""
    game.narrate(f"until the end of the turn {player} may play {game.card(obj.card).name}"
                 f"{where}{' without a loot play' if free else ''}")
    return True
