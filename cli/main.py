"""The ``deckwright`` command: click group, shared options, and one-line errors."""

from __future__ import annotations

import click

from .context import DeckwrightGroup


@click.group(cls=DeckwrightGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.option("--plugin", multiple=True, metavar="MODULE",
              help="Also load this plugin module (dotted name); may be repeated.")
@click.version_option(package_name="deckwright", prog_name="deckwright")
@click.pass_context
def cli(ctx: click.Context, plugin: tuple[str, ...]) -> None:
    """deckwright: a rules engine for tabletop card games.

    Play at the prompt, simulate bot games, replay logs, list cards and run scenarios.
    """
    ctx.ensure_object(type(None))


def _add_commands() -> None:
    from . import (
        api,
        bench,
        cards,
        duel,
        games,
        join,
        lint,
        newset,
        play,
        replay,
        serve,
        shake,
        simulate,
        test,
    )

    for module in (games, play, serve, join, simulate, duel, shake, replay, cards, test, lint,
                   newset, api, bench):
        cli.add_command(module.command)


_add_commands()


def main(argv: list[str] | None = None) -> None:
    """Console entry point."""
    cli.main(args=argv, prog_name="deckwright")


if __name__ == "__main__":
    main()
