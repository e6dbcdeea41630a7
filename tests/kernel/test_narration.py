"""What a card says goes into the game's narration under its name (issue #10: print() output
was dropped and ctx:log appeared as source=None); `deckwright test --show` prints it."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from deckwright.cli.main import cli
from deckwright.kernel import Registry
from tests.conftest import homebrew_set

SCRIPT = """\
return {
  targets = function(ctx, fight)
    print("aiming at", #fight.lowest)
    return fight.lowest
  end,
  attack = function(ctx, fight)
    ctx:log("the wail rises")
    for _, seat in ipairs(fight.targets) do ctx:wound(seat, 1) end
    print({}, nil, 3)
  end,
}
"""

SCENARIO = """\
name: the Howler says what it does
game: dungeon-raiders
players: 3
sets: [.]
setup:
  characters: {p1: knight, p2: wizard, p3: thief}
  rooms: [howler]
  counters: {p1.wounds: 0, p2.wounds: 0, p3.wounds: 0}
answers:
  - {p1: card:power-1, p2: card:power-3, p3: card:power-2}
expect:
  - {path: players.p1.counters.wounds, equals: 1}
"""


def howler(tmp_path: Path) -> Path:
    root = homebrew_set(tmp_path, "dungeon-raiders",
                        "  - {id: howler, name: The Howler, type: boss, copies: 1, "
                        "script: howler.lua,\n     stats: {strength: 99}}\n",
                        {"howler.lua": SCRIPT})
    (root / "howler.yaml").write_text(SCENARIO, encoding="utf-8")
    return root


def test_print_and_log_are_narrated_under_the_cards_name(tmp_path: Path) -> None:
    root = howler(tmp_path)
    game = Registry().new_game("dungeon-raiders", players=3, seed=1, sets=[root],
                               setup={"characters": {"p1": "knight", "p2": "wizard",
                                                     "p3": "thief"}, "rooms": ["howler"]})
    game.answer("p1", "card:power-1")
    game.answer("p2", "card:power-3")
    game.answer("p3", "card:power-2")
    said = [line for line in game.narration if line.startswith("The Howler: ")]
    # a query's print (targets), then the effect's ctx:log and print, in the order they ran
    assert said == ["The Howler: aiming at\t1", "The Howler: the wail rises",
                    "The Howler: table: #1\tnil\t3"]


def test_test_show_prints_answers_events_and_what_cards_said(tmp_path: Path) -> None:
    root = howler(tmp_path)
    result = CliRunner().invoke(cli, ["test", "--show", str(root)])
    assert result.exit_code == 0, result.output
    assert "ok   the Howler says what it does" in result.output
    assert "   | turn 1: p1 answers card:power-1" in result.output
    assert "   | turn 1: » The Howler: the wail rises" in result.output
    assert "   | turn 1: counter target=p1 name=wounds amount=1" in result.output


def test_an_answer_in_the_history_is_hidden_from_the_other_players() -> None:
    game = Registry().new_game("dungeon-raiders", players=3, seed=1)
    choice = game.pending_for("p1")
    assert choice is not None
    game.answer("p1", choice.option_ids()[0])
    mine = [d for _, k, d in game.history_for("p1") if k == "answer"]
    theirs = [d for _, k, d in game.history_for("p2") if k == "answer"]
    assert mine[-1]["answer"] == choice.option_ids()[0] and theirs[-1]["answer"] == "?"
