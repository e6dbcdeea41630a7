"""The heuristic bot teams up (team_up.py) only where a miss, the target's combat damage to
the bot, cannot kill it."""

from __future__ import annotations

from deckwright.kernel.agents import LazyView
from deckwright.kernel.decisions import CHOOSE, Decision, Option
from deckwright.plugins.four_souls import team_up
from deckwright.plugins.four_souls.bots import HeuristicBot
from tests.conftest import shared_registry


def answer_offer(damage: int) -> str:
    """p2's bot's answer to an offer to team up against Gurdy (1 attack), with ``damage``
    already marked on p2 (Cain, 2 health)."""
    game = shared_registry().new_game("four-souls", players=3, seed=1, setup={
        "start": "action", "first": "p1", "characters": {"p1": "isaac", "p2": "cain",
                                                         "p3": "judas"},
        "monsters": {"monster.1": "gurdy", "monster.2": "monstro"}, "damage": {"p2": damage}})
    gurdy = game.zones["monster.1"].objects[0].id
    offer = Decision("p2", CHOOSE, "Team up with p1 against Gurdy?",
                     [Option(team_up.JOIN), Option(team_up.STAY)],
                     context={"why": "team-up", "target": gurdy})
    return str(HeuristicBot("p2", game).choose(offer, LazyView(game, "p2")))


def test_a_healthy_bot_teams_up() -> None:
    assert answer_offer(0) == team_up.JOIN  # Cain: 2 health, Gurdy deals 1


def test_a_bot_one_miss_from_death_stays_out() -> None:
    assert answer_offer(1) == team_up.STAY
