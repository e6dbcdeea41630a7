"""Effects on an object that last until a moment of the turn (issue #35): a rename, lost
abilities, abilities gained from another card. Each is a list flag on the object, one entry per
effect, each with its ``until``: ``start:<seat>`` (that player's next turn starts, after its
recharge step, as copies end, FS 10.5.1), ``end:<seat>`` (that player's turn ends) or ``turn``
(this turn ends). An object that moves is a new object (DESIGN §2.1): what lasted on it is gone
with it."""

from __future__ import annotations

from typing import Any

from deckwright.kernel.game import Game
from deckwright.kernel.state import GameObject

from . import zones

# the lasting flags, and whether ending one changes the object's abilities
FLAGS = {"renamed": False, "abilities_lost": True, "abilities_gained": True}
USED = "lasting_used"  # in game.data once any lasting effect was given: most games have none


def add(game: Game, obj: GameObject, flag: str, entry: dict[str, Any]) -> None:
    """Put one lasting effect on ``obj`` (``entry``: its ``until`` and ``after``, and what
    the effect keeps)."""
    obj.flags.setdefault(flag, []).append(
        {k: v for k, v in entry.items() if v is not None})
    game.data[USED] = True


MOMENTS = "'turn'|'next-turn-start'|'next-turn-end'"


def duration(game: Game, moment: str, seat: str) -> dict[str, object]:
    """When an effect a card gives ``seat`` (or aims at them) ends: 'turn' (this turn
    ends), 'next-turn-start' (their next turn starts), 'next-turn-end' (their next turn
    ends: on their own turn, the one after it)."""
    if moment == "next-turn-start":
        return {"until": f"start:{seat}"}
    if moment == "next-turn-end":
        return {"until": f"end:{seat}", "after": game.turn if game.active == seat else -1}
    return {"until": "turn"}


def expire(game: Game, moment: str) -> None:
    """End every lasting effect whose duration ends at ``moment``."""
    if not game.data.get(USED):
        return
    changed = False
    for zone in zones.in_play_zones(game):
        for obj in game.zones[zone].objects:
            for name, of_abilities in FLAGS.items():
                entries = obj.flags.get(name)
                if not entries:
                    continue
                kept = [e for e in entries
                        if e.get("until") != moment or game.turn <= e.get("after", -1)]
                if len(kept) == len(entries):
                    continue
                if kept:
                    obj.flags[name] = kept
                else:
                    del obj.flags[name]
                changed = changed or of_abilities
    if changed:
        game.abilities_changed()
