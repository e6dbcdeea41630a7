"""Dice other than the D6 (issue #35, plugins/four_souls/die_size.py): what the scenarios of
Conjoined D6 (tests/four_souls/summer-of-isaac/scenarios/dice.yaml) cannot read from the
snapshot: the die each roll was, what the table says of it, and a forced face the die cannot
show being refused."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from deckwright.kernel import Game
from deckwright.tools.scenarios.scenario import Scenario, load_scenarios, run_scenario
from tests.conftest import shared_registry

DICE = Path(__file__).parent / "summer-of-isaac" / "scenarios" / "dice.yaml"


def scenario(starts: str) -> Scenario:
    return next(s for s in load_scenarios(DICE) if s.name.startswith(starts))


def played(case: Scenario) -> Game:
    result = run_scenario(case, shared_registry())
    assert result.passed, result.failures
    assert result.game is not None
    return result.game


def said(game: Game, kind: str) -> list[str]:
    """The table's lines for every event of one kind, in order."""
    return [line for _, k, data in game.history if k == kind
            if (line := game.rules.narrate(game, k, data, None)) is not None]


def test_the_swapped_roll_is_a_d8_and_the_next_a_d6_again() -> None:
    game = played(scenario("conjoined-d6: only the next roll"))
    sides = [data["sides"] for _, kind, data in game.history if kind == "roll"]
    assert sides == [8, 6]


def test_the_table_names_the_d8_and_the_face_that_counts_as_6() -> None:
    game = played(scenario("conjoined-d6: the chosen player's attack roll"))
    assert said(game, "attack-roll") == ["p1 (Lazarus) rolls a D8: 8 counts as 6 to attack: hits"]


def test_a_d6_roll_shows_no_die() -> None:
    game = played(scenario("conjoined-d6: only the next roll"))
    assert said(game, "attack-roll")[-1] == "p1 (Lazarus) rolls 5 to attack: hits"


def test_a_forced_face_a_d6_cannot_show_is_one_clear_error() -> None:
    case = scenario("conjoined-d6: only the next roll")
    case = dataclasses.replace(case, setup={**case.setup, "rolls": [2, 8]})
    result = run_scenario(case, shared_registry())
    assert result.game is not None
    assert result.game.error is not None
    assert "p1 rolls a D6: it cannot show 8 (the scenario's rolls)" in result.game.error
