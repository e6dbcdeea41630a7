"""An object that gains every ability of another card for a while (issue #35, Warp Zone's Is
You: "this gains all of that item's abilities until the start of your next turn").

The gain is a lasting flag on the object (``abilities_gained``: one entry per card, each with its
``until``, lasting.py), told to the kernel's ability index through ``Ruleset.ability_changes``
(``AbilityChange.borrows``), so the gained abilities trigger, can be activated and apply
statically for the prompt and the bots alike. A gained ability runs in its own card's script
with this object as "this" and this object's controller as "you". What is gained is the card's
abilities, not the other object: it stays gained if that object leaves play, and the card's
entry points (a loot card's on_play, a monster's reward …) are not abilities and are not gained.
"""

from __future__ import annotations

from typing import Any

from deckwright.kernel.game import Game
from deckwright.kernel.ruleset import AbilityChange
from deckwright.kernel.scripting.vocabulary import Vocabulary

from . import lasting, zones
from .facts import Flow, label

FLAG = "abilities_gained"  # on an object: [{"card": …, "until": …, "after": …}] (lasting.py)


def ability_changes(game: Game, holders: list[Any]) -> dict[str, AbilityChange]:
    """The objects in play that hold other cards' abilities now, by object id."""
    if not game.data.get(lasting.USED):
        return {}
    out = {}
    for obj, _ in holders:
        entries = obj.flags.get(FLAG)
        if entries:
            cards = tuple(dict.fromkeys(str(e["card"]) for e in entries))
            out[obj.id] = AbilityChange(borrows=cards)
    return out


VOCABULARY = Vocabulary("Four Souls")


@VOCABULARY.action("gain_abilities_of(item: id, until?: " + lasting.MOMENTS
                   + ", whose?: seat) -> boolean",
                   "This object gains every ability of another object's card (but those its "
                   "card gives others) until `until` of `whose` turn (as ctx:rename; an effect "
                   "made as that turn starts outlasts that start): they trigger, can be "
                   "activated and apply as this object's, run by their own card's script (Is "
                   "You). False if this object or the item is not in play.")
def _gain_abilities_of(game: Game, source: Any, controller: Any, ident: str,
                       until: str = "turn", whose: str | None = None) -> Flow:
    in_play = zones.in_play_zones(game)
    obj = game.objects.get(str(source)) if isinstance(source, str) else None
    item = game.objects.get(str(ident))
    if obj is None or item is None or obj.zone not in in_play or item.zone not in in_play:
        return False
    seat = whose or (controller if isinstance(controller, str) else game.active)
    when = lasting.duration(game, until, seat)
    if until == "next-turn-start":
        when["after"] = game.turn  # made as this turn started: it ends as the next one starts
    lasting.add(game, obj, FLAG, {"card": item.card, **when})
    game.abilities_changed()
    game.narrate(f"{label(game, obj.id)} gains the abilities of {label(game, item.id)}")
    return True
    yield
