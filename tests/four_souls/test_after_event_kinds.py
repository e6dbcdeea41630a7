"""After each event the rules look only at the kinds their parts act on (issue #32): called
for every other kind in seeded games, each part changes nothing (FS 3.4: end-of-turn triggers,
FS 10.15: levels, abilities lost to a counter)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from deckwright.kernel.agents import make_agent
from deckwright.kernel.events import Event
from deckwright.kernel.game import Game
from deckwright.plugins.four_souls import delayed, levels, lost_abilities, ruleset
from deckwright.tools.simulation.bench import MAX_DECISIONS
from deckwright.tools.simulation.onegame import play_to_end
from tests.conftest import shared_registry

PARTS = (delayed, levels, lost_abilities)
DECLARED = {part: part.AFTER_KINDS for part in PARTS}


class Every:
    """Every event kind."""

    def __contains__(self, kind: object) -> bool:
        return True


@pytest.mark.no_cover  # whole games compared: see docs/design.md, Tests
def test_each_part_changes_nothing_after_an_event_of_another_kind(
        monkeypatch: pytest.MonkeyPatch) -> None:
    seen: Counter[str] = Counter()
    originals = {part: part.after_event for part in PARTS}

    def watched(part: Any) -> Callable[[Game, Event], None]:
        def after(game: Game, event: Event) -> None:
            originals[part](game, event)
            for other in PARTS:  # and the parts that do not act on this kind
                if event.kind not in DECLARED[other]:
                    before = (game.state_hash(), game.zones_version, len(game.waiting))
                    originals[other](game, event)
                    assert (game.state_hash(), game.zones_version, len(game.waiting)) \
                        == before, (other.__name__, event.kind)
                    seen["asked"] += 1
        return after

    monkeypatch.setattr(delayed, "after_event", watched(delayed))
    monkeypatch.setattr(delayed, "AFTER_KINDS", Every())  # called after every event
    monkeypatch.setattr(ruleset, "AFTER_KINDS", Every())  # (the rules' first look: their union)
    registry = shared_registry()
    game = registry.new_game("four-souls", players=3, seed=2, options={"max_turns": 8},
                             sets=["base", "requiem"])
    agents = {s: make_agent("heuristic", s, game, registry.agent_factories("four-souls"))
              for s in game.seats}
    play_to_end(game, agents, MAX_DECISIONS, relevance=False)
    assert seen["asked"] > 500


def test_a_delayed_trigger_waits_once_the_turn_ends() -> None:  # FS 3.4
    # the end-of-turn watch is looked at after a turn-end event, which the rules pass on
    game = shared_registry().new_game("four-souls", players=2, seed=1, setup={
        "start": "action", "first": "p1", "characters": {"p1": "isaac", "p2": "lazarus"},
        "bonus": []})
    game.data["turn"].setdefault(delayed.KEY, []).append(
        {"card": "isaac", "entry": "outcome", "controller": "p1"})
    game.rules.after_event(game, Event("turn-end", {"player": "p1"}))
    assert [t.card for t in game.waiting] == ["isaac"]
