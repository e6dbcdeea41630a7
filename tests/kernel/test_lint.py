"""`deckwright lint` checks a set without playing it and reports every problem in one run
(issue #10: "lint on a set seeded with ten different mistakes reports all ten")."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from deckwright.cli.main import cli

STRENGTH = '{"3": 12, "4": 15, "5": 19}'

SCRIPTS = {
    "syntax.lua": "return { attack = function(ctx, fight) if then end }\n",
    "field.lua": "return { triggered { on = 'scroll', efect = function(ctx) end } }\n",
    "event.lua": "return { triggered { on = 'scrol', effect = function(ctx) end } }\n",
    "entry.lua": "return {\n  defeat = function(ctx, fight) end,\n}\n",
    "api.lua": "return {\n  attack = function(ctx, fight)\n    ctx:wond(fight.targets[1], 2)\n"
               "  end,\n}\n",
    "noreturn.lua": "local x = 1\n",
    "clock.lua": "return {\n  attack = function(ctx, fight) local t = os.time() end,\n}\n",
    "good.lua": "return {\n  attack = function(ctx, fight)\n    for _, s in ipairs(fight.targets)"
                " do ctx:wound(s, 1) end\n  end,\n}\n",
}

CARDS = [
    ("unknown-field", "cost: 3"),                                      # 1 unknown card field
    ("misspelt-stat", 'stats: {strenght: 3}'),                         # 2 misspelt stat
    ("short-table", 'stats: {strength: {"3": 12, "4": 15}}'),          # 3 a player count missing
    ("no-file", f"stats: {{strength: {STRENGTH}}}\n    script: nothere.lua"),  # 4 no such script
    ("syntax", f"stats: {{strength: {STRENGTH}}}\n    script: syntax.lua"),    # 5 Lua syntax
    ("field", f"stats: {{strength: {STRENGTH}}}\n    script: field.lua"),      # 6 ability field
    ("event", f"stats: {{strength: {STRENGTH}}}\n    script: event.lua"),      # 7 event name
    ("entry", f"stats: {{strength: {STRENGTH}}}\n    script: entry.lua"),      # 8 entry point
    ("api", f"stats: {{strength: {STRENGTH}}}\n    script: api.lua"),          # 9 ctx function
    ("noreturn", f"stats: {{strength: {STRENGTH}}}\n    script: noreturn.lua"),  # 10 no return
    ("clock", f"stats: {{strength: {STRENGTH}}}\n    script: clock.lua"),      # 11 os.time
    ("untested", f"stats: {{strength: {STRENGTH}}}\n    script: good.lua"),    # 12 no scenario
]

EXPECTED = [
    "card 'unknown-field': unknown field 'cost'",
    "unknown stat 'strenght'",
    "stat 'strength'",
    "script file cards/nothere.lua does not exist",
    "card 'syntax': syntax.lua:1:",
    "unknown field 'efect'; did you mean 'effect'?",
    "there is no event 'scrol' in Dungeon Raiders; did you mean 'scroll'?",
    "never calls a function 'defeat'; did you mean 'defeated'?",
    "api.lua:3: ctx has no function 'wond'; did you mean 'wound'?",
    "a card script must return a table of abilities",
    "clock.lua:2: `os` is not available to card scripts",
    "card 'untested' has no scenario",
    "scenario.yaml",  # 13: a scenario file with an unknown field
]


def seeded_set(root: Path) -> Path:
    (root / "cards").mkdir(parents=True)
    for name, text in SCRIPTS.items():
        (root / "cards" / name).write_text(text, encoding="utf-8")
    cards = "".join(f"  - id: {cid}\n    name: {cid.title()}\n    type: boss\n    {body}\n"
                    for cid, body in CARDS)
    (root / "set.yaml").write_text('game: dungeon-raiders\nid: mistakes\nname: Mistakes\n'
                                   f'version: "1"\ndefault: false\ncards:\n{cards}',
                                   encoding="utf-8")
    named = " ".join(cid for cid, _ in CARDS if cid != "untested")
    (root / "scenario.yaml").write_text(
        f"# {named}\nname: x\ngame: dungeon-raiders\nanswer: []\n", encoding="utf-8")
    return root


def test_lint_reports_every_mistake_of_a_set_in_one_run(tmp_path: Path) -> None:
    result = CliRunner().invoke(cli, ["lint", str(seeded_set(tmp_path / "mistakes"))])
    assert result.exit_code == 1
    lines = result.output.splitlines()
    for expected in EXPECTED:
        assert any(expected in line for line in lines), (expected, result.output)
    assert lines[-1] == f"set mistakes: {len(EXPECTED)} problems"
    assert "Traceback" not in result.output


def test_lint_passes_a_sound_set_and_says_what_it_checked() -> None:
    result = CliRunner().invoke(cli, ["lint", "examples/homebrew-dungeon"])
    assert result.exit_code == 0, result.output
    assert result.output.strip() == ("ok: set homebrew-dungeon (dungeon-raiders): 1 cards, "
                                     "1 scripts, 2 scenarios")


def test_lint_names_a_folder_without_a_set(tmp_path: Path) -> None:
    result = CliRunner().invoke(cli, ["lint", str(tmp_path)])
    assert result.exit_code == 1 and "no set.yaml in this folder" in result.output
