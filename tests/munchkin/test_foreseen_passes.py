"""The heuristic bot declines a priority window only where it would pass whatever is on offer
(issue #32): in seeded four-player games, at every window its relevance declines, the bot
asked there with the window's actions answers pass, draws nothing, and is left as the
decline left it (the card it was acting with, the abilities it used, its trade plans, the
tables it found no swap on). tests/test_same_games_relevance.py compares whole games; this
looks at each declined window, in games played to their end."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from deckwright.kernel.agents import LazyView, ask_agent, make_agent
from deckwright.kernel.decisions import PRIORITY, Decision, Option, Window
from deckwright.kernel.game import Game
from deckwright.plugins.munchkin.bots import MunchkinBot
from tests.conftest import shared_registry


def mind(bot: MunchkinBot) -> tuple[Any, ...]:
    """What the bot keeps between its answers, and where its generators stand."""
    return (bot.acting, dict(bot.used), bot.plan, set(bot.offered), bot.no_swap,
            bot.rng.state, bot.new_rng.state)


def back_to(bot: MunchkinBot, kept: tuple[Any, ...]) -> None:
    """Put the bot's mind back as :func:`mind` read it."""
    acting, used, plan, offered, no_swap, rng, new_rng = kept
    bot.acting, bot.used, bot.plan, bot.offered, bot.no_swap = (
        acting, dict(used), plan, set(offered), no_swap)
    bot.rng.state, bot.new_rng.state = rng, new_rng


def checked(game: Game, bot: MunchkinBot, seen: dict[str, int]
            ) -> Callable[[Window], bool]:
    """The bot's relevance, asking the bot itself, as it was before, wherever it declines."""

    def wants(window: Window) -> bool:
        before = mind(bot)
        if bot.wants_to_act(window):
            return True
        declined = mind(bot)
        actions = game.rules.priority_actions(game, bot.seat)
        if actions and not all(a.alongside for a in actions):
            back_to(bot, before)
            options = [Option("pass", "Pass"), *(Option(a.id, a.label) for a in actions)]
            decision = Decision(bot.seat, PRIORITY, "You have priority", options)
            answer = bot.choose(decision, LazyView(game, bot.seat))
            assert answer == "pass", f"turn {game.turn}: {bot.seat} declined, would {answer}"
            assert mind(bot) == declined, f"turn {game.turn}: {bot.seat} asked is not declined"
            seen["asked"] += 1
            seen["by trades"] += bot.no_swap != before[4]
        seen["declined"] += 1
        return False

    return wants


@pytest.mark.no_cover  # whole games compared: see docs/design.md, Tests
def test_every_declined_window_is_the_pass_the_bot_would_answer() -> None:
    registry = shared_registry()
    seen = {"declined": 0, "asked": 0, "by trades": 0}
    for seed in range(8):
        game = registry.new_game("munchkin", players=4, seed=seed)
        factories = registry.agent_factories("munchkin")
        bots = {s: make_agent("heuristic", s, game, factories) for s in game.seats}
        for seat, bot in bots.items():
            game.declare_relevance(seat, checked(game, bot, seen))
        while not game.over and game.pending:
            decision = game.pending[0]
            game.answer(decision.player, ask_agent(bots[decision.player], decision,
                                                   LazyView(game, decision.player)))
        assert game.error is None
    # most windows are declined, many of those offered something the bot passed on, and in
    # some it remembered the tables on which it found no swap to offer
    assert seen["declined"] > 5000 and seen["asked"] > 1000 and seen["by trades"] > 10, seen
