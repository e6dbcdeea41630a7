"""Using another player's items (issue #35, Warp Zone's Possession: "until the end of your turn,
you may activate their items as if you controlled them").

A player given another's items this way may activate those items' activated abilities as their
controller could, paying the costs and controlling the ability (its "you" is them), on any
window their controller could; the controller still may too. Only items: the other player's
character, curses and souls are not theirs to use. It lasts until the end of the turn (an
entry in ``game.data["effects"]``, which the end of the turn clears) and covers the items that
player controls at each moment, one gained later included. The kernel asks through
``Ruleset.may_activate``, so the prompt, the bots and the stops offer the same abilities.
"""

from __future__ import annotations

from typing import Any

from deckwright.kernel.game import Game
from deckwright.kernel.scripting.vocabulary import Vocabulary

from .facts import Flow

KIND = "possession"  # the stat of its entry in game.data["effects"], which end with the turn


def borrows(game: Game, obj: Any, player: str) -> bool:
    """Whether ``player`` may activate ``obj``, an item another player controls, as if they
    controlled it."""
    effects = game.data.get("effects")
    if not effects:
        return False
    owner = obj.controller or obj.owner
    if owner is None or owner == player or obj.zone != f"{owner}.items":
        return False
    # a loop, not any() over a generator: asked for every other player's object at every
    # window where abilities are looked over
    for e in effects:
        if e.get("stat") == KIND and e.get("subject") == player and e.get("value") == owner:
            return True
    return False


VOCABULARY = Vocabulary("Four Souls")


@VOCABULARY.action("use_items_of(player: seat, user?: seat) -> boolean",
                   "Until the end of the turn, the user (you by default) may activate the items "
                   "that player controls as if they controlled them, paying the costs and "
                   "controlling the abilities; that player still may too (Possession). False "
                   "for the user's own items.")
def _use_items_of(game: Game, source: Any, controller: Any, seat: str,
                  user: str | None = None) -> Flow:
    user = user or (controller if isinstance(controller, str) else game.active)
    if seat == user or seat not in game.players:
        return False
    game.data.setdefault("effects", []).append({"stat": KIND, "subject": user, "value": seat})
    game.narrate(f"{user} may activate {seat}'s items until the end of the turn")
    return True
    yield
