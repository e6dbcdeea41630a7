"""A character card that changes control (Corrupted Data, issue #35): "each player gives a
character they control to the player on their right".

A character is given like an item (FS 10.6.2): it moves to the receiving player's character
area under their control, its counters and deactivated state with it (FS 10.14.3); damage
stays with the player who had it (FS 7.1.5). A character's stats are its controller's (FS
1.15.6 a); a player who has two plays by the first, so a character received goes below the one
the player has: in a round of gifts
("each player gives ... to the player on their right", every choice made before any card moves)
each player plays their new character once the old one has gone. Its starting item is an item
like any other and stays where it is unless it is given too.
"""

from __future__ import annotations

from typing import Any

from deckwright.kernel.game import Game
from deckwright.kernel.scripting.vocabulary import Vocabulary

from .facts import Flow


def characters_of(game: Game, seat: str) -> list[str]:
    """Every character card ``seat`` controls (their own first)."""
    return [o.id for o in game.zones[f"{seat}.character"].objects]


def give(game: Game, ident: str, to: str) -> Flow:
    """Move a character in play to player ``to``'s control, keeping its counters and state;
    its new id, or None if it is gone or not a character in a player's area."""
    obj = game.objects.get(str(ident))
    if obj is None or game.card(obj.card).type != "character" or not obj.zone.endswith(
            ".character") or obj.zone == f"{to}.character":
        return None
    kept = dict(obj.counters)
    tapped = obj.tapped
    new = yield from game.move(obj, f"{to}.character", "bottom", controller=to)
    if new is None:
        return None
    for name, value in kept.items():
        if value:
            yield from game.change_counter(new.id, name, value)
    if tapped and not new.tapped:
        yield from game.perform("tap", {"object": new.id, "reason": "kept its state"})
    return new.id


VOCABULARY = Vocabulary("Four Souls")


@VOCABULARY.query("characters_of(player: seat) -> list<id>",
                  "Every character card a player controls (their own first; several only after "
                  "a character was given to them, Corrupted Data).")
def _characters_of(game: Game, source: Any, controller: Any, seat: str) -> list[str]:
    return characters_of(game, str(seat))


@VOCABULARY.action("give_character(character: id, to: seat) -> id|nil",
                   "A character card in play goes to that player's control, with its counters "
                   "and state (FS 10.6.2, 10.14.3); the player's damage stays theirs (FS 7.1.5). "
                   "Received, it goes below the player's own character, whose stats they keep "
                   "while they have it. Returns its new id.")
def _give_character(game: Game, source: Any, controller: Any, ident: str, to: str) -> Flow:
    return (yield from give(game, str(ident), str(to)))
