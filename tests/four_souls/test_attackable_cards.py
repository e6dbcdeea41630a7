"""Items and rooms are looked over for attack (FS 6.10.1) only in a game that knows a card
that may be attacked (issue #32: never guess): at every look in seeded bot games, with and
without such cards, the objects found are those the full look finds."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from deckwright.kernel.game import Game
from deckwright.plugins.four_souls import zones
from tests.conftest import bots_play_out, shared_registry


def play(seed: int, sets: list[str] | None) -> Game:
    """A four-player heuristic-bot game of ten turns."""
    registry = shared_registry()
    game = registry.new_game("four-souls", players=4, seed=seed, options={"max_turns": 10},
                             **({"sets": sets} if sets else {}))
    return bots_play_out(game)


@pytest.mark.no_cover  # whole games compared: see docs/design.md, Tests
@pytest.mark.parametrize("sets,attackable", [(None, False), (["base", "anniversary"], True)])
def test_the_objects_that_may_be_attacked_are_those_the_full_look_finds(
        monkeypatch: pytest.MonkeyPatch, sets: list[str] | None, attackable: bool) -> None:
    looked = zones.attackable_objects
    known = zones.any_attackable_card
    seen: Counter[bool] = Counter()

    def compared(game: Game, *, damaged: bool = False) -> list[Any]:
        found = looked(game, damaged=damaged)
        seen[known(game)] += 1
        monkeypatch.setattr(zones, "any_attackable_card", lambda game: True)
        try:
            assert looked(game, damaged=damaged) == found  # every item and room looked at
        finally:
            monkeypatch.setattr(zones, "any_attackable_card", known)
        return found

    monkeypatch.setattr(zones, "attackable_objects", compared)
    for seed in range(8):
        play(seed, sets)
    assert seen[attackable] > 300 and not seen[not attackable]


def test_a_card_made_during_the_game_is_looked_at_too() -> None:
    # Blank Canvas makes its composite card as the game goes (FS 6.10.1 reads every card's
    # tags): a card made with a familiar's tags is found
    game = shared_registry().new_game("four-souls", players=2, seed=1)
    assert not zones.any_attackable_card(game)
    baby = next(c for c in shared_registry().new_game(
        "four-souls", players=2, seed=1, sets=["base", "anniversary"]).library.cards.values()
        if zones.FAMILIAR in c.tags)
    cards = game.library.cards
    cards["made-familiar"] = baby
    try:
        assert zones.any_attackable_card(game)
    finally:
        del cards["made-familiar"]
