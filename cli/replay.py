"""``deckwright replay``: re-run a log, optionally checking every recorded hash."""

from __future__ import annotations

import click

from deckwright.kernel.log import replay

from .context import registry


@click.command("replay")
@click.argument("path", metavar="LOG", type=click.Path(exists=True, dir_okay=False))
@click.option("--verify", is_flag=True,
              help="Check the state hashes recorded in the log; fail if the replay differs.")
@click.option("--show", is_flag=True, help="Print the final table as everyone may see it.")
@click.pass_context
def command(ctx: click.Context, path: str, verify: bool, show: bool) -> None:
    """Replay a game log (from play --save or simulate --logs)."""
    game = replay(path, registry(ctx), verify=verify)
    if show:
        click.echo(game.render(None))
    state = "over" if game.over else "in progress"
    click.echo(f"replayed {len(game.answers)} answers of {game.id} (seed {game.seed}); "
               f"the game is {state}")
    if game.over:
        click.echo(game.rules.result_text(game) or str(game.result))
    if verify:
        click.echo(f"verified: the state hash matches ({game.state_hash()})")
