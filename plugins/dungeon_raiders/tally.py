"""What Dungeon Raiders' zones and events mean for the balance report (tools/report/tally.py).

Power cards and items are a raider's hand; a character and the cards played this floor are
held. Rooms and floors are the table's: a room counts as played (by no seat) when the
raiders have played it, a floor card when its floor is laid out, and either as used when
its script runs. The supply is on the table, so taking an item from it is a draw, and
using a torch or a crystal ball (back to the supply) is a play.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from deckwright.kernel.observations import Observation, TallyRules, observed, zone_role_but_gone

from .cards import BOX, FLOOR_DECK, FLOORS_DONE, ROOM_DECK, ROOMS_DONE

if TYPE_CHECKING:
    from deckwright.kernel.events import Event
    from deckwright.kernel.state import Zone

KINDS = frozenset({"move"})
_OUT = frozenset({ROOM_DECK, FLOOR_DECK, ROOMS_DONE, FLOORS_DONE, BOX})


def zone_role(zone: Zone) -> str:
    """Decks, the cards done with and the box are out of play; the rest as the kernel says."""
    return zone_role_but_gone(zone, _OUT)


def tally_event(event: Event) -> list[Observation]:
    """A room put among the rooms done, or a floor among the floors done, has been played."""
    data = event.data
    if data.get("to") in (ROOMS_DONE, FLOORS_DONE) and isinstance(data.get("card"), str):
        return [observed("played", None, data["card"])]
    return []


# what the game tells the balance report, as its ruleset names it (Ruleset.tally_rules)
TALLY_RULES = TallyRules(KINDS, zone_role, tally_event)
