"""One way to declare a ctx function (issue #30): a ``Vocabulary`` and its ``query``/``action``
decorators, for the kernel, every game and an expansion; the name is the signature's, every
argument and the result are typed, a name is declared once, and the kinds hold at run time."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from deckwright.kernel import Registry
from deckwright.kernel.hooks import hookimpl
from deckwright.kernel.scripting.ctxapi import api_entries
from deckwright.kernel.scripting.kernelapi import KERNEL, KERNEL_ENTRIES
from deckwright.kernel.scripting.vocabulary import ACTION, QUERY, Vocabulary, VocabularyError

from .test_scripting import make_set


def _seats(game: Any, source: Any, controller: Any) -> list[str]:
    return list(game.seats)


def _more_seats(game: Any, source: Any, controller: Any) -> list[str]:
    return list(game.seats)


def test_a_declaration_is_named_by_its_signature_with_its_kind_and_sentence() -> None:
    vocab = Vocabulary("Test")
    declared = vocab.query("seats_() -> list<seat>", "Every seat.")(_seats)
    assert declared is _seats  # the decorator hands the function back unchanged
    entry = vocab["seats_"]  # the signature's name as written: no trailing '_' is dropped
    assert (entry.kind, entry.doc, entry.fn) == (QUERY, "Every seat.", _seats)
    assert entry.signature.shown() == "seats_() -> list<seat>"
    assert [e.name for e in vocab] == ["seats_"] and "seats_" in vocab and len(vocab) == 1


def test_a_name_declared_twice_is_an_error_naming_both() -> None:
    vocab = Vocabulary("Test")
    vocab.query("seats() -> list<seat>", "Every seat.")(_seats)
    with pytest.raises(VocabularyError) as caught:
        vocab.action("seats() -> nil", "Again.")(_more_seats)
    text = str(caught.value)
    assert "ctx:seats is declared twice" in text
    assert f"{__name__}._seats" in text and f"{__name__}._more_seats" in text


def test_joining_vocabularies_refuses_a_name_in_two() -> None:
    first, second = Vocabulary("First"), Vocabulary("Second")
    first.query("seats() -> list<seat>", "Every seat.")(_seats)
    second.query("seats() -> list<seat>", "Every seat, again.")(_more_seats)
    with pytest.raises(VocabularyError, match=r"by First \(.*_seats\) and by Second \("):
        first.joined(second)


@pytest.mark.parametrize(("signature", "words"), [
    ("hp(player) -> integer", "declares player without a type"),
    ("hp(player: seat, amount) -> integer", "declares amount without a type"),
    ("draw(player [, count])", "declares player, count without a type"),
    ("hp(player: seat)", "declares no result type"),
])
def test_a_function_declared_without_a_type_is_refused(signature: str, words: str) -> None:
    vocab = Vocabulary("Test")
    with pytest.raises(VocabularyError, match=words):
        vocab.query(signature, "A player's hp.")
    assert len(vocab) == 0


def test_an_argument_may_be_declared_as_anything_on_purpose() -> None:
    vocab = Vocabulary("Test")
    vocab.query("echo(value?: any) -> any", "Its argument.")(_seats)
    assert vocab["echo"].signature.params[0].type == "any"


def test_the_kernel_declares_its_functions_the_same_way() -> None:
    assert [e.name for e in KERNEL] == list(KERNEL_ENTRIES)
    assert KERNEL["roll"].kind == ACTION and KERNEL["counter"].kind == QUERY


class Clash:
    """An expansion taking the name of a kernel function for the test game."""

    @hookimpl
    def deckwright_vocabulary(self, game_id: str) -> Vocabulary:
        vocab = Vocabulary("Clash")
        vocab.query("counter(holder: seat, name: string) -> integer", "Always 7.")(
            lambda game, source, controller, holder, name: 7)
        return vocab


def test_a_plugin_taking_a_kernel_functions_name_is_an_error_naming_both() -> None:
    registry = Registry(plugins=["wizard_duel.plugin"])
    registry.register(Clash())
    game = registry.new_game("wizard-duel", players=2, seed=3, options={"bids": False})
    with pytest.raises(VocabularyError) as caught:
        api_entries(game)
    text = str(caught.value)
    assert "ctx:counter is declared twice" in text
    assert "the kernel (deckwright.kernel.scripting.kernelapi._counter)" in text
    assert "by Clash (" in text


GREEDY = """
return {
  triggered {
    on = "counter",
    condition = function(ctx, ev) ctx:heal(ctx.controller, 1) return true end,
    effect = function(ctx, ev) end,
  },
}"""

MEDIC = """
return {
  on_play = function(ctx)
    ctx:remember("before", ctx:hp(ctx.controller), "medic")
    ctx:heal(ctx.controller, 2)
    ctx:remember("after", ctx:hp(ctx.controller), "medic")
  end,
}"""


def test_the_declared_kinds_hold_a_games_action_runs_in_an_effect_only(tmp_path: Path) -> None:
    registry = Registry(plugins=["wizard_duel.plugin"])
    homebrew = make_set(tmp_path / "homebrew", {"greedy": ("item", GREEDY),
                                                "medic": ("spell", MEDIC)})
    kinds = {name: e.kind for name, e in api_entries(registry.new_game(
        "wizard-duel", players=2, seed=3, options={"bids": False})).items()}
    assert (kinds["heal"], kinds["hp"]) == (ACTION, QUERY)
    # an action in an effect changes the game
    game = registry.new_game("wizard-duel", players=2, seed=3, options={"bids": False},
                             sets=[homebrew], setup={"hands": {"p1": ["medic"], "p2": []}})
    option = next(o for o in game.pending_for("p1").option_ids() if o.startswith("play:medic#"))
    game.answer("p1", option)
    before = game.recall("medic/medic", "before")
    assert game.recall("medic/medic", "after") == before + 2
    # the same action in a condition (a query) stops the game, naming the card and the call
    game = registry.new_game("wizard-duel", players=2, seed=3, options={"bids": True},
                             sets=[homebrew], setup={"in_play": {"p1": ["greedy"]}})
    for seat in ("p1", "p2"):
        game.answer(seat, "bid:2" if seat == "p1" else "bid:0")
    assert game.over
    assert "may not change the game (it called ctx:heal)" in game.error
    assert "greedy.lua:5" in game.error
