"""A declaration's priority round (FS 6.2, 8.2) is opened once, wherever the declaration is
made: in the action phase's own window, or in the window after an attack's last step resolved
(#33: 'Pass — when all pass, you choose what to buy' was asked twice there, so a '1' meant Pass
one time and 'buy shop.1' the next)."""

from __future__ import annotations

from deckwright.kernel.decisions import PRIORITY
from deckwright.kernel.game import Game
from tests.conftest import shared_registry

TABLE = {"start": "action", "first": "p1", "characters": {"p1": "isaac", "p2": "lazarus"},
         "monsters": {"monster.1": "fly", "monster.2": "monstro"}, "rooms": "none",
         "bonus": [], "hands": {"p1": [], "p2": []}, "counters": {"p1.cents": 12},
         "items": {"p1": ["yum-heart"]}}  # an ability p1 may use in any window


def declaration_windows(game: Game, first: list[str], declared: str, asked: str) -> int:
    """Answer ``first`` for p1 (passing everything else), then declare ``declared`` at p1's
    next empty-stack window; how many priority windows p1 is offered before ``asked``."""
    windows = 0
    to_type = list(first)
    for _ in range(80):
        decision = game.pending[0]
        if decision.player == "p1" and decision.prompt == asked and to_type == ["declared"]:
            return windows
        ids = decision.option_ids()
        if decision.player == "p1" and to_type and to_type[0] in ids:
            game.answer("p1", to_type.pop(0))
            continue
        if decision.player == "p1" and not to_type and declared in ids:
            game.answer("p1", declared)
            to_type = ["declared"]
            continue
        if decision.player == "p1" and to_type == ["declared"] and decision.kind == PRIORITY:
            windows += 1
        game.answer(decision.player, "pass" if "pass" in ids else ids[0])
    raise AssertionError(f"p1 was never asked '{asked}'")


def test_a_purchase_declared_in_the_action_phase_passes_priority_once() -> None:  # FS 8.2
    game = shared_registry().new_game("four-souls", players=2, seed=1, setup=TABLE)
    assert declaration_windows(game, [], "purchase", "Choose what to buy") == 1


def test_a_purchase_declared_after_an_attack_passes_priority_once() -> None:  # FS 6.5, 8.2
    # the attack's roll of 6 kills the Fly; the purchase is declared in the window that follows
    game = shared_registry().new_game("four-souls", players=2, seed=1,
                                      setup={**TABLE, "rolls": [6]})
    windows = declaration_windows(game, ["attack", "pass", "attack:monster.1"], "purchase",
                                  "Choose what to buy")
    assert windows == 1


def test_a_second_attack_declared_after_an_attack_passes_priority_once() -> None:  # FS 6.2
    game = shared_registry().new_game("four-souls", players=2, seed=1,
                                      setup={**TABLE, "rolls": [6], "turn": {"attacks": 2}})
    windows = declaration_windows(game, ["attack", "pass", "attack:monster.1"], "attack",
                                  "Choose what to attack")
    assert windows == 1
