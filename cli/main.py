"""The ``deckwright`` command: click group, shared options, and one-line errors."""

from __future__ import annotations

import os
import sys
import traceback
from typing import Any

import click

from deckwright.kernel.errors import DeckwrightError
from deckwright.kernel.registry import Registry


class DeckwrightGroup(click.Group):
    """A click group that turns every failure into one clear line and a non-zero exit."""

    def invoke(self, ctx: click.Context) -> Any:
        """Run the command; DeckwrightError → ``error: …`` (exit 1), anything else → exit 2."""
        try:
            return super().invoke(ctx)
        except DeckwrightError as exc:
            click.echo(f"error: {exc}", err=True)
            ctx.exit(1)
        except (click.exceptions.Exit, click.ClickException, click.Abort):
            raise
        except KeyboardInterrupt:
            click.echo("interrupted", err=True)
            ctx.exit(130)
        except Exception as exc:  # never a traceback for a user
            if os.environ.get("DECKWRIGHT_DEBUG"):
                traceback.print_exc()
            click.echo(f"internal error: {type(exc).__name__}: {exc} "
                       "(set DECKWRIGHT_DEBUG=1 for details)", err=True)
            ctx.exit(2)


def registry(ctx: click.Context) -> Registry:
    """The registry for this invocation (built once, with ``--plugin`` modules)."""
    root = ctx.find_root()
    if root.obj is None:
        root.obj = Registry(plugins=root.params.get("plugin") or ())
    return root.obj


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
    from . import cards, games, play, replay, simulate, test

    for module in (games, play, simulate, replay, cards, test):
        cli.add_command(module.command)


_add_commands()


def main(argv: list[str] | None = None) -> None:
    """Console entry point."""
    try:
        extra = Registry(plugins=())
        extra.hook.deckwright_cli_commands(group=cli)
    except DeckwrightError as exc:
        click.echo(f"error: {exc}", err=True)
        sys.exit(1)
    cli.main(args=argv, prog_name="deckwright")


if __name__ == "__main__":
    main()
