"""A Munchkin priority window reads its facts from the game when asked (stops.WindowView):
at every window of seeded bots' games they are those of the window built in full, as the
ruleset built it before (MK 4.5; issue #32)."""

from __future__ import annotations

import pytest

from deckwright.kernel.agents import LazyView, ask_agent, bind_relevance, make_agent
from deckwright.kernel.decisions import Window
from deckwright.kernel.game import Game
from deckwright.plugins.munchkin import actions
from deckwright.plugins.munchkin import combat as cb
from deckwright.plugins.munchkin.cards import hand
from deckwright.plugins.munchkin.stops import HOLDS_CARDS, HOLDS_NOTHING
from tests.conftest import shared_registry, windows_checked


def in_full(game: Game, player: str, number: int) -> Window:
    """The window with every fact read at once."""
    info = actions.window_info(game) or {}
    about_me = info.get("first") == player or cb.in_combat(game, player)
    holds = HOLDS_CARDS if game.zones[hand(player)].objects else HOLDS_NOTHING
    return Window(number, player, player == game.active, str(info.get("mode", "")),
                  None, about_me, holds)


@pytest.mark.parametrize("seed", [3, 11])
def test_each_window_reads_what_the_full_window_holds(seed: int) -> None:
    game = shared_registry().new_game("munchkin", players=4, seed=seed,
                                      options={"turn_limit": 12})
    seen = windows_checked(game, in_full,
                           lambda w: (w.own_turn, w.about_me, bool(w.holds)))
    agents = {s: make_agent("heuristic", s, game, shared_registry().agent_factories("munchkin"))
              for s in game.seats}
    bind_relevance(game, agents)  # the bots are asked whether they want each window
    while not game.over and game.pending:
        decision = game.pending[0]
        game.answer(decision.player, ask_agent(agents[decision.player], decision,
                                               LazyView(game, decision.player)))
    # the windows met differ in each fact
    assert len(seen) >= 4 and sum(seen.values()) > 100
