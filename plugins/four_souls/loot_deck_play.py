"""Loot played from the top of the loot deck (Glitter Bombs, issue #35): "until the end of the
turn, play with the top card of the loot deck revealed; you may play it".

Playing loot from another zone keeps the normal timing and loot-play rules (FS 4.6.3): the top
card is offered to that player as ``play:<id>`` like a card in hand, whenever a card in hand
could be played, and uses a loot play. The permission waits in ``game.data["effects"]`` (so it
ends with the turn, FS 3.4 step 4); while one does, the top card of the loot deck is revealed
to every player before each priority (a new top card as soon as it is on top).
"""

from __future__ import annotations

from typing import Any

from deckwright.kernel.game import Game
from deckwright.kernel.scripting.vocabulary import Vocabulary
from deckwright.kernel.state import GameObject

from .facts import Flow

KIND = "loot_deck_play"  # the stat of its entry in game.data["effects"]
DECK = "loot.deck"


def _allowed(game: Game) -> set[str]:
    return {str(e.get("subject")) for e in game.data.get("effects") or []
            if e.get("stat") == KIND}


def top(game: Game) -> GameObject | None:
    """The top card of the loot deck while a player may play it (None: nobody may, or the
    deck is empty)."""
    if not _allowed(game):
        return None
    deck = game.zones[DECK].objects
    return deck[0] if deck else None


def offered(game: Game, player: str) -> GameObject | None:
    """The top card of the loot deck if ``player`` may play it now as if from their hand."""
    card = top(game)
    return card if card is not None and player in _allowed(game) else None


def reveal(game: Game) -> Flow:
    """Show the top card of the loot deck to every player who has not seen it, while it is
    played revealed."""
    card = top(game)
    if card is None:
        return
    unseen = [s for s in game.players if s not in card.known_to]
    if unseen:
        yield from game.perform("reveal", {"object": card.id, "to": unseen})


VOCABULARY = Vocabulary("Four Souls")


@VOCABULARY.action("play_from_loot_deck(player: seat) -> boolean|nil",
                   "Until the end of the turn, the top card of the loot deck is revealed and "
                   "that player may play it as if it were in their hand, with a loot play and "
                   "the normal timing (Glitter Bombs, FS 4.6.3).")
def _play_from_loot_deck(game: Game, source: Any, controller: Any, player: str) -> Flow:
    if str(player) in _allowed(game):
        return False
    game.data.setdefault("effects", []).append(
        {"stat": KIND, "subject": str(player), "value": 1, "source": source})
    game.narrate(f"until the end of the turn {player} may play the top card of the loot deck")
    yield from reveal(game)
    return True
