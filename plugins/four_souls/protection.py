"""Protection from targeting (issue #35, The Monster): "other players can't target you or
anything you control with loot cards or abilities".

A card says so with the static stat ``untargetable`` (its subject: the protected seat); the
kernel asks ``Ruleset.target_guard`` wherever a target is offered or a card's playability
depends on one (loot cards, activated and triggered abilities, their copies), so the bots and
the prompt are offered the same targets. Effects that do not target (each player, a random
player) still reach the protected player (FS 4.4.2: only what is named as a target is
targeted).
"""

from __future__ import annotations

from collections.abc import Callable

from deckwright.kernel.game import Game

from . import zones

STAT = "untargetable"


def owner_of(game: Game, target: str) -> str | None:
    """The seat a target is or belongs to: a player, or the controller of their object."""
    if target in game.players:
        return target
    obj = game.objects.get(target)
    if obj is None:
        return None
    return obj.controller or obj.owner or zones.seat_of_zone(obj.zone)


def guard(game: Game) -> Callable[[str, str], bool] | None:
    """The test of what a player may target, or None while nobody is protected."""
    if not game.scripts.index.static_of(STAT):
        return None

    def may_target(player: str, target: str) -> bool:
        seat = owner_of(game, target)
        return seat is None or seat == player or game.scripts.modified(STAT, seat, 0) <= 0
    return may_target
