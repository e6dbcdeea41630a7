"""Purchases (FS 8): declared with an empty stack, priority passes, then the active player
chooses a shop item or the top of the treasure deck and pays its cost (default 10¢).

A card may add the top card of the treasure discard as if it were a shop item (the static
``buys_from_discard``, Recycling Sticker: its price is a shop item's, and it leaves no slot to
refill), and may make the active player buy a shop item (forced_purchase.py)."""

from __future__ import annotations

from deckwright.kernel.decisions import BACK, Option
from deckwright.kernel.game import Game

from . import attack, forced_purchase, free_purchase, rewards, stack, zones
from .facts import Flow, is_dead, label, turn

PRICE = 10
DISCARD = "treasure.discard"
FROM_DISCARD = "buys_from_discard"  # the static that lets a player buy from the discard


def cost(game: Game, player: str, where: str) -> int:
    """The price of a purchase target for ``player`` (FS 8.3); modifiers may lower it."""
    if free_purchase.applies(game, player, where):
        return 0  # "costs 0¢" (Credit Card)
    if not game.scripts.index.static_of("shop_cost"):  # no price modifier in play
        return PRICE
    subject = {"player": player, "slot": where, "shop": where != "treasure.deck"}
    value = game.scripts.modified("shop_cost", subject, PRICE)
    return max(0, int(value) if isinstance(value, (int, float)) else PRICE)


def can_declare(game: Game, player: str) -> bool:
    """AP, action phase, empty stack, a purchase left, nothing else in progress, something
    to buy (FS 8.1)."""
    return can_declare_now(game, player) and bool(places(game, player))


def can_declare_now(game: Game, player: str) -> bool:
    """AP, action phase, empty stack, a purchase left, nothing else in progress (FS 8.1),
    whatever is on offer."""
    state = turn(game)
    if player != game.active or state["phase"] != "action" or game.stack:
        return False
    if state["purchases"] <= 0 or state["purchase"] or attack.current(game) is not None:
        return False
    if state["ending"] or state["end_declared"] or is_dead(game, player):
        return False
    return attack.owed(game) is None or attack.owed(game)["kind"] != "now"


def declarable(game: Game, player: str) -> list[str]:
    """Where a purchase ``player`` declared now could buy from (``places``); [] when none may
    be declared (``can_declare``: the legal actions read the offer once for both)."""
    return places(game, player) if can_declare_now(game, player) else []


def declare(game: Game, player: str) -> Flow:
    """Declare a purchase: priority passes before the target is chosen (FS 8.2)."""
    state = turn(game)
    state["purchases"] -= 1
    state["purchase"] = "declared"
    yield from game.perform("declare-purchase", {"player": player})


def unaffordable(game: Game, player: str, offer: list[str] | None = None) -> str:
    """Why a purchase declared now could buy nothing (every target costs more than the ¢
    ``player`` has), or "" (FS 8.4): the prompt marks the declaration with it. ``offer``:
    the places to buy from (``places``), if already read."""
    offer = places(game, player) if offer is None else offer
    if not offer:
        return ""
    cents = game.players[player].counters.get("cents", 0)
    cheapest = min(cost(game, player, where) for where in offer)
    return f"cannot pay {cheapest}¢: you have {cents}¢" if cheapest > cents else ""


def buys_from_discard(game: Game, player: str) -> bool:
    """Whether ``player`` may buy the top card of the treasure discard as if it were a shop
    item (Recycling Sticker)."""
    value = game.scripts.modified(FROM_DISCARD, player, 0)
    return isinstance(value, (int, float)) and value > 0


def must_buy(game: Game, player: str) -> bool:
    """Whether ``player`` must buy a shop item now (forced_purchase.py)."""
    return forced_purchase.owed(game, player, lambda slot: cost(game, player, slot))


def places(game: Game, player: str, *, shop_only: bool = False) -> list[str]:
    """Where a purchase could buy from now, as an option names it after ``buy:``: every shop
    slot holding an item, the treasure discard (for a player who may buy its top card) and
    the treasure deck; ``shop_only``: the shop slots'. (The legal actions and the bots read
    only these and their prices, not the options' labels.)"""
    out = [slot for slot in zones.slots(game, "shop") if zones.top(game, slot) is not None]
    if shop_only:
        return out
    if game.zones[DISCARD].objects and buys_from_discard(game, player):
        out.append(DISCARD)
    if game.zones["treasure.deck"].objects or game.zones["treasure.discard"].objects:
        out.append("treasure.deck")
    return out


def options(game: Game, player: str, *, shop_only: bool = False) -> list[Option]:
    """What may be bought: every shop slot's item, and the top of the treasure deck (and of
    the treasure discard, for a player who may buy it); ``shop_only``: the shop slots'."""
    out = []
    for where in places(game, player, shop_only=shop_only):
        price = cost(game, player, where)
        if where == DISCARD:
            top = game.zones[DISCARD].objects[0]
            out.append(Option(f"buy:{DISCARD}", f"buy {label(game, top.id)} from the "
                                                 f"treasure discard ({price}¢)"))
        elif where == "treasure.deck":
            out.append(Option("buy:treasure.deck", f"buy the top treasure card ({price}¢)"))
        else:
            obj = zones.top(game, where)
            out.append(Option(f"buy:{where}", f"buy {label(game, obj.id)} ({price}¢)"))
    return out


def run(game: Game) -> Flow:
    """Choose the target, then pay and gain it at once; if the AP cannot pay, the purchase
    fails and is not used up (FS 8.4–8.5, R-080)."""
    state = turn(game)
    player = game.active
    forced = must_buy(game, player)  # a shop item, and no taking it back (Everything Must Go)
    state["purchase"] = None
    if is_dead(game, player) or state["ending"]:
        return
    offer = options(game, player, shop_only=forced)
    if not offer:
        state["purchases"] += 1
        return
    cents = game.players[player].counters.get("cents", 0)
    for option in offer:  # shown, and refused at the prompt, before the game refuses it
        price = cost(game, player, option.id[len("buy:"):])
        if price > cents:
            option.cannot = f"cannot pay {price}¢: you have {cents}¢"
    picked = yield from stack.choose(game, player, "Choose what to buy", offer,
                                     {"why": "purchase"}, back=not forced)
    if picked == BACK:
        # taken back before a target was chosen: like a purchase that cannot be paid, it
        # is not used up (FS 8.5)
        state["purchases"] += 1
        game.narrate(f"{label(game, player)} takes back the purchase")
        return
    where = picked[len("buy:"):]
    price = cost(game, player, where)
    if game.players[player].counters.get("cents", 0) < price:
        state["purchases"] += 1
        yield from game.perform("purchase-failed", {"player": player, "where": where,
                                                    "cost": price})
        return
    if where == "treasure.deck":
        obj = yield from zones.draw_top(game, "treasure")
    elif where == DISCARD:
        obj = game.zones[DISCARD].objects[0] if game.zones[DISCARD].objects else None
    else:
        obj = zones.top(game, where)
    if obj is None:
        state["purchases"] += 1
        return
    if where != "treasure.deck":
        free_purchase.use(game, player)
        forced_purchase.bought(game, player)
    yield from rewards.lose_cents(game, player, price, how="pay")
    new = yield from rewards.gain_item(game, player, obj, how="purchase")
    yield from game.perform("purchase", {"player": player, "card": obj.card,
                                         "object": new.id if new else None, "where": where,
                                         "cost": price})
