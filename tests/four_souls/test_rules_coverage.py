"""Every numbered rule of the Four Souls spec is shown by a test that cites it (``FS x.y.z``)
or listed, with its reason, in ``docs/rules-coverage/four-souls.md`` (issue #12)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
# The spec lives beside the repository, not in it; a fresh clone has no copy.
SPEC = ROOT.parent / "shared" / "rules" / "four-souls.md"
COVERAGE = ROOT / "docs" / "rules-coverage" / "four-souls.md"

RULE_LINE = re.compile(r"^(?:#+ *)?(\d+(?:\.\d+)+)\b")
CITATION = re.compile(r"FS[ -]?(?:\d+\.)+\d+(?:\s*(?:,|/|and|&)\s*(?:\d+\.)+\d+)*")
NUMBER = re.compile(r"\d+(?:\.\d+)+")
LISTED_ROW = re.compile(r"^\| *(\d+(?:\.\d+)+) *\|")


def spec_rules(text: str) -> list[str]:
    """The numbered rules of the spec, in order; section 0 is about the document itself."""
    rules = [m.group(1) for line in text.splitlines() if (m := RULE_LINE.match(line))]
    return [rule for rule in rules if not rule.startswith("0.")]


def cited_rules(root: Path) -> set[str]:
    """Rule numbers cited as ``FS x.y.z`` (or ``FS a.b, c.d``) by tests, scenarios and examples."""
    files = [*root.glob("tests/**/*.py"), *root.glob("tests/**/*.yaml"),
             *root.glob("examples/**/*.yaml")]
    cited: set[str] = set()
    for path in files:
        for match in CITATION.finditer(path.read_text(encoding="utf-8", errors="ignore")):
            cited.update(NUMBER.findall(match.group(0)))
    return cited


def listed_rules(text: str) -> set[str]:
    """Rule numbers given a row (and so a reason) in the coverage document's tables."""
    return {m.group(1) for line in text.splitlines() if (m := LISTED_ROW.match(line))}


def is_cited(rule: str, cited: set[str]) -> bool:
    """A rule counts as cited when it, or one of its sub-rules, is cited."""
    return rule in cited or any(c.startswith(rule + ".") for c in cited)


@pytest.fixture(scope="module")
def spec() -> str:
    if not SPEC.is_file():
        pytest.skip(f"the Four Souls spec is not beside this checkout (looked for {SPEC})")
    return SPEC.read_text(encoding="utf-8")


def test_every_numbered_rule_is_cited_by_a_test_or_listed_with_a_reason(spec: str) -> None:
    cited = cited_rules(ROOT)
    listed = listed_rules(COVERAGE.read_text(encoding="utf-8"))
    missing = [rule for rule in spec_rules(spec)
               if not is_cited(rule, cited) and rule not in listed]
    assert missing == [], (f"{len(missing)} rule(s) of {SPEC.name} neither cited as 'FS x.y.z' "
                           f"by a test nor listed in {COVERAGE.relative_to(ROOT)}: {missing}")


def test_the_coverage_document_lists_only_rules_of_the_spec(spec: str) -> None:
    unknown = listed_rules(COVERAGE.read_text(encoding="utf-8")) - set(spec_rules(spec))
    assert unknown == set(), f"{COVERAGE.relative_to(ROOT)} lists rules the spec lacks: {unknown}"


def test_a_rule_now_cited_is_no_longer_listed_as_untested(spec: str) -> None:
    cited = cited_rules(ROOT)
    listed = listed_rules(COVERAGE.read_text(encoding="utf-8"))
    stale = sorted(rule for rule in listed & set(spec_rules(spec)) if is_cited(rule, cited))
    assert stale == [], (f"{COVERAGE.relative_to(ROOT)} still lists rules a test now cites; "
                         f"delete their rows: {stale}")


def test_a_sub_rule_citation_covers_its_parent_but_not_a_sibling() -> None:
    cited = {"6.7.3"}
    assert is_cited("6.7", cited) and is_cited("6.7.3", cited)
    assert not is_cited("6.7.4", cited) and not is_cited("6.7.30", {"6.7.3"})


def test_a_citation_may_name_several_rules() -> None:
    text = 'name: "R-069 the dead player refills (FS 7.7.5, 7.8.4 / 3.1)"\n# FS 9.10.2'
    found = {n for m in CITATION.finditer(text) for n in NUMBER.findall(m.group(0))}
    assert found == {"7.7.5", "7.8.4", "3.1", "9.10.2"}
