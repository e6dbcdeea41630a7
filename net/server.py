"""The listening side: accept connections, check the token line, hand seated ones to the host.

The server greets each connection, and its first line back is ``TOKEN`` or ``TOKEN MODE``
(text, term, json); blank lines before it are skipped (``join`` sends a few, so that a TLS
port it reached by mistake fails at once). A wrong token is refused and counted per address:
after a few the answers slow down, after more the address is refused for a while. Every
connection reads through ``wire.Connection``, so its limits hold from the first byte.

With TLS the handshake is done here, not by the listener, so that it counts under the same
per-address and total limits as the token line, within the same deadline.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import ssl
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from .host import GameHost, Joined, Left, Line
from .limits import AddressGuard, Limits
from .tokens import SPECTATOR, SeatKeys
from .wire import MODES, TEXT, Connection, Tap

MAX_TOKEN_LINE = 200
MAX_BLANK_LINES = 16  # skipped before the token (join sends five)


def is_loopback(host: str) -> bool:
    """Whether ``host`` names this machine only (127.0.0.0/8, ::1, localhost)."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


@dataclass
class Server:
    """Listens for one game's players; ``start`` binds, ``close`` ends every connection."""

    host: GameHost
    keys: SeatKeys
    limits: Limits = field(default_factory=Limits)
    address: str = "127.0.0.1"
    port: int = 0
    tls: ssl.SSLContext | None = None
    tap: Tap | None = None
    say: Callable[[str], None] = print

    def __post_init__(self) -> None:
        self.guard = AddressGuard(self.limits)
        self.connections: set[Connection] = set()
        self.accepted = 0  # connections accepted since the start (refused ones too)
        self._server: asyncio.Server | None = None
        self._tasks: set[asyncio.Task[None]] = set()

    async def start(self) -> int:
        """Bind and listen; return the port (chosen by the system for port 0)."""
        # no ssl= here: the TLS handshake is part of ours, under the guard (see _handshake)
        self._server = await asyncio.start_server(
            self._accept, self.address, self.port, limit=self.limits.json_line_bytes)
        self.port = self._server.sockets[0].getsockname()[1]
        return self.port

    async def drain(self, timeout: float) -> None:
        """Wait (at most ``timeout`` s) for connections that are closing to deliver their
        last words."""
        deadline = asyncio.get_running_loop().time() + timeout
        while self.connections and asyncio.get_running_loop().time() < deadline:
            await asyncio.sleep(0.02)

    async def close(self) -> None:
        """Stop listening and cut every connection."""
        if self._server is not None:
            self._server.close()
        for conn in list(self.connections):
            conn.abort()
        for task in list(self._tasks):
            task.cancel()
        for task in list(self._tasks):
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task

    async def _accept(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        if task is not None:
            self._tasks.add(task)
        self.accepted += 1
        conn = Connection(reader, writer, self.limits, self.tap)
        self.connections.add(conn)
        try:
            await self._connection(conn)
        except asyncio.CancelledError:  # the server closes; asyncio would report a cancel
            conn.abort()
        finally:
            self.connections.discard(conn)
            if task is not None:
                self._tasks.discard(task)

    async def _connection(self, conn: Connection) -> None:
        """One connection from its first byte to its close."""
        try:
            if await self._handshake(conn):
                await self._serve(conn)
        except (ConnectionError, OSError, ssl.SSLError):
            conn.abort()
        conn.close()
        await conn.linger()

    async def _handshake(self, conn: Connection) -> bool:
        """TLS if served with it, the greeting, then the token line, all within the handshake
        deadline and under the guard's limits; True once the connection is seated."""
        address = conn.address
        # nothing here may wait before start_tls: the client's first bytes must reach TLS
        refusal, evicted = self.guard.admit(address, conn)
        if isinstance(evicted, Connection):
            if self.tls is None:
                evicted.text("closed: you sent no token, and others are waiting to")
            evicted.abort()
        if refusal is not None:
            if self.tls is None:
                conn.close(f"refused: {refusal}")
            else:
                conn.abort()  # it expects TLS and could read no words: closed at once
            return False
        deadline = time.monotonic() + self.limits.handshake_seconds
        try:
            if self.tls is not None:
                try:
                    await conn.writer.start_tls(
                        self.tls, ssl_handshake_timeout=self.limits.handshake_seconds)
                except (ConnectionError, OSError, TimeoutError):  # SSLError is an OSError
                    conn.abort()
                    return False
            conn.greet()
            line = await self._token_line(conn, deadline)
            if line is None:
                return False
            words = "".join(c for c in line if c.isprintable()).split()
            if not words or len(line) > MAX_TOKEN_LINE:
                conn.close("refused: the first line must be your seat token "
                           "(optionally followed by a mode: text, term or json)")
                return False
            mode = words[1].lower() if len(words) > 1 else TEXT
            if mode in MODES:
                conn.mode = mode  # a refusal reaches join as the goodbye it understands
            who = self.keys.who(words[0])
            if who is None:
                count, delay = self.guard.wrong(address)
                self.say(f"refused a wrong token from {address} ({count} lately from this "
                         f"address, {self.guard.wrong_total} in all)")
                if delay:
                    await asyncio.sleep(delay)
                limits = self.limits
                more = (" Further tries from your address are slowed down."
                        if count >= limits.wrong_tokens_free else "")
                if count >= limits.wrong_tokens_ban:
                    more = f" Your address is refused for {limits.ban_seconds:g} s."
                conn.close("refused: that token opens no seat of this game; check it against "
                           f"the join line the host gave you.{more}")
                return False
            if mode not in MODES:
                conn.close(f"refused: no mode called '{mode[:20]}' (modes: {', '.join(MODES)})")
                return False
            conn.who = who
            if who == SPECTATOR:
                conn.watch_only()
            return True
        finally:
            self.guard.closed(conn)

    async def _token_line(self, conn: Connection, deadline: float) -> str | None:
        """The first line that is not blank (None if the connection ended or took too long
        or sent too many blank lines)."""
        for _ in range(MAX_BLANK_LINES + 1):
            line = await conn.read_line(deadline)
            if line is None or line.strip():
                return line
        conn.close("refused: the first line must be your seat token")
        return None

    async def _serve(self, conn: Connection) -> None:
        """Pass a seated connection's lines to the host until it ends."""
        if self.host.game.over:
            self.host.farewell(conn)
            return
        inbox = self.host.inbox
        await inbox.put(Joined(conn))
        try:
            while True:
                # what this connection's lines cost is paid here, in its own reader: in debt
                # it waits, and it has one line at most in the host's inbox at a time, so the
                # others' lines are never queued behind a flood of its own
                await conn.work.wait()
                line = await conn.read_line()
                if line is None:
                    break
                conn.ready.clear()
                # whether a question was on screen as the line came is kept with it: the host
                # may have asked one since, and a line typed before it must not answer it
                await inbox.put(Line(conn, line, conn.asked))
                await conn.ready.wait()
        finally:
            self.host.post(Left(conn))

    def join_lines(self, tokens: dict[str, str], shown_host: str) -> list[str]:
        """What the host hands out: one line per human seat (and the spectators')."""
        where = f"{shown_host}:{self.port}"
        tls = " --tls" if self.tls is not None else ""
        lines = []
        for who, token in tokens.items():
            label = "spectators" if who == SPECTATOR else who
            lines.append(f"  {label}: deckwright join{tls} {where} {token}")
        return lines
