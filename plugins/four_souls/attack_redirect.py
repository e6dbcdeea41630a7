"""Another player chooses the monster attacked (Mom's Eye Shadow; FS 6.2.5, R-037).

Once the attacker has chosen to attack a monster in a slot, each card in play whose
``picks_attack_target`` entry point says true lets its controller choose which of the monsters
the attacker may attack is attacked instead. An attack on the monster deck is never redirected:
the unrevealed card is not a monster when the target is chosen (R-037).
"""

from __future__ import annotations

from deckwright.kernel.decisions import Option
from deckwright.kernel.game import Game

from . import stack, zones
from .facts import Flow

DECK = "attack:monster.deck"


def redirect(game: Game, attacker: str, picked: str, options: list[Option]) -> Flow:
    """The target option that counts: ``picked``, or another monster's option chosen by the
    controller of the first card in play (in seat order) that picks it."""
    monsters = [o for o in options if o.id.startswith("attack:monster.") and o.id != DECK]
    if picked not in {o.id for o in monsters} or len(monsters) < 2:
        return picked
    for obj in zones.in_play_with(game, "picks_attack_target"):
        if obj.controller not in game.players:
            continue
        if game.scripts.query_entry(obj.card, "picks_attack_target", attacker,
                                    source=obj.id, controller=obj.controller):
            game.scripts.used.add(obj.card)
            choice = yield from stack.choose(
                game, obj.controller, f"Choose which monster {attacker} attacks", monsters,
                {"why": "attack-redirect", "card": obj.card})
            return str(choice)
    return picked
