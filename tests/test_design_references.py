"""Every reference to a section of the design in the code (the word DESIGN, a space and the
section sign with its number) names a heading of ``docs/design.md`` (issue #30). The
references are collected from the ``.py`` files of the repository, so removing or
renumbering a section the code cites fails here. This file is written so that it holds no
reference itself: ``grep -rn`` for them counts the code's alone."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).parents[1]
PAGE = ROOT / "docs" / "design.md"
FOLDERS = ("kernel", "plugins", "cli", "net", "tools", "tests", "benchmarks", "examples")
SKIPPED = {".venv", "venv", "build", "dist", "__pycache__", ".git"}

WORD = "DESIGN"
SECTION = r"§\d+(?:\.\d+)*"
# the word, then one or more section numbers: "§2.2", "§5, §6"
REFERENCE = re.compile(rf"{WORD} ({SECTION}(?:,\s*{SECTION})*)")
NUMBER = re.compile(r"§(\d+(?:\.\d+)*)")
# a mention of the design that names no section: no reader could follow it
STRAY = re.compile(rf"\b{WORD}\b(?! §\d)")
# "## 2. The kernel", "### 2.1 State"
HEADING = re.compile(r"^#{2,6} (\d+(?:\.\d+)*)\.? ", re.M)


def _sources() -> list[Path]:
    this = Path(__file__).resolve()
    files = []
    for folder in FOLDERS:
        base = ROOT / folder
        if base.is_dir():
            files.extend(
                p for p in base.rglob("*.py")
                if not SKIPPED & set(p.relative_to(ROOT).parts) and p.resolve() != this
            )
    return sorted(files)


def _lines() -> list[tuple[str, str]]:
    """(``file:line``, text) of every line of the sources that mentions the design."""
    out = []
    for path in _sources():
        text = path.read_text(encoding="utf-8")
        if WORD not in text:
            continue
        for number, line in enumerate(text.splitlines(), start=1):
            if WORD in line:
                out.append((f"{path.relative_to(ROOT)}:{number}", line))
    return out


def headings() -> list[str]:
    """The section numbers of the page's headings, in order."""
    return HEADING.findall(PAGE.read_text(encoding="utf-8"))


def test_every_design_reference_names_a_heading_of_docs_design_md() -> None:
    sections = set(headings())
    found: list[tuple[str, str]] = []  # (file:line, section number)
    citing_lines = resolved_lines = 0
    for where, line in _lines():
        numbers = [n for m in REFERENCE.finditer(line) for n in NUMBER.findall(m.group(1))]
        if f"{WORD} §" in line:
            citing_lines += 1
            resolved_lines += bool(numbers) and all(n in sections for n in numbers)
        found.extend((where, n) for n in numbers)
    resolved = [(where, n) for where, n in found if n in sections]
    missing = [f"{where}: §{n}" for where, n in found if n not in sections]
    assert len(found) >= 30, f"only {len(found)} references found: is the search right?"
    assert len(resolved) == len(found), (
        f"{len(missing)} of {len(found)} references name no heading of docs/design.md:\n"
        + "\n".join(missing)
    )
    assert resolved_lines == citing_lines, "a line cites the design in a form not understood"


def test_the_design_is_cited_by_section() -> None:
    stray = [f"{where}: {line.strip()}" for where, line in _lines() if STRAY.search(line)]
    assert not stray, f"cite the design as '{WORD} §N':\n" + "\n".join(stray)


def test_each_section_number_is_used_once() -> None:
    numbers = headings()
    twice = sorted({n for n in numbers if numbers.count(n) > 1})
    assert not twice, f"docs/design.md numbers more than one heading {', '.join(twice)}"
