"""A game declares its tables (events, entry points, stats, rulings) as plain dicts; the
kernel freezes them when the Ruleset class is defined, so no game, card or bot can change what
every later game of the process reads."""

from __future__ import annotations

from types import MappingProxyType

import pytest

from deckwright.kernel import Ruleset
from deckwright.kernel.ruleset import FROZEN_TABLES


def test_tables_given_as_dicts_are_read_only_on_the_class() -> None:
    class Tabled(Ruleset):
        id = "tabled"
        event_docs = {"boom": "something exploded"}
        stat_docs = {"hp": "health"}

    assert isinstance(Tabled.event_docs, MappingProxyType)
    assert dict(Tabled.event_docs) == {"boom": "something exploded"}
    assert Tabled().event_kinds == frozenset({"boom"})
    with pytest.raises(TypeError):
        Tabled.stat_docs["hp"] = "changed"  # type: ignore[index]


@pytest.mark.parametrize("name", FROZEN_TABLES)
def test_every_shipped_game_table_is_frozen(name: str, registry) -> None:  # noqa: ANN001
    for game in ("four-souls", "munchkin", "dungeon-raiders", "wizard-duel"):
        assert isinstance(getattr(registry.game(game).ruleset, name), MappingProxyType)
