"""One answer syntax everywhere (#34): every form of the table in docs/writing-cards.md
("Answers") is answered at a real decision, in a scenario and typed at the play prompt
(``printf EXAMPLE | deckwright play four-souls --setup FILE --answered``), and gives what the
table says; so the table and the code cannot drift."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from deckwright.kernel.answers import OBJECT_NUMBER
from deckwright.kernel.log import read_log
from deckwright.kernel.registry import Registry
from deckwright.tools.scenarios.scenario import load_scenarios, run_scenario

ROOT = Path(__file__).resolve().parents[1]
DOC = (ROOT / "docs" / "writing-cards.md").read_text(encoding="utf-8")
SETUP = """\
name: answer forms
game: four-souls
players: 2
seed: 1
setup:
  start: action
  first: p1
  characters: {p1: lazarus, p2: maggy}
  monsters: {monster.1: gurdy, monster.2: gurdy-jr}
  hands:
    p1: [xiv-temperance, bomb, a-penny, a-penny, a-penny, a-penny, a-penny, a-penny, a-penny,
         a-penny, a-penny, a-penny]
    p2: []
  counters: {p1.cents: 5}
answers:
"""
# where each question of the table's "Asked at" is met: who answers it, after which answers
# (written in full, as ids without object numbers)
ASKED_AT: dict[str, tuple[str, list[dict[str, str]]]] = {
    "p1's priority": ("p1", []),
    "p2's priority": ("p2", [{"p1": "play:bomb"}, {"p1": "target:p2"}, {"p1": "pass"}]),
    "Bomb!'s target": ("p1", [{"p1": "play:bomb"}]),
    "XIV. Temperance's mode": ("p1", [{"p1": "play:xiv-temperance"}]),
    "the hand limit's discard": ("p1", [{"p1": "end-turn"}, {"p2": "pass"}, {"p1": "pass"},
                                        {"p2": "pass"}]),
    "barter: give ¢ to whom": ("p1", [{"p1": "barter"}]),
    "barter: how many ¢": ("p1", [{"p1": "barter"}, {"p1": "player:p2"}]),
}


@dataclass
class Form:
    """One row of the table: what is written, where it is asked, what it gives, and where
    it is accepted (both, prompt, scenario)."""

    form: str
    example: str
    asked_at: str
    gives: str
    where: str

    def wanted(self) -> Any:
        """The answer the game must record, object numbers as ``#N`` (None: an error)."""
        text = _code(self.gives)
        if self.gives.startswith("error"):
            return None
        if text.startswith("["):
            return [item.strip() for item in text.strip("[]").split(",")]
        return text


def _code(cell: str) -> str:
    """The first `code` of a table cell."""
    found = re.search(r"`([^`]*)`", cell)
    assert found, f"no `code` in {cell!r}"
    return found.group(1)


def table() -> list[Form]:
    """The rows of the Answers table of docs/writing-cards.md."""
    section = DOC.split("**Answers.**", 1)[1].split("\n\n| Form |", 1)[1]
    rows = [line for line in section.split("\n\n", 1)[0].splitlines()[2:]]
    forms = []
    for row in rows:
        cells = [c.strip() for c in row.strip().strip("|").split("|")]
        assert len(cells) == 5, row
        form, example, asked, gives, where = cells
        forms.append(Form(form, _code(example), asked, gives, where))
    return forms


FORMS = table()


def numbered(value: Any) -> Any:
    """An answer as the table writes it: text, object numbers as ``#N``."""
    if isinstance(value, list):
        return [numbered(v) for v in value]
    return OBJECT_NUMBER.sub("#N", str(value))


def scenario_file(tmp_path: Path, row: Form, last: str | None) -> tuple[Path, int]:
    """A scenario of the table's set-up answering up to the row's question, then ``last``
    as written in a file (if given); and how many answers come before it."""
    seat, before = ASKED_AT[row.asked_at]
    lines = [f"  - {json.dumps(a)}" for a in before]
    if last is not None:
        lines.append(f"  - {seat}: {last}")
    path = tmp_path / "forms.yaml"
    text = SETUP + "".join(f"{line}\n" for line in lines) if lines else SETUP.replace(
        "answers:\n", "answers: []\n")
    path.write_text(text, encoding="utf-8")
    return path, len(before)


def test_the_table_has_every_form_and_each_question_is_a_real_one() -> None:
    assert len(FORMS) >= 12
    for row in FORMS:
        assert row.asked_at in ASKED_AT, f"{row.asked_at!r}: add where it is asked to ASKED_AT"
        assert row.where in ("both", "prompt", "scenario"), row.where


@pytest.mark.parametrize("row", FORMS, ids=[f.example for f in FORMS])
def test_a_scenario_reads_each_form_as_the_table_says(row: Form, tmp_path: Path) -> None:
    path, before = scenario_file(tmp_path, row, row.example)
    [scenario] = load_scenarios(path)
    result = run_scenario(scenario, Registry())
    if row.where == "prompt":  # an option's number: refused, naming the ids on offer
        assert not result.passed
        assert "is an option's number" in result.failures[0], result.failures
        assert "on offer: target:p1, target:p2" in result.failures[0]
        return
    if row.wanted() is None:
        assert not result.passed
        for option in re.findall(r"`([^`]*)`", row.gives):
            assert option in result.failures[0], result.failures
        return
    assert result.passed, result.failures
    assert result.game is not None
    seat, answer = result.game.answers[before]
    assert (seat, numbered(answer)) == (ASKED_AT[row.asked_at][0], row.wanted())


@pytest.mark.parametrize("row", [f for f in FORMS if f.where != "scenario"],
                         ids=[f.example for f in FORMS if f.where != "scenario"])
def test_the_prompt_reads_each_form_as_the_table_says(row: Form, tmp_path: Path) -> None:
    path, before = scenario_file(tmp_path, row, None)
    log = tmp_path / "game.jsonl"
    typed = subprocess.run(
        [sys.executable, "-m", "deckwright.cli", "play", "four-souls", "--setup", str(path),
         "--answered", "--save", str(log)],
        input=row.example + "\n", capture_output=True, text=True, timeout=120, check=False)
    answers = read_log(log, strict=False).answers
    if row.wanted() is None:
        assert len(answers) == before, typed.stdout[-2000:]
        said = [line for line in typed.stdout.splitlines() if f"'{row.example}'" in line][-1]
        for option in re.findall(r"`([^`]*)`", row.gives):
            assert option in said, said
        return
    assert len(answers) > before, typed.stdout[-2000:]
    _, seat, answer, _ = answers[before]
    assert (seat, numbered(answer)) == (ASKED_AT[row.asked_at][0], row.wanted())
