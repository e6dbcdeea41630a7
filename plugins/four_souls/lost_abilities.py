"""Objects that lose all their abilities (issue #35): Club after cancelling, Cow on a Trash
Farm's Cow and Trash, an item with Dingle's poo counter.

Two ways, both asked by the kernel's ability index through ``Ruleset.ability_changes``, so a
lost ability neither triggers nor can be activated nor applies statically, for the bots and the
prompt alike (kernel/scripting/abilityindex.py):

- an effect with a duration (``ctx:lose_abilities``): the lasting flag ``abilities_lost``
  (lasting.py);
- a counter whose declared meaning is the keyword ``no-abilities`` (counter_meanings.py), for
  as long as the object has one.

Eternal is not an ability the card script gives (FS 9.10.1: a keyword of the card), so an
object that lost its abilities stays eternal ("loses all abilities except eternal"). A card
that strips other objects while it is in play uses a static ``strips`` instead (the kernel's).
"""

from __future__ import annotations

from typing import Any

from deckwright.kernel.appliers import apply_move as kernel_apply_move
from deckwright.kernel.events import Event
from deckwright.kernel.game import Game
from deckwright.kernel.ruleset import AbilityChange

from . import counter_meanings, lasting

FLAG = "abilities_lost"  # on an object: [{"until": …, "after": …}] (lasting.py)
KEYWORD = "no-abilities"
_LOST = AbilityChange(stripped=True)


def _stripping_counters(game: Game) -> list[str]:
    return [name for name, meaning in counter_meanings.meanings(game).items()
            if meaning.get("keyword") == KEYWORD]


def ability_changes(game: Game, holders: list[Any]) -> dict[str, AbilityChange]:
    """The objects in play that have lost their abilities now, by object id."""
    counters = _stripping_counters(game)
    if not counters and not game.data.get(lasting.USED):
        return {}
    out = {}
    for obj, _ in holders:
        if obj.flags.get(FLAG) or any(obj.counters.get(name, 0) > 0 for name in counters):
            out[obj.id] = _LOST
    return out


def lacks_abilities(game: Game, obj: Any) -> bool:
    """Whether ``obj`` has lost its abilities now (an effect's flag or a stripping counter)."""
    if obj.flags.get(FLAG):
        return True
    return any(obj.counters.get(name, 0) > 0 for name in _stripping_counters(game))


def apply_move(game: Game, event: Event) -> str:
    """The kernel's move, with one fact kept as last known information: an object that had
    lost its abilities as it left play has no "when this leaves play" trigger either (an
    object without abilities has no triggers); ``ev.stripped`` tells the trigger matcher."""
    obj = game.objects.get(str(event.data.get("object")))
    if (obj is not None and (obj.flags or obj.counters) and game.is_ability_zone(obj.zone)
            and lacks_abilities(game, obj)):
        event.data["stripped"] = True
    return kernel_apply_move(game, event)


def apply_lose_abilities(game: Game, event: Event) -> bool:
    """An object in play loses its abilities until ``ev.until`` (lasting.py)."""
    obj = game.objects.get(str(event.data["object"]))
    if obj is None:
        return False
    lasting.add(game, obj, FLAG, {"until": event.data.get("until"),
                                  "after": event.data.get("after")})
    game.abilities_changed()
    return True


# the event kinds after_event acts on (the ruleset calls it for those alone)
AFTER_KINDS = frozenset({"counter"})


def after_event(game: Game, event: Event) -> None:
    """A counter meaning 'no abilities' changed: the ability index looks again."""
    if event.kind == "counter" and event.data.get("name") in _stripping_counters(game):
        game.abilities_changed()
