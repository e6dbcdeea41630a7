"""A player chooses an installed set by its name (`--set dungeon-extras`), a homebrew set by
its folder; the base set alone by default; `deckwright games` lists the installed sets
(issue #12: "A player chooses the sets of a game when starting it … by name for installed
sets and by path for homebrew")."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckwright.cli.main import cli
from deckwright.kernel.errors import CardSetError
from deckwright.kernel.log import GameLog, read_log, replay_log
from deckwright.kernel.registry import Registry

EXTRAS = Path(__file__).parents[2] / "examples" / "deckwright-dungeon-extras"


@pytest.fixture
def with_extras(monkeypatch: pytest.MonkeyPatch) -> Registry:
    """A registry with the example expansion installed (its set is not loaded by default)."""
    monkeypatch.syspath_prepend(str(EXTRAS))
    sys.modules.pop("dungeon_extras", None)
    return Registry(plugins=["dungeon_extras"])


def test_an_installed_set_is_left_out_unless_named(with_extras: Registry) -> None:
    assert "hydra" not in with_extras.library("dungeon-raiders").cards
    assert "hydra" in with_extras.library("dungeon-raiders", ["dungeon-extras"]).cards


def test_a_log_records_the_set_by_name_and_replays(with_extras: Registry,
                                                   tmp_path: Path) -> None:
    sets = with_extras.set_refs("dungeon-raiders", ["dungeon-extras"])
    assert sets == ["dungeon-extras"]
    game = with_extras.new_game("dungeon-raiders", players=3, seed=5, sets=sets)
    log = GameLog(game, sets)
    for _ in range(3):
        for decision in game.pending:
            game.answer(decision.player, decision.option_ids()[0])
    log.save(tmp_path / "g.jsonl")
    again = replay_log(read_log(tmp_path / "g.jsonl", strict=False), with_extras, verify=False)
    assert again.state_hash() == game.state_hash()


def test_an_unknown_set_names_both_kinds(with_extras: Registry) -> None:
    with pytest.raises(CardSetError, match="no set folder 'dragons', nor an installed set of "
                                           r"dungeon-raiders by that name \(installed: base, "
                                           r"dungeon-extras; 'all' for every one\)"):
        with_extras.library("dungeon-raiders", ["dragons"])


def test_games_lists_the_installed_sets() -> None:
    result = CliRunner().invoke(cli, ["games"])
    assert "    set base: Four Souls: base game, 287 cards (always)" in result.output
