"""The answer syntax scenarios and the prompt share (kernel/answers.py, #34); every form of the
table in docs/writing-cards.md is also run at a real decision by tests/test_answer_forms.py."""

from __future__ import annotations

import pytest

from deckwright.kernel.answers import UnclearAnswer, option_named, scenario_answer
from deckwright.kernel.decisions import CHOOSE, CHOOSE_MANY, NUMBER, PRIORITY, Decision, Option
from deckwright.kernel.errors import IllegalAnswer

PRIORITY_WITH_COPIES = Decision("p1", PRIORITY, "You have priority", [
    Option("pass"), Option("play:a-penny#40", "play A Penny!"),
    Option("play:a-penny#41", "play A Penny!"), Option("play:a-dime#42", "play A Dime!"),
    Option("attack", "declare an attack"), Option("purchase", "declare a purchase")])
MODES = Decision("p1", CHOOSE, "Choose a mode", [Option("1", "take 1 damage, gain 4¢"),
                                                 Option("2", "take 2 damage, gain 8¢")],
                 context={"why": "mode"})


def test_a_name_that_fits_copies_of_one_card_means_the_first() -> None:
    assert option_named(PRIORITY_WITH_COPIES, "a penny") == "play:a-penny#40"


def test_a_name_that_fits_different_options_is_one_error_naming_them() -> None:
    with pytest.raises(UnclearAnswer, match=r"'decl' fits 2 options: attack \(declare an "
                                            r"attack\), purchase \(declare a purchase\)"):
        option_named(PRIORITY_WITH_COPIES, "decl")


def test_a_mode_may_be_named_bare_or_after_the_questions_word() -> None:
    assert option_named(MODES, "2") == "2"
    assert option_named(MODES, "mode:2") == "2"


def test_a_scenario_may_write_a_modes_digits_as_a_number() -> None:
    assert scenario_answer(MODES, 2) == "2"


def test_a_scenarios_option_number_is_refused_naming_the_ids() -> None:
    with pytest.raises(IllegalAnswer, match="'3' is an option's number: a scenario names the "
                                            "option instead .*on offer: pass, play:a-penny#40"):
        scenario_answer(PRIORITY_WITH_COPIES, 3)


def test_a_scenarios_number_question_takes_the_number() -> None:
    decision = Decision("p1", NUMBER, "How many ¢?", minimum=0, maximum=5)
    assert scenario_answer(decision, 3) == 3


def test_a_scenarios_none_chooses_nothing() -> None:
    decision = Decision("p1", CHOOSE_MANY, "Sell which?", [Option("item:a#1"), Option("item:b#2")],
                        minimum=0, maximum=2)
    assert scenario_answer(decision, "none") == []


def test_a_scenarios_line_of_names_takes_copies_in_turn() -> None:
    decision = Decision("p1", CHOOSE_MANY, "Discard 2", [
        Option("card:a-penny#40", "A Penny!"), Option("card:a-penny#41", "A Penny!"),
        Option("card:bomb#42", "Bomb!")], minimum=2, maximum=2)
    assert scenario_answer(decision, "a-penny a-penny") == ["card:a-penny#40", "card:a-penny#41"]
