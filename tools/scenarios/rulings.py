"""Which scenarios cite each ruling of a game's spec, and whether they pass: the coverage
report of ``deckwright cards GAME --rulings``."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from deckwright.kernel.errors import DeckwrightError

from .scenario import load_scenarios, run_scenario

if TYPE_CHECKING:
    from deckwright.kernel.registry import Registry

CITATION = re.compile(r"\b[A-Z]+-\d+\b")


@dataclass
class RulingCoverage:
    """One ruling: its id and name, and the scenarios naming it that pass and that fail."""

    id: str
    name: str
    rules: str = ""
    passing: list[str] = field(default_factory=list)
    failing: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        """The row as plain data."""
        return {"id": self.id, "name": self.name, "rules": self.rules,
                "passing": self.passing, "failing": self.failing}


def ruling_report(registry: Registry, game_id: str, folders: list[Path]
                  ) -> list[RulingCoverage]:
    """Every ruling the game declares, in order, with the scenarios (``file:line: name``)
    under ``folders`` whose name cites it; each such scenario is run once."""
    rulings = registry.game(game_id).ruleset.rulings
    rows = {rid: RulingCoverage(rid, str(info.get("name", "")), str(info.get("rules", "")))
            for rid, info in rulings.items()}
    seen: set[Path] = set()
    for folder in folders:
        files = [folder] if folder.is_file() else sorted(
            [*folder.rglob("*.yaml"), *folder.rglob("*.yml")]) if folder.is_dir() else []
        for file in files:
            if file.resolve() in seen:
                continue
            seen.add(file.resolve())
            _cite(registry, game_id, file, rows)
    return list(rows.values())


def _cite(registry: Registry, game_id: str, file: Path,
          rows: dict[str, RulingCoverage]) -> None:
    """Run the scenarios of one file that cite a ruling, and file each under its rulings."""
    try:
        scenarios = load_scenarios(file)
    except DeckwrightError:
        return  # not a scenario file (or a broken one: `deckwright test` reports those)
    for scenario in scenarios:
        if scenario.game != game_id:
            continue
        cited = [c for c in dict.fromkeys(CITATION.findall(scenario.name)) if c in rows]
        if not cited:
            continue
        passed = run_scenario(scenario, registry).passed
        where = f"{file}:{scenario.line}: {scenario.name}"
        for rid in cited:
            (rows[rid].passing if passed else rows[rid].failing).append(where)
