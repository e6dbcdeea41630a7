"""Later rolls that take a result (Era Walk, issue #35): "the next 4 dice rolls made this turn
have their result changed to that result".

The change outlasts the card that made it: it waits in ``game.data["effects"]`` (so it ends
with the turn, FS 3.4 step 4) with the number of rolls still to change, whoever makes them.
Each new roll put on the stack (FS 5.2 step 1) takes the result as it is rolled, before any
trigger or modifier sees it; modifiers may change it afterwards (FS 5.1.3). A reroll is the same
roll again, not a new one (FS 5.1.3), so it is not changed and uses nothing up.
"""

from __future__ import annotations

from typing import Any

from deckwright.kernel.game import Game
from deckwright.kernel.scripting.vocabulary import Vocabulary

from .facts import Flow

KIND = "fixed_rolls"  # the stat of its entry in game.data["effects"]


def take(game: Game, player: str, rolled: int) -> int | None:
    """The result the roll ``player`` makes now takes, using up one roll of the oldest waiting
    change (None: no change waits); the table is told."""
    effects = game.data.get("effects")
    if not effects:
        return None
    for effect in effects:
        if effect.get("stat") == KIND:
            effect["left"] -= 1
            if effect["left"] <= 0:
                effects.remove(effect)
            source = effect.get("source")
            game.narrate(f"{player}'s roll of {rolled} is changed to {effect['value']}",
                         source if isinstance(source, str) else None)
            return int(effect["value"])
    return None


VOCABULARY = Vocabulary("Four Souls")


@VOCABULARY.action("fix_next_rolls(n: positive, result: integer) -> boolean|nil",
                   "The next n dice rolls made this turn, by any player, have their result "
                   "changed to that result (1 to 6, FS 5.1.1) as they are rolled (Era Walk); a "
                   "reroll is the same roll and is not changed (FS 5.1.3). Ends with the turn.")
def _fix_next_rolls(game: Game, source: Any, controller: Any, n: int, result: int) -> Flow:
    if int(n) <= 0:
        return False
    value = max(1, min(6, int(result)))  # a roll's result is 1 to 6 (FS 5.1.1)
    game.data.setdefault("effects", []).append(
        {"stat": KIND, "subject": "rolls", "value": value, "left": int(n), "source": source})
    game.narrate(f"the next {int(n)} dice rolls this turn are {value}s")
    return True
    yield
