"""Hands played revealed (Guppy's Eye): a player for whom the static ``hand_revealed`` is above
0 shows every loot card in their hand to every other player, checked before each priority."""

from __future__ import annotations

from deckwright.kernel.game import Game

from .facts import Flow


def any_revealed(game: Game) -> bool:
    """Whether a static may reveal a hand: only then may ``reveal`` do anything (no event:
    the state check asks it before each priority)."""
    return bool(game.scripts.index.static_of("hand_revealed"))  # (kept by stat: no walk)


def reveal(game: Game) -> Flow:
    """Reveal to the other players each card in a revealed hand that they have not seen yet."""
    if not game.scripts.index.static_of("hand_revealed"):
        return
    for seat in game.players:
        if game.scripts.modified("hand_revealed", seat, 0) <= 0:
            continue
        others = [s for s in game.players if s != seat]
        for obj in list(game.zones[f"{seat}.hand"].objects):
            unseen = [s for s in others if s not in obj.known_to]
            if unseen:
                yield from game.perform("reveal", {"object": obj.id, "to": unseen})
