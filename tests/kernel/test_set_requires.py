"""A set's ``requires:``: the installed sets loaded with it, before it (issue #35: the alt-art
characters start with Four Souls+, Gold Box and Requiem items)."""

from __future__ import annotations

from pathlib import Path

import pytest

from deckwright.kernel.errors import CardSetError
from deckwright.kernel.registry import Registry
from deckwright.kernel.sets.loading import load_set

SET = """game: four-souls
id: needy
name: Needy
default: false
requires: {requires}
cards: []
"""


def folder(tmp_path: Path, requires: str) -> Path:
    """A card set that requires ``requires`` (YAML text)."""
    out = tmp_path / "needy"
    out.mkdir()
    (out / "set.yaml").write_text(SET.format(requires=requires))
    return out


def test_a_set_brings_the_sets_it_requires_before_it() -> None:
    ids = [s.id for s in Registry().library("four-souls", ["alt-art"]).sets]
    assert ids.index("plus") < ids.index("alt-art")
    assert {"gold-box", "requiem"} <= set(ids[:ids.index("alt-art")])


def test_the_starting_items_of_a_sets_characters_are_dealt_without_naming_their_sets() -> None:
    # FS 2.1.8: an alt-art character enters with its starting item, a card of another set
    for seed in range(6):
        game = Registry().new_game("four-souls", players=4, seed=seed, sets=["alt-art"])
        assert game.error is None, (seed, game.error)


def test_a_folder_set_requires_an_installed_one(tmp_path: Path) -> None:
    ids = [s.id for s in Registry().library("four-souls", [str(folder(tmp_path, "[plus]"))]).sets]
    assert ids[-2:] == ["plus", "needy"]


def test_a_requirement_not_installed_is_one_error(tmp_path: Path) -> None:
    with pytest.raises(CardSetError, match="set 'needy' requires the set 'pluss', which is not "
                                           "installed"):
        Registry().library("four-souls", [str(folder(tmp_path, "[pluss]"))])


@pytest.mark.parametrize("requires, says", [
    ("plus", "field 'requires' must be a list of set ids"),
    ("[Plus Set]", "field 'requires' must be a list of set ids"),
    ("[needy]", "set 'needy' cannot require itself"),
])
def test_a_wrong_requires_field_is_one_error_with_its_line(tmp_path: Path, requires: str,
                                                           says: str) -> None:
    with pytest.raises(CardSetError) as caught:
        load_set(folder(tmp_path, requires))
    assert len(caught.value.problems) == 1
    assert caught.value.problems[0].endswith(says) or says in caught.value.problems[0]
    assert ":5: " in caught.value.problems[0]
