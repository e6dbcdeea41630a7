"""How a Four Souls heuristic bot weighs its choices (issue #36): one frozen set of numbers,
:class:`Style`, that ``bots.HeuristicBot`` plays by. Its defaults are the normal bot's play,
decision for decision (``tests/test_same_logs.py``); :data:`SHARP` is the style the hard
level's lookahead plays under, tuned by duels of heuristic bots alone
(``benchmarks/fs_style_duel.py``, each change's win rate in its docstring).

The numbers are in the heuristic's own units, where a soul is worth ``soul_worth`` (3): an
attack's worth is its chance to win the fight times what winning brings, less a death's cost
times the chance to lose it (FS 6.5, 7.7).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Style:
    """The weights and thresholds of the heuristic bot's attacks, purchases and loot."""

    # what a lost fight's death costs while the bot is healthy (FS 7.7.4); wounded, or in a
    # stalled game, it is what the death penalty would take now (table_sense.death_cost)
    death_cost: float = 0.4
    # at this health or less, wounded this turn, a lost roll is most often a death (FS 7.4)
    low_health: int = 2
    soul_worth: float = 3.0      # a monster's soul (FS 11.2.1: a share of the win)
    reward_worth: float = 1.0    # a monster's reward, whatever it is (FS 7.6.4)
    # and on top of it, by what the reward gives: each cent, loot card and treasure
    cent_reward: float = 0.0
    loot_reward: float = 0.0
    treasure_reward: float = 0.0
    deck_worth: float = 0.35     # an attack on the monster deck's unknown top card (FS 6.3)
    # the deck's card judged by the printed fights it may be (table_sense.deck_worth) when
    # that is worth more than ``deck_worth``
    deck_by_odds: bool = False
    # a lost fight always costs what the death penalty would take now (FS 7.7.4), not only
    # when wounded: an item lost is power lost for the rest of the game
    penalty_death: bool = False
    # which monster the monster deck's revealed card covers (FS 6.3.1) when no monster grows
    # and the game has not stalled: "usual" (the heuristic's generic choice, the most valued
    # card), "worst" (the monster worth least to the bot) or "best" (the one worth most: a
    # soul kept from the rivals who attack before the bot's next turn)
    cover: str = "usual"
    # healthy, an attack is declared only on a target worth more than this (None: always)
    healthy_bar: float | None = None
    # wounded, an attack is declared only on a target worth more than this
    wounded_bar: float = 0.0
    # the loot kept to answer with (rerolls, prevention, cancels) is played once the hand
    # holds this many cards, so the hand limit (FS 3.4 step 2) does not waste it
    keep_answers: int = 7
    # while a bonus soul waits on cents (Soul of Greed), with this many cents or more the bot
    # buys nothing until it has what the soul needs (None: never)
    save_from: int | None = None


NORMAL = Style()
# the hard level's heuristic (``benchmarks/fs_style_duel.py``, one seat against three normal
# bots, 400 games each; the normal bot itself won 24.0% [20.1, 28.4] of seeds 0-399): saving
# every cent while Soul of Greed waits won 31.0% [26.7, 35.7] of seeds 0-399 and 30.2%
# [26.0, 34.9] of seeds 1000-1399; with the deck's unknown card worth 0.7 (alone: 26.8%),
# 32.8% [28.3, 37.5] and 31.8% [27.4, 36.5]
SHARP = Style(save_from=0, deck_worth=0.7)

__all__ = ["NORMAL", "SHARP", "Style"]
