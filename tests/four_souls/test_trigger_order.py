"""Which waiting triggers count as the game's when they are put on the stack (FS 4.3)."""

from __future__ import annotations

from typing import Any

import pytest

from deckwright.kernel.events import PendingTrigger
from deckwright.kernel.game import Game
from plugins.four_souls import stack
from tests.conftest import shared_registry


def new(players: int = 3) -> Game:
    """A fresh game."""
    return shared_registry().new_game("four-souls", players=players, seed=1)


def finished(flow: Any) -> Any:
    """The value of a flow that must end without asking anyone anything."""
    with pytest.raises(StopIteration) as stop:
        next(flow)
    return stop.value.value


def test_a_trigger_of_a_card_no_player_holds_is_stacked_with_the_games() -> None:
    # FS 4.3.4: a bonus soul out of play is neither a monster nor a player's: the game's
    game = new()
    soul = game.zones["bonus"].objects[0]
    seat = game.seats_from(game.active)[1]
    item = game.zones[f"{seat}.items"].objects[0]
    nobodys = PendingTrigger(controller=game.active, source=soul.id, label="bonus", event={})
    players = PendingTrigger(controller=seat, source=item.id, label="item", event={})
    assert stack.is_game_trigger(game, nobodys)
    assert not stack.is_game_trigger(game, players)
    # the game's go on first, so they resolve after the players' (FS 4.3.2)
    assert finished(stack.order_triggers(game, [players, nobodys])) == [nobodys, players]


def test_the_games_own_triggers_are_the_active_players_once_ordered() -> None:
    # FS 1.2.3: "you" on a monster card (or a bonus soul out of play) is the active player
    game = new()
    soul = game.zones["bonus"].objects[0]
    seat = game.seats_from(game.active)[1]
    item = game.zones[f"{seat}.items"].objects[0]
    nobodys = PendingTrigger(controller=seat, source=soul.id, label="bonus", event={})
    players = PendingTrigger(controller=seat, source=item.id, label="item", event={})
    finished(stack.order_triggers(game, [players, nobodys]))
    assert nobodys.controller == game.active
    assert players.controller == seat
