"""Abilities that work while their card is covered (issue #35, Alt Art's Gurdy: "monsters have
+1 health while this is covered").

A covered card is out of play and has no abilities (FS 1.7.1, 1.9.1); a card that says
otherwise names those abilities in its param ``while_covered`` (their labels), and its script
marks them ``given``, so they never work while the card itself is in play. While it lies covered
in a monster slot (``monster.N.covered``), the card in play on top of that slot holds them,
told to the kernel's ability index through ``Ruleset.ability_changes``: they work exactly as
long as the card is covered, for the prompt, the bots and every static value alike. "This" in
such an ability is that covering card, so it may not speak of itself (Gurdy's does not).
"""

from __future__ import annotations

from typing import Any

from deckwright.kernel.game import Game
from deckwright.kernel.ruleset import AbilityChange

from . import zones

PARAM = "while_covered"
# the cards of the libraries seen last that have abilities working while covered (most have
# none), by the library's id, with the library itself (so an id reused is not mistaken)
_WITH: dict[int, tuple[Any, frozenset[str]]] = {}
_KEPT = 8


def _cards(game: Game) -> frozenset[str]:
    library = game.library
    if library is None:
        return frozenset()
    seen = _WITH.get(id(library))
    if seen is not None and seen[0] is library:
        return seen[1]
    found = frozenset(card.id for card in library.cards.values()
                      if isinstance(card.params, dict) and card.params.get(PARAM))
    if len(_WITH) >= _KEPT:
        _WITH.pop(next(iter(_WITH)))
    _WITH[id(library)] = (library, found)
    return found


def labels(game: Game, card_id: str) -> tuple[str, ...]:
    """The labels of the abilities ``card_id`` has while covered."""
    value = game.card(card_id).params.get(PARAM)
    return (str(value),) if isinstance(value, str) else tuple(str(v) for v in value or ())


def ability_changes(game: Game, holders: list[Any]) -> dict[str, AbilityChange]:
    """The tops of the monster slots whose covered cards have abilities working while covered,
    by object id, holding those abilities."""
    cards = _cards(game)
    if not cards:
        return {}
    out = {}
    for slot in zones.monster_slots(game):
        covered = game.zones.get(f"{slot}.covered")
        top = zones.top(game, slot)
        if covered is None or top is None:
            continue
        gives = tuple((obj.card, label) for obj in covered.objects if obj.card in cards
                      for label in labels(game, obj.card))
        if gives:
            out[top.id] = AbilityChange(gives=gives)
    return out
