"""The shop's rules Everything Must Go changes (issue #35; forced_purchase.py, room_kept.py):
what its scenarios (tests/four_souls/summer-of-isaac/scenarios/shop.yaml) cannot read from the
snapshot: an owed purchase cannot be taken back, and the room stays whatever tries to discard
it while the shop has an item."""

from __future__ import annotations

from pathlib import Path

from deckwright.kernel import Game
from deckwright.tools.scenarios.scenario import Scenario, load_scenarios, run_scenario
from tests.conftest import shared_registry

SHOP = Path(__file__).parent / "summer-of-isaac" / "scenarios" / "shop.yaml"


def scenario(starts: str) -> Scenario:
    return next(s for s in load_scenarios(SHOP) if s.name.startswith(starts))


def played(case: Scenario) -> Game:
    result = run_scenario(case, shared_registry())
    assert result.passed, result.failures
    assert result.game is not None
    return result.game


def test_an_owed_purchase_cannot_be_taken_back() -> None:
    game = played(scenario("everything-must-go: passing declares the owed purchase"))
    decision = game.pending_for("p1")
    assert decision is not None and decision.context.get("why") == "purchase"
    assert not decision.back


def test_a_purchase_nobody_owes_can_be_taken_back() -> None:
    game = played(scenario("recycling-sticker: without it the treasure discard"))
    decision = game.pending_for("p1")
    assert decision is not None and decision.back


def test_an_effect_cannot_discard_the_room_while_the_shop_has_an_item() -> None:
    game = played(scenario("everything-must-go: the active player must buy"))
    room = game.zones["room.1"].objects[0]
    flow = game.move(room, "room.discard")
    try:
        while True:
            next(flow)
    except StopIteration:
        pass
    assert [o.card for o in game.zones["room.1"].objects] == ["everything-must-go"]
    assert not game.zones["room.discard"].objects
