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


@dataclass
class _Record:
    """Wrong tokens from one address (their times) and when a ban ends."""

    wrong: list[float] = field(default_factory=list)
    banned_until: float = 0.0
    handshakes: int = 0


class AddressGuard:
    """Counts wrong tokens and unfinished handshakes per address; slows and bans guessers."""

    def __init__(self, limits: Limits, clock: Callable[[], float] = time.monotonic) -> None:
        self.limits = limits
        self.clock = clock
        self.records: dict[str, _Record] = {}
        self.handshakes = 0
        self.wrong_total = 0

    def _record(self, address: str) -> _Record:
        record = self.records.setdefault(address, _Record())
        horizon = self.clock() - self.limits.ban_seconds
        record.wrong = [t for t in record.wrong if t > horizon]
        return record

    def refusal(self, address: str) -> str | None:
        """Why a new connection from ``address`` is refused at once, or None."""
        record = self._record(address)
        left = record.banned_until - self.clock()
        if left > 0:
            return (f"too many wrong tokens from your address: refused for another "
                    f"{left:.0f} s")
        if record.handshakes >= self.limits.handshakes_per_address:
            return "too many connections from your address are waiting to send a token"
        if self.handshakes >= self.limits.handshakes:
            return "too many connections are waiting to send a token; try again soon"
        return None

    def opened(self, address: str) -> None:
        """A connection from ``address`` starts its handshake."""
        self._record(address).handshakes += 1
        self.handshakes += 1

    def closed(self, address: str) -> None:
        """That handshake is over (seated, refused or gone)."""
        self._record(address).handshakes -= 1
        self.handshakes -= 1

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
