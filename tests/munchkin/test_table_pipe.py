"""A whole 3-player Munchkin game played from a pipe at the prompt (#11): the screen tells
kicked doors, fights and the run-away dice, and no priority menu outgrows a terminal."""

from __future__ import annotations

import os
import re
import subprocess
import sys

SEED = 7
MAX_MENU = 12  # options a priority menu may show: a 24-line terminal holds it with the table
PROMPT = "p1> "
OPTION = re.compile(r"^  (\d+)\. .*\[(.+)\]$")


def answer_for(screen: str) -> str:
    """A plain player's answer to the last question on the screen: the first options, as
    many as a choose-many needs."""
    many = re.findall(r"choose (\d+)(?: to \d+)?,", screen.rsplit("[p1]", 1)[-1])
    if many:
        return " ".join(str(n) for n in range(1, max(1, int(many[-1])) + 1))
    return "1"


def play_whole_game(seed: int) -> tuple[str, list[int]]:
    """Run ``deckwright play munchkin --players 3 --bots 2`` answering each prompt as it
    comes; the whole output and the size of every priority menu shown."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "deckwright.cli", "play", "munchkin", "--players", "3",
         "--bots", "2", "--seed", str(seed)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
        env={**os.environ, "NO_COLOR": "1"})
    assert proc.stdin is not None and proc.stdout is not None
    out, screen, menus = [], "", []
    while True:
        chunk = os.read(proc.stdout.fileno(), 65536).decode("utf-8", "replace")
        if not chunk:
            break
        out.append(chunk)
        screen += chunk
        if screen.endswith(PROMPT):
            block = screen.rsplit("[p1]", 1)[-1]
            if " You have priority" in block.splitlines()[0]:
                menus.append(sum(1 for line in block.splitlines() if OPTION.match(line)))
            proc.stdin.write((answer_for(screen) + "\n").encode())
            proc.stdin.flush()
            screen = ""
    proc.wait(timeout=60)
    return "".join(out), menus


def test_a_whole_game_from_a_pipe_shows_doors_fights_and_run_rolls() -> None:
    # MK 3.5 (the door face up), 4.1-4.4 (the fight), 4.12 (the die to run away)
    text, menus = play_whole_game(SEED)
    assert re.search(r"(won|No winner) \(", text), text[-2000:]
    assert re.search(r"p\d kicks open the door: \S", text)
    assert re.search(r"COMBAT: p\d fights .+ \(level \d+\)", text)
    assert re.search(r"strength: p\d's side \d+ against the monsters' \d+", text)
    assert re.search(r"p\d rolls \d( [+-] \d+ = -?\d+)? to run from .+ \(needs 5\): "
                     r"(escapes|caught)", text)
    assert menus and max(menus) <= MAX_MENU, sorted(menus)[-5:]
