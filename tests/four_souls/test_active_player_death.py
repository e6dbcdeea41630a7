"""The active player's death ends the action phase once the stack is empty (FS 7.7.3-7.7.6):
no priority round opens after the attack's last one, in which everyone passed already."""

from __future__ import annotations

from deckwright.kernel.registry import default_registry


def test_after_the_active_player_dies_in_their_attack_nobody_is_asked_again() -> None:
    # FS 7.7.5-7.7.6: p1 misses Mulliboom and dies; the attack's last round, where everyone
    # passed with an empty stack, is the action phase's last
    game = default_registry().new_game("four-souls", players=2, seed=1, setup={
        "start": "action", "first": "p1", "characters": {"p1": "isaac", "p2": "cain"},
        "monsters": {"monster.1": "mulliboom", "monster.2": "monstro"}, "rooms": "none",
        "bonus": [], "hands": {"p1": [], "p2": []}, "rolls": [1]})
    game.answer("p1", "attack")
    asked: list[str] = []
    while game.turn == 1 and game.pending:
        decision = game.pending[0]
        ids = decision.option_ids()
        if (decision.kind == "priority" and not game.stack and game.phase == "action"
                and game.players["p1"].flags.get("dead")):
            asked.append(decision.player)
        game.answer(decision.player, "attack:monster.1" if "attack:monster.1" in ids
                    else "pass" if "pass" in ids else ids[0])
    assert any(kind == "die" and data.get("target") == "p1" for _, kind, data in game.history)
    assert asked == ["p2"]
