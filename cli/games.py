"""``deckwright games``: the installed games."""

from __future__ import annotations

import click

from deckwright.kernel.errors import DeckwrightError

from .context import registry


@click.command("games")
@click.pass_context
def command(ctx: click.Context) -> None:
    """List the installed games with their player counts and options."""
    reg = registry(ctx)
    games = reg.games()
    for name, problem in reg.broken.items():
        click.echo(f"{name}: failed to load ({problem})")
    if not games:
        click.echo("no games installed")
        return
    for game_id, definition in games.items():
        rules = definition.ruleset
        click.echo(f"{game_id}: {rules.name} ({rules.min_players}-{rules.max_players} players)")
        try:
            sets = reg.installed_sets(game_id)
        except DeckwrightError as exc:
            click.echo(f"    sets: cannot be read ({exc})")
            sets = []
        for card_set in sets:
            how = "always" if card_set.default else f"with --set {card_set.id}"
            click.echo(f"    set {card_set.id}: {card_set.name}, {len(card_set.cards)} cards "
                       f"({how})")
        for option in rules.options:
            click.echo(f"    --option {option.name}=… (default {option.default}): {option.help}")
