"""docs/writing-a-game.md is enough to write a game: its file blocks, written into an empty
folder, are examples/deckwright-wizard-duel; installed, the game is found through its entry
point and plays a seeded game the same way twice; pip-installed, every command the page
quotes prints what the page says."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path

from tests.conftest import EXAMPLE_GAME

ROOT = Path(__file__).resolve().parents[1]
PAGE = ROOT / "docs" / "writing-a-game.md"

# a file of the example: a line "`path`:" (or "`path`, continued:"), a blank line, a fenced block
FILE_BLOCK = re.compile(r"^`([^`\s]+)`(, continued)?:\n\n```[a-z]*\n(.*?)^```$", re.M | re.S)
FENCE = re.compile(r"^```", re.M)
# a command the page runs, indented as a block, and what it prints up to the next line that
# is not indented or is the next command
COMMAND = re.compile(r"^    \$ (.+)\n((?:    (?!\$ ).*\n|\n(?=    ))*)", re.M)
# an answer typed at the prompt (piped, the prompt's line goes on with what comes next)
TYPED = re.compile(r"^(p\d> )(\S+)\n", re.M)
SKIPPED = (".egg-info", "build", "__pycache__")


def page_files(text: str) -> dict[str, str]:
    """The example's files as the page shows them, each continued block joined to its file
    after a blank line."""
    files: dict[str, str] = {}
    for path, continued, body in FILE_BLOCK.findall(text):
        if continued:
            assert path in files, f"{path} is continued before it starts"
            files[path] += "\n" + body
        else:
            assert path not in files, f"{path} starts twice (the second block must say "
            "'continued')"
            files[path] = body
    return files


def write(files: dict[str, str], root: Path) -> None:
    """Write ``files`` (path: text) under ``root``."""
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text, encoding="utf-8")


def example_files() -> dict[str, str]:
    """Every file of examples/deckwright-wizard-duel (no build output)."""
    return {p.relative_to(EXAMPLE_GAME).as_posix(): p.read_text(encoding="utf-8")
            for p in sorted(EXAMPLE_GAME.rglob("*")) if p.is_file()
            and not any(part.endswith(SKIPPED) for part in p.relative_to(EXAMPLE_GAME).parts)}


def quoted(text: str) -> list[tuple[str, str]]:
    """Each command the page runs with what it prints (empty: nothing quoted)."""
    return [(command, "".join(line[4:] if line.strip() else "\n"
                              for line in output.splitlines(keepends=True)))
            for command, output in COMMAND.findall(text)]


def printed_like(quote: str, output: str) -> bool:
    """Whether ``output`` is what the page quotes: '...' on a line of its own stands for any
    lines, '…' for any text within a line; answers typed at a prompt are not printed."""
    piped = TYPED.sub(r"\1", quote)
    pattern = "".join("(?:.*\n)*?" if line == "..." else
                      ".*?".join(re.escape(part) for part in line.split("…")) + "\n"
                      for line in piped.splitlines())
    return re.fullmatch(pattern, output) is not None


def test_the_page_is_the_example() -> None:
    shown, example = page_files(PAGE.read_text(encoding="utf-8")), example_files()
    assert sorted(shown) == sorted(example), "the page and the example have other files"
    differ = [name for name in shown if shown[name] != example[name]]
    assert not differ, f"the page shows other code than the example's: {differ}"


def test_every_fenced_block_of_the_page_is_a_file_of_the_example() -> None:
    # so no code a reader copies escapes these tests (commands are indented, not fenced)
    text = PAGE.read_text(encoding="utf-8")
    assert len(FENCE.findall(text)) == 2 * len(FILE_BLOCK.findall(text))


def install_as_pip_would(files: dict[str, str], site: Path) -> None:
    """The package's files and a dist-info naming its entry points, as pip leaves them."""
    write({name: text for name, text in files.items() if name.startswith("wizard_duel/")},
          site)
    project = tomllib.loads(files["pyproject.toml"])["project"]
    info = site / f"{project['name'].replace('-', '_')}-{project['version']}.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {project['name']}\n"
                                   f"Version: {project['version']}\n", encoding="utf-8")
    entries = "".join(f"{name} = {module}\n"
                      for name, module in project["entry-points"]["deckwright"].items())
    (info / "entry_points.txt").write_text(f"[deckwright]\n{entries}", encoding="utf-8")


PLAY_TWICE = """\
import hashlib, json, sys
from deckwright.kernel.agents import play_out
from deckwright.kernel.log import GameLog, replay
from deckwright.kernel.registry import Registry

runs = []
for path in sys.argv[1:]:
    registry = Registry()  # no plugin named: the game comes through its entry point
    game = registry.new_game("wizard-duel", players=3, seed=7)
    bot = registry.agent_factories("wizard-duel")["heuristic"]
    play_out(game, {seat: bot(seat, game) for seat in game.seats})
    log = GameLog(game)
    log.save(path)
    runs.append({"entry point": registry.pm.get_plugin("wizard-duel") is not None,
                 "over": game.over, "decisions": len(game.answers), "state": game.state_hash(),
                 "log": hashlib.sha256(log.text().encode()).hexdigest(),
                 "replayed": replay(path, registry).state_hash()})
print(json.dumps(runs))
"""


def test_the_game_built_from_the_page_plays_a_seeded_game_the_same_way_twice(
        tmp_path: Path) -> None:
    install_as_pip_would(page_files(PAGE.read_text(encoding="utf-8")), tmp_path / "site")
    env = {**os.environ, "PYTHONPATH": str(tmp_path / "site")}
    done = subprocess.run([sys.executable, "-c", PLAY_TWICE, str(tmp_path / "a.jsonl"),
                           str(tmp_path / "b.jsonl")], capture_output=True, text=True, env=env,
                          cwd=tmp_path, timeout=120)
    assert done.returncode == 0, done.stderr
    first, second = json.loads(done.stdout)
    assert first["entry point"] and first["over"] and first["decisions"] > 20, first
    assert first["replayed"] == first["state"]
    assert first == second
    assert (tmp_path / "a.jsonl").read_bytes() == (tmp_path / "b.jsonl").read_bytes()


def test_pip_installs_the_game_and_each_command_prints_what_the_page_says(
        tmp_path: Path) -> None:
    # pip builds the package in an isolated environment, as it would for any user: a few
    # seconds; then each command quoted on the page runs once
    text = PAGE.read_text(encoding="utf-8")
    project = tmp_path / "deckwright-wizard-duel"
    write(page_files(text), project)
    site = tmp_path / "site"
    done = subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps",
                           "--target", str(site), str(project)],
                          capture_output=True, text=True, timeout=240)
    assert done.returncode == 0, done.stdout + done.stderr
    env = {**os.environ, "PYTHONPATH": str(site)}
    console = Path(sys.executable).parent / "deckwright"
    where, ran = tmp_path, []
    for command, quote in quoted(text):
        if command.startswith("cd "):
            # the page installs with -e, so the installed set is the one in the package's
            # folder; a --target install is a copy (linting the folder beside it would find
            # each card twice), so the commands run in the copy, the same files
            assert command == f"cd {project.name}", command
            where = site
            continue
        assert command.startswith("deckwright "), command
        answers = "".join(answer + "\n" for _, answer in TYPED.findall(quote))
        done = subprocess.run([str(console), *command.split()[1:]], input=answers,
                              capture_output=True, text=True, env=env, cwd=where, timeout=120)
        assert printed_like(quote, done.stdout), f"$ {command}\n{done.stdout}{done.stderr}"
        ran.append(command.split()[1])
    assert {"games", "lint", "test", "play", "simulate"} <= set(ran), ran
