"""An external bot is untrusted: whatever it writes, or fails to read, the game stops within
its time limit with one clear error naming the seat (issue #9)."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pytest

from deckwright.kernel import Registry
from deckwright.kernel.agents import AgentError, ExternalAgent

BOTS = {
    "partial-line-then-silence":
        "import sys, time\nsys.stdin.readline()\nsys.stdin.readline()\n"
        "sys.stdout.write('{\"answer\"')\n"
        "sys.stdout.flush()\ntime.sleep(30)\n",
    "five-megabytes-without-newline":
        "import sys, time\nsys.stdin.readline()\nsys.stdin.readline()\n"
        "sys.stdout.write('x' * 5_000_000)\n"
        "sys.stdout.flush()\ntime.sleep(30)\n",
    "stops-reading-its-input":
        "import time\ntime.sleep(30)\n",
    "invalid-utf8":
        "import sys\nsys.stdin.readline()\nsys.stdin.readline()\n"
        "sys.stdout.buffer.write(b'\\xff\\xfe\\n')\nsys.stdout.flush()\n",
    "deeply-nested-json":
        "import sys\nsys.stdin.readline()\nsys.stdin.readline()\n"
        "sys.stdout.write('[' * 100000 + '\\n')\nsys.stdout.flush()\n",
    "twenty-megabyte-answer":
        "import sys, json\nsys.stdin.readline()\nsys.stdin.readline()\n"
        "sys.stdout.write(json.dumps({'answer': 'x' * 900_000}) + '\\n')\nsys.stdout.flush()\n",
    "exits-at-once":
        "pass\n",
}
MESSAGES = {
    "partial-line-then-silence": "gave no answer within",
    "five-megabytes-without-newline": "without ending the line",
    "stops-reading-its-input": "stopped reading its input",
    "invalid-utf8": "not UTF-8",
    "deeply-nested-json": "nested too deeply",
    "twenty-megabyte-answer": "not on offer",
    "exits-at-once": "exited",
}


@pytest.mark.parametrize("name", list(BOTS))
def test_a_misbehaving_bot_ends_the_game_with_one_clear_error(
    registry: Registry, tmp_path: Path, name: str
) -> None:
    bot = tmp_path / f"{name}.py"
    bot.write_text(BOTS[name], encoding="utf-8")
    game = registry.new_game("dungeon-raiders", players=3, seed=1)
    start = time.monotonic()
    with pytest.raises(Exception) as info:
        agent = ExternalAgent([sys.executable, str(bot)], "p1", game, timeout=1.0)
        # a big hello so that a bot that never reads fills the pipe
        for _ in range(200):
            decision = game.pending_for("p1")
            answer = agent.choose(decision, {"padding": "y" * 100_000})
            game.answer("p1", answer)
    elapsed = time.monotonic() - start
    assert isinstance(info.value, AgentError) or "not on offer" in str(info.value)
    text = str(info.value)
    assert MESSAGES[name] in text and len(text) < 600
    assert elapsed < 5
    try:
        agent.close()
    except NameError:
        pass


def test_seeded_garbage_from_a_bot_is_always_one_clean_error(registry: Registry,
                                                             tmp_path: Path) -> None:
    # fuzz (#9): a bot that answers with seeded random bytes, lines and JSON
    bot = tmp_path / "garbage.py"
    bot.write_text(
        "import random, sys\n"
        "rng = random.Random(int(sys.argv[1]))\n"
        "pieces = [b'{', b'}', b'[', b'\"answer\"', b':', b'\\n', b'\\xff', b'\\x00', b'1',\n"
        "          b'\"card:power-1\"', b'null', b'[' * 3000, b'x' * 70000]\n"
        "for _ in range(2):\n"
        "    sys.stdin.readline()\n"
        "n = rng.randrange(1, 9)\n"
        "sys.stdout.buffer.write(b''.join(rng.choice(pieces) for _ in range(n)))\n"
        "sys.stdout.buffer.write(b'\\n')\n"
        "sys.stdout.flush()\n", encoding="utf-8")
    for seed in range(25):
        game = registry.new_game("dungeon-raiders", players=3, seed=1)
        agent = ExternalAgent([sys.executable, str(bot), str(seed)], "p1", game, timeout=1.0)
        try:
            answer = agent.choose(game.pending_for("p1"), {})
            game.answer("p1", answer)
        except Exception as exc:  # noqa: BLE001 - the point: which exceptions come out
            from deckwright.kernel.errors import DeckwrightError

            assert isinstance(exc, DeckwrightError), (seed, repr(exc))
            assert len(str(exc)) < 600
        finally:
            agent.close()
