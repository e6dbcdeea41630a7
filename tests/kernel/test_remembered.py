"""Remembered checks (#32): a read-only computation made of card questions is given again,
without running, while every question its card functions asked gets the same answer, and runs
again the moment one does not, however the state changed."""

from __future__ import annotations

from deckwright.kernel.game import Game
from tests.conftest import shared_registry


def greed_table() -> Game:
    return shared_registry().new_game("four-souls", players=2, seed=1, setup={
        "start": "action", "first": "p1", "characters": {"p1": "isaac", "p2": "lazarus"},
        "rooms": "none", "bonus": ["soul-of-greed"], "hands": {"p1": [], "p2": []}})


def searcher(game: Game, runs: list[int]):  # type: ignore[no-untyped-def]
    greed = game.zones["bonus"].objects[0]

    def search() -> bool:
        runs.append(1)
        return bool(game.scripts.query_entry(greed.card, "earned", "p1", source=greed.id,
                                             controller="p1"))
    return lambda: game.scripts.remembered(("greed", greed.id), search)


def test_a_search_is_given_again_while_its_questions_get_the_same_answers() -> None:
    game = greed_table()
    runs: list[int] = []
    search = searcher(game, runs)
    assert search() is False and search() is False
    assert len(runs) == 1


def test_a_search_runs_again_when_an_answer_changed_even_without_an_event() -> None:
    game = greed_table()
    runs: list[int] = []
    search = searcher(game, runs)
    assert search() is False
    game.players["p1"].counters["cents"] = 25  # FS 11.4: Soul of Greed wants 25¢
    assert search() is True and len(runs) == 2


def test_nothing_is_given_again_while_the_memo_is_off() -> None:
    game = greed_table()
    game.scripts.memo.enabled = False
    runs: list[int] = []
    search = searcher(game, runs)
    search()
    search()
    assert len(runs) == 2


def test_a_search_with_an_unrememberable_question_is_not_kept() -> None:
    game = greed_table()
    runs: list[int] = []
    greed = game.zones["bonus"].objects[0]

    def search() -> object:
        runs.append(1)
        # a question asked with an event is never kept (every event is new)
        return game.scripts.ask(game.scripts.script(greed.card), None, "earned", greed.id,
                                "p1", {"kind": "x"}, "p1")
    game.scripts.remembered("event", search)
    game.scripts.remembered("event", search)
    assert len(runs) == 2
