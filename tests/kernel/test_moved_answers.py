"""A card function's remembered answer is given again for another object of the same card (an
object gets a new id at every move) only when the function read nothing of the object that
asked: neither ``ctx.self`` nor a question whose answer depends on who asks. Seeded games of
Munchkin and Four Souls are played with the memo on, and every answer it gives from memory is
compared with a fresh call into Lua."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from deckwright.kernel import Game, Registry
from deckwright.kernel.registry import default_registry
from deckwright.kernel.scripting.host import ScriptHost
from deckwright.kernel.scripting.querymemo import ANY_OBJECT, frozen
from deckwright.kernel.scripting.sourceuse import reads_attribute, reads_parameter
from deckwright.tools.scenarios.scenario import LazyView, make_agent

from .test_scripting import make_set

MIRROR = """
return {
  whoami = function(ctx) return ctx.self end,
  kept = function(ctx) return ctx:recall("n") end,
  coins = function(ctx, seat) return ctx:counter(seat, "coins") end,
}"""

REGISTRY = default_registry()
ASK = ScriptHost.ask


class Audit:
    """Every answer the memo gave from memory, next to what Lua answers when asked afresh."""

    def __init__(self) -> None:
        self.remembered = 0
        self.moved = 0  # given for a new object id from another object's answer
        self.wrong: list[tuple[Any, ...]] = []

    def ask(self, host: ScriptHost, script: Any, ability: Any, name: str, source: str | None,
            controller: str | None, event: Any, *args: Any) -> Any:
        """``ScriptHost.ask``, then the same question put to Lua when it was not."""
        if event is not None:
            return ASK(host, script, ability, name, source, controller, event, *args)
        index = ability.index if ability is not None else None
        kept = frozen(args) if args else ()
        entries = host.memo.entries
        key = (script.card.id, index, name, source, controller, kept)
        try:
            before = entries.get(key)
        except TypeError:
            return ASK(host, script, ability, name, source, controller, event, *args)
        moved = entries.get((script.card.id, index, name, ANY_OBJECT, controller, kept))
        answer = ASK(host, script, ability, name, source, controller, event, *args)
        after = entries.get(key)
        if after is before:  # kept as it was: given from memory
            from_memory = after is not None
        else:  # given from the other object's answer, or kept anew from a call into Lua
            from_memory = moved is not None and after is not None and after[1] is moved[1]
            self.moved += from_memory
        if from_memory:
            self.remembered += 1
            fresh = self.fresh(host, script, ability, index, name, source, controller, args)
            if fresh != answer:
                self.wrong.append((script.card.id, index, name, source, args, answer, fresh))
        return answer

    @staticmethod
    def fresh(host: ScriptHost, script: Any, ability: Any, index: int | None, name: str,
              source: str | None, controller: str | None, args: tuple[Any, ...]) -> Any:
        """The card function run in Lua, with nothing it asks answered from memory."""
        host.memo.enabled = False
        host._reads.append(None)
        try:
            return host._call_query(script, ability, index, name, source, controller, None,
                                    args)
        finally:
            host._reads.pop()
            host.memo.enabled = True


@pytest.fixture
def audit(monkeypatch: pytest.MonkeyPatch) -> Iterator[Audit]:
    found = Audit()
    monkeypatch.setattr(ScriptHost, "ask", lambda host, *a: found.ask(host, *a))
    yield found


def play(name: str, seed: int) -> int:
    """A heuristic game to its end; its number of decisions."""
    game = REGISTRY.new_game(name, players=4, seed=seed)
    agents = {s: make_agent("heuristic", s, game, REGISTRY.agent_factories(name))
              for s in game.seats}
    made = 0
    while not game.over:
        for decision in game.pending:
            game.answer(decision.player,
                        agents[decision.player].choose(decision, LazyView(game, decision.player)))
            made += 1
    assert not game.error
    return made


@pytest.mark.parametrize("name,seeds", [("munchkin", (0, 1, 2)), ("four-souls", (0, 1))])
def test_every_remembered_answer_is_what_lua_answers_afresh(audit: Audit, name: str,
                                                            seeds: tuple[int, ...]) -> None:
    for seed in seeds:
        assert play(name, seed) > 50
    assert audit.moved > 20  # answers for new object ids were given from memory
    assert audit.remembered > audit.moved
    assert audit.wrong == []


def test_a_question_about_who_asks_is_found_in_its_code() -> None:
    def recall(game: Any, source: Any, controller: Any, name: Any) -> Any:
        return (source, name)

    def level(game: Any, source: Any, controller: Any, seat: Any) -> Any:
        return (controller, seat)

    def passed_on(host: Any, call: Any, name: Any) -> Any:
        return recall(host, call, None, name)

    def own_card(host: Any, call: Any, name: Any) -> Any:
        return (call.card, call.controller, name)

    def own_object(host: Any, call: Any, name: Any) -> Any:
        return (call.card, call.source, name)

    assert reads_parameter(recall, 1)
    assert not reads_parameter(level, 1)
    assert reads_attribute(passed_on, 1, "source")
    assert not reads_attribute(own_card, 1, "source")
    assert reads_attribute(own_object, 1, "source")


def test_a_wrapper_or_a_parameter_in_args_counts_as_reading_it() -> None:
    def wrapper(*args: Any) -> Any:
        return args

    def captured(game: Any, source: Any) -> Any:
        return lambda: source

    assert reads_parameter(wrapper, 1)
    assert reads_parameter(captured, 1)
    assert reads_parameter(print, 1)


@pytest.fixture
def mirror(registry: Registry, tmp_path: Path) -> Game:
    root = make_set(tmp_path / "mirror", {"mirror": ("item", MIRROR)})
    return registry.new_game("wizard-duel", players=2, seed=3, options={"bids": False},
                             sets=[root], setup={"hands": {"p1": [], "p2": []}})


def asked(game: Game, name: str, source: str, *args: Any) -> tuple[Any, int]:
    """A mirror function's answer for object ``source``, and how many calls into Lua made it."""
    host = game.scripts
    calls = 0
    real = host._call_query

    def counted(*a: Any) -> Any:
        nonlocal calls
        calls += 1
        return real(*a)

    host._call_query = counted  # type: ignore[method-assign]
    try:
        return host.query_entry("mirror", name, *args, source=source, controller="p1"), calls
    finally:
        del host._call_query


def test_an_answer_that_read_nothing_of_its_object_holds_for_the_next_id(mirror: Game) -> None:
    assert asked(mirror, "coins", "mirror#1", "p1") == (0, 1)
    assert asked(mirror, "coins", "mirror#2", "p1") == (0, 0)
    mirror.set_counter("p1", "coins", 4)
    assert asked(mirror, "coins", "mirror#3", "p1") == (4, 1)  # its question's answer changed


def test_a_function_that_read_ctx_self_is_asked_again_for_a_new_id(mirror: Game) -> None:
    assert asked(mirror, "whoami", "mirror#1") == ("mirror#1", 1)
    assert asked(mirror, "whoami", "mirror#1") == ("mirror#1", 0)
    assert asked(mirror, "whoami", "mirror#2") == ("mirror#2", 1)


def test_a_function_that_asked_about_its_object_is_asked_again_for_a_new_id(
        mirror: Game) -> None:
    mirror.remember("mirror#1", "n", 1)
    mirror.remember("mirror#2", "n", 2)
    assert asked(mirror, "kept", "mirror#1") == (1, 1)
    assert asked(mirror, "kept", "mirror#2") == (2, 1)
