"""``deckwright join``: one seat at this terminal, speaking the ``term`` mode to the server.

The server sends the play prompt's text and says when it asks for a line; the client prints
the text and sends the line typed at each question, as ``play`` reads it (so a pipe works
too). A line typed while no question is on screen goes as an aside (``{"t": "aside"}``): the
server answers it if it is a command and drops it otherwise, never taking it as an answer.
A refusal (a wrong token, a banned address) is one line and ends the client. When the
connection is lost without a goodbye (a network failure, a server killed and restarted with
``--load``) it connects again with the same token and goes on.

The token is sent only after the server's greeting: whatever is not a deckwright server (a TLS
port joined without ``--tls``, something that accepts and closes at once, another service)
never sees it. A connection that fails or ends at once counts as a try; after ``retries``
tries in a row the client stops, waiting longer after each (``RETRY_STEPS``).
"""

from __future__ import annotations

import asyncio
import json
import ssl
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from deckwright.kernel.errors import DeckwrightError
from deckwright.kernel.jsontext import read_json

from .wire import is_greeting

MAX_FRAME = 4 * 1024 * 1024  # bytes in one line from the server
RETRY_STEPS = (0.2, 0.5, 1.0, 2.0, 3.0, 5.0)  # the pause before each try again
DEFAULT_RETRIES = 60  # about five minutes of trying at the last step
STABLE_SECONDS = 5.0  # a seat held this long was a good connection: its loss starts a new count
# sent before the greeting is read: five bytes are a whole (malformed) TLS record header, so a
# TLS server fails the handshake at once instead of waiting for more; a deckwright server skips
# blank lines
PROBE = b"\n" * 5
TLS_RECORD_TYPES = (0x15, 0x16)  # an alert or a handshake: the first byte of a TLS record
MAX_TOKEN = 190  # the server reads a token line of 200 characters, the mode included
REFUSED = "refused:"  # how the server's refusals begin, before and after the greeting


class Terminal(Protocol):
    """Where a joined seat is shown and typed at."""

    def show(self, text: str) -> None:
        """Print ``text`` (it carries its own line ends)."""
        ...

    def ask(self, prompt: str) -> asyncio.Future[str | None]:
        """Start reading one line after ``prompt``; the future gives it (None at the end)."""
        ...

    def listen(self, heard: Callable[[str | None], None]) -> None:
        """From now on, pass each line typed while no question is on screen to ``heard``,
        in the event loop (None at the end of input); a pipe's lines answer questions only."""
        ...


@dataclass
class Target:
    """Where to join, and as whom."""

    host: str
    port: int
    token: str
    tls: ssl.SSLContext | None = None


def check_token(token: str) -> str:
    """``token`` if it can be a seat token (one word, as the host's join line gives it)."""
    if not token or len(token) > MAX_TOKEN or any(c.isspace() or not c.isprintable()
                                                  for c in token):
        shown = token if len(token) <= 40 else token[:39] + "…"
        raise DeckwrightError(f"{shown!r} is not a seat token: a token is one word, the last "
                              "of the join line the host gave you")
    return token


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


class NotGreeted(Exception):
    """The connection was made, but no deckwright server greeted on it (the token was kept)."""


class Refused(Exception):
    """The server refused the connection before its greeting (an address banned for wrong
    tokens, too many connections waiting): trying again at once would not help."""


class JoinClient:
    """Plays one seat through a terminal until the game ends or the server says goodbye."""

    def __init__(self, target: Target, terminal: Terminal, retries: int = DEFAULT_RETRIES,
                 connect_timeout: float = 10.0) -> None:
        self.target = target
        self.terminal = terminal
        self.retries = retries
        self.connect_timeout = connect_timeout
        self.reading: asyncio.Future[str | None] | None = None
        self.unsent: str | None = None
        self.last_line = ""
        self.greeted = True
        self.seated = False  # the server answered the token on this connection
        # lines typed while no question was on screen: sent marked as such, never as answers
        self.asides: asyncio.Queue[str | None] = asyncio.Queue()

    async def run(self) -> int:
        """Play; the exit status: 0 when the game is over or the player quit, 1 otherwise."""
        seated_once = False
        failures = 0  # tries in a row that came to nothing
        self.terminal.listen(self.asides.put_nowait)
        while True:
            try:
                reader, writer = await self._connect()
            except Refused as exc:
                self.terminal.show(f"{exc}\n")
                return 1
            except NotGreeted as exc:
                why = str(exc)
            except (OSError, TimeoutError) as exc:  # ssl.SSLError is an OSError
                if not seated_once and failures == 0:  # a wrong address or port: say so now
                    raise DeckwrightError(f"cannot join {self._where()}: {_why(exc)}") from None
                why = f"cannot connect: {_why(exc)}"
            else:
                self.greeted = not seated_once  # "reconnected" once the server answers
                self.seated = False
                began = time.monotonic()
                outcome = await self._session(reader, writer)
                if isinstance(outcome, _Bye):
                    self.terminal.show(outcome.text + "\n")
                    quit_typed = self.last_line.split()[:1] in (["quit"], ["exit"])
                    return 0 if outcome.over or quit_typed else 1
                if outcome == "input ended":
                    self.terminal.show("input ended before the game did; your seat waits for "
                                       "you\n")
                    return 1
                if self.seated and time.monotonic() - began >= STABLE_SECONDS:
                    failures = 0  # it played for a while: a new loss, a new count
                seated_once = seated_once or self.seated
                why = "the connection was lost"
            failures += 1
            if failures > self.retries:
                return self._give_up(why, seated_once)
            pause = RETRY_STEPS[min(failures - 1, len(RETRY_STEPS) - 1)]
            again = "reconnecting" if seated_once else "trying again"
            self.terminal.show(f"{why}; {again} in {pause:g} s (try {failures} of "
                               f"{self.retries}; Ctrl-C to stop)\n")
            await asyncio.sleep(pause)

    def _where(self) -> str:
        return f"{self.target.host}:{self.target.port}"

    def _give_up(self, why: str, seated_once: bool) -> int:
        """Stop trying: a line for a seat that played (exit 1), an error for one that never
        got in."""
        tries = f"; gave up after {self.retries} more tries" if self.retries else ""
        if not seated_once:
            raise DeckwrightError(f"cannot join {self._where()}: {why}{tries}")
        self.terminal.show(f"{why}{tries}; join again with the same token to go on\n")
        return 1

    async def _connect(self) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
        """Connect (OSError or TimeoutError if that fails), wait for the server's greeting
        (NotGreeted if none comes), and only then send the token."""
        target = self.target
        reader, writer = await asyncio.wait_for(asyncio.open_connection(
            target.host, target.port, ssl=target.tls, limit=MAX_FRAME,
            server_hostname=target.host if target.tls else None), self.connect_timeout)
        try:
            writer.write(PROBE)
            first = await asyncio.wait_for(reader.readline(), self.connect_timeout)
        except TimeoutError:
            writer.close()
            raise NotGreeted(f"the server sent no greeting within {self.connect_timeout:g} s "
                             "(an older deckwright, or no deckwright server at all?)") from None
        except (OSError, ValueError) as exc:  # ValueError: a line longer than MAX_FRAME
            writer.close()
            raise NotGreeted(f"the server did not greet: {_why(exc)}") from None
        if not is_greeting(first):
            writer.close()
            if first.startswith(REFUSED.encode()):
                raise Refused(_one_line(first))
            raise NotGreeted(self._not_greeted(first))
        writer.write(f"{target.token} term\n".encode())
        return reader, writer

    def _not_greeted(self, first: bytes) -> str:
        """What the first line from something that is no greeting says, for the player."""
        if not first:
            hint = "" if self.target.tls else " (if it serves TLS, join with --tls)"
            return f"the server closed the connection without a greeting{hint}"
        if first[0] in TLS_RECORD_TYPES and self.target.tls is None:
            return "the server speaks TLS: join with --tls"
        return (f"what answers there is not a deckwright server (it sent {first[:60]!r}); "
                "your token was not sent")

    async def _session(self, reader: asyncio.StreamReader,
                       writer: asyncio.StreamWriter) -> _Bye | str:
        """One connection: show frames, send typed lines; how it ended."""
        if self.unsent is not None:
            writer.write((self.unsent + "\n").encode("utf-8"))
            self.unsent = None
        incoming: asyncio.Task[bytes] = asyncio.ensure_future(reader.readline())
        aside: asyncio.Task[str | None] = asyncio.ensure_future(self.asides.get())
        try:
            while True:
                waiting: set[asyncio.Future[Any]] = {incoming, aside}
                if self.reading is not None:
                    waiting.add(self.reading)
                done, _ = await asyncio.wait(waiting, return_when=asyncio.FIRST_COMPLETED)
                if aside in done:
                    typed = aside.result()
                    if typed is None:
                        return "input ended"
                    aside = asyncio.ensure_future(self.asides.get())
                    self.last_line = typed.strip().lower()
                    frame = json.dumps({"t": "aside", "text": typed}, ensure_ascii=False)
                    try:
                        writer.write((frame + "\n").encode("utf-8"))
                    except (ConnectionError, RuntimeError):
                        return "lost"
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
            aside.cancel()
            writer.close()

    def _frame(self, raw: bytes) -> _Bye | None:
        if raw.startswith(REFUSED.encode()):
            # refused before the mode was known (a token line the server could not read):
            # said in plain text
            return _Bye(_one_line(raw), False)
        try:
            frame = read_json(raw)
        except ValueError:  # (one nested too deeply too: jsontext)
            return _Bye("the server sent something that is not the join protocol "
                        f"({raw[:60]!r}); is this a deckwright server?", False)
        self.seated = True
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


def _one_line(raw: bytes) -> str:
    """A line from the server as one printable line of at most 300 characters."""
    text = "".join(c for c in raw.decode("utf-8", errors="replace") if c.isprintable())
    return text.strip()[:300]


def _why(exc: BaseException) -> str:
    if isinstance(exc, TimeoutError):
        return "no answer (timed out)"
    if isinstance(exc, ssl.SSLError):
        return f"TLS failed: {exc.reason or exc}"
    return str(getattr(exc, "strerror", None) or exc)
