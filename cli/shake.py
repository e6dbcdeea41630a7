"""``deckwright shake``: seeded random-bot games with every invariant checked after every
answer and every log replayed, to shake out a game or a homebrew set."""

from __future__ import annotations

import json
import sys

import click

from deckwright.tools.shake import ShakePlan, ShakeReport, default_jobs, shake

from .context import registry
from .options import game_options, parse_options, set_paths


@click.command("shake")
@click.argument("game_id", metavar="GAME")
@click.option("--games", type=click.IntRange(1, 1_000_000), default=100, show_default=True,
              help="How many games to play.")
@click.option("--seed", type=int, default=1, show_default=True,
              help="Seed of the first game; game i uses seed+i.")
@click.option("--players", type=click.IntRange(1, 12),
              help="Seats per game (default: mixed over the game's allowed counts).")
@click.option("--jobs", type=click.IntRange(1, 64), default=None,
              help="Worker processes (default: one per core); the report is the same.")
@click.option("--max-decisions", type=click.IntRange(100, 10_000_000), default=100_000,
              show_default=True, help="A game not over after this many answers is a fault.")
@click.option("--no-views", is_flag=True,
              help="Skip the check that no seat's view shows a hidden card (faster).")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object instead of text.")
@game_options
@set_paths
@click.pass_context
def command(ctx: click.Context, game_id: str, games: int, seed: int, players: int | None,
            jobs: int | None, max_decisions: int, no_views: bool, as_json: bool,
            option_pairs: tuple[str, ...], set_paths: tuple[str, ...]) -> None:
    """Play GAMES random-bot games of GAME (options mixed unless given with --option) and
    check after every answer: each card in exactly one zone, no object id used twice,
    counters in their ranges, no hidden card in another seat's view, every game ends, every
    log replays. Names any card whose script raised, with the command that repeats it."""
    reg = registry(ctx)
    reg.game(game_id)
    plan = ShakePlan(game_id, games, seed=seed, players=players,
                     options=parse_options(option_pairs), sets=tuple(set_paths),
                     max_decisions=max_decisions, check_views=not no_views)
    with click.progressbar(length=games, label=f"shaking {game_id}", file=sys.stderr,
                           show_pos=True) as bar:
        report = shake(reg, plan, jobs=jobs or default_jobs(games), progress=bar.update)
    if as_json:
        click.echo(json.dumps(report.to_json(), sort_keys=True))
    else:
        click.echo(summary(report))
    if not report.ok:
        ctx.exit(1)


def summary(report: ShakeReport) -> str:
    """The report as text: totals, then each problem with the command that repeats it."""
    data = report.to_json()
    games = data["games"]
    lines = [f"{games} games of {report.game}, {data['decisions']} answers checked "
             f"({data['seconds']} s, {games / max(data['seconds'], 1e-9):.1f} games/s)",
             f"invariant violations: {len(data['violations'])}",
             f"logs verified: {data['logs_verified']} of {games} "
             f"({100 * data['logs_verified'] / max(games, 1):.1f}%)",
             f"cards whose script raised: {len(data['failing_cards'])}"]
    for item in data["violations"][:20]:
        lines.append(f"  seed {item['seed']}: {item['problem']}")
        lines.append(f"    repeat: {item['command']}")
    for item in data["failing_cards"]:
        lines.append(f"  card {item['card']}: {item['error']}")
        lines.append(f"    repeat: {item['command']}")
    lines.append("OK" if report.ok else "PROBLEMS FOUND")
    return "\n".join(lines)
