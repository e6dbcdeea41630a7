"""Options several commands share, and their parsing."""

from __future__ import annotations

from typing import Any

import click


def parse_options(pairs: tuple[str, ...]) -> dict[str, Any]:
    """``--option name=value`` pairs as a dict (values stay text; the game converts them)."""
    out: dict[str, Any] = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep or not name.strip():
            raise click.BadParameter(f"'{pair}' must look like name=value", param_hint="--option")
        out[name.strip()] = value.strip()
    return out


game_options = click.option(
    "--option", "option_pairs", multiple=True, metavar="NAME=VALUE",
    help="A game option (variant), e.g. --option tactical=true; may be repeated.",
)
set_paths = click.option(
    "--set", "set_paths", multiple=True, metavar="FOLDER|NAME",
    help="Also load this card set: a folder (homebrew) or an installed set's name "
         "(deckwright games lists them), or all for every installed set; may be repeated.",
)
