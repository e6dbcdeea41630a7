"""Every card lists its targets in one order (#11 "menus change shape"): players in seat
order, then monsters by slot, then what players hold, whichever way the card's script asked."""

from __future__ import annotations

from deckwright.kernel.game import Game
from tests.conftest import shared_registry

TABLE = {"start": "action", "first": "p1", "characters": {"p1": "isaac", "p2": "lazarus"},
         "monsters": {"monster.1": "gurdy", "monster.2": "monstro"}, "rooms": "none",
         "bonus": []}


def targets_of(card: str) -> list[str]:
    game: Game = shared_registry().new_game("four-souls", players=2, seed=1,
                                            setup={**TABLE, "hands": {"p1": [card], "p2": []}})
    play = next(i for i in game.pending[0].option_ids() if i.startswith("play:"))
    game.answer("p1", play)
    return [o.label for o in game.pending[0].options]


def test_a_card_asking_monsters_first_lists_players_first() -> None:
    # Bomb's script asks for monsters and players; the menu shows players first (FS 1.2)
    labels = targets_of("bomb")
    assert labels[0].startswith("p1") and labels[1].startswith("p2")
    assert labels[2:] == ["Gurdy", "Monstro"]
