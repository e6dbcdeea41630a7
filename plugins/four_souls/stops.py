"""Which priority windows matter to a seat (FS): the one relevance behind people's stops at the
prompt and the bots' declines (issues #32, #33), decided before any legal action is computed.

A seat's window is known by the top of the stack and by the kinds of answer the seat holds
(``holds``): ``loot`` a loot card it may play now (FS 4.6), ``roll`` / ``prevent`` an ability
whose card says it changes a die roll or prevents damage or death (its ``hint``),
``loot-play`` a ↷ "one more loot play" (Lazarus, hint ``loot``), ``ability`` any other
activated ability. The levels (``kernel.relevance``):

- **normal** (the default): your own action phase with an empty stack, where you declare
  attacks and purchases and use what you have (FS 3.2.2), and elsewhere a loot card you may
  play (a rare loot play on another's turn); with something on the stack, a
  loot card you may play (it may answer anything, FS 4.2), an ability that changes the die
  roll on top (FS 5.2) or one that prevents the damage or death on top (FS 7.2, 7.4). Never
  for a barter (offered alongside, FS 12.1.6) or an ability that answers nothing on top.
- **few**: your own action phase outside an attack, and on a stack only what is aimed at you
  (your roll, damage to you, your death) when you hold an answer to it.
- **every**: every window where you have anything to do.
"""

from __future__ import annotations

from deckwright.kernel.decisions import Window
from deckwright.kernel.game import Game
from deckwright.kernel.relevance import EVERY, FEW

from . import attack, loot

# what an ability's hint says it answers, in the words of ``holds``
HINT_KINDS = {"roll": "roll", "prevent": "prevent", "loot": "loot-play"}
ANSWERS_TO_A_ROLL = frozenset(("loot", "roll", "loot-play"))
ANSWERS_TO_HARM = frozenset(("loot", "prevent"))


def may_loot(game: Game, player: str) -> bool:
    """Whether ``player`` holds a loot card and may play loot now (FS 4.6)."""
    return bool(game.zones[f"{player}.hand"].objects and loot.can_play_now(game, player)
                and not loot.restricted(game, player, "loot"))


def holds(game: Game, player: str) -> frozenset[str]:
    """The kinds of answer ``player`` holds at this moment (a loot play, each activated
    ability by its hint), cheaply: costs other than ↷ and conditions are not asked."""
    kinds: set[str] = {"loot"} if may_loot(game, player) else set()
    activator = game.rules.activator
    holder, mine = None, False
    for obj, _, ability in game.scripts.index.activated():
        if obj is not holder:
            holder, mine = obj, activator(game, obj) == player
        if not mine or (obj.tapped and (ability.facts.get("cost") or {}).get("tap")):
            continue
        kinds.add(HINT_KINDS.get(str(ability.facts.get("hint")), "ability"))
    return frozenset(kinds)


def window_matters(game: Game, window: Window, level: str) -> bool:
    """Whether the seat of ``window`` is asked there at stop ``level`` (see the module)."""
    if level == EVERY:
        return True
    if window.top is None:
        if window.own_turn and window.step == "action":
            return level != FEW or attack.current(game) is None
        return level != FEW and "loot" in window.holds
    if level == FEW and not window.about_me:
        return False
    kinds = window.holds
    if "loot" in kinds:
        return True
    if window.top == "roll":
        return bool(kinds & ANSWERS_TO_A_ROLL)
    if window.top in ("damage", "death"):
        return bool(kinds & ANSWERS_TO_HARM)
    return False
