"""A homebrew set may use an installed set's archetype scripts by name with its own params
(issue #10: `script: monster.lua` in a homebrew set said "does not exist")."""

from __future__ import annotations

from pathlib import Path

import pytest

from deckwright.kernel.errors import CardSetError
from deckwright.kernel.registry import Registry


def homebrew(tmp_path: Path, script: str, own: dict[str, str] | None = None) -> Path:
    root = tmp_path / "brew"
    (root / "cards").mkdir(parents=True)
    for name, text in (own or {}).items():
        (root / "cards" / name).write_text(text, encoding="utf-8")
    (root / "set.yaml").write_text(
        'game: munchkin\nid: brew\nname: Brew\nversion: "1"\ndefault: false\ncards:\n'
        "  - id: fizzy-potion\n    name: Fizzy Potion\n    type: one-shot\n"
        f"    stats: {{deck: treasure, value: 200, bonus: 4}}\n    script: {script}\n",
        encoding="utf-8")
    return root


@pytest.mark.parametrize("script", ["potion.lua", "base:potion.lua"])
def test_a_homebrew_card_uses_the_base_sets_archetype(tmp_path: Path, script: str) -> None:
    registry = Registry()
    root = homebrew(tmp_path, script)
    library = registry.library("munchkin", [root])
    card = library.cards["fizzy-potion"]
    assert card.script is not None and card.script.parent.parent.name == "base"
    assert card.to_json()["script"] == "base:potion.lua"
    game = registry.new_game("munchkin", players=3, seed=1, sets=[root])
    assert game.scripts.script("fizzy-potion") is not None


def test_the_sets_own_script_of_that_name_comes_first(tmp_path: Path) -> None:
    root = homebrew(tmp_path, "potion.lua", {"potion.lua": "return {}\n"})
    card = Registry().library("munchkin", [root]).cards["fizzy-potion"]
    assert card.script == root / "cards" / "potion.lua" and card.script_from == ""


@pytest.mark.parametrize(("script", "message"), [
    ("nosuch.lua", "script file cards/nosuch.lua does not exist (nor in an installed set)"),
    ("extras:potion.lua", "no installed set 'extras' to take potion.lua from (installed sets "
                          "of this game: base)"),
    ("base:nosuch.lua", "set 'base' has no script cards/nosuch.lua"),
    ("base/potion.lua", "field 'script' must be a file name"),
])
def test_a_missing_archetype_is_named(tmp_path: Path, script: str, message: str) -> None:
    with pytest.raises(CardSetError) as info:
        Registry().library("munchkin", [homebrew(tmp_path, script)])
    assert message in str(info.value)


def test_the_content_hash_names_a_borrowed_script_by_set(tmp_path: Path) -> None:
    # the log's hash must not depend on where the package is installed
    library = Registry().library("munchkin", [homebrew(tmp_path, "potion.lua")])
    brew = next(s for s in library.sets if s.id == "brew")
    other = tmp_path / "elsewhere"
    homebrew(other, "potion.lua")
    again = Registry().library("munchkin", [other / "brew"])
    assert brew.content_hash == next(s for s in again.sets if s.id == "brew").content_hash
