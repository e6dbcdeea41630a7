"""``deckwright bench``: the issue #13 table, and the plain Dungeon Raiders it is measured by."""

from __future__ import annotations

import json
import statistics

import pytest
from click.testing import CliRunner

from deckwright.cli.main import cli
from deckwright.kernel.registry import default_registry
from deckwright.plugins.dungeon_raiders.plainsim import PlainRaid, play_random_game
from deckwright.tools.simulation import bench


def test_bench_quick_json_reports_every_workload_the_floor_and_the_ratio() -> None:
    result = CliRunner().invoke(cli, ["bench", "--quick", "--json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    games = [(w["game"], w["players"], w["bots"]) for w in report["workloads"]]
    assert games == [("dungeon-raiders", 5, "random"), ("four-souls", 4, "heuristic"),
                     ("munchkin", 4, "heuristic")]
    for row in report["workloads"]:
        assert row["games_per_second"] > 0 and row["us_per_decision"] > 0
        assert row["decisions_per_game"] > 20
        assert row["memory_bytes"] == row["python_bytes"] + row["lua_bytes"] > 0
    floor = report["floor"]
    assert floor["games_per_second"] > 0
    # each engine batch is paired with a floor batch run right after it: the median pair counts
    assert len(report["ratios"]) == 3
    assert report["ratio"] == pytest.approx(statistics.median(report["ratios"]), abs=0.01)
    assert report["machine"]["processes"] == 1 and report["batches"] == 3
    assert report["memory_games"] == 1 and report["memory_goal_bytes"] == 1024 * 1024
    assert all(row["games_over_memory_goal"] in (0, 1) for row in report["workloads"])


def test_plain_raid_is_the_same_game_for_the_same_seed() -> None:
    assert play_random_game(5, 7) == play_random_game(5, 7)


def test_plain_raid_plays_five_floors_of_five_rooms_for_each_player() -> None:
    raid = PlainRaid(5, 3)
    winners = raid.play()
    # DR A4.2: one card per player per room, more when a crystal ball or torch is used
    assert raid.decisions >= 5 * 25 - 5  # Medusa may knock players out of the last room only
    assert winners and all(0 <= s < 5 for s in winners)


def test_plain_raid_splits_treasure_as_the_rulebook_example() -> None:
    # DR A13.1 T-RULE-1: 4,4,4 share the 4-chest (1 each), the 2 takes the 2-chest
    raid = PlainRaid(5, 1)
    raid.coins = [0] * 5
    raid.treasure({0: 4, 1: 4, 2: 4, 3: 2, 4: 1}, (4, 2))
    assert raid.coins == [1, 1, 1, 2, 0]


def test_plain_raid_monster_wounds_the_tied_lowest() -> None:
    # DR A13.1 T-RULE-2 (4 players): 15 < 18, the two 3s take the Dragon's 3 wounds
    raid = PlainRaid(4, 1)
    raid.wounds = [0] * 4
    raid.powers = [[5], [4], [3], [3]]
    raid.rng.choice = lambda options: options[0]  # type: ignore[method-assign]
    raid.room("monster", ((14, 18, 23), 3))
    assert raid.wounds == [0, 0, 3, 3]


def test_bench_takes_the_best_of_as_many_batches_as_asked(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # memory is the test above's: here each workload's games are its one batch
    monkeypatch.setattr(bench, "game_memory", lambda *args: {"python": 1, "lua": 1, "total": 2})
    result = CliRunner().invoke(cli, ["bench", "--quick", "--json", "--batches", "1"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)["batches"] == 1
    refused = CliRunner().invoke(cli, ["bench", "--batches", "0"])
    assert refused.exit_code == 2 and "--batches" in refused.output


def test_bench_memory_is_the_largest_of_the_games_measured(
        monkeypatch: pytest.MonkeyPatch) -> None:
    sizes = {1: 300, 2: 900, 3: 500}
    asked: list[int] = []

    def fake(registry: object, game_id: str, players: int, bot: str, seed: int) -> dict:
        asked.append(seed)
        return {"python": sizes[seed] - 100, "lua": 100, "total": sizes[seed]}

    monkeypatch.setattr(bench, "game_memory", fake)
    largest = bench.largest_game_memory(default_registry(), "dungeon-raiders", 5, "random", 3)
    assert asked == [1, 2, 3] and largest["total"] == 900
    # issue #13 asks it of each game: the count of games over the goal is given too
    counted = bench.largest_game_memory(default_registry(), "dungeon-raiders", 5, "random", 3,
                                        goal=400)
    assert counted["total"] == 900 and counted["over_goal"] == 2


def test_bench_says_how_many_measured_games_were_over_one_megabyte(
        monkeypatch: pytest.MonkeyPatch) -> None:
    sizes = {1: 900_000, 2: 1_100_000, 3: 1_000_000, 4: 2_000_000}

    def fake(registry: object, game_id: str, players: int, bot: str, seed: int) -> dict:
        return {"python": sizes[seed], "lua": 0, "total": sizes[seed]}

    monkeypatch.setattr(bench, "game_memory", fake)
    result = CliRunner().invoke(cli, ["bench", "--quick", "--batches", "1",
                                      "--memory-games", "4"])
    assert result.exit_code == 0, result.output
    assert "(memory: the largest of 4 games)" in result.output
    assert result.output.count("1.91MB (2 of 4 games > 1 MB)") == 3


def test_paired_speeds_give_one_ratio_per_batch_and_the_best_of_each() -> None:
    engine, floor, ratios = bench.paired_speeds(default_registry(), "dungeon-raiders", 5,
                                                "random", 2, play_random_game, 20, batches=2)
    assert len(ratios) == 2 and all(r > 0 for r in ratios)
    assert engine.games == 2 and engine.decisions > 40
    assert floor.games == 20 and floor.decisions > 400


def test_every_batch_plays_the_same_seeds_so_the_best_is_the_least_disturbed() -> None:
    # other seeds would be other games: the best batch would be the one of the shortest
    engine, floor, _ = bench.paired_speeds(default_registry(), "dungeon-raiders", 5, "random",
                                           2, play_random_game, 5, batches=2)
    decisions = bench.play_game(default_registry(), "dungeon-raiders", 5, "random", 0)[1] + \
        bench.play_game(default_registry(), "dungeon-raiders", 5, "random", 1)[1]
    assert engine.decisions == decisions  # the fastest batch is seeds 0 and 1, whichever won
    assert floor.decisions == sum(play_random_game(5, seed)[1] for seed in range(5))
