"""The kernel's stack and targets that are not objects: the ruleset says which targets still
exist (``Ruleset.target_exists``); an item whose targets are all gone fizzles, and the game's
``after_resolution`` follows a resolution and a fizzle alike."""

from __future__ import annotations

from typing import Any

from deckwright.kernel import Game, Ruleset
from deckwright.kernel.events import StackItem


class Bridge(Ruleset):
    """Items go on the stack as planned, then everyone passes until the stack is empty.

    A target may be a seat, an object, a named place that still stands (``the-bridge``), or
    another item on the stack. ``cross`` notes that it resolved; ``burn`` burns the bridge;
    ``remove`` takes its target off the stack unresolved.
    """

    id = "bridge"
    uses_stack = True

    def __init__(self, plan: list[tuple[str, list[str]]]) -> None:
        self.plan = plan

    def setup(self, game: Game) -> None:
        """The bridge stands; nothing has resolved yet."""
        game.data.update(standing=["the-bridge"], resolved=[], after=[])

    def play(self, game: Game) -> Any:
        """The planned items onto the stack (the last on top), then priority."""
        for kind, targets in self.plan:
            game.push(game.new_stack_item(kind, "p1", kind, resolver=kind, targets=targets))
        yield from game.priority()

    def resolvers(self) -> dict[str, Any]:
        """cross, burn and remove."""
        def cross(game: Game, item: StackItem) -> Any:
            game.data["resolved"].append(item.id)
            return
            yield

        def burn(game: Game, item: StackItem) -> Any:
            game.data["resolved"].append(item.id)
            game.data["standing"].remove("the-bridge")
            return
            yield

        def remove(game: Game, item: StackItem) -> Any:
            game.data["resolved"].append(item.id)
            game.remove_from_stack(item.targets[0])
            return
            yield

        return {"cross": cross, "burn": burn, "remove": remove}

    def target_exists(self, game: Game, target: str) -> bool:
        """A seat, an object, a place still standing, or an item on the stack."""
        return (game.exists(target) or target in game.data["standing"]
                or any(item.id == target for item in game.stack))

    def after_resolution(self, game: Game, item: StackItem) -> Any:
        """Note every item that has left the stack by resolving or fizzling."""
        game.data["after"].append(item.id)
        return
        yield


def played(plan: list[tuple[str, list[str]]]) -> Game:
    """A game of Bridge played to its end (nobody is ever asked anything)."""
    game = Game(Bridge(plan), players=2, seed=1)
    assert game.over and game.error is None, game.error
    return game


def fizzled(game: Game) -> list[str]:
    """The ids of the items that fizzled, in order."""
    return [data["item"] for _, kind, data in game.history if kind == "fizzle"]


def test_an_item_aimed_at_a_named_place_resolves_while_the_game_says_it_stands() -> None:
    game = played([("cross", ["the-bridge"])])
    assert game.data["resolved"] == ["s1"]
    assert fizzled(game) == []


def test_an_item_fizzles_once_the_game_says_its_target_is_gone() -> None:
    # the bridge burns (s2 resolves first, on top): crossing it fizzles
    game = played([("cross", ["the-bridge"]), ("burn", [])])
    assert game.data["resolved"] == ["s2"]
    assert fizzled(game) == ["s1"]


def test_an_item_aimed_at_another_stack_item_resolves_while_that_item_is_there() -> None:
    # s2 aims at s1, still on the stack below it when s2 resolves
    game = played([("cross", []), ("cross", ["s1"])])
    assert game.data["resolved"] == ["s2", "s1"]
    assert fizzled(game) == []


def test_an_item_aimed_at_a_stack_item_taken_off_the_stack_fizzles() -> None:
    # s3 takes s1 off the stack: s2, aimed at s1, then fizzles
    game = played([("cross", []), ("cross", ["s1"]), ("remove", ["s1"])])
    assert game.data["resolved"] == ["s3"]
    assert fizzled(game) == ["s2"]


def test_an_item_fizzles_only_when_every_target_is_gone() -> None:
    game = played([("cross", ["the-bridge", "p2"]), ("burn", [])])
    assert game.data["resolved"] == ["s2", "s1"]


def test_the_game_has_its_say_after_a_resolution_and_after_a_fizzle_alike() -> None:
    game = played([("cross", ["the-bridge"]), ("burn", [])])
    assert game.data["after"] == ["s2", "s1"]


def test_by_default_only_seats_and_objects_are_targets() -> None:
    game = played([])
    assert Ruleset().target_exists(game, "p2")
    assert not Ruleset().target_exists(game, "the-bridge")
    assert not Ruleset().target_exists(game, "s1")


def test_a_card_abilitys_targets_are_listed_in_its_data_even_when_it_has_none() -> None:
    # the plain form saved games have: their state hashes depend on it
    game = played([])
    aimed = game.new_stack_item("ability", "p1", "zap", targets=["p2"], data={"x": 1})
    plain = game.new_stack_item("ability", "p1", "draw")
    engine = game.new_stack_item("roll", "p1", "a roll", resolver="roll")
    assert aimed.to_json()["data"] == {"x": 1, "targets": ["p2"]}
    assert plain.to_json()["data"] == {"targets": []}
    assert "data" not in engine.to_json() and "targets" not in engine.to_json()
