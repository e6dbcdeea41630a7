"""Card names (issue #35, Warp Zone): the one answer to "is this named X" every script asks.

An object's names are, in order of what overrides what:

- a rename by an effect with a duration (``ctx:rename``: Cheep Cheep Cheep!'s Chicken, Cow on a
  Trash Farm's Cow and Trash), the newest first;
- a rename by a static ability in play, ``static { names = "Isaac", applies = … }`` (The Isaac of
  Isaac: Re-Isaac), the last one in play order;
- otherwise its printed name, plus what its card says it is also named (param ``also_named``:
  Mom's Charmed Heart is also Mom's Heart!); a card that has another name while not in play
  (param ``named_outside_play``: The Duke of Flies but Really It's The Bloat is The Bloat)
  has only that one there.

A renamed object has only its new name: Chicken is no longer Isaac. The printed name is the
card's name without the set's disambiguation in brackets ("Pills! (coins)" is printed
"Pills!", FS 1.2: the card's title).
"""

from __future__ import annotations

import re
from typing import Any

from deckwright.kernel.events import Event
from deckwright.kernel.game import Game
from deckwright.kernel.sets.carddefs import CardDef
from deckwright.kernel.state import GameObject

from . import lasting, zones

FLAG = "renamed"  # on an object: [{"name": …, "until": …}], the newest last
ALSO = "also_named"
OUTSIDE = "named_outside_play"
PARAMS = {ALSO: "string|list<string>", OUTSIDE: "string"}
HOW = ("is", "holds", "begins")
_DISAMBIGUATION = re.compile(r"\s+\([^()]*\)\Z")


def printed_name(card: CardDef) -> str:
    """The title printed on the card: its set name without a bracketed disambiguation."""
    return _DISAMBIGUATION.sub("", card.name)


def _listed(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    return [str(v) for v in value] if isinstance(value, (list, tuple)) else []


def card_names(card: CardDef, in_play: bool = True) -> list[str]:
    """The names a card has by its own text, in play or (``in_play`` False) elsewhere."""
    params = card.params if isinstance(card.params, dict) else {}
    if not in_play and params.get(OUTSIDE):
        return [str(params[OUTSIDE])]
    return [printed_name(card), *_listed(params.get(ALSO))]


def names_of(game: Game, subject: str) -> list[str]:
    """Every name an object (or, given a card id, that card) has now; a seat: its
    character's."""
    if subject in game.players:
        character = zones.character_of(game, subject)
        return names_of(game, character.id) if character is not None else []
    obj = game.objects.get(subject)
    if obj is None:
        card = game.library.cards.get(subject)
        return card_names(card, in_play=False) if card is not None else []
    renamed = obj.flags.get(FLAG)
    if renamed:
        return [str(renamed[-1]["name"])]
    in_play = obj.zone in zones.in_play_zones(game)
    if in_play:
        by_static = _static_name(game, obj)
        if by_static is not None:
            return [by_static]
    return card_names(game.card(obj.card), in_play=in_play)


def shown(game: Game, ident: str) -> str:
    """An object's name as the table shows it: renamed for a while, the new name with the
    card's own after it ("Trash (Meat!)"), so a player finds it by either; else its name."""
    obj = game.objects.get(ident)
    if obj is None:
        return game.card_name(ident)
    printed = game.card(obj.card).name
    renamed = obj.flags.get(FLAG)
    return f"{renamed[-1]['name']} ({printed})" if renamed else printed


def _static_name(game: Game, obj: GameObject) -> str | None:
    """The name a static ``names`` ability in play gives ``obj`` (the last in play order)."""
    found = None
    scripts = game.scripts
    for holder, script, ability in scripts.index.static():
        name = ability.facts.get("names")
        if not isinstance(name, str):
            continue
        if ability.has("applies") and not scripts.ask(
                script, ability, "applies", holder.id, holder.controller or holder.owner, None,
                obj.id):
            continue
        found = name
    return found


def is_named(game: Game, subject: str, name: str, how: str = "is") -> bool:
    """Whether an object, card or seat's character is named ``name`` (``how``: 'is' the
    whole name, 'holds' the name contains it, 'begins' it starts with it; letters' case
    aside)."""
    wanted = name.casefold()
    for have in names_of(game, subject):
        have = have.casefold()
        if (have == wanted if how == "is" else
                have.startswith(wanted) if how == "begins" else wanted in have):
            return True
    return False


def apply_rename(game: Game, event: Event) -> bool:
    """An object takes a name for a while (``ev.until``, ``ev.after``: lasting.py)."""
    obj = game.objects.get(str(event.data["object"]))
    if obj is None:
        return False
    lasting.add(game, obj, FLAG, {"name": str(event.data["name"]),
                                  "until": event.data.get("until"),
                                  "after": event.data.get("after")})
    return True
