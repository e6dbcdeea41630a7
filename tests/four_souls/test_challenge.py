"""Challenges (FS 2.4): choosing one, and what the table shows."""

from __future__ import annotations

import pytest

from deckwright.kernel.errors import DeckwrightError

EXAMPLE = "examples/challenge-four-souls"


def test_an_unknown_challenge_is_one_error_naming_the_offered_ones(registry) -> None:
    # FS 2.4: a challenge is a card of the loaded sets
    with pytest.raises(DeckwrightError, match="challenges: the-cellar-siege"):
        registry.new_game("four-souls", players=1, seed=1, sets=(EXAMPLE,),
                          options={"challenge": "the-cellar-seige"})


def test_a_challenge_is_solo_without_the_coop_option(registry) -> None:
    # FS 2.4: challenges are a solo / co-op variant; one player plays two characters
    game = registry.new_game("four-souls", players=1, seed=1, sets=(EXAMPLE,),
                             options={"challenge": "the-cellar-siege"})
    assert len(game.seats) == 2
    assert game.options["coop"] is True
    assert game.data["timer"] == 8
    assert not game.zones["bonus"].objects  # no bonus souls in co-op (FS 2.3.1)


def test_the_table_shows_the_challenge_its_final_boss_and_minions(registry) -> None:
    # FS 2.4.1, 2.4.4
    game = registry.new_game("four-souls", players=2, seed=2, sets=(EXAMPLE,),
                             options={"challenge": "the-cellar-siege"})
    text = game.rules.render(game, None)
    assert "Challenge: The Cellar Siege — Goal: kill the Cellar Warden" in text
    assert "final-boss.1: Cellar Warden — hp 6/6, evasion 4+, attack 1" in text
    assert "Minions (never refilled):\n  minion.1: " in text
    assert "timer 8" in text


def test_the_final_boss_never_sits_in_the_monster_deck(registry) -> None:
    # FS 2.4.1: the final boss is set aside for its slot
    game = registry.new_game("four-souls", players=2, seed=3, sets=(EXAMPLE,),
                             options={"challenge": "the-cellar-siege"})
    wardens = [o for o in game.objects.values() if o.card == "cellar-warden"]
    assert [o.zone for o in wardens] == ["final-boss.1"]
