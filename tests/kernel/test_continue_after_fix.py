"""After fixing a card's script, an author can continue a saved game under the new cards
(issue #10: "a saved game cannot continue (content hash differs)")."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from click.testing import CliRunner

from deckwright.cli.main import cli

EXAMPLE = Path(__file__).parents[2] / "examples" / "homebrew-dungeon"


def saved_game(tmp_path: Path) -> tuple[Path, Path]:
    brew = tmp_path / "brew"
    shutil.copytree(EXAMPLE, brew)
    save = tmp_path / "game.jsonl"
    result = CliRunner().invoke(cli, ["play", "dungeon-raiders", "--players", "3", "--bots",
                                      "2", "--seed", "4", "--set", str(brew), "--save",
                                      str(save)], input="1\n1\nquit\n")
    assert result.exit_code == 0 and save.is_file(), result.output
    script = brew / "cards" / "banshee.lua"
    script.write_text(script.read_text(encoding="utf-8").replace("ctx:wound(seat, 2)",
                                                                 "ctx:wound(seat, 3)"))
    return brew, save


def test_a_changed_set_is_named_and_the_way_on_is_offered(tmp_path: Path) -> None:
    brew, save = saved_game(tmp_path)
    result = CliRunner().invoke(cli, ["play", "dungeon-raiders", "--load", str(save)],
                                input="quit\n")
    assert result.exit_code == 1
    assert "card set 'homebrew-dungeon' changed since this game was recorded" in result.output
    # its version was not raised with the edit: said so, not as "version 1.0 → 1.0"
    assert "but its cards or scripts were edited" in result.output
    assert "to continue under the changed cards, add --changed" in result.output


def test_changed_replays_the_answers_under_the_new_cards(tmp_path: Path) -> None:
    brew, save = saved_game(tmp_path)
    result = CliRunner().invoke(cli, ["play", "dungeon-raiders", "--load", str(save),
                                      "--changed", "--save", str(save)], input="quit\n")
    assert result.exit_code == 0, result.output
    replayed = re.search(r": (\d+) answers replayed", result.output)
    assert replayed is not None and int(replayed.group(1)) >= 2
    assert "changed card sets: homebrew-dungeon" in result.output
    # saved again under the new cards: it loads without --changed now
    again = CliRunner().invoke(cli, ["play", "dungeon-raiders", "--load", str(save)],
                               input="quit\n")
    assert again.exit_code == 0, again.output
    assert f"{replayed.group(1)} answers replayed" in again.output


def test_changed_needs_load() -> None:
    result = CliRunner().invoke(cli, ["play", "dungeon-raiders", "--changed"])
    assert result.exit_code == 1 and "--changed goes with --load FILE" in result.output


def rechained(lines: list[dict]) -> str:
    """The log's lines chained again as the writer chains them (kernel/log.py)."""
    from deckwright.kernel.log import _chain, _line

    out, chain = [], ""
    for number, entry in enumerate(lines):
        body = {k: v for k, v in entry.items() if k != "c"}
        chain = _chain(chain, _line(body))
        out.append(_line(body if number == 0 else {**body, "c": chain}))
    return "\n".join(out) + "\n"


def test_a_save_whose_answer_no_longer_fits_names_it_and_goes_on_with_changed(
    tmp_path: Path,
) -> None:
    # what a rules fix does to an old save: a recorded answer is no longer on offer; the save
    # is not lost, it goes on from the last answer that fits
    import json

    save = tmp_path / "game.jsonl"
    made = CliRunner().invoke(cli, ["play", "dungeon-raiders", "--players", "3", "--bots", "2",
                                    "--seed", "4", "--save", str(save)], input="1\n1\nquit\n")
    assert made.exit_code == 0, made.output
    lines = [json.loads(row) for row in save.read_text(encoding="utf-8").splitlines()]
    third = next(entry for entry in lines if entry.get("n") == 3)
    third["a"] = "card:no-such-card"
    save.write_text(rechained(lines), encoding="utf-8")
    refused = CliRunner().invoke(cli, ["play", "dungeon-raiders", "--load", str(save)],
                                 input="quit\n")
    assert refused.exit_code == 1
    assert "the replay went another way" in refused.output
    assert "to continue from the last answer that fits, add --changed" in refused.output
    assert "Traceback" not in refused.output
    went_on = CliRunner().invoke(cli, ["play", "dungeon-raiders", "--load", str(save),
                                       "--changed"], input="quit\n")
    assert went_on.exit_code == 0, went_on.output
    assert "loaded" in went_on.output and ": 2 answers replayed" in went_on.output
    assert "no longer fits" in went_on.output
