"""``deckwright bench --compare REV``: this checkout against another install, interleaved.

Two installs cannot share a process (each is its own ``deckwright``), so each side is a
worker process of its own Python (``benchworker.py``), started once and warmed; the batches
then alternate between them, one at a time, the order swapped every batch, so both sides meet
the same busy minutes of a shared machine. Each batch is timed in the worker's CPU seconds.
The ratio of a workload is the median of the per-batch ratios (this / other); the absolute
figures are the medians of each side's batches.

The other side is either a commit (a throwaway clone at it, with its own venv, kept under a
cache folder by commit id and reused) or the path of another checkout (its ``.venv`` if it
has one, else a venv made for it in the cache folder).
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import statistics
import subprocess
import sys
import venv
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any, Protocol

from deckwright.kernel.errors import DeckwrightError

WORKER = Path(__file__).with_name("benchworker.py")
READY_MARK = ".deckwright-bench-ready"


def default_cache() -> Path:
    """Where clones and venvs of compared commits are kept: ``$XDG_CACHE_HOME`` (or
    ``~/.cache``) ``/deckwright/bench``."""
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(Path.home(), ".cache")
    return Path(base) / "deckwright" / "bench"


def this_checkout() -> Path:
    """The checkout this code runs from (an editable install), else the working folder."""
    here = Path(__file__).resolve().parents[2]
    return here if (here / ".git").exists() else Path.cwd()


@dataclass(frozen=True)
class Install:
    """One side of a comparison: a label and the Python whose ``deckwright`` it is."""

    label: str
    python: Path


def _run(args: Sequence[str | os.PathLike[str]], cwd: Path | None = None) -> str:
    """Run a set-up command; its output, or a DeckwrightError with what it said."""
    done = subprocess.run([str(a) for a in args], cwd=cwd, capture_output=True, text=True)
    if done.returncode:
        raise DeckwrightError(f"{' '.join(str(a) for a in args)} failed: "
                              f"{(done.stderr or done.stdout).strip()[-2000:]}")
    return done.stdout


def _make_venv(checkout: Path, where: Path, say: Callable[[str], None]) -> Path:
    """A venv at ``where`` with ``checkout`` installed editable into it; its Python."""
    say(f"making a venv for {checkout} in {where} ...")
    venv.EnvBuilder(with_pip=True, clear=True).create(where)
    python = where / "bin" / "python"
    _run([python, "-m", "pip", "install", "-q", "-e", checkout])
    return python


def install_for(other: str, cache: Path, say: Callable[[str], None] = lambda _: None
                ) -> Install:
    """The install to compare against: ``other`` is a path to a checkout or a commit of this
    repository (any name git understands: a short id, a branch, ``HEAD~3``)."""
    path = Path(other)
    if path.is_dir():
        python = path / ".venv" / "bin" / "python"
        if not python.exists():
            key = hashlib.sha256(str(path.resolve()).encode()).hexdigest()[:16]
            where = cache / f"path-{key}"
            python = where / "bin" / "python"
            if not (where / READY_MARK).exists():
                python = _make_venv(path.resolve(), where, say)
                (where / READY_MARK).touch()
        return Install(str(path), python)
    repo = this_checkout()
    try:
        sha = _run(["git", "rev-parse", "--verify", f"{other}^{{commit}}"], cwd=repo).strip()
    except DeckwrightError as exc:
        raise DeckwrightError(f"{other!r} is neither a folder nor a commit of {repo}") from exc
    clone = cache / sha
    python = clone / ".venv" / "bin" / "python"
    if not (clone / READY_MARK).exists():
        if clone.exists():  # a set-up cut short: start again
            shutil.rmtree(clone)
        clone.parent.mkdir(parents=True, exist_ok=True)
        say(f"cloning {other} ({sha[:12]}) into {clone} ...")
        _run(["git", "clone", "--quiet", "--no-checkout", repo, clone])
        _run(["git", "checkout", "--quiet", sha], cwd=clone)
        python = _make_venv(clone, clone / ".venv", say)
        (clone / READY_MARK).touch()
    return Install(other, python)


class Side(Protocol):
    """What the comparison needs of a worker: answer one request."""

    def ask(self, request: dict[str, Any]) -> dict[str, Any]:
        """Send one request and return its answer."""
        ...


class Worker:
    """A ``benchworker.py`` process of one install."""

    def __init__(self, install: Install) -> None:
        self.install = install
        self.process = subprocess.Popen(
            [str(install.python), "-I", str(WORKER)], stdin=subprocess.PIPE,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, bufsize=1)
        self.ready = self._read()

    def _read(self) -> dict[str, Any]:
        stdout: IO[str] = self.process.stdout  # type: ignore[assignment]
        line = stdout.readline()
        if not line:
            self.process.wait()
            stderr = self.process.stderr.read() if self.process.stderr else ""
            raise DeckwrightError(f"the bench worker of {self.install.label} stopped: "
                                  f"{stderr.strip()[-2000:]}")
        answer: dict[str, Any] = json.loads(line)
        return answer

    def ask(self, request: dict[str, Any]) -> dict[str, Any]:
        """Send one request and wait for its answer."""
        stdin: IO[str] = self.process.stdin  # type: ignore[assignment]
        stdin.write(json.dumps(request) + "\n")
        stdin.flush()
        return self._read()

    def close(self) -> None:
        """End the worker (end of its input) and wait for it."""
        if self.process.stdin:
            self.process.stdin.close()
        self.process.wait(timeout=60)
        for stream in (self.process.stdout, self.process.stderr):
            if stream:
                stream.close()


def _figures(batches: list[dict[str, Any]]) -> dict[str, float]:
    """The medians of one side's batches of one workload."""
    return {
        "games_per_second": round(statistics.median(b["games"] / b["seconds"]
                                                    for b in batches), 3),
        "us_per_decision": round(statistics.median(b["seconds"] / b["decisions"] * 1e6
                                                   for b in batches), 1),
        "decisions_per_game": round(statistics.median(b["decisions"] / b["games"]
                                                      for b in batches), 1),
    }


def compare(this: Side, other: Side, workloads: Sequence[tuple[str, int, str, int]],
            batches: int, say: Callable[[str], None] = lambda _: None) -> list[dict[str, Any]]:
    """Play ``batches`` batches of each workload ``(game, players, bot, games)`` on both
    sides, alternating, and return per workload both sides' medians and the ratios."""
    for game_id, players, bot, _ in workloads:
        warm = {"game": game_id, "players": players, "bot": bot}
        this.ask({"warm": warm})
        other.ask({"warm": warm})
    found: dict[str, tuple[list[dict[str, Any]], list[dict[str, Any]]]] = {
        w[0]: ([], []) for w in workloads}
    for number in range(batches):
        say(f"batch {number + 1} of {batches} ...")
        for game_id, players, bot, games in workloads:
            request = {"game": game_id, "players": players, "bot": bot, "games": games}
            mine, theirs = found[game_id]
            # who goes first alternates: a batch that follows another may find warmer caches
            if number % 2 == 0:
                mine.append(this.ask(request))
                theirs.append(other.ask(request))
            else:
                theirs.append(other.ask(request))
                mine.append(this.ask(request))
    rows = []
    for game_id, players, bot, games in workloads:
        mine, theirs = found[game_id]
        ratios = [(t["seconds"] / t["games"]) / (m["seconds"] / m["games"])
                  for m, t in zip(mine, theirs, strict=True) if m["seconds"] > 0]
        rows.append({"game": game_id, "players": players, "bots": bot, "games": games,
                     "this": _figures(mine), "other": _figures(theirs),
                     "ratio": round(statistics.median(ratios), 3) if ratios else None,
                     "ratios": [round(r, 3) for r in ratios]})
    return rows


def run_compare(other: str, workloads: Sequence[tuple[str, int, str, int]], batches: int,
                cache: Path | None = None, say: Callable[[str], None] = lambda _: None
                ) -> dict[str, Any]:
    """Compare this install against ``other`` (a commit or a checkout's path): the result
    ``deckwright bench --compare --json`` prints."""
    install = install_for(other, cache or default_cache(), say)
    mine = Worker(Install("this checkout", Path(sys.executable)))
    try:
        theirs = Worker(install)
        try:
            rows = compare(mine, theirs, workloads, batches, say)
        finally:
            theirs.close()
    finally:
        mine.close()
    return {"this": str(this_checkout()), "other": other, "other_python": str(install.python),
            "batches": batches, "processes": 1, "clock": "CPU seconds of each worker",
            "workloads": rows}


def compare_table(result: dict[str, Any]) -> str:
    """The comparison as a table: per workload both sides' medians and the median ratio."""
    other = result["other"]
    lines = [f"this checkout against {other}, {result['batches']} batches each, alternating, "
             "one at a time, CPU seconds; medians",
             f"{'workload':<34} {'side':<14} {'games/s':>9} {'µs/decision':>12} "
             f"{'decisions':>10}"]
    for row in result["workloads"]:
        name = f"{row['game']}, {row['players']}, {row['bots']}"
        for label, side in (("this", row["this"]), (other[:14], row["other"])):
            lines.append(f"{name:<34} {label:<14} {side['games_per_second']:>9.2f} "
                         f"{side['us_per_decision']:>12.1f} {side['decisions_per_game']:>10.1f}")
            name = ""
        spread = ", ".join(f"{r:.2f}" for r in row["ratios"])
        lines.append(f"{'':<34} {'ratio':<14} {row['ratio']:>8.2f}x  (this / {other}; "
                     f"the median of {spread})")
    return "\n".join(lines)
