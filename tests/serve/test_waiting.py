"""A seat asked nothing (issue #33, item 6): what it types then is a command or is dropped,
never an answer to the next question; it hears what the others do as it happens, in its own
view; and join says why a token was refused in one line."""

from __future__ import annotations

import asyncio
import json
import os
import pty
import re
import select
import subprocess
import sys
import threading
from typing import Any

import pytest

from deckwright.kernel.agents import ExternalAgent, RandomAgent
from deckwright.kernel.decisions import Decision
from deckwright.kernel.errors import DeckwrightError
from deckwright.kernel.game import Game
from deckwright.kernel.registry import Registry
from deckwright.net.client import JoinClient, Target, check_token
from deckwright.net.wire import Connection

from .helpers import CannedTerminal, Raw, WireCheck, run, scripted_answers, serve


class HeldBot(ExternalAgent):
    """A bot answered in a thread, as an external program is, that holds its first answer
    until the test lets it go: meanwhile the host waits and the connections are read."""

    def __init__(self, seat: str, game: Game) -> None:  # no program is started
        self.seat = seat
        self.inner = RandomAgent(seat, game)
        self.go = threading.Event()

    def choose(self, decision: Decision, view: Any) -> Any:
        self.go.wait(20)
        return self.inner.choose(decision, view)


def seat_answers(game: Game, seat: str) -> int:
    return sum(1 for who, _ in game.answers if who == seat)


def test_a_line_typed_before_the_question_was_sent_does_not_answer_it(
        registry: Registry) -> None:
    async def main() -> None:
        game = registry.new_game("dungeon-raiders", players=3, seed=5)
        held = HeldBot("p2", game)
        p3 = registry.agent_factories("dungeon-raiders")["heuristic"]("p3", game)
        hosted = await serve(registry, game, ["p1"], bots={"p2": held, "p3": p3})
        p1 = await Raw.connect(hosted.port, hosted.tokens["p1"])
        await p1.until("the game begins")
        p1.send("1")  # no question yet: the host waits for p2's bot
        while hosted.host.inbox.empty():
            await asyncio.sleep(0.01)
        held.go.set()  # the bot answers, p1 is asked, then the host reads p1's line
        got = await p1.until(lambda fresh: "was dropped" in fresh and fresh.endswith("p1> "))
        assert "[p1] Choose a card" in got
        # dropped, and asked again
        assert "p1> '1' was dropped: it was typed before this question was shown\np1> " in got
        assert seat_answers(game, "p1") == 0
        await hosted.close()

    run(main())


def test_a_line_typed_while_another_seat_is_asked_is_dropped_with_a_note(
        registry: Registry) -> None:
    async def main() -> None:
        game = registry.new_game("dungeon-raiders", players=3, seed=5)
        bot = registry.agent_factories("dungeon-raiders")["heuristic"]("p3", game)
        hosted = await serve(registry, game, ["p1", "p2"], bots={"p3": bot})
        p1 = await Raw.connect(hosted.port, hosted.tokens["p1"])
        p2 = await Raw.connect(hosted.port, hosted.tokens["p2"])
        await p1.until("p1> ")
        await p2.until("p2> ")
        p1.send("1")
        await p1.until("waiting for p2")
        p1.send("2")
        said = await p1.until("\n")
        assert said.strip() == "'2' was dropped: nobody asked you anything (waiting for p2)"
        p1.send("card spike")  # a command is still answered
        assert "Spike Trap" in await p1.until("Spike Trap")
        p2.send("1")
        await p1.until("p1> ")
        assert seat_answers(game, "p1") == 1  # the '2' answered nothing
        await hosted.close()

    run(main())


def test_join_sends_what_is_typed_between_questions_as_an_aside_never_an_answer(
        registry: Registry) -> None:
    class TypesTooEarly(CannedTerminal):
        """Answers its first question; at its second, a line typed just before the question
        reached the screen arrives first."""

        def __init__(self) -> None:
            super().__init__()
            self.asked = 0
            self.second: asyncio.Future[str | None] | None = None

        def ask(self, prompt: str) -> asyncio.Future[str | None]:
            self.asked += 1
            future: asyncio.Future[str | None] = asyncio.get_running_loop().create_future()
            if self.asked == 1:
                future.set_result("1")
                return future
            self.type_between_questions("3")
            self.second = future
            return future

    async def main() -> None:
        game = registry.new_game("dungeon-raiders", players=3, seed=5)
        bot = registry.agent_factories("dungeon-raiders")["heuristic"]("p3", game)
        hosted = await serve(registry, game, ["p1", "p2"], bots={"p3": bot})
        terminal = TypesTooEarly()
        client = JoinClient(Target("127.0.0.1", hosted.port, hosted.tokens["p1"]), terminal)
        playing = asyncio.ensure_future(client.run())
        p2 = await Raw.connect(hosted.port, hosted.tokens["p2"])
        await p2.until("p2> ")
        while not any("waiting for p2" in text for text in terminal.shown):
            await asyncio.sleep(0.01)
        terminal.type_between_questions("log")  # a command between questions: answered
        terminal.type_between_questions("2")    # an answer to nothing: dropped
        while not any("'2' was dropped" in text for text in terminal.shown):
            await asyncio.sleep(0.01)
        p2.send("1")  # the room resolves; p1 is asked its second question
        while not any("'3' was dropped" in text for text in terminal.shown):
            await asyncio.sleep(0.01)
        shown = "".join(terminal.shown)
        assert "'2' was dropped: nobody asked you anything (waiting for p2)" in shown
        assert "'3' was dropped: it was typed before this question was shown" in shown
        assert "  p1 " in shown or "nothing has happened yet" in shown  # 'log' answered
        assert seat_answers(game, "p1") == 1
        assert terminal.second is not None and not terminal.second.done()  # still asked
        playing.cancel()
        await asyncio.gather(playing, return_exceptions=True)
        await hosted.close()

    run(main())


def test_a_waiting_seat_hears_the_others_as_it_happens_in_its_own_view(
        registry: Registry) -> None:
    answers, _ = scripted_answers(registry, "four-souls", 2, seed=3)

    async def main() -> None:
        game = registry.new_game("four-souls", players=2, seed=3)
        hosted_box: list[Any] = []
        live: list[str] = []
        not_for_p2: list[str] = []
        check = WireCheck(game, {"p2"})

        def tap(conn: Connection, data: bytes) -> None:
            check(conn, data)
            seat = hosted_box[0].host.seats["p2"] if hosted_box else None
            if conn.who == "p2" and seat is not None and seat.offered is None:
                text = data.decode("utf-8", errors="replace")
                if text.startswith("  ") and text.strip():
                    # told while p2 has no question on screen: only what p2 may be told
                    told = {_unfolded(t) for t in game.tell(list(game.history), "p2")}
                    if _unfolded(text.strip()) not in told:
                        not_for_p2.append(text)
                    live.append(text.strip())

        hosted = await serve(registry, game, ["p1", "p2"], tap=tap)
        hosted_box.append(hosted)
        p1 = await Raw.connect(hosted.port, f"{hosted.tokens['p1']} json")
        p2 = await Raw.connect(hosted.port, hosted.tokens["p2"])
        mine = {"p1": list(answers["p1"]), "p2": list(answers["p2"])}
        while len(live) < 5 and not game.over:
            decision = game.pending[0] if game.pending else None
            await asyncio.sleep(0.01)
            if decision is None or game.pending_for(decision.player) is not decision:
                continue
            if decision.player == "p1" and hosted.host.seats["p1"].offered is decision:
                p1.send(json.dumps({"answer": mine["p1"].pop(0)}))
            elif decision.player == "p2" and hosted.host.seats["p2"].offered is decision:
                p2.send(_typed(mine["p2"].pop(0)))
            else:
                continue
            while game.pending_for(decision.player) is decision:
                await asyncio.sleep(0.01)
        assert len(live) >= 5, f"p2 heard nothing while waiting: {live}"
        assert not_for_p2 == []
        assert any(line.startswith("p1 ") for line in live)  # what the other seat did
        assert check.checked > 0 and check.leaks == []
        await hosted.close()

    run(main(), 120)


def _unfolded(line: str) -> str:
    return re.sub(r" \(×\d+\)$", "", line)


def _typed(answer: Any) -> str:
    if isinstance(answer, list):
        return " ".join(answer) if answer else "none"
    return str(answer)


def test_a_token_that_cannot_be_one_is_refused_before_connecting() -> None:
    assert check_token("E2W-5X3z1yoHA3cbVEl3KL5H") == "E2W-5X3z1yoHA3cbVEl3KL5H"
    for bad in ("", "two words", "x" * 300, "tab\there"):
        with pytest.raises(DeckwrightError, match="is not a seat token: a token is one word"):
            check_token(bad)


def test_a_token_line_the_server_cannot_read_is_refused_in_one_line(registry: Registry) -> None:
    async def main() -> None:
        game = registry.new_game("dungeon-raiders", players=3, seed=5)
        hosted = await serve(registry, game, ["p1", "p2", "p3"])
        screen = CannedTerminal()
        # a token of two words: the server reads the second as a mode it does not know, so it
        # cannot know the client speaks term and refuses in plain text
        client = JoinClient(Target("127.0.0.1", hosted.port, "abc"), screen)
        client.target.token = "abc texty"
        assert await client.run() == 1
        assert screen.shown == ["refused: that token opens no seat of this game; check it "
                                "against the join line the host gave you.\n"]
        await hosted.close()

    run(main())


def test_an_address_refused_before_the_greeting_is_told_so_once_without_retrying(
        registry: Registry) -> None:
    async def main() -> None:
        game = registry.new_game("dungeon-raiders", players=3, seed=5)
        hosted = await serve(registry, game, ["p1", "p2", "p3"])
        for _ in range(hosted.server.limits.wrong_tokens_ban):
            hosted.server.guard.wrong("127.0.0.1")
        screen = CannedTerminal()
        client = JoinClient(Target("127.0.0.1", hosted.port, hosted.tokens["p1"]), screen)
        assert await client.run() == 1
        assert len(screen.shown) == 1
        assert screen.shown[0].startswith("refused: too many wrong tokens from your address")
        assert hosted.server.accepted == 1  # no second try
        await hosted.close()

    run(main())


class PtyJoin:
    """``deckwright join`` in a pseudo-terminal: a person at a real terminal."""

    def __init__(self, port: int, token: str) -> None:
        self.master, slave = pty.openpty()
        self.process = subprocess.Popen(
            [sys.executable, "-m", "deckwright.cli", "join", "--retry", "0",
             f"127.0.0.1:{port}", token],
            stdin=slave, stdout=slave, stderr=slave, close_fds=True,
            env={**os.environ, "TERM": "dumb", "NO_COLOR": "1"})
        os.close(slave)
        self.screen = ""

    def type(self, text: str) -> None:
        os.write(self.master, text.encode())

    async def until(self, marker: str, seconds: float = 20.0) -> str:
        """Read the screen until ``marker`` appears in what arrived since the call."""
        start = len(self.screen)
        loop = asyncio.get_running_loop()
        deadline = loop.time() + seconds
        while marker not in self.screen[start:]:
            if loop.time() > deadline:
                raise AssertionError(f"no {marker!r} on the screen: {self.screen[-600:]!r}")
            if select.select([self.master], [], [], 0)[0]:
                try:
                    self.screen += os.read(self.master, 65536).decode("utf-8", "replace")
                except OSError:
                    raise AssertionError(f"join ended: {self.screen[-600:]!r}") from None
            else:
                await asyncio.sleep(0.02)
        return self.screen[start:]

    def close(self) -> None:
        self.process.kill()
        self.process.wait(10)
        os.close(self.master)


def test_at_a_terminal_a_line_typed_while_waiting_never_answers_the_next_question(
        registry: Registry) -> None:
    async def main() -> None:
        game = registry.new_game("dungeon-raiders", players=3, seed=5)
        bot = registry.agent_factories("dungeon-raiders")["heuristic"]("p3", game)
        hosted = await serve(registry, game, ["p1", "p2"], bots={"p3": bot})
        p2 = await Raw.connect(hosted.port, hosted.tokens["p2"])
        p1 = PtyJoin(hosted.port, hosted.tokens["p1"])
        try:
            await p1.until("p1> ")
            await p2.until("p2> ")
            p1.type("1\r")
            await p1.until("waiting for p2")
            p1.type("2\r")  # typed while p2 is asked and p1 is not
            await p1.until("'2' was dropped: nobody asked you anything (waiting for p2)")
            p2.send("1")
            await p1.until("p1> ")  # the next room's question
            await asyncio.sleep(0.3)  # time enough for a line kept in the terminal to arrive
            assert seat_answers(game, "p1") == 1
        finally:
            p1.close()
            await hosted.close()

    run(main())
