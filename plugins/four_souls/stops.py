"""Which priority windows stop a person at the prompt (the prompt passes for them at the rest).

A character's ↷ "one more loot play" (and items like it, hinted "loot") is open at nearly every
window of a turn, so it would stop a player six to eight times an attack. Alone it is only a
way to a loot play, so it stops a player where a loot answers most: a die roll on the stack
(FS 5.2 step 3, players respond to the result). Anything else a player could do stops them.
"""

from __future__ import annotations

from deckwright.kernel.decisions import Decision
from deckwright.kernel.game import Game

from . import barter


def worth_a_stop(game: Game, decision: Decision) -> bool:
    """True unless every option besides pass and barter only grants a loot play while no die
    roll waits on the stack."""
    options = [o.id for o in decision.options if o.id not in ("pass", barter.ACTION)]
    if not all(_grants_loot_play(game, option) for option in options):
        return True
    return bool(game.stack) and game.stack[-1].kind == "roll"


def _grants_loot_play(game: Game, option: str) -> bool:
    """Whether an option activates an ability whose only use is one more loot play."""
    if not option.startswith("activate:"):
        return False
    _, object_id, index = option.split(":")
    obj = game.objects.get(object_id)
    script = game.scripts.script(obj.card) if obj is not None else None
    if script is None:
        return False
    ability = next((a for a in script.activated if str(a.index) == index), None)
    return ability is not None and ability.facts.get("hint") == "loot"
