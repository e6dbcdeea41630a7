"""Typed card stats (issue #9): each game declares its stats and a set is checked against them
when it loads, so a bad value is one error with file, line, card and stat, never a crash in
the middle of a game."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckwright.cli.main import cli
from deckwright.kernel.errors import CardSetError
from deckwright.kernel.registry import Registry
from deckwright.kernel.sets.carddefs import CardSchema
from deckwright.kernel.sets.cardstats import ListOf, PerPlayers, Record, Text, Whole, plain_problem
from deckwright.kernel.sets.loading import load_set

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def registry() -> Registry:
    return Registry(entry_points=False)


def write_set(root: Path, game: str, cards: str) -> Path:
    (root / "cards").mkdir(parents=True, exist_ok=True)
    (root / "set.yaml").write_text(f"game: {game}\nid: hb\nname: Homebrew\ndefault: true\n"
                                   f"cards:\n{cards}", encoding="utf-8")
    return root


def problems(registry: Registry, root: Path, game: str) -> list[str]:
    with pytest.raises(CardSetError) as info:
        load_set(root, registry.schema(game), game)
    return info.value.problems


# each of these was accepted, then crashed the game with 'internal error' when the card came up
CRASHED_IN_PLAY = {
    "dr-vault-bonus": ("dungeon-raiders", "  - {id: vault-x, name: Vault X, type: vault, "
                       "copies: 30, stats: {bonus: [gold:5, coins:1]}}\n",
                       "stat 'bonus': item 1: 'gold:5' is not coins:N, heal:N or item:NAME"),
    "dr-chests": ("dungeon-raiders", "  - {id: chest-x, name: Chest X, type: treasure, "
                  "copies: 30, stats: {chests: [lots, 2]}}\n",
                  "stat 'chests': item 1: 'lots' is not a whole number"),
    "dr-strength-key": ("dungeon-raiders", "  - {id: ghoul, name: Ghoul, type: monster, "
                        "copies: 30, stats: {strength: {4: 18}}}\n",
                        "stat 'strength': no value for 3, 5 players"),
    "fs-reward": ("four-souls", "  - {id: blob-x, name: Blob X, type: monster, copies: 40, "
                  "stats: {hp: 1, attack: 1, evasion: 1, reward: {cents: lots}}}\n",
                  "stat 'reward': cents: 'lots' is not a whole number"),
    "mk-deck": ("munchkin", "  - {id: rat-x, name: Rat X, type: monster, copies: 40, "
                "stats: {deck: attic, level: 1, treasures: 1, levels: 1}}\n",
                "stat 'deck': 'attic' is not one of door, treasure"),
}


@pytest.mark.parametrize("name", sorted(CRASHED_IN_PLAY))
def test_a_stat_the_rules_cannot_read_is_an_error_at_load(
        tmp_path: Path, registry: Registry, name: str) -> None:
    game, cards, message = CRASHED_IN_PLAY[name]
    found = problems(registry, write_set(tmp_path, game, cards), game)
    assert len(found) == 1 and message in found[0], found
    assert found[0].startswith(f"{tmp_path / 'set.yaml'}:6: card ")


@pytest.mark.parametrize("name", sorted(CRASHED_IN_PLAY))
def test_playing_with_a_set_the_rules_cannot_read_prints_one_error_line(
        tmp_path: Path, name: str) -> None:
    game, cards, _ = CRASHED_IN_PLAY[name]
    root = write_set(tmp_path, game, cards)
    players = {"dungeon-raiders": 3, "four-souls": 2, "munchkin": 3}[game]
    started = time.process_time()
    result = CliRunner().invoke(cli, ["play", game, "--set", str(root), "--players",
                                      str(players), "--bots", str(players), "--seed", "1"])
    assert time.process_time() - started < 5
    assert result.exit_code == 1, result.output
    lines = result.output.splitlines()
    assert [line for line in lines if line.startswith("error:")] == lines[-1:], result.output
    assert "set.yaml:6:" in lines[-1] and "internal error" not in result.output


def test_a_bare_strength_stands_for_every_player_count(tmp_path: Path,
                                                       registry: Registry) -> None:
    # a number where the rules read a table made the monster unbeatable
    root = write_set(tmp_path, "dungeon-raiders", "  - {id: ghoul, name: Ghoul, type: monster,"
                     " stats: {strength: 9, wounds: 1}}\n")
    card = load_set(root, registry.schema("dungeon-raiders"), "dungeon-raiders").cards[0]
    assert card.stats["strength"] == {"3": 9, "4": 9, "5": 9}


def test_a_strength_table_may_use_number_keys_and_keeps_them_as_text(
        tmp_path: Path, registry: Registry) -> None:
    root = write_set(tmp_path, "dungeon-raiders", "  - {id: ghoul, name: Ghoul, type: monster,"
                     " stats: {strength: {3: 12, 4: 15, 5: 19}}}\n")
    card = load_set(root, registry.schema("dungeon-raiders"), "dungeon-raiders").cards[0]
    assert card.stats["strength"] == {"3": 12, "4": 15, "5": 19}


def test_a_monster_without_a_strength_and_a_trap_without_its_penalty_are_refused(
        tmp_path: Path, registry: Registry) -> None:
    root = write_set(tmp_path, "dungeon-raiders",
                     "  - {id: ghoul, name: Ghoul, type: monster, stats: {wounds: 1}}\n"
                     "  - {id: pit, name: Pit, type: trap, stats: {victims: most-coins}}\n")
    found = problems(registry, root, "dungeon-raiders")
    assert [p.split(": card ", 1)[1] for p in found] == [
        "'ghoul': a monster needs stat 'strength' (a whole number from 0 to 1000, or a table "
        "of one for each player count from 3 to 5 (like {3: 14, 4: 18, 5: 23}))",
        "'pit': a trap needs stat 'penalty' (one of coins, wounds)",
        "'pit': a trap needs stat 'by_highest' (a list of a whole number from 0 to 100)",
    ]


def test_every_problem_of_every_card_is_reported_at_once(tmp_path: Path,
                                                         registry: Registry) -> None:
    root = write_set(tmp_path, "four-souls",
                     "  - {id: a, name: A, type: character, stats: {hp: -1, attack: x}}\n"
                     "  - {id: b, name: B, type: monster, stats: {evasion: 99, souls: [1]}}\n")
    assert len(problems(registry, root, "four-souls")) == 4


def test_a_game_can_add_its_own_check_of_a_card(tmp_path: Path) -> None:
    root = write_set(tmp_path, "x", "  - {id: ghoul, name: Ghoul, type: monster}\n")
    schema = CardSchema(check_card=lambda card: [f"{card.name} is too scary"])
    with pytest.raises(CardSetError, match=r"set\.yaml:6: card 'ghoul': Ghoul is too scary"):
        load_set(root, schema)


def test_the_stat_types_keep_or_refuse_as_the_rules_read_them() -> None:
    assert Whole(0, 5).check(6)[1] == ["6 is not a whole number from 0 to 5"]
    assert Whole().check(True)[1]
    assert Text(choices=("a", "b")).check("c")[1] == ["'c' is not one of a, b"]
    assert ListOf(Whole(), 1, 2).check([1, 2, 3])[1] == ["a list of 3, not 1 to 2 long"]
    assert Record({"cents": Whole()}).check({"gold": 1})[1] == [
        "unknown field 'gold' (fields: cents)"]
    assert PerPlayers(Whole(), 3, 5).check({"2": 1, "3": 1, "4": 1, "5": 1})[1] == [
        "'2' is not a player count from 3 to 5"]


@pytest.mark.parametrize(("value", "problem"), [
    (2**63, "too big for a card script"), (-(2**63) - 1, "too big for a card script"),
    (float("inf"), "not a usable number"), ({1: "x"}, "key 1 is not text"),
    ([[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]], "nested more than 16"),
    (list(range(20_000)), "more than 10,000 values"),
])
def test_params_a_card_script_could_not_hold_are_named(value: object, problem: str) -> None:
    found = plain_problem({"x": value})
    assert found is not None and problem in found
    assert plain_problem({"x": [2**63 - 1, -(2**63), 1.5, "t", None, True]}) is None


@pytest.mark.parametrize("game", ["dungeon-raiders", "four-souls", "munchkin"])
def test_every_shipped_card_validates_against_its_games_stats(
        registry: Registry, game: str) -> None:
    assert registry.installed_sets(game)
    assert all(not isinstance(kind, str) for kind in registry.schema(game).stat_types.values())


def test_the_example_sets_validate(registry: Registry) -> None:
    for folder in ("examples/homebrew-dungeon",
                   "examples/deckwright-dungeon-extras/dungeon_extras/sets/extras",
                   "tests/dungeon_raiders/homebrew"):
        load_set(ROOT / folder, registry.schema("dungeon-raiders"), "dungeon-raiders")
