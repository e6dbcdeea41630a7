"""Set-up with the room deck (Requiem): the starting room."""

from __future__ import annotations

from tests.conftest import shared_registry


def test_with_the_room_deck_the_top_room_is_revealed_into_the_room_slot() -> None:
    # FS 2.1.6
    game = shared_registry().new_game("four-souls", players=2, seed=1, sets=["requiem"])
    (room,) = game.zones["room.1"].objects
    assert game.card(room.card).type == "room" and not room.face_down
    assert all(game.card(o.card).type == "room" for o in game.zones["room.deck"].objects)


def test_without_the_room_deck_there_is_no_room_slot() -> None:
    # FS 2.1.6: "if using rooms"; the base game has none
    game = shared_registry().new_game("four-souls", players=2, seed=1)
    assert "room.1" not in game.zones and not game.zones["room.deck"].objects
