"""A homebrew curse whose affects() draws a random number used to desync every replay: bots
and the screen ask it off the log. Queries are pure now: it is a clear error naming the card
(issue #9; DESIGN §5)."""

from __future__ import annotations

from pathlib import Path

from deckwright.kernel import Registry
from deckwright.kernel.log import replay
from deckwright.tools.simulation.simulate import simulate

SET = """game: munchkin
id: dice-curses
name: Dice Curses
version: "1"
cards:
  - id: coin-flip-curse
    name: "Curse! Coin Flip"
    type: curse
    copies: 30
    stats: {deck: door}
    text: Maybe it affects you.
    script: coin-flip.lua
"""

SCRIPT = """return {
  affects = function(ctx, seat) return math.random() < 0.5 end,
  curse = function(ctx, seat) ctx:lose_levels(seat, 1) end,
}
"""


def homebrew(root: Path) -> Path:
    (root / "cards").mkdir(parents=True)
    (root / "set.yaml").write_text(SET, encoding="utf-8")
    (root / "cards" / "coin-flip.lua").write_text(SCRIPT, encoding="utf-8")
    return root


def test_a_query_drawing_random_numbers_is_named_and_no_log_desyncs(tmp_path: Path) -> None:
    registry = Registry()
    sets = (str(homebrew(tmp_path / "dice-curses")),)
    logs = tmp_path / "logs"
    report = simulate(registry, "munchkin", games=6, players=4, bots=["heuristic"] * 4,
                      seed=1, sets=sets, log_dir=logs, jobs=1)
    assert report.errors > 0  # the curse was met: every such game names it
    for sample in report.error_samples:
        assert "coin-flip-curse" in sample["error"] and "math.random" in sample["error"]
    for path in sorted(logs.glob("*.jsonl")):
        replay(path, registry)  # raises if a log does not verify
