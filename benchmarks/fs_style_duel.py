"""Tune the Four Souls heuristic bot's style (issue #36) by cheap duels: one seat plays the
heuristic bot with a :class:`~deckwright.plugins.four_souls.bot_style.Style` changed field by
field, the other three play the normal bot, no lookahead anywhere::

    python benchmarks/fs_style_duel.py soul_worth=4 death_cost=0.6 --games 400 --seed 0

A heuristic game takes ~0.2 s, so 400 games on two jobs take a minute or two. Each change
is measured over the same seeds (0-399) as the others and a winner confirmed on fresh ones
(1000-1399), so no noise is fitted. ``--from sharp`` starts from ``SHARP``, not the normal
bot's defaults.
"""

from __future__ import annotations

import argparse
import ast
import dataclasses
import sys
from typing import Any

from deckwright.kernel.hooks import hookimpl
from deckwright.kernel.registry import Registry
from deckwright.plugins.four_souls.bot_style import NORMAL, SHARP, Style
from deckwright.plugins.four_souls.bots import HeuristicBot
from deckwright.tools.simulation.duel import duel

NAME = "styled"


def style_of(base: Style, pairs: list[str]) -> Style:
    """``base`` with each ``field=value`` of ``pairs`` (a Python literal) changed."""
    fields = {f.name for f in dataclasses.fields(Style)}
    changes: dict[str, Any] = {}
    for pair in pairs:
        name, sep, text = pair.partition("=")
        if not sep or name not in fields:
            raise SystemExit(f"{pair!r}: expected FIELD=VALUE, FIELD one of "
                             f"{', '.join(sorted(fields))}")
        try:
            changes[name] = ast.literal_eval(text)
        except (ValueError, SyntaxError) as exc:
            raise SystemExit(f"{pair!r}: the value is not a Python literal ({exc})") from None
    return dataclasses.replace(base, **changes)


class StyledAgents:
    """A plugin adding the styled heuristic bot as the agent :data:`NAME`."""

    def __init__(self, style: Style) -> None:
        self.style = style

    @hookimpl
    def deckwright_agents(self) -> dict[str, Any]:
        """The heuristic bot playing by this style."""
        style = self.style

        def styled(seat: str, game: Any) -> HeuristicBot:
            return HeuristicBot(seat, game, style)
        return {NAME: styled}


def main(argv: list[str] | None = None) -> int:
    """Run one duel of the styled heuristic against three normal bots; print one line."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("changes", nargs="*", help="FIELD=VALUE changes to the style")
    parser.add_argument("--from", dest="base", choices=("normal", "sharp"), default="normal")
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--against", default="normal")
    args = parser.parse_args(argv)
    style = style_of(SHARP if args.base == "sharp" else NORMAL, args.changes)
    registry = Registry()
    registry.pm.register(StyledAgents(style))
    report = duel(registry, "four-souls", challenger=NAME, others=[args.against],
                  games=args.games, players=4, seed=args.seed, options={}, sets=(),
                  jobs=args.jobs)
    rate, interval = report.win_rate()
    low, high = interval or (0.0, 0.0)
    mine, theirs = report.deaths_per_game()
    changed = " ".join(args.changes) or "(no change)"
    print(f"{args.base}+{changed}: {report.wins}/{report.played} = {100 * rate:.1f}% "
          f"[{100 * low:.1f}, {100 * high:.1f}] seeds {args.seed}-{args.seed + args.games - 1}"
          f", errors {report.errors}, deaths {mine:.2f} vs {theirs:.2f}, "
          f"{report.seconds:.0f} s")
    return 1 if report.errors else 0


if __name__ == "__main__":
    sys.exit(main())
