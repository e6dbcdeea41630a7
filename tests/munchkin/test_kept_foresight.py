"""What the heuristic bot keeps between windows to foresee its passes faster (issue #32) is
what it would read afresh: at every use in seeded four-player games, the abilities labelled
with a word (a Theft, MK 7.14; a fighting ability) are those the index holds now, and whether
a level can be bought is what a sale of everything on offer would buy (MK 5.5, 14.7)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from deckwright.kernel.game import Game
from deckwright.plugins.munchkin import character as ch
from deckwright.plugins.munchkin import items as it
from deckwright.plugins.munchkin.bots import MunchkinBot
from deckwright.plugins.munchkin.cards import value
from deckwright.tools.simulation.bench import play_game
from tests.conftest import shared_registry


def play(seed: int) -> None:
    """A four-player heuristic-bot game to its end, the bots declining windows beforehand as
    in simulations (tools/simulation)."""
    game, _ = play_game(shared_registry(), "munchkin", 4, "heuristic", seed)
    assert game.error is None


@pytest.mark.no_cover  # whole games compared: see docs/design.md, Tests
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


def test_whether_a_level_can_be_bought_is_read_from_what_may_be_sold(
        monkeypatch: pytest.MonkeyPatch) -> None:  # MK 5.5, 14.7
    seen: Counter[bool] = Counter()
    one_pass = it.can_sell

    def compared(game: Game, seat: str) -> bool:
        answer = one_pass(game, seat)
        values = [value(game, o.card) for o in it.sellable(game, seat)]
        levels = it.sale_levels(game, seat, it.sellable(game, seat)) if values else 0
        assert answer == (ch.can_gain(game, seat) and levels >= 1), f"turn {game.turn}: {seat}"
        seen[answer] += 1
        return answer

    monkeypatch.setattr(it, "can_sell", compared)
    for seed in range(4):
        play(seed)
    assert seen[True] > 100 and seen[False] > 100, seen
