"""What the heuristic bot answers on a stack besides a rival's winning attack (``bots.py``):
damage that would kill it (a prevention, FS 7.2) and its own attack roll that misses (a
reroll or +1, FS 5.2, 6.5.2); and whether a window's options could hold such an answer at
all, known before they are computed, so the bot declines the roll and damage windows where
it always passes (issue #32, ``HeuristicBot.may_respond``).
"""

from __future__ import annotations

from collections.abc import Collection

from deckwright.kernel.events import StackItem
from deckwright.kernel.game import Game
from deckwright.kernel.state import GameObject

from . import kept_under, loot, loot_deck_play
from .facts import attack_of, evasion_of, hp


def lethal_to(game: Game, seat: str, top: StackItem) -> bool:
    """Whether damage ``top`` is dealt to ``seat`` and would kill it (FS 7.2): combat damage
    counts its source's attack as it stands."""
    if top.data.get("target") != seat:
        return False
    amount = top.data.get("amount") or 1
    if top.data.get("combat"):
        source = top.data.get("source")
        amount = attack_of(game, source) if source in game.objects else 1
    return amount >= hp(game, seat)


def missed_roll(game: Game, seat: str, top: StackItem) -> tuple[int, int] | None:
    """``seat``'s own attack roll ``top`` that misses its monster as it stands: (its result,
    the evasion it needs); else None (FS 6.5.2)."""
    if not top.data.get("attack"):
        return None
    target = (game.data.get("attack") or {}).get("target")
    if target not in game.objects or top.data["player"] != seat:
        return None
    result = top.data["result"]
    if result >= 6:
        return None  # hits whatever the evasion: at most 6 (FS 1.16.3), not asked
    need = evasion_of(game, target)
    return (result, need) if result < need else None


def may_offer(game: Game, seat: str, loot_cards: Collection[str], items: Collection[str],
              from_anywhere: bool) -> bool:
    """Whether ``seat``'s priority options could hold a play of one of ``loot_cards`` (from
    its hand; ``from_anywhere``: also the loot deck's top or under an item) or an ability of
    one of ``items`` it may use now: asked as ``priority_actions`` asks them, or more loosely,
    never less."""
    found: list[GameObject] = []
    if loot.can_play_now(game, seat) and not loot.restricted(game, seat, "loot"):
        found.extend(o for o in game.zones[f"{seat}.hand"].objects if o.card in loot_cards)
        top = loot_deck_play.offered(game, seat) if from_anywhere else None
        if top is not None and top.card in loot_cards:
            found.append(top)
    if from_anywhere:
        found.extend(o for o in kept_under.offered(game, seat) if o.card in loot_cards)
    if any(loot.playable(game, o, seat) for o in found):
        return True
    may_activate, can_use = game.rules.may_activate, game.scripts.activation.can_use
    return any(obj.card in items and may_activate(game, obj, seat)
               and can_use(seat, obj, script, ability)
               for obj, script, ability in game.scripts.index.activated())
