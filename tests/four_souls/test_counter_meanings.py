"""Counters with a built-in meaning (issue #35, plugins/four_souls/counter_meanings.py): a
card's ``counter_meanings`` param is checked as its set loads, and two cards that give one
counter two meanings stop the game at set-up with one clear error. What the meanings do in a
game, the scenarios show (tests/four_souls/star-promos, summer-of-isaac: counter-meanings)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from deckwright.kernel.errors import CardSetError, DeckwrightError
from tests.conftest import shared_registry


def meaning_set(tmp_path: Path, meanings: dict[str, Any]) -> Path:
    """A one-card homebrew set whose treasure declares ``meanings``."""
    folder = tmp_path / "meanings"
    (folder / "cards").mkdir(parents=True)
    (folder / "cards" / "marker.lua").write_text("return {}", encoding="utf-8")
    card = {"id": "marker", "name": "Marker", "type": "treasure", "copies": 0,
            "text": "Counters mean things.", "script": "marker.lua",
            "params": {"counter_meanings": meanings}}
    (folder / "set.yaml").write_text(yaml.safe_dump(
        {"game": "four-souls", "id": "meanings", "name": "Meanings", "version": "1",
         "default": False, "cards": [card]}), encoding="utf-8")
    return folder


@pytest.mark.parametrize(("meanings", "said"), [
    ({"hp": {"stat": "health"}}, "stat must be one of hp, attack, evasion, not 'health'"),
    ({"hp": {"stat": "hp", "keyword": "eternal"}}, "give either stat"),
    ({"damage": {"stat": "hp"}}, "a counter name is a lower-case word"),
    ({"egg": {"stat": "attack", "per": 50}}, "per must be a whole number from -10 to 10"),
    ({"gold": {"keyword": "golden"}}, "keyword must be one of eternal"),
])
def test_a_malformed_meaning_is_an_error_in_the_set(tmp_path: Path, meanings: dict[str, Any],
                                                    said: str) -> None:
    with pytest.raises(CardSetError) as caught:
        shared_registry().new_game("four-souls", players=2, seed=1,
                                   sets=[str(meaning_set(tmp_path, meanings))])
    assert said in str(caught.value) and "set.yaml" in str(caught.value)


def test_two_meanings_for_one_counter_stop_the_game_at_set_up(tmp_path: Path) -> None:
    # summer-of-isaac's Unstable DNA says an HP counter is +1 health
    with pytest.raises(DeckwrightError, match="gives the hp counter another meaning"):
        shared_registry().new_game("four-souls", players=2, seed=1, sets=[
            "summer-of-isaac", str(meaning_set(tmp_path, {"hp": {"stat": "attack"}}))])


def test_the_same_meaning_declared_twice_is_one_meaning(tmp_path: Path) -> None:
    game = shared_registry().new_game("four-souls", players=2, seed=1, sets=[
        "summer-of-isaac", str(meaning_set(tmp_path, {"hp": {"stat": "hp"}}))])
    assert game.data["counter_meanings"]["hp"] == {"per": 1, "stat": "hp"}


def test_a_game_whose_cards_declare_none_keeps_no_entry() -> None:
    game = shared_registry().new_game("four-souls", players=2, seed=1)
    assert "counter_meanings" not in game.data
