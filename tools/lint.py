"""Checking a card set without playing it: every problem at once (``deckwright lint``).

What it finds: set.yaml against the game's schema (fields, stats, types, ids, script files),
scripts that do not compile or load (a table of abilities, known events, fields, entry points
and ctx functions, no restricted names), params a card's script does not declare, cards a
game cannot play without a script, card ids that clash with the installed sets, scenario files
that do not read, and cards no scenario in the folder names. Tags the game does not declare
are warnings: reported, never a failure.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from deckwright.kernel.boundedread import read_at_most
from deckwright.kernel.errors import CardSetError, DeckwrightError
from deckwright.kernel.sets.carddefs import CardSet
from deckwright.kernel.sets.loading import load_set, peek_game
from deckwright.kernel.sets.scriptproblems import script_problems
from deckwright.kernel.sets.yamlread import MAX_YAML_BYTES

from .scenarios.scenario import load_scenarios

if TYPE_CHECKING:
    from deckwright.kernel.registry import Registry


@dataclass
class LintReport:
    """What checking one set found."""

    path: Path
    game: str | None = None
    set_id: str | None = None
    problems: list[str] = field(default_factory=list)
    # what may be meant but looks like a mistake (a tag the game does not declare): printed,
    # marked "warning:", and no reason to fail
    warnings: list[str] = field(default_factory=list)
    cards: int = 0
    scripts: int = 0
    scenarios: int = 0

    @property
    def ok(self) -> bool:
        """Whether nothing was found."""
        return not self.problems


def lint_set(registry: Registry, path: str | Path, scenarios: Path | None = None) -> LintReport:
    """Check the set folder ``path`` (scenarios: every other YAML file under ``scenarios``,
    by default the set's own folder)."""
    root = Path(path)
    if root.is_file():
        root = root.parent
    report = LintReport(root)
    file = root / "set.yaml"
    game_id = _game_of(registry, root, report)
    if game_id is None:
        return report
    report.game = game_id
    try:
        card_set = load_set(root, registry.schema(game_id), game_id,
                            registry.shared_scripts(game_id), report.problems,
                            report.warnings)
    except CardSetError as exc:
        report.problems.extend(exc.problems)
        return report
    report.set_id = card_set.id
    report.cards = len(card_set.cards)
    _check_clashes(registry, game_id, card_set, file, report)
    _check_scripts(registry, game_id, card_set, file, report)
    _check_scenarios(card_set, scenarios or root, file, report)
    return report


def _game_of(registry: Registry, root: Path, report: LintReport) -> str | None:
    if not (root / "set.yaml").exists():
        report.problems.append(f"{root}: no set.yaml in this folder")
        return None
    try:
        game_id = peek_game(root)
    except CardSetError as exc:
        report.problems.extend(exc.problems)
        return None
    if not isinstance(game_id, str):
        report.problems.append(f"{root / 'set.yaml'}:1: missing field 'game'")
        return None
    try:
        registry.game(game_id)
    except DeckwrightError as exc:
        report.problems.append(f"{root / 'set.yaml'}:1: {exc}")
        return None
    return game_id


def _check_clashes(registry: Registry, game_id: str, card_set: CardSet, file: Path,
                   report: LintReport) -> None:
    installed = {}
    for other in registry.installed_sets(game_id):
        if other.path.resolve() == card_set.path.resolve():
            continue
        installed.update({c.id: other.id for c in other.cards})
    for card in card_set.cards:
        if card.id in installed:
            report.problems.append(f"{file}:{card.line}: card '{card.id}' is already defined by "
                                   f"set '{installed[card.id]}'")


def _check_scripts(registry: Registry, game_id: str, card_set: CardSet, file: Path,
                   report: LintReport) -> None:
    report.scripts = sum(1 for c in card_set.cards if c.script is not None)
    report.problems.extend(script_problems(
        registry.game(game_id).ruleset(), registry.installed_sets(game_id), registry.pm,
        card_set))


def _check_scenarios(card_set: CardSet, folder: Path, file: Path, report: LintReport) -> None:
    """Every scenario file reads; every card is named by one (its id in the file)."""
    texts: list[str] = []
    for path in sorted(folder.rglob("*.yaml")):
        if path.name == "set.yaml" or not path.is_file():
            continue
        # a broken file is reported once, not again for each card it names (read only as far
        # as a scenario file may go: the loader refuses a longer one)
        try:
            texts.append(read_at_most(path, MAX_YAML_BYTES)[:MAX_YAML_BYTES]
                         .decode("utf-8", errors="replace"))
        except OSError:
            pass
        try:
            report.scenarios += len(load_scenarios(path))
        except DeckwrightError as exc:
            report.problems.append(str(exc))
    text = "\n".join(texts)
    for card in card_set.cards:
        if not re.search(rf"(?<![A-Za-z0-9_-]){re.escape(card.id)}(?![A-Za-z0-9_-])", text):
            report.problems.append(f"{file}:{card.line}: card '{card.id}' has no scenario (no "
                                   f"scenario file under {folder} names it)")
