"""A homebrew race or class is a word items may require, and a word nobody has is refused
when the set loads (the examples' author: `requires: [bard]` never let a Bard wear the lute;
`requires: [dwarfs]` loaded and no Dwarf could ever wear the item)."""

from __future__ import annotations

from pathlib import Path

import pytest

from deckwright.kernel import Registry
from deckwright.kernel.errors import CardSetError

SET = """\
game: munchkin
id: bards
name: Bards
version: "1"
default: false
cards:
  - {{id: bard, name: Bard, type: class, copies: 0, stats: {{deck: door}},
     text: "A class with no ability of its own.", tags: [keyword-only]}}
  - {{id: lute, name: Lute, type: item, copies: 0,
     stats: {{deck: treasure, value: 300, bonus: 2, slot: hands, hands: 1,
             requires: [{word}]}}, text: "Bards only. +2."}}
"""


def bards(tmp_path: Path, word: str) -> Path:
    root = tmp_path / "bards"
    root.mkdir()
    (root / "set.yaml").write_text(SET.format(word=word), encoding="utf-8")
    return root


def test_a_homebrew_class_lets_its_player_wear_what_it_requires(tmp_path: Path) -> None:
    from deckwright.plugins.munchkin.character import is_

    game = Registry().new_game("munchkin", players=3, seed=1, sets=[bards(tmp_path, "bard")],
                               setup={"table": {"p1": ["bard"]}})
    assert is_(game, "p1", "bard") and not is_(game, "p2", "bard")


def test_a_required_word_nobody_has_is_refused_when_the_set_loads(tmp_path: Path) -> None:
    with pytest.raises(CardSetError) as info:
        Registry().library("munchkin", [bards(tmp_path, "dwarfs")])
    assert "card 'lute': stat 'requires': no race, class or sex 'dwarfs'; did you mean " \
           "'dwarf'?" in str(info.value)
