"""Which priority windows stop a person at the prompt (the prompt passes for them at the rest).

Stops are where a player has something to answer: their own action phase with an empty stack
while they may declare an attack, a purchase or the end of the turn (FS 3.2.2), and any window
with something on the stack that they could respond to (FS 4.2). The empty-stack windows
between steps, between an attack's rolls and on other players' turns are passed, as a card
game's phase stops usually are; a player who wants them types 'stops everywhere'. A
character's ↷ "one more loot play" (and items like it, hinted "loot") is open at nearly every
window, and alone it is only a way to a loot play: it stops a player where a loot answers
most, a die roll on the stack (FS 5.2 step 3). On another player's turn, a player whose only
answers are item or character abilities (Two of Clubs, Sleight of Hand) stops where such
answers matter, the same windows whatever they hold: a die roll, damage or a death on top of
the stack. A loot card in hand stops a player at every window with something on the stack.
"""

from __future__ import annotations

from deckwright.kernel.decisions import Decision
from deckwright.kernel.game import Game

from . import barter

DECLARATIONS = ("attack", "purchase", "end-turn")  # the active player's own choices (FS 4.7)
# what an ability answers on another player's turn: a die before it stands (FS 5.2), harm
# before it is dealt (FS 7.2), a death before it happens (FS 7.4)
ANSWERED_BY_ABILITIES = ("roll", "damage", "death")


def worth_a_stop(game: Game, decision: Decision) -> bool:
    """On an empty stack: when you may declare an attack, a purchase or the end of your turn.
    On a stack: with a loot card to play, always; with only "one more loot play", at a die
    roll; with other abilities, always on your turn and at a roll, damage or death on others'."""
    if not game.stack:
        return any(o.id in DECLARATIONS for o in decision.options)
    options = [o.id for o in decision.options if o.id not in ("pass", barter.ACTION)]
    top = game.stack[-1].kind
    if any(option.startswith("play:") for option in options):
        return True
    if all(_grants_loot_play(game, option) for option in options):
        return top == "roll"
    return decision.player == game.active or top in ANSWERED_BY_ABILITIES


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
