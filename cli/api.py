"""``deckwright api``: the Lua API reference for card authors."""

from __future__ import annotations

import click

from deckwright.kernel.scripting.reference import reference

from .context import registry


@click.command("api")
@click.argument("game_id", metavar="[GAME]", required=False)
@click.pass_context
def command(ctx: click.Context, game_id: str | None) -> None:
    """Print the Lua API for card scripts (with GAME's own functions) as Markdown."""
    rules = registry(ctx).game(game_id).ruleset() if game_id else None
    click.echo(reference(rules))
