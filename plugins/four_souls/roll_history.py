"""Each player's final roll results this turn, for "each time a player rolls the same result
twice in a row in the same turn" (Fruitcake): ``roll-result`` carries ``ev.previous``."""

from __future__ import annotations

from deckwright.kernel.game import Game


def previous_result(game: Game, player: str, final: int) -> int | None:
    """Record ``player``'s final result this turn; return their result before it (None if none)."""
    state = game.data.get("turn")
    if not isinstance(state, dict):
        return None
    results = state.setdefault("roll_results", {}).setdefault(player, [])
    previous = results[-1] if results else None
    results.append(int(final))
    return previous
