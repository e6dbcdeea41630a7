"""A change to the next attack roll this turn (Gold Box's Parabite, Round Worm, Polycephalus):
"the attacking player has -1 to their next attack roll this turn".

The change waits in ``game.data["effects"]`` (so it ends with the turn) and is used up by the
next attack roll of that player (or of anyone, for ``'any'``) when that roll's result is
locked, with the static modifiers (FS 5.2 step 5).
"""

from __future__ import annotations

from typing import Any

from deckwright.kernel.game import Game
from deckwright.kernel.scripting.vocabulary import Vocabulary

from .facts import Flow

KIND = "next_attack_roll"  # the stat of its entry in game.data["effects"]
ANYONE = "any"


def waiting(game: Game, player: str) -> int:
    """The changes waiting for ``player``'s next attack roll, left where they are (0: none)."""
    effects = game.data.get("effects") or []
    return sum(int(e["value"]) for e in effects
               if e.get("stat") == KIND and e.get("subject") in (player, ANYONE))


def use(game: Game, player: str) -> int:
    """The changes waiting for ``player``'s next attack roll, used up now (0: none)."""
    effects = game.data.get("effects") or []
    mine = [e for e in effects if e.get("stat") == KIND and e.get("subject") in (player, ANYONE)]
    for effect in mine:
        effects.remove(effect)
    return sum(int(e["value"]) for e in mine)


VOCABULARY = Vocabulary("Four Souls")


@VOCABULARY.action("next_attack_roll(player: seat|'any', n: integer) -> boolean|nil",
                   "The next attack roll this turn of that player ('any': of whoever makes it) "
                   "gets +n (or -n), once, when its result is locked (Parabite, Polycephalus).")
def _next_attack_roll(game: Game, source: Any, controller: Any, who: str, n: int) -> Flow:
    if int(n) == 0:
        return False
    game.data.setdefault("effects", []).append(
        {"stat": KIND, "subject": str(who), "value": int(n), "source": source})
    whose = "the next attack roll" if who == ANYONE else f"{who}'s next attack roll"
    game.narrate(f"{whose} this turn gets {int(n):+d}")
    return True
    yield
