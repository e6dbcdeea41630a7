"""What Munchkin's zones and events mean for the balance report (tools/report/tally.py).

A player's hand and the cards in front of them are theirs (equipping from hand is a play);
the combat, the kicked door in limbo, the spoils and a corpse are on the table (a door kicked
into a hand is a draw); decks, discards and the box are gone. A monster counts as drawn by
the fighter and the helper who killed it (``kill``), and is measured by that kill: the
fighter and their level then, not by who went on to win.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from deckwright.kernel.observations import (
    DIED,
    KILLED,
    Observation,
    TallyRules,
    observed,
    zone_role_but_gone,
)

from .cards import BOX, DOOR_DECK, DOOR_DISCARD, TREASURE_DECK, TREASURE_DISCARD
from .character import level

if TYPE_CHECKING:
    from deckwright.kernel.events import Event
    from deckwright.kernel.game import Game
    from deckwright.kernel.state import Zone

KINDS = frozenset({"kill", "die"})
_OUT = frozenset({DOOR_DECK, DOOR_DISCARD, TREASURE_DECK, TREASURE_DISCARD, BOX})


def zone_role(zone: Zone) -> str:
    """Decks, discards and the box are out of play; the rest as the kernel says."""
    return zone_role_but_gone(zone, _OUT)


def tally_event(event: Event) -> list[Observation]:
    """Each monster killed counts as drawn by the fighter and by the helper, and as killed
    by the fighter; a player who dies has died (MK 8.8)."""
    data = event.data
    if event.kind == "die":
        seat = data.get("player")
        return [observed(DIED, seat, "")] if isinstance(seat, str) else []
    cards = [c for c in data.get("cards") or [] if isinstance(c, str)]
    seats = [s for s in (data.get("fighter"), data.get("helper")) if isinstance(s, str)]
    fighter = data.get("fighter")
    kills = [observed(KILLED, fighter, card) for card in cards] if isinstance(fighter, str) \
        else []
    return [observed("drawn", seat, card) for card in cards for seat in seats] + kills


def standing(game: Game, seat: str) -> float:
    """How well a player stands: their level (MK 5.1)."""
    return float(level(game, seat))


# what the game tells the balance report, as its ruleset names it (Ruleset.tally_rules)
TALLY_RULES = TallyRules(KINDS, zone_role, tally_event, standing=standing)
