"""Whether a rival's attack is about to win is worked out once for a run of priority windows
(issue #32): at every question in seeded games, what is kept is what working it out again
gives (FS 11.2)."""

from __future__ import annotations

from collections import Counter

import pytest

from deckwright.kernel.game import Game
from deckwright.plugins.four_souls import table_sense
from tests.conftest import bots_play_out, shared_registry


@pytest.mark.no_cover  # whole games compared: see docs/design.md, Tests
def test_the_rival_about_to_win_kept_for_a_run_is_the_one_found_afresh(
        monkeypatch: pytest.MonkeyPatch) -> None:
    kept = table_sense.about_to_win
    seen: Counter[str] = Counter()

    def compared(game: Game) -> str | None:
        found = kept(game)
        assert found == table_sense.rival_about_to_win(game)
        seen["asked"] += 1
        seen["rival"] += found is not None
        return found

    monkeypatch.setattr(table_sense, "about_to_win", compared)
    for seed in (1, 5, 8):  # whole games: their last attacks are wins about to happen
        bots_play_out(shared_registry().new_game("four-souls", players=4, seed=seed),
                      relevance=True)
    assert seen["asked"] > 1000 and seen["rival"] > 10
