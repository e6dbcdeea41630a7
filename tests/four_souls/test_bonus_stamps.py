"""The bonus-soul check is not run while every question its conditions asked the last time it
found nobody is one the game stamps and the stamps are unchanged (FS 11.4, issue #32: never
guess): then nobody meets a condition asked afresh either; a condition asking anything else
is checked every time; ¢ are read by their changes, which whoever writes them says."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from deckwright.kernel.game import Game
from deckwright.plugins.four_souls import bonus_conditions, souls, zones
from tests.conftest import bots_play_out, shared_registry


def anyone_afresh(game: Game) -> bool:
    """Whether anyone meets a waiting soul's condition, every card asked with nothing
    remembered."""
    memo = game.scripts.memo
    memo.enabled = False
    try:
        return any(game.scripts.query_entry(o.card, "earned", seat, source=o.id, controller=seat)
                   for o in game.zones[zones.BONUS].objects
                   if game.scripts.has_entry(o.card, "earned") for seat in game.seats)
    finally:
        memo.enabled = True


def skipping(game: Game) -> bool:
    """Whether the check's stamps say nobody, as ``souls.bonus_earned`` reads them."""
    nobody = game.caches.get(bonus_conditions.NOBODY)
    return nobody is not None and nobody[0].now(game) == nobody[1]


def compared(seen: Counter[str]) -> Any:
    real = souls.bonus_earned

    def check(game: Game) -> bool:
        skipped = skipping(game)
        if skipped:
            # every question the conditions asked when they found nobody gets the same
            # answer now (what the stamps stand for), and asked afresh nobody meets one
            asked = [read for answers in game.caches[bonus_conditions.NOBODY][2]
                     for answer in answers for read in answer.reads]
            assert asked and all(ask() == answer for ask, answer, _, _ in asked)
            assert not anyone_afresh(game)
        found = real(game)
        seen["skipped" if skipped else "run"] += 1
        assert not (skipped and found)
        return found
    return check


@pytest.mark.no_cover  # whole games compared: see docs/design.md, Tests
@pytest.mark.parametrize("seeds,turns", [(range(40), 8), (range(102, 105), 0)])
def test_a_check_its_stamps_skip_finds_nobody_asked_afresh(
        monkeypatch: pytest.MonkeyPatch, seeds: range, turns: int) -> None:
    seen: Counter[str] = Counter()
    monkeypatch.setattr(souls, "bonus_earned", compared(seen))
    gained = 0
    for seed in seeds:
        game = shared_registry().new_game("four-souls", players=4, seed=seed,
                                          options={"max_turns": turns})
        bots_play_out(game, relevance=True)  # the same games, each pass of checks met
        gained += 3 - len(game.zones[zones.BONUS].objects)
    assert seen["skipped"] > seen["run"] > 100
    if turns == 0:
        assert gained >= 3  # whole games: souls are gained, after checks it skipped


def test_a_condition_asking_what_the_game_does_not_stamp_is_asked_every_time(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # Requiem's Soul of Lust and Soul of Wrath ask whose turn it is and their own counters
    # (ctx:active, ctx:counter): never skipped, and gained as the cards say (FS 11.4)
    seen: Counter[str] = Counter()
    monkeypatch.setattr(souls, "bonus_earned", compared(seen))
    for seed in range(4):
        game = shared_registry().new_game(
            "four-souls", players=3, seed=seed, sets=["base", "requiem"],
            options={"max_turns": 10},
            setup={"bonus": ["soul-of-lust", "soul-of-wrath", "soul-of-greed"]})
        bots_play_out(game, relevance=True)
        assert game.caches.get(bonus_conditions.NOBODY) is None or not any(
            o.card in ("soul-of-lust", "soul-of-wrath")
            for o in game.zones[zones.BONUS].objects)
    assert seen["skipped"] == 0 and seen["run"] > 100


def greed_table() -> Game:
    return shared_registry().new_game("four-souls", players=2, seed=1, setup={
        "start": "action", "first": "p1", "characters": {"p1": "isaac", "p2": "lazarus"},
        "rooms": "none", "bonus": ["soul-of-greed", "soul-of-gluttony"],
        "hands": {"p1": [], "p2": []}})


def test_cents_are_read_by_their_changes_which_their_writer_says() -> None:
    # FS 11.4: Soul of Greed wants 25¢. ¢ written straight into a counter go unseen until
    # the writer says counters_changed, as every event that gives or takes ¢ does
    game = greed_table()
    assert not souls.bonus_earned(game)
    assert not souls.bonus_earned(game) and skipping(game)
    game.players["p2"].counters["cents"] = 25
    assert skipping(game)
    game.counters_changed("cents")
    assert not skipping(game) and souls.bonus_earned(game)


def test_a_hand_or_an_item_moved_is_seen_by_its_zone() -> None:
    # FS 11.4: a loot card into a hand (Soul of Gluttony asks hand sizes) moves the hand's
    # version; the check runs again and asks the card
    game = greed_table()
    assert not souls.bonus_earned(game) and skipping(game)
    game.move_object(game.zones["loot.deck"].objects[0], "p1.hand", "top")
    assert not skipping(game)
    assert not souls.bonus_earned(game) and skipping(game)
