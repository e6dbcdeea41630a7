"""Card sets: validated on load, every error with file, line, card and field (DESIGN §4)."""

from __future__ import annotations

from pathlib import Path

import pytest

from deckwright.kernel.errors import CardSetError
from deckwright.kernel.sets.carddefs import CardSchema
from deckwright.kernel.sets.library import CardLibrary
from deckwright.kernel.sets.loading import load_set
from deckwright.kernel.sets.yamlread import read_yaml


def write_set(root: Path, text: str, scripts: dict[str, str] | None = None) -> Path:
    (root / "cards").mkdir(parents=True, exist_ok=True)
    (root / "set.yaml").write_text(text, encoding="utf-8")
    for name, body in (scripts or {}).items():
        (root / "cards" / name).write_text(body, encoding="utf-8")
    return root


# bolt.lua takes one param, as its own line declares (a script given params declares them)
BOLT_PARAMS = "--- param amount: count -- damage dealt\n"
BOLT = BOLT_PARAMS + "return {}"
GOOD = """\
game: wizard-duel
id: homebrew
name: Homebrew
version: "2"
cards:
  - id: fire-bolt
    name: Fire Bolt
    type: spell
    copies: 2
    stats: {cost: 1}
    text: Deal 3   damage.
    script: bolt.lua
    params: {amount: 3}
  - id: pebble
    name: Pebble
    type: item
"""


def test_a_valid_set_loads_with_its_cards_and_a_content_hash(tmp_path: Path) -> None:
    root = write_set(tmp_path, GOOD, {"bolt.lua": BOLT})
    card_set = load_set(root, CardSchema(("spell", "item"), ("cost",)), "wizard-duel")
    assert [c.id for c in card_set.cards] == ["fire-bolt", "pebble"]
    bolt = card_set.cards[0]
    assert (bolt.copies, bolt.stat("cost"), bolt.params, bolt.text) == (
        2, 1, {"amount": 3}, "Deal 3 damage.")
    assert bolt.to_json()["script"] == "bolt.lua"
    assert len(card_set.content_hash) == 16
    assert card_set.header()["version"] == "2"


def test_the_content_hash_changes_when_a_script_changes(tmp_path: Path) -> None:
    root = write_set(tmp_path, GOOD, {"bolt.lua": BOLT})
    first = load_set(root).content_hash
    (root / "cards" / "bolt.lua").write_text(BOLT + " ", encoding="utf-8")
    assert load_set(root).content_hash != first


@pytest.mark.parametrize(
    ("mutation", "message"),
    [
        (("copies: 2", "copies: two"), "set.yaml:9: card 'fire-bolt': field 'copies' must be"),
        (("type: spell", "type: sorcery"), "set.yaml:8: card 'fire-bolt': type 'sorcery' is not"),
        (("id: fire-bolt", "id: Fire_Bolt"), "must be kebab-case"),
        (("stats: {cost: 1}", "stats: {mana: 1}"), "unknown stat 'mana'"),
        (("script: bolt.lua", "script: missing.lua"), "cards/missing.lua does not exist"),
        (("script: bolt.lua", "script: ../evil.lua"), "must be a file name in the set's cards/"),
        (("    text: Deal", "    flavour: x\n    text: Deal"), "unknown field 'flavour'"),
        (("  - id: pebble", "  - id: fire-bolt"), "id used twice"),
        (("name: Homebrew", "name: Homebrew\nauthor: me"), "unknown field 'author'"),
    ],
    ids=["copies", "type", "id", "stat", "missing-script", "path-escape", "card-field",
         "duplicate", "set-field"],
)
def test_invalid_fields_are_reported_with_file_and_line(
    tmp_path: Path, mutation: tuple[str, str], message: str
) -> None:
    root = write_set(tmp_path, GOOD.replace(*mutation), {"bolt.lua": BOLT})
    with pytest.raises(CardSetError) as info:
        load_set(root, CardSchema(("spell", "item"), ("cost",)), "wizard-duel")
    assert any(message in p for p in info.value.problems), info.value.problems


def test_every_problem_is_listed_not_only_the_first(tmp_path: Path) -> None:
    broken = GOOD.replace("copies: 2", "copies: -1").replace("type: item", "type: 5")
    root = write_set(tmp_path, broken, {"bolt.lua": BOLT})
    with pytest.raises(CardSetError) as info:
        load_set(root)
    assert len(info.value.problems) == 2
    assert "(and 1 more)" in str(info.value)


def test_a_lua_syntax_error_names_the_script_and_its_line(tmp_path: Path) -> None:
    root = write_set(tmp_path, GOOD, {"bolt.lua": BOLT_PARAMS + "return {\n  oops = \n}"})
    with pytest.raises(CardSetError, match=r"bolt\.lua:4:"):
        load_set(root)


def test_compiled_lua_is_refused(tmp_path: Path) -> None:
    root = write_set(tmp_path, GOOD, {"bolt.lua": "\x1bLuaT\x00garbage"})
    with pytest.raises(CardSetError, match="only source text"):
        load_set(root)


def test_broken_yaml_names_the_line(tmp_path: Path) -> None:
    root = write_set(tmp_path, "game: x\nid: [unclosed\n")
    with pytest.raises(CardSetError, match=r"set\.yaml:\d+: invalid YAML"):
        load_set(root)


def test_missing_set_file_and_wrong_game_are_clear(tmp_path: Path) -> None:
    with pytest.raises(CardSetError, match="no set.yaml"):
        load_set(tmp_path)
    root = write_set(tmp_path / "s", GOOD, {"bolt.lua": BOLT})
    with pytest.raises(CardSetError, match="this set is for 'wizard-duel', not 'munchkin'"):
        load_set(root, None, "munchkin")
    with pytest.raises(CardSetError, match="must be a mapping"):
        load_set(write_set(tmp_path / "t", "- a list\n"))


def test_a_library_refuses_a_second_definition_of_a_card(tmp_path: Path) -> None:
    first = load_set(write_set(tmp_path / "a", GOOD, {"bolt.lua": BOLT}))
    second = load_set(write_set(tmp_path / "b", GOOD.replace("id: homebrew", "id: other"),
                                {"bolt.lua": BOLT}))
    library = CardLibrary("wizard-duel")
    library.add(first)
    with pytest.raises(CardSetError, match="already defined by set 'homebrew'"):
        library.add(second)
    assert library.find("fire bolt").id == "fire-bolt"
    assert [c.id for c in library.of_type("item")] == ["pebble"]
    assert library.find("nothing") is None


def test_duplicate_yaml_keys_are_an_error(tmp_path: Path) -> None:
    path = tmp_path / "x.yaml"
    path.write_text("a: 1\na: 2\n", encoding="utf-8")
    with pytest.raises(CardSetError, match="appears twice"):
        read_yaml(path)
