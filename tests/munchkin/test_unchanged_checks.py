"""The character, item and immediate-card checks find a table or the hands in order again
without reading them while nothing they read has changed (plugins/munchkin/unchanged.py,
issue #32): at every state check of seeded heuristic games, what is given again is what the
checks read afresh find (MK 2.6, 5.8, 6.7-6.11, 7.2-7.12), and a static ability whose card
reads something else (a level) is asked again."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest
import yaml

from deckwright.kernel.decisions import Decision
from deckwright.kernel.game import Game
from deckwright.plugins.munchkin import deck, setup, unchanged
from deckwright.plugins.munchkin import items as it
from deckwright.plugins.munchkin import races_and_classes as rc
from deckwright.plugins.munchkin.cards import LEVEL, hand, table
from deckwright.tools.simulation.bench import play_game
from tests.conftest import shared_registry


def play(seed: int) -> None:
    """A four-player heuristic-bot game to its end, the bots declining windows beforehand as
    in simulations (tools/simulation)."""
    game, _ = play_game(shared_registry(), "munchkin", 4, "heuristic", seed)
    assert game.error is None


@pytest.mark.no_cover  # whole games compared: see docs/design.md, Tests
def test_every_table_hand_and_level_found_in_order_is_in_order_read_afresh(
        monkeypatch: pytest.MonkeyPatch) -> None:  # MK 2.6, 6.7-6.11, 7.2-7.12
    seen: Counter[str] = Counter()
    kept_tables, kept_hands = unchanged.tables_in_order, unchanged.no_immediate_held
    kept_no_winner = unchanged.no_winner
    in_order = rc.in_order

    def read_in_order(game: Game, seat: str) -> bool:
        seen["tables read"] += 1
        return in_order(game, seat)

    def tables_in_order(game: Game) -> bool:
        read = seen["tables read"]
        kept = kept_tables(game)
        seen["kept"] += seen["tables read"] == read
        afresh = all(in_order(game, s) and it.items_in_order(game, s) for s in game.seats)
        assert kept == afresh, f"turn {game.turn}: the tables"
        seen["in order"] += kept
        return kept

    def no_immediate_held(game: Game) -> bool:
        kept = kept_hands(game)
        assert kept == (not deck.immediate_held(game)), f"turn {game.turn}: the hands"
        seen["hands"] += 1
        return kept

    def no_winner(game: Game) -> bool:
        kept = kept_no_winner(game)
        assert kept == all(game.players[s].counters.get(LEVEL, 1) < 10 for s in game.seats)
        seen["no winner"] += kept
        return kept

    monkeypatch.setattr(rc, "in_order", read_in_order)
    monkeypatch.setattr(unchanged, "tables_in_order", tables_in_order)
    monkeypatch.setattr(unchanged, "no_immediate_held", no_immediate_held)
    monkeypatch.setattr(unchanged, "no_winner", no_winner)
    for seed in range(6):
        play(seed)
    # most passes find the tables in order without reading them again
    assert seen["kept"] > seen["in order"] // 2 > 500, seen
    assert seen["hands"] > 1000 and seen["no winner"] > 1000, seen


STRONG_BACK = """
return {
  static {
    stat = "big_items",
    value = 1,
    applies = function(ctx, seat)
      return ctx:owner(ctx.self) == seat and ctx:level(seat) >= 3
    end,
  },
}
"""


def strong_back(tmp_path: Path) -> Path:
    """A homebrew title whose Big-item allowance reads its owner's level."""
    folder = tmp_path / "strong-back"
    (folder / "cards").mkdir(parents=True)
    (folder / "cards" / "strong-back.lua").write_text(STRONG_BACK, encoding="utf-8")
    (folder / "set.yaml").write_text(yaml.safe_dump({
        "game": "munchkin", "id": "strong-back", "name": "Strong Back", "version": "1.0",
        "default": False,
        "cards": [{"id": "strong-back", "name": "Strong Back", "type": "title", "copies": 1,
                   "stats": {"deck": "treasure"}, "script": "strong-back.lua",
                   "text": "From level 3, one more Big item."}]}), encoding="utf-8")
    return folder


def first_question(game: Game) -> Any:
    """Run the state checks once, as after an event, up to their first question (None: they
    ask nothing)."""
    game.rules.events += 1  # something happened since they last ran
    return next(iter(game.rules.state_checks(game)), None)


def test_a_big_item_allowance_that_reads_the_level_is_asked_again(
        tmp_path: Path) -> None:  # MK 7.4
    game = shared_registry().new_game(
        "munchkin", players=3, seed=1, sets=[str(strong_back(tmp_path))],
        setup={"levels": {"p1": 3}, "table": {"p1": ["strong-back", "huge-rock",
                                                      "mithril-armor"]}})
    assert not [o for o in game.zones[table("p1")].objects if o.tapped]
    assert first_question(game) is None and unchanged.tables_in_order(game)
    # the level drops without the table changing: two Big items are one too many (MK 7.4)
    game.set_counter("p1", LEVEL, 2)
    asked = first_question(game)
    assert isinstance(asked, Decision) and asked.player == "p1"
    assert asked.prompt == "Too many Big items: discard one"


@pytest.mark.parametrize("seat", ["p1", "p2", "p3"])
def test_an_immediate_card_reaching_any_hand_after_a_check_is_resolved(seat: str) -> None:
    # MK 2.6, 3.12: the hands were found without one, then one of them changes
    game = shared_registry().new_game("munchkin", players=3, seed=1)
    assert first_question(game) is None and unchanged.no_immediate_held(game)
    hoard = next(o for o in game.objects.values() if o.card == "hoard")
    game.move_object(hoard, hand(seat), "bottom", face_down=True)
    assert first_question(game) is None
    assert not any(o.card == "hoard" for o in game.zones[hand(seat)].objects)


@pytest.mark.parametrize("how", ["counter", "directive"])
def test_a_level_10_reached_after_a_check_ends_the_game_at_the_next(how: str) -> None:
    # MK 5.8: the levels were found below 10, then one reaches it
    game = shared_registry().new_game("munchkin", players=3, seed=1)
    assert first_question(game) is None and unchanged.no_winner(game) and not game.over
    if how == "counter":
        game.set_counter("p2", LEVEL, 10)
    else:
        setup.directive(game, "levels", {"p2": 10})
    assert first_question(game) is None
    assert game.over and game.result["winners"] == ["p2"]
