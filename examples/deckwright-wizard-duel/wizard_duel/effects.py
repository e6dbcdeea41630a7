"""What happens to the table: damage (the game's own event) and drawing a card."""

from __future__ import annotations

from deckwright.kernel.events import Event
from deckwright.kernel.game import Game
from deckwright.kernel.ruleset import Flow


def apply_damage(game: Game, event: Event) -> int:
    """Lower the target's hp by the event's amount (never below nothing dealt)."""
    target = event.data["target"]
    amount = max(0, int(event.data["amount"]))
    game.players[target].counters["hp"] -= amount
    return amount


def draw(game: Game, player: str, count: int = 1) -> Flow:
    """Draw ``count`` cards; an empty deck is the discard pile shuffled (none left: no card)."""
    for _ in range(count):
        deck = game.zones["deck"]
        if not deck.objects:
            discard = game.zones["discard"]
            if not discard.objects:
                return
            for obj in list(discard.objects):
                yield from game.move(obj, "deck", "bottom")
            yield from game.shuffle("deck")
        yield from game.move(deck.objects[0], f"{player}.hand")
