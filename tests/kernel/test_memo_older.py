"""The query memo gives again the answer a card function gave before its latest while each
question it asked then gets its answer again (``QueryMemo.older``): a condition read in and out
of combat runs its script once for each, not at every change (issue #32). Every such answer is
the one a fresh call gives."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from deckwright.kernel.agents import LazyView, ask_agent, bind_relevance, make_agent
from deckwright.kernel.scripting.host import ScriptHost
from deckwright.kernel.scripting.querymemo import QueryMemo
from tests.conftest import shared_registry


def test_an_older_answer_comes_back_when_its_questions_do(
        monkeypatch: pytest.MonkeyPatch) -> None:
    game = shared_registry().new_game("munchkin", players=3, seed=2,
                                      setup={"table": {"p1": ["thief"]}})
    host = game.scripts
    thief = game.zones["p1.table"].objects[0]
    script = host.script(thief.card)
    assert script is not None and thief.card == "thief"
    # Backstab: the Thief's own, in a combat and not running away
    ability = next(a for a in script.abilities if a.kind == "activated")
    calls: Counter[str] = Counter()
    run = ScriptHost._call_query

    def counted(self: ScriptHost, *args: Any) -> Any:
        calls["lua"] += 1
        return run(self, *args)

    monkeypatch.setattr(ScriptHost, "_call_query", counted)
    data = game.data
    out_of_combat = data.get("combat")
    in_combat = {"fighter": "p1", "helper": None, "monsters": [], "mods": [], "running": False}

    def ask() -> Any:
        return host.ask(script, ability, "condition", thief.id, "p1", None)

    first = ask()
    data["combat"] = in_combat
    second = ask()
    assert (first, second, calls["lua"]) == (False, True, 2)
    data["combat"] = out_of_combat
    assert ask() == first and calls["lua"] == 2  # the older answer, no script run
    data["combat"] = in_combat
    assert ask() == second and calls["lua"] == 2  # and back again


@pytest.mark.parametrize("seed", [4, 9])
def test_every_older_answer_given_is_a_fresh_calls(
        monkeypatch: pytest.MonkeyPatch, seed: int) -> None:
    registry = shared_registry()
    game = registry.new_game("munchkin", players=4, seed=seed)
    seen: Counter[str] = Counter()
    swap = QueryMemo.swap
    ask = ScriptHost.ask

    def swapped(self: QueryMemo, key: Any) -> Any:
        seen["swapped"] += 1
        return swap(self, key)

    def checked(self: ScriptHost, *args: Any, **only: Any) -> Any:
        before = seen["swapped"]
        answer = ask(self, *args, **only)
        if seen["swapped"] != before and not seen["fresh"]:
            seen["fresh"] += 1
            self.memo.enabled = False
            try:
                assert ask(self, *args, **only) == answer
            finally:
                self.memo.enabled = True
                seen["fresh"] -= 1
            seen["checked"] += 1
        return answer

    monkeypatch.setattr(QueryMemo, "swap", swapped)
    monkeypatch.setattr(ScriptHost, "ask", checked)
    agents = {s: make_agent("heuristic", s, game, registry.agent_factories("munchkin"))
              for s in game.seats}
    bind_relevance(game, agents)
    while not game.over and game.pending:
        decision = game.pending[0]
        game.answer(decision.player, ask_agent(agents[decision.player], decision,
                                               LazyView(game, decision.player)))
    assert seen["checked"] > 5
