"""What Four Souls' zones and events mean for the balance report (tools/report/tally.py).

A player's hand, character, items, souls and curses are theirs; loot being played is on the
stack and a dying monster in its death zone (in flight: a trinket that lands among its
player's items, a monster that becomes its killer's soul, is not drawn twice); decks,
discards and the cards out of play are gone. A monster counts as drawn by the player who
gained its rewards (``rewards-gained``), and is measured by its kill (``die``): the player
who dealt it and their souls then, not by who went on to win. A report plays four players
(the usual table), and shows a character and its starting item as one row.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from deckwright.kernel.observations import (
    DIED,
    GONE,
    KILLED,
    TABLE,
    TRANSIT,
    Observation,
    TallyRules,
    default_zone_role,
    observed,
)

from .facts import soul_value

if TYPE_CHECKING:
    from deckwright.kernel.events import Event
    from deckwright.kernel.game import Game
    from deckwright.kernel.state import Zone

KINDS = frozenset({"rewards-gained", "die"})
USUAL_PLAYERS = 4


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
    """The player who gains a monster's rewards has drawn it; the player who dealt a
    monster's kill has killed it (FS 7.6); a player who dies has died (FS 7.7)."""
    data = event.data
    if event.kind == "die" and data.get("victim") == "player" \
            and isinstance(data.get("player"), str):
        return [observed(DIED, data["player"], "")]
    card = data.get("card")
    if not isinstance(card, str):
        return []
    if event.kind == "die":
        killer = data.get("killer")
        if data.get("victim") == "monster" and isinstance(killer, str):
            return [observed(KILLED, killer, card)]
        return []
    player = data.get("player")
    if isinstance(player, str):
        return [observed("drawn", player, card)]
    return []


def starting_items(cards: Iterable[Any]) -> dict[str, str]:
    """Each starting item → the character it starts with (FS 2.1.8): always held together."""
    return {str(c.stats["starting_item"]): c.id for c in cards
            if c.type == "character" and c.stats.get("starting_item")}


def standing(game: Game, seat: str) -> float:
    """How well a player stands: the soul value they control (FS 11.1.4)."""
    return float(soul_value(game, seat))


# what the game tells the balance report, as its ruleset names it (Ruleset.tally_rules)
TALLY_RULES = TallyRules(KINDS, zone_role, tally_event, players=USUAL_PLAYERS,
                         joined=starting_items, standing=standing)
