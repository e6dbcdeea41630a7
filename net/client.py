"""``deckwright join``: one seat at this terminal, speaking the ``term`` mode to the server.

The server sends the play prompt's text and says when it asks for a line; the client prints
the text and reads one line of input per question, as ``play`` does (so a pipe works too).
When the connection is lost without a goodbye (a network failure, a server killed and
restarted with ``--load``) it connects again with the same token and goes on.
"""

from __future__ import annotations

import asyncio
import json
import ssl
import time
from dataclasses import dataclass
from typing import Any, Protocol

from deckwright.kernel.errors import DeckwrightError

MAX_FRAME = 4 * 1024 * 1024  # bytes in one line from the server
RETRY_STEPS = (0.2, 0.5, 1.0, 2.0, 3.0)


class Terminal(Protocol):
    """Where a joined seat is shown and typed at."""

    def show(self, text: str) -> None:
        """Print ``text`` (it carries its own line ends)."""
        ...

    def ask(self, prompt: str) -> asyncio.Future[str | None]:
        """Start reading one line after ``prompt``; the future gives it (None at the end)."""
        ...


@dataclass
class Target:
    """Where to join, and as whom."""

    host: str
    port: int
    token: str
    tls: ssl.SSLContext | None = None


def parse_address(text: str) -> tuple[str, int]:
    """``HOST:PORT`` (``[::1]:PORT`` for IPv6) as a host and a port."""
    host, sep, port = text.rpartition(":")
    if not sep or not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise DeckwrightError(f"'{text}' is not HOST:PORT (e.g. 127.0.0.1:7777)")
    return host.strip("[]"), int(port)


@dataclass
class _Bye:
    text: str
    over: bool


class JoinClient:
    """Plays one seat through a terminal until the game ends or the server says goodbye."""

    def __init__(self, target: Target, terminal: Terminal, retry_seconds: float = 300.0,
                 connect_timeout: float = 10.0) -> None:
        self.target = target
        self.terminal = terminal
        self.retry_seconds = retry_seconds
        self.connect_timeout = connect_timeout
        self.reading: asyncio.Future[str | None] | None = None
        self.unsent: str | None = None
        self.last_line = ""
        self.greeted = True

    async def run(self) -> int:
        """Play; the exit status: 0 when the game is over or the player quit, 1 otherwise."""
        connected_once = False
        lost_at: float | None = None
        attempt = 0
        while True:
            try:
                reader, writer = await asyncio.wait_for(self._connect(), self.connect_timeout)
            except (OSError, TimeoutError, ssl.SSLError) as exc:
                if not connected_once:
                    raise DeckwrightError(f"cannot join {self.target.host}:{self.target.port}:"
                                          f" {_why(exc)}") from None
                assert lost_at is not None
                if time.monotonic() - lost_at > self.retry_seconds:
                    self.terminal.show(f"gave up reconnecting after {self.retry_seconds:g} s; "
                                       "join again with the same token to go on\n")
                    return 1
                await asyncio.sleep(RETRY_STEPS[min(attempt, len(RETRY_STEPS) - 1)])
                attempt += 1
                continue
            self.greeted = not connected_once  # "reconnected" once the server answers
            connected_once = True
            attempt = 0
            outcome = await self._session(reader, writer)
            if isinstance(outcome, _Bye):
                self.terminal.show(outcome.text + "\n")
                quit_typed = self.last_line.split()[:1] in (["quit"], ["exit"])
                return 0 if outcome.over or quit_typed else 1
            if outcome == "input ended":
                self.terminal.show("input ended before the game did; your seat waits for you\n")
                return 1
            lost_at = time.monotonic()
            self.terminal.show("the connection was lost; reconnecting (Ctrl-C to stop)...\n")

    async def _connect(self) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
        target = self.target
        reader, writer = await asyncio.open_connection(
            target.host, target.port, ssl=target.tls, limit=MAX_FRAME,
            server_hostname=target.host if target.tls else None)
        writer.write(f"{target.token} term\n".encode())
        return reader, writer

    async def _session(self, reader: asyncio.StreamReader,
                       writer: asyncio.StreamWriter) -> _Bye | str:
        """One connection: show frames, send typed lines; how it ended."""
        if self.unsent is not None:
            writer.write((self.unsent + "\n").encode("utf-8"))
            self.unsent = None
        incoming: asyncio.Task[bytes] = asyncio.ensure_future(reader.readline())
        try:
            while True:
                waiting: set[asyncio.Future[Any]] = {incoming}
                if self.reading is not None:
                    waiting.add(self.reading)
                done, _ = await asyncio.wait(waiting, return_when=asyncio.FIRST_COMPLETED)
                if self.reading is not None and self.reading in done:
                    line = self.reading.result()
                    self.reading = None
                    if line is None:
                        return "input ended"
                    self.last_line = line.strip().lower()
                    try:
                        writer.write((line + "\n").encode("utf-8"))
                    except (ConnectionError, RuntimeError):
                        self.unsent = line
                        return "lost"
                if incoming not in done:
                    continue
                try:
                    raw = incoming.result()
                except (ConnectionError, OSError, ValueError, ssl.SSLError):
                    return "lost"
                if not raw:
                    return "lost"
                incoming = asyncio.ensure_future(reader.readline())
                outcome = self._frame(raw)
                if outcome is not None:
                    return outcome
        finally:
            incoming.cancel()
            writer.close()

    def _frame(self, raw: bytes) -> _Bye | None:
        try:
            frame = json.loads(raw)
        except ValueError:
            return _Bye("the server sent something that is not the join protocol "
                        f"({raw[:60]!r}); is this a deckwright server?", False)
        if not self.greeted:
            self.greeted = True
            self.terminal.show("reconnected\n")
        if not isinstance(frame, dict):
            return None
        kind = frame.get("t")
        text = str(frame.get("text", ""))
        if kind == "text":
            self.terminal.show(text)
        elif kind == "prompt" and self.reading is None:
            self.reading = self.terminal.ask(text)
        elif kind == "bye":
            return _Bye(text, bool(frame.get("over")))
        return None


def _why(exc: BaseException) -> str:
    if isinstance(exc, TimeoutError):
        return "no answer (timed out)"
    if isinstance(exc, ssl.SSLError):
        return f"TLS failed: {exc.reason or exc}"
    return str(getattr(exc, "strerror", None) or exc)
