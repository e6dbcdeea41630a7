"""``Ability.has`` answers from the set of functions an ability defines, made once from its
facts (issue #32): for every ability of every card script a seeded game loaded, it is what the
facts say (``has_<name>``), for the functions abilities define and for one none does."""

from __future__ import annotations

import pytest

from deckwright.kernel.scripting.cardscript import Ability
from deckwright.tools.simulation.bench import play_game
from tests.conftest import shared_registry

NAMES = ("condition", "target", "applies", "value", "effect", "apply", "pay", "modes",
         "no_such_function")


@pytest.mark.parametrize("name", ["four-souls", "munchkin"])
def test_has_is_what_the_facts_say_for_every_loaded_ability(name: str) -> None:
    game, _ = play_game(shared_registry(), name, 4, "heuristic", 2)
    abilities = [ability for script in game.scripts._scripts.values() if script is not None
                 for ability in script.abilities]
    assert len(abilities) > 20  # the game loaded real scripts
    defined = 0
    for ability in abilities:
        for function in NAMES:
            expected = bool(ability.facts.get("has_" + function))
            assert ability.has(function) is expected, (ability.label, function)
            defined += expected
    assert defined > len(abilities) // 2  # most abilities define some function


def test_a_fact_that_is_no_function_is_not_one() -> None:
    ability = Ability(1, "static", {"has_value": True, "has_applies": False, "value": 2})
    assert ability.has("value") and not ability.has("applies") and not ability.has("2")
