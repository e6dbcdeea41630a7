"""One connection: bounded, rate-limited reading of lines, and framed, bounded writing.

Three modes, chosen by the client on its first line (``TOKEN [MODE]``):

- ``text`` (the default): plain text, exactly what ``play`` prints; prompts end without a
  newline. For ``nc``/``telnet``.
- ``term``: the same text, framed as JSON lines (``{"t": "text"|"prompt"|"bye", ...}``), so
  ``deckwright join`` knows when a line is asked for and when the server said goodbye.
- ``json``: the external-agent protocol (docs/external-agents.md) for programs.

Before the token the server greets (``GREETING``, one JSON line), so that ``join`` knows it
speaks to a deckwright server before it sends a token.

Writing never waits: output goes into the transport's buffer, and a client that lets more
than ``Limits.write_buffer_bytes`` pile up is dropped (it stopped reading). Reading is paced
twice: lines beyond ``Limits.lines_per_second`` wait, and so does a connection whose lines
cost the host more than its share of time (``WorkMeter``).
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Callable
from typing import Any

from deckwright.kernel.jsontext import read_json

from .limits import Limits, RateLimiter, WorkMeter

TEXT = "text"
TERM = "term"
JSON = "json"
MODES = (TEXT, TERM, JSON)
READ_CHUNK = 65_536
# the server's first line: JSON, so a program (json) and join (term) read it like any other
# message, and its text tells a person at nc what to type
GREETING = {"deckwright": "serve", "type": "greeting", "protocol": 1,
            "text": "send your seat token, then optionally a mode: text, term or json"}
MAX_GREETING_BYTES = 1_024


def is_greeting(line: bytes) -> bool:
    """Whether ``line`` (the server's first) is a deckwright server's greeting."""
    if len(line) > MAX_GREETING_BYTES:
        return False
    try:
        message = read_json(line)
    except ValueError:  # (one nested too deeply too: jsontext)
        return False
    return (isinstance(message, dict) and message.get("deckwright") == GREETING["deckwright"]
            and message.get("type") == GREETING["type"])

Tap = Callable[["Connection", bytes], None]


class Connection:
    """A client's connection, in the mode it asked for, held to the server's limits."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter,
                 limits: Limits, tap: Tap | None = None) -> None:
        self.reader = reader
        self.writer = writer
        self.limits = limits
        self.tap = tap
        peer = writer.get_extra_info("peername")
        self.address = str(peer[0]) if isinstance(peer, tuple) and peer else "unknown"
        self.mode = TEXT
        self.who = ""              # the seat, or SPECTATOR, once the token is known
        self.closed = False
        self.close_reason = ""
        self.asked = False         # a question waits for this connection (idle time counts)
        self.active_at = time.monotonic()
        self.long_lines = 0
        self._buffer = bytearray()
        self._discarding = False   # inside a line already refused as too long
        self._rate = RateLimiter(limits.lines_per_second, limits.burst)
        self._warned_rate = 0.0
        self.work = WorkMeter(limits.work_per_second, limits.work_burst)
        # set while this connection may send the host a line: its last one was handled (or
        # the connection ended), so one connection never has two lines in the host's inbox
        self.ready = asyncio.Event()
        self.ready.set()

    def __repr__(self) -> str:
        return f"<Connection {self.who or '?'} from {self.address}>"

    def watch_only(self) -> None:
        """A spectator's connection: the lower line rate of one who only looks."""
        limits = self.limits
        self._rate = RateLimiter(limits.spectator_lines_per_second, limits.spectator_burst)

    def _ended(self) -> None:
        """Mark the connection over (a reader waiting for the host goes on, to its end)."""
        self.closed = True
        self.ready.set()

    # ------------------------------------------------------------------ writing
    def greet(self) -> None:
        """Send the greeting (the first line, before the token)."""
        self._frame(GREETING)

    def text(self, message: str, nl: bool = True) -> None:
        """Write text a person reads (a notice in json mode)."""
        if nl:
            message += "\n"
        if self.mode == TEXT:
            self._write(message.encode("utf-8"))
        elif self.mode == TERM:
            self._frame({"t": "text", "text": message})
        elif message.strip():
            self._frame({"type": "notice", "text": message.strip()})

    def echo(self, message: str, nl: bool = True) -> None:
        """``click.echo``'s signature, for the play prompt."""
        self.text(message, nl)

    def prompt(self, text: str) -> None:
        """Ask for a line (nothing in json mode: a decision message asks there)."""
        if self.mode == TEXT:
            self._write(text.encode("utf-8"))
        elif self.mode == TERM:
            self._frame({"t": "prompt", "text": text})

    def json(self, message: dict[str, Any]) -> None:
        """Send a protocol message (json mode only)."""
        if self.mode == JSON:
            self._frame(message)

    def close(self, message: str = "", *, over: bool = False) -> None:
        """Say goodbye with ``message`` and close; the line is cut if it is not read soon.

        ``over``: the game is over (``join`` exits 0 and does not reconnect)."""
        if self.closed:
            return
        if message:
            if self.mode == TEXT:
                self._write((message + "\n").encode("utf-8"))
            elif self.mode == TERM:
                self._frame({"t": "bye", "text": message, "over": over})
            else:
                self._frame({"type": "bye", "text": message, "over": over})
        self._shut(message)

    def _shut(self, reason: str) -> None:
        """Stop writing: the client reads what is left, then an end of file (``linger``
        closes the connection once the client hangs up or the grace time is over)."""
        if self.closed:
            return
        self._ended()
        self.close_reason = self.close_reason or reason
        try:
            if self.writer.can_write_eof():
                self.writer.write_eof()
            else:
                self.writer.close()
        except Exception:  # a transport already broken is closed anyway
            self.abort()
            return
        loop = asyncio.get_running_loop()
        loop.call_later(self.limits.close_grace_seconds + 1, self.abort)

    async def linger(self) -> None:
        """After the last words: read and drop what the client still sends until it hangs up
        (at most ``close_grace_seconds``), then close. Closing with unread input would reset
        the connection and lose the last words."""
        transport = self.writer.transport
        deadline = time.monotonic() + self.limits.close_grace_seconds
        try:
            while not transport.is_closing() and (left := deadline - time.monotonic()) > 0:
                if not await asyncio.wait_for(self.reader.read(READ_CHUNK), left):
                    break
        except (TimeoutError, ConnectionError, OSError):
            pass
        self._ended()
        if _unsent(transport):
            transport.abort()
        else:
            transport.close()

    def abort(self) -> None:
        """Cut the connection now, dropping anything unsent."""
        self._ended()
        self.writer.transport.abort()

    def _frame(self, message: dict[str, Any]) -> None:
        line = json.dumps(message, ensure_ascii=False, separators=(",", ":")) + "\n"
        self._write(line.encode("utf-8"))

    def _write(self, data: bytes) -> None:
        if self.closed:
            return
        if self.tap is not None:
            self.tap(self, data)
        try:
            self.writer.write(data)
        except (ConnectionError, RuntimeError):
            self._shut("the connection broke")
            return
        if _unsent(self.writer.transport) > self.limits.write_buffer_bytes:
            # a client that does not read would make the server hold its output forever
            self.close_reason = ("dropped: it stopped reading what the server sends "
                                 f"(more than {self.limits.write_buffer_bytes:,} bytes waiting)")
            self.abort()

    # ------------------------------------------------------------------ reading
    def line_limit(self) -> int:
        """The longest line read in this connection's mode, in bytes."""
        return self.limits.json_line_bytes if self.mode == JSON else self.limits.line_bytes

    async def read_line(self, deadline: float | None = None) -> str | None:
        """The next line (without its end), or None once the connection is over.

        Over-long lines are refused with a message (too many close the connection); lines
        beyond the rate wait; a question left unanswered with no line for
        ``Limits.idle_seconds`` closes the connection (``deadline``, on the monotonic clock:
        the handshake's own, for the token)."""
        while not self.closed:
            end = self._buffer.find(b"\n")
            if end >= 0:
                raw = bytes(self._buffer[:end])
                del self._buffer[:end + 1]
                if self._discarding:
                    self._discarding = False
                    continue
                if len(raw) > self.line_limit():
                    self._too_long()
                    continue
                self.active_at = time.monotonic()
                if await self._rate.take():
                    self._slow_down()
                return raw.decode("utf-8", errors="replace").rstrip("\r")
            if len(self._buffer) > self.line_limit():
                if not self._discarding:
                    self._too_long()
                    self._discarding = True
                self._buffer.clear()
                continue
            wait = self._wait(deadline)
            try:
                chunk = await asyncio.wait_for(self.reader.read(READ_CHUNK), wait)
            except TimeoutError:
                if deadline is not None and time.monotonic() >= deadline:
                    self.close(f"closed: no token within {self.limits.handshake_seconds:g} s")
                    return None
                if self._idle():
                    minutes = self.limits.idle_seconds / 60
                    self.close(f"closed: a question waited {minutes:g} min with no line from "
                               "you; join again with the same token to go on")
                    return None
                continue
            except (ConnectionError, OSError):
                self._shut("the connection broke")
                return None
            if not chunk:
                self._shut(self.close_reason or "the connection closed")
                return None
            self._buffer += chunk
        return None

    def _wait(self, deadline: float | None) -> float:
        """How long to wait for bytes before checking the deadline and idle time again."""
        step = max(0.05, min(0.25, self.limits.idle_seconds / 4))
        if deadline is not None:
            step = min(step, max(0.0, deadline - time.monotonic()))
        return step

    def _idle(self) -> bool:
        return self.asked and time.monotonic() - self.active_at > self.limits.idle_seconds

    def _too_long(self) -> None:
        self.long_lines += 1
        limit = self.line_limit()
        if self.long_lines >= self.limits.long_lines:
            self.close(f"closed: {self.long_lines} lines longer than {limit:,} bytes")
            return
        self.text(f"that line is too long (more than {limit:,} bytes); it was not read")

    def _slow_down(self) -> None:
        now = time.monotonic()
        if now - self._warned_rate > 10:
            self._warned_rate = now
            self.text(f"slow down: lines beyond {self._rate.rate:g} a second "
                      "are read more slowly")


def _unsent(transport: asyncio.BaseTransport) -> int:
    """Bytes a transport still holds to send (0 once a TLS transport is torn down)."""
    try:
        return int(transport.get_write_buffer_size())  # type: ignore[attr-defined]
    except AttributeError:
        return 0
