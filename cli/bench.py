"""``deckwright bench``: the speed and memory table of issue #13, measured on this machine."""

from __future__ import annotations

import json
import os
import platform
import statistics
from pathlib import Path
from typing import Any

import click

from deckwright.kernel.errors import DeckwrightError
from deckwright.tools.simulation.bench import (
    BATCHES,
    engine_speed,
    largest_game_memory,
    paired_speeds,
)
from deckwright.tools.simulation.compare import compare_table, run_compare

from .context import registry

# (game, players, bots, games per batch, games per batch with --quick)
WORKLOADS = (
    ("dungeon-raiders", 5, "random", 100, 10),
    ("four-souls", 4, "heuristic", 6, 1),
    ("munchkin", 4, "heuristic", 10, 1),
)
FLOOR_GAMES = (1000, 100)  # plain Dungeon Raiders games per batch, full and --quick
MEMORY_GOAL = 1024 * 1024  # issue #13: at most 1 MB per live game
COMPARE_BATCHES = 7  # --compare: the median of several pairs, not the best of a few
MEMORY_SEEDS = (5, 1)  # games whose memory is measured (the largest counts), full and --quick


@click.command("bench")
@click.option("--quick", is_flag=True, help="Fewer games per batch (for CI): noisier numbers.")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object instead of a table.")
@click.option("--batches", type=click.IntRange(1, 50), default=None,
              help=f"Batches per workload; the best counts (more: steadier on a busy machine). "
                   f"Default: {BATCHES}, {COMPARE_BATCHES} with --compare.")
@click.option("--memory-games", type=click.IntRange(1, 1000), default=None,
              help="Games whose memory is measured, per workload (default: 5, 1 with "
                   "--quick); the largest is shown, and how many were over 1 MB.")
@click.option("--compare", "other", metavar="REV|PATH", default=None,
              help="Play the workloads of this checkout and of another install interleaved, "
                   "batch for batch, and print the median ratio per workload: REV is a commit "
                   "(cloned with its own venv into the cache folder, reused) or the path of "
                   "another checkout (its .venv is used if it has one).")
@click.option("--cache-dir", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Where --compare keeps its clones and venvs (default: "
                   "~/.cache/deckwright/bench).")
@click.pass_context
def command(ctx: click.Context, quick: bool, as_json: bool, batches: int | None,
            memory_games: int | None, other: str | None, cache_dir: Path | None) -> None:
    """Measure games/s, µs per decision and memory per live game on one core, best of
    several batches, with the ratio of Dungeon Raiders against a plain-Python simulator;
    with --compare, the ratio of this checkout's speed to another install's instead."""
    from deckwright.plugins.dungeon_raiders.plainsim import play_random_game

    pick = 1 if quick else 0
    if other is not None:
        _compare(other, pick, batches or COMPARE_BATCHES, cache_dir, as_json)
        return
    batches = batches or BATCHES
    reg = registry(ctx)
    measured = memory_games or MEMORY_SEEDS[pick]
    rows: list[dict[str, Any]] = []
    floor = None
    ratios: list[float] = []
    for game_id, players, bot, *sizes in WORKLOADS:
        if not as_json:
            click.echo(f"measuring {game_id} ...", err=True)
        # the largest of several games; playing them also warms the process
        memory = largest_game_memory(reg, game_id, players, bot, measured, MEMORY_GOAL)
        if floor is None:  # the first workload, Dungeon Raiders, batch for batch with its floor
            speed, floor, ratios = paired_speeds(reg, game_id, players, bot, sizes[pick],
                                                 play_random_game, FLOOR_GAMES[pick], batches)
        else:
            speed = engine_speed(reg, game_id, players, bot, sizes[pick], batches)
        rows.append({
            "game": game_id, "players": players, "bots": bot, "games": speed.games,
            "games_per_second": round(speed.games_per_second, 2),
            "us_per_decision": round(speed.us_per_decision, 1),
            "decisions_per_game": round(speed.decisions_per_game, 1),
            "memory_bytes": memory["total"], "python_bytes": memory["python"],
            "lua_bytes": memory["lua"], "games_over_memory_goal": memory["over_goal"],
        })
    assert floor is not None
    result = {
        "machine": {"python": platform.python_version(), "cpus": os.cpu_count(),
                    "processes": 1},
        "quick": quick,
        "batches": batches,
        "workloads": rows,
        "floor": {"game": "dungeon-raiders", "players": 5, "bots": "random",
                  "games": floor.games,
                  "games_per_second": round(floor.games_per_second, 1),
                  "us_per_decision": round(floor.us_per_decision, 2),
                  "decisions_per_game": round(floor.decisions_per_game, 1)},
        "memory_games": measured,
        "memory_goal_bytes": MEMORY_GOAL,
        # each batch of the engine was followed by one of the floor: the median of the pairs
        "ratio": round(statistics.median(ratios), 2) if ratios else None,
        "ratios": [round(r, 2) for r in ratios],
    }
    if as_json:
        click.echo(json.dumps(result, indent=2))
        return
    click.echo(_table(result))


def _compare(other: str, pick: int, batches: int, cache_dir: Path | None,
             as_json: bool) -> None:
    """``bench --compare``: the same workloads on both installs, interleaved."""
    workloads = [(game_id, players, bot, sizes[pick])
                 for game_id, players, bot, *sizes in WORKLOADS]
    try:
        result = run_compare(other, workloads, batches, cache_dir,
                             say=lambda text: click.echo(text, err=True))
    except DeckwrightError as exc:
        raise click.ClickException(str(exc)) from exc
    click.echo(json.dumps(result, indent=2) if as_json else compare_table(result))


def _table(result: dict[str, Any]) -> str:
    """The result as the issue's table: one line per workload, then the floor and ratio."""
    lines = [f"{'workload':<36} {'games/s':>9} {'µs/decision':>12} {'decisions':>10} "
             f"{'memory':>9}"]
    if result["memory_games"] > 1:
        lines[0] += f"  (memory: the largest of {result['memory_games']} games)"
    for row in result["workloads"]:
        name = f"{row['game']}, {row['players']} players, {row['bots']}"
        mem = row["memory_bytes"] / (1024 * 1024)
        over = row["games_over_memory_goal"]
        flag = "" if not over else f" ({over} of {result['memory_games']} games > 1 MB)"
        lines.append(f"{name:<36} {row['games_per_second']:>9.2f} "
                     f"{row['us_per_decision']:>12.1f} {row['decisions_per_game']:>10.1f} "
                     f"{mem:>7.2f}MB{flag}")
    floor = result["floor"]
    lines.append(f"{'plain-Python dungeon-raiders, 5, random':<36} "
                 f"{floor['games_per_second']:>9.1f} {floor['us_per_decision']:>12.2f} "
                 f"{floor['decisions_per_game']:>10.1f}")
    spread = ""
    if len(result["ratios"]) > 1:
        spread = f" (the median of {', '.join(f'{r}x' for r in result['ratios'])})"
    lines.append(f"Dungeon Raiders engine is {result['ratio']}x slower than the plain simulator "
                 f"in the same moment{spread}; goal: at most 5x. One core, "
                 + ("one batch." if result["batches"] == 1
                    else f"best of {result['batches']} batches; each engine batch is followed "
                    "by one of the plain simulator."))
    return "\n".join(lines)
