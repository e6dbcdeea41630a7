"""An attack that must be made at once (Envy: "the active player must attack one more time",
FS 6.9.1 b) is declared the moment the active player would hold priority with an empty stack:
nobody is offered a Pass that only led back to the same question (#33), and the declaration's
own priority round still lets the attacker use abilities before choosing the target (6.2)."""

from __future__ import annotations

from deckwright.kernel.decisions import PRIORITY, Decision
from deckwright.kernel.game import Game
from tests.conftest import shared_registry

TABLE = {"start": "action", "first": "p1", "rooms": "none", "bonus": [],
         "characters": {"p1": "isaac", "p2": "lazarus"},
         "monsters": {"monster.1": "envy", "monster.2": "gurdy"}, "damage": {"envy": 1},
         "items": {"p1": ["yum-heart"]}, "hands": {"p1": [], "p2": []}, "rolls": [6]}


def after_envy_dies() -> tuple[Game, list[Decision]]:
    """p1 kills Envy with its first roll, passing everything; p1's decisions from Envy's
    death until the next target question."""
    game = shared_registry().new_game("four-souls", players=2, seed=1, setup=TABLE)
    typed = ["attack", "pass", "attack:monster.1"]
    seen: list[Decision] = []
    for _ in range(40):
        decision = game.pending[0]
        if decision.player == "p1" and not typed and decision.prompt == "Choose what to attack":
            return game, [*seen, decision]
        if decision.player == "p1" and not typed and any(
                line.startswith("Envy dies") for line in game.tell(list(game.history), None)):
            seen.append(decision)
        ids = decision.option_ids()
        answer = typed.pop(0) if decision.player == "p1" and typed else (
            "pass" if "pass" in ids else ids[0])
        game.answer(decision.player, answer)
    raise AssertionError("p1 never chose a second target")


def test_no_pass_is_offered_for_an_attack_that_must_be_made_now() -> None:  # FS 6.9.1 b
    _, decisions = after_envy_dies()
    for decision in decisions:
        assert decision.option_ids() != ["pass", "attack"], decision.options


def test_the_owed_attack_is_declared_for_the_attacker_and_said() -> None:  # FS 6.9.1 b
    game, decisions = after_envy_dies()
    windows = [d for d in decisions if d.kind == PRIORITY and not game.stack]
    assert windows[-1].options[0].label == "Pass — when all pass, you choose what to attack"
    told = game.tell(list(game.history), None)
    assert "p1 (Isaac) must attack at once (FS 6.9.1): the attack is declared" in told


def test_abilities_may_be_used_before_the_owed_attack_chooses_its_target() -> None:  # FS 6.2
    _, decisions = after_envy_dies()
    declared = decisions[-2]
    assert declared.options[0].label == "Pass — when all pass, you choose what to attack"
    assert any(o.startswith("activate:yum-heart") for o in declared.option_ids())
    assert not decisions[-1].back  # an attack that must be made cannot be taken back
