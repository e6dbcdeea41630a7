"""One typed source of truth for the card API (DESIGN §5; issue #10): every ctx function of
every game is declared with typed arguments, and the declarations parse."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from deckwright.kernel.scripting.ctxapi import vocab_entry
from deckwright.kernel.scripting.kernelapi import KERNEL_ENTRIES
from deckwright.kernel.scripting.luatypes import SignatureError, check_type, parse_signature
from tests.conftest import shared_registry


@pytest.mark.parametrize("game_id", ["four-souls", "munchkin", "dungeon-raiders"])
def test_every_argument_of_a_games_vocabulary_is_typed(game_id: str) -> None:
    rules = shared_registry().game(game_id).ruleset()
    untyped = [f"{entry.name}({param.name})" for entry in rules.vocabulary()
               for param in vocab_entry(entry).signature.params
               if param.loose or param.type == "any"]
    assert untyped == []


def test_the_kernel_functions_are_all_typed() -> None:
    for entry in KERNEL_ENTRIES.values():
        assert not any(p.loose for p in entry.signature.params), entry.name


@pytest.mark.parametrize(("text", "problem"), [
    ("f(a: sear)", "unknown type 'sear' (did you mean seat?)"),
    ("f(a: seat, b)", None),
    ("f(...: seat, b: seat)", "'...' must be the last argument"),
    ("f(a b)", "cannot read the argument"),
])
def test_a_malformed_declaration_is_found_when_the_game_starts(text: str,
                                                                problem: str | None) -> None:
    if problem is None:
        parse_signature(text)
        return
    with pytest.raises(SignatureError, match=re.escape(problem)):
        parse_signature(text)


@pytest.mark.parametrize(("kind", "value", "ok"), [
    ("count", 0, True), ("count", -1, False), ("count", 2.0, True), ("count", 2.5, False),
    ("count", True, False), ("positive", 0, False), ("integer", -3, True),
    ("'top'|'bottom'|integer", "top", True), ("'top'|'bottom'|integer", "side", False),
    ("list<string>", ["a", "b"], True), ("list<string>", ["a", 1], False),
    ("seat|nil", None, True), ("string", "x", True), ("boolean", 0, False),
])
def test_values_are_checked_against_their_types(kind: str, value: object, ok: bool) -> None:
    assert (check_type(None, kind, value) is None) is ok


@pytest.mark.parametrize("game_id", ["dungeon-raiders", "four-souls", "munchkin", None])
def test_the_reference_in_docs_is_the_one_the_declarations_make(game_id: str | None) -> None:
    # issue #10: one typed source of truth; docs/api/GAME.md is `deckwright api GAME`
    from deckwright.kernel.registry import Registry
    from deckwright.kernel.scripting.reference import reference

    rules = Registry().game(game_id).ruleset() if game_id else None
    page = Path(__file__).parents[2] / "docs" / "api" / f"{game_id or 'kernel'}.md"
    assert page.read_text(encoding="utf-8") == reference(rules) + "\n", (
        f"regenerate it: deckwright api {game_id or ''} > {page}")


# values of every kind an argument may be given, right for some types and wrong for others
SAMPLES = [None, True, False, 0, 1, -1, 1.5, 2.0, "", "p1", "p9", "x", "top",
           [], ["p1"], ["p1", 3], {"id": "a"}, {"id": "a", "other": 1}, len]


@pytest.mark.parametrize("kind", [
    "any", "nil", "boolean", "string", "number", "integer", "count", "positive", "table",
    "list", "function", "seat", "object", "card", "zone", "id", "value", "list<seat>",
    "seat|integer", "'top'|'bottom'", "{id: string, label?: string}", "list<id>"])
def test_an_argument_passes_its_check_exactly_when_its_type_takes_it(kind: str) -> None:
    # the quick test each argument is given first (luatypes._quick) never passes a value its
    # type refuses, and a refused value gets the words check_type gives it
    game = shared_registry().new_game("munchkin", players=3, seed=1)
    signature = parse_signature(f"f(x: {kind}) -> nil")
    objects = list(game.objects)[:1]
    for value in [*SAMPLES, *objects, [*objects, "p2"]]:
        problem = check_type(game, kind, value)
        if value is None or problem is None:  # a nil argument is "missing", not wrong
            if value is None:
                with pytest.raises(ValueError, match="x is missing"):
                    signature.check(game, (value,))
            else:
                assert signature.check(game, (value,)) == [value]
            continue
        with pytest.raises(ValueError) as refused:
            signature.check(game, (value,))
        assert str(refused.value) == f"x (argument 1) {problem}"
