"""ctx:items(seat, filter): a player's items, each filter word a check (FS 1.15.1); the
words are split once per filter, not once per item (issue #32), with the same answers."""

from __future__ import annotations

import pytest

from deckwright.kernel.game import Game
from deckwright.plugins.four_souls import vocabulary
from tests.conftest import shared_registry

TABLE = {"start": "action", "first": "p1", "characters": {"p1": "isaac", "p2": "lazarus"},
         "monsters": {"monster.1": "gurdy", "monster.2": "monstro"}, "rooms": "none",
         "bonus": []}


def table(**setup: object) -> Game:
    return shared_registry().new_game("four-souls", players=2, seed=1,
                                      setup={**TABLE, **setup})


def cards(game: Game, ids: list[str]) -> list[str]:
    return [game.objects[i].card for i in ids]


def asked(game: Game, what: str | None) -> list[str]:
    return cards(game, vocabulary.items(game, None, "p1", "p1", what))


def test_each_filter_word_is_a_check_and_words_combine() -> None:
    game = table(items={"p1": ["guppys-paw", "guppys-head"]}, tapped=["guppys-head"])
    every = [o.card for o in game.zones["p1.items"].objects]
    assert asked(game, None) == asked(game, "any") == every
    assert {"guppys-paw", "guppys-head"} < set(every)
    assert asked(game, "guppy") == ["guppys-paw", "guppys-head"]
    assert asked(game, "guppy,charged") == ["guppys-paw"]
    assert asked(game, "guppy,tapped") == ["guppys-head"]


def test_an_unknown_filter_word_is_an_error_only_when_an_item_meets_it() -> None:
    game = table(items={"p1": ["guppys-paw"]})
    assert asked(game, "tapped,nonsense") == []  # no tapped item: the word is never reached
    with pytest.raises(KeyError, match="nonsense"):
        asked(game, "charged,nonsense")
