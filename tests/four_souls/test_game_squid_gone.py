"""Game Squid's attack trigger does nothing when the attacked monster left before it resolved
(simulate --set all, 6 players, seed 246: the script read the name of a card no longer there)."""

from __future__ import annotations

from deckwright.plugins.four_souls import vocabulary
from tests.conftest import run_unasked, shared_registry


def test_game_squid_does_nothing_once_the_attacked_monster_is_gone() -> None:
    game = shared_registry().new_game("four-souls", players=3, seed=1, sets=["anniversary"], setup={
        "start": "action", "first": "p1", "rooms": "none", "bonus": [],
        "characters": {"p1": "isaac", "p2": "cain", "p3": "lazarus"},
        "hands": {"p1": [], "p2": [], "p3": []}, "items": {"p1": ["game-squid"]},
        "monsters": {"monster.1": "gurdy", "monster.2": "monstro"},
        "top": {"monster.deck": ["fly", "pooter"]}})
    game.answer("p1", "attack")
    while "attack:monster.1" not in [o.id for o in game.pending[0].options]:
        game.answer(game.pending[0].player, "pass")
    game.answer("p1", "attack:monster.1")
    gurdy = game.zones["monster.1"].objects[0]
    assert gurdy.card == "gurdy" and game.stack, "Game Squid's trigger waits on the stack"
    run_unasked(vocabulary.discard(game, None, "p1", gurdy.id))
    for _ in range(20):
        if not game.stack or game.over:
            break
        decision = game.pending[0]
        ids = [o.id for o in decision.options]
        game.answer(decision.player, "pass" if "pass" in ids else ids[0])
    assert not (game.result or {}).get("error"), game.result
