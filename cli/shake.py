"""``deckwright shake``: seeded random-bot games with the invariants checked at a sample of
answers and a sample of logs replayed, to shake out a game or a homebrew set; with ``--set``
it says which of the set's cards came up and how often."""

from __future__ import annotations

import json
import sys

import click

from deckwright.tools.shake import (
    CHECK_EVERY,
    REPLAY_EVERY,
    ShakePlan,
    ShakeReport,
    default_jobs,
    shake,
)

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
@click.option("--check-every", type=click.IntRange(1, None), default=CHECK_EVERY,
              show_default=True,
              help="Check the invariants after about one answer in N (seeded: the same answers "
                   "in every run), and in each game's first and last state; 1 checks every "
                   "answer.")
@click.option("--replay-every", type=click.IntRange(1, None), default=REPLAY_EVERY,
              show_default=True,
              help="Replay the log of every N-th game (the first game's always); 1 replays "
                   "every log.")
@click.option("--no-views", is_flag=True,
              help="Skip the check that no seat's view shows a hidden card (faster).")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object instead of text.")
@game_options
@set_paths
@click.pass_context
def command(ctx: click.Context, game_id: str, games: int, seed: int, players: int | None,
            jobs: int | None, max_decisions: int, check_every: int, replay_every: int,
            no_views: bool, as_json: bool, option_pairs: tuple[str, ...],
            set_paths: tuple[str, ...]) -> None:
    """Play GAMES random-bot games of GAME (options mixed unless given with --option) and
    check, after about one answer in --check-every (100) and at each game's end: each card in
    exactly one zone, no object id used twice, counters in their ranges, no hidden card in
    another seat's view; every game ends; the log of every --replay-every-th (20th) game
    replays to the same state. Names any card whose script raised, with the command that
    repeats it with every answer checked. With --set, lists each card of those sets: the
    games it came up in (came into play or its script ran), drawn, played and used."""
    reg = registry(ctx)
    reg.game(game_id)
    plan = ShakePlan(game_id, games, seed=seed, players=players,
                     options=parse_options(option_pairs), sets=tuple(set_paths),
                     max_decisions=max_decisions, check_views=not no_views,
                     check_every=check_every, replay_every=replay_every)
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
    """The report as text: totals, the set's cards seen, then each problem with the command
    that repeats it."""
    data = report.to_json()
    games = data["games"]
    every = ("every answer" if data["check_every"] == 1
             else f"about one answer in {data['check_every']}")
    lines = [f"{games} games of {report.game}, {data['decisions']} answers "
             f"({data['seconds']} s, {games / max(data['seconds'], 1e-9):.1f} games/s)",
             f"invariants checked in {data['checked']} states: after {every} and at each "
             "game's start and end",
             f"invariant violations: {len(data['violations'])}",
             f"logs replayed: {data['logs_replayed']} of {games} games "
             f"({_which_logs(data['replay_every'])}), {data['logs_verified']} verified",
             f"cards whose script raised: {len(data['failing_cards'])}"]
    lines.extend(_cards_seen(data["cards"], games))
    for item in data["violations"][:20]:
        lines.append(f"  seed {item['seed']}: {item['problem']}")
        lines.append(f"    repeat: {item['command']}")
    for item in data["failing_cards"]:
        lines.append(f"  card {item['card']}: {item['error']}")
        lines.append(f"    repeat: {item['command']}")
    lines.append("OK" if report.ok else "PROBLEMS FOUND")
    return "\n".join(lines)


def _which_logs(every: int) -> str:
    return "every game" if every == 1 else f"the first game and every {_nth(every)} after it"


def _nth(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _cards_seen(cards: list[dict], games: int) -> list[str]:
    """The table of the --set cards: in how many games each came up, and its counts."""
    if not cards:
        return []
    came_up = sum(1 for c in cards if c["games"])
    sets = ", ".join(dict.fromkeys(c["set"] for c in cards))
    lines = [f"cards of {sets} that came up: {came_up} of {len(cards)} "
             "(came into play or their script ran)"]
    width = max(len(c["name"]) for c in cards)
    lines.append(f"  {'card':<{width}}  {'games':>11}  {'drawn':>5}  {'played':>6}  "
                 f"{'used':>5}")
    for card in cards:
        share = f"{card['games']} of {games}"
        lines.append(f"  {card['name']:<{width}}  {share:>11}  {card['drawn']:>5}  "
                     f"{card['played']:>6}  {card['used']:>5}"
                     + ("" if card["games"] else "  never came up: play more games"))
    return lines
