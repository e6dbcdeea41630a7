"""What a seat holds is worked out only at a window where the top of the stack may be
answered (stops.answerable); the stops of every level are the same as with it worked out at
every window (issue #32: never guess)."""

from __future__ import annotations

from deckwright.kernel.agents import LazyView, ask_agent, make_agent
from deckwright.kernel.decisions import PRIORITY, Window
from deckwright.kernel.game import Game
from deckwright.plugins.four_souls import stops
from tests.conftest import shared_registry

LEVELS = ("few", "normal", "every")


def fully_held(game: Game, player: str) -> Window:
    """The window as before: what the seat holds worked out whatever is on top."""
    window = game.rules.priority_window(game, player, game.windows)
    held = stops.empty_stack_holds(game, player) if window.top is None \
        else stops.holds(game, player)
    return Window(window.number, window.player, window.own_turn, window.step, window.top,
                  window.about_me, held, window.top_mine)


def test_stops_at_every_level_read_holds_only_where_the_top_may_be_answered() -> None:
    # FS 4.2, 5.2, 7.2: a stop reads what a seat holds only for a roll, its own harm, or a
    # card, ability, trigger or event played or set off that is not its own
    registry = shared_registry()
    compared = skipped = 0
    for seed in range(4):
        game = registry.new_game("four-souls", players=3, seed=seed,
                                 options={"max_turns": 5})
        agents = {s: make_agent("heuristic", s, game, registry.agent_factories("four-souls"))
                  for s in game.seats}
        while not game.over and game.pending:
            decision = game.pending[0]
            if decision.kind == PRIORITY:
                window = game.rules.priority_window(game, decision.player, game.windows)
                full = fully_held(game, decision.player)
                skipped += full.holds != window.holds
                for level in LEVELS:
                    assert game.rules.window_matters(game, window, level) == \
                        game.rules.window_matters(game, full, level), (seed, game.windows)
                compared += 1
            seat = decision.player
            game.answer(seat, ask_agent(agents[seat], decision, LazyView(game, seat)))
    assert compared > 200 and skipped > 20


def test_another_players_damage_is_not_answerable_but_your_own_is() -> None:
    # FS 7.2: damage is answered by whom it is dealt to; your own card resolving is no stop
    assert stops.answerable("damage", True, False)
    assert not stops.answerable("damage", False, False)
    assert not stops.answerable("death", False, False)
    assert stops.answerable("roll", False, False)
    assert not stops.answerable("loot", False, True)
    assert stops.answerable("loot", False, False)
    assert not stops.answerable("roll-outcome", False, False)
