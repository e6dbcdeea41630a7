"""Why a loot card in a player's hand or an ability of what they control, named by a typed
answer, cannot be used at this moment (FS 4.6, 9.3), in one line for the prompt: 'play:
swallowed' refused with 'no loot play left' instead of a list of what may be typed."""

from __future__ import annotations

from typing import Any

from deckwright.kernel.decisions import PRIORITY, Decision
from deckwright.kernel.game import Game

from . import loot
from .facts import label

MIN_TYPED = 2  # a shorter word names too many cards to say anything about one


def why_not(game: Game, decision: Decision, typed: str) -> str:
    """Why what ``typed`` names (a loot card in hand, a character or item with an activated
    ability, by id, card id or the start of its name) cannot be used in this priority
    window; "" if it names none of the player's things or the question is another."""
    if decision.kind != PRIORITY:
        return ""
    player = decision.player
    words = typed.strip().lower()
    kind, _, rest = words.partition(":")
    if kind not in ("play", "activate"):
        kind, rest = "", words
    rest = rest.rsplit(":", 1)[0] if kind == "activate" and rest.count(":") else rest
    if len(rest) < MIN_TYPED:
        return ""
    if kind in ("", "play"):
        card = named(game, game.zones[f"{player}.hand"].objects, rest)
        if card is not None:
            # on offer: the typed words were wrong, not the moment
            on_offer = f"play:{card.id}" in decision.option_ids()
            return "" if on_offer else loot_reason(game, player, card)
    if kind in ("", "activate"):
        holders = {id(obj): obj for obj, _, _ in game.scripts.index.activated()
                   if game.rules.may_activate(game, obj, player)}
        source = named(game, list(holders.values()), rest)
        if source is not None:
            on_offer = any(o.startswith(f"activate:{source.id}:") for o in decision.option_ids())
            return "" if on_offer else ability_reason(game, player, source)
    return ""


def named(game: Game, objects: list[Any], typed: str) -> Any:
    """The object ``typed`` names: its id, its card's id or name, or their start."""
    for obj in objects:
        name = game.card(obj.card).name.lower()
        if typed in (obj.id, obj.card, name) or obj.card.startswith(typed) or name.startswith(
                typed):
            return obj
    return None


def loot_reason(game: Game, player: str, card: Any) -> str:
    """Why the loot card ``card`` cannot be played now (FS 4.6)."""
    name = label(game, card.id)
    if loot.shielded(game, player):
        return f"{name} cannot be played: a card in play forbids you to play loot now"
    if loot.restricted(game, player, "loot"):
        return f"{name} cannot be played: a card in play stops you playing loot now"
    unlimited = player in game.data["turn"]["loot_all"]
    if loot.loot_plays(game, player) <= 0 and not unlimited:
        return (f"{name} cannot be played: you have no loot play left this turn (FS 4.6: one "
                "a turn, more only from abilities)")
    if not loot.playable(game, card, player):
        return f"{name} cannot be played: it has no legal target now"
    return ""


def ability_reason(game: Game, player: str, source: Any) -> str:
    """Why the activated abilities of ``source`` cannot be used now (FS 9.3)."""
    name = label(game, source.id)
    if loot.restricted(game, player, "activate") or (
            loot.shielded(game, player) and game.card(source.card).type != "character"):
        return f"{name} cannot be used: a card in play stops you activating abilities now"
    costs = [game.scripts.activation.cost(obj, ability) for obj, _, ability
             in game.scripts.index.activated() if obj is source]
    if source.tapped and costs and all(cost.get("tap") for cost in costs):
        return (f"{name} cannot be used: it is deactivated (↷ used); it recharges at the start "
                "of its controller's turn")
    return f"{name} cannot be used now: none of its abilities can be paid for or has a target"
