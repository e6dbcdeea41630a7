"""``deckwright simulate``: many bot games, a summary and throughput."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

import click

from deckwright.kernel.agents import check_agent_specs
from deckwright.kernel.options import resolve_options
from deckwright.tools.report.balance import UNUSED
from deckwright.tools.report.enough import FIXED, RULE, Enough, measured, watched
from deckwright.tools.report.page import prepare_dir, write_report
from deckwright.tools.simulation.simulate import SimulationReport, default_jobs, simulate

from .context import registry
from .options import LEVELS_HELP, bot_budget, game_options, parse_options, set_paths


@click.command("simulate", epilog=LEVELS_HELP)
@click.argument("game_id", metavar="GAME")
@click.option("--games", type=click.IntRange(1, None),
              help=f"How many games to play (default: 100; with --report, {RULE}).")
@click.option("--players", type=click.IntRange(1, 12),
              help="Seats per game (default: the game's; with --report, the game's usual table, "
                   "Four Souls 4).")
@click.option("--bots",
              help="Bots by seat, cycled: levels (easy, normal, hard) or bots (random, "
                   "heuristic, external:COMMAND …) (default: random; with --report, normal).")
@click.option("--seed", type=int, default=0, show_default=True,
              help="Seed of the first game; game i uses seed+i.")
@click.option("--rotate", is_flag=True,
              help="Move the bots one seat each game, so seat order favours no bot.")
@click.option("--jobs", type=click.IntRange(1, 64), default=None,
              help="Worker processes (default: one per core); the report is the same for any "
                   "number.")
@click.option("--scheduler", metavar="ADDRESS",
              help="Play the games on a Dask cluster: its scheduler's address (like "
                   "tcp://10.0.0.5:8786), or 'local' for a LocalCluster of --jobs workers "
                   "here. Needs deckwright[cluster]; the report is the same.")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object instead of text.")
@click.option("--logs", "log_dir", type=click.Path(file_okay=False),
              help="Write each game's log into this folder (replayable).")
@click.option("--report", "report_dir", type=click.Path(file_okay=False), metavar="DIR",
              help="Also write a balance report into DIR: per-card counts and win-rate lift, "
                   "seat win rates and game length as cards.csv, report.json and index.html "
                   "(plots with deckwright[report]).")
@bot_budget
@game_options
@set_paths
@click.pass_context
def command(ctx: click.Context, game_id: str, games: int | None, players: int | None,
            bots: str | None,
            seed: int, rotate: bool, jobs: int | None, scheduler: str | None, as_json: bool,
            log_dir: str | None,
            report_dir: str | None, budget: float, option_pairs: tuple[str, ...],
            set_paths: tuple[str, ...]) -> None:
    """Play GAMES bot games of GAME and report wins, game length, errors and speed. With
    --report, the defaults are made for a balance report: normal bots (the heuristic bot) at
    the game's usual table, and games until every card of the --set sets is measured well
    enough."""
    reg = registry(ctx)
    reporting = report_dir is not None
    if bots is None:
        bots = "normal" if reporting else "random"
    kinds = [b.strip() for b in bots.split(",") if b.strip()]
    options = parse_options(option_pairs)
    library = reg.library(game_id, set_paths)  # a broken set is one error, before any game
    rules = reg.game(game_id).ruleset
    if players is None and reporting:
        players = rules.tally_rules.players or None
    enough = None
    cards: frozenset[str] = frozenset()  # the --set cards, listed with their lift
    if reporting and set_paths:
        defaults = {s.id for s in reg.library(game_id).sets}
        cards = watched(defaults, ((c.id, c.set_id) for c in library.cards.values()))
    if games is None:
        games = FIXED if reporting else 100
        if cards:
            enough = Enough(cards)
            games = enough.cap
    # a mistyped bot or option is one error here, not one per game
    check_agent_specs(kinds, reg.agent_factories(game_id))
    resolve_options(reg.game(game_id).ruleset(), options)
    if report_dir is not None:
        prepare_dir(report_dir)  # an unwritable folder fails now, not after the games
    # the bar draws on a terminal only: piped, click would leave its label as a stray line
    bar_file = sys.stderr if sys.stderr.isatty() else io.StringIO()
    label = game_id if enough is None else f"{game_id} (until every card is measured)"
    with click.progressbar(length=games, label=label, file=bar_file, show_pos=True) as bar:
        report = simulate(reg, game_id, games=games, players=players, bots=kinds, seed=seed,
                          options=options, sets=set_paths, log_dir=log_dir,
                          progress=bar.update, rotate=rotate,
                          jobs=jobs or default_jobs(), tally=reporting,
                          scheduler=scheduler, enough=enough, budget=budget)
    data = report.to_json()
    if report_dir is not None and report.balance is not None:
        written = write_report(report.balance, report_dir)
        page = next(f for f in written.files if f.name == "index.html")
        data["report"] = {"dir": str(page.parent), "page": str(page), "plots": written.plots}
    if as_json:
        click.echo(json.dumps(data, sort_keys=True))
    else:
        click.echo(summary(report, data, rotate, log_dir, cards))
    if report.errors:
        ctx.exit(1)


def _seat_order(seat: str) -> tuple[int, str]:
    """p2 before p10: seats by their number."""
    digits = seat.lstrip("p")
    return (int(digits) if digits.isdigit() else 10**6, seat)


def summary(report: SimulationReport, data: dict, rotate: bool = False,
            log_dir: str | None = None, cards: frozenset[str] = frozenset()) -> str:
    """The report as a few lines of text."""
    lines = [f"{data['games']} games of {report.game}, {report.players} players "
             f"(bots: {', '.join(report.bots)})"]
    lines += [f"level {note}" for note in data.get("levels", [])]
    lines.append(f"errors: {data['errors']}")
    for sample in data["error_samples"][:5]:
        lines.append(f"  seed {sample['seed']}: {sample['error']}")
    total = max(1, data["games"])
    wins = ", ".join(f"{seat} {data['wins'][seat]} ({100 * data['wins'][seat] / total:.1f}%)"
                     for seat in sorted(data["wins"], key=_seat_order))
    lines.append(f"wins by seat: {wins}")
    if len(set(report.bots)) > 1 or rotate:
        by_bot = ", ".join(f"{b} {v:.1f}" for b, v in data["wins_by_bot"].items())
        lines.append(f"wins by bot: {by_bot}")
    lines.append(f"shared wins: {data['shared_wins']}, no winner: {data['no_winner']}")
    turns = data["turns"]
    lines.append(f"game length in turns: mean {turns['mean']}, median {turns['median']} "
                 f"(min {turns['min']}, max {turns['max']})")
    lines.append(f"throughput: {data['games_per_second']} games/s, "
                 f"{data['decisions_per_second']} decisions/s ({data['seconds']} s)")
    if log_dir is not None:
        logs = sorted(Path(log_dir).glob("*.jsonl"))
        lines.append(f"logs: {len(logs)} files in {log_dir}")
    if "report" in data:
        extra = "" if data["report"]["plots"] else (
            " (no plots: pip install 'deckwright[report]' for them)")
        lines.extend(_measured(report, cards))
        lines.append(f"balance report: {data['report']['page']}{extra}")
    return "\n".join(lines)


def _measured(report: SimulationReport, cards: frozenset[str]) -> list[str]:
    """How many games the report's rule played (when it chose), and each of ``cards`` (the
    --set cards): its lift with the 95% interval and how many times it was used."""
    balance = report.balance
    if balance is None or not cards:
        return []
    lines = ([f"games: {balance.meta.get('games')}, by the rule: {balance.meta['rule']}"]
             if "rule" in balance.meta else [])
    rows = [c for c in balance.cards if {c.id, *c.joined} & cards]
    width = max([len(c.name) for c in rows] + [4])
    lines.append(f"  {'card':<{width}}  {'measured':<8}  {'n':>5}  "
                 f"{'lift (95% interval)':<32}  used")
    for card in rows:
        lift = ("–" if card.lift is None else
                f"{_pp(card.lift)} pp [{_pp(card.lift_low)}, {_pp(card.lift_high)}]")
        note = f"  {UNUSED}" if card.unused else ""
        flag = f" ({card.flag})" if card.flag else ""
        lines.append(f"  {card.name:<{width}}  {card.measure:<8}  {card.held_n:>5}  "
                     f"{lift + flag:<32}  {card.used}{note}")
    short = [c.id for c in rows if not measured(c)]
    if short:
        lines.append(f"short of data after {balance.meta.get('games')} games: "
                     f"{', '.join(short)} (see the report's flags)")
    else:
        lines.append("every card of the set has a lift on enough observations")
    return lines


def _pp(value: float | None) -> str:
    return "–" if value is None else f"{100 * value:+.1f}"
