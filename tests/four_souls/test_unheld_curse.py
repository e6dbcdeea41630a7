"""A curse nobody holds that is discarded just goes to the discard: Curse of the Soulless's
"give it to another player instead" needs a holder (simulate --set all, 4 players, seed 102:
the curse, revealed into a slot, was discarded before anyone was given it)."""

from __future__ import annotations

from deckwright.plugins.four_souls import vocabulary
from tests.conftest import run_unasked, shared_registry


def test_curse_of_the_soulless_discarded_from_a_slot_goes_to_the_discard() -> None:
    game = shared_registry().new_game("four-souls", players=2, seed=1, sets=["requiem"], setup={
        "start": "action", "first": "p1", "rooms": "none", "bonus": [],
        "characters": {"p1": "isaac", "p2": "cain"}, "hands": {"p1": [], "p2": []},
        "monsters": {"monster.1": "gurdy", "monster.2": "curse-of-the-soulless"}})
    curse = game.zones["monster.2"].objects[0]
    assert curse.card == "curse-of-the-soulless" and curse.controller is None
    run_unasked(vocabulary.discard(game, None, "p1", curse.id))
    assert [o.card for o in game.zones["monster.discard"].objects] == ["curse-of-the-soulless"]
    assert game.result is None or not game.result.get("error")
