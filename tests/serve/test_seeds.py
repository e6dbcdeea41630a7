"""Hidden information (issue #31): a game served or played without ``--seed`` has a 128-bit
seed that nobody is shown, its save and seat keys are readable by the host only, no file name
carries a seed, and a 128-bit seed goes everywhere a seed goes (log, replay, ``--load``)."""

from __future__ import annotations

import json
import os
import random
import re
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from click.testing import CliRunner

from deckwright.cli.main import cli
from deckwright.kernel.game import Game
from deckwright.kernel.log import read_log, replay_log, write_private
from deckwright.kernel.registry import Registry
from deckwright.kernel.rng import Rng

from .helpers import SPECTATOR, Raw, run, serve

DECKWRIGHT = [sys.executable, "-m", "deckwright.cli"]
MASK64 = 2**64 - 1
# kernel/rng.py: the generator's first state is seed * MULTIPLIER + INCREMENT (mod 2**64)
MULTIPLIER, INCREMENT = 0x2545F4914F6CDD1D, 0x1234567


def seed_of_state(state: int) -> int:
    """The one seed in [0, 2**64) whose generator starts in ``state``: the multiplier is odd,
    so seed -> first state is a bijection of the seed's low 64 bits."""
    return ((state - INCREMENT) * pow(MULTIPLIER, -1, 2**64)) & MASK64


def deal(game: Game) -> list[tuple[str, list[str]]]:
    """Where every card lies, in order: what a seed decides, hidden cards included."""
    return [(name, [o.card for o in zone.objects]) for name, zone in game.zones.items()]


def wait_for(what: str, test: Any, seconds: float = 60.0) -> None:
    """Poll ``test`` until it is true, or fail naming ``what``."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if test():
            return
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}")


def test_a_game_served_without_seed_is_not_among_the_seeds_below_2_to_the_32(
        registry: Registry, tmp_path: Path) -> None:
    out, err = tmp_path / "serve.out", tmp_path / "serve.err"
    with out.open("wb") as sink, err.open("wb") as errors:
        # no --save: the default name, in the folder the host serves from
        server = subprocess.Popen([*DECKWRIGHT, "serve", "four-souls", "--players", "2",
                                   "--bots", "1"], cwd=tmp_path, stdout=sink, stderr=errors,
                                  stdin=subprocess.DEVNULL)
    try:
        wait_for("the join line", lambda: "p1: deckwright join" in out.read_text())
        shown = out.read_text()
        port = int(re.search(r"listening on 127\.0\.0\.1:(\d+)", shown).group(1))  # type: ignore[union-attr]
        token = re.search(r"p1: deckwright join \S+ (\S+)", shown).group(1)  # type: ignore[union-attr]
        assert "Four Souls: 2 players, a random seed" in shown

        async def first_view() -> tuple[dict[str, Any], bytes]:
            p1 = await Raw.connect(port, f"{token} json")
            decision = await p1.message("decision", 30)
            return decision["view"], bytes(p1.received)

        view, received = run(first_view())
        [save] = tmp_path.glob("deckwright-serve-four-souls-*.jsonl")
        keys = save.with_name(save.name + ".seats")
        assert oct(save.stat().st_mode & 0o777) == "0o600"
        assert oct(keys.stat().st_mode & 0o777) == "0o600"
        saved = read_log(save)
        seed = saved.head["seed"]
        assert str(seed) not in save.name and str(seed) not in shown + err.read_text()
        for form in (str(seed), f"{seed:x}", str(seed & MASK64)):
            assert form.encode() not in received  # never sent to the seat
        # the recorded seed is the game's: replayed, it shows p1 the very same view
        replayed = replay_log(saved, registry)
        assert json.loads(json.dumps(replayed.view("p1"))) == view
        # 128 random bits, and the generator takes the seed whole (its low 64 bits: all of
        # its state): the one seed below 2**64 that starts it where this game started is the
        # seed's low 64 bits, which are not below 2**32 — so no seed below 2**32 starts it there
        assert seed >= 2**32
        start = Rng(seed).state
        assert seed_of_state(start) == seed & MASK64 >= 2**32
        assert all(Rng(s).state != start for s in (0, 1, seed % 2**32, seed >> 96))
        # and, sampled, seeds below 2**32 deal other cards
        game = registry.new_game("four-souls", players=2, seed=seed)
        sample = [*range(40), *random.Random(31).sample(range(2**32), 40), seed % 2**32]
        assert all(deal(registry.new_game("four-souls", players=2, seed=s)) != deal(game)
                   for s in sample)
    finally:
        if server.poll() is None:
            os.kill(server.pid, signal.SIGKILL)
            server.wait()


def test_a_128_bit_seed_is_saved_replayed_and_loaded_whole(tmp_path: Path) -> None:
    seed = 2**127 + 2**64 * 5 + 12_345  # high bits that a 64-bit field would lose
    save = tmp_path / "game.jsonl"
    runner = CliRunner()
    played = runner.invoke(cli, ["play", "dungeon-raiders", "--players", "3", "--bots", "2",
                                 "--seed", str(seed), "--save", str(save)],
                           input="1\n1\nquit\n")
    assert played.exit_code == 0, played.output
    assert f"Dungeon Raiders: 3 players, seed {seed}" in played.output
    assert read_log(save).head["seed"] == seed
    assert oct(save.stat().st_mode & 0o777) == "0o600"  # a played game's save too
    replayed = runner.invoke(cli, ["replay", str(save), "--verify"])
    assert replayed.exit_code == 0 and f"(seed {seed})" in replayed.output, replayed.output
    loaded = runner.invoke(cli, ["play", "dungeon-raiders", "--load", str(save)],
                           input="1\nquit\n")
    assert loaded.exit_code == 0 and "answers replayed" in loaded.output, loaded.output
    assert read_log(save).head["seed"] == seed
    too_big = runner.invoke(cli, ["play", "dungeon-raiders", "--seed", str(2**128)])
    assert too_big.exit_code == 2 and "--seed" in too_big.output  # no log could record it


def test_a_save_is_0600_whatever_the_umask_and_a_stale_temp_file(tmp_path: Path) -> None:
    target = tmp_path / "game.jsonl"
    stale = tmp_path / "game.jsonl.tmp"
    stale.write_text("left by a crash")
    stale.chmod(0o666)  # its mode must not be the save's
    for umask in (0o000, 0o277):
        old = os.umask(umask)
        try:
            write_private(target, "{}\n")
        finally:
            os.umask(old)
        assert oct(target.stat().st_mode & 0o777) == "0o600" and target.read_text() == "{}\n"
        assert not stale.exists()


def test_a_game_played_without_seed_says_it_has_a_random_one_and_not_which() -> None:
    result = CliRunner().invoke(cli, ["play", "dungeon-raiders", "--players", "3", "--bots",
                                      "2"], input="quit\n")
    assert result.exit_code == 0
    assert "Dungeon Raiders: 3 players, a random seed" in result.output
    assert not re.search(r"seed \d", result.output)


def test_serving_with_a_seed_warns_that_it_tells_every_hand() -> None:
    # an address of no interface here: the warnings come first, then the bind fails cleanly
    result = CliRunner().invoke(cli, ["serve", "dungeon-raiders", "--seed", "7", "--host",
                                      "192.0.2.1", "--save", "/nonexistent/x.jsonl"])
    assert "Dungeon Raiders: 4 players, seed 7" in result.output
    assert ("warning: --seed 7: anyone who knows the seed knows every hand (leave --seed out "
            "for a game nobody can reproduce)") in result.output
    assert result.exit_code == 1 and "error: cannot listen on 192.0.2.1" in result.output


def test_no_seat_spectator_or_program_is_ever_sent_the_seed(registry: Registry) -> None:
    seed = 2**127 + 987_654_321

    async def main() -> None:
        game = registry.new_game("four-souls", players=3, seed=seed)
        sent: dict[str, bytearray] = {}
        hosted = await serve(registry, game, ["p1", "p2", "p3"], spectators=True,
                             tap=lambda conn, data: sent.setdefault(conn.who, bytearray())
                             .extend(data))
        clients = {seat: await Raw.connect(hosted.port, f"{hosted.tokens[seat]} {mode}")
                   for seat, mode in (("p1", "text"), ("p2", "term"), ("p3", "json"))}
        watcher = await Raw.connect(hosted.port, hosted.tokens[SPECTATOR])
        await clients["p3"].message("hello")
        readers = [clients["p1"], clients["p2"], watcher]
        for command in ("state", "log", "log events", "help", "card soul", "options", "help"):
            for raw in readers:
                raw.send(command)
        for raw in readers:  # lines are answered in order: the last help ends them
            await raw.until(lambda fresh: fresh.count("Commands:") == 2)
        await hosted.close()
        everything = b"".join(sent.values())
        assert {"p1", "p2", "p3", SPECTATOR} <= set(sent) and len(everything) > 5_000
        for form in (str(seed), f"{seed:x}", str(seed & MASK64), str(seed >> 64)):
            assert form.encode() not in everything

    run(main())
