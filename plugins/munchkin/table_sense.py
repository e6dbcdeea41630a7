"""A rival about to win (MK 5.7): the fight that takes its fighter to level 10 if it stands,
and the plays that work against it — what the bots use to stop a win and what ``duel``
counts when it asks whether a bot that could stop one did.

A play works against the fight when it plays a monster enhancer that makes the monster
stronger (MK 4.8; not Baby), a one-shot with a combat bonus (it may go to the monsters' side,
MK 7.7), a curse (on the fighter: most take levels, items or a race or class, MK 8.1), or a
Wandering Monster while holding a monster to bring in (MK 4.13).
"""

from __future__ import annotations

from typing import Any

from deckwright.kernel.game import Game

from . import combat as cb
from .cards import ctype, hand, stat

# the kinds of card whose play works against a fight by itself
AGAINST_A_FIGHT = ("monster-enhancer", "curse")
WANDERING = "wandering-monster"


def about_to_win(game: Game, margin: int | None = None) -> str | None:
    """The fighter whom the fight under way takes to level 10 if it stands now (the players'
    side is winning), or None. ``margin``: the players' lead just worked out (their total
    less the monsters', plus one if they win ties), so the totals are not read again: the
    side wins exactly when it is above 0 (MK 4.4)."""
    if cb.current(game) is None or not cb.entries(game):
        return None
    if not (cb.winning(game) if margin is None else margin > 0):
        return None
    return cb.winning_kill(game)


def lead_in_window(game: Game) -> int:
    """The players' lead in the fight (combat.lead) as it stands in the open priority window,
    the same for every seat weighing it: read once per window and kept until the next state
    check (Munchkin.window_reads). Only for a window's relevance and answers: elsewhere the
    game may have changed since."""
    reads = _window_reads(game)
    if "lead" not in reads:
        reads["lead"] = cb.lead(game)
    return int(reads["lead"])


def to_win_in_window(game: Game) -> str | None:
    """:func:`about_to_win` as it stands in the open priority window, read once for its seats
    (as :func:`lead_in_window`)."""
    reads = _window_reads(game)
    if "to_win" not in reads:
        reads["to_win"] = about_to_win(game, lead_in_window(game))
    return reads["to_win"]


def _window_reads(game: Game) -> dict[str, Any]:
    """The ruleset's reads of the open window (a fresh dict, kept by nobody, for a ruleset
    without them)."""
    reads = getattr(game.rules, "window_reads", None)
    return reads if isinstance(reads, dict) else {}


def hinders(game: Game, seat: str, option: str) -> bool:
    """Whether the priority option ``option`` of ``seat`` plays a card that works against the
    fight (see the module)."""
    if not option.startswith("play:"):
        return False
    obj = game.objects.get(option[len("play:"):])
    if obj is None:
        return False
    kind = ctype(game, obj.card)
    bonus = stat(game, obj.card, "bonus", None)
    if kind == "monster-enhancer":  # Baby's -5 helps the fighter; Mate has no number
        return bonus is None or (isinstance(bonus, int) and bonus > 0)
    if kind in AGAINST_A_FIGHT:
        return True
    if kind == "one-shot":
        return isinstance(bonus, int) and not isinstance(bonus, bool) and bonus > 0
    if obj.card == WANDERING:
        return any(ctype(game, o.card) == "monster" for o in game.zones[hand(seat)].objects)
    return False


def best_against(game: Game, seat: str, options: list[str], margin: int) -> str | None:
    """Which of ``options`` to play against the fight first: the smallest combat bonus that
    overturns ``margin`` (the players' lead), else the largest bonus, else a curse or a
    Wandering Monster; cards whose ``ai.play`` hint is never are left alone."""
    against = [o for o in options if hinders(game, seat, o)
               and game.card(game.objects[o[len("play:"):]].card).ai.play != "never"]
    bonuses = {o: _bonus(game, o) for o in against}
    numbers = sorted((b, o) for o, b in bonuses.items() if b)
    enough = [(b, o) for b, o in numbers if b >= margin]
    if enough:
        return enough[0][1]
    if numbers:
        return numbers[-1][1]
    return against[0] if against else None


def _bonus(game: Game, option: str) -> int:
    """The combat bonus a play brings (0: its effect is not a number)."""
    bonus = stat(game, game.objects[option[len("play:"):]].card, "bonus", 0)
    return bonus if isinstance(bonus, int) and not isinstance(bonus, bool) and bonus > 0 else 0
