"""What a game tells the balance report: the role each zone plays (a seat's hand, held, in
flight, the table, gone) and the counts (drawn, played, used) a game adds from its own events.

The report itself (``deckwright.tools.report``) builds on these; the kernel and the games only
need the words, so they live here, beside ``Ruleset.zone_role`` and ``Ruleset.tally_event``. A
game says all of it in one ``TallyRules`` its ruleset names (``Ruleset.tally_rules``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .state import Zone

# the roles a zone plays for the report (Ruleset.zone_role)
HAND = "hand"        # a seat's hand: cards drawn into it, played out of it
HELD = "held"        # another zone of a seat: in play, items, souls, its character
TRANSIT = "transit"  # cards in flight (the stack): leaving it for a seat is not a draw
TABLE = "table"      # a shared zone in play: slots, the floor, the combat, a shop
GONE = "gone"        # decks, discards, the box: out of play
ROLES = (HAND, HELD, TRANSIT, TABLE, GONE)

# what is counted, and its index in a tally's count list
DRAWN, PLAYED, USED = 0, 1, 2
WHAT = ("drawn", "played", "used")
# the seat key of counts made by no seat (a room played at the table)
TABLE_SEAT = ""
# what a game may report beside WHAT: the seat that dealt a monster's kill, measured then
KILLED = "killed"
# and a player's death (its card is the empty text: a seat died, not a card)
DIED = "died"

Observation = tuple[str, "str | None", str]  # (what, seat or None, card id)


def default_zone_role(zone: Zone) -> str:
    """The kernel's guess: a seat's ``….hand`` is a hand, its other zones held, the rest table."""
    if zone.owner is None:
        return TABLE
    return HAND if zone.name.endswith(".hand") else HELD


def zone_role_but_gone(zone: Zone, gone: frozenset[str]) -> str:
    """The kernel's guess, except that the zones named in ``gone`` (decks, discards, a box)
    are out of play."""
    return GONE if zone.name in gone else default_zone_role(zone)


def observed(what: str, seat: str | None, card: str) -> Observation:
    """One count a game reports from its own event (``Ruleset.tally_event``); checks ``what``."""
    if what not in WHAT and what not in (KILLED, DIED):
        raise ValueError(f"a tally counts {', '.join(WHAT)}, {KILLED} or {DIED}, not {what!r}")
    return (what, seat, card)


def no_observations(event: Any) -> list[Observation]:
    """A game's own events add no counts (the default)."""
    return []


def no_joined_rows(cards: Iterable[Any]) -> dict[str, str]:
    """No card shares another's row in the report (the default)."""
    return {}


def no_standing(game: Any, seat: str) -> float:
    """Every seat stands level (the default: a kill is measured against every seat alike)."""
    return 0.0


@dataclass(frozen=True, slots=True)
class TallyRules:
    """What a game tells the balance report, in one place: its own event kinds the tally asks
    about, each zone's role and the counts one of those events adds. A game's ``tally.py``
    makes one and its ruleset names it; ``Ruleset.zone_role`` and ``tally_event`` answer from
    it (an event is an ``events.Event``, not imported here: this module imports no other).
    ``players`` is the table a report plays unless told (0: the ruleset's default);
    ``joined`` maps a card to the card whose row it shares (the CardDefs of a library in: a
    character's starting item is always held with it); ``standing`` says how well a seat of
    a game stands (souls, levels), to measure a kill at the moment it was dealt."""

    kinds: frozenset[str] = frozenset()
    zone_role: Callable[[Zone], str] = default_zone_role
    tally_event: Callable[[Any], list[Observation]] = no_observations
    players: int = 0
    joined: Callable[[Iterable[Any]], dict[str, str]] = no_joined_rows
    standing: Callable[[Any, str], float] = no_standing
