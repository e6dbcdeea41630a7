"""Per-card counts of one game for the balance report: drawn, played, used and held by seat.

A ``CardTally`` watches a game's event stream (it is attached only when a report is asked
for, so a plain simulation pays nothing). What a move means comes from the role the game
gives each zone (``Ruleset.zone_role``); a game may add counts for its own events
(``Ruleset.tally_rules``' kinds and ``Ruleset.tally_event``), and every card script effect that
runs counts as a use of its card.

- **drawn**: the card came into a seat's hand or under its control (the opening deal too),
  from anywhere but that seat's own zones and the cards in flight (the stack);
- **played**: the card left a seat's hand for anywhere but a hand or a pile out of play
  (a discard from hand is not a play);
- **used**: an effect of the card's script ran (an ability resolved, an entry point such as
  ``on_play`` ran), counted for the seat that controlled it (or the table);
- **held**: the seats that had the card in a zone of theirs at any time in the game;
- **seen**: the cards any event named (a move, a reveal, a game's own event), or whose
  script ran: what ``deckwright cards --status`` calls seen in simulation;
- **kills**: each kill a game reports (``KILLED``): the card, the seat that dealt it and
  every seat's rank then by the game's ``standing`` (1: nobody stands higher);
- **deaths**: how often each seat died, as the game reports it (``DIED``);
- **usable**: the cards held whose script has an activated ability or an ``on_play``: a
  bot could have chosen to use them;
- **in play**: the cards that came into play (a hand, a seat's zone, the table or the stack:
  anywhere but a pile out of play) or whose script ran: what ``deckwright shake`` reports.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from deckwright.kernel.errors import DeckwrightError
from deckwright.kernel.observations import (
    DIED,
    DRAWN,
    GONE,
    HAND,
    HELD,
    KILLED,
    PLAYED,
    ROLES,
    TABLE,
    TABLE_SEAT,
    TRANSIT,
    USED,
    WHAT,
    default_zone_role,
)

if TYPE_CHECKING:
    from deckwright.kernel.events import Event
    from deckwright.kernel.game import Game

# one kill: the card, the seat that dealt it, and every seat's rank at that moment
Kill = tuple[str, str, dict[str, int]]


def ranks(standings: dict[str, float]) -> dict[str, int]:
    """Each seat's rank: 1 + how many seats stand strictly higher (ties share a rank)."""
    return {seat: 1 + sum(1 for other in standings.values() if other > mine)
            for seat, mine in standings.items()}


@dataclass
class GameTally:
    """One game's counts: card → seat (``""``: the table) → [drawn, played, used], and the
    seats that held each card. Plain data, so worker processes can send it back."""

    counts: dict[str, dict[str, list[int]]] = field(default_factory=dict)
    held: dict[str, list[str]] = field(default_factory=dict)
    seen: list[str] = field(default_factory=list)
    in_play: list[str] = field(default_factory=list)
    kills: list[Kill] = field(default_factory=list)
    usable: list[str] = field(default_factory=list)
    deaths: dict[str, int] = field(default_factory=dict)

    def total(self, card: str, what: str) -> int:
        """How often ``card`` was drawn, played or used in this game, all seats together."""
        index = WHAT.index(what)
        return sum(c[index] for c in self.counts.get(card, {}).values())


class CardTally:
    """Counts per card and seat over one game's events (see the module's doc)."""

    def __init__(self) -> None:
        self._counts: dict[str, dict[str, list[int]]] = {}
        self._held: dict[str, set[str]] = {}
        self._seen: set[str] = set()
        self._in_play: set[str] = set()
        self._kills: list[Kill] = []
        self._deaths: dict[str, int] = {}
        self._roles: dict[str, tuple[str, str | None]] = {}
        self._kinds: frozenset[str] = frozenset()
        self._game: Game | None = None

    # ------------------------------------------------------------------ attaching
    def attach(self, game: Game) -> None:
        """Start counting: the cards seats hold now count as drawn; then watch every event.

        Call it once the table is set and before the first event (``Game(on_start=…)``)."""
        self._game = game
        self._kinds = frozenset(game.rules.tally_rules.kinds)
        for name, zone in game.zones.items():
            role, seat = self._role(name)
            if role != GONE:
                self._in_play.update(obj.card for obj in zone.objects)
            if seat is not None and role in (HAND, HELD):
                for obj in zone.objects:
                    self.add(DRAWN, seat, obj.card)
        game.observers.append(self.observe)
        game.scripts.on_effect = self.effect

    def _role(self, zone_name: str) -> tuple[str, str | None]:
        """The zone's role and the seat it belongs to (None: no seat), remembered."""
        known = self._roles.get(zone_name)
        if known is not None:
            return known
        game = self._game
        assert game is not None
        zone = game.zones.get(zone_name)
        if zone is None:
            return (TABLE, None)
        role = game.rules.zone_role(game, zone)
        if role not in ROLES:
            role = default_zone_role(zone)
        seat = zone.owner if zone.owner in game.players else None
        if seat is None and role in (HAND, HELD):
            role = TABLE
        self._roles[zone_name] = (role, seat)
        return role, seat

    # ------------------------------------------------------------------ counting
    def add(self, what: int, seat: str | None, card: str, amount: int = 1) -> None:
        """Count ``amount`` of ``what`` (DRAWN, PLAYED, USED) for ``card`` and ``seat``; a draw
        also makes the seat a holder of the card."""
        key = seat if seat is not None else TABLE_SEAT
        by_seat = self._counts.get(card)
        if by_seat is None:
            by_seat = self._counts[card] = {}
        counts = by_seat.get(key)
        if counts is None:
            counts = by_seat[key] = [0, 0, 0]
        counts[what] += amount
        if what == DRAWN and seat is not None:
            self.hold(seat, card)

    def hold(self, seat: str, card: str) -> None:
        """Mark ``seat`` as having held ``card`` in this game."""
        holders = self._held.get(card)
        if holders is None:
            self._held[card] = {seat}
        else:
            holders.add(seat)

    def observe(self, game: Game, event: Event) -> None:
        """The game's observer: classify moves, and ask the game about its own events."""
        kind = event.kind
        card = event.data.get("card")
        if card is not None:
            self._seen.add(card)
        if kind == "move":
            self._move(event.data)
        if kind in self._kinds:
            for what, seat, card in game.rules.tally_event(game, event):
                if what == KILLED:
                    self.kill(game, seat, card)
                elif what == DIED:
                    if seat in game.players:
                        self._deaths[seat] = self._deaths.get(seat, 0) + 1
                else:
                    self.add(WHAT.index(what), seat, card)

    def kill(self, game: Game, seat: str | None, card: str) -> None:
        """Record that ``seat`` dealt ``card``'s kill, with every seat's rank at this moment."""
        if seat not in game.players:
            return
        standing = game.rules.tally_rules.standing
        self._kills.append((card, seat, ranks({s: standing(game, s) for s in game.seats})))

    def _move(self, data: dict[str, Any]) -> None:
        card = data.get("card")
        if card is None:
            return
        roles = self._roles
        source, owner = roles.get(data["from"]) or self._role(data["from"])
        target, holder = roles.get(data["to"]) or self._role(data["to"])
        if target != GONE:
            self._in_play.add(card)
        if holder is not None:  # into a hand or a held zone of a seat
            if source != TRANSIT and owner != holder:
                self.add(DRAWN, holder, card)
            else:
                self.hold(holder, card)
        if source == HAND and owner is not None and target != HAND and target != GONE:
            self.add(PLAYED, owner, card)

    def effect(self, card: str, controller: str | None, name: str) -> None:
        """A card script's effect ran (the ScriptHost's ``on_effect``): a use of the card."""
        if name == "pay":  # paying a cost is part of the activation, not a second use
            return
        game = self._game
        seat = controller if game is not None and controller in game.players else None
        self.add(USED, seat, card)

    # ------------------------------------------------------------------ result
    def result(self) -> GameTally:
        """The counts so far as plain data (seat lists sorted, so equal games tally equal)."""
        return GameTally(
            counts={c: {s: list(v) for s, v in sorted(by.items())}
                    for c, by in sorted(self._counts.items())},
            held={c: sorted(seats) for c, seats in sorted(self._held.items())},
            seen=sorted(c for c in self._seen | set(self._counts) | set(self._held)
                        if isinstance(c, str)),
            in_play=sorted(c for c in self._in_play | set(self._counts) | set(self._held)
                           if isinstance(c, str)),
            kills=list(self._kills),
            usable=sorted(c for c in self._held if self._usable(c)),
            deaths=dict(sorted(self._deaths.items())),
        )

    def _usable(self, card: str) -> bool:
        """Whether a bot holding ``card`` could choose to use it: an activated ability, or an
        ``on_play`` (a held card's script is loaded already; one that fails to load is not)."""
        game = self._game
        try:
            script = game.scripts.script(card) if game is not None else None
        except DeckwrightError:
            return False
        return script is not None and (bool(script.activated) or "on_play" in script.entries)
