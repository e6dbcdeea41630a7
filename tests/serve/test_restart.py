"""The real commands in their own processes: ``serve`` killed in the middle of a game and
started again with ``--load``; the same ``join`` clients reconnect by themselves and finish
(issue #16)."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import IO

from deckwright.kernel.log import read_log

DECKWRIGHT = [sys.executable, "-m", "deckwright.cli"]
DEADLINE = 90.0


def wait_for(what: str, test: object, seconds: float = 90.0) -> None:
    """Poll ``test`` until it is true, or fail naming ``what``."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if test():  # type: ignore[operator]
            return
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}")


def start_server(args: list[str], out: Path) -> subprocess.Popen[bytes]:
    with out.open("ab") as sink:
        return subprocess.Popen([*DECKWRIGHT, "serve", *args], stdout=sink,
                                stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)


def answers(save: Path) -> int:
    try:
        return len(read_log(save, strict=False).answers)
    except Exception:  # the first save may not be written yet
        return 0


def feed(stdin: IO[bytes] | None, lines: int) -> None:
    assert stdin is not None
    stdin.write(b"1\n" * lines)
    stdin.flush()


def test_a_killed_server_restarted_with_load_lets_the_same_clients_finish(
        tmp_path: Path) -> None:
    save = tmp_path / "raid.jsonl"
    log = tmp_path / "serve.out"
    server = start_server(["dungeon-raiders", "--players", "3", "--bots", "1", "--seed", "7",
                           "--save", str(save)], log)
    processes = [server]
    try:
        wait_for("the join lines", lambda: "p2: deckwright join" in log.read_text())
        text = log.read_text()
        port = re.search(r"listening on 127\.0\.0\.1:(\d+)", text).group(1)  # type: ignore[union-attr]
        tokens = dict(re.findall(r"  (p\d): deckwright join \S+ (\S+)", text))
        assert set(tokens) == {"p1", "p2"}
        outs = {seat: tmp_path / f"{seat}.out" for seat in tokens}
        joins = {}
        for seat, token in tokens.items():
            with outs[seat].open("wb") as sink:
                joins[seat] = subprocess.Popen(
                    [*DECKWRIGHT, "join", f"127.0.0.1:{port}", token, "--retry", "60"],
                    stdin=subprocess.PIPE, stdout=sink, stderr=subprocess.STDOUT)
            processes.append(joins[seat])
        for seat in joins:
            feed(joins[seat].stdin, 4)  # four rooms each, then the server dies
        wait_for("four rooms answered", lambda: answers(save) >= 12)
        before = answers(save)
        server.send_signal(signal.SIGKILL)
        server.wait(10)
        wait_for("the clients to notice", lambda: all(
            "reconnecting" in out.read_text() for out in outs.values()))
        server = start_server(["dungeon-raiders", "--load", str(save)], log)
        processes.append(server)
        wait_for("the server to load the save", lambda: "keep their tokens" in log.read_text())
        for seat in joins:
            feed(joins[seat].stdin, 60)
        for seat, join in joins.items():
            assert join.wait(DEADLINE) == 0, outs[seat].read_text()[-2000:]
        assert server.wait(DEADLINE) == 0, log.read_text()[-2000:]
        for out in outs.values():
            text = out.read_text()
            assert "reconnected" in text and "Final ranking:" in text
            assert text.rstrip().endswith("the game is over")
        served = log.read_text()
        assert f"loaded {save}: {before} answers replayed" in served
        assert "seats p1, p2 keep their tokens from the last run" in served
        check = subprocess.run([*DECKWRIGHT, "replay", str(save), "--verify"],
                               capture_output=True, text=True, timeout=60)
        assert check.returncode == 0 and "the game is over" in check.stdout, check.stdout
        keys = save.with_name(save.name + ".seats")
        assert oct(keys.stat().st_mode & 0o777) == "0o600"
        assert not any(token in keys.read_text() for token in tokens.values())
    finally:
        for process in processes:
            if process.poll() is None:
                os.kill(process.pid, signal.SIGKILL)
                process.wait()
            if process.stdin is not None:
                process.stdin.close()
