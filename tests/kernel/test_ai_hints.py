"""A card's ``ai`` hints in set.yaml (play, target, value): read and checked when the set
loads, each mistake one error naming the file, line, card and field."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from deckwright.cli.main import cli
from deckwright.kernel.errors import CardSetError
from deckwright.kernel.registry import Registry
from deckwright.kernel.sets.aihints import AiHints, read_hints, shipped_cards
from deckwright.kernel.sets.loading import load_set
from tests.conftest import shared_registry

LOOT = """\
game: four-souls
id: hinted
name: Hinted
default: false
cards:
  - id: lucky-clover
    name: Lucky Clover
    type: loot
    text: Gain 2¢.
    script: clover.lua
    ai: {hint}
"""


def write_set(root: Path, hint: str, game: str = "four-souls") -> Path:
    """A one-card set whose card has ``ai: <hint>``."""
    (root / "cards").mkdir(parents=True, exist_ok=True)
    (root / "cards" / "clover.lua").write_text(
        "return { on_play = function(ctx) ctx:gain_cents(ctx.controller, 2) end }",
        encoding="utf-8")
    text = LOOT.replace("{hint}", hint).replace("game: four-souls", f"game: {game}")
    if game == "dungeon-raiders":
        text = text.replace("type: loot", "type: treasure\n    stats: {chests: [3]}")
    (root / "set.yaml").write_text(text, encoding="utf-8")
    return root


def problems(root: Path, game: str = "four-souls") -> list[str]:
    """Every problem loading the set for ``game`` reports."""
    registry: Registry = shared_registry()
    with pytest.raises(CardSetError) as info:
        load_set(root, registry.schema(game), game)
    return info.value.problems


def test_hints_are_read_into_the_card(tmp_path: Path) -> None:
    """play, target and value are kept on the card and shown with it."""
    root = write_set(tmp_path, "{play: late, target: leader, value: 7}")
    card = load_set(root, shared_registry().schema("four-souls"), "four-souls").cards[0]
    assert card.ai == AiHints(play="late", target="leader", value=7)
    assert card.to_json()["ai"] == {"play": "late", "target": "leader", "value": 7}


def test_a_card_without_hints_has_none(tmp_path: Path) -> None:
    """No ai field: every hint is left to the bot, and the card shows none."""
    root = write_set(tmp_path, "{}")
    card = load_set(root, shared_registry().schema("four-souls"), "four-souls").cards[0]
    assert card.ai == AiHints() and "ai" not in card.to_json()


def test_a_misspelt_hint_value_is_one_error_naming_card_and_field(tmp_path: Path) -> None:
    """play: erly is one error with file, line, card, field, the choices and what was meant."""
    found = problems(write_set(tmp_path, "{play: erly}"))
    assert len(found) == 1
    assert found[0].endswith("set.yaml:11: card 'lucky-clover': field 'ai': play 'erly' is "
                             "not one of early, whenever, late, never; did you mean 'early'?")


def test_a_misspelt_target_names_the_choices(tmp_path: Path) -> None:
    """target: leeder suggests leader."""
    found = problems(write_set(tmp_path, "{target: leeder}"))
    assert "field 'ai': target 'leeder' is not one of self, opponent, leader, weakest; " \
           "did you mean 'leader'?" in found[0]


def test_an_unknown_hint_is_an_error_with_did_you_mean(tmp_path: Path) -> None:
    """A hint name the vocabulary does not have: the names, and the closest one."""
    found = problems(write_set(tmp_path, "{paly: early}"))
    assert "card 'lucky-clover': field 'ai': unknown hint 'paly'; did you mean 'play'? " \
           "(hints: play, target, value)" in found[0]


@pytest.mark.parametrize("value", ["11", "-1", "high", "true", "2.5"])
def test_a_value_hint_outside_0_to_10_is_an_error(tmp_path: Path, value: str) -> None:
    """value is a whole number from 0 to 10."""
    found = problems(write_set(tmp_path, f"{{value: {value}}}"))
    assert "field 'ai': value" in found[0] and "is not a whole number from 0 to 10" in found[0]


def test_ai_must_be_a_mapping(tmp_path: Path) -> None:
    """ai: early (not a mapping) says what to write instead."""
    found = problems(write_set(tmp_path, "early"))
    assert "field 'ai' must be a mapping of play, target, value" in found[0]


def test_a_game_refuses_hints_its_bots_do_not_read(tmp_path: Path) -> None:
    """Dungeon Raiders' bots read no hints: a hint there is an error, not silently ignored."""
    found = problems(write_set(tmp_path, "{play: early}", game="dungeon-raiders"),
                     "dungeon-raiders")
    assert len(found) == 1
    assert found[0].endswith("card 'lucky-clover': field 'ai': this game's bots do not read "
                             "hint 'play' (they read: no hints)")


def test_a_misspelt_card_field_suggests_the_field(tmp_path: Path) -> None:
    """An unknown card field names the closest one (here: aii for ai)."""
    root = write_set(tmp_path, "{play: early}")
    text = (root / "set.yaml").read_text(encoding="utf-8").replace("    ai:", "    aii:")
    (root / "set.yaml").write_text(text, encoding="utf-8")
    assert "unknown field 'aii'" in problems(root)[0]
    assert "did you mean 'ai'?" in problems(root)[0]


def test_the_cards_command_shows_a_cards_hints(tmp_path: Path) -> None:
    """deckwright cards lists the hints under the card, so an author sees they were read."""
    root = write_set(tmp_path, "{play: late, value: 3}")
    result = CliRunner().invoke(cli, ["cards", "four-souls", "lucky", "--set", str(root)])
    assert result.exit_code == 0, result.output
    assert "    ai: play late, value 3" in result.output


def test_a_bad_hint_fails_the_cards_command_with_the_card_named(tmp_path: Path) -> None:
    """deckwright cards GAME --set DIR prints the error line, not a traceback."""
    root = write_set(tmp_path, "{play: sometimes}")
    result = CliRunner().invoke(cli, ["cards", "four-souls", "--set", str(root)])
    assert result.exit_code != 0
    assert "card 'lucky-clover': field 'ai': play 'sometimes' is not one of" in result.output
    assert "Traceback" not in result.output


def test_read_hints_lists_every_mistake() -> None:
    """Several bad hints on one card: one phrase each."""
    hints, found = read_hints({"play": "soon", "value": 42, "whom": "me"})
    assert hints == AiHints() and len(found) == 3


def test_the_shipped_sets_are_the_cards_the_bots_know(tmp_path: Path) -> None:
    """Cards of the sets shipped with deckwright are known to the bots; a homebrew folder's
    are new."""
    library = shared_registry().library(
        "four-souls", [write_set(tmp_path, "{play: early}")])
    known = shipped_cards(library)
    assert "a-penny" in known and "lucky-clover" not in known
