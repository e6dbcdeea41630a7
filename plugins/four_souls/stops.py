"""Which priority windows matter to a seat (FS): the one relevance behind people's stops at the
prompt and the bots' declines (issues #32, #33), decided before any legal action is computed.

A seat's window is known by the top of the stack and by the kinds of answer the seat holds
(``holds``): ``loot`` a loot card it may play now (FS 4.6), ``roll`` / ``prevent`` an ability
whose card says it changes a die roll or prevents damage or death (its ``hint``),
``loot-play`` a ↷ "one more loot play" (Lazarus, hint ``loot``), ``ability`` any other
activated ability. The levels (``kernel.relevance``):

- **normal** (the default): your own action phase with an empty stack where you may declare
  attacks and purchases (FS 3.2.2); while one is under way, its next step on the stack is
  where you answer; elsewhere with an empty stack, only a loot card you may play. With
  something on the stack that is not your own card resolving: a die roll when you hold a
  loot card you may play or an ability that changes it (FS 5.2); damage or a death that is
  yours when you hold a loot card or a prevention (FS 7.2, 7.4); a card, ability, trigger or
  event played or set off when you hold a loot card you may play (FS 4.2). Never for a barter
  (offered alongside, FS 12.1.6), an ability that answers nothing on top, or the steps that
  finish something already answered (a roll's outcome, the rest of a death).
- **few**: your own action phase while you may declare, and on a stack only what is aimed at
  you (your roll, damage to you, your death) when you hold an answer to it.
- **every**: every window where you have anything to do.
"""

from __future__ import annotations

from deckwright.kernel import decisions as kernel_decisions
from deckwright.kernel.decisions import Window
from deckwright.kernel.game import Game
from deckwright.kernel.relevance import EVERY, FEW

from . import attack, loot

# what an ability's hint says it answers, in the words of ``holds``
HINT_KINDS = {"roll": "roll", "prevent": "prevent", "loot": "loot-play"}
ANSWERS_TO_A_ROLL = frozenset(("loot", "roll", "loot-play"))
ANSWERS_TO_HARM = frozenset(("loot", "prevent", "loot-play"))
# what a loot card in hand answers on another's behalf: a card, an ability, a trigger or an
# event being played or set off (a die roll is answered above, harm only when it is yours);
# the steps the rules put on the stack to finish something (a roll's outcome, the rest of a
# death) are no new thing to answer
ANSWERED_BY_LOOT = frozenset(("loot", "loot-copy", "ability", "trigger", "event"))
# a loot card, or "one more loot play" with one in hand: the two steps of one answer
LOOT = frozenset(("loot", "loot-play"))


def may_loot(game: Game, player: str) -> bool:
    """Whether ``player`` holds a loot card and may play loot now (FS 4.6)."""
    return bool(game.zones[f"{player}.hand"].objects and loot.can_play_now(game, player)
                and not loot.restricted(game, player, "loot"))


def holds(game: Game, player: str) -> frozenset[str]:
    """The kinds of answer ``player`` holds at this moment (a loot play, each activated
    ability by its hint), cheaply: costs other than ↷ and conditions are not asked here
    (``answers`` asks them, only where a window would stop the player). "One more loot play"
    counts only with a loot card in hand to play with it."""
    kinds: set[str] = {"loot"} if may_loot(game, player) else set()
    in_hand = bool(game.zones[f"{player}.hand"].objects)
    may_activate = game.rules.may_activate
    holder, mine = None, False
    for obj, _, ability in game.scripts.index.activated():
        if obj is not holder:
            holder, mine = obj, may_activate(game, obj, player)
        if not mine or (obj.tapped and (ability.facts.get("cost") or {}).get("tap")
                        and game.scripts.activation.cost(obj, ability).get("tap")):
            continue  # (a ↷ paid in ¢ instead, Greed Mode, is usable deactivated)
        kind = HINT_KINDS.get(str(ability.facts.get("hint")), "ability")
        if kind != "loot-play" or in_hand:
            kinds.add(kind)
    return frozenset(kinds)


def answers(game: Game, player: str, wanted: frozenset[str]) -> bool:
    """Whether ``player`` can use now one of the ``wanted`` kinds of answer: a loot card in
    hand with a target for it, or an ability of that hint whose costs are paid, condition met
    and target there (as the priority actions ask: a stop is never for an answer that cannot
    be given)."""
    hand = game.zones[f"{player}.hand"].objects
    if wanted & LOOT and any(loot.playable(game, obj, player) for obj in hand):
        if "loot" in wanted and may_loot(game, player):
            return True
    else:  # one more loot play answers only with a loot card to play with it
        wanted = wanted - {"loot-play"}
    may_activate = game.rules.may_activate
    can_use = game.scripts.activation.can_use
    return any(HINT_KINDS.get(str(ability.facts.get("hint"))) in wanted
               and may_activate(game, obj, player) and can_use(player, obj, script, ability)
               for obj, script, ability in game.scripts.index.activated())


def empty_stack_holds(game: Game, player: str) -> frozenset[str]:
    """What matters on an empty stack: ``declare`` in the active player's action phase while
    no attack or purchase is under way (declared or rolling, FS 6.2, 8.2), and a loot play."""
    kinds = {"loot"} if may_loot(game, player) else set()
    if may_declare(game, player):
        kinds.add("declare")
    return frozenset(kinds)


def may_declare(game: Game, player: str) -> bool:
    """Whether ``player`` may declare now: the active player, while no attack or purchase is
    under way (declared or rolling, FS 6.2, 8.2)."""
    return (player == game.active and attack.current(game) is None
            and not game.data["turn"].get("purchase"))


class WindowView(kernel_decisions.WindowView):
    """A Four Souls priority window (``Ruleset.priority_window``) whose facts are read from
    the game when first asked, while the window is open: the turn's phase, the top of the
    stack, whether that item is about the seat (the damage it takes, the die it rolled: FS
    5.2, 7.2) or its own, and the kinds of answer the seat holds (worked out only where the
    top may be answered: ``answerable``). Most windows are declined by a bot that reads the
    game itself (``HeuristicBot.wants_to_act``), reading none of them."""

    __slots__ = ()

    @property  # type: ignore[override]
    def step(self) -> str:
        """The turn's phase."""
        return str(self._game.data["turn"]["phase"])

    @property  # type: ignore[override]
    def top(self) -> str | None:
        """The kind of the top item of the stack (None: an empty stack)."""
        stack = self._game.stack
        return stack[-1].kind if stack else None

    @property  # type: ignore[override]
    def about_me(self) -> bool:
        """Whether the top item is the seat's: its target, or the die it rolled."""
        stack = self._game.stack
        if not stack:
            return False
        data = stack[-1].data
        return self.player in (data.get("target"), data.get("player"))

    @property  # type: ignore[override]
    def top_mine(self) -> bool:
        """Whether the seat controls the top item."""
        stack = self._game.stack
        return bool(stack) and stack[-1].controller == self.player

    @property
    def holds(self) -> frozenset[str]:
        """What the seat holds that matters here: on an empty stack a loot play and a
        declaration (``empty_stack_holds``); on a stack it may answer, its kinds of answer
        (``holds``); elsewhere nothing (no stop reads it). Worked out once."""
        held = self._holds
        if held is None:
            game, player = self._game, self.player
            if not game.stack:
                held = empty_stack_holds(game, player)
            elif answerable(str(self.top), self.about_me, self.top_mine):
                held = holds(game, player)
            else:
                held = frozenset()
            self._holds = held
        return held


def window_matters(game: Game, window: Window, level: str) -> bool:
    """Whether the seat of ``window`` is asked there at stop ``level`` (see the module)."""
    if level == EVERY:
        return True
    if window.top is None:
        if window.own_turn and window.step == "action":
            # declarations stop you; while one is under way (its target to come, between an
            # attack's rolls) its next step on the stack is where you answer (``declare`` of
            # ``empty_stack_holds``, asked alone: the loot it holds is not worked out here)
            return may_declare(game, window.player)
        return level != FEW and "loot" in window.holds
    kinds = window.holds
    if not answerable(window.top, window.about_me, window.top_mine):
        return False
    if level == FEW and not window.about_me:
        return False
    if window.top == "roll":
        wanted = kinds & ANSWERS_TO_A_ROLL
    elif window.top in ("damage", "death"):
        wanted = kinds & ANSWERS_TO_HARM
    else:
        wanted = kinds & LOOT
    return bool(wanted) and answers(game, window.player, wanted)


def answerable(top: str, about_me: bool, top_mine: bool) -> bool:
    """Whether anything a seat holds may answer a stack topped by ``top`` at some level: no
    stop reads what it holds elsewhere, so ``holds`` is worked out only where this says so."""
    if top_mine and not about_me:
        return False  # your own card or ability resolving: you had your say before it
    if top == "roll":
        return True
    if top in ("damage", "death"):
        return about_me  # another's harm is theirs to answer
    return top in ANSWERED_BY_LOOT
