"""An event's Lua table is converted once for every trigger condition asked about it, each
condition given its own table built from that one conversion (issue #32): seeded bot games
play the same with it as with a conversion for each condition."""

from __future__ import annotations

from collections import Counter

import pytest

from deckwright.kernel.agents import LazyView, ask_agent, make_agent
from deckwright.kernel.game import Game
from deckwright.kernel.scripting.host import ScriptHost
from tests.conftest import shared_registry


def play(game_id: str, seed: int) -> Game:
    """A heuristic-bot game of a few turns."""
    registry = shared_registry()
    options = {"max_turns": 10} if game_id == "four-souls" else {}
    game = registry.new_game(game_id, players=4, seed=seed, options=options)
    agents = {s: make_agent("heuristic", s, game, registry.agent_factories(game_id))
              for s in game.seats}
    while not game.over and game.pending and len(game.answers) < 1500:
        decision = game.pending[0]
        seat = decision.player
        game.answer(seat, ask_agent(agents[seat], decision, LazyView(game, seat)))
    return game


@pytest.mark.parametrize(("game_id", "seed"), [("four-souls", 0), ("four-souls", 2)])
def test_games_with_one_conversion_per_event_are_games_with_one_per_condition(
        monkeypatch: pytest.MonkeyPatch, game_id: str, seed: int) -> None:
    shared = play(game_id, seed)
    built: Counter[str] = Counter()
    share = ScriptHost.share_event

    def unshared(host: ScriptHost, payload: object) -> None:
        built["events"] += payload is not None
        share(host, None)

    monkeypatch.setattr(ScriptHost, "share_event", unshared)
    afresh = play(game_id, seed)
    assert built["events"] > 20
    assert shared.answers == afresh.answers
    assert shared.state_hash() == afresh.state_hash()
