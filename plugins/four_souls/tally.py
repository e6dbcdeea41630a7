"""What Four Souls' zones and events mean for the balance report (tools/report/tally.py).

A player's hand, character, items, souls and curses are theirs; loot being played is on the
stack and a dying monster in its death zone (in flight: a trinket that lands among its
player's items, a monster that becomes its killer's soul, is not drawn twice); decks,
discards and the cards out of play are gone. A monster counts as drawn by the player who
gained its rewards (``rewards-gained``): that is who "had" it, for the win-rate lift.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from deckwright.kernel.observations import (
    GONE,
    TABLE,
    TRANSIT,
    Observation,
    TallyRules,
    default_zone_role,
    observed,
)

if TYPE_CHECKING:
    from deckwright.kernel.events import Event
    from deckwright.kernel.state import Zone

KINDS = frozenset({"rewards-gained"})


def zone_role(zone: Zone) -> str:
    """The stack and the death zone are in flight; decks, discards, covered cards and the
    out zone are gone."""
    name = zone.name
    if zone.owner is not None:
        return default_zone_role(zone)
    if name in ("stack", "monster.dying"):
        return TRANSIT
    if name.endswith((".deck", ".discard", ".covered")) or name in ("out", "bonus.used"):
        return GONE
    return TABLE


def tally_event(event: Event) -> list[Observation]:
    """The player who gains a monster's rewards has drawn it."""
    data = event.data
    player, card = data.get("player"), data.get("card")
    if isinstance(player, str) and isinstance(card, str):
        return [observed("drawn", player, card)]
    return []


# what the game tells the balance report, as its ruleset names it (Ruleset.tally_rules)
TALLY_RULES = TallyRules(KINDS, zone_role, tally_event)
