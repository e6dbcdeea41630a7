"""Seat tokens: made with ``secrets``, kept only as hashes, in a file next to the save."""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets
from dataclasses import dataclass, field
from pathlib import Path

from deckwright.kernel.boundedread import read_at_most
from deckwright.kernel.errors import DeckwrightError
from deckwright.kernel.jsontext import read_json
from deckwright.kernel.log import write_private

SPECTATOR = "spectator"  # who a spectator token seats: a viewer that is no seat
KEYS_FORMAT = 1
MAX_KEYS_BYTES = 64 * 1024  # a keys file holds a few dozen short tokens


def new_token() -> str:
    """An unguessable token (144 random bits, URL-safe text) that does not begin with '-':
    ``deckwright join HOST:PORT -Zq…`` would read such a token as an option (1 in 64 did)."""
    while True:
        token = secrets.token_urlsafe(18)
        if not token.startswith("-"):
            return token


def token_hash(token: str) -> str:
    """What is kept of a token: its SHA-256 (tokens are random, so no salt is needed)."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


@dataclass
class SeatKeys:
    """Who each token seats (by hash), which seats bots play, and the port of the last run."""

    seats: dict[str, str] = field(default_factory=dict)  # seat -> token hash
    spectator: str | None = None
    bots: dict[str, str] = field(default_factory=dict)   # seat -> agent kind
    port: int | None = None

    def who(self, token: str) -> str | None:
        """The seat (or SPECTATOR) ``token`` opens, or None; compared in constant time."""
        digest = token_hash(token)
        found = None
        for seat, known in self.seats.items():
            if hmac.compare_digest(digest, known):
                found = seat
        if self.spectator is not None and hmac.compare_digest(digest, self.spectator):
            found = SPECTATOR
        return found

    def save(self, path: Path) -> None:
        """Write the keys file, readable by its owner only, atomically."""
        data = {"deckwright": "seat-keys", "format": KEYS_FORMAT, "seats": self.seats,
                "spectator": self.spectator, "bots": self.bots, "port": self.port}
        try:
            write_private(path, json.dumps(data, indent=1, sort_keys=True))
        except OSError as exc:
            raise DeckwrightError(f"cannot write {path}: {exc.strerror or exc}") from None

    @classmethod
    def load(cls, path: Path, seats: list[str]) -> SeatKeys:
        """Read a keys file written by ``save`` for a game with ``seats``."""
        try:
            raw = read_at_most(path, MAX_KEYS_BYTES)
            if len(raw) > MAX_KEYS_BYTES:
                raise ValueError(f"more than {MAX_KEYS_BYTES:,} bytes")
            data = read_json(raw.decode("utf-8"))
        except (OSError, ValueError) as exc:
            raise DeckwrightError(f"cannot read the seat keys in {path}: {exc}") from None
        ok = (isinstance(data, dict) and data.get("deckwright") == "seat-keys"
              and isinstance(data.get("seats"), dict) and isinstance(data.get("bots"), dict)
              and all(isinstance(k, str) and isinstance(v, str)
                      for part in ("seats", "bots") for k, v in data[part].items())
              and isinstance(data.get("spectator"), str | None)
              and isinstance(data.get("port"), int | None))
        if not ok:
            raise DeckwrightError(f"{path} is not a deckwright seat-keys file")
        keys = cls(dict(data["seats"]), data["spectator"], dict(data["bots"]), data["port"])
        if set(keys.seats) | set(keys.bots) != set(seats) or set(keys.seats) & set(keys.bots):
            raise DeckwrightError(f"{path} names other seats than the saved game's "
                                  f"({', '.join(seats)})")
        return keys


def issue(humans: list[str], bots: dict[str, str], spectators: bool
          ) -> tuple[SeatKeys, dict[str, str]]:
    """New keys for these seats: the keys to keep, and the tokens to hand out (seat -> token,
    SPECTATOR -> token when asked)."""
    tokens = {seat: new_token() for seat in humans}
    if spectators:
        tokens[SPECTATOR] = new_token()
    keys = SeatKeys({s: token_hash(t) for s, t in tokens.items() if s != SPECTATOR},
                    token_hash(tokens[SPECTATOR]) if spectators else None, dict(bots))
    return keys, tokens


def keys_path(save: Path) -> Path:
    """Where the seat keys of the game saved in ``save`` are kept."""
    return save.with_name(save.name + ".seats")
