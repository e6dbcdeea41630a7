"""Options several commands share, and their parsing."""

from __future__ import annotations

from typing import Any

import click

from deckwright.kernel.levels import DEFAULT_BUDGET


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
# the bot levels, as every command that seats bots explains them (kernel/levels.py)
LEVELS_HELP = ("Levels: easy (the heuristic bot answering a quarter of its picks at random; "
               "in Munchkin it also ignores a rival's fight for level 10), normal (the "
               "heuristic bot; also called heuristic), hard (the lookahead bot, in Four Souls "
               "and Munchkin; elsewhere the heuristic bot, said when it plays).")
bot_budget = click.option(
    "--budget", type=click.FloatRange(0.01, 60.0), default=DEFAULT_BUDGET, show_default=True,
    metavar="SECONDS",
    help="How long a bot that thinks ahead (the level hard) may take over one decision.",
)
