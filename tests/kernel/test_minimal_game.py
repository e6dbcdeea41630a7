"""A game that relies on every Ruleset default still runs, ends, and reports (DESIGN §3)."""

from __future__ import annotations

from typing import Any

import pytest

from deckwright.kernel import Game, Registry, Ruleset
from deckwright.kernel.decisions import Decision
from deckwright.kernel.events import Event, PendingTrigger
from deckwright.kernel.state import OWNER


class Empty(Ruleset):
    """No zones, no flow: the game is over as soon as it starts."""

    id = "empty"


class Counting(Ruleset):
    """One zone, a few events and a trigger resolved without a stack."""

    id = "counting"
    min_players = max_players = default_players = 2

    def setup(self, game: Game) -> None:
        game.add_zone("pile")
        game.add_zone("p1.hand", OWNER, "p1")
        game.create_object("token", "pile")
        game.create_object("token", "p1.hand", owner="p1", position="top")

    def triggers(self, game: Game, event: Event) -> list[PendingTrigger]:
        if event.kind == "counter" and event.data["name"] == "score":
            return [PendingTrigger("p1", None, "bonus", event.to_json(), resolver="bonus")]
        return []

    def resolvers(self) -> dict[str, Any]:
        def bonus(game: Game, item: Any) -> Any:
            yield from game.change_counter("p2", "bonus", 1)
        return {"bonus": bonus}

    def play(self, game: Game) -> Any:
        yield from game.change_counter("p1", "score", 3)
        yield from game.resolve_waiting_triggers()
        event = yield from game.perform("flag", {"target": "p1", "name": "seen", "value": 1})
        yield from game.perform("flag", {"target": "p1", "name": "seen", "value": None})
        rolled = yield from game.roll("p1", 6)
        game.data["rolled"] = rolled
        token = game.zones["pile"].objects[0]
        game.remember(token.id, "note", "kept")
        moved = yield from game.move(token, "pile", "bottom", face_down=True)
        game.data["moved"] = moved.id
        answer = yield Decision("p2", "confirm", "Done?", [])  # no options: a clean stop
        game.data["answer"] = answer
        assert event.result is None


def test_a_game_with_no_flow_ends_without_a_result_at_once() -> None:
    game = Game(Empty(), players=2, seed=1)
    assert game.over and game.result == {"winners": [], "reason":
                                         "the game ended without a result"}
    assert game.render(None) == "" and game.rules.result_text(game) == ""
    assert game.rules.turn_count(game) == 0


def test_every_default_ruleset_method_is_harmless() -> None:
    rules = Empty()
    game = Game(rules, players=2, seed=1)
    assert rules.priority_actions(game, "p1") == []
    assert rules.replacements(game, Event("x", {})) == []
    assert rules.ability_zones(game) == [] and rules.agents() == {}
    assert len(rules.vocabulary()) == 0 and rules.scenario_directives() == {}
    assert rules.event_kinds == frozenset() and rules.tally_event(game, Event("x", {})) == []
    assert rules.scenario_directive(game, "x", 1) is False
    assert rules.can_pay_cost(game, "p1", "coins", 1, "x") is False
    assert list(rules.state_checks(game)) == []
    assert rules.needs_script(None) is False and rules.invariants(game) == []
    assert rules.affected_player(game, Event("x", {"player": "p2"})) == "p2"
    with pytest.raises(StopIteration) as stop:
        next(rules.pay_cost(game, "p1", "coins", 1, "x"))
    assert stop.value.value is False


def test_events_triggers_and_a_question_without_options() -> None:
    game = Game(Counting(), players=2, seed=1)
    assert game.players["p1"].counters["score"] == 3
    assert game.players["p2"].counters["bonus"] == 1, "the rule trigger resolved at once"
    assert "seen" not in game.players["p1"].flags
    assert 1 <= game.data["rolled"] <= 6
    moved = game.objects[game.data["moved"]]
    assert moved.face_down and game.memory == {}, "memory goes with the old object"
    assert game.over and game.error == "the game asked p2 a question with no options"
    view = game.view("p2")
    assert view["zones"]["pile"]["cards"][-1] == {"hidden": True, "face_down": True}
    assert view["zones"]["p1.hand"]["cards"] == [{"hidden": True, "owner": "p1"}]
    snapshot = game.snapshot()["zones"]["pile"]["cards"][-1]
    assert snapshot["face_down"] is True


def test_the_turn_passes_on_when_the_active_player_is_eliminated(registry: Registry) -> None:
    # the balance report's run found 'p2' is not in list: the eliminated active player was
    # looked up among the seats still in
    game = registry.new_game("wizard-duel", players=3, seed=1, options={"bids": False})
    game.players["p2"].flags["eliminated"] = True
    assert game.rules.next_in_turn_order(game, "p2") == "p3"
    game.players["p3"].flags["eliminated"] = True
    assert game.rules.next_in_turn_order(game, "p2") == "p1"


class Asking(Ruleset):
    """A flow that asks what its game's ``asked`` says: a list of decisions, or not."""

    id = "asking"
    min_players = max_players = default_players = 2
    asked: Any = None

    def play(self, game: Game) -> Any:
        answers = yield self.asked
        game.data["answers"] = answers


def _option_for(seat: str) -> Decision:
    from deckwright.kernel.decisions import Option

    return Decision(seat, "choose", "Pick", [Option("a"), Option("b")])


def test_a_simultaneous_choice_is_collected_in_seat_order() -> None:
    rules = Asking()
    rules.asked = [_option_for("p2"), _option_for("p1")]
    game = Game(rules, players=2, seed=1)
    assert [d.player for d in game.pending] == ["p2", "p1"]
    assert all(d.simultaneous for d in game.pending)
    game.answer("p2", "b")
    game.answer("p1", "a")
    assert list(game.data["answers"].items()) == [("p1", "a"), ("p2", "b")]


@pytest.mark.parametrize("asked", [[], "what?", None])
def test_a_flow_yielding_something_else_than_decisions_stops_with_an_error(asked: Any) -> None:
    rules = Asking()
    rules.asked = asked
    game = Game(rules, players=2, seed=1)
    assert game.over and game.error == f"the game's flow yielded {asked!r} instead of a decision"


def test_a_list_holding_something_else_than_a_decision_stops_with_an_error() -> None:
    rules = Asking()
    rules.asked = [_option_for("p1"), "what?"]
    game = Game(rules, players=2, seed=1)
    assert game.over and game.error is not None
    assert game.error.startswith("the game's flow yielded [Decision(")
    assert game.error.endswith("'what?'] instead of a decision")
