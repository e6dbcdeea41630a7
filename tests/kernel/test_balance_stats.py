"""The balance report's arithmetic: Wilson and Newcombe intervals against published values,
and win-rate lift, flags, seats and game length against numbers worked out by hand."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from deckwright.tools.report.balance import (
    CSV_COLUMNS,
    MIN_OBSERVATIONS,
    USE_FLAG,
    FinishedGame,
    build_report,
    csv_rows,
    newcombe,
    spread,
    wilson,
)
from deckwright.tools.report.tally import GameTally


def test_wilson_score_interval_matches_hand_computed_values() -> None:
    # 5/10: centre (0.5 + 1.96²/20) / (1 + 1.96²/10) = 0.5,
    # half-width 1.96 / 1.38415 · √(0.025 + 1.96²/400) = 0.26341
    low, high = wilson(5, 10)
    assert low == pytest.approx(0.23659, abs=1e-5) and high == pytest.approx(0.76341, abs=1e-5)
    assert wilson(0, 10) == pytest.approx((0.0, 0.27753), abs=1e-5)
    assert wilson(10, 10) == pytest.approx((0.72247, 1.0), abs=1e-5)
    assert wilson(10, 10)[1] == 1.0 and wilson(0, 10)[0] == 0.0
    assert wilson(0, 0) is None


@pytest.mark.parametrize(("counts", "expected"), [
    # Newcombe (1998), Statistics in Medicine 17:873, table II, method 10
    ((56, 70, 48, 80), (0.0524, 0.3339)),
    ((9, 10, 3, 10), (0.1705, 0.8090)),
    ((6, 7, 2, 7), (0.0582, 0.8062)),
    ((5, 56, 0, 29), (-0.0381, 0.1926)),
])
def test_newcombe_interval_of_a_difference_matches_the_published_table(
        counts: tuple[int, int, int, int], expected: tuple[float, float]) -> None:
    assert newcombe(*counts) == pytest.approx(expected, abs=1e-4)


def test_newcombe_needs_both_sides() -> None:
    assert newcombe(3, 5, 0, 0) is None and newcombe(0, 0, 3, 5) is None


def _card(card_id: str, set_id: str = "base") -> SimpleNamespace:
    return SimpleNamespace(id=card_id, name=card_id.title(), set_id=set_id, type="item",
                           copies=1)


def _game(winners: list[str], held: dict[str, list[str]],
          counts: dict[str, dict[str, list[int]]] | None = None, turns: int = 10,
          decisions: int = 100) -> FinishedGame:
    seen = sorted(set(held) | set(counts or {}))
    return FinishedGame(["p1", "p2"], winners, turns, decisions,
                        GameTally(counts=counts or {}, held=held, seen=seen))


def test_lift_is_the_held_win_rate_minus_the_not_held_one() -> None:
    games = [
        _game(["p1"], {"a": ["p1"], "b": ["p1", "p2"], "e": ["p1", "p2"]},
              {"a": {"p1": [2, 1, 3]}, "d": {"": [0, 1, 1]}}),
        _game(["p2"], {"a": ["p1"], "e": ["p1", "p2"]}, {"a": {"p1": [1, 0, 0]}}),
        _game(["p1"], {"a": ["p2"], "e": ["p1", "p2"]}),
        _game(["p1"], {"e": ["p1", "p2"]}),
    ]
    report = build_report([_card(c) for c in "abcde"], games, {"game": "g"})
    by_id = {c.id: c for c in report.cards}
    a = by_id["a"]
    # 8 seat-games, 4 wins; a held in 3 (won 1), not held in 5 (won 3)
    assert (a.held_n, a.held_wins, a.not_n, a.not_wins) == (3, 1, 5, 3)
    assert a.held_rate == pytest.approx(1 / 3) and a.not_rate == pytest.approx(3 / 5)
    assert a.lift == pytest.approx(1 / 3 - 3 / 5)
    assert (a.lift_low, a.lift_high) == pytest.approx(newcombe(1, 3, 3, 5))
    assert (a.held_low, a.held_high) == pytest.approx(wilson(1, 3))
    assert (a.drawn, a.played, a.used, a.games_seen, a.games_held) == (3, 1, 3, 3, 3)
    assert (by_id["d"].games_seen, by_id["d"].games_held) == (1, 0)
    assert a.flag == "few"  # 3 and 5 seat-games, fewer than MIN_OBSERVATIONS
    assert by_id["b"].lift == pytest.approx(0.5 - 3 / 6)
    assert by_id["c"].flag == "never-held" and by_id["c"].lift is None
    assert by_id["d"].flag == "table" and (by_id["d"].played, by_id["d"].used) == (1, 1)
    assert by_id["e"].flag == "always-held" and by_id["e"].not_n == 0
    # cards with a lift first, highest first
    assert [c.id for c in report.cards] == ["b", "a", "c", "d", "e"]


def test_enough_observations_clear_the_flag() -> None:
    n = MIN_OBSERVATIONS
    games = [_game(["p1"], {"a": ["p1"]}) for _ in range(n)]
    report = build_report([_card("a")], games, {})
    a = report.cards[0]
    assert (a.held_n, a.not_n) == (n, n) and a.flag == ""
    assert a.lift == pytest.approx(1.0)


def test_seat_win_rates_have_wilson_intervals() -> None:
    games = [_game(["p1"], {}), _game(["p1"], {}), _game(["p2"], {}), _game(["p1", "p2"], {})]
    report = build_report([], games, {})
    p1, p2 = report.seats
    assert (p1.seat, p1.games, p1.wins, p1.rate) == ("p1", 4, 3, 0.75)
    assert (p1.low, p1.high) == pytest.approx(wilson(3, 4))
    assert (p2.wins, p2.rate) == (2, 0.5)


def test_game_length_summary_and_histogram() -> None:
    s = spread([3, 5, 5, 6, 10], "turns")
    assert (s.mean, s.median, s.minimum, s.maximum) == (5.8, 5.0, 3, 10)
    assert s.p10 == pytest.approx(3.8) and s.p90 == pytest.approx(8.4)
    assert s.bins == [(v, v, [3, 5, 5, 6, 10].count(v)) for v in range(3, 11)]
    wide = spread(list(range(100)), "decisions", max_bins=10)
    assert len(wide.bins) == 10 and wide.bins[0] == (0, 9, 10)
    assert sum(n for _a, _b, n in wide.bins) == 100
    assert spread([], "turns").bins == []


def test_csv_rows_have_one_header_and_a_row_per_card() -> None:
    report = build_report([_card("a"), _card("z", "homebrew")],
                          [_game(["p1"], {"a": ["p1"]})], {})
    rows = csv_rows(report)
    assert rows[0] == list(CSV_COLUMNS) and len(rows) == 3
    a = dict(zip(rows[0], rows[1], strict=True))
    assert a["id"] == "a" and a["held_rate"] == "1.000000" and a["lift"] == "1.000000"
    z = dict(zip(rows[0], rows[2], strict=True))
    assert z["set"] == "homebrew" and z["lift"] == "" and z["flag"] == "never-held"


def _kill_game(winners: list[str], kills: list[tuple[str, str, dict[str, int]]],
               held: dict[str, list[str]] | None = None) -> FinishedGame:
    held = held or {}
    return FinishedGame(["p1", "p2"], winners, 10, 100,
                        GameTally(held=held, seen=sorted(held), kills=kills))


def test_a_monster_is_measured_by_its_killers_against_their_standing_then() -> None:
    # FS 7.6: the player who dealt the kill, ranked by souls at that moment (1: leading)
    games = [
        # p1 led when it killed the fly, and won; p2 (behind) killed the gaper, and lost
        _kill_game(["p1"], [("fly", "p1", {"p1": 1, "p2": 2}),
                            ("gaper", "p2", {"p1": 1, "p2": 2})], {"fly": ["p1", "p2"]}),
        # p2 was behind when it killed the fly, and won
        _kill_game(["p2"], [("fly", "p2", {"p1": 1, "p2": 2})]),
    ]
    report = build_report([_card("fly"), _card("gaper")], games, {})
    fly = next(c for c in report.cards if c.id == "fly")
    # pool of every seat at every kill: rank 1 seen 3 times, won 2; rank 2 seen 3, won 1;
    # the fly's killers stood at rank 1 and rank 2: expected (2/3 + 1/3) / 2, both won
    assert fly.measure == "killed" and (fly.held_n, fly.held_wins) == (2, 2)
    assert fly.not_rate == pytest.approx(0.5)
    assert fly.lift == pytest.approx(0.5)
    low, high = wilson(2, 2)
    assert (fly.lift_low, fly.lift_high) == pytest.approx((low - 0.5, high - 0.5))
    assert fly.games_held == 2 and fly.flag == "few"
    # who held its soul (p1 and p2 in game one) plays no part: only the kills do
    gaper = next(c for c in report.cards if c.id == "gaper")
    assert (gaper.held_n, gaper.held_wins, gaper.lift) == (1, 0, pytest.approx(-1 / 3))


def test_a_character_and_its_starting_item_are_one_row() -> None:
    games = [_game(["p1"], {"isaac": ["p1"], "d6": ["p1"]},
                   {"isaac": {"p1": [1, 0, 0]}, "d6": {"p1": [1, 0, 4]}}),
             _game(["p2"], {"isaac": ["p2"], "d6": ["p2"]}, {"d6": {"p2": [1, 0, 2]}})]
    cards = [_card("isaac"), _card("d6"), _card("penny")]
    report = build_report(cards, games, {}, joined={"d6": "isaac"})
    assert [c.id for c in report.cards].count("d6") == 0
    isaac = next(c for c in report.cards if c.id == "isaac")
    assert isaac.name == "Isaac + D6" and isaac.joined == ["d6"]
    assert (isaac.held_n, isaac.held_wins, isaac.used, isaac.drawn) == (2, 2, 6, 3)
    row = dict(zip(CSV_COLUMNS, csv_rows(report)[1], strict=True))
    assert row["id"] == "isaac" and row["joined"] == "d6"


def test_a_usable_card_no_bot_ever_used_is_flagged_for_ai_hints() -> None:
    games = [FinishedGame(["p1", "p2"], ["p1"], 10, 100, GameTally(
        counts={"crowdfunder": {"p1": [1, 0, 0]}, "charm": {"p2": [1, 0, 0]},
                "d6": {"p1": [1, 0, 3]}},
        held={"crowdfunder": ["p1"], "charm": ["p2"], "d6": ["p1"]},
        seen=["charm", "crowdfunder", "d6"], usable=["crowdfunder", "d6"]))]
    report = build_report([_card("crowdfunder"), _card("charm"), _card("d6")], games, {})
    by_id = {c.id: c for c in report.cards}
    assert by_id["crowdfunder"].unused and by_id["crowdfunder"].used == 0
    assert not by_id["charm"].unused  # a passive card offers no use to skip
    assert not by_id["d6"].unused
    assert "add ai: hints" in USE_FLAG
