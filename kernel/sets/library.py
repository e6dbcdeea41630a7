"""The cards of one game: the sets chosen for it, merged into one library by card id."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..errors import CardSetError
from .carddefs import CardDef, CardSet


@dataclass
class CardLibrary:
    """The cards of every set loaded for one game, by id."""

    game: str
    sets: list[CardSet] = field(default_factory=list)
    cards: dict[str, CardDef] = field(default_factory=dict)
    # sets whose cards a game deals only where a scenario puts them (DESIGN §8)
    held_back: frozenset[str] = frozenset()

    def add(self, card_set: CardSet) -> None:
        """Add a set; CardSetError if it is for another game or reuses a card id."""
        if card_set.game != self.game:
            raise CardSetError(
                [f"{card_set.path / 'set.yaml'}: this set is for '{card_set.game}', "
                 f"not '{self.game}'"]
            )
        clashes = [c for c in card_set.cards if c.id in self.cards]
        if clashes:
            raise CardSetError(
                [f"{card_set.path / 'set.yaml'}:{c.line}: card '{c.id}' is already defined by "
                 f"set '{self.cards[c.id].set_id}'" for c in clashes]
            )
        self.sets.append(card_set)
        for card in card_set.cards:
            self.cards[card.id] = card

    def dealt(self) -> list[CardDef]:
        """The cards a game builds its decks and random deals from: every card but the held
        back sets' (a scenario's set under test, so adding a card to it changes no deal)."""
        if not self.held_back:
            return list(self.cards.values())
        return [c for c in self.cards.values() if c.set_id not in self.held_back]

    def of_type(self, card_type: str) -> list[CardDef]:
        """Every card of one type, in set order."""
        return [c for c in self.cards.values() if c.type == card_type]

    def find(self, query: str) -> CardDef | None:
        """A card by id or (case-insensitive) name."""
        if query in self.cards:
            return self.cards[query]
        q = query.strip().lower()
        for card in self.cards.values():
            if card.name.lower() == q:
                return card
        return None

    def matching(self, query: str) -> list[CardDef]:
        """The cards a player may mean: the id or the name (any case), else every card whose
        name or id begins with the words typed (``pills`` finds each Pills! card)."""
        exact = self.find(query)
        q = query.strip().lower()
        same = [c for c in self.cards.values() if c.name.lower() == q]
        if exact is not None:
            return same if len(same) > 1 else [exact]
        if not q:
            return []
        return [c for c in self.cards.values()
                if c.name.lower().startswith(q) or c.id.startswith(q.replace(" ", "-"))]

    def headers(self) -> list[dict[str, str]]:
        """What a log records about the loaded sets."""
        return [s.header() for s in self.sets]
