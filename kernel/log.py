"""The game log (JSON Lines): a header, one line per answered decision, a closing hash.

Saving a game is writing its log; loading is replaying it. A replay checks the card sets'
content hashes, every answer's legality, periodic state hashes and the final one.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .errors import DeckwrightError, IllegalAnswer, ReplayError

if TYPE_CHECKING:
    from .game import Game
    from .registry import Registry

LOG_FORMAT = 1
CHECKPOINT_EVERY = 64


def _line(data: Any) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def header(game: Game, extra_sets: Iterable[str] = ()) -> dict[str, Any]:
    """The first line of a log: what is needed to start the same game again."""
    head: dict[str, Any] = {
        "deckwright": "game-log",
        "format": LOG_FORMAT,
        "game": game.id,
        "players": len(game.seats),
        "seats": list(game.seats),
        "seed": game.seed,
        "options": dict(game.options),
        "sets": game.library.headers() if game.library is not None else [],
    }
    extra = [str(p) for p in extra_sets]
    if extra:
        head["extra_sets"] = extra
    if game.setup_directives:
        head["setup"] = game.setup_directives
    return head


class GameLog:
    """Records a game's answers as they happen, with a state hash every few decisions."""

    def __init__(self, game: Game, extra_sets: Iterable[str] = ()) -> None:
        self.game = game
        self.head = header(game, extra_sets)
        self.checkpoints: dict[int, str] = {}

    def after_answer(self) -> None:
        """Call after each answer: takes a checkpoint hash every CHECKPOINT_EVERY decisions."""
        n = len(self.game.answers)
        if n % CHECKPOINT_EVERY == 0 and n not in self.checkpoints:
            self.checkpoints[n] = self.game.state_hash()

    def lines(self) -> list[str]:
        """The whole log as lines (no trailing newlines)."""
        out = [_line(self.head)]
        for n, (player, answer) in enumerate(self.game.answers, start=1):
            entry: dict[str, Any] = {"n": n, "p": player, "a": answer}
            if n in self.checkpoints:
                entry["h"] = self.checkpoints[n]
            out.append(_line(entry))
        out.append(_line({
            "end": {
                "decisions": len(self.game.answers),
                "hash": self.game.state_hash(),
                "over": self.game.over,
                "result": self.game.result,
            }
        }))
        return out

    def text(self) -> str:
        """The log as one string."""
        return "\n".join(self.lines()) + "\n"

    def save(self, path: str | Path) -> None:
        """Write the log atomically (a crash mid-write never leaves half a save)."""
        target = Path(path)
        temp = target.with_name(target.name + ".tmp")
        try:
            temp.write_text(self.text(), encoding="utf-8")
            temp.replace(target)
        except OSError as exc:
            raise DeckwrightError(f"cannot write {target}: {exc.strerror or exc}") from None


@dataclass
class LogFile:
    """A log read from disk."""

    path: Path
    head: dict[str, Any]
    answers: list[tuple[int, str, Any, str | None]] = field(default_factory=list)
    end: dict[str, Any] | None = None


def read_log(path: str | Path) -> LogFile:
    """Parse a log file; ReplayError naming the line of anything malformed."""
    file = Path(path)
    try:
        text = file.read_text(encoding="utf-8")
    except OSError as exc:
        raise ReplayError(f"cannot read {file}: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise ReplayError(f"{file} is not a deckwright log (not UTF-8 text)") from None
    rows = text.splitlines()
    if not rows:
        raise ReplayError(f"{file} is empty")
    parsed = []
    for number, row in enumerate(rows, start=1):
        if not row.strip():
            continue
        try:
            parsed.append((number, json.loads(row)))
        except json.JSONDecodeError:
            raise ReplayError(f"{file}:{number}: not a JSON line") from None
    number, head = parsed[0]
    if not isinstance(head, dict) or head.get("deckwright") != "game-log":
        raise ReplayError(f"{file}:1: not a deckwright game log (no header line)")
    if head.get("format") != LOG_FORMAT:
        raise ReplayError(f"{file}:1: log format {head.get('format')} is not supported "
                          f"(this deckwright reads format {LOG_FORMAT})")
    for key, kind in (("game", str), ("players", int), ("seed", int)):
        if not isinstance(head.get(key), kind):
            raise ReplayError(f"{file}:1: header field '{key}' is missing or malformed")
    log = LogFile(file, head)
    expected = 1
    for number, row in parsed[1:]:
        if isinstance(row, dict) and "end" in row:
            if not isinstance(row["end"], dict):
                raise ReplayError(f"{file}:{number}: malformed end line")
            log.end = row["end"]
            continue
        if log.end is not None:
            raise ReplayError(f"{file}:{number}: a line after the end line")
        if (not isinstance(row, dict) or row.get("n") != expected
                or not isinstance(row.get("p"), str) or "a" not in row):
            raise ReplayError(f"{file}:{number}: expected answer number {expected} "
                              "as {\"n\":…,\"p\":…,\"a\":…}")
        log.answers.append((number, row["p"], row["a"], row.get("h")))
        expected += 1
    return log


def start_from_header(head: dict[str, Any], registry: Registry, where: str) -> Game:
    """A new game set up exactly as a log header says; ReplayError if the sets changed."""
    game_id = head["game"]
    extra = head.get("extra_sets", [])
    try:
        library = registry.library(game_id, extra)
    except DeckwrightError as exc:
        raise ReplayError(f"{where}: cannot load the log's card sets: {exc}") from None
    now = {s["id"]: s for s in library.headers()}
    for recorded in head.get("sets", []):
        current = now.get(recorded.get("id"))
        if current is None:
            raise ReplayError(f"{where}: the log uses card set '{recorded.get('id')}', "
                              "which is not installed")
        if current["hash"] != recorded.get("hash"):
            raise ReplayError(
                f"{where}: card set '{recorded.get('id')}' changed since this game was "
                f"recorded (version {recorded.get('version')} → {current['version']}, content "
                "hash differs); the replay would not be the same game"
            )
    try:
        return registry.new_game(
            game_id,
            players=head["players"],
            seed=head["seed"],
            options=head.get("options") or {},
            sets=extra,
            setup=head.get("setup"),
        )
    except DeckwrightError as exc:
        raise ReplayError(f"{where}: cannot start the logged game: {exc}") from None


def replay(path: str | Path, registry: Registry, *, verify: bool = True) -> Game:
    """Re-run a log and return the game; with ``verify``, check every recorded hash."""
    log = read_log(path)
    game = start_from_header(log.head, registry, f"{log.path}:1")
    for number, player, answer, recorded in log.answers:
        if game.over:
            raise ReplayError(f"{log.path}:{number}: the game was already over at this answer; "
                              "the log was edited or the rules changed")
        try:
            game.answer(player, answer)
        except IllegalAnswer as exc:
            raise ReplayError(f"{log.path}:{number}: the replay went another way: {exc}; "
                              "the log was edited or the rules changed") from None
        if verify and recorded is not None and game.state_hash() != recorded:
            raise ReplayError(f"{log.path}:{number}: the state after this answer differs from "
                              "the recorded one; the log was edited or the rules changed")
    if verify and log.end is not None:
        if log.end.get("decisions") != len(log.answers):
            raise ReplayError(f"{log.path}: the end line counts {log.end.get('decisions')} "
                              f"answers but the log has {len(log.answers)}")
        if log.end.get("hash") != game.state_hash():
            raise ReplayError(f"{log.path}: the final state differs from the recorded one; "
                              "the log was edited or the rules changed")
    return game
