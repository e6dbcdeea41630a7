"""Rewards, ¢, treasure and items: what players gain, lose, steal or give (FS 1.12, 10.6).

A monster's reward box is what the active player gains when it dies (FS 1.16.4, 7.6 step 3);
"gain +N treasure" puts treasure in play (FS 1.15.1 a); an item taken from another player is
not gained (FS 10.6.5). Gaining souls is ``souls.py``.
"""

from __future__ import annotations

from typing import Any

from deckwright.kernel.game import Game

from . import levels, loot, zones
from .facts import Flow


def gain_cents(game: Game, player: str, amount: int, source: Any = None) -> Flow:
    """Gain ¢ from the bank (FS 1.12.1); replacements may change it (Counterfeit Penny)."""
    if amount <= 0:
        return 0
    event = yield from game.perform("gain-cents", {"player": player, "amount": int(amount),
                                                   "source": source})
    return 0 if event.cancelled else int(event.result or 0)


def lose_cents(game: Game, player: str, amount: int, *, to: str | None = None,
               how: str = "lose") -> Flow:
    """Lose, pay, give or have stolen ¢ (to the bank, or to player ``to``); all if short."""
    have = game.players[player].counters.get("cents", 0)
    amount = min(int(amount), have)
    if amount <= 0:
        return 0
    event = yield from game.perform("lose-cents", {"player": player, "amount": amount,
                                                   "to": to, "how": how})
    return 0 if event.cancelled else int(event.result or 0)


def gain_treasure(game: Game, player: str, count: int = 1, source: Any = None) -> Flow:
    """Gain +N treasure: the top N treasure cards enter play under ``player`` (FS 1.15.1 a);
    first a "gain-treasure" event a replacement may change (Damocles: that many +1)."""
    gained: list[str] = []
    if int(count) <= 0:
        return gained
    event = yield from game.perform("gain-treasure", {"player": player, "count": int(count),
                                                      "source": source})
    if event.cancelled:
        return gained
    for _ in range(int(event.data["count"])):
        obj = yield from zones.draw_top(game, "treasure")
        if obj is None:
            break
        new = yield from gain_item(game, player, obj, how="treasure", source=source)
        if new is not None:
            gained.append(new.id)
    return gained


def gain_item(game: Game, player: str, obj: Any, how: str = "gain", source: Any = None) -> Flow:
    """An item enters play under ``player`` (never into a hand, FS 8.4); ``source`` is the
    card it came from, for the table to name."""
    card = game.card(obj.card)
    new = yield from game.move(obj, f"{player}.items", "bottom", face_down=False,
                               controller=player)
    if new is None:
        return None
    if "enters-deactivated" in card.tags and not new.tapped:
        yield from game.perform("tap", {"object": new.id, "reason": "enters deactivated"})
    start = card.params.get("counters") if isinstance(card.params, dict) else None
    if start:
        yield from game.change_counter(new.id, "counters", int(start))
    yield from levels.begin(game, new.id)  # "starts at level N" (FS 10.15)
    yield from game.perform("gain-item", {"player": player, "card": new.card, "object": new.id,
                                          "how": how, "source": source})
    return new


def take_item(game: Game, ident: str, to: str, how: str = "take") -> Flow:
    """An item moves under player ``to``'s control: stolen (``how`` 'take') or given ('give'),
    not gained (FS 10.6.5); its counters stay (FS 10.14.3), and so does its deactivated state.
    Its new id, or None."""
    obj = game.obj(str(ident))
    kept = dict(obj.counters)
    tapped = obj.tapped
    if zones.slot_of(game, obj) is not None:
        new = yield from gain_item(game, to, obj, how="take")
    else:
        new = yield from game.move(obj, f"{to}.items", "bottom", controller=to, how=how)
    if new is None:
        return None
    for name, value in kept.items():
        if value:
            yield from game.change_counter(new.id, name, value)
    if tapped and not new.tapped:
        yield from game.perform("tap", {"object": new.id, "reason": "kept its state"})
    return new.id


def rewards_of(game: Game, card_id: str) -> dict[str, Any]:
    """A card's reward box as a mapping (``cents``/``loot``/``treasure``/``roll``)."""
    reward = game.card(card_id).stats.get("reward") or {}
    return dict(reward) if isinstance(reward, dict) else {}


# a card param: its reward box is gained once per counter of that name it had as it died
PER_COUNTER = "reward_per_counter"


def per_counter(game: Game, card_id: str) -> str | None:
    """The counter a card's reward box counts ("gain 1¢ for each counter on this": Holy
    Greed, The Collector, Ultra Pride), or None for a reward box gained as it is."""
    params = game.card(card_id).params
    name = params.get(PER_COUNTER) if isinstance(params, dict) else None
    return str(name) if name else None


def times(game: Game, card_id: str, multiplier: int) -> int:
    """How many times a reward box is gained: the card's own multiplier, times one more for
    each extra_rewards static in play ("rewards are doubled")."""
    extra = game.scripts.modified("extra_rewards", card_id, 0)
    extra = int(extra) if isinstance(extra, (int, float)) else 0
    return max(1, multiplier) * (1 + max(0, extra))


def gain_rewards(game: Game, player: str, card_id: str, multiplier: int = 1,
                 source: Any = None) -> Flow:
    """The fixed part of a reward box, gained by ``player`` (the AP, FS 7.6.4)."""
    reward = rewards_of(game, card_id)
    for _ in range(multiplier):
        if reward.get("cents"):
            yield from gain_cents(game, player, int(reward["cents"]), source)
        if reward.get("loot"):
            yield from loot.loot(game, player, int(reward["loot"]), source)
        if reward.get("treasure"):
            yield from gain_treasure(game, player, int(reward["treasure"]), source)


def rolled_reward(game: Game, player: str, what: str, result: int, double: bool = False) -> Flow:
    """"Roll: X¢" / "Roll: loot X": gain the result (FS 1.16.4, R-052)."""
    amount = result * (2 if double else 1)
    if what == "cents":
        yield from gain_cents(game, player, amount)
    elif what == "loot":
        yield from loot.loot(game, player, amount)
