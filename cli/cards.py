"""``deckwright cards``: the cards of a game, and how far each is scripted and tested."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import click
from click.core import ParameterSource

from deckwright import kernel as kernel_package
from deckwright.kernel.errors import CardSetError, DeckwrightError
from deckwright.kernel.registry import EVERY_SET
from deckwright.kernel.sets.carddefs import CardDef, CardSet
from deckwright.kernel.sets.library import CardLibrary
from deckwright.kernel.sets.lookup import near_names
from deckwright.tools.scenarios.card_coverage import SIMULATED_GAMES, card_status
from deckwright.tools.scenarios.rulings import RulingCoverage, ruling_report

from .cardtext import say, stat_phrases, type_words
from .catalogue_counts import set_count, total_line
from .context import registry
from .options import set_paths


def default_scenario_dirs(library: CardLibrary) -> list[Path]:
    """Where scenarios are looked for when none is named: each loaded set's ``scenarios``
    folder, then the source checkout's ``tests`` (found from the package, not the current
    folder, so the answer is the same wherever the command runs)."""
    out = [s.path / "scenarios" for s in library.sets if (s.path / "scenarios").is_dir()]
    source_tests = Path(kernel_package.__file__).resolve().parents[1] / "tests"
    if source_tests.is_dir():
        out.append(source_tests)
    return out

@click.command("cards")
@click.argument("game_id", metavar="GAME")
@click.argument("query", required=False)
@click.option("--status", is_flag=True,
              help="Show per card: scripted, tested by a scenario, seen in simulation.")
@click.option("--scenarios", "scenario_dir", type=click.Path(exists=True, file_okay=False),
              help="Where the game's scenarios are (default: each set's own scenarios/ folder "
                   "and, in a source checkout, its tests/ folder: the same from any folder).")
@click.option("--rulings", is_flag=True,
              help="Show per ruling of the game's spec the scenarios that cite it (by naming its "
                   "id, like R-041) and pass; the loaded sets' scenarios are run.")
@click.option("--games", "games", type=click.IntRange(0, 1000), default=SIMULATED_GAMES,
              show_default=True,
              help="With --status: how many seeded random-bot games decide 'seen' "
                   "(0: none, every card 'unseen').")
@click.option("--json", "as_json", is_flag=True, help="Print JSON instead of text.")
@set_paths
@click.pass_context
def command(ctx: click.Context, game_id: str, query: str | None, status: bool,
            scenario_dir: str | None, rulings: bool, games: int, as_json: bool,
            set_paths: tuple[str, ...]) -> None:
    """List GAME's cards (those matching QUERY: a word of the id, name, type or text, or a
    set's id)."""
    if not status and ctx.get_parameter_source("games") is ParameterSource.COMMANDLINE:
        # a count that would change nothing: say so rather than list the cards as if it did
        raise click.UsageError("--games only counts with --status (how many games decide "
                               "'seen')", ctx)
    reg = registry(ctx)
    every_set = EVERY_SET in set_paths
    if every_set:  # the catalogue view: every installed set of the game
        set_paths = tuple(s.id for s in reg.installed_sets(game_id))
    try:
        library = reg.library(game_id, set_paths, every_installed=True)
    except CardSetError as exc:
        # this is where an author checks a set: after the error line, every other problem
        click.echo(f"error: {exc}", err=True)
        for problem in exc.problems[1:200]:
            click.echo(f"  {problem}", err=True)
        if len(exc.problems) > 200:
            click.echo(f"  ... and {len(exc.problems) - 200} more", err=True)
        ctx.exit(1)
    if rulings:
        folders = [Path(scenario_dir)] if scenario_dir else default_scenario_dirs(library)
        _print_rulings(ruling_report(reg, game_id, folders), game_id, as_json)
        return
    cards = list(library.cards.values())
    default_sets = {s.id for s in reg.installed_sets(game_id) if s.default}
    if query:
        cards = _fitting(cards, query)
        if not cards:
            game_name = reg.game(game_id).ruleset.name or game_id
            raise DeckwrightError(_none_fit(library, query, game_name))
    if status:
        # the status of the sets asked for: the default sets alone, or the --set sets
        asked = [s for s in library.sets if _named(s, set_paths)] if set_paths \
            else [s for s in library.sets if s.id in default_sets]
        folders = [Path(scenario_dir)] if scenario_dir else default_scenario_dirs(library)
        table = card_status(reg, game_id, library, folders, set_paths, games=games)
        _print_status(asked, table, as_json, per_card=not every_set)
        return
    if as_json:
        click.echo(json.dumps([c.to_json() for c in cards], sort_keys=True))
        return
    names = {c.id: c.name for c in library.cards.values()}
    for card in cards:
        stats = ", ".join(stat_phrases(card, names))
        copies = f" x{card.copies}" if card.copies != 1 else ""
        origin = "" if card.set_id in default_sets else f" — set {card.set_id}"
        click.echo(f"{card.name} [{card.id}] {type_words(card.type)}{copies}{origin}"
                   f"{' (' + stats + ')' if stats else ''}")
        if card.text:
            click.echo(f"    {card.text}")
        if hints := card.ai.to_json():
            click.echo("    ai: " + ", ".join(f"{k} {say(v, names)}" for k, v in hints.items()))
    click.echo(f"{len(cards)} card{'s' if len(cards) != 1 else ''}")


def _print_status(asked: list[CardSet], table: dict[str, dict[str, Any]], as_json: bool,
                  per_card: bool) -> None:
    """Each card's row (unless only the sets' lines are wanted), each official card not yet
    in a set, then a line per set counting against its official printing, and the total."""
    counts = [set_count(s, table) for s in sorted(asked, key=lambda s: s.id)]
    if as_json:
        click.echo(json.dumps({"cards": [table[c.id] for s in asked for c in s.cards],
                               "sets": [c.to_json() for c in counts]}, sort_keys=True))
        return
    if per_card:
        for card_set in asked:
            for card in card_set.cards:
                row = table[card.id]
                click.echo(f"{row['id']:<28} {row['scripted']:<9} {row['tested']:<8} "
                           f"{row['simulated']}")
            if card_set.catalogue:
                for missing in card_set.catalogue.not_yet:
                    click.echo(f"{missing.name:<28} not yet   needs {missing.needs}")
    if len(counts) == 1 and per_card:
        click.echo(counts[0].line())
        return
    for count in counts:
        click.echo(f"  {count.set_id:<26} {count.done:>4} of {count.official:<4} "
                   f"{count.standing()}")
    click.echo(total_line(counts))


def _fitting(cards: list[CardDef], query: str) -> list[CardDef]:
    """The cards ``query`` fits: a word of the id, name or text, the type, or a set's id."""
    q = query.strip().lower()
    return [c for c in cards if q in c.id or q in c.name.lower() or q in c.text.lower()
            or q in (c.type.lower(), type_words(c.type).lower()) or q == c.set_id]


def _none_fit(library: CardLibrary, query: str, game_name: str) -> str:
    """The one line for a query no card fits: near names if any."""
    shown = query.strip()[:60]
    near = near_names(library, query)
    if near:
        return f"no card of {game_name} fits '{shown}'; did you mean {' or '.join(near)}?"
    return (f"no card of {game_name} fits '{shown}' (give a word of a card's name, id, type "
            "or text, or a set's id; deckwright cards GAME lists them all)")


def _named(card_set: CardSet, set_paths: tuple[str, ...]) -> bool:
    """Whether a --set value names this set: by its id, or by its folder."""
    here = card_set.path.resolve()
    return any(name == card_set.id or Path(name).resolve() == here for name in set_paths)


def _print_rulings(rows: list[RulingCoverage], game_id: str, as_json: bool) -> None:
    """One line per ruling: how many citing scenarios pass, and where the first one is."""
    if as_json:
        click.echo(json.dumps([r.to_json() for r in rows], sort_keys=True))
        return
    if not rows:
        click.echo(f"{game_id} declares no rulings")
        return
    width = max(len(r.name) for r in rows)
    for row in rows:
        if row.failing:
            state = f"FAILING {len(row.failing)}"
        elif row.passing:
            state = f"{len(row.passing)} passing"
        else:
            state = "NO SCENARIO"
        first = (row.failing or row.passing or [""])[0]
        click.echo(f"{row.id} {row.name:<{width}} {state:<12} {_short_place(first)}")
    covered = sum(1 for r in rows if r.passing and not r.failing)
    failing = sum(len(r.failing) for r in rows)
    cited = len({p for r in rows for p in [*r.passing, *r.failing]})
    click.echo(f"{covered} of {len(rows)} rulings with a passing scenario and none failing "
               f"({cited} scenarios cite them; {failing} citations fail)")


def _short_place(where: str) -> str:
    """A scenario's place, relative to the current folder when it is under it."""
    path, _, rest = where.partition(":")
    try:
        path = str(Path(path).relative_to(Path.cwd()))
    except ValueError:
        pass
    return f"{path}:{rest}" if rest else path
