"""A question that declares a stamp (``Vocabulary.query(version=)``) is not asked again by the
query memo while its stamp is the same; a new stamp asks it again, and a stamp that cannot
say (None) is never trusted (issue #32)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from deckwright.kernel import Game, Registry
from tests.conftest import CountedQuestion

from .test_scripting import homebrew, start  # noqa: F401 -- the fixture is used by name


class Stamped(CountedQuestion):
    """ctx:counter given a stamp the test sets, counting how often it is really asked."""

    def __init__(self, game: Game) -> None:
        self.stamp: Any = 1
        super().__init__(game, "counter", version=lambda game, *args: self.stamp)


def rich(game: Game) -> Any:
    """The meter's question (ctx:counter(p1, "coins") >= 3), asked as the game asks it."""
    return game.scripts.query_entry("meter", "rich", "p1", controller="p1")


def stamped_game(registry: Registry, homebrew: Path) -> tuple[Game, Stamped]:  # noqa: F811
    game = start(registry, homebrew, hand=[])
    assert game.scripts.sandbox is not None  # built: the entries are the game's own now
    return game, Stamped(game)


def test_the_same_stamp_gives_the_answer_again_without_asking(
        registry: Registry, homebrew: Path) -> None:  # noqa: F811
    game, counter = stamped_game(registry, homebrew)
    assert rich(game) is False
    asked = counter.asked
    assert rich(game) is False and rich(game) is False
    assert counter.asked == asked


def test_a_new_stamp_asks_again_and_sees_the_change(
        registry: Registry, homebrew: Path) -> None:  # noqa: F811
    game, counter = stamped_game(registry, homebrew)
    assert rich(game) is False
    game.set_counter("p1", "coins", 5)
    counter.stamp = 2
    assert rich(game) is True


def test_a_new_stamp_with_the_same_answer_is_remembered(
        registry: Registry, homebrew: Path) -> None:  # noqa: F811
    game, counter = stamped_game(registry, homebrew)
    assert rich(game) is False
    counter.stamp = 2
    assert rich(game) is False
    asked = counter.asked
    assert rich(game) is False
    assert counter.asked == asked


def test_a_stamp_that_cannot_say_is_never_trusted(
        registry: Registry, homebrew: Path) -> None:  # noqa: F811
    game, counter = stamped_game(registry, homebrew)
    counter.stamp = None
    assert rich(game) is False
    game.set_counter("p1", "coins", 5)
    assert rich(game) is True


def test_a_stamp_that_stops_saying_is_not_trusted_afterwards(
        registry: Registry, homebrew: Path) -> None:  # noqa: F811
    game, counter = stamped_game(registry, homebrew)
    assert rich(game) is False
    counter.stamp = None  # it cannot say now: asked again, the same answer
    assert rich(game) is False
    game.set_counter("p1", "coins", 5)
    assert rich(game) is True  # None again is no stamp that held
