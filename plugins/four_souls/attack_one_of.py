"""An attack owed to any one of several monsters: "must make an additional attack on one of
them this turn" (FS 6.9.1 a; Boss Rush!). The attack is added; the turn cannot end until one of
those monsters has been attacked, while one of them is still in a slot and an attack is left."""

from __future__ import annotations

from typing import Any

from deckwright.kernel.game import Game
from deckwright.kernel.scripting.vocabulary import Vocabulary

from . import attack
from .facts import Flow, turn

VOCABULARY = Vocabulary("Four Souls")


def _ids(value: Any) -> list[str]:
    """A Lua list (a table, arriving as a list or a mapping of 1..n) as object ids."""
    if isinstance(value, dict):
        value = [value[k] for k in sorted(value, key=lambda k: int(k) if str(k).isdigit() else 0)]
    return [str(v) for v in (value if isinstance(value, (list, tuple)) else [value])
            if v is not None]


@VOCABULARY.action("must_attack_one_of(monsters: list<id>) -> boolean|nil",
                   "The active player gets one more attack and must make it this turn (not at "
                   "once) against one of these monsters, while one of them is in a slot "
                   "(FS 6.9.1 a).")
def must_attack_one_of(game: Game, source: Any, controller: Any, monsters: Any) -> Flow:
    """Nothing when none of the monsters is in the game any more."""
    ids = [i for i in _ids(monsters) if i in game.objects]
    if not ids:
        return None
    state = turn(game)
    state["attacks"] += 1
    attack.owe(game, "monster", objects=ids, since=len(state.get("attacked", [])))
    yield from game.perform("extra-attack", {"player": game.active, "mode": "turn"})
    return True
