"""A card that asks for a slot names itself in the question (``ctx:choose_slot``), as every
other card-made question does, so a person knows which card is asking."""

from __future__ import annotations

from pathlib import Path

from deckwright.kernel import Registry
from deckwright.tools.scenarios.scenario import load_scenarios, run_scenario

# Friendly Ball's second ability puts the caught monster back into a slot of the user's choice
SCENARIO = """
game: four-souls
players: 3
seed: 1
sets: [requiem]
setup: {rooms: none, bonus: []}
scenarios:
- name: friendly-ball asks for a slot
  setup:
    start: action
    first: p1
    characters: {p1: lazarus, p2: lazarus, p3: lazarus}
    hands: {p1: [], p2: [], p3: []}
    items: {p1: [friendly-ball, the-battery]}
    monsters: {monster.1: gurdy, monster.2: monstro}
  answers:
  - p1: activate:friendly-ball:1
  - p1: target:gurdy
  - p1: pass
  - p1: activate:the-battery:1
  - p1: target:friendly-ball
  - p1: activate:friendly-ball:2
"""


def test_the_slot_question_names_the_card_asking(registry: Registry, tmp_path: Path) -> None:
    file = tmp_path / "slot.yaml"
    file.write_text(SCENARIO, encoding="utf-8")
    result = run_scenario(load_scenarios(file)[0], registry)
    assert result.game is not None
    decision = result.game.pending_for("p1")
    assert decision is not None and decision.prompt.startswith("Friendly Ball: choose a slot")
