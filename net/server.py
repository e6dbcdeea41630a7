"""The listening side: accept connections, check the token line, hand seated ones to the host.

A connection's first line is ``TOKEN`` or ``TOKEN MODE`` (text, term, json). A wrong token
is refused and counted per address: after a few the answers slow down, after more the
address is refused for a while. Every connection reads through ``wire.Connection``, so its
limits hold from the first byte.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import ssl
from collections.abc import Callable
from dataclasses import dataclass, field

from deckwright.net.host import GameHost, Joined, Left, Line
from deckwright.net.limits import AddressGuard, Limits
from deckwright.net.tokens import SPECTATOR, SeatKeys
from deckwright.net.wire import MODES, TEXT, Connection, Tap

MAX_TOKEN_LINE = 200


def is_loopback(host: str) -> bool:
    """Whether ``host`` names this machine only (127.0.0.0/8, ::1, localhost)."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def tls_context(certfile: str, keyfile: str | None) -> ssl.SSLContext:
    """A server TLS context for the certificate (and key, if kept apart)."""
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.load_cert_chain(certfile, keyfile)
    return context


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
        self._server: asyncio.Server | None = None
        self._tasks: set[asyncio.Task[None]] = set()

    async def start(self) -> int:
        """Bind and listen; return the port (chosen by the system for port 0)."""
        self._server = await asyncio.start_server(
            self._accept, self.address, self.port, ssl=self.tls,
            ssl_handshake_timeout=self.limits.handshake_seconds if self.tls else None,
            limit=self.limits.json_line_bytes)
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
        """Read and check the token line; True once the connection is seated."""
        address = conn.address
        refusal = self.guard.refusal(address)
        if refusal is not None:
            conn.close(f"refused: {refusal}")
            return False
        self.guard.opened(address)
        try:
            line = await conn.read_line(timeout=self.limits.handshake_seconds)
            if line is None:
                return False
            words = "".join(c for c in line if c.isprintable()).split()
            if not words or len(line) > MAX_TOKEN_LINE:
                conn.close("refused: the first line must be your seat token "
                           "(optionally followed by a mode: text, term or json)")
                return False
            mode = words[1].lower() if len(words) > 1 else TEXT
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
                conn.close(f"refused: that token opens no seat of this game.{more}")
                return False
            if mode not in MODES:
                conn.close(f"refused: no mode called '{mode[:20]}' (modes: {', '.join(MODES)})")
                return False
            conn.mode = mode
            conn.who = who
            return True
        finally:
            self.guard.closed(address)

    async def _serve(self, conn: Connection) -> None:
        """Pass a seated connection's lines to the host until it ends."""
        if self.host.game.over:
            self.host.farewell(conn)
            return
        inbox = self.host.inbox
        await inbox.put(Joined(conn))
        try:
            while True:
                line = await conn.read_line()
                if line is None:
                    break
                await inbox.put(Line(conn, line))
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
