"""The end of the game (DR A11): passing out from wounds, then the winner by coins."""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from .cards import COINS, KNOCKED_OUT, WOUNDS, in_play
from .effects import knock_out

if TYPE_CHECKING:
    from deckwright.kernel.game import Game

Flow = Generator[Any, Any, Any]


def final_scoring(game: Game) -> Flow:
    """Knock out the most wounded (DR A11.2), then the most coins win, fewest wounds breaking
    ties, a full tie sharing the win (DR A11.3). Ends the game."""
    game.data["report"] = []
    remaining = in_play(game)
    wounds = {s: game.counter(s, WOUNDS) for s in remaining}
    if len(set(wounds.values())) > 1:
        worst = max(wounds.values())
        leaders = [s for s in remaining if wounds[s] == worst]
        # the 4-5 player rule counts the players who started (DR A11.2 [ENG])
        if len(game.seats) >= 4 or len(leaders) == 1:
            for seat in leaders:
                yield from knock_out(game, seat, "wounds")
    finish(game, "the dungeon is explored")


def finish(game: Game, reason: str) -> None:
    """Rank everyone and end the game; nobody still in means everyone loses (DR A10.3)."""
    standing = in_play(game)

    def key(seat: str) -> tuple[int, int]:
        return (-game.counter(seat, COINS), game.counter(seat, WOUNDS))

    standing.sort(key=key)
    winners = [s for s in standing if key(s) == key(standing[0])] if standing else []
    out = [s for s in game.seats if s not in standing]
    out.sort(key=key)
    scores = {
        s: {"coins": game.counter(s, COINS), "wounds": game.counter(s, WOUNDS),
            "knocked_out": game.players[s].flags.get(KNOCKED_OUT)}
        for s in game.seats
    }
    if not standing:
        reason = "everyone was knocked out: everyone loses"
    game.end(winners, reason, ranking=standing + out, scores=scores)
