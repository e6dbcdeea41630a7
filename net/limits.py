"""What one connection, and one address, may do: line length, rate, idle time, wrong tokens."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Limits:
    """The server's limits (docs/serve.md lists them with their defaults)."""

    line_bytes: int = 4_096            # one line from a person (text and term modes)
    json_line_bytes: int = 65_536      # one line from a program (json mode)
    long_lines: int = 5                # over-long lines before the connection is closed
    lines_per_second: float = 20.0     # lines read per second, sustained
    burst: int = 100                   # lines read at once before the rate applies
    idle_seconds: float = 900.0        # a question unanswered, no line at all: closed
    handshake_seconds: float = 20.0    # to send the token after connecting
    write_buffer_bytes: int = 256 * 1024  # unsent output before a client counts as not reading
    close_grace_seconds: float = 2.0   # to deliver a last message before the line is cut
    wrong_tokens_free: int = 3         # wrong tokens from one address answered at once
    wrong_token_delay: float = 1.0     # then each wrong token waits this long per extra try
    wrong_token_delay_max: float = 10.0
    wrong_tokens_ban: int = 10         # then the address is refused for ban_seconds
    ban_seconds: float = 600.0
    handshakes_per_address: int = 8    # connections from one address not yet seated
    handshakes: int = 64               # connections not yet seated, in all
    spectators: int = 16
    spectators_per_address: int = 4    # so that one party cannot take every spectator's place
    spectator_lines_per_second: float = 5.0  # a spectator only looks: fewer lines
    spectator_burst: int = 20
    # the host's time one connection's lines may take (commands and refused answers; an
    # answer that moves the game on is free): a sustained share, and a burst, in seconds
    work_per_second: float = 0.1
    work_burst: float = 0.5


class RateLimiter:
    """A token bucket: ``take`` waits while a connection sends faster than its rate."""

    def __init__(self, rate: float, burst: int,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.rate = rate
        self.burst = float(burst)
        self.tokens = float(burst)
        self.clock = clock
        self.at = clock()

    async def take(self) -> bool:
        """Spend one token, first waiting for it if there is none; True if it waited."""
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens >= 1:
            self.tokens -= 1
            return False
        await asyncio.sleep((1 - self.tokens) / self.rate)
        self.tokens = 0.0
        self.at = self.clock()
        return True


class WorkMeter:
    """The host's time a connection's lines cost, as a budget that refills at ``rate`` seconds
    per second up to ``burst``: a connection in debt waits before its next line is read, so a
    sender of costly lines slows itself, not the others."""

    def __init__(self, rate: float, burst: float,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.rate = rate
        self.burst = burst
        self.balance = burst
        self.clock = clock
        self.at = clock()

    def _refill(self) -> None:
        now = self.clock()
        self.balance = min(self.burst, self.balance + (now - self.at) * self.rate)
        self.at = now

    def charge(self, seconds: float) -> None:
        """The host spent ``seconds`` on one of this connection's lines."""
        self._refill()
        self.balance -= seconds

    def debt_seconds(self) -> float:
        """How long the connection must wait before its next line is read (0: none)."""
        self._refill()
        return 0.0 if self.balance >= 0 else -self.balance / self.rate

    async def wait(self) -> None:
        """Wait until the connection is out of debt."""
        delay = self.debt_seconds()
        if delay > 0:
            await asyncio.sleep(delay)


@dataclass
class _Record:
    """Wrong tokens from one address (their times), when a ban ends, and its connections
    waiting to send a token."""

    wrong: list[float] = field(default_factory=list)
    banned_until: float = 0.0
    handshakes: int = 0


class AddressGuard:
    """Counts wrong tokens and unfinished handshakes per address; slows and bans guessers.

    An address may hold ``handshakes_per_address`` connections that have sent no token yet;
    more are refused at once. When ``handshakes`` wait in all, a newcomer takes the place of
    the oldest waiting connection of the address holding the most (if it holds more than the
    newcomer's own address): a few addresses holding silent connections cannot keep everyone
    else out, and a player's join, which sends its token at once, is never the one to go.
    """

    def __init__(self, limits: Limits, clock: Callable[[], float] = time.monotonic) -> None:
        self.limits = limits
        self.clock = clock
        self.records: dict[str, _Record] = {}
        self.waiting: dict[object, str] = {}  # a connection in its handshake -> its address
        self.wrong_total = 0

    @property
    def handshakes(self) -> int:
        """Connections waiting to send a token, in all."""
        return len(self.waiting)

    def _record(self, address: str) -> _Record:
        record = self.records.setdefault(address, _Record())
        horizon = self.clock() - self.limits.ban_seconds
        record.wrong = [t for t in record.wrong if t > horizon]
        return record

    def refusal(self, address: str) -> str | None:
        """Why a new connection from ``address`` is refused at once (banned, or its address
        holds its share of waiting connections), or None."""
        record = self._record(address)
        left = record.banned_until - self.clock()
        if left > 0:
            return (f"too many wrong tokens from your address: refused for another "
                    f"{left:.0f} s")
        if record.handshakes >= self.limits.handshakes_per_address:
            return "too many connections from your address are waiting to send a token"
        return None

    def admit(self, address: str, conn: object) -> tuple[str | None, object | None]:
        """Start ``conn``'s handshake if it may: (why it is refused, None), or (None, a waiting
        connection to close now to make room for it, or None)."""
        refusal = self.refusal(address)
        if refusal is not None:
            return refusal, None
        evicted = None
        if self.handshakes >= self.limits.handshakes:
            evicted = self._make_room(self._record(address).handshakes)
            if evicted is None:
                return "too many connections are waiting to send a token; try again soon", None
            self.closed(evicted)
        self.waiting[conn] = address
        self._record(address).handshakes += 1
        return None, evicted

    def _make_room(self, own: int) -> object | None:
        """The oldest waiting connection of the address holding the most, if it holds more
        than ``own``."""
        most = max(self.records[a].handshakes for a in set(self.waiting.values()))
        if most <= own:
            return None
        return next(c for c, a in self.waiting.items() if self.records[a].handshakes == most)

    def closed(self, conn: object) -> None:
        """``conn``'s handshake is over (seated, refused, gone or closed to make room); a
        second call does nothing."""
        address = self.waiting.pop(conn, None)
        if address is None:
            return
        record = self._record(address)
        record.handshakes -= 1
        if not record.handshakes and not record.wrong and record.banned_until <= self.clock():
            del self.records[address]  # nothing to remember: the table stays small

    def wrong(self, address: str) -> tuple[int, float]:
        """Count a wrong token from ``address``: how many it sent lately, and how long to wait
        before answering it (a ban starts once there are too many)."""
        record = self._record(address)
        now = self.clock()
        record.wrong.append(now)
        self.wrong_total += 1
        count = len(record.wrong)
        limits = self.limits
        if count >= limits.wrong_tokens_ban:
            record.banned_until = now + limits.ban_seconds
        extra = count - limits.wrong_tokens_free
        delay = 0.0 if extra <= 0 else min(limits.wrong_token_delay * extra,
                                           limits.wrong_token_delay_max)
        return count, delay
