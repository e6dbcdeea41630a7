"""``deckwright duel``: one bot against a table of others, and how much better it does."""

from __future__ import annotations

import io
import json
import sys

import click

from deckwright.kernel.agents import check_agent_specs
from deckwright.kernel.options import resolve_options
from deckwright.tools.simulation.duel import DuelReport, duel
from deckwright.tools.simulation.simulate import default_jobs

from .context import registry
from .options import LEVELS_HELP, bot_budget, game_options, parse_options, set_paths


@click.command("duel", epilog=LEVELS_HELP)
@click.argument("game_id", metavar="GAME")
@click.option("--bot", "challenger", required=True,
              help="The bot measured (one seat, moved round the table game by game): a "
                   "level (easy, normal, hard) or a bot (heuristic, random, "
                   "external:COMMAND).")
@click.option("--against", default="normal", show_default=True,
              help="The bots in the other seats, cycled (like --bots of simulate).")
@click.option("--games", type=click.IntRange(1, None), default=100, show_default=True,
              help="How many games to play.")
@click.option("--players", type=click.IntRange(2, 12),
              help="Seats per game (default: the game's).")
@click.option("--seed", type=int, default=0, show_default=True,
              help="Seed of the first game; game i uses seed+i.")
@click.option("--jobs", type=click.IntRange(1, 64), default=None,
              help="Worker processes (default: one per core); the numbers are the same for any.")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object instead of text.")
@bot_budget
@game_options
@set_paths
@click.pass_context
def command(ctx: click.Context, game_id: str, challenger: str, against: str, games: int,
            players: int | None, seed: int, jobs: int | None, as_json: bool, budget: float,
            option_pairs: tuple[str, ...], set_paths: tuple[str, ...]) -> None:
    """Play GAMES seeded games of GAME with --bot in one seat and --against in the others
    (the measured bot one seat further each game) and print its win rate against parity with
    a 95% interval, game length, deaths per player per game, how often a rival's winning
    fight met a card against it, and how long the bots took over a decision."""
    reg = registry(ctx)
    others = [b.strip() for b in against.split(",") if b.strip()]
    options = parse_options(option_pairs)
    reg.library(game_id, set_paths)  # a broken set is one error, before any game
    check_agent_specs([challenger, *others], reg.agent_factories(game_id))
    resolve_options(reg.game(game_id).ruleset(), options)
    bar_file = sys.stderr if sys.stderr.isatty() else io.StringIO()
    with click.progressbar(length=games, label=f"{game_id} duel", file=bar_file,
                           show_pos=True) as bar:
        report = duel(reg, game_id, challenger=challenger, others=others, games=games,
                      players=players, seed=seed, options=options, sets=set_paths,
                      jobs=jobs or default_jobs(), progress=bar.update, budget=budget)
    if as_json:
        click.echo(json.dumps(report.to_json(), sort_keys=True))
    else:
        click.echo(summary(report))
    if report.errors:
        ctx.exit(1)


def summary(report: DuelReport) -> str:
    """The duel in a few lines of text."""
    data = report.to_json()
    others = ", ".join(report.others)
    lines = [f"{report.games} games of {report.game}, {report.players} players: "
             f"{report.challenger} (one seat, moved round the table) against {others}",
             f"errors: {report.errors}"]
    lines += [f"  seed {s['seed']}: {s['error']}" for s in report.error_samples]
    rate, interval = report.win_rate()
    span = f" [{100 * interval[0]:.1f}, {100 * interval[1]:.1f}]" if interval else ""
    shared = f", {report.shared} of them shared" if report.shared else ""
    lines.append(f"{report.challenger} won {report.wins} of {report.played}{shared}: "
                 f"{100 * rate:.1f}%{span} (95% interval; parity {100 / report.players:.1f}%)")
    turns = data["turns"]
    lines.append(f"game length in turns: median {turns['median']}, 99th percentile "
                 f"{turns['p99']}, max {turns['max']}")
    mine, theirs = report.deaths_per_game()
    lines.append(f"deaths per player per game: {report.challenger} {mine:.2f}, the others "
                 f"{theirs:.2f}")
    if report.challenger_stops[0] or report.other_stops[0]:
        lines.append("a rival about to win, a card against it in hand: "
                     f"{report.challenger} played one {_share(report.challenger_stops)}, "
                     f"the others {_share(report.other_stops)}")
    thinking = data["seconds_per_decision"]
    lines.append(f"seconds per decision (budget {report.budget:g}): {report.challenger} "
                 f"{_thinking(thinking['challenger'])}; the others "
                 f"{_thinking(thinking['others'])}")
    search = data["search"]
    if report.search.searched:
        lines.append(f"{report.challenger}'s searches: {search['searched_per_game']:g} "
                     f"decisions a game, {search['samples_per_search']:g} samples and "
                     f"{search['copies_per_search']:g} copies each, 99th percentile "
                     f"{search['p99_seconds']:.3f} s, {search['over_budget']} cut by the "
                     f"budget, {search['failed_copies']} copies failed, "
                     f"{search['copy_cpu_seconds_per_game']:g} s of the copies' processor "
                     "time a game")
    lines += [f"level {note}" for note in report.levels]
    lines.append(f"time: {report.seconds:.1f} s")
    return "\n".join(lines)


def _thinking(seconds: dict[str, float]) -> str:
    """``median 0.002, 99th percentile 0.41, max 0.93``."""
    return (f"median {seconds['median']:.3f}, 99th percentile {seconds['p99']:.3f}, "
            f"max {seconds['max']:.3f}")


def _share(pair: tuple[int, int]) -> str:
    """``taken of chances (percent)``."""
    chances, taken = pair
    return f"{taken} of {chances} times" + (f" ({100 * taken / chances:.0f}%)" if chances else "")
