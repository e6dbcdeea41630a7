"""Cards outside the game (FS 1.11.1): a deck's card with no copies, such as Requiem's The
Harbingers and The Beast!, starts out of play, so a card that brings it in (Dogma's
"from outside the game") moves a card the game already has and makes none."""

from __future__ import annotations

from deckwright.kernel.game import Game
from deckwright.plugins.four_souls import vocabulary
from tests.conftest import run_unasked, shared_registry


def table() -> Game:
    return shared_registry().new_game("four-souls", players=3, seed=1, sets=["requiem"], setup={
        "deal": ["requiem"],  # the set-up deal is what is tested
        "start": "action", "first": "p1", "rooms": "none", "bonus": [],
        "characters": {"p1": "isaac", "p2": "cain", "p3": "lazarus"},
        "hands": {"p1": [], "p2": [], "p3": []},
        "monsters": {"monster.1": "gurdy", "monster.2": "monstro"}})


def test_the_harbingers_and_the_beast_start_out_of_play() -> None:  # FS 1.11.1
    game = table()
    out = [o.card for o in game.zones["out"].objects]
    assert out.count("the-harbingers") == 1 and out.count("the-beast") == 1


def test_bringing_a_card_from_outside_the_game_adds_no_card() -> None:  # FS 1.11.1, Dogma
    game = table()
    cards = len(game.objects)
    run_unasked(vocabulary.from_outside(game, None, "p1", "the-harbingers", "monster.1"))
    assert [o.card for o in game.zones["monster.1"].objects] == ["the-harbingers"]
    assert len(game.objects) == cards
