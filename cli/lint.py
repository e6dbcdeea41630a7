"""``deckwright lint``: check card sets without playing them, every problem at once."""

from __future__ import annotations

import json
from pathlib import Path

import click

from deckwright.tools.lint import lint_set

from .context import registry


@click.command("lint")
@click.argument("paths", metavar="SET_FOLDER...", nargs=-1, required=True,
                type=click.Path(exists=True))
@click.option("--scenarios", "scenario_dir", type=click.Path(exists=True, file_okay=False),
              help="Where the set's scenarios are (default: the set's own folder).")
@click.option("--json", "as_json", is_flag=True, help="Print JSON instead of text.")
@click.pass_context
def command(ctx: click.Context, paths: tuple[str, ...], scenario_dir: str | None,
            as_json: bool) -> None:
    """Check set folders: set.yaml, every script, names, scenarios. Exit 1 on any problem."""
    reg = registry(ctx)
    reports = [lint_set(reg, path, Path(scenario_dir) if scenario_dir else None)
               for path in paths]
    if as_json:
        click.echo(json.dumps([{"path": str(r.path), "game": r.game, "set": r.set_id,
                                "cards": r.cards, "scripts": r.scripts,
                                "scenarios": r.scenarios, "problems": r.problems,
                                "warnings": r.warnings}
                               for r in reports], sort_keys=True))
    else:
        for report in reports:
            for problem in report.problems:
                click.echo(problem)
            for warning in report.warnings:
                click.echo(warning)
            name = report.set_id or report.path
            warned = len(report.warnings)
            warnings = f", {warned} warning{'s' if warned != 1 else ''}" if warned else ""
            if report.ok:
                click.echo(f"ok: set {name} ({report.game}): {report.cards} cards, "
                           f"{report.scripts} scripts, {report.scenarios} scenarios{warnings}")
            else:
                count = len(report.problems)
                click.echo(f"set {name}: {count} problem{'s' if count != 1 else ''}{warnings}")
    if any(not r.ok for r in reports):
        ctx.exit(1)
