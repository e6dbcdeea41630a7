"""Forced questions (issue #13, "fewer, better decisions"): a decision with exactly one legal
answer is answered without asking an agent that opted out with ``forced_questions = False``;
the answer is recorded like any other, so logs and replays are unchanged."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

from deckwright.kernel import Registry
from deckwright.kernel.agents import ExternalAgent, ask_agent, play_out
from deckwright.kernel.decisions import Decision, Option, forced_answer
from deckwright.kernel.log import GameLog
from deckwright.plugins.munchkin.bots import MunchkinBot


def opts(*ids: str) -> list[Option]:
    return [Option(i) for i in ids]


@pytest.mark.parametrize(("decision", "forced"), [
    (Decision("p1", "choose", "c", opts("a")), "a"),
    (Decision("p1", "priority", "p", opts("pass")), "pass"),
    (Decision("p1", "confirm", "y", opts("yes")), "yes"),
    (Decision("p1", "order", "o", opts("a")), ["a"]),
    (Decision("p1", "number", "n", [], minimum=3, maximum=3), 3),
    (Decision("p1", "choose-many", "m", opts("a", "b"), minimum=0, maximum=0), []),
    (Decision("p1", "choose-many", "m", opts("a", "b"), minimum=2, maximum=5), ["a", "b"]),
    (Decision("p1", "choose", "c", opts("a", "b")), None),
    (Decision("p1", "choose", "c", []), None),
    (Decision("p1", "order", "o", opts("a", "b")), None),
    (Decision("p1", "number", "n", [], minimum=1, maximum=2), None),
    (Decision("p1", "choose-many", "m", opts("a", "b"), minimum=1, maximum=1), None),
    (Decision("p1", "choose-many", "m", opts("a", "b"), minimum=0, maximum=2), None),
], ids=lambda v: v.describe() if isinstance(v, Decision) else repr(v))
def test_a_forced_answer_is_the_one_legal_answer(decision: Decision, forced: Any) -> None:
    assert forced_answer(decision) == forced
    if forced is not None:
        assert decision.normalise(forced) == forced


class Counting:
    """Answers with the last option (in a duel that plays cards, and so meets forced
    questions) and counts the questions it was asked."""

    def __init__(self, forced_questions: bool | None) -> None:
        if forced_questions is not None:
            self.forced_questions = forced_questions
        self.asked: list[Decision] = []

    def choose(self, decision: Decision, view: Any) -> Any:
        self.asked.append(decision)
        forced = forced_answer(decision)
        if forced is not None:
            return forced
        if decision.kind == "number":
            return decision.minimum
        if decision.kind == "order":
            return decision.option_ids()
        if decision.kind == "choose-many":
            return decision.option_ids()[:max(0, decision.minimum)]
        return decision.option_ids()[-1]


def test_an_agent_that_opted_out_is_not_asked_a_forced_question() -> None:
    agent = Counting(forced_questions=False)
    assert ask_agent(agent, Decision("p1", "choose", "c", opts("a")), {}) == "a"
    assert agent.asked == []
    assert ask_agent(agent, Decision("p1", "choose", "c", opts("a", "b")), {}) == "b"
    assert len(agent.asked) == 1


@pytest.mark.parametrize("forced_questions", [None, True])
def test_an_agent_is_asked_every_question_unless_it_opts_out(
        forced_questions: bool | None) -> None:
    agent = Counting(forced_questions)
    ask_agent(agent, Decision("p1", "choose", "c", opts("a")), {})
    assert len(agent.asked) == 1


def _duel(registry: Registry, seed: int, forced_questions: bool) -> tuple[Any, int, list[Any]]:
    game = registry.new_game("wizard-duel", players=2, seed=seed, options={"turn_limit": 5})
    log = GameLog(game, ())
    agents = {s: Counting(forced_questions) for s in game.seats}
    while not game.over and game.pending:
        for decision in game.pending:
            game.answer(decision.player, ask_agent(agents[decision.player], decision, {}))
            log.after_answer()
    return game, sum(len(a.asked) for a in agents.values()), log.lines()


@pytest.mark.parametrize("seed", range(5))
def test_opting_out_changes_no_game_only_the_questions_asked(registry: Registry,
                                                              seed: int) -> None:
    asked_all, asked_all_count, log_all = _duel(registry, seed, True)
    spared, spared_count, log_spared = _duel(registry, seed, False)
    assert spared.state_hash() == asked_all.state_hash()
    assert log_spared == log_all  # the forced answers are in the log as any answer is
    assert spared_count < asked_all_count == len(asked_all.answers)


def test_the_munchkin_bot_gives_the_same_games_asked_or_spared(registry: Registry) -> None:
    class AskedEverything(MunchkinBot):
        forced_questions = True

    results = []
    for bot in (MunchkinBot, AskedEverything):
        game = registry.new_game("munchkin", players=3, seed=11)
        play_out(game, {s: bot(s, game) for s in game.seats})
        results.append((game.state_hash(), list(game.answers)))
    assert results[0] == results[1]


PROGRAM = """
import json, sys
seen = 0
for line in sys.stdin:
    message = json.loads(line)
    if message["type"] == "decision":
        seen += 1
        d = message["decision"]
        ids = [o["id"] for o in d["options"]]
        answer = (d["min"] if d["kind"] == "number" else ids if d["kind"] == "order"
                  else ids[:d["min"]] if d["kind"] == "choose-many" else ids[-1])
        print(json.dumps({"answer": answer, "forced_questions": False}), flush=True)
    elif message["type"] == "end":
        open(sys.argv[1], "w").write(str(seen))
        break
"""


def test_an_external_program_can_opt_out_in_its_answer(registry: Registry,
                                                       tmp_path: Path) -> None:
    bot = tmp_path / "bot.py"
    bot.write_text(PROGRAM)
    game = registry.new_game("wizard-duel", players=2, seed=3, options={"turn_limit": 5})
    counts = {s: tmp_path / f"{s}.count" for s in game.seats}
    agents = {s: ExternalAgent([sys.executable, str(bot), str(counts[s])], s, game)
              for s in game.seats}
    forced = 0
    try:
        while not game.over and game.pending:
            for decision in game.pending:
                agent = agents[decision.player]
                forced += not agent.forced_questions and forced_answer(decision) is not None
                game.answer(decision.player, ask_agent(agent, decision, {}))
    finally:
        for agent in agents.values():
            agent.close(game.result)
    sent = sum(int(p.read_text()) for p in counts.values())
    assert forced > 0 and sent == len(game.answers) - forced
    assert json.loads(json.dumps(game.result))["reason"]
