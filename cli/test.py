"""``deckwright test``: run scenario files."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import click

from deckwright.kernel.errors import ScenarioError
from deckwright.tools.scenarios.scenario import load_scenarios, run_scenario

from .context import registry
from .prompt import describe_event

if TYPE_CHECKING:
    from deckwright.kernel.game import Game


def story(game: Game) -> list[str]:
    """What happened in a game, a line an entry: answers, events, and what cards said."""
    lines = []
    if len(game.history) == game.history.maxlen:
        lines.append(f"(only the last {game.history.maxlen} entries are kept)")
    for turn, kind, data in game.history:
        if kind == "say":
            lines.append(f"turn {turn}: » {data.get('text', '')}")
        elif kind == "answer":
            lines.append(f"turn {turn}: {data.get('player')} answers {data.get('answer')}")
        else:
            lines.append(f"turn {turn}: {kind} {describe_event(data)}")
    if game.over:
        result = game.result or {}
        winners = ", ".join(result.get("winners") or []) or "nobody"
        lines.append(f"game over: {winners} won ({result.get('reason', 'no reason given')})")
    return lines


def scenario_files(paths: tuple[str, ...]) -> list[Path]:
    """The YAML files named, with folders searched recursively."""
    files: list[Path] = []
    for path in map(Path, paths):
        if path.is_dir():
            # a set folder holds its scenarios beside set.yaml, which is not one
            files.extend(sorted(p for p in path.rglob("*.yaml")
                                if p.is_file() and p.name != "set.yaml"))
        else:
            files.append(path)
    return files


@click.command("test")
@click.argument("paths", metavar="SCENARIO...", nargs=-1, required=True,
                type=click.Path(exists=True))
@click.option("-v", "--verbose", is_flag=True, help="Name every scenario, not only failures.")
@click.option("--show", is_flag=True,
              help="Print what happened in each scenario: answers, events, and what cards "
                   "said (print, ctx:log).")
@click.option("--explain", is_flag=True,
              help="For each failing scenario, print the decision each answer met (who was "
                   "asked, what kind, the options): where each pass went.")
@click.pass_context
def command(ctx: click.Context, paths: tuple[str, ...], verbose: bool, show: bool,
            explain: bool) -> None:
    """Run scenario files (or folders of them) and report each failure."""
    reg = registry(ctx)
    passed = failed = 0
    for file in scenario_files(paths):
        try:
            scenarios = load_scenarios(file)
        except ScenarioError as exc:
            click.echo(f"FAIL {file}: {exc}")
            failed += 1
            continue
        for scenario in scenarios:
            result = run_scenario(scenario, reg)
            if result.passed:
                passed += 1
                if verbose or show:
                    click.echo(f"ok   {scenario.name}")
            else:
                failed += 1
                click.echo(f"FAIL {scenario.name} ({scenario.where})")
                for failure in result.failures:
                    click.echo(f"     {failure}")
                if explain:
                    for line in result.met or ["(no answer was given)"]:
                        click.echo(f"   ? {line}")
            if show and result.game is not None:
                for line in story(result.game):
                    click.echo(f"   | {line}")
    click.echo(f"{passed} passed, {failed} failed")
    if failed:
        ctx.exit(1)
