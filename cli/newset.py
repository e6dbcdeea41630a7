"""``deckwright new-set``: start a homebrew set from the game's template."""

from __future__ import annotations

from pathlib import Path

import click

from deckwright.kernel.sets.newset import new_set

from .context import registry


@click.command("new-set")
@click.argument("game_id", metavar="GAME")
@click.argument("folder", metavar="FOLDER", type=click.Path(file_okay=False))
@click.option("--name", "title", help="The set's display name (default: from the folder).")
@click.pass_context
def command(ctx: click.Context, game_id: str, folder: str, title: str | None) -> None:
    """Make FOLDER a new card set for GAME: a card of each common shape, with scenarios."""
    written = new_set(registry(ctx), game_id, Path(folder), title)
    root = written.parent
    cards = len(list((root / "cards").glob("*.lua"))) if (root / "cards").is_dir() else 0
    click.echo(f"made {written} ({cards} scripts, scenarios in {root / 'scenarios'})")
    click.echo(f"next: deckwright lint {root} && deckwright test {root}")
