"""A server on loopback in this process, raw clients, and the hidden-information check."""

from __future__ import annotations

import asyncio
import contextlib
import json
import re
import socket
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from deckwright.cli.prompt import Prompt
from deckwright.kernel.agents import LazyView, make_agent
from deckwright.kernel.game import Game
from deckwright.kernel.log import GameLog
from deckwright.kernel.registry import Registry
from deckwright.net.host import GameHost
from deckwright.net.limits import Limits
from deckwright.net.server import Server
from deckwright.net.tokens import SPECTATOR, issue
from deckwright.net.wire import Connection

T = TypeVar("T")
TEST_SECONDS = 60.0  # no test waits longer than this, whatever happens
OBJECT_ID = re.compile(r"[a-z0-9][a-z0-9-]*#[0-9]+")
FAST = Limits(lines_per_second=10_000, burst=10_000, handshake_seconds=5,
              close_grace_seconds=0.5, idle_seconds=30)


def run(coro: Awaitable[T], seconds: float = TEST_SECONDS) -> T:
    """Run a test's coroutine with a deadline, so nothing can hang CI; hang up every raw
    client it opened."""
    problems: list[str] = []

    async def bounded() -> T:
        asyncio.get_running_loop().set_exception_handler(
            lambda loop, context: problems.append(str(context.get("exception")
                                                      or context["message"])))
        try:
            return await asyncio.wait_for(coro, seconds)
        finally:
            while OPEN:
                writer = OPEN.pop().writer
                writer.close()
                with contextlib.suppress(Exception):
                    await writer.wait_closed()
    result = asyncio.run(bounded())
    assert problems == [], f"asyncio reported: {problems}"  # no task failed unseen
    return result


def hidden_from(game: Game, seat: str) -> set[str]:
    """Every object id ``seat`` may not see right now (other hands, decks, face-down cards)."""
    out = set()
    for zone in game.zones.values():
        for obj in zone.objects:
            seen = zone.visible_to(seat) and not obj.face_down
            if not seen and seat not in obj.known_to:
                out.add(obj.id)
    return out


@dataclass
class WireCheck:
    """Reads every byte the server writes to the watched seats and checks, at that moment,
    that no object hidden from that seat is named in it."""

    game: Game
    seats: set[str]
    sent: dict[str, bytearray] = field(default_factory=dict)
    leaks: list[str] = field(default_factory=list)
    checked: int = 0

    def __call__(self, conn: Connection, data: bytes) -> None:
        who = conn.who
        if who not in self.seats:
            return
        self.sent.setdefault(who, bytearray()).extend(data)
        text = data.decode("utf-8", errors="replace")
        hidden = hidden_from(self.game, who)
        self.checked += 1
        for found in OBJECT_ID.findall(text):
            if found in hidden:
                self.leaks.append(f"{who} was sent hidden {found}: {text[:200]!r}")


@dataclass
class Hosted:
    """A game served on loopback: its host, server, tokens and what the host said."""

    game: Game
    host: GameHost
    server: Server
    tokens: dict[str, str]
    said: list[str]
    task: asyncio.Task[Any]

    @property
    def port(self) -> int:
        """The port it listens on."""
        return self.server.port

    async def finish(self, seconds: float = 30.0) -> Any:
        """Wait for the game's end, then close the server."""
        try:
            return await asyncio.wait_for(asyncio.shield(self.task), seconds)
        finally:
            await self.close()

    async def close(self) -> None:
        """Stop everything."""
        if not self.task.done():
            self.task.cancel()
        await asyncio.gather(self.task, return_exceptions=True)
        await self.server.close()


async def serve(registry: Registry, game: Game, humans: list[str], *,
                bots: dict[str, Any] | None = None, limits: Limits = FAST,
                tap: Any = None, away_limit: float | None = None, save: Path | None = None,
                spectators: bool = False, keys: Any = None, tls: Any = None) -> Hosted:
    """Start a host and a server for ``game`` on 127.0.0.1, on a port the system picks (with
    TLS if given a server context)."""
    log = GameLog(game)
    said: list[str] = []
    bots = bots or {}
    factories = registry.agent_factories(game.id)
    host = GameHost(game, log, humans,
                    lambda echo: Prompt(game, None, log, None, echo=echo, remote=True),
                    bots=bots,
                    stand_in=lambda seat: make_agent("random", seat, game, factories),
                    save_path=save, away_limit=away_limit, say=said.append,
                    spectator_limit=limits.spectators,
                    spectators_per_address=limits.spectators_per_address)
    tokens: dict[str, str] = {}
    if keys is None:
        keys, tokens = issue(humans, {s: "bot" for s in bots}, spectators)
    server = Server(host, keys, limits, "127.0.0.1", 0, tls, tap=tap, say=said.append)
    await server.start()
    task = asyncio.ensure_future(host.run())
    return Hosted(game, host, server, tokens, said, task)


OPEN: list[Raw] = []


class Raw:
    """A plain client: what ``nc`` would do, with everything it received kept."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader = reader
        self.writer = writer
        self.received = bytearray()

    @classmethod
    async def connect(cls, port: int, first: str | None = None,
                      rcvbuf: int | None = None) -> Raw:
        """Connect (with a small receive buffer if asked) and send the first line."""
        if rcvbuf is None:
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
        else:
            sock = socket.socket()
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, rcvbuf)
            sock.setblocking(False)
            await asyncio.get_running_loop().sock_connect(sock, ("127.0.0.1", port))
            reader, writer = await asyncio.open_connection(sock=sock)
        raw = cls(reader, writer)
        OPEN.append(raw)
        if first is not None:
            raw.send(first)
        return raw

    def send(self, line: str) -> None:
        """Send one line."""
        self.writer.write((line + "\n").encode("utf-8"))

    def text(self) -> str:
        """Everything received, as text."""
        return self.received.decode("utf-8", errors="replace")

    async def until(self, marker: str | Callable[[str], bool], seconds: float = 10.0) -> str:
        """Read until ``marker`` is in what arrived since the call (or the test fails)."""
        start = len(self.received)

        def seen() -> bool:
            fresh = self.received[start:].decode("utf-8", errors="replace")
            return marker(fresh) if callable(marker) else marker in fresh

        async def read() -> None:
            while not seen():
                chunk = await self.reader.read(65536)
                if not chunk:
                    raise ConnectionError(f"closed before {marker!r}; got "
                                          f"{self.received[start:][-400:]!r}")
                self.received += chunk
        await asyncio.wait_for(read(), seconds)
        return self.received[start:].decode("utf-8", errors="replace")

    async def closed(self, seconds: float = 10.0) -> str:
        """Read until the server closes; what arrived meanwhile."""
        start = len(self.received)

        async def read() -> None:
            while True:
                try:
                    chunk = await self.reader.read(65536)
                except ConnectionError:
                    return
                if not chunk:
                    return
                self.received += chunk
        await asyncio.wait_for(read(), seconds)
        return self.received[start:].decode("utf-8", errors="replace")

    async def message(self, kind: str | None = None, seconds: float = 10.0) -> dict[str, Any]:
        """The next JSON message (of ``kind``), skipping others."""
        async def read() -> dict[str, Any]:
            while True:
                line = await self.reader.readline()
                if not line:
                    raise ConnectionError("closed while waiting for a message")
                self.received += line
                message = json.loads(line)
                if kind is None or message.get("type") == kind or message.get("t") == kind:
                    return message
        return await asyncio.wait_for(read(), seconds)

    async def notice(self, start: str, seconds: float = 10.0) -> str:
        """The next notice (json mode) that starts with ``start``, skipping others."""
        while True:
            text = (await self.message("notice", seconds))["text"]
            if text.startswith(start):
                return str(text)

    def close(self) -> None:
        """Hang up."""
        self.writer.close()


def scripted_answers(registry: Registry, game_id: str, players: int, seed: int,
                     options: dict[str, Any] | None = None) -> tuple[dict[str, list[Any]], str]:
    """Play a game with the game's heuristic bot at every seat; each seat's answers in order,
    and the final state hash."""
    game = registry.new_game(game_id, players=players, seed=seed, options=options or {})
    factories = registry.agent_factories(game_id)
    agents = {s: factories["heuristic"](s, game) for s in game.seats}
    answers: dict[str, list[Any]] = {s: [] for s in game.seats}
    while not game.over:
        for decision in game.pending:
            answer = agents[decision.player].choose(decision, LazyView(game, decision.player))
            game.answer(decision.player, answer)
            answers[decision.player].append(game.answers[-1][1])
    return answers, game.state_hash()


def as_text(answer: Any) -> str:
    """An answer as a person types it."""
    if isinstance(answer, list):
        return " ".join(answer) if answer else "none"
    return str(answer)


__all__ = ["SPECTATOR", "FAST", "Hosted", "Raw", "WireCheck", "as_text", "hidden_from", "run",
           "scripted_answers", "serve"]


class CannedTerminal:
    """A join client's terminal that shows into a list and answers every question with one
    canned line (None: nothing typed)."""

    def __init__(self, answer: str | None = None) -> None:
        self.answer = answer
        self.shown: list[str] = []
        self.heard: Callable[[str | None], None] | None = None

    def show(self, text: str) -> None:
        self.shown.append(text)

    def listen(self, heard: Callable[[str | None], None]) -> None:
        self.heard = heard

    def type_between_questions(self, line: str) -> None:
        """Type a line while no question is on screen."""
        assert self.heard is not None, "the client does not listen yet"
        self.heard(line)

    def ask(self, prompt: str) -> asyncio.Future[str | None]:
        future: asyncio.Future[str | None] = asyncio.get_running_loop().create_future()
        future.set_result(self.answer)
        return future
