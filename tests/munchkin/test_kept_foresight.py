"""What the heuristic bot keeps between windows to foresee its passes faster (issue #32) is
what it would read afresh: at every use in seeded four-player games, the abilities labelled
with a word (a Theft, MK 7.14; a fighting ability) are those the index holds now."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from deckwright.plugins.munchkin.bots import MunchkinBot
from deckwright.tools.simulation.bench import play_game
from tests.conftest import shared_registry


def play(seed: int) -> None:
    """A four-player heuristic-bot game to its end, the bots declining windows beforehand as
    in simulations (tools/simulation)."""
    game, _ = play_game(shared_registry(), "munchkin", 4, "heuristic", seed)
    assert game.error is None


def test_the_abilities_labelled_with_a_word_are_those_read_afresh(
        monkeypatch: pytest.MonkeyPatch) -> None:  # MK 7.14
    seen: Counter[str] = Counter()
    labelled = MunchkinBot.labelled

    def compared(bot: MunchkinBot, words: tuple[str, ...]) -> list[tuple[Any, ...]]:
        kept = labelled(bot, words)
        bot.with_words.clear()
        afresh = labelled(bot, words)
        assert [(o.id, a.key) for o, _, a in kept] == [(o.id, a.key) for o, _, a in afresh], (
            f"turn {bot.game.turn}: {bot.seat}, {words}")
        seen["asked"] += 1
        seen["found"] += bool(kept)
        return kept

    monkeypatch.setattr(MunchkinBot, "labelled", compared)
    for seed in range(6):
        play(seed)
    assert seen["asked"] > 1000 and seen["found"] > 100, seen
