"""The command line: every command has help, works from a pipe, and fails in one clear line
(DESIGN §7)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckwright.cli.main import cli
from tests.conftest import EXAMPLE_GAME, EXAMPLE_SET

ROOT = Path(__file__).resolve().parents[2]
PLUGIN = ["--plugin", "wizard_duel.plugin"]
COMMANDS = ["games", "play", "simulate", "replay", "cards", "test"]


def run(*args: str, input: str | None = None) -> tuple[int, str]:
    result = CliRunner().invoke(cli, [*PLUGIN, *args], input=input)
    return result.exit_code, result.output


def test_help_lists_every_command() -> None:
    code, out = run("--help")
    assert code == 0
    for name in COMMANDS:
        assert name in out


@pytest.mark.parametrize("name", COMMANDS)
def test_each_command_has_its_own_help(name: str) -> None:
    code, out = run(name, "--help")
    assert code == 0 and "Usage:" in out


def test_games_lists_the_test_game_with_its_options() -> None:
    code, out = run("games")
    assert code == 0
    assert "wizard-duel: Wizard Duel (2-4 players)" in out
    assert "--option turn_limit" in out


def test_an_unknown_game_is_one_line_and_exit_1() -> None:
    code, out = run("simulate", "chess", "--games", "1")
    assert code == 1
    assert out.strip().splitlines()[-1].startswith("error: no game called 'chess'")
    assert "Traceback" not in out


def test_play_from_a_pipe_against_a_bot_to_the_end(tmp_path: Path) -> None:
    save = tmp_path / "g.jsonl"
    code, out = run("play", "wizard-duel", "--players", "2", "--bots", "1", "--seed", "4",
                    "--option", "turn_limit=6", "--save", str(save), input="1\n" * 400)
    assert code == 0, out
    assert "winners:" in out
    code, out = run("replay", str(save), "--verify")
    assert code == 0 and "verified" in out


def test_play_answers_bad_input_with_one_line_and_asks_again() -> None:
    code, out = run("play", "wizard-duel", "--bots", "1", "--seed", "4", "--option",
                    "turn_limit=2", input="banana\n99\nhelp\nstate\ncard spark\nlog\n"
                    "options\ncard nothing\n" + "1\n" * 100)
    assert code == 0, out
    assert "'banana' is not an answer here: type a number from 1 to 3, an option's id, or " \
        "the start of its name" in out
    assert "'99' is not an answer here: type a number from 1 to 3" in out
    assert "Commands: help, state" in out
    assert "Spark [spark] (spell): Deal 2 damage" in out
    assert "no card called 'nothing'" in out
    assert "Traceback" not in out


def test_play_saves_on_quit_and_loads_again(tmp_path: Path) -> None:
    save = tmp_path / "q.jsonl"
    code, out = run("play", "wizard-duel", "--bots", "1", "--seed", "4", "--save", str(save),
                    input="1\n1\nquit\n")
    assert code == 0 and "game saved to" in out
    code, out = run("play", "wizard-duel", "--bots", "1", "--load", str(save),
                    "--option", "turn_limit=3", input="1\n" * 300)
    assert "loaded" in out
    assert code == 0, out


def test_play_input_that_ends_early_exits_1_and_keeps_the_save(tmp_path: Path) -> None:
    save = tmp_path / "e.jsonl"
    code, out = run("play", "wizard-duel", "--bots", "1", "--seed", "4", "--save", str(save),
                    input="1\n")
    assert code == 1
    assert "input ended before the game did; saved to" in out
    assert save.exists()


def test_simulate_prints_a_json_summary_with_throughput(tmp_path: Path) -> None:
    code, out = run("simulate", "wizard-duel", "--games", "5", "--players", "3", "--json",
                    "--bots", "random,heuristic", "--logs", str(tmp_path))
    assert code == 0, out
    data = json.loads(out.strip().splitlines()[-1])
    for key in ("games", "errors", "wins", "turns", "games_per_second",
                "decisions_per_second"):
        assert key in data
    assert data["games"] == 5 and data["errors"] == 0
    assert set(data["wins"]) == {"p1", "p2", "p3"}
    assert {"mean", "median"} <= set(data["turns"])
    assert len(list(tmp_path.iterdir())) == 5


def test_simulate_text_summary() -> None:
    code, out = run("simulate", "wizard-duel", "--games", "3")
    assert code == 0
    assert "errors: 0" in out and "games/s" in out and "wins by seat" in out


def test_simulate_rejects_a_malformed_option() -> None:
    code, out = run("simulate", "wizard-duel", "--games", "1", "--option", "bids")
    assert code == 2 and "must look like name=value" in out


def test_replay_of_an_edited_log_fails_clearly(tmp_path: Path) -> None:
    code, _ = run("simulate", "wizard-duel", "--games", "1", "--logs", str(tmp_path))
    assert code == 0
    log = next(tmp_path.iterdir())
    lines = log.read_text().splitlines()
    row = json.loads(lines[1])
    row["a"] = "not-an-option"
    lines[1] = json.dumps(row)
    log.write_text("\n".join(lines) + "\n")
    code, out = run("replay", str(log), "--verify")
    assert code == 1
    assert out.strip().startswith("error:") and ":2: this line, or one before it, was " \
        "changed" in out


def test_cards_lists_cards_with_text_and_filters() -> None:
    code, out = run("cards", "wizard-duel")
    assert code == 0 and "Spark [spark] spell x3" in out and "cards" in out.splitlines()[-1]
    code, out = run("cards", "wizard-duel", "purse", "--json")
    assert [c["id"] for c in json.loads(out)] == ["purse"]


def test_cards_status_reports_scripted_tested_and_seen() -> None:
    code, out = run("cards", "wizard-duel", "--status", "--scenarios", str(EXAMPLE_SET),
                    "--json")
    assert code == 0, out
    rows = {r["id"]: r for r in json.loads(out)["cards"]}
    assert rows["rock"]["scripted"] == "vanilla"
    assert rows["spark"]["scripted"] == "scripted"
    assert rows["spark"]["tested"] == "tested"


def test_test_runs_scenarios_and_reports_failures(tmp_path: Path) -> None:
    good = EXAMPLE_SET / "scenarios" / "rules.yaml"
    code, out = run("test", str(good), "-v")
    assert code == 0, out
    assert out.strip().splitlines()[-1].endswith(" passed, 0 failed")
    bad = tmp_path / "bad.yaml"
    bad.write_text("name: wrong\ngame: wizard-duel\nexpect:\n  - {path: players.p1.counters.hp,"
                   " equals: 99}\n")
    code, out = run("test", str(bad))
    assert code == 1
    assert "FAIL wrong" in out and "expected equals 99, got 10" in out


def test_the_console_script_runs_as_a_module() -> None:
    done = subprocess.run([sys.executable, "-m", "deckwright.cli", "--version"],
                          capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0 and "deckwright" in done.stdout


def test_a_broken_plugin_is_reported_and_the_other_games_still_work(tmp_path: Path) -> None:
    (tmp_path / "broken_plugin.py").write_text("raise RuntimeError('half written')\n")
    code = ("from deckwright.kernel.registry import Registry; "
            "r = Registry(plugins=['wizard_duel.plugin']); r._load('broken', 'broken_plugin'); "
            "print(r.broken['broken']); print('wizard-duel' in r.games())")
    env = {**os.environ,
           "PYTHONPATH": os.pathsep.join([str(tmp_path), str(ROOT), str(EXAMPLE_GAME)])}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    assert done.stdout.splitlines() == ["RuntimeError: half written", "True"]


def test_simulate_rotate_moves_bots_round_the_table() -> None:
    code, out = run("simulate", "wizard-duel", "--games", "4", "--bots", "heuristic,random",
                    "--rotate", "--json")
    assert code == 0
    data = json.loads(out.strip().splitlines()[-1])
    assert data["bots"] == ["heuristic", "random"]
    assert abs(sum(data["wins_by_bot"].values()) - 4) < 1e-6


def test_piped_input_that_never_answers_gives_up(tmp_path: Path) -> None:
    save = tmp_path / "g.jsonl"
    code, out = run("play", "wizard-duel", "--bots", "1", "--seed", "4", "--save", str(save),
                    input="nonsense\n" * 100)
    assert code == 1
    assert "25 lines in a row answered nothing; stopping" in out
    assert "saved to" in out


def test_a_rules_loop_stops_the_game_with_a_clear_error(registry) -> None:  # type: ignore[no-untyped-def]
    from deckwright.kernel import game as game_module

    game = registry.new_game("wizard-duel", players=2, seed=1, options={"bids": False})
    old = game_module.LOOP_LIMIT
    game_module.LOOP_LIMIT = 3
    try:
        def forever():  # type: ignore[no-untyped-def]
            while True:
                yield from game.change_counter("p1", "coins", 1)

        game._flow = forever()
        game._advance(None)
    finally:
        game_module.LOOP_LIMIT = old
    assert game.over and "events without a single decision" in game.error


def test_a_partial_order_at_the_prompt_keeps_the_rest_as_offered() -> None:
    from deckwright.cli.prompt import Prompt
    from deckwright.kernel.decisions import Decision, Option

    decision = Decision("p1", "order", "o", [Option("a"), Option("b"), Option("c")])
    prompt = Prompt.__new__(Prompt)
    assert prompt.parse("3", decision) == ["c", "a", "b"]
    assert prompt.parse("b a", decision) == ["b", "a", "c"]


def test_simulate_reports_the_same_games_with_any_number_of_jobs() -> None:
    """Each game depends only on its seed: worker processes change the time, nothing else."""
    reports = []
    for jobs in ("1", "2"):
        code, out = run("simulate", "wizard-duel", "--games", "9", "--players", "3", "--seed", "5",
                        "--bots", "random,heuristic", "--jobs", jobs, "--json")
        assert code == 0, out
        data = json.loads(out.strip().splitlines()[-1])
        for key in ("seconds", "games_per_second", "decisions_per_second"):
            data.pop(key)
        reports.append(data)
    assert reports[0] == reports[1]
    assert reports[0]["games"] == 9


def test_choosing_none_of_a_choose_many_is_typed_as_none() -> None:
    """An empty line is no answer, so 'choose 0 to N' is answered 'none' (issue #16: a
    served game stalled there)."""
    from deckwright.cli.prompt import Prompt
    from deckwright.kernel.decisions import Decision, Option

    decision = Decision("p1", "choose-many", "c", [Option("a"), Option("b")], minimum=0,
                        maximum=2)
    prompt = Prompt.__new__(Prompt)
    assert prompt.parse("none", decision) == []
    assert decision.normalise(prompt.parse("NONE", decision)) == []
    assert prompt.parse("2", decision) == ["b"]


def test_card_finds_cards_by_the_start_of_their_name_and_prints_stats_plainly() -> None:
    # issue #11: `card` needed the full name and printed Python dicts
    code, out = run("play", "dungeon-raiders", "--players", "4", "--bots", "3", "--seed", "1",
                    input="card zomb\ncard power\nquit\n")
    assert "Zombie [zombie] (monster; strength (3: 11, 4: 14, 5: 18), wounds 1)" in out
    assert "Power 1 [power-1] (power; value 1)" in out and "Power 5 [power-5]" in out
    assert "{" not in out.split("p1> ", 1)[1].split("p1> ", 1)[0]


def test_a_mistyped_option_value_is_one_clear_error() -> None:
    # issue #11: tactical=maybe, sexes=xyz and souls_to_win=-5 were accepted silently
    cases = [("dungeon-raiders", "tactical=maybe", "option tactical is true or false"),
             ("munchkin", "sexes=xyz", "option sexes must be letters m and f"),
             ("four-souls", "souls_to_win=-5", "option souls_to_win must be 1 to 50, not -5")]
    for game, option, message in cases:
        code, out = run("simulate", game, "--games", "2", "--option", option)
        assert code != 0 and message in out, out
        assert "Traceback" not in out


def test_simulate_names_an_unknown_bot_once_before_any_game() -> None:
    # issue #11: --bots nosuchbot failed once per game
    code, out = run("simulate", "four-souls", "--games", "5", "--bots", "nosuchbot")
    assert code != 0
    assert out.count("no agent called 'nosuchbot'") == 1
    assert "seed 0" not in out


def test_simulate_lists_seats_in_order_and_says_where_logs_went(tmp_path) -> None:
    code, out = run("simulate", "dungeon-raiders", "--games", "4", "--players", "3",
                    "--logs", str(tmp_path))
    assert code == 0, out
    wins = out.split("wins by seat: ", 1)[1].splitlines()[0]
    assert [part.split()[0] for part in wins.split(", ")] == ["p1", "p2", "p3"]
    assert "game length in turns:" in out
    assert f"logs: 4 files in {tmp_path}" in out


def test_cards_status_gives_the_same_answer_from_any_folder(tmp_path: Path,
                                                             monkeypatch) -> None:
    # issue #11: outside the repository it said 0 tested (it looked in ./tests)
    code, here = run("cards", "dungeon-raiders", "--status")
    monkeypatch.chdir(tmp_path)
    code2, there = run("cards", "dungeon-raiders", "--status")
    assert code == code2 == 0
    assert here == there
    assert here.splitlines()[-1] == "51 of 51 cards scripted and tested (set base)"


def test_deckwright_test_tests_passes_from_the_repository_root(monkeypatch) -> None:
    # issue #11: the test-only game's scenarios failed there (now duel-scenarios.yml)
    files = [p for p in (ROOT / "tests").rglob("*.yaml") if p.name != "set.yaml"]
    assert not [p for p in files if "game: wizard-duel" in p.read_text(encoding="utf-8")]


def test_cards_status_with_a_set_covers_that_set_only(tmp_path: Path) -> None:
    # another installed non-default set (the challenge example is a folder, Requiem is
    # installed); which set is counted does not depend on scenarios or games, so none run
    code, out = run("cards", "four-souls", "--set", str(ROOT / "examples" / "challenge-four-souls"),
                    "--status", "--scenarios", str(tmp_path), "--games", "0")
    assert code == 0, out
    assert out.strip().splitlines()[-1].endswith("(set challenge-four-souls)")


def test_an_installed_sets_folder_given_as_a_path_is_that_set(tmp_path: Path) -> None:
    folder = ROOT / "cardscripts" / "four_souls" / "requiem"
    code, out = run("cards", "four-souls", "--set", str(folder), "--status",
                    "--scenarios", str(tmp_path), "--games", "0")
    assert code == 0, out
    assert out.strip().splitlines()[-1].endswith("(set requiem)")


def test_cards_status_sees_cards_in_as_many_games_as_asked(tmp_path: Path) -> None:
    seen = {}
    for games in ("0", "1", "10"):
        code, out = run("cards", "dungeon-raiders", "--status", "--json", "--games", games,
                        "--scenarios", str(tmp_path))
        assert code == 0, out
        seen[games] = {row["id"] for row in json.loads(out)["cards"]
                       if row["simulated"] == "seen"}
    assert seen["0"] == set() and seen["1"] and seen["1"] <= seen["10"]
    code, out = run("cards", "dungeon-raiders", "--status", "--games", "-1")
    assert code != 0 and "-1 is not in the range 0<=x<=1000" in out


def test_play_takes_the_start_of_an_options_name_in_any_case() -> None:
    # 'BID 2' names the option 'bid 2' [bid:2]; 'bid' alone names three and is refused,
    # naming them
    code, out = run("play", "wizard-duel", "--bots", "1", "--seed", "4", "--option",
                    "turn_limit=1", input="bid\nBID 2\n" + "1\n" * 20)
    assert code == 0, out
    assert "'bid' fits 3 options: bid:0 (bid 0), bid:1 (bid 1), bid:2 (bid 2)" in out
    assert "'BID 2' is not an answer" not in out
