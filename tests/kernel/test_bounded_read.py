"""A file from outside is read only if it is a regular file, and never past its limit: a
named pipe, a device, a socket or a folder where a set, script, scenario, save or keys file
should be is refused when opened, at once, with one error naming the file (DESIGN §4, §6.2:
every file from outside is bounded, and loading reports every error with file and line, never
a traceback)."""

from __future__ import annotations

import os
import random
import socket
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from deckwright.cli.main import cli
from deckwright.kernel import Registry
from deckwright.kernel.boundedread import NotARegularFile, read_at_most
from deckwright.kernel.errors import DeckwrightError
from deckwright.kernel.log import read_log
from deckwright.kernel.sets.luasource import read_script
from deckwright.kernel.sets.yamlread import read_yaml
from deckwright.net.tokens import SeatKeys
from deckwright.tools.scenarios.scenario import load_scenarios

SET = """game: dungeon-raiders
id: odd-files
name: Odd files
version: "1"
default: false
cards:
  - {id: odd-boss, name: Odd Boss, type: boss, copies: 0, script: odd.lua,
     stats: {strength: 9}}
"""


def make_special(path: Path, kind: str) -> Any:
    """Put something that is not a regular file at ``path``; return what must stay open."""
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "endless device":
        path.symlink_to("/dev/zero")
    elif kind == "empty device":
        path.symlink_to("/dev/null")
    elif kind == "folder":
        path.mkdir()
    elif kind == "socket":
        server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        server.bind(str(path))
        return server
    return None


KINDS = {"fifo": "named pipe", "endless device": "character device",
         "empty device": "character device", "folder": "folder", "socket": "socket"}


def within(seconds: float, call: Callable[[], Any]) -> BaseException | None:
    """Run ``call`` in a daemon thread and return what it raised; fail if it has not
    returned after ``seconds`` (a blocking open would hang the test run otherwise)."""
    raised: list[BaseException | None] = []

    def run() -> None:
        try:
            call()
        except BaseException as exc:  # noqa: BLE001 - handed back to the test
            raised.append(exc)
        else:
            raised.append(None)

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(seconds)
    assert not worker.is_alive(), f"still reading after {seconds}s"
    return raised[0]


def test_a_regular_file_is_read_up_to_one_byte_past_the_limit(tmp_path: Path) -> None:
    file = tmp_path / "plain.txt"
    file.write_bytes(b"x" * 100)
    assert read_at_most(file, 10) == b"x" * 11
    assert read_at_most(file, 1000) == b"x" * 100


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_anything_but_a_regular_file_is_refused_when_opened(tmp_path: Path, kind: str) -> None:
    path = tmp_path / "thing"
    keep = make_special(path, kind)
    try:
        raised = within(5, lambda: read_at_most(path, 1000))
    finally:
        if keep is not None:
            keep.close()
    assert isinstance(raised, NotARegularFile)
    assert KINDS[kind] in str(raised)


def _set_file(root: Path) -> None:
    read_yaml(root / "set.yaml")


def _script(root: Path) -> None:
    read_script(root / "cards" / "odd.lua")


def _card_set(root: Path) -> None:
    Registry().library("dungeon-raiders", [root])


def _scenario(root: Path) -> None:
    load_scenarios(root / "scenarios" / "odd.yaml")


def _save(root: Path) -> None:
    read_log(root / "save.jsonl")


def _keys(root: Path) -> None:
    SeatKeys.load(root / "keys.json", ["p1", "p2"])


# (the reader, the path it opens that is replaced, the error it must give)
READERS: list[tuple[Callable[[Path], None], str, type[Exception]]] = [
    (_set_file, "set.yaml", DeckwrightError),
    (_script, "cards/odd.lua", ValueError),
    (_card_set, "cards/odd.lua", DeckwrightError),
    (_card_set, "set.yaml", DeckwrightError),
    (_scenario, "scenarios/odd.yaml", DeckwrightError),
    (_save, "save.jsonl", DeckwrightError),
    (_keys, "keys.json", DeckwrightError),
]


def test_every_reader_refuses_every_kind_of_odd_file_at_once(tmp_path: Path) -> None:
    # each entry point from outside, each kind of non-file, in a seeded order
    rng = random.Random(20261127)
    cases = [(r, k) for r in READERS for k in sorted(KINDS)]
    rng.shuffle(cases)
    for number, ((reader, replaced, error), kind) in enumerate(cases):
        root = tmp_path / f"case{number}"
        (root / "cards").mkdir(parents=True)
        (root / "scenarios").mkdir()
        (root / "set.yaml").write_text(SET, encoding="utf-8")
        (root / "cards" / "odd.lua").write_text("return {}\n", encoding="utf-8")
        target = root / replaced
        if target.exists():
            target.unlink()
        keep = make_special(target, kind)
        try:
            raised = within(5, lambda reader=reader, root=root: reader(root))
        finally:
            if keep is not None:
                keep.close()
        where = f"{reader.__name__} with {replaced} as a {kind}"
        assert isinstance(raised, error), f"{where}: {raised!r}"
        message = str(raised)
        assert Path(replaced).name in message, f"{where}: {message}"
        assert "Traceback" not in message


@pytest.mark.parametrize("command", [["lint"], ["simulate", "dungeon-raiders", "--games", "1",
                                                "--set"]])
def test_a_set_folder_whose_set_yaml_is_a_pipe_gets_one_clear_error(
        tmp_path: Path, command: list[str]) -> None:
    root = tmp_path / "piped"
    (root / "cards").mkdir(parents=True)
    os.mkfifo(root / "set.yaml")
    results: list[Any] = []
    assert within(10, lambda: results.append(CliRunner().invoke(cli, [*command, str(root)]))
                  ) is None
    outcome = results[0]
    assert outcome.exit_code == 1
    assert "set.yaml: cannot read: a named pipe, not a regular file" in outcome.output
    assert "Traceback" not in outcome.output
