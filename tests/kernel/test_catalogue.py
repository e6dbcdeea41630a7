"""A set's ``catalogue:`` (the printed set it follows) and ``cards --status`` counting by it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckwright.cli.main import cli
from deckwright.kernel.errors import CardSetError
from deckwright.kernel.registry import Registry
from deckwright.kernel.sets.loading import load_set

HEAD = """game: dungeon-raiders
id: tiny
name: Tiny
default: false
"""
CARDS = """cards:
  - id: rat
    name: Rat
    type: monster
    copies: 1
    stats: {strength: 3}
  - id: bat
    name: Bat
    type: monster
    copies: 1
    stats: {strength: 4}
"""


def write_set(tmp_path: Path, catalogue: str) -> Path:
    """A two-card Dungeon Raiders set with the given catalogue block."""
    folder = tmp_path / "tiny"
    folder.mkdir()
    (folder / "set.yaml").write_text(HEAD + catalogue + CARDS)
    return folder


def problems_of(tmp_path: Path, catalogue: str) -> list[str]:
    """The load problems of the set, each one line."""
    with pytest.raises(CardSetError) as caught:
        load_set(write_set(tmp_path, catalogue))
    return caught.value.problems


def test_a_catalogue_is_read_with_its_waiting_cards(tmp_path: Path) -> None:
    card_set = load_set(write_set(tmp_path, "catalogue:\n  cards: 4\n  reprints: 1\n  not_yet:\n"
                                            "    - {name: Ghoul, needs: a curse mechanic}\n"))
    assert card_set.catalogue is not None
    assert (card_set.catalogue.cards, card_set.catalogue.reprints) == (4, 1)
    assert [(n.name, n.needs) for n in card_set.catalogue.not_yet] == [
        ("Ghoul", "a curse mechanic")]


def test_a_set_without_a_catalogue_has_none(tmp_path: Path) -> None:
    assert load_set(write_set(tmp_path, "")).catalogue is None


@pytest.mark.parametrize("catalogue, says", [
    ("catalogue:\n  reprints: 1\n", "catalogue: missing field 'cards'"),
    ("catalogue:\n  cards: many\n", "catalogue: 'cards' must be a whole number from 0"),
    ("catalogue:\n  cards: 3\n  reprint: 1\n", "catalogue: unknown field 'reprint'"),
    ("catalogue:\n  cards: 3\n  reprints: 4\n", "catalogue: 4 reprints in a set of 3 cards"),
    ("catalogue:\n  cards: 3\n  not_yet: [Ghoul]\n", "each 'not_yet' entry is {name:"),
    ("catalogue:\n  cards: 3\n  not_yet:\n    - {name: Ghoul}\n", "each 'not_yet' entry"),
    ("catalogue:\n  cards: 2\n  not_yet:\n    - {name: Ghoul, needs: curses}\n",
     "catalogue: 3 cards held or waiting, but the official set has 2"),
    ("catalogue:\n  cards: 3\n  not_yet:\n    - {name: Rat, needs: nothing}\n",
     "catalogue: 'Rat' is waiting (not_yet) but has an entry"),
    ("catalogue:\n  cards: 3\n  outside: [ghoul]\n",
     "catalogue: 'outside' names 'ghoul', which is no card of this set"),
    ("catalogue: 3\n", "field 'catalogue' must be a mapping"),
])
def test_a_wrong_catalogue_is_one_line_with_its_place(tmp_path: Path, catalogue: str,
                                                       says: str) -> None:
    problems = problems_of(tmp_path, catalogue)
    assert len(problems) == 1, problems
    assert says in problems[0]
    # the line of the catalogue or of its wrong field (the catalogue starts at line 5)
    found = re.match(re.escape(str(tmp_path / "tiny" / "set.yaml")) + r":(\d+): ", problems[0])
    assert found and 5 <= int(found.group(1)) <= 8, problems[0]


def test_status_counts_against_the_printed_set_and_lists_the_waiting(tmp_path: Path) -> None:
    folder = write_set(tmp_path, "catalogue:\n  cards: 3\n  not_yet:\n"
                                 "    - {name: Ghoul, needs: a curse mechanic}\n")
    result = CliRunner().invoke(cli, ["cards", "dungeon-raiders", "--set", str(folder),
                                      "--status"])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[-2].split() == ["Ghoul", "not", "yet", "needs", "a", "curse", "mechanic"]
    # no scenario runs the two monsters, so none is done; the printed set has three
    assert lines[-1] == "0 of 3 cards scripted and tested (set tiny); 1 not yet"


def test_the_four_souls_catalogue_is_every_official_card() -> None:
    # issue #35: 1,014 official cards in 23 sets (Requiem's rooms in Requiem), 60 reprints
    sets = Registry().installed_sets("four-souls")
    catalogues = {s.id: s.catalogue for s in sets}
    assert all(c is not None for c in catalogues.values()), catalogues
    assert len(catalogues) == 23
    assert sum(c.cards for c in catalogues.values() if c) == 1014
    assert sum(c.reprints for c in catalogues.values() if c) == 60


def test_set_all_names_every_installed_set_of_the_game() -> None:
    # issue #35: --set all, for the catalogue view and for simulate
    registry = Registry()
    installed = [s.id for s in registry.installed_sets("four-souls")]
    assert registry.set_refs("four-souls", ["all"]) == installed
    assert registry.set_refs("four-souls", ["plus", "all"]) == \
        ["plus", *[i for i in installed if i != "plus"]]


def test_the_catalogue_view_prints_a_line_per_set_and_the_total() -> None:
    result = CliRunner().invoke(cli, ["cards", "dungeon-raiders", "--set", "all", "--status"])
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[-1].startswith("51 of 51 official cards scripted and "
                                                     "tested (51 not reprints) in 1 set")
