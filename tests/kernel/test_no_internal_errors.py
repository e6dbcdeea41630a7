"""No file, pipe or set makes a command print 'internal error' (issue #9, seeded)."""

from __future__ import annotations

import random
from pathlib import Path

from click.testing import CliRunner

from deckwright.cli.main import cli

PLUGIN = ["--plugin", "wizard_duel.plugin"]
PIECES = [b"{", b"}", b"[", b"]", b'"deckwright": "game-log"', b'"format": 2', b"\n",
          b"\xff", b"\x00", b"game: dungeon-raiders\n", b"cards:\n  - id: x\n", b"*a", b"&a ",
          b'{"n": 1, "p": "p1", "a": "pass"}', b'"end": {}', b"9" * 40, b": ", b"- ", b"'",
          b"name: s\nanswers: []\n", b"expect: [{pending: p1}]\n", b"!!python/object:os.system"]


def test_random_files_never_make_a_command_print_internal_error(tmp_path: Path) -> None:
    rng = random.Random(404)
    runner = CliRunner()
    for trial in range(120):
        data = b"".join(rng.choice(PIECES) for _ in range(rng.randrange(1, 12)))
        folder = tmp_path / f"t{trial}"
        folder.mkdir()
        log = folder / "game.jsonl"
        log.write_bytes(data)
        (folder / "set.yaml").write_bytes(data)
        scenario = folder / "s.yaml"
        scenario.write_bytes(data)
        commands = [
            ["replay", str(log), "--verify"],
            ["play", "wizard-duel", "--load", str(log)],
            ["test", str(scenario)],
            ["cards", "dungeon-raiders", "--set", str(folder)],
        ]
        args = rng.choice(commands)
        result = runner.invoke(cli, [*PLUGIN, *args], input="1\n")
        assert "internal error" not in result.output, (args, data, result.output)
        assert result.exception is None or isinstance(result.exception, SystemExit), (
            args, data, repr(result.exception))
