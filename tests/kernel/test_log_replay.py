"""Logs and replays: byte-identical logs from the same seed and answers, verified replays,
clear failures for edited logs and changed card sets (DESIGN §2.5)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from deckwright.kernel import Registry
from deckwright.kernel.agents import RandomAgent, play_out
from deckwright.kernel.errors import ReplayError
from deckwright.kernel.log import CHECKPOINT_EVERY, GameLog, read_log, replay
from tests.conftest import EXAMPLE_GAME, EXAMPLE_SET

ROOT = Path(__file__).resolve().parents[2]


def played_log(registry: Registry, tmp_path: Path, seed: int = 5, bids: bool = True) -> Path:
    game = registry.new_game("wizard-duel", players=3, seed=seed, options={"bids": bids})
    log = GameLog(game)
    agents = {s: RandomAgent(s, game) for s in game.seats}
    while not game.over:
        for d in game.pending:
            game.answer(d.player, agents[d.player].choose(d, {}))
            log.after_answer()
    path = tmp_path / "game.jsonl"
    log.save(path)
    return path


def rechained(lines: list[str]) -> list[str]:
    """A determined forger's edit: every chain hash recomputed after the change."""
    from deckwright.kernel.log import _chain, _line

    out, chain = [lines[0]], _chain("", lines[0])
    for line in lines[1:]:
        row = json.loads(line)
        row.pop("c", None)
        chain = _chain(chain, _line(row))
        row["c"] = chain
        out.append(_line(row))
    return out


def test_a_log_replays_to_the_same_state(registry: Registry, tmp_path: Path) -> None:
    path = played_log(registry, tmp_path)
    log = read_log(path)
    assert log.head["game"] == "wizard-duel" and log.head["seed"] == 5
    assert log.end is not None and log.end["over"] is True
    assert any(h for _, _, _, h in log.answers), "checkpoint hashes are recorded"
    game = replay(path, registry, verify=True)
    assert game.over and game.state_hash() == log.end["hash"]
    assert len(log.answers) > CHECKPOINT_EVERY


def test_an_edited_answer_fails_the_replay_clearly(registry: Registry, tmp_path: Path) -> None:
    path = played_log(registry, tmp_path)
    lines = path.read_text(encoding="utf-8").splitlines()
    for i, line in enumerate(lines[1:], start=1):
        row = json.loads(line)
        if row.get("a") == "bid:0":
            row["a"] = "bid:2"
            lines[i] = json.dumps(row)
            break
    path.write_text("\n".join(rechained(lines)) + "\n", encoding="utf-8")
    with pytest.raises(ReplayError, match="the log was edited or the rules changed"):
        replay(path, registry, verify=True)


def test_an_edited_seed_fails_the_replay(registry: Registry, tmp_path: Path) -> None:
    path = played_log(registry, tmp_path)
    lines = path.read_text(encoding="utf-8").splitlines()
    head = json.loads(lines[0])
    head["seed"] = 6
    lines[0] = json.dumps(head)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(ReplayError):
        replay(path, registry, verify=True)


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("", "is empty"),
        ("not json\n", ":1: not a JSON line"),
        ('{"hello": 1}\n', "not a deckwright game log"),
        ('{"deckwright": "game-log", "format": 99}\n', "format 99 is not supported"),
        ('{"deckwright": "game-log", "format": 1, "game": "x"}\n', "header field 'players'"),
    ],
    ids=["empty", "not-json", "no-header", "format", "header-field"],
)
def test_corrupt_logs_are_refused_with_their_line(
    registry: Registry, tmp_path: Path, content: str, message: str
) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(ReplayError, match=message):
        replay(path, registry)


def test_a_missing_answer_line_is_refused(registry: Registry, tmp_path: Path) -> None:
    path = played_log(registry, tmp_path)
    lines = path.read_text(encoding="utf-8").splitlines()
    del lines[3]
    path.write_text("\n".join(rechained(lines)) + "\n", encoding="utf-8")
    with pytest.raises(ReplayError, match=r":4: expected answer number 3"):
        replay(path, registry)


def test_a_changed_card_set_is_named(tmp_path: Path) -> None:
    # DESIGN §2.5: a replay whose card sets changed says so instead of diverging
    set_copy = tmp_path / "duel-set"
    shutil.copytree(EXAMPLE_SET, set_copy)
    registry = Registry(plugins=["wizard_duel.plugin"])
    game = registry.new_game("wizard-duel", players=2, seed=1, sets=[])
    log = GameLog(game)
    head = log.head
    head["sets"] = [dict(head["sets"][0], hash="0000000000000000")]
    path = tmp_path / "changed.jsonl"
    path.write_text(json.dumps(head) + "\n", encoding="utf-8")
    with pytest.raises(ReplayError, match="card set 'base' changed since this game"):
        replay(path, registry)


def test_same_seed_and_answers_give_byte_identical_logs_in_fresh_processes(
    tmp_path: Path,
) -> None:
    # DESIGN §2.5: determinism across processes (Lua's pairs order included)
    outputs = []
    env = {**os.environ, "PYTHONPATH": str(EXAMPLE_GAME)}
    for run in ("a", "b"):
        folder = tmp_path / run
        subprocess.run(
            [sys.executable, "-m", "deckwright.cli", "--plugin", "wizard_duel.plugin",
             "simulate", "wizard-duel", "--games", "3", "--players", "3", "--seed", "11",
             "--logs", str(folder), "--json"],
            cwd=ROOT, check=True, capture_output=True, text=True, env=env,
        )
        outputs.append({p.name: p.read_bytes() for p in sorted(folder.iterdir())})
    assert len(outputs[0]) == 3
    assert outputs[0] == outputs[1]


def test_play_out_respects_its_limit(registry: Registry) -> None:
    game = registry.new_game("wizard-duel", players=2, seed=2, options={"turn_limit": 500})
    from deckwright.kernel.errors import DeckwrightError

    with pytest.raises(DeckwrightError, match="did not end within 5 decisions"):
        play_out(game, {s: RandomAgent(s, game) for s in game.seats}, max_decisions=5)


def test_answers_after_the_end_are_refused(registry: Registry, tmp_path: Path) -> None:
    path = played_log(registry, tmp_path)
    lines = path.read_text(encoding="utf-8").splitlines()
    end = lines.pop()
    extra = json.loads(lines[-1])
    extra["n"] += 1
    lines += [json.dumps(extra), end]
    path.write_text("\n".join(rechained(lines)) + "\n", encoding="utf-8")
    with pytest.raises(ReplayError, match="already over at this answer"):
        replay(path, registry)


def test_a_line_after_the_end_line_is_refused(registry: Registry, tmp_path: Path) -> None:
    path = played_log(registry, tmp_path)
    with path.open("a", encoding="utf-8") as out:
        out.write('{"n": 999, "p": "p1", "a": "pass"}\n')
    with pytest.raises(ReplayError, match="a line after the end line"):
        replay(path, registry)


def test_an_end_line_that_miscounts_is_refused(registry: Registry, tmp_path: Path) -> None:
    path = played_log(registry, tmp_path)
    lines = path.read_text(encoding="utf-8").splitlines()
    end = json.loads(lines[-1])
    end["end"]["decisions"] += 1
    lines[-1] = json.dumps(end)
    path.write_text("\n".join(rechained(lines)) + "\n", encoding="utf-8")
    with pytest.raises(ReplayError, match="the end line counts"):
        replay(path, registry)


def test_saving_into_a_missing_folder_is_one_clear_error(registry: Registry,
                                                         tmp_path: Path) -> None:
    from deckwright.kernel.errors import DeckwrightError

    game = registry.new_game("wizard-duel", players=2, seed=1)
    with pytest.raises(DeckwrightError, match="cannot write"):
        GameLog(game).save(tmp_path / "no" / "such" / "folder" / "g.jsonl")


def test_an_unreadable_log_is_refused(tmp_path: Path, registry: Registry) -> None:
    path = tmp_path / "binary.jsonl"
    path.write_bytes(b"\xff\xfe\x00")
    with pytest.raises(ReplayError, match="not UTF-8"):
        replay(path, registry)
    with pytest.raises(ReplayError, match="cannot read"):
        replay(tmp_path / "missing.jsonl", registry)


# --------------------------------------------------------------- damaged and forged logs (#9)
def test_an_edited_line_is_named_before_anything_is_replayed(registry: Registry,
                                                             tmp_path: Path) -> None:
    path = played_log(registry, tmp_path)
    lines = path.read_text(encoding="utf-8").splitlines()
    row = json.loads(lines[5])
    row["a"] = "pass"
    lines[5] = json.dumps(row)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(ReplayError, match=r":6: this line, or one before it, was changed"):
        replay(path, registry)


@pytest.mark.parametrize("keep", [1, 2, 10], ids=["header-only", "one-answer", "ten-lines"])
def test_a_log_cut_at_a_line_boundary_does_not_verify(registry: Registry, tmp_path: Path,
                                                      keep: int) -> None:
    path = played_log(registry, tmp_path)
    lines = path.read_text(encoding="utf-8").splitlines()
    path.write_text("\n".join(lines[:keep]) + "\n", encoding="utf-8")
    with pytest.raises(ReplayError, match="the log is incomplete"):
        replay(path, registry, verify=True)


@pytest.mark.parametrize("field", ["over", "winners"])
def test_a_forged_end_line_does_not_verify(registry: Registry, tmp_path: Path,
                                           field: str) -> None:
    path = played_log(registry, tmp_path)
    lines = path.read_text(encoding="utf-8").splitlines()
    end = json.loads(lines[-1])
    if field == "over":
        end["end"]["over"] = not end["end"]["over"]
    else:
        end["end"]["result"]["winners"] = ["p3"] if end["end"]["result"]["winners"] != [
            "p3"] else ["p1"]
    lines[-1] = json.dumps(end)
    path.write_text("\n".join(rechained(lines)) + "\n", encoding="utf-8")
    with pytest.raises(ReplayError, match="another result"):
        replay(path, registry, verify=True)


@pytest.mark.parametrize(("text", "message"), [
    ('{"deckwright": "game-log", "format": 2, "game": "wizard-duel", "players": 2, "seed": 1, '
     '"setup": "garbage"}\n', "header field 'setup' is malformed"),
    ("\n\n\n", "is empty"),
    ("[" * 100_000 + "\n", "nested too deeply"),
    ("x" * 2_000_000 + "\n", "line too long"),
    ('{"deckwright": "game-log", "format": 2, "game": "wizard-duel", "players": "two", '
     '"seed": 1}\n', "header field 'players' is malformed"),
    ('{"deckwright": "game-log", "format": 2, "game": "wizard-duel", "players": 2, "seed": 1, '
     '"options": [1]}\n', "header field 'options' is malformed"),
])
def test_a_malformed_log_is_one_clear_error(registry: Registry, tmp_path: Path, text: str,
                                            message: str) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ReplayError, match=message):
        replay(path, registry)


def test_a_log_that_is_not_utf8_is_one_clear_error(registry: Registry, tmp_path: Path) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_bytes(b"\xff\xfe{}\n")
    with pytest.raises(ReplayError, match="not UTF-8"):
        replay(path, registry)


def test_seeded_damage_to_logs_is_always_found_or_harmless(registry: Registry,
                                                           tmp_path: Path) -> None:
    # fuzz (#9): truncations, flipped bytes, deleted, repeated and swapped lines, fields
    # turned into other JSON types: a clean ReplayError or an identical verified replay
    import random

    from deckwright.kernel.errors import DeckwrightError

    original = played_log(registry, tmp_path)
    lines = original.read_text(encoding="utf-8").splitlines()
    good = replay(original, registry).state_hash()
    rng = random.Random(9)
    odd_values: list[object] = [None, 0, -1, 2**70, "", "x" * 50, [], {}, [[[]]], True, 1.5]
    for trial in range(150):
        damaged = list(lines)
        kind = rng.randrange(6)
        i = rng.randrange(len(damaged))
        if kind == 0:
            damaged = damaged[:i]
        elif kind == 1:
            text = damaged[i]
            if text:
                j = rng.randrange(len(text))
                damaged[i] = text[:j] + chr(rng.randrange(32, 127)) + text[j + 1:]
        elif kind == 2:
            del damaged[i]
        elif kind == 3:
            damaged.insert(i, damaged[i])
        elif kind == 4:
            j = rng.randrange(len(damaged))
            damaged[i], damaged[j] = damaged[j], damaged[i]
        else:
            try:
                row = json.loads(damaged[i])
            except ValueError:
                continue
            if isinstance(row, dict) and row:
                key = rng.choice(sorted(row))
                row[key] = rng.choice(odd_values)
                damaged[i] = json.dumps(row)
        path = tmp_path / f"damaged-{trial}.jsonl"
        path.write_text("\n".join(damaged) + "\n", encoding="utf-8")
        try:
            game = replay(path, registry, verify=True)
        except DeckwrightError:
            continue  # found and named
        assert game.state_hash() == good, f"trial {trial}: damage went unnoticed"


def test_a_log_path_to_an_endless_device_is_refused_at_once(tmp_path: Path) -> None:
    # a device says size 0, and reading it never ends: only a regular file is read
    link = tmp_path / "save.jsonl"
    link.symlink_to("/dev/zero")
    with pytest.raises(ReplayError, match="a character device, not a regular file"):
        read_log(link)
