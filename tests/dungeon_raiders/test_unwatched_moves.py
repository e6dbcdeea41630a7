"""A move or a counter change nothing reads (no history kept, no rule, card or observer
watching) is applied without making its event (issue #32); the game is the same as when every
one is an event."""

from __future__ import annotations

from typing import Any

import pytest

from deckwright.kernel.agents import make_agent
from deckwright.kernel.errors import RulesError
from deckwright.kernel.events import Event
from deckwright.kernel.game import Game
from deckwright.kernel.registry import Registry
from deckwright.tools.simulation.onegame import play_to_end


def _played(registry: Registry, seed: int, *, history: int, watch: bool = False,
            states: list[tuple[str, dict[str, int]]] | None = None) -> tuple[Game, list[str]]:
    """A random five-player game played to its end, and the cards of the moves an observer
    saw (one watches from the first decision on); ``states`` gets the state hash and the
    events applied after every answer."""
    game = registry.new_game("dungeon-raiders", players=5, seed=seed, history_kept=history)
    seen: list[str] = []
    if watch:
        def observer(_: Any, event: Event) -> None:
            if event.kind == "move":
                seen.append(str(event.data["card"]))

        game.observers.append(observer)
    factories = registry.agent_factories("dungeon-raiders")
    agents = {s: make_agent("random", s, game, factories) for s in game.seats}
    after = None
    if states is not None:
        def after() -> None:
            states.append((game.state_hash(), dict(game.applied)))

    play_to_end(game, agents, 10_000, after)
    return game, seen


@pytest.fixture(scope="module")
def registry() -> Registry:
    return Registry()


@pytest.mark.parametrize("seed", [0, 3, 11])
def test_a_game_without_watchers_ends_as_one_whose_moves_are_events(registry: Registry,
                                                                   seed: int) -> None:
    unwatched, _ = _played(registry, seed, history=0)
    recorded, _ = _played(registry, seed, history=1000)  # DR A4.2: every play is a move
    assert unwatched.state_hash() == recorded.state_hash()
    assert unwatched.applied == recorded.applied
    assert unwatched.result == recorded.result


def test_an_observer_still_sees_every_move(registry: Registry) -> None:
    observed, seen = _played(registry, 3, history=0, watch=True)
    recorded, _ = _played(registry, 3, history=100_000)
    moves = [str(data["card"]) for _, kind, data in recorded.history if kind == "move"]
    assert len(moves) == recorded.applied["move"]
    assert seen == moves[len(moves) - len(seen):]
    assert len(seen) > 300  # all but the set-up's first floor (DR A3.1)


@pytest.mark.parametrize("seed", [1, 7, 19])
def test_every_decision_meets_the_state_of_a_game_whose_moves_are_events(registry: Registry,
                                                                         seed: int) -> None:
    # DR A4.2, A4.4, A4.8: a room's cards are turned face up together, its items go back to
    # the supply and a floor's cards back to hand, each batch of moves applied unwatched; DR
    # A5-A9: coins and wounds change unwatched too
    unwatched: list[tuple[str, dict[str, int]]] = []
    recorded: list[tuple[str, dict[str, int]]] = []
    _played(registry, seed, history=0, states=unwatched)
    _played(registry, seed, history=1000, states=recorded)
    assert len(unwatched) > 100
    assert unwatched == recorded


def _table(registry: Registry, *, history: int) -> Game:
    return registry.new_game("dungeon-raiders", players=3, seed=5, history_kept=history)


@pytest.mark.parametrize("history", [0, 1000])
def test_moving_several_objects_moves_each_in_turn_as_one_move(registry: Registry,
                                                               history: int) -> None:
    game = _table(registry, history=history)
    hand = game.zones["p1.hand"].objects
    first, second = hand[0], hand[1]
    before = game.applied.get("move", 0)
    made = _finished(game.move_all([(first, "p1.played"), (second, "p2.played")], "bottom"))
    assert [o.card for o in made] == [first.card, second.card]
    assert game.zones["p1.played"].objects[-1] is made[0]
    assert game.zones["p2.played"].objects[-1] is made[1]
    assert first.id not in game.objects and second.id not in game.objects
    assert game.applied["move"] == before + 2


@pytest.mark.parametrize("history", [0, 1000])
def test_a_batch_naming_an_object_already_gone_fails_as_one_move_would(registry: Registry,
                                                                       history: int) -> None:
    game = _table(registry, history=history)
    card = game.zones["p1.hand"].objects[0]
    for _ in game.move(card, "p1.played"):
        pass
    with pytest.raises(RulesError, match="no object"):
        for _ in game.move_all([(card, "p1.hand")]):
            pass


def _batch_made(registry: Registry, history: int) -> list[dict[str, Any]]:
    """The objects a batch makes: an item taken into p1's hand at set-up (no controller of
    its own), played, then put back in the supply, and one of p2's cards played."""
    game = _table(registry, history=history)
    torch = game.move_object(game.zones["supply.torch"].objects[0], "p1.hand")
    flow = game.move_all([(torch, "p1.played"), (game.zones["p2.hand"].objects[0], "p2.played")],
                         "bottom")
    played = _finished(flow)
    again = _finished(game.move_all([(played[0], "supply.torch")]))
    return [o.to_json() for o in [*played, *again]]


def _finished(flow: Any) -> Any:
    try:
        next(flow)
    except StopIteration as done:
        return done.value
    raise AssertionError("a batch of moves asked a question")


def test_a_batch_makes_the_objects_one_move_event_each_makes(registry: Registry) -> None:
    unwatched = _batch_made(registry, 0)  # the batch's own steps
    assert unwatched == _batch_made(registry, 1000)  # move events: Game.move_object
    assert unwatched[0]["controller"] == "p1" and "controller" not in unwatched[2]
