"""A Four Souls priority window reads its facts from the game when asked (stops.WindowView):
at every window of seeded bots' games they are those of the window built in full (FS 4.3,
5.2, 7.2; issue #32)."""

from __future__ import annotations

import pytest

from deckwright.kernel.decisions import Window
from deckwright.kernel.game import Game
from deckwright.plugins.four_souls import stops
from tests.conftest import bots_play_out, shared_registry, windows_checked


def in_full(game: Game, player: str, number: int) -> Window:
    """The window with every fact read at once, what it holds too."""
    phase = game.data["turn"]["phase"]
    own = player == game.active
    if not game.stack:
        return Window(number, player, own, phase, None, False,
                      stops.empty_stack_holds(game, player))
    top = game.stack[-1]
    about = player in (top.data.get("target"), top.data.get("player"))
    mine = top.controller == player
    held = stops.holds(game, player) if stops.answerable(top.kind, about, mine) else frozenset()
    return Window(number, player, own, phase, top.kind, about, held, mine)


@pytest.mark.parametrize("seed", [2, 7])
def test_each_window_reads_what_the_full_window_holds(seed: int) -> None:
    game = shared_registry().new_game("four-souls", players=4, seed=seed,
                                      options={"max_turns": 8})
    seen = windows_checked(game, in_full,
                           lambda w: (w.top, w.about_me, bool(w.holds)))
    bots_play_out(game, relevance=True)  # the bots are asked whether they want each window
    # the windows met differ in each fact
    assert len(seen) >= 5 and sum(seen.values()) > 200
