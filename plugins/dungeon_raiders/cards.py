"""Names and card facts of Dungeon Raiders: zones, counters, values, what may be played where."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from deckwright.kernel.game import Game

# zones (DR A2, A3, A4.4)
ROOM_DECK = "room.deck"
FLOOR_DECK = "floor.deck"
FLOOR = "floor"
ROOMS_DONE = "room.done"
FLOORS_DONE = "floor.done"
BOX = "box"  # out of the game, unseen: removed rooms and floors, unused bosses and characters

# counters
COINS = "coins"
WOUNDS = "wounds"
COIN_CAP = 20  # DR A5.1

# items (DR A1.4)
TORCH = "torch"
BALL = "crystal-ball"
KEY = "key"
SWORD = "sword"
ITEMS = (TORCH, BALL, KEY, SWORD)

ROOM_TYPES = ("monster", "treasure", "vault", "trap", "boss")
FLOORS_PER_GAME = 5  # DR A3.1
ROOMS_PER_FLOOR = 5
ROOMS_BEFORE_BOSS = FLOORS_PER_GAME * ROOMS_PER_FLOOR - 1  # DR A2.1: the boss is the 25th
FLOORS_REMOVED = 2  # DR A2.2

# option ids of a play decision
CARD = "card:"
USE_TORCH = "use:torch"

KNOCKED_OUT = "knocked_out"  # player flag: "medusa" or "wounds"


def hand(seat: str) -> str:
    """The zone of a player's secret hand."""
    return f"{seat}.hand"


def played(seat: str) -> str:
    """The zone of the power cards a player has played face up on this floor."""
    return f"{seat}.played"


def character(seat: str) -> str:
    """The zone holding a player's character card."""
    return f"{seat}.character"


def supply(item: str) -> str:
    """The face-up supply pile of one item."""
    return f"supply.{item}"


class Facts:
    """Card facts looked up on every decision, read once per game from its card library."""

    def __init__(self, library: Any) -> None:
        self.library = library
        cards = library.cards.values()
        self.types = {c.id: c.type for c in cards}
        self.names = {c.id: c.name for c in cards}
        self.values = {c.id: int(v) if isinstance(v := c.stats.get("value", 0), int) else 0
                       for c in cards}
        self.escapes = {c.id: c.stats.get("escape") for c in cards}
        self.playable: dict[str, list[str]] = {}
        for card in cards:
            if card.type == "item":
                for room_type in card.stats.get("play_in") or ():
                    self.playable.setdefault(room_type, []).append(card.id)
        self._legal: dict[str, frozenset[str]] = {}
        self._copies: dict[str, tuple[str, ...]] = {}  # the deal's cards by type
        self._powers: tuple[str, ...] | None = None  # the power cards in the deal's order
        # by number of players: each hand of powers and the rest (power_deal)
        self._deals: dict[int, tuple[tuple[tuple[str, ...], ...], tuple[str, ...]]] = {}
        # what plays.py offers, derived from these facts alone and shared by every game on
        # this library: the options of a hand where these items may be played, by (the hand's
        # cards as a set: in order they would be thousands, playable items, escape item, second
        # card); a room's prompt, its playable items, its escape item and the decision's step,
        # by (room, second card)
        self.offers: dict[tuple[frozenset[str], frozenset[str], str | None, bool], Any] = {}
        self.rooms: dict[tuple[str, bool], tuple[str, frozenset[str], str | None, str]] = {}

    def copies(self, card_type: str) -> list[str]:
        """Every copy of the dealt cards of one type, in set order (a new list each time)."""
        found = self._copies.get(card_type)
        if found is None:
            found = self._copies[card_type] = tuple(
                c.id for c in self.library.dealt() if c.type == card_type
                for _ in range(c.copies))
        return list(found)

    def powers_by_value(self) -> list[str]:
        """Every copy of the power cards, lowest printed value first, then by id (a new list
        each time): the order set-up deals them in (DR A2.5)."""
        if self._powers is None:
            cards = self.library.cards
            self._powers = tuple(sorted(self.copies("power"),
                                        key=lambda c: (cards[c].stats.get("value", 0), c)))
        return list(self._powers)

    def power_deal(self, seats: int) -> tuple[tuple[tuple[str, ...], ...], tuple[str, ...]]:
        """The power cards each of ``seats`` players is dealt, one of each card, in the order
        of :meth:`powers_by_value`, and those left for the box (DR A2.5): the same in every
        game on this library, so worked out once per number of players."""
        found = self._deals.get(seats)
        if found is None:
            powers = self.powers_by_value()
            deals = []
            for _ in range(seats):
                dealt = list(dict.fromkeys(powers))
                for card in dealt:
                    powers.remove(card)
                deals.append(tuple(dealt))
            found = self._deals[seats] = (tuple(deals), tuple(powers))
        return found

    def legal_items(self, room_card: str) -> frozenset[str]:
        """The items that may be committed as a card in this room."""
        legal = self._legal.get(room_card)
        if legal is None:
            found = set(self.playable.get(self.types[room_card], ()))
            if self.escapes.get(room_card):
                found.add(self.escapes[room_card])
            legal = self._legal[room_card] = frozenset(found)
        return legal


# a registry keeps one library per game and set list: its facts serve every game played on it
_FACTS: dict[int, Facts] = {}
_LAST: list[Facts | None] = [None]  # the facts given last


def facts(game: Game) -> Facts:
    """The card facts of the game's library (built once per library and process)."""
    library = game.library
    last = _LAST[0]
    if last is not None and last.library is library:  # asked hundreds of times a game
        return last
    found = _FACTS.get(id(library))
    if found is None or found.library is not library:
        if len(_FACTS) >= 16:
            _FACTS.clear()
        found = _FACTS[id(library)] = Facts(library)
    _LAST[0] = found
    return found


def card_type(game: Game, card_id: str) -> str:
    """The type of a card (``monster``, ``power`` ...)."""
    return facts(game).types[card_id]


def stat(game: Game, card_id: str, name: str, default: Any = None) -> Any:
    """A printed stat of a card."""
    return game.library.cards[card_id].stats.get(name, default)


def printed_value(game: Game, card_id: str) -> int:
    """What a played card counts before a boss changes it: powers their number, key/sword 5."""
    return facts(game).values[card_id]


def escape_item(game: Game, room_card: str) -> str | None:
    """The item that lets a player run away from this room (a boss's ``escape``), if any."""
    return facts(game).escapes[room_card]


def legal_items(game: Game, room_card: str) -> set[str]:
    """The items that may be committed as a card in this room (DR A4.5)."""
    return set(facts(game).legal_items(room_card))


def strength(game: Game, room_card: str) -> int | None:
    """The monster's or boss's strength for this many players; None if it cannot be beaten."""
    table = game.library.cards[room_card].stats.get("strength")
    if not isinstance(table, dict):
        return None
    return int(table[str(len(game.seats))])


def is_out(game: Game, seat: str) -> bool:
    """Whether a player has been knocked out (by Medusa or, at the end, by wounds)."""
    return bool(game.players[seat].flags.get(KNOCKED_OUT))


def in_play(game: Game) -> list[str]:
    """The seats still exploring (not knocked out), in seat order."""
    players = game.players
    seats = []
    for seat in game.seats:  # a loop: asked after every room
        if not players[seat].flags.get(KNOCKED_OUT):
            seats.append(seat)
    return seats


def card_name(game: Game, card_id: str) -> str:
    """The printed name of a card."""
    return facts(game).names.get(card_id, card_id)


def the_name(game: Game, card_id: str) -> str:
    """The card's name after "the" in a sentence: "the Zombie", but "The Thing" alone."""
    name = card_name(game, card_id)
    return name if name.lower().startswith("the ") else f"the {name}"
