"""A Four Souls priority window reads its facts from the game when asked (stops.WindowView):
at every window of seeded bots' games they are those of the window built in full (FS 4.3,
5.2, 7.2; issue #32), and the bots decline exactly the windows they declined with it."""

from __future__ import annotations

from collections import Counter

import pytest

from deckwright.kernel.agents import LazyView, ask_agent, bind_relevance, make_agent
from deckwright.kernel.decisions import Window
from deckwright.kernel.game import Game
from deckwright.plugins.four_souls import stops
from tests.conftest import shared_registry


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
    rules = game.rules
    asked = rules.priority_window
    seen: Counter[tuple[str | None, bool, bool]] = Counter()

    def checked(g: Game, player: str, number: int) -> Window:
        window = asked(g, player, number)
        full = in_full(g, player, number)
        # the bot decides first (it reads the game itself); the view, read after, is the same
        wanted = agents[player].wants_to_act(window)
        assert window == full, (seed, number)
        assert wanted == agents[player].wants_to_act(full)
        seen[(window.top, window.about_me, bool(window.holds))] += 1
        return window

    rules.priority_window = checked  # type: ignore[method-assign]
    agents = {s: make_agent("heuristic", s, game,
                            shared_registry().agent_factories("four-souls"))
              for s in game.seats}
    bind_relevance(game, agents)  # the bots are asked whether they want each window
    while not game.over and game.pending:
        decision = game.pending[0]
        game.answer(decision.player, ask_agent(agents[decision.player], decision,
                                               LazyView(game, decision.player)))
    # the windows met differ in each fact
    assert len(seen) >= 5 and sum(seen.values()) > 200
