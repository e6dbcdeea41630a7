"""Typed answers and saved games are untrusted: any line gets a clear re-prompt, a damaged save
is named on --load and continues only when asked to (issue #9)."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckwright.cli.main import cli
from deckwright.cli.prompt import Prompt
from deckwright.kernel import Registry
from deckwright.kernel.decisions import CHOOSE, CHOOSE_MANY, NUMBER, ORDER, Decision, Option
from deckwright.kernel.errors import IllegalAnswer

PLUGIN = ["--plugin", "wizard_duel.plugin"]


def run(*args: str, input: str | bytes | None = None) -> tuple[int, str]:
    result = CliRunner().invoke(cli, [*PLUGIN, *args], input=input)
    return result.exit_code, result.output


@pytest.mark.parametrize("typed", ["²", "①", "9" * 5000, "1" * 30, "a\x01\x02b", "１"])
def test_odd_answers_at_the_prompt_are_refused_with_a_re_prompt(typed: str) -> None:
    # issue #9: '²'.isdigit() is true and int('²') raised ValueError -> internal error
    code, out = run("play", "dungeon-raiders", "--players", "3", "--bots", "2", "--seed", "1",
                    input=typed + "\n")
    assert "internal error" not in out and "Traceback" not in out
    assert "not an answer" in out
    assert code == 1  # the input ended before the game did


def test_invalid_utf8_and_long_lines_at_the_prompt_are_refused() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "deckwright.cli", "play", "dungeon-raiders", "--players", "3",
         "--bots", "2", "--seed", "1"],
        input=b"\xff\xfe\n" + b"x" * 3_000_000 + b"\n", capture_output=True, timeout=60)
    out = proc.stdout.decode("utf-8", "replace") + proc.stderr.decode("utf-8", "replace")
    assert "internal error" not in out and "Traceback" not in out
    assert "not an answer" in out and "that line is too long" in out


def test_seeded_random_lines_never_break_the_prompt_parser() -> None:
    # fuzz: whatever is typed, the answer is either legal or a clear IllegalAnswer
    rng = random.Random(99)
    decisions = [
        Decision("p1", CHOOSE, "Pick", [Option("a", "A"), Option("b", "B")]),
        Decision("p1", CHOOSE_MANY, "Pick some", [Option("a", "A"), Option("b", "B"),
                                                  Option("c", "C")], minimum=0, maximum=2),
        Decision("p1", ORDER, "Order", [Option("a", "A"), Option("b", "B")]),
        Decision("p1", NUMBER, "How many", [], minimum=0, maximum=9),
    ]
    alphabet = "0123456789 ,ab²①١-+.e\x00\t" + "".join(chr(rng.randrange(0x80, 0x3000))
                                                       for _ in range(20))
    prompt = Prompt.__new__(Prompt)
    for _ in range(3000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randrange(1, 12)))
        decision = rng.choice(decisions)
        try:
            decision.normalise(prompt.parse(text, decision))
        except IllegalAnswer as exc:
            assert len(str(exc)) < 400


def played_save(tmp_path: Path) -> Path:
    save = tmp_path / "game.jsonl"
    code, out = run("play", "wizard-duel", "--players", "2", "--bots", "1", "--seed", "4",
                    "--save", str(save), input="1\n" * 6)
    assert save.exists(), out
    return save


def test_a_cut_short_save_is_named_on_load_and_continues_only_with_recover(
    tmp_path: Path
) -> None:
    save = played_save(tmp_path)
    lines = save.read_text(encoding="utf-8").splitlines()
    save.write_text("\n".join(lines[:-2]) + "\n", encoding="utf-8")
    code, out = run("play", "wizard-duel", "--load", str(save), input="1\n")
    assert code == 1 and out.startswith("error: ") and "incomplete" in out
    assert "--recover" in out and out.count("\n") == 1
    code, out = run("play", "wizard-duel", "--load", str(save), "--recover", input="1\n" * 3)
    assert "recovering:" in out and f"{len(lines) - 3} answers replayed" in out


def test_an_edited_save_is_named_on_load(tmp_path: Path) -> None:
    save = played_save(tmp_path)
    lines = save.read_text(encoding="utf-8").splitlines()
    row = json.loads(lines[1])
    row["p"] = "p2"
    lines[1] = json.dumps(row)
    save.write_text("\n".join(lines) + "\n", encoding="utf-8")
    code, out = run("play", "wizard-duel", "--load", str(save), input="1\n")
    assert code == 1 and ":2: this line, or one before it, was changed" in out
    assert "internal error" not in out


def test_a_whole_save_loads_and_verifies(tmp_path: Path, registry: Registry) -> None:
    save = played_save(tmp_path)
    code, out = run("play", "wizard-duel", "--load", str(save), input="1\n")
    assert "loaded" in out and "error" not in out.split("loaded")[0]
