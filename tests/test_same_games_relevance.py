"""The speed work changes no game (issue #32, "never guess"): seeded games of each game played
with every optimisation on (the bots declining priority windows beforehand, the ability index,
the card-question memo, state checks skipped while nothing they read changed) and with every
one of them off, compared decision by decision.

Every question asked with relevance on must be asked with it off, at the same window, with
the same options and the same answer; every window declined with it on must be one where,
off, the seat passed (asked and answering ``pass``, or passed unasked); and the final states
and results must be equal. 100 seeds a game, cut short by the games' turn limits (Four Souls
``max_turns`` 6, Munchkin ``turn_limit`` 12, two to four players by seed) so the whole file
takes a few tens of seconds on one core; a game cut short is compared like any other.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pytest

from deckwright.kernel.agents import LazyView, ask_agent, make_agent
from deckwright.kernel.game import Game
from deckwright.kernel.registry import Registry, default_registry
from deckwright.plugins.four_souls import unchanged
from deckwright.plugins.munchkin import unchanged as munchkin_unchanged
from deckwright.tools.simulation.onegame import SIMULATED_HISTORY, play_to_end

SEEDS = range(100)
# game, the option that cuts a game short, its value
GAMES = {"four-souls": ("max_turns", 6), "munchkin": ("turn_limit", 12)}


@dataclass
class Played:
    """A game played to its end, with every question asked: (window, seat, kind, option ids,
    answer); the window is the priority window's number, None for other questions."""

    game: Game
    asked: list[tuple[int | None, str, str, tuple[str, ...], Any]] = field(default_factory=list)


def every_optimisation_off(game: Game) -> None:
    """Answer every question of ``game`` from scratch: the ability index walked and the card
    functions asked at each question, every state check run in full, reading the state afresh
    at each pass (relevance is off where the game is played without it)."""
    game.scripts.index.enabled = False
    game.scripts.memo.enabled = False
    if game.id == "four-souls":
        unchanged.of(game).enabled = False
    else:
        munchkin_unchanged.run_in_full(game)


def play(registry: Registry, game_id: str, seed: int, *, relevance: bool) -> Played:
    """One heuristic-bot game of ``game_id``, every optimisation on (``relevance``) or off."""
    option, value = GAMES[game_id]
    game = registry.new_game(game_id, players=2 + seed % 3, seed=seed,
                             options={option: value}, history_kept=SIMULATED_HISTORY,
                             on_start=None if relevance else every_optimisation_off)
    factories = registry.agent_factories(game_id)
    agents = {s: make_agent("heuristic", s, game, factories) for s in game.seats}
    played = Played(game)

    class Recorder:
        """Answers as the seat's bot and notes the question (same calls, same order)."""

        def __init__(self, bot: Any) -> None:
            self.bot = bot
            self.forced_questions = getattr(bot, "forced_questions", True)
            if hasattr(bot, "wants_to_act"):
                self.wants_to_act = bot.wants_to_act

        def choose(self, decision: Any, view: Any) -> Any:
            if not relevance and self.only_tidying(decision):
                # the rule that goes with declaring relevance: not asked where a seat could
                # only tidy its own things (Action.tidy); asked here, it passes unasked
                played.asked.append((game.windows, decision.player, "tidy", (), "pass"))
                return "pass"
            answer = ask_agent(self.bot, decision, view)
            window = game.windows if decision.kind == "priority" else None
            played.asked.append((window, decision.player, decision.kind,
                                 tuple(decision.option_ids()), answer))
            return answer

        def only_tidying(self, decision: Any) -> bool:
            if (decision.kind != "priority" or not hasattr(self.bot, "wants_to_act")
                    or decision in first):  # asked before any seat declared its relevance
                return False
            actions = game.rules.priority_actions(game, decision.player)
            return bool(actions) and all(a.alongside or a.tidy for a in actions)

    first = list(game.pending)
    recorders = {s: Recorder(bot) for s, bot in agents.items()}
    # the recorder asks the bot itself, forced questions included, as ask_agent would
    for recorder in recorders.values():
        recorder.forced_questions = True
    play_to_end(game, recorders, 200_000, relevance=relevance)
    assert game.error is None, f"{game_id} seed {seed}: {game.error}"
    return played


def compare(game_id: str, seed: int, registry: Registry) -> int:
    """Play ``seed`` with every optimisation on and with every one off, and fail on any
    difference; the windows declined."""
    on = play(registry, game_id, seed, relevance=True)
    off = play(registry, game_id, seed, relevance=False)
    declined = {number: seat for _, number, seat in on.game.skipped}
    kept = []
    dropped = 0
    for entry in off.asked:
        window, seat, kind, _, answer = entry
        if kind == "tidy":  # passed unasked both ways: declined with relevance on
            assert declined.pop(window, None) == seat, f"{game_id} seed {seed}: tidy {window}"
            dropped += 1
            continue
        if window is not None and window in declined:
            assert declined[window] == seat, f"{game_id} seed {seed}: window {window}"
            assert answer == "pass", (f"{game_id} seed {seed}: {seat} declined window {window} "
                                      f"but answers {answer!r} there without relevance")
            dropped += 1
            continue
        kept.append(entry)
    assert on.asked == kept, f"{game_id} seed {seed}: other questions or answers"
    # the state, but for the count of answers (a declined pass is not an answer)
    on_state, off_state = on.game.snapshot(), off.game.snapshot()
    assert on_state.pop("decisions") == off_state.pop("decisions") - dropped
    assert on_state == off_state, f"{game_id} seed {seed}: final state"
    assert on.game.result == off.game.result
    assert off.game.skipped == []
    return len(on.game.skipped)


@pytest.mark.no_cover  # whole games compared: see docs/design.md, Tests
@pytest.mark.parametrize("half", [0, 1])  # (the seeds in two halves: two workers share them)
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_optimisation_on_plays_the_same_games_as_every_one_off(game_id: str,
                                                                     half: int) -> None:
    registry = default_registry()
    seeds = SEEDS[half::2]
    declined = sum(compare(game_id, seed, registry) for seed in seeds)
    # the test can fail only if windows are declined at all
    assert declined > 10 * len(seeds)


def test_a_game_without_bots_that_declare_relevance_declines_nothing() -> None:
    registry = default_registry()
    game = registry.new_game("four-souls", players=2, seed=3, options={"max_turns": 3},
                             history_kept=SIMULATED_HISTORY)
    agents = {s: make_agent("random", s, game, registry.agent_factories("four-souls"))
              for s in game.seats}
    while not game.over:
        for decision in game.pending:
            game.answer(decision.player, ask_agent(agents[decision.player], decision,
                                                   LazyView(game, decision.player)))
    assert game.skipped == [] and game.windows > 0
