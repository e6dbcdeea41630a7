"""Log hashes of seeded games: proof that a speed change changed no game (issue #13).

Plays the benchmark's workloads (``deckwright bench``: Dungeon Raiders with 5 random bots,
Four Souls and Munchkin with 4 heuristic bots) for seeds 0 .. N-1 through
``deckwright simulate --logs`` and keeps the SHA-256 of every game's log. Run it before and
after a change and compare the two files::

    python benchmarks/log_hashes.py before.json            # on the old commit
    python benchmarks/log_hashes.py after.json             # on the new one
    python benchmarks/log_hashes.py --compare before.json after.json

The comparison prints each workload's count of equal logs and the first seeds that differ,
and exits with 1 if any log differs.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import subprocess
import sys
import tempfile
from pathlib import Path

# (game, players, bots): the workloads of ``deckwright bench``
WORKLOADS = (
    ("dungeon-raiders", 5, "random"),
    ("four-souls", 4, "heuristic"),
    ("munchkin", 4, "heuristic"),
)


def hash_logs(games: int, jobs: int) -> dict[str, dict[str, str]]:
    """``{workload: {seed: sha256 of its log}}`` for seeds 0 .. games-1 of each workload."""
    out: dict[str, dict[str, str]] = {}
    for game, players, bots in WORKLOADS:
        name = f"{game}-{players}-{bots}"
        with tempfile.TemporaryDirectory() as tmp:
            logs = Path(tmp) / "logs"
            cmd = [sys.executable, "-m", "deckwright.cli", "simulate", game, "--games", str(games),
                   "--players", str(players), "--bots", bots, "--jobs", str(jobs),
                   "--logs", str(logs), "--json"]
            done = subprocess.run(cmd, capture_output=True, text=True, check=False)
            if done.returncode != 0:
                raise SystemExit(f"{name}: deckwright simulate failed:\n{done.stderr.strip()}")
            hashes = {}
            for path in logs.glob("*.jsonl"):
                seed = path.stem.rsplit("-", 1)[1]
                hashes[seed] = hashlib.sha256(path.read_bytes()).hexdigest()
        if len(hashes) != games:
            raise SystemExit(f"{name}: {len(hashes)} logs written for {games} games")
        out[name] = dict(sorted(hashes.items(), key=lambda kv: int(kv[0])))
        print(f"{name}: {games} logs hashed", file=sys.stderr)
    return out


def compare(before: dict[str, dict[str, str]], after: dict[str, dict[str, str]]) -> bool:
    """Print how many logs of each workload are equal; True if every one is."""
    same_everywhere = True
    for name in sorted(set(before) | set(after)):
        old, new = before.get(name, {}), after.get(name, {})
        seeds = sorted(set(old) | set(new), key=int)
        differ = [s for s in seeds if old.get(s) != new.get(s)]
        print(f"{name}: {len(seeds) - len(differ)} of {len(seeds)} logs equal"
              + (f"; differ: seeds {', '.join(differ[:10])}" if differ else ""))
        same_everywhere = same_everywhere and not differ
    return same_everywhere


def main() -> None:
    """Hash the logs into a file, or compare two such files."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="+", help="OUT.json, or with --compare: A.json B.json")
    parser.add_argument("--compare", action="store_true", help="compare two hash files")
    parser.add_argument("--games", type=int, default=300, help="seeds per workload (300)")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes (2)")
    args = parser.parse_args()
    if args.compare:
        if len(args.files) != 2:
            parser.error("--compare takes two hash files")
        a, b = (json.loads(Path(f).read_text(encoding="utf-8")) for f in args.files)
        sys.exit(0 if compare(a, b) else 1)
    if len(args.files) != 1:
        parser.error("give one file to write the hashes to")
    hashes = hash_logs(args.games, args.jobs)
    Path(args.files[0]).write_text(json.dumps(hashes, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
