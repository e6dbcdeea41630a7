"""The game log (JSON Lines): a header, one line per answered decision, an end line.

Saving a game is writing its log; loading is replaying it. Every line after the header carries
``c``, a hash chained from the line before it, so a log or save that was cut short, edited or
had lines removed is found, and named at the first damaged line, before anything is replayed.
A verified replay checks the card sets' content hashes, every answer's legality, the periodic
state hashes, and the end line: its count, final hash, and the result it records.

Everything in a log file is untrusted: lines are bounded in size and nesting, every field is
checked for its type, and any fault is one ReplayError naming the file and the line.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .boundedread import read_at_most
from .errors import DeckwrightError, IllegalAnswer, ReplayDiverged, ReplayError, SetsChanged
from .jsontext import NestedTooDeeply, read_json
from .relevance import STOP_LEVELS

if TYPE_CHECKING:
    from .game import Game
    from .registry import Registry

LOG_FORMAT = 2          # format 1 (no chain) is still read
CHECKPOINT_EVERY = 64
MAX_LINE = 1_000_000    # characters in one line of a log
MAX_FILE = 256 * 1024 * 1024
MAX_PLAYERS = 64
MAX_SKIPS_A_LINE = 100_000  # priority windows declined between two answers
MAX_WINDOW = 2**53      # a priority window's number
MAX_SEED = 2**128       # a seed chosen for a game nobody can reproduce has 128 bits


def _line(data: Any) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def _chain(previous: str, line: str) -> str:
    """The chained hash of a line: it changes with the line and with every line before it."""
    return hashlib.sha256(f"{previous}\n{line}".encode()).hexdigest()[:16]


def header(game: Game, extra_sets: Iterable[str] = (),
           table: dict[str, Any] | None = None) -> dict[str, Any]:
    """The first line of a log: what is needed to start the same game again, and how it was
    played (``table``: the bot seats and their kinds, the prompt's settings)."""
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
    if table:
        head["table"] = table
    return head


class GameLog:
    """Records a game's answers as they happen, with a state hash every few decisions."""

    def __init__(self, game: Game, extra_sets: Iterable[str] = (),
                 table: dict[str, Any] | None = None) -> None:
        self.game = game
        self.head = header(game, extra_sets, table)
        self.checkpoints: dict[int, str] = {}

    def set_table(self, table: dict[str, Any]) -> None:
        """Record in the header how the game is played: its bot seats and prompt settings."""
        self.head = {k: v for k, v in self.head.items() if k != "table"}
        if table:
            self.head["table"] = table

    def after_answer(self) -> None:
        """Call after each answer: takes a checkpoint hash every CHECKPOINT_EVERY decisions."""
        n = len(self.game.answers)
        if n % CHECKPOINT_EVERY == 0 and n not in self.checkpoints:
            self.checkpoints[n] = self.game.state_hash()

    def lines(self) -> list[str]:
        """The whole log as lines (no trailing newlines), each chained to the one before."""
        first = _line(self.head)
        out = [first]
        chain = _chain("", first)
        # the priority windows declined beforehand (issue #32), by the answer they came
        # before: ``"s": [[window, seat], ...]``, absent where there were none, so a game
        # without relevance writes the log it always wrote
        skipped: dict[int, list[list[Any]]] = {}
        for before, number, seat in self.game.skipped:
            skipped.setdefault(before + 1, []).append([number, seat])
        for n, (player, answer) in enumerate(self.game.answers, start=1):
            entry: dict[str, Any] = {"n": n, "p": player, "a": answer}
            if n in skipped:
                entry["s"] = skipped[n]
            if n in self.checkpoints:
                entry["h"] = self.checkpoints[n]
            chain = _chain(chain, _line(entry))
            entry["c"] = chain
            out.append(_line(entry))
        game = self.game
        end = {"end": {
            "decisions": len(game.answers),
            "hash": game.state_hash(),
            "over": game.over,
            "result": game.result,
        }}
        last = skipped.get(len(game.answers) + 1)
        if last:
            end["end"]["s"] = last
        end["c"] = _chain(chain, _line(end))
        out.append(_line(end))
        return out

    def text(self) -> str:
        """The log as one string."""
        return "\n".join(self.lines()) + "\n"

    def save(self, path: str | Path) -> None:
        """Write the log atomically (a crash mid-write never leaves half a save), readable by
        its owner only: the seed in its header tells every hidden card."""
        target = Path(path)
        try:
            write_private(target, self.text())
        except OSError as exc:
            raise DeckwrightError(f"cannot write {target}: {exc.strerror or exc}") from None


def write_private(target: Path, text: str) -> None:
    """Replace ``target`` atomically with ``text``, mode 0600 whatever the umask; OSError if
    it cannot be written."""
    temp = target.with_name(target.name + ".tmp")
    # a temp file left by a crash keeps its mode (and could be a link): start a new one
    temp.unlink(missing_ok=True)
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
    fd = os.open(temp, flags, 0o600)
    try:
        os.fchmod(fd, 0o600)  # the umask may have taken the owner's bits too
    except (AttributeError, OSError):  # no fchmod on Windows, whose files have no such bits
        pass
    with os.fdopen(fd, "w", encoding="utf-8") as out:
        out.write(text)
    temp.replace(target)


@dataclass
class LogFile:
    """A log as read: its header, its answers up to the first damage, and what was wrong."""

    path: Path
    head: dict[str, Any]
    answers: list[tuple[int, str, Any, str | None]] = field(default_factory=list)
    end: dict[str, Any] | None = None
    damage: str | None = None  # the first problem found after the header, with its line
    # priority windows declined beforehand (window number, seat), in the order they came
    skips: list[tuple[int, str]] = field(default_factory=list)

    @property
    def complete(self) -> bool:
        """Whole and undamaged: every line chained, the end line present."""
        return self.damage is None and self.end is not None


def read_log(path: str | Path, *, strict: bool = True) -> LogFile:
    """Read a log file; ReplayError naming the line of anything malformed or damaged.

    With ``strict=False`` damage after the header is noted in ``LogFile.damage`` and the
    answers before it are kept (to continue a save from its last good point).
    """
    file = Path(path)
    try:
        size = file.stat().st_size
        if size > MAX_FILE:
            raise ReplayError(f"{file}: too large for a game log ({size:,} bytes, limit "
                              f"{MAX_FILE:,})")
        data = read_at_most(file, MAX_FILE)
        if len(data) > MAX_FILE:
            raise ReplayError(f"{file}: too large for a game log (more than {MAX_FILE:,} "
                              "bytes)")
    except OSError as exc:
        raise ReplayError(f"cannot read {file}: {exc.strerror or exc}") from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise ReplayError(f"{file} is not a deckwright log (not UTF-8 text)") from None
    return parse_log(text.split("\n"), file, strict=strict)


def parse_log(rows: Sequence[str], where: str | Path, *, strict: bool = True) -> LogFile:
    """A log from its lines (see read_log); ``where`` names it in messages."""
    file = Path(where)
    numbered = [(n, row) for n, row in enumerate(rows, start=1) if row.strip()]
    if not numbered:
        raise ReplayError(f"{file} is empty: not a deckwright game log")
    number, head_text = numbered[0]
    head = _json(head_text, file, number)
    _check_header(head, file, number)
    log = LogFile(file, head)
    chained = head.get("format") == 2
    chain = _chain("", head_text) if chained else ""
    expected = 1
    for number, row in numbered[1:]:
        try:
            entry = _json(row, file, number)
            if log.end is not None:
                raise ReplayError(f"{file}:{number}: a line after the end line")
            if chained:
                chain = _check_chain(entry, chain, file, number)
            if isinstance(entry, dict) and "end" in entry:
                if not isinstance(entry["end"], dict):
                    raise ReplayError(f"{file}:{number}: malformed end line")
                log.skips.extend(_skips(entry["end"].get("s"), file, number))
                log.end = entry["end"]
                continue
            if (not isinstance(entry, dict) or entry.get("n") != expected
                    or not isinstance(entry.get("p"), str) or "a" not in entry
                    or not isinstance(entry.get("h"), str | None)):
                raise ReplayError(f"{file}:{number}: expected answer number {expected} "
                                  "as {\"n\":…,\"p\":…,\"a\":…}")
            log.skips.extend(_skips(entry.get("s"), file, number))
        except ReplayError as exc:
            if strict:
                raise
            log.damage = str(exc)
            log.end = None
            break
        log.answers.append((number, entry["p"], entry["a"], entry.get("h")))
        expected += 1
    return log


def _skips(value: Any, file: Path, number: int) -> list[tuple[int, str]]:
    """The declined priority windows of a line (``"s": [[window, seat], ...]``), checked."""
    if value is None:
        return []
    if (not isinstance(value, list) or len(value) > MAX_SKIPS_A_LINE
            or not all(isinstance(v, list) and len(v) == 2 and type(v[0]) is int
                       and 0 < v[0] < MAX_WINDOW and isinstance(v[1], str) and len(v[1]) <= 64
                       for v in value)):
        raise ReplayError(f'{file}:{number}: malformed declined windows ("s")')
    return [(v[0], v[1]) for v in value]


def _json(row: str, file: Path, number: int) -> Any:
    if len(row) > MAX_LINE:
        raise ReplayError(f"{file}:{number}: line too long for a game log ({len(row):,} "
                          f"characters, limit {MAX_LINE:,})")
    try:
        return read_json(row)
    except NestedTooDeeply:
        raise ReplayError(f"{file}:{number}: nested too deeply to be a log line") from None
    except ValueError:
        raise ReplayError(f"{file}:{number}: not a JSON line") from None


def _check_chain(entry: Any, chain: str, file: Path, number: int) -> str:
    if not isinstance(entry, dict) or not isinstance(entry.get("c"), str):
        raise ReplayError(f"{file}:{number}: the line has no chain hash (not written by "
                          "deckwright, or edited)")
    body = {k: v for k, v in entry.items() if k != "c"}
    expected = _chain(chain, _line(body))
    if entry["c"] != expected:
        raise ReplayError(f"{file}:{number}: this line, or one before it, was changed or "
                          "removed (its chain hash does not match)")
    return expected


def _check_header(head: Any, file: Path, number: int) -> None:
    where = f"{file}:{number}"
    if not isinstance(head, dict) or head.get("deckwright") != "game-log":
        raise ReplayError(f"{where}: not a deckwright game log (no header line)")
    if head.get("format") not in (1, 2):
        raise ReplayError(f"{where}: log format {head.get('format')!r} is not supported "
                          f"(this deckwright reads formats 1 and {LOG_FORMAT})")
    checks: list[tuple[str, Any, bool]] = [
        ("game", lambda v: isinstance(v, str) and 0 < len(v) <= 100, True),
        ("players", lambda v: type(v) is int and 1 <= v <= MAX_PLAYERS, True),
        ("seed", lambda v: type(v) is int and abs(v) < MAX_SEED, True),
        ("seats", lambda v: isinstance(v, list) and all(isinstance(s, str) for s in v), False),
        ("options", lambda v: isinstance(v, dict), False),
        ("sets", lambda v: isinstance(v, list) and all(
            isinstance(s, dict) and isinstance(s.get("id"), str) for s in v), False),
        ("extra_sets", lambda v: isinstance(v, list) and all(isinstance(s, str) for s in v),
         False),
        ("setup", lambda v: isinstance(v, dict), False),
        ("table", _table_ok, False),
    ]
    for key, ok, required in checks:
        if key not in head:
            if required:
                raise ReplayError(f"{where}: header field '{key}' is missing")
            continue
        if not ok(head[key]):
            raise ReplayError(f"{where}: header field '{key}' is malformed")


def _table_ok(value: Any) -> bool:
    """A header's ``table``: bots as {seat: kind} (text), settings as true or false."""
    if not isinstance(value, dict):
        return False
    bots = value.get("bots", {})
    return (isinstance(bots, dict) and len(bots) <= MAX_PLAYERS
            and all(isinstance(k, str) and isinstance(v, str) and len(v) <= 1000
                    for k, v in bots.items())
            and _stops_ok(value.get("stops", {}))
            and all(isinstance(v, bool) for k, v in value.items() if k not in ("bots", "stops")))


def _stops_ok(value: Any) -> bool:
    """A header's people's stop levels: {seat: level}."""
    return (isinstance(value, dict) and len(value) <= MAX_PLAYERS
            and all(isinstance(k, str) and v in STOP_LEVELS for k, v in value.items()))


def start_from_header(head: dict[str, Any], registry: Registry, where: str,
                      changed: list[str] | None = None) -> Game:
    """A new game set up exactly as a log header says; SetsChanged if the sets changed (with
    a ``changed`` list: the changed sets are named there and the game starts anyway)."""
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
            if changed is not None:
                changed.append(str(recorded.get("id")))
                continue
            was, now_version = recorded.get("version"), current["version"]
            how = (f"version {was} → {now_version}" if was != now_version else
                   f"still version {was}, but its cards or scripts were edited")
            raise SetsChanged(
                f"{where}: card set '{recorded.get('id')}' changed since this game was "
                f"recorded ({how}); the replay would not be the same game"
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
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise ReplayError(f"{where}: cannot start the logged game: its set-up is malformed "
                          f"({type(exc).__name__})") from None


@dataclass
class Divergence:
    """Where a replay under changed card sets stopped following its log."""

    changed_sets: list[str] = field(default_factory=list)
    stopped_at: int | None = None  # the log line of the first answer that no longer fits
    reason: str = ""


def replay_log(log: LogFile, registry: Registry, *, verify: bool = True,
               divergence: Divergence | None = None) -> Game:
    """Re-run a log read with read_log and return the game.

    With ``verify``: every recorded hash must match, and the log must be complete, its end
    line agreeing with the replay on the count, the final state and the result. With a
    ``divergence`` (an author who fixed a card): changed sets are allowed, and the replay
    stops quietly at the first answer the changed game does not offer, saying where in it.
    """
    where = str(log.path)
    if divergence is not None:
        verify = False
    game = start_from_header(log.head, registry, f"{where}:1",
                             divergence.changed_sets if divergence is not None else None)
    # windows declined beforehand are declined again (a log written before relevance has
    # none: every window is offered, as when it was played)
    game.replay_skips(log.skips)
    for number, player, answer, recorded in log.answers:
        if divergence is not None and (game.over or game.pending_for(player) is None):
            divergence.stopped_at = number
            divergence.reason = "the game went another way before this answer"
            break
        if game.over:
            raise ReplayError(f"{where}:{number}: the game was already over at this answer; "
                              "the log was edited or the rules changed")
        if player not in game.players:
            raise ReplayError(f"{where}:{number}: no player '{player[:20]}' in this game")
        try:
            game.answer(player, answer)
        except IllegalAnswer as exc:
            if divergence is not None:
                divergence.stopped_at = number
                divergence.reason = str(exc)
                break
            raise ReplayDiverged(f"{where}:{number}: the replay went another way: {exc}; "
                                 "the log was edited or the rules changed") from None
        except (TypeError, ValueError, KeyError) as exc:
            raise ReplayError(f"{where}:{number}: a malformed answer "
                              f"({type(exc).__name__})") from None
        if verify and recorded is not None and game.state_hash() != recorded:
            raise ReplayError(f"{where}:{number}: the state after this answer differs from "
                              "the recorded one; the log was edited or the rules changed")
    if verify:
        _verify_end(log, game)
    return game


def _verify_end(log: LogFile, game: Game) -> None:
    where = str(log.path)
    if log.damage is not None:
        raise ReplayError(log.damage)
    end = log.end
    if end is None:
        raise ReplayError(f"{where}: the log is incomplete: it stops after answer "
                          f"{len(log.answers)} with no end line (cut short?)")
    if end.get("decisions") != len(log.answers):
        raise ReplayError(f"{where}: the end line counts {end.get('decisions')!r} answers but "
                          f"the log has {len(log.answers)}")
    if game.unreplayed_skips():
        number, seat = game.unreplayed_skips()[0]
        raise ReplayError(f"{where}: the log says {seat} declined priority window {number}, "
                          "which the replay never met; the log was edited or the rules "
                          "changed")
    if end.get("hash") != game.state_hash():
        raise ReplayError(f"{where}: the final state differs from the recorded one; the log "
                          "was edited or the rules changed")
    if end.get("over") != game.over or end.get("result") != _plain(game.result):
        raise ReplayError(f"{where}: the end line records another result than the replay "
                          "gives (winners or the end of the game were edited)")


def _plain(value: Any) -> Any:
    """A value as it comes back from JSON (tuples become lists)."""
    return json.loads(json.dumps(value)) if value is not None else None


def replay(path: str | Path, registry: Registry, *, verify: bool = True) -> Game:
    """Re-run a log file and return the game; with ``verify``, check it whole (replay_log)."""
    return replay_log(read_log(path), registry, verify=verify)
