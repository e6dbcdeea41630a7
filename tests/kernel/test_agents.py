"""Agents: random answers are legal for every kind, scripted ones run out clearly, and an
external program plays over JSON lines (DESIGN §2.4)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from deckwright.kernel import Registry
from deckwright.kernel.agents import (
    AgentError,
    ExternalAgent,
    LazyView,
    RandomAgent,
    ScriptedAgent,
    make_agent,
    play_out,
)
from deckwright.kernel.decisions import Decision, Option
from deckwright.kernel.errors import DeckwrightError

ROOT = Path(__file__).resolve().parents[2]
BOT = f"{sys.executable} {ROOT / 'examples' / 'bots' / 'first_option.py'}"


@pytest.fixture
def game(registry: Registry):  # type: ignore[no-untyped-def]
    return registry.new_game("wizard-duel", players=2, seed=9)


def opts(*ids: str) -> list[Option]:
    return [Option(i) for i in ids]


def test_random_answers_are_legal_for_every_kind(game) -> None:  # type: ignore[no-untyped-def]
    agent = RandomAgent("p1", game)
    cases = [
        Decision("p1", "choose", "c", opts("a", "b", "c")),
        Decision("p1", "choose-many", "m", opts("a", "b", "c"), minimum=1, maximum=2),
        Decision("p1", "order", "o", opts("a", "b", "c")),
        Decision("p1", "number", "n", [], minimum=2, maximum=5),
    ]
    for decision in cases:
        for _ in range(20):
            decision.normalise(agent.choose(decision, {}))


def test_random_agents_are_reproducible_from_the_game_seed(registry: Registry) -> None:
    results = []
    for _ in range(2):
        g = registry.new_game("wizard-duel", players=3, seed=21)
        play_out(g, {s: RandomAgent(s, g) for s in g.seats})
        results.append((g.state_hash(), g.result))
    assert results[0] == results[1]


def test_scripted_agent_answers_in_order_then_fails_clearly(game) -> None:  # type: ignore[no-untyped-def]
    agent = ScriptedAgent(["b"])
    decision = Decision("p1", "choose", "c", opts("a", "b"))
    assert agent.choose(decision, {}) == "b"
    with pytest.raises(DeckwrightError, match="no scripted answer left for p1 choose"):
        agent.choose(decision, {})


def test_lazy_view_is_built_only_when_read(game) -> None:  # type: ignore[no-untyped-def]
    view = LazyView(game, "p1")
    assert view._data is None
    assert view["viewer"] == "p1" and "zones" in view and len(view) > 3
    assert list(view)[0] == "game"


def test_an_external_program_plays_a_whole_game(registry: Registry) -> None:
    game = registry.new_game("wizard-duel", players=2, seed=4, options={"turn_limit": 5})
    agents = {s: ExternalAgent(BOT, s, game) for s in game.seats}
    try:
        play_out(game, agents)
    finally:
        for agent in agents.values():
            agent.close(game.result)
    assert game.over and game.result["reason"] in ("turn limit", "last player standing")


@pytest.mark.parametrize(
    ("script", "message"),
    [
        ("import sys; sys.stdin.readline(); sys.stdin.readline(); print('hello', flush=True)",
         "not JSON"),
        ("import sys; sys.stdin.readline()", "exited without answering"),
        ("import sys, json; sys.stdin.readline(); sys.stdin.readline(); "
         "print(json.dumps({'move': 1}), flush=True)", "without an 'answer' field"),
        ("import sys, time; sys.stdin.readline(); time.sleep(1.5)", "no answer within"),
    ],
    ids=["not-json", "exits", "no-answer-field", "timeout"],
)
def test_an_external_program_that_breaks_the_protocol_is_named(
    game, tmp_path: Path, script: str, message: str  # type: ignore[no-untyped-def]
) -> None:
    path = tmp_path / "bot.py"
    path.write_text(script, encoding="utf-8")
    agent = ExternalAgent([sys.executable, str(path)], "p1", game, timeout=0.5)
    try:
        with pytest.raises(AgentError, match=message):
            agent.choose(game.pending[0], {})
    finally:
        agent.close()


def test_an_external_program_that_cannot_start_is_one_clear_error(game) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(AgentError, match="cannot start agent"):
        ExternalAgent("/nonexistent/bot", "p1", game)


def test_make_agent_knows_random_heuristic_and_external(game, registry: Registry) -> None:  # type: ignore[no-untyped-def]
    factories = registry.agent_factories("wizard-duel")
    assert isinstance(make_agent("random", "p1", game, factories), RandomAgent)
    assert make_agent("heuristic", "p1", game, factories).seat == "p1"
    with pytest.raises(DeckwrightError, match="no agent called 'genius'.*external:COMMAND"):
        make_agent("genius", "p1", game, factories)
    external = make_agent(f"external:{BOT}", "p2", game, factories)
    assert isinstance(external, ExternalAgent)
    external.close()
