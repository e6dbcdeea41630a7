"""Numbers in card text (issue #35, Warp Zone's The Real Left Hand: "change a number in the
effect text of a card in play or a loot being played by 1 until the end of the turn").

A card's numbers are declared: its script's ``numbers`` entry point names them, each with the
value printed on the card (``{attack = 2}``), and its abilities read each through
``ctx:text_number(name, printed)``, the printed value with the edits on this object. An edit is a
change of one number of one object by 1, kept in ``game.data["effects"]`` (so it ends with the
turn); the edited number stays within 1 to 6, and an edit that would leave that range is not
made. An object that moves is a new object (FS 1.3.1): its edits stay behind. Magic Marker
(marker.py), which changes every amount an object's abilities use, is a separate effect, and
both apply.
"""

from __future__ import annotations

from typing import Any

from deckwright.kernel.game import Game
from deckwright.kernel.scripting.vocabulary import Vocabulary

from .facts import Flow

KIND = "number"  # the stat of its entries in game.data["effects"], which end with the turn
LOW, HIGH = 1, 6


def edits(game: Game, obj_id: str, name: str) -> int:
    """The change the edits this turn make to number ``name`` of an object (0: none)."""
    effects = game.data.get("effects")
    if not effects:
        return 0
    return sum(int(e["value"]) for e in effects
               if e.get("stat") == KIND and e.get("subject") == obj_id and e.get("name") == name)


def numbers_of(game: Game, obj_id: str) -> dict[str, int]:
    """An object's numbers as they read now (printed value and edits), by name; none for a
    card whose script declares none."""
    obj = game.objects.get(obj_id)
    if obj is None or not game.scripts.has_entry(obj.card, "numbers"):
        return {}
    printed = game.scripts.query_entry(obj.card, "numbers", source=obj_id,
                                       controller=obj.controller or obj.owner) or {}
    return {str(name): int(value) + edits(game, obj_id, str(name))
            for name, value in sorted(dict(printed).items())
            if isinstance(value, int) and not isinstance(value, bool)}


VOCABULARY = Vocabulary("Four Souls")


@VOCABULARY.query("text_number(name: string, printed: integer) -> integer",
                  "A number of this card's text as it reads now: the printed value, changed by "
                  "the edits on this object this turn (The Real Left Hand). A card whose numbers "
                  "may be edited names each in its `numbers` entry point and reads it here.")
def _text_number(game: Game, source: Any, controller: Any, name: str, printed: int) -> int:
    return int(printed) + (edits(game, source, str(name)) if isinstance(source, str) else 0)


@VOCABULARY.query("card_numbers(id: id) -> table",
                  "The numbers an object's text holds now, by name (its `numbers` entry point, "
                  "with this turn's edits); empty for a card that declares none.")
def _card_numbers(game: Game, source: Any, controller: Any, ident: str) -> dict[str, int]:
    return numbers_of(game, str(ident))


@VOCABULARY.action("edit_number(id: id, name: string, n: integer) -> boolean",
                   "Until the end of the turn, number `name` of an object's text is n higher "
                   "(lower if negative): false, and nothing changes, if the object has no such "
                   "number or the result would be below 1 or above 6 (The Real Left Hand).")
def _edit_number(game: Game, source: Any, controller: Any, ident: str, name: str,
                 n: int) -> Flow:
    now = numbers_of(game, str(ident)).get(str(name))
    if now is None or int(n) == 0 or not LOW <= now + int(n) <= HIGH:
        return False
    game.data.setdefault("effects", []).append(
        {"stat": KIND, "subject": str(ident), "name": str(name), "value": int(n)})
    game.narrate(f"the {name} of {game.card_name(str(ident))} reads {now + int(n)} "
                 "until the end of the turn")
    return True
    yield
