"""A state check skipped because nothing it reads changed finds what it would have found run
afresh (issue #32: never guess): at every skip of the max-health check (FS 7.2.3), the death
check (FS 7.4.1) and the win check (FS 11.2) in seeded bot games, the full computation is done
too and agrees."""

from __future__ import annotations

from collections import Counter

import pytest

from deckwright.kernel.game import Game
from deckwright.plugins.four_souls import death, souls, unchanged
from deckwright.plugins.four_souls.facts import damage_of, max_hp, soul_value
from tests.conftest import bots_play_out, shared_registry


def play(seed: int, *, skipping: bool = True, sets: list[str] | None = None,
         turns: int = 12) -> Game:
    """A four-player heuristic-bot game of a few turns (0: to its end)."""
    registry = shared_registry()
    game = registry.new_game("four-souls", players=4, seed=seed,
                             options={"max_turns": turns}, **({"sets": sets} if sets else {}))
    unchanged.of(game).enabled = skipping
    return bots_play_out(game, relevance=True)


@pytest.mark.no_cover  # whole games compared: see docs/design.md, Tests
def test_a_skipped_check_finds_what_the_full_check_finds(
        monkeypatch: pytest.MonkeyPatch) -> None:  # FS 7.2.3, 7.4.1
    asked = unchanged.skipped
    seen: Counter[str] = Counter()

    def compared(game: Game, check: str, key: object) -> bool:
        skip = asked(game, check, key)
        seen[check, skip] += 1
        if skip and check == "max health":
            # each seat's max health as the last check left it, so none lost damage to it
            assert {s: max_hp(game, s) for s in game.seats} == game.data["max_hp"]
        elif skip and check == "win":
            target = souls.winning_total(game)
            assert all(soul_value(game, s) < target for s in game.seats)
        elif skip:
            assert death.dying(game) == []
        return skip

    monkeypatch.setattr(unchanged, "skipped", compared)
    for seed in range(4):
        play(seed)
    play(7, sets=["base", "requiem"])
    won = play(5, turns=0)
    assert won.result is not None and won.result["reason"] == "souls"
    assert seen["max health", True] > 500 and seen["deaths", True] > 500
    assert seen["win", True] > 500
    assert seen["deaths", False] > 100 and seen["win", False] > 20  # it runs after a change


@pytest.mark.no_cover  # whole games compared: see docs/design.md, Tests
@pytest.mark.parametrize("seed", [0, 3])
def test_games_with_checks_skipped_end_as_games_with_every_check_run(seed: int) -> None:
    skipping, full = play(seed), play(seed, skipping=False)
    assert skipping.state_hash() == full.state_hash()
    assert skipping.answers == full.answers


def test_the_key_reads_damage_by_its_version() -> None:
    # damage written directly goes unseen until its writer says counters_changed, as this
    # game's appliers do; then the checks run again (FS 7.4.1)
    game = play(1)
    key = unchanged.health_key(game)
    seat = game.seats[0]
    game.players[seat].counters["damage"] = damage_of(game, seat) + 1
    assert unchanged.health_key(game) == key
    game.counters_changed("damage")
    assert unchanged.health_key(game) != key


def test_a_soul_come_from_outside_play_is_seen_by_the_win_check() -> None:  # FS 11.2
    # no zone in play changes when a card goes from a deck straight to a player's souls: the
    # win check reads the souls zones themselves
    game = shared_registry().new_game("four-souls", players=2, seed=1, setup={
        "start": "action", "first": "p1", "characters": {"p1": "isaac", "p2": "lazarus"},
        "souls": {"p1": ["monstro"]}, "bonus": []})
    souls.check_win(game)
    assert not game.over
    worth = [o for o in game.zones["monster.deck"].objects
             if int(game.card(o.card).stats.get("souls") or 0) > 0]
    while not game.over and soul_value(game, "p1") < souls.winning_total(game):
        game.move_object(worth.pop(), "p1.souls")
        souls.check_win(game)
    assert game.over and game.result is not None and game.result["winners"] == ["p1"]


def test_the_win_checks_key_over_other_soul_zones_is_another(
        monkeypatch: pytest.MonkeyPatch) -> None:  # FS 11.2
    # the souls zones are found anew when a zone is added, and may then be others: a key
    # whose versions sum alike over other zones must not read as the same souls
    game = shared_registry().new_game("four-souls", players=2, seed=1, setup={
        "start": "action", "first": "p1", "characters": {"p1": "isaac", "p2": "lazarus"},
        "bonus": []})
    game.add_zone("test.holder")
    game.add_zone("test.other")
    monkeypatch.setattr(unchanged, "working_soul_zones", lambda g: ["test.holder"])
    before = unchanged.souls_key(game, 4)
    monkeypatch.setattr(unchanged, "working_soul_zones", lambda g: ["test.other"])
    game.add_zone("test.more")  # the zones are found anew, test.other in test.holder's place
    assert game.zones["test.holder"].version == game.zones["test.other"].version
    assert unchanged.souls_key(game, 4) != before


def test_damage_alone_leaves_the_max_health_key_as_it_was() -> None:  # FS 7.2.3
    # max health reads no damage: the max-health check is not run again for a hit, the
    # death check is (FS 7.4.1)
    game = play(1)
    before = unchanged.health_key(game)
    seat = game.seats[0]
    game.players[seat].counters["damage"] = damage_of(game, seat) + 1
    game.counters_changed("damage")
    after = unchanged.health_key(game)
    assert after != before
    assert unchanged.max_health_key(after) == unchanged.max_health_key(before) is not None
