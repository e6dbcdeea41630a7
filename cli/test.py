"""``deckwright test``: run scenario files."""

from __future__ import annotations

from pathlib import Path

import click

from deckwright.kernel.errors import ScenarioError
from deckwright.kernel.scenario import load_scenarios, run_scenario

from .context import registry


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
@click.pass_context
def command(ctx: click.Context, paths: tuple[str, ...], verbose: bool) -> None:
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
                if verbose:
                    click.echo(f"ok   {scenario.name}")
            else:
                failed += 1
                click.echo(f"FAIL {scenario.name} ({scenario.where})")
                for failure in result.failures:
                    click.echo(f"     {failure}")
    click.echo(f"{passed} passed, {failed} failed")
    if failed:
        ctx.exit(1)
