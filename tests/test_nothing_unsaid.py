"""Nothing that happens at the table goes unsaid (#33, item 4): in seeded bot games of each
game, every history entry that changes what a player can see (a card in a public zone, its
deactivation or counters, the size of a hand or deck, a player's counter) is told in words,
by its own line or by the line of the event it is part of; and no line names a card or stack
item by the engine's internal id."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest

from deckwright.kernel.agents import LazyView, ask_agent, make_agent
from deckwright.kernel.game import Game
from deckwright.kernel.state import PUBLIC
from deckwright.plugins.four_souls import narration as four_souls
from deckwright.plugins.munchkin import narration as munchkin
from tests.conftest import shared_registry

# an object id ('the-d6#12'), a stack item id ('s24'), an attack id ('a17')
INTERNAL_ID = re.compile(r"\b[a-z0-9-]+#\d+\b|\b[sa]\d+\b")
MAX_ANSWERS = 4_000


def onlookers_view(game: Game) -> dict[str, Any]:
    """What someone at the table sees without seeing any hand: each public zone's cards with
    their deactivation and counters, the size of every other zone, every player's counters."""
    seen: dict[str, Any] = {}
    for name, zone in game.zones.items():
        if zone.visibility == PUBLIC:
            seen[name] = [("?" if o.face_down else o.card, o.tapped,
                           tuple(sorted((k, v) for k, v in o.counters.items() if v)))
                          for o in zone.objects]
        else:
            seen[name] = len(zone.objects)
    for seat, player in game.players.items():
        seen[seat] = tuple(sorted((k, v) for k, v in player.counters.items() if v))
    return seen


@dataclass
class Audit:
    """For each history entry (by its index): what it changed that an onlooker sees."""

    changed: dict[int, list[str]] = field(default_factory=dict)
    last: dict[str, Any] = field(default_factory=dict)

    def watch(self, game: Game) -> None:
        """Follow ``game`` from its first event."""
        self.last = onlookers_view(game)
        game.observers.append(self.observe)

    def observe(self, game: Game, event: Any) -> None:
        """After each applied event: what it changed."""
        now = onlookers_view(game)
        keys = set(now) | set(self.last)
        self.changed[len(game.history) - 1] = sorted(
            k for k in keys if now.get(k) != self.last.get(k))
        self.last = now


def play(game_id: str, players: int, seed: int) -> tuple[Game, Audit]:
    """A whole bot game with its history kept, audited."""
    audit = Audit()
    registry = shared_registry()
    game = registry.new_game(game_id, players=players, seed=seed, history_kept=10**6,
                             on_start=audit.watch)
    factories = registry.agent_factories(game_id)
    kind = "heuristic" if "heuristic" in factories else "random"
    agents = {seat: make_agent(kind, seat, game, factories) for seat in game.seats}
    for seat, agent in agents.items():  # as in a simulation: the same game, played faster
        game.declare_relevance(seat, agent.wants_to_act)
    for _ in range(MAX_ANSWERS):
        if game.over or not game.pending:
            break
        decision = game.pending[0]
        game.answer(decision.player,
                    ask_agent(agents[decision.player], decision, LazyView(game, decision.player)))
    assert game.over, f"{game_id} seed {seed} did not end in {MAX_ANSWERS} answers"
    return game, audit


GAMES = [("four-souls", 2, 77), ("four-souls", 3, 79), ("four-souls", 4, 3),
         ("munchkin", 3, 78), ("munchkin", 4, 5)]
TOLD_WITH: dict[str, Callable[[str, dict[str, Any]], tuple[str, ...]]] = {
    "four-souls": four_souls.told_with, "munchkin": munchkin.told_with}
NEAR = 3  # told lines either side of an unsaid entry where the line that tells it may be


@pytest.mark.no_cover  # whole games compared: see docs/design.md, Tests
@pytest.mark.parametrize(("game_id", "players", "seed"), GAMES)
def test_every_visible_change_is_told(game_id: str, players: int, seed: int) -> None:
    game, audit = play(game_id, players, seed)
    history = list(game.history)

    lines = {i: game.tell([entry], None) for i, entry in enumerate(history)}
    # a card shown to one player (Forever Alone's look) says nothing of the table's change:
    # its lines do not count among the ones near an unsaid entry
    told = [i for i, said in lines.items()
            if said and not (history[i][1] == "reveal" and history[i][2].get("to") != "all")]
    unsaid = []
    for index, changed in audit.changed.items():
        if not changed or lines[index]:
            continue
        turn, kind, data = history[index]
        kinds = TOLD_WITH[game_id](kind, data)
        before = [i for i in told if i < index][-NEAR:]
        after = [i for i in told if i > index][:NEAR]
        if any(history[i][1] in kinds and history[i][0] == turn for i in before + after):
            continue
        unsaid.append(f"{kind} {data} changed {', '.join(changed)}; near: "
                      + " / ".join(lines[i][0] for i in before + after))
    assert not unsaid, f"{len(unsaid)} unsaid:\n" + "\n".join(unsaid[:40])


@pytest.mark.no_cover  # whole games compared: see docs/design.md, Tests
@pytest.mark.parametrize(("game_id", "players", "seed"), GAMES)
def test_no_line_names_an_internal_id(game_id: str, players: int, seed: int) -> None:
    game, _ = play(game_id, players, seed)
    for viewer in [None, *game.seats]:
        lines = game.tell(list(game.history), viewer)
        leaks = [line for line in lines if INTERNAL_ID.search(line)]
        assert not leaks, f"{viewer}: " + "\n".join(leaks[:20])
