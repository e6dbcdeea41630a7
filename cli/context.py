"""What every command shares: the error-catching group class and the registry."""

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
        except BrokenPipeError:
            # the reader went away (``| head``): nothing more to say, and nobody to say it to
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
            ctx.exit(0)
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
