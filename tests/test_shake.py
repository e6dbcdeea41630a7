"""deckwright shake: every invariant it promises is checked, and each check fires on a state
that breaks it (issue #9); the checks and replays are a seeded sample it counts, and the cards
of a --set are counted as they come up (issue #34)."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from deckwright.cli.main import cli
from deckwright.kernel import Registry
from deckwright.tools.shake import ShakePlan, Watch, hidden_leaks, shake, shake_one
from tests.conftest import shared_registry


@pytest.mark.parametrize(("game_id", "options"), [
    ("dungeon-raiders", {}),
    ("four-souls", {"max_turns": 8}),
    ("munchkin", {"turn_limit": 6}),
])
def test_a_few_shaken_games_of_each_game_are_clean(game_id: str, options: dict) -> None:
    report = shake(shared_registry(), ShakePlan(game_id, 3, seed=11, options=options,
                                                check_every=1, replay_every=1))
    assert report.ok, report.to_json()
    assert report.replayed == 3
    # with --check-every 1 every answer is checked, and the first state
    assert report.to_json()["checked"] == report.to_json()["decisions"] + 3


def test_by_default_a_seeded_sample_of_answers_is_checked_and_the_last_state_always() -> None:
    plan = ShakePlan("dungeon-raiders", 1, seed=4, check_every=8)
    found = shake_one(shared_registry(), plan, 0)
    again = shake_one(shared_registry(), plan, 0)
    assert found.violations == [] and 1 < found.checked < found.decisions / 3
    assert again.checked == found.checked  # the same answers in every run
    rare = shake_one(shared_registry(), ShakePlan("dungeon-raiders", 1, seed=4,
                                                  check_every=1_000_000), 0)
    assert rare.checked == 2  # the first state and the last


def test_the_logs_of_every_nth_game_are_replayed_and_counted() -> None:
    report = shake(shared_registry(), ShakePlan("dungeon-raiders", 7, seed=2, replay_every=3))
    data = report.to_json()
    assert [g.seed for g in report.games if g.replay_due] == [2, 5, 8]
    assert data["logs_replayed"] == 3 and data["logs_verified"] == 3 and data["ok"]


def test_the_report_is_the_same_for_any_number_of_jobs() -> None:
    plan = ShakePlan("dungeon-raiders", 6, seed=3)
    one = shake(shared_registry(), plan, jobs=1).to_json()
    two = shake(shared_registry(), plan, jobs=2).to_json()
    one.pop("seconds")
    two.pop("seconds")
    assert one == two


def duel(registry: Registry) -> object:
    return registry.new_game("wizard-duel", players=2, seed=1, options={"bids": False})


def test_a_card_in_two_zones_is_found(registry: Registry) -> None:
    game = duel(registry)
    watch = Watch(game, check_views=False)
    obj = game.zones["deck"].objects[0]
    game.zones["discard"].objects.append(obj)
    assert any("zone" in p for p in watch())


def test_an_object_id_used_again_is_found(registry: Registry) -> None:
    game = duel(registry)
    watch = Watch(game, check_views=False)
    obj = game.zones["deck"].objects.pop()
    del game.objects[obj.id]
    assert not [p for p in watch() if "used again" in p]
    game.zones["deck"].objects.append(obj)
    game.objects[obj.id] = obj
    assert any("used again" in p for p in watch())


def test_a_counter_out_of_its_range_is_found(registry: Registry) -> None:
    game = registry.new_game("dungeon-raiders", players=3, seed=1)
    watch = Watch(game, check_views=False)
    game.players["p1"].counters["coins"] = -2
    assert any("p1's coins is -2" in p for p in watch())


def test_a_hidden_card_in_another_seats_view_is_found(registry: Registry) -> None:
    game = duel(registry)
    assert hidden_leaks(game) == []
    secret = game.zones["p2.hand"].objects[0].id if game.zones["p2.hand"].objects else \
        game.zones["deck"].objects[0].id
    game.players["p1"].flags["peeked"] = secret
    assert any(secret in p for p in hidden_leaks(game))


def test_a_game_that_does_not_end_is_found() -> None:
    # no game of Four Souls ends within 10 decisions, whatever the bots learn
    found = shake_one(shared_registry(), ShakePlan("four-souls", 1, seed=2, max_decisions=10,
                                                   options={"max_turns": 0}), 0)
    assert any("did not end within 10 decisions" in v for v in found.violations)


def test_a_card_whose_script_raises_is_named_with_its_command(tmp_path: Path) -> None:
    root = tmp_path / "broken"
    (root / "cards").mkdir(parents=True)
    (root / "cards" / "crash.lua").write_text(
        "return { triggered { on = 'counter', effect = function(ctx) local x = nil; "
        "return x.y end } }\n", encoding="utf-8")
    (root / "set.yaml").write_text(
        "game: wizard-duel\nid: broken\nname: Broken\nversion: '1'\ncards:\n"
        "  - {id: crash, name: Crash, type: item, copies: 3, script: crash.lua}\n",
        encoding="utf-8")
    result = CliRunner().invoke(cli, ["--plugin", "wizard_duel.plugin", "shake", "wizard-duel",
                                      "--games", "4", "--jobs", "1", "--set", str(root)])
    assert result.exit_code == 1
    assert "card crash: card 'crash'" in result.output and "crash.lua:1:" in result.output
    assert "repeat: deckwright shake wizard-duel --games 1 --seed" in result.output
    assert "--check-every 1" in result.output  # the repeat checks every answer


PEBBLES = """\
game: wizard-duel
id: pebbles
name: Pebbles
version: '1'
cards:
  - {id: pebble, name: Pebble, type: item, copies: 3, stats: {power: 0}}
  - {id: boulder, name: Boulder, type: item, copies: 1, stats: {power: 0}}
"""


def test_shake_with_a_set_says_which_of_its_cards_came_up_and_how_often(
        tmp_path: Path) -> None:
    (tmp_path / "set.yaml").write_text(PEBBLES, encoding="utf-8")
    result = CliRunner().invoke(cli, ["--plugin", "wizard_duel.plugin", "shake", "wizard-duel",
                                      "--games", "6", "--jobs", "1", "--set", str(tmp_path)])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert "cards of pebbles that came up: 2 of 2 (came into play or their script ran)" \
        in lines
    pebble = next(line for line in lines if line.strip().startswith("Pebble "))
    name, games, _of, total, drawn, _played, _used = pebble.split()
    assert int(games) >= 1 and int(total) == 6 and int(drawn) >= int(games)
    assert "invariants checked in" in result.output and "about one answer in 100" \
        in result.output
    assert "logs replayed: 1 of 6 games" in result.output
    data = shake(shared_registry_with(tmp_path), ShakePlan("wizard-duel", 6, seed=1,
                                                           sets=(str(tmp_path),))).to_json()
    assert [c["id"] for c in data["cards"]] == ["pebble", "boulder"]
    assert all(c["games"] <= 6 and c["set"] == "pebbles" for c in data["cards"])


def shared_registry_with(folder: Path) -> Registry:
    registry = Registry(plugins=["wizard_duel.plugin"])
    registry.library("wizard-duel", (str(folder),))
    return registry
