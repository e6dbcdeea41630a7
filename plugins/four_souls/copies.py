"""Copies (FS 10.5.1): an object that became a copy of another card turns back into its own; a
copy that keeps an ability of its own card (issue #35, Monster Card: "it becomes a copy of that
card and gains 'if this would leave play, …'")."""

from __future__ import annotations

from typing import Any

from deckwright.kernel.events import Event
from deckwright.kernel.game import Game
from deckwright.kernel.ruleset import AbilityChange
from deckwright.kernel.scripting.vocabulary import Vocabulary

from . import zones
from .facts import Flow

KEEPS = "copy_keeps"  # on an object: [[its own card, the label of an ability it gives]]
KEEPS_USED = "copies_keep"  # in game.data once a copy kept an ability: most games have none


def uncopy(game: Game, obj: Any) -> None:
    """A copy turns back into its own card (leaving play, or its duration ended)."""
    original = obj.flags.pop("copy_of", None)
    obj.flags.pop("copy_until", None)
    obj.flags.pop("not_eternal", None)
    if original:
        obj.card = original
        game.abilities_changed()


def leave_as_own(game: Game, event: Event) -> None:
    """A copy leaving play leaves as its own card: to the discard pile of its own deck, where
    the move named the copied card's (Rainbow Tapeworm, a loot, copying a treasure)."""
    obj = game.objects[event.data["object"]]
    copied = obj.card
    uncopy(game, obj)
    if event.data.get("to") == zones.discard_zone(game, copied):
        event.data["to"] = zones.discard_zone(game, obj.card)


def ability_changes(game: Game, holders: list[Any]) -> dict[str, AbilityChange]:
    """The copies in play that keep an ability of their own card (as given to them, so the
    ability index holds it beside the copied card's), by object id."""
    if not game.data.get(KEEPS_USED):
        return {}
    return {obj.id: AbilityChange(gives=tuple((str(c), str(label)) for c, label in kept))
            for obj, _ in holders if (kept := obj.flags.get(KEEPS))}


VOCABULARY = Vocabulary("Four Souls")


@VOCABULARY.action("become_copy_keeping(card: id, keeps: string) -> boolean",
                   "This object becomes a copy of another card, a monster card on the monster "
                   "deck too (FS 10.5.1: name, abilities, stats, reward, soul; not its counters), "
                   "for as long as it stays in play, and keeps its own card's ability labelled "
                   "`keeps` (marked `given` in its script: it has it only from now on). Monster "
                   "Card. False if either is gone.")
def _become_copy_keeping(game: Game, source: Any, controller: Any, ident: str,
                         keeps: str) -> Flow:
    me = game.objects.get(str(source)) if isinstance(source, str) else None
    other = game.objects.get(str(ident))
    if me is None or other is None or me.zone == "stack":
        return False
    own = me.flags.get("copy_of") or me.card
    event = yield from game.perform("become-copy", {
        "object": me.id, "card": other.card, "original": own, "until": None,
        "not_eternal": False})
    if event.cancelled:
        return False
    me.flags.setdefault(KEEPS, []).append([own, str(keeps)])
    game.data[KEEPS_USED] = True
    game.abilities_changed()
    return True
