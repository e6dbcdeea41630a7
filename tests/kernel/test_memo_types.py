"""The query memo tells apart arguments and event fields that Python holds equal but Lua does
not: ``true`` and ``1``, ``1`` and ``1.0`` (``math.type``, ``tostring``). A remembered answer is
given again only for the same values of the same types (issue #32: never guess)."""

from __future__ import annotations

from pathlib import Path

import pytest

from deckwright.kernel import Game, Registry

from .test_scripting import make_set

CARDS = {
    "typist": ("item", """
return {
  kind = function(ctx, x) return math.type(x) or type(x) end,
  shown = function(ctx, x) return tostring(x) end,
  nested = function(ctx, t) return tostring(t.n) .. "/" .. tostring(t[1]) end,
}"""),
}


@pytest.fixture
def typist(tmp_path: Path) -> Path:
    return make_set(tmp_path / "typist", CARDS)


def game_with_typist(registry: Registry, typist: Path) -> Game:
    return registry.new_game("wizard-duel", players=2, seed=3, options={"bids": False},
                             sets=[typist], setup={"hands": {"p1": [], "p2": []},
                                                   "in_play": {"p1": ["typist"]}})


def ask(game: Game, name: str, value: object) -> object:
    return game.scripts.query_entry("typist", name, value, controller="p1")


@pytest.mark.parametrize("first, second, answers", [
    (True, 1, ("boolean", "integer")),
    (1, True, ("integer", "boolean")),
    (1, 1.0, ("integer", "float")),
    (1.0, 1, ("float", "integer")),
    (False, 0, ("boolean", "integer")),
    (0, 0.0, ("integer", "float")),
])
def test_equal_in_python_but_not_in_lua_is_asked_again(
        registry: Registry, typist: Path, first: object, second: object,
        answers: tuple[str, str]) -> None:
    game = game_with_typist(registry, typist)
    assert (ask(game, "kind", first), ask(game, "kind", second)) == answers
    # and remembered each under its own type: asked again, each gives its own
    assert (ask(game, "kind", first), ask(game, "kind", second)) == answers


def test_shown_values_follow_their_own_type(registry: Registry, typist: Path) -> None:
    game = game_with_typist(registry, typist)
    assert [ask(game, "shown", v) for v in (1, 1.0, True, 1, 1.0, True)] == \
        ["1", "1.0", "true", "1", "1.0", "true"]


def test_values_inside_a_table_argument_keep_their_type(
        registry: Registry, typist: Path) -> None:
    game = game_with_typist(registry, typist)
    tables = [{"n": 1}, {"n": 1.0}, {"n": True}, [1], [1.0], [True]]
    assert [ask(game, "nested", t) for t in tables] == \
        ["1/nil", "1.0/nil", "true/nil", "nil/1", "nil/1.0", "nil/true"]


def test_the_memo_gives_what_the_script_gives_without_it(
        registry: Registry, typist: Path) -> None:
    values: list[object] = [True, 1, 1.0, False, 0, 0.0, "1", None, 1, True, 0.0, False]
    tables: list[object] = [{"n": 1}, {"n": 1.0}, {"n": True}, [1], [1.0], [True], {"n": 1}]
    answers = []
    for memo in (True, False):
        game = game_with_typist(registry, typist)
        game.scripts.memo.enabled = memo
        answers.append([ask(game, "shown", v) for v in values] +
                       [ask(game, "nested", t) for t in tables])
    assert answers[0] == answers[1]


def test_a_question_that_failed_is_not_remembered_as_no_question(
        registry: Registry, tmp_path: Path) -> None:
    # a script may catch a question's error with pcall: the error itself depends on the game
    # (here, an object not yet made), so a function that met one is asked afresh next time
    folder = make_set(tmp_path / "catcher", {"catcher": ("item", """
return {
  knows = function(ctx, id) return (pcall(ctx.counter, ctx, id, "charge")) end,
}""")})
    game = registry.new_game("wizard-duel", players=2, seed=3, options={"bids": False},
                             sets=[folder], setup={"hands": {"p1": [], "p2": []},
                                                   "in_play": {"p1": ["catcher"]}})
    catcher = game.find_card("catcher")
    assert catcher is not None
    coming = f"catcher#{game._next_number + 1}"  # the id the catcher's next move gives it
    assert game.scripts.query_entry("catcher", "knows", coming, controller="p1") is False
    moved = game.move_object(catcher, catcher.zone)
    assert moved.id == coming
    assert game.scripts.query_entry("catcher", "knows", coming, controller="p1") is True
