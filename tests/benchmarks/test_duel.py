"""``deckwright duel``: one bot against the others, round the table (issue #36's measure)."""

from __future__ import annotations

from click.testing import CliRunner

from deckwright.cli.main import cli
from deckwright.kernel.events import Event
from deckwright.kernel.observations import DIED
from deckwright.kernel.registry import Registry
from deckwright.plugins.four_souls.tally import tally_event as four_souls_tally
from deckwright.plugins.munchkin.tally import tally_event as munchkin_tally
from deckwright.tools.simulation.duel import challenger_seat, duel, length_summary
from deckwright.tools.simulation.onegame import SimulationPlan
from deckwright.tools.simulation.simulate import play_plan


def test_the_challenger_moves_one_seat_a_game() -> None:
    registry = Registry()
    rules = registry.game("dungeon-raiders").ruleset()
    plan = SimulationPlan("dungeon-raiders", 3, ["heuristic", "random", "random"], 0, True,
                          None, (), None, 200_000, tally=True)
    outcomes = sorted(play_plan(registry, plan, 6, 1, None, rules), key=lambda o: o.index)
    seats = [challenger_seat(o) for o in outcomes]
    assert seats == ["p1", "p2", "p3", "p1", "p2", "p3"]
    assert all(o.seat_bots[int(s[1:]) - 1] == "heuristic" for o, s in
               zip(outcomes, seats, strict=True))


def test_a_duel_counts_the_challengers_wins_and_is_the_same_for_any_jobs() -> None:
    registry = Registry()
    one = duel(registry, "dungeon-raiders", challenger="random", others=["random"], games=10,
               players=3, jobs=1)
    two = duel(registry, "dungeon-raiders", challenger="random", others=["random"], games=10,
               players=3, jobs=2)
    # the clock's readings are the machine's; every count is the games'
    clock = {"seconds": 0, "seconds_per_decision": None}
    assert {**one.to_json(), **clock} == {**two.to_json(), **clock}
    assert one.played == 10 and 0 <= one.wins <= 10
    rate, interval = one.win_rate()
    assert rate == one.wins / 10
    assert interval is not None and interval[0] <= rate <= interval[1]


def test_four_souls_deaths_are_counted_per_seat() -> None:
    # FS 7.7: a player who dies; the heuristic bot attacks, so someone dies in two games
    report = duel(Registry(), "four-souls", challenger="heuristic", others=["heuristic"],
                  games=2, players=4, jobs=1)
    assert report.errors == 0
    assert report.challenger_deaths + report.other_deaths > 0


def test_a_players_death_is_reported_to_the_tally_and_a_monsters_is_not() -> None:
    player = Event("die", {"target": "p2", "player": "p2", "victim": "player"})
    monster = Event("die", {"target": "o9", "card": "pooter", "victim": "monster"})
    assert four_souls_tally(player) == [(DIED, "p2", "")]  # FS 7.7
    assert all(what != DIED for what, _, _ in four_souls_tally(monster))
    assert munchkin_tally(Event("die", {"player": "p3", "cause": "combat"})) == [
        (DIED, "p3", "")]  # MK 8.8


def test_length_summary_gives_median_99th_percentile_and_max() -> None:
    turns = list(range(1, 101))
    assert length_summary(turns) == {"median": 50.5, "p99": 100, "max": 100}
    assert length_summary([]) == {"median": 0, "p99": 0, "max": 0}


def test_the_duel_command_prints_the_win_rate_against_parity() -> None:
    result = CliRunner().invoke(cli, ["duel", "dungeon-raiders", "--bot", "random", "--against",
                                      "random", "--games", "6", "--players", "3", "--jobs", "1"])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0] == ("6 games of dungeon-raiders, 3 players: random (one seat, moved round "
                        "the table) against random, random")
    assert "(95% interval; parity 33.3%)" in lines[2]
    assert lines[3].startswith("game length in turns: median ")


def test_a_mistyped_bot_is_one_error_before_any_game() -> None:
    result = CliRunner().invoke(cli, ["duel", "dungeon-raiders", "--bot", "heuristik"])
    assert result.exit_code != 0
    assert "heuristik" in result.output and "Traceback" not in result.output


def test_a_duel_reports_what_the_challengers_searches_cost() -> None:
    # issue #36: searched decisions a game, samples and copies each, those the budget cut
    report = duel(Registry(), "four-souls", challenger="hard", others=["normal"], games=1,
                  players=2, budget=60.0)
    search = report.to_json()["search"]
    assert report.search.searched > 0 and report.search.over_budget == 0
    assert search["searched_per_game"] == report.search.searched
    assert search["copies_per_search"] >= search["samples_per_search"] >= 2
    assert search["p99_seconds"] > 0


def test_a_challenger_that_never_searches_reports_no_searches() -> None:
    report = duel(Registry(), "four-souls", challenger="normal", others=["normal"], games=1,
                  players=2)
    assert report.to_json()["search"] is None
