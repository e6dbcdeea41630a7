"""``deckwright simulate --report DIR``: the balance report's files, the same for any --jobs,
with homebrew cards, with and without matplotlib, and one clear line for a bad folder."""

from __future__ import annotations

import csv
import importlib.util
import json
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckwright.cli.main import cli
from deckwright.kernel.registry import Registry
from deckwright.tools.report.balance import CSV_COLUMNS, FORMAT, FORMAT_VERSION
from deckwright.tools.report.page import render_html, write_report
from deckwright.tools.simulation.simulate import simulate

PLUGIN = ["--plugin", "wizard_duel.plugin"]
HAS_MATPLOTLIB = importlib.util.find_spec("matplotlib") is not None
needs_matplotlib = pytest.mark.skipif(not HAS_MATPLOTLIB, reason="matplotlib is not installed")

HOMEBREW = """\
game: wizard-duel
id: pebbles
name: Pebbles
version: "0.1"
cards:
  - id: pebble
    name: Pebble <b>
    type: item
    copies: 3
    stats: {power: 0}
    text: A small rock.
"""


def run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(cli, [*PLUGIN, *args])
    return result.exit_code, result.output


def _simulate_to(folder: Path, *extra: str, jobs: str = "1") -> dict:
    code, out = run("simulate", "wizard-duel", "--games", "12", "--players", "2", "--seed", "3",
                    "--bots", "random,heuristic", "--rotate", "--jobs", jobs, "--json",
                    "--report", str(folder), *extra)
    assert code == 0, out
    return json.loads(out.strip().splitlines()[-1])


def test_report_files_are_identical_for_one_and_two_jobs(tmp_path: Path) -> None:
    one, two = tmp_path / "one", tmp_path / "two"
    _simulate_to(one, jobs="1")
    data = _simulate_to(two, jobs="2")
    assert data["report"]["page"] == str(two / "index.html")
    names = sorted(p.name for p in one.iterdir())
    assert names == sorted(p.name for p in two.iterdir())
    assert {"cards.csv", "report.json", "index.html"} <= set(names)
    for name in names:
        assert (one / name).read_bytes() == (two / name).read_bytes(), name


def test_report_json_and_csv_shape(tmp_path: Path) -> None:
    _simulate_to(tmp_path)
    report = json.loads((tmp_path / "report.json").read_text(encoding="utf-8"))
    assert report["format"] == FORMAT and report["version"] == FORMAT_VERSION
    assert report["game"] == "wizard-duel" and report["games"] == 12
    assert report["finished"] + report["errors"] == 12
    assert report["bots"] == ["random", "heuristic"] and report["rotate"] is True
    assert [s["id"] for s in report["sets"]] == ["base"]
    assert "Newcombe" in report["method"]["text"] and report["method"]["confidence"] == 0.95
    assert [s["seat"] for s in report["seats"]] == ["p1", "p2"]
    assert sum(s["wins"] for s in report["seats"]) >= report["finished"] - 1
    for measure in ("turns", "decisions"):
        length = report["length"][measure]
        assert length["min"] <= length["median"] <= length["max"]
        assert sum(b["games"] for b in length["histogram"]) == report["finished"]
    cards = report["cards"]
    assert {c["id"] for c in cards} == {"spark", "big-spark", "shield", "ward", "healer", "wand",
                                        "purse", "gamble", "smash", "lens", "rock"}
    for card in cards:
        assert card["held_n"] + card["not_n"] == 2 * report["finished"]
        if card["lift"] is not None:
            assert card["lift_low"] <= card["lift"] <= card["lift_high"]
            assert card["lift"] == pytest.approx(card["held_rate"] - card["not_rate"])
    lifts = [c["lift"] for c in cards if c["lift"] is not None]
    assert lifts == sorted(lifts, reverse=True)
    with (tmp_path / "cards.csv").open(encoding="utf-8", newline="") as handle:
        rows = list(csv.reader(handle))
    assert rows[0] == list(CSV_COLUMNS) and len(rows) == len(cards) + 1
    assert [r[0] for r in rows[1:]] == [c["id"] for c in cards]
    assert all(len(r) == len(CSV_COLUMNS) for r in rows)


def test_homebrew_cards_appear_in_the_report(tmp_path: Path) -> None:
    folder = tmp_path / "pebbles"
    folder.mkdir()
    (folder / "set.yaml").write_text(HOMEBREW, encoding="utf-8")
    out = tmp_path / "out"
    _simulate_to(out, "--set", str(folder))
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert [s["id"] for s in report["sets"]] == ["base", "pebbles"]
    pebble = next(c for c in report["cards"] if c["id"] == "pebble")
    assert pebble["set"] == "pebbles" and pebble["drawn"] > 0
    page = (out / "index.html").read_text(encoding="utf-8")
    assert "Set pebbles" in page and "Pebble &lt;b&gt;" in page and "Pebble <b>" not in page
    # a small set is one table of every card, not a top five and a bottom five
    assert "Set pebbles: every card by win-rate lift" in page
    assert "Set base: the 5 highest and 5 lowest win-rate lifts" in page


@needs_matplotlib
def test_the_page_embeds_its_three_plots(tmp_path: Path) -> None:
    data = _simulate_to(tmp_path, "--games", "40")
    assert data["report"]["plots"] is True
    page = (tmp_path / "index.html").read_text(encoding="utf-8")
    assert page.count('src="data:image/png;base64,') == 3
    for name in ("lift.png", "seats.png", "length.png"):
        assert (tmp_path / name).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert "Newcombe" in page and "Highest lift" in page and "Lowest lift" in page
    assert "http://" not in page and "https://" not in page  # nothing from the network


def test_without_matplotlib_the_tables_are_written_and_the_page_says_how(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # import matplotlib → ImportError
    registry = Registry(plugins=["wizard_duel.plugin"])
    result = simulate(registry, "wizard-duel", games=6, players=2, seed=1, tally=True)
    assert result.balance is not None
    written = write_report(result.balance, tmp_path)
    assert written.plots is False
    assert sorted(p.name for p in written.files) == ["cards.csv", "index.html", "report.json"]
    page = (tmp_path / "index.html").read_text(encoding="utf-8")
    assert "pip install &#x27;deckwright[report]&#x27;" in page
    assert "data:image/png" not in page and "<table" in page
    code, out = run("simulate", "wizard-duel", "--games", "2", "--players", "2",
                    "--report", str(tmp_path / "cli"))
    assert code == 0, out
    assert "no plots: pip install 'deckwright[report]'" in out


def test_an_unwritable_report_folder_is_one_line_before_any_game(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder", encoding="utf-8")
    code, out = run("simulate", "wizard-duel", "--games", "500", "--report",
                    str(blocker / "report"))
    assert code == 1
    lines = out.strip().splitlines()
    assert lines[-1].startswith(f"error: cannot write the report to {blocker / 'report'}")
    assert "Traceback" not in out and "games of wizard-duel" not in out


def test_without_report_nothing_is_tallied() -> None:
    registry = Registry(plugins=["wizard_duel.plugin"])
    result = simulate(registry, "wizard-duel", games=2, players=2, seed=1)
    assert result.balance is None


def test_the_page_of_an_empty_report_still_renders() -> None:
    registry = Registry(plugins=["wizard_duel.plugin"])
    result = simulate(registry, "wizard-duel", games=1, players=2, seed=1, tally=True,
                      options={"turn_limit": 1})
    assert result.balance is not None
    page = render_html(result.balance, {}, "Plots were not asked for.")
    assert page.startswith("<!DOCTYPE html>") and "Plots were not asked for." in page


def _pebbles(tmp_path: Path) -> str:
    folder = tmp_path / "pebbles"
    folder.mkdir(exist_ok=True)
    (folder / "set.yaml").write_text(HOMEBREW, encoding="utf-8")
    return str(folder)


def test_a_report_run_grows_by_batches_until_every_set_card_is_measured(
        tmp_path: Path) -> None:
    from deckwright.tools.report.enough import Enough

    registry = Registry(plugins=["wizard_duel.plugin"])
    sets = (_pebbles(tmp_path),)
    rule = Enough(frozenset({"pebble"}), batch=20, cap=400)
    grown = simulate(registry, "wizard-duel", games=rule.cap, players=2, bots=["heuristic"],
                     seed=1, sets=sets, tally=True, enough=rule)
    assert grown.balance is not None and grown.balance.meta["short"] == []
    played = grown.games
    assert played % 20 == 0 and 20 < played < rule.cap
    # one batch fewer was not enough: the run stopped at the first batch that was
    fewer = simulate(registry, "wizard-duel", games=played - 20, players=2,
                     bots=["heuristic"], seed=1, sets=sets, tally=True)
    assert fewer.balance is not None and not rule.met(fewer.balance)
    assert "rule" in grown.balance.meta and "rule" not in fewer.balance.meta


def test_a_report_run_stops_at_its_cap_and_names_the_cards_still_short(
        tmp_path: Path) -> None:
    from deckwright.tools.report.enough import Enough

    registry = Registry(plugins=["wizard_duel.plugin"])
    rule = Enough(frozenset({"pebble"}), batch=4, cap=8)
    result = simulate(registry, "wizard-duel", games=rule.cap, players=2, seed=1,
                      sets=(_pebbles(tmp_path),), tally=True, enough=rule)
    assert result.games == 8 and result.balance is not None
    assert result.balance.meta["short"] == ["pebble"]


def test_report_defaults_are_normal_bots_the_usual_table_and_the_rule(
        tmp_path: Path) -> None:
    code, out = run("simulate", "wizard-duel", "--jobs", "2", "--set", _pebbles(tmp_path),
                    "--report", str(tmp_path / "r"))
    assert code == 0, out
    assert "2 players (bots: normal, normal)" in out
    assert "level normal: the heuristic bot" in out
    assert "by the rule: batches of 100 games until every card of the --set sets" in out
    pebble = next(line for line in out.splitlines() if line.strip().startswith("Pebble"))
    assert " held " in pebble and "pp [" in pebble  # a lift with its 95% interval
    assert "every card of the set has a lift on enough observations" in out
    report = json.loads((tmp_path / "r" / "report.json").read_text(encoding="utf-8"))
    assert report["bots"] == ["normal", "normal"] and report["games"] % 100 == 0
    assert report["levels"] == ["normal: the heuristic bot"]
    code, one_job = run("simulate", "wizard-duel", "--jobs", "1", "--set", _pebbles(tmp_path),
                        "--report", str(tmp_path / "one"))
    assert code == 0 and (tmp_path / "one" / "report.json").read_bytes() == (
        tmp_path / "r" / "report.json").read_bytes()


def test_four_souls_reports_at_its_usual_table_of_four(tmp_path: Path) -> None:
    result = CliRunner().invoke(cli, ["simulate", "four-souls", "--games", "2", "--jobs", "1",
                                      "--report", str(tmp_path)])
    assert result.exit_code == 0, result.output
    assert "2 games of four-souls, 4 players (bots: normal, normal, normal, " \
        "normal)" in result.output
    plain = CliRunner().invoke(cli, ["simulate", "four-souls", "--games", "2", "--jobs", "1"])
    assert "2 games of four-souls, 2 players (bots: random, random)" in plain.output
