"""An external program may choose its stop level in the protocol (#32: "an external program may
declare it"): with ``"stops"`` beside an answer it is asked only where the game's relevance
says something it holds matters, and the windows passed for it are logged as declined."""

from __future__ import annotations

import sys
import textwrap
from pathlib import Path

import pytest

from deckwright.kernel.agents import AgentError, ExternalAgent, ask_agent, make_agent
from deckwright.kernel.game import Game
from deckwright.kernel.log import GameLog, replay
from tests.conftest import shared_registry

BOT = textwrap.dedent('''
    import json, sys
    stops = sys.argv[1]
    asked = 0
    for line in sys.stdin:
        message = json.loads(line)
        if message["type"] == "decision":
            asked += 1
            ids = [o["id"] for o in message["decision"]["options"]]
            answer = "pass" if "pass" in ids else ids[0]
            if message["decision"]["kind"] == "number":
                answer = message["decision"]["min"]
            if message["decision"]["kind"] in ("order", "choose-many"):
                answer = ids[: message["decision"].get("min", len(ids))] if message[
                    "decision"]["kind"] == "choose-many" else ids
            print(json.dumps({"answer": answer, "stops": stops}), flush=True)
        elif message["type"] == "end":
            sys.stderr.write(str(asked))
            break
''')


def played(tmp_path: Path, stops: str) -> tuple[Game, GameLog, int]:
    """A short Four Souls game of two programs at stop level ``stops``; how many times the
    kernel asked them."""
    bot = tmp_path / "bot.py"
    bot.write_text(BOT)
    registry = shared_registry()
    game = registry.new_game("four-souls", players=2, seed=5, options={"max_turns": 3})
    log = GameLog(game)
    agents = {s: make_agent(f"external:{sys.executable} {bot} {stops}", s, game, {})
              for s in game.seats}
    asked = 0
    try:
        while not game.over:
            decision = game.pending[0]
            game.answer(decision.player, ask_agent(agents[decision.player], decision,
                                                   game.view(decision.player)))
            asked += 1
    finally:
        for agent in agents.values():
            agent.close(game.result)
    return game, log, asked


def test_a_program_at_the_default_stops_is_asked_less_and_its_game_replays(
        tmp_path: Path) -> None:
    every_game, _, every = played(tmp_path, "every")
    normal_game, log, normal = played(tmp_path, "normal")
    assert normal < every and normal_game.skipped and not every_game.skipped
    # the passes made for it are in the log: a replay declines the same windows
    saved = tmp_path / "normal.jsonl"
    log.save(saved)
    assert replay(saved, shared_registry()).state_hash() == normal_game.state_hash()


def test_a_stop_level_that_does_not_exist_is_one_clear_error(tmp_path: Path) -> None:
    game = shared_registry().new_game("four-souls", players=2, seed=5)
    agent = ExternalAgent([sys.executable, "-c", "print()"], "p1", game)
    try:
        with pytest.raises(AgentError, match="asked for stops 'sometimes': the levels are "
                                             "few, normal, every"):
            agent.set_stops("sometimes")
    finally:
        agent.close()
