"""Scenario ``expect`` paths read snapshot JSON; zone names may contain dots (DESIGN §8)."""

from __future__ import annotations

from deckwright.tools.scenarios.scenario import MISSING, resolve_path

SNAPSHOT = {
    "players": {"p1": {"counters": {"coins": 3}}},
    "zones": {"p1.hand": {"cards": [{"id": "spark#1", "card": "spark"}]}},
}


def test_plain_paths() -> None:
    assert resolve_path(SNAPSHOT, "players.p1.counters.coins") == 3


def test_keys_with_dots_match_longest_first() -> None:
    assert resolve_path(SNAPSHOT, "zones.p1.hand.cards.0.card") == "spark"
    assert resolve_path(SNAPSHOT, "zones.p1.hand.cards.count") == 1
    assert resolve_path(SNAPSHOT, "zones.p1.hand.cards.cards") == ["spark"]


def test_missing_paths_are_missing() -> None:
    assert resolve_path(SNAPSHOT, "players.p9") is MISSING
    assert resolve_path(SNAPSHOT, "zones.p1.hand.cards.5") is MISSING
    assert resolve_path(SNAPSHOT, "zones.p1.hand.cards.first") is MISSING
    assert resolve_path(SNAPSHOT, "players.p1.counters.coins.more") is MISSING
