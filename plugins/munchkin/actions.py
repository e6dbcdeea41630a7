"""What a player may do in a window (the kernel's priority actions) and how each is done:
playing cards, equipment, selling, giving, trading, asking for help, card abilities."""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import TYPE_CHECKING, Any

from deckwright.kernel.decisions import BACK, CHOOSE, CHOOSE_MANY, CONFIRM, Decision, Option
from deckwright.kernel.ruleset import Action
from deckwright.kernel.windowrun import kept_for_run

from . import character as ch
from . import combat as cb
from . import items as it
from . import races_and_classes as rc
from .cards import COMBAT, LIMBO, ctype, discard_of, hand, is_equipment, label, table
from .curses import strike

if TYPE_CHECKING:
    from deckwright.kernel.game import Game
    from deckwright.kernel.scripting.cardscript import Ability, CardScript
    from deckwright.kernel.state import GameObject

Flow = Generator[Any, Any, Any]

# What could go back and forth for ever (standing an item upright, turning it sideways,
# trades and gifts) is bounded per player and window, so no bot can stall a window; laying
# out cards from hand, hiring, discarding and selling use cards up and need no bound.
FREE_ACTION_CAP = 6
TRADE_OFFER_CAP = 2      # trade offers per player and window: a refused offer is not repeated
CHARACTER_CARDS = ("race", "class", "combinator")
# kinds whose play the rules decide, not a script's ``playable`` (MK 6, 7.11, 8.1)
UNSCRIPTED_PLAYS = frozenset(("curse", "race", "class", "combinator", "hireling", "title"))
SCRIPTED = ("one-shot", "go-up-a-level", "special", "monster-enhancer", "cheat")
PLAY_MODES: dict[str, tuple[str, ...]] = {
    "free": ("curse", "race", "class", "combinator", "hireling", "title", *SCRIPTED),
    "combat": ("curse", "race", "class", "combinator", *SCRIPTED),
    "layout": ("race", "class", "combinator", "hireling", "title", "cheat"),
    "curse": ("one-shot",),
    "after-roll": ("one-shot",),
    "before-roll": ("one-shot",),
    "after-fail": ("one-shot",),
    "after-escape": ("one-shot",),
}


def window_info(game: Game) -> dict[str, Any] | None:
    """The innermost open window."""
    stack = game.data.get("windows") or []
    return stack[-1] if stack else None


def kick_announced(game: Game) -> bool:
    """Whether the kick has been announced: the P0 window closed, everyone having passed in
    a row; until P4 begins, others who re-equip, trade or steal become disengaged (MK 3.3,
    3.4, 14.4)."""
    turn = game.data.get("turn") or {}
    if turn.get("step") in ("after", "charity"):
        return False
    return bool(turn.get("kicked"))


def disengaged(game: Game, seat: str) -> bool:
    """A player who re-equipped, traded or stole after the kick this turn (MK 3.4, 14.4)."""
    return seat in (game.data.get("turn") or {}).get("disengaged", [])


def available(game: Game, seat: str) -> list[Action]:
    """Everything ``seat`` may do now, besides passing: what the window allows, and the
    cards its owner may discard at any moment."""
    info = window_info(game)
    if info is None or game.over or ch.is_out(game, seat):
        return []
    actions = _window_actions(game, seat, info)
    return actions + anytime_discards(game, seat, actions)


def anytime_discards(game: Game, seat: str, offered: list[Action]) -> list[Action]:
    """The cards the book lets their owner discard at any moment, in combat too: the Hireling
    ("at any time, for any reason", MK 7.11) and a Half-Breed's races (MK 6.7). Offered
    where the window's own actions do not already offer them (re-equip, a race discard), as
    actions alongside the others: whenever their owner may act, never a reason to stop them.
    It is the discard re-equip makes: the card alone goes (the item the Hireling carried
    stays on the table, under the usual limits; MK 7.11 sends it along with Kill the
    Hireling only)."""
    out: list[Action] = []
    objects = it.table_objects(game, seat)
    if not objects:
        return out
    half_breed = bool(rc.combinator_cards(game, seat, "max_races"))
    kinds = ("hireling", "race") if half_breed else ("hireling",)
    cards = game.library.cards  # ctype, inline
    found = [o for o in objects if cards[o.card].type in kinds]
    if not found:
        return out
    ids = {a.id for a in offered}
    # re-equip offers the table's items, Hireling and Title, and a Half-Breed's races
    covered = "reequip" in ids
    for obj in found:
        if covered or f"discard:{obj.id}" in ids:
            continue
        out.append(Action(f"discard:{obj.id}", f"Discard {game.card(obj.card).name}",
                          _simple(game, seat, _discard, obj.id), alongside=True))
    return out


def _window_actions(game: Game, seat: str, info: dict[str, Any]) -> list[Action]:
    """What the open window lets ``seat`` do (MK 3.13)."""
    mode = info["mode"]
    actions: list[Action] = []
    if mode == "layout":
        if seat == info.get("seat"):
            actions += play_actions(game, seat, mode)
            actions += equipment_actions(game, seat, info, layout=True)
        return actions
    if mode == "di":
        return [a for a in play_actions(game, seat, "layout")
                if ctype(game, game.obj(a.id.split(":", 1)[1]).card) == "class"
                and game.obj(a.id.split(":", 1)[1]).card == "cleric"]
    if mode in ("after-roll", "before-roll", "after-fail"):
        if seat != info["first"]:
            return []
        actions += play_actions(game, seat, mode)
        if mode == "before-roll":
            actions += ability_actions(game, seat)
        return actions
    if mode == "after-escape":
        if seat == info["first"]:
            return []
        return play_actions(game, seat, mode)
    if mode == "curse":
        return play_actions(game, seat, mode)
    if mode == "free":
        actions += play_actions(game, seat, mode)
        actions += equipment_actions(game, seat, info)
        actions += ability_actions(game, seat)
        actions += race_discards(game, seat)
        return actions
    if mode == "combat":
        c = cb.current(game)
        if c is None or c["lost"] or not cb.entries(game) or cb.everyone_escaped(game):
            return []
        fighting = seat in cb.fighters(game)
        if disengaged(game, seat):
            return equipment_actions(game, seat, info)
        actions += play_actions(game, seat, mode)
        actions += ability_actions(game, seat)
        actions += race_discards(game, seat)
        if seat == c["fighter"]:
            for other in cb.help_candidates(game):
                actions.append(Action(f"help:{other}", f"Ask {other} for help",
                                      _ask(game, other)))
            for e in cb.entries(game):
                for way in cb.instead_options(game, seat, e["id"]):
                    actions.append(Action(f"instead:{e['id']}:{way.id}", way.label,
                                          _instead(game, seat, e["id"], way.id)))
        if not fighting:
            actions += equipment_actions(game, seat, info)
        return actions
    return []


# ---------------------------------------------------------------------- playing cards
def play_actions(game: Game, seat: str, mode: str) -> list[Action]:
    """Cards from hand that may be played now."""
    kinds = PLAY_MODES.get(mode, ())
    out = []
    cards = game.library.cards  # ctype, inline
    for obj in game.zones[hand(seat)].objects:
        kind = cards[obj.card].type
        if kind not in kinds:
            continue
        uses = playable_uses(game, seat, obj, kind, mode)
        if uses is not None:
            out.append(Action(f"play:{obj.id}", play_label(game, obj, uses),
                              _play(game, seat, obj.id)))
    return out


def play_label(game: Game, obj: GameObject, uses: list[dict[str, str]]) -> str:
    """'Play NAME', and its use when it has only one now (``uses``: its targets as
    :func:`playable_uses` gives them), so an offer nobody expected explains itself (#11: a
    Wishing Ring offered in every window, for a curse on another's table)."""
    name = game.card(obj.card).name
    return f"Play {name}: {uses[0]['label']}" if len(uses) == 1 else f"Play {name}"


# in Game.caches (windowrun.py): by (seat, object id, kind, mode), playable_uses' answer
RUN_USES = "munchkin playable uses"


def playable_uses(game: Game, seat: str, obj: GameObject, kind: str, mode: str
                  ) -> list[dict[str, str]] | None:
    """None when a card in hand of type ``kind`` may not be played now (timing of MK 3.13,
    then the card's text); else its targets now, only the striking curse in a curse window
    (empty for a card without a target list). Worked out once for a run of priority windows
    (``Game.window_run``: only passes happen in it), where a bot's relevance asks it and the
    window's actions ask it again (issue #32); callers must not change the list."""
    return kept_for_run(game, RUN_USES, (seat, obj.id, kind, mode), _playable_uses, game,
                        seat, obj, kind, mode)


def _playable_uses(game: Game, seat: str, obj: GameObject, kind: str, mode: str
                   ) -> list[dict[str, str]] | None:
    """:func:`playable_uses` worked out now. Each target list is asked once."""
    if kind in UNSCRIPTED_PLAYS:
        return _uses(game, seat, obj, mode) if can_play(game, seat, obj, mode) else None
    scripts = game.scripts
    if kind == "cheat" and cb.in_combat(game, seat):
        return None
    if not scripts.has_entry(obj.card, "on_play"):
        return None
    if scripts.has_entry(obj.card, "playable") and not scripts.query_entry(
            obj.card, "playable", seat, source=obj.id, controller=seat):
        return None
    if not scripts.has_entry(obj.card, "targets"):
        return None if mode == "curse" else []
    return _uses(game, seat, obj, mode) or None


def _uses(game: Game, seat: str, obj: GameObject, mode: str) -> list[dict[str, str]]:
    """A card's targets now (in a curse window only the striking curse), or none."""
    if not game.scripts.has_entry(obj.card, "targets"):
        return []
    uses = targets(game, seat, obj)
    if mode == "curse":
        striking = set(game.data.get("striking") or [])
        uses = [t for t in uses if t["id"] in striking]
    return uses


def can_play(game: Game, seat: str, obj: GameObject, mode: str) -> bool:
    """Whether a card in hand may be played now (timing of MK 3.13, then the card's text)."""
    kind = ctype(game, obj.card)
    if kind == "curse":
        return bool(curse_targets(game, seat))
    if kind in ("race", "class"):
        return rc.can_play_race_or_class(game, seat, obj.card)
    if kind == "combinator":
        return rc.can_play_combinator(game, seat, obj.id)
    if kind in ("hireling", "title"):
        return not cb.in_combat(game, seat)
    return playable_uses(game, seat, obj, kind, mode) is not None


def targets(game: Game, seat: str, obj: GameObject) -> list[dict[str, str]]:
    """A card's possible targets, as {id, label}."""
    raw = game.scripts.query_entry(obj.card, "targets", seat, source=obj.id, controller=seat)
    out = []
    for entry in raw or []:
        if isinstance(entry, dict) and entry.get("id"):
            out.append({"id": str(entry["id"]), "label": str(entry.get("label") or entry["id"])})
        elif isinstance(entry, str):
            out.append({"id": entry, "label": entry})
    return out


def curse_targets(game: Game, seat: str) -> list[str]:
    """Any player taking part, oneself included (MK 8.1); disengaged players leave the active
    player alone (MK 14.4)."""
    out = ch.living(game)
    if disengaged(game, seat):
        out = [s for s in out if s != game.active]
    return out


def choose_target(game: Game, seat: str, name: str, offer: list[dict[str, str]]) -> Flow:
    """Ask for a target (none asked when there is only one)."""
    if not offer:
        return None
    if len(offer) == 1:
        return offer[0]["id"]
    answer = yield Decision(seat, CHOOSE, f"Choose a target for {name}",
                            [Option(f"target:{t['id']}", t["label"]) for t in offer])
    return str(answer).split(":", 1)[1]


def _play(game: Game, seat: str, object_id: str) -> Callable[[], Flow]:
    def perform() -> Flow:
        yield from play_card(game, seat, object_id)
    return perform


def play_card(game: Game, seat: str, object_id: str) -> Flow:
    """Play a card from hand (MK 3.13)."""
    obj = game.obj(object_id)
    card = obj.card
    name = game.card(card).name
    kind = ctype(game, card)
    if kind in ("race", "class"):
        yield from rc.play_race_or_class(game, seat, object_id)
        return
    if kind == "combinator":
        yield from rc.play_combinator(game, seat, object_id)
        return
    if kind in ("hireling", "title"):
        moved = yield from game.move(object_id, table(seat), "bottom", player=seat, cause="play")
        if moved is not None:
            yield from it.entered(game, seat, moved.id)
        return
    if kind == "curse":
        offer = [{"id": s, "label": s} for s in curse_targets(game, seat)]
        target = yield from choose_target(game, seat, name, offer)
        if target is None:
            return
        moved = yield from game.move(object_id, LIMBO, "bottom", player=seat, cause="play")
        if moved is not None:
            yield from strike(game, moved.id, target, source="hand", by=seat)
        return
    target = None
    if game.scripts.has_entry(card, "targets"):
        offer = targets(game, seat, obj)
        info = window_info(game)
        if info and info["mode"] == "curse":
            striking = set(game.data.get("striking") or [])
            offer = [t for t in offer if t["id"] in striking]
        target = yield from choose_target(game, seat, name, offer)
        if target is None:
            return
    zone = COMBAT if cb.current(game) is not None and kind != "cheat" else LIMBO
    moved = yield from game.move(object_id, zone, "bottom", player=seat, cause="play")
    if moved is None:
        return
    yield from game.perform("play", {"player": seat, "card": card, "object": moved.id,
                                     "target": target})
    yield from game.scripts.run_entry(card, "on_play", source=moved.id, controller=seat,
                                      args=(target,))
    if moved.id in game.objects and game.obj(moved.id).zone == LIMBO:
        yield from game.move(moved.id, discard_of(game, card), "top", cause="used")
    cb.after_action(game)


# ---------------------------------------------------------------------- equipment
def _counted(game: Game, seat: str, info: dict[str, Any]) -> bool:
    return int(info["counts"].get(seat, 0)) < FREE_ACTION_CAP


def equipment_actions(game: Game, seat: str, info: dict[str, Any],
                      layout: bool = False) -> list[Action]:
    """Equip, carry, turn sideways, discard, hire, sell, trade and give (MK 7.6, 7.9, 5.5)."""
    if cb.in_combat(game, seat):
        return []
    repeatable = _counted(game, seat, info)
    out: list[Action] = []
    for obj in game.zones[hand(seat)].objects:
        if not is_equipment(game, obj.card):
            continue
        name = game.card(obj.card).name
        if it.can_equip(game, seat, obj):
            out.append(Action(f"equip:{obj.id}", f"Equip {name}",
                              _free(game, seat, it.equip, obj.id)))
        elif it.can_carry(game, seat, obj):
            # an item one could wear is equipped (and turned sideways under re-equip if
            # wanted): one option per card in hand keeps the menu short
            out.append(Action(f"carry:{obj.id}", f"Carry {name} (sideways)",
                              _free(game, seat, it.carry, obj.id)))
        if it.can_hire(game, seat, obj):
            out.append(Action(f"hire:{obj.id}", f"Give {name} to your Hireling",
                              _free(game, seat, it.hire, obj.id)))
    # turning table cards sideways and discarding them is one grouped "re-equip" option for
    # every player (the card, then how), so a menu stays short however many items one has
    for obj in it.table_objects(game, seat):
        if ctype(game, obj.card) != "item":
            continue
        name = game.card(obj.card).name
        if it.can_equip(game, seat, obj) and repeatable:
            out.append(Action(f"equip:{obj.id}", f"Equip {name}",
                              _free(game, seat, it.equip, obj.id, counted=True)))
        if it.can_hire(game, seat, obj):
            out.append(Action(f"hire:{obj.id}", f"Give {name} to your Hireling",
                              _free(game, seat, it.hire, obj.id)))
    if layout:
        return out
    if reequip_choices(game, seat):
        out.append(Action("reequip", "Re-equip: turn a card of your table sideways, or "
                          "discard one", _reequip(game, seat)))
    if it.can_sell(game, seat):
        out.append(Action("sell", "Sell items for levels (1,000 gold a level)",
                          _offer_sale(game, seat)))
    if repeatable and may_offer_trade(game, seat, info):
        out.append(Action("trade", "Trade items with another player, or give some away",
                          _offer_trade(game, seat)))
    return out


def reequip_choices(game: Game, seat: str) -> list[GameObject]:
    """What a player may turn sideways or discard from the table: items, the Hireling, the
    Title (MK 3.4, 7.6); with Half-Breed also the race cards, which the book lets go at any
    moment (MK 6.7). Plain race and class discards stay with the active player (MK 6.4 is a
    recommendation), so a window does not stop every player who has a race."""
    kinds = ("item", "hireling", "title")
    if rc.combinator_cards(game, seat, "max_races"):
        kinds += ("race",)
    cards = game.library.cards  # ctype, inline
    return [o for o in it.table_objects(game, seat) if cards[o.card].type in kinds]


def _reequip(game: Game, seat: str) -> Callable[[], Flow]:
    def perform() -> Flow:
        yield from reequip(game, seat)
        cb.after_action(game)
    return perform


def reequip(game: Game, seat: str) -> Flow:
    """One grouped change of equipment: which card, then sideways or discard (MK 7.6)."""
    info = window_info(game)
    repeatable = info is None or _counted(game, seat, info)
    offer = reequip_choices(game, seat)
    if not offer:
        return
    way = BACK
    while way == BACK:  # 'back' from how asks which card again
        picked = yield Decision(seat, CHOOSE, "Re-equip: which card?",
                                [Option(f"card:{o.id}", label(game, o.id)) for o in offer],
                                context={"reequip": "card"}, back=True)
        if picked == BACK:
            return
        object_id = str(picked).split(":", 1)[1]
        obj = game.obj(object_id)
        ways = [Option("discard", f"Discard {game.card(obj.card).name}")]
        if ctype(game, obj.card) == "item" and not obj.tapped and repeatable:
            ways.insert(0, Option("sideways", f"Turn {game.card(obj.card).name} sideways"))
        way = ways[0].id
        if len(ways) > 1:
            way = yield Decision(seat, CHOOSE, f"Re-equip: {game.card(obj.card).name}", ways,
                                 context={"reequip": "how"}, back=True)
    if ctype(game, obj.card) not in CHARACTER_CARDS:
        # a race changes the character, not its equipment: it disengages no one
        note_free_action(game, seat, counted=way == "sideways")
    if way == "sideways":
        yield from it.tap(game, object_id)
    else:
        yield from it.discard(game, object_id, "discard")


def race_discards(game: Game, seat: str) -> list[Action]:
    """Race and class cards may be discarded at any time, in combat too (MK 6.4, 6.7): offered
    to the active player (and a Half-Breed's races to the others, under "reequip"), and in a
    fight to a fighting Half-Breed or Super Munchkin."""
    fighting = seat in cb.fighters(game)
    if fighting:
        if not (rc.combinator_cards(game, seat, "max_races")
                or rc.combinator_cards(game, seat, "max_classes")):
            return []
    elif seat != game.active or cb.current(game) is not None:
        return []
    out = []
    cards = game.library.cards  # ctype, inline
    for obj in it.table_objects(game, seat):
        if cards[obj.card].type in ("race", "class", "combinator"):
            out.append(Action(f"discard:{obj.id}", f"Discard {game.card(obj.card).name}",
                              _simple(game, seat, _discard, obj.id)))
    return out


def _simple(game: Game, seat: str, fn: Callable[..., Flow], arg: Any) -> Callable[[], Flow]:
    def perform() -> Flow:
        yield from fn(game, seat, arg)
        cb.after_action(game)
    return perform


def _free(game: Game, seat: str, fn: Callable[..., Flow], arg: Any,
          counted: bool = False) -> Callable[[], Flow]:
    def perform() -> Flow:
        note_free_action(game, seat, counted)
        if arg is None:
            yield from fn(game, seat)
        else:
            yield from fn(game, seat, arg)
        cb.after_action(game)
    return perform


def take_back_free_action(game: Game, seat: str, counted: bool, was_engaged: bool) -> None:
    """Undo ``note_free_action`` for a menu left with 'back' before anything changed hands:
    nothing was done, so nothing is counted and nobody is disengaged by it."""
    info = window_info(game)
    if info is not None and counted:
        info["counts"][seat] = max(0, int(info["counts"].get(seat, 0)) - 1)
    turn = game.data.get("turn") or {}
    if was_engaged and seat in turn.get("disengaged", []):
        turn["disengaged"].remove(seat)


def note_free_action(game: Game, seat: str, counted: bool) -> None:
    """Count a change that could be undone (the window's bound), and disengage a player other
    than the active one who acts after the kick (MK 3.4, 14.4)."""
    info = window_info(game)
    if info is not None and counted:
        info["counts"][seat] = int(info["counts"].get(seat, 0)) + 1
    if seat != game.active:
        disengage(game, seat)


def disengage(game: Game, seat: str) -> None:
    """After the kick and before P4, a player who re-equips or trades may neither help nor
    hinder the active player this turn (MK 3.4, 12.8)."""
    if not kick_announced(game):
        return
    turn = game.data["turn"]
    if seat not in turn["disengaged"]:
        turn["disengaged"].append(seat)


def _discard(game: Game, seat: str, object_id: str) -> Flow:
    yield from it.discard(game, object_id, "discard")


def _offer_sale(game: Game, seat: str) -> Callable[[], Flow]:
    def perform() -> Flow:
        engaged = not disengaged(game, seat)
        note_free_action(game, seat, counted=False)
        sold = yield from _sell(game, seat)
        if sold == BACK:
            take_back_free_action(game, seat, counted=False, was_engaged=engaged)
        cb.after_action(game)
    return perform


def _sell(game: Game, seat: str) -> Flow:
    offer = it.sellable(game, seat)
    double = it.sells_double(game, seat)
    answer = yield Decision(seat, CHOOSE_MANY, "Sell which items? (1,000 gold buys a level"
                            + ("; a Halfling's dearest item sold counts double, once a turn)"
                               if double else ")"),
                            [Option(f"card:{o.id}", sale_label(game, o, double))
                             for o in offer], minimum=1, maximum=len(offer), back=True)
    if answer == BACK:
        return BACK
    yield from it.sell(game, seat, [a.split(":", 1)[1] for a in answer])
    return None


def sale_label(game: Game, obj: GameObject, double: bool) -> str:
    """An item as the sell menu shows it: its name and gold, and twice the gold where a
    Halfling gets it for the dearest item of the sale (the Halfling card)."""
    worth = int(game.card(obj.card).stats.get("value", 0) or 0)
    price = f"{worth}, or {2 * worth} as the dearest" if double and worth else f"{worth}"
    return f"{game.card(obj.card).name} ({price})"


# ---------------------------------------------------------------------- trading
def may_trade(game: Game, seat: str) -> bool:
    """Whether a player may trade or give items now: not in a combat (as fighter or helper),
    not dead; the active player not from the kick until P4, when trading stops as far as
    they are concerned (MK 3.3, 3.4, 7.9, 14.3)."""
    if ch.is_dead(game, seat) or cb.in_combat(game, seat):
        return False
    return not (seat == game.active and kick_announced(game))


def trade_partners(game: Game, seat: str) -> list[str]:
    """Who ``seat`` may trade with now, from its left: any other player who may trade too
    ("any players may trade items with each other", MK 3.2, 3.4)."""
    return [s for s in ch.others(game, seat) if may_trade(game, s)]


def may_offer_trade(game: Game, seat: str, info: dict[str, Any]) -> bool:
    """Whether the grouped trade action is on offer: an item to offer, a partner, and offers
    left in this window."""
    offers = int(info.setdefault("offers", {}).get(seat, 0))
    return (offers < TRADE_OFFER_CAP and may_trade(game, seat)
            and bool(it.tradeable(game, seat)) and bool(trade_partners(game, seat)))


def trade_on_offer(game: Game, seat: str, info: dict[str, Any]) -> bool:
    """Whether the free window ``info`` offers ``seat`` the grouped trade action (as
    :func:`equipment_actions` does), read without touching the window."""
    return _counted(game, seat, info) and may_offer_trade(game, seat, {**info})


def _offer_trade(game: Game, seat: str) -> Callable[[], Flow]:
    def perform() -> Flow:
        info = window_info(game)
        if info is not None:
            offers = info.setdefault("offers", {})
            offers[seat] = int(offers.get(seat, 0)) + 1
        engaged = not disengaged(game, seat)
        note_free_action(game, seat, counted=True)
        done = yield from offer_trade(game, seat)
        if done == BACK:  # left with 'back': no offer was made
            if info is not None:
                info["offers"][seat] -= 1
            take_back_free_action(game, seat, counted=True, was_engaged=engaged)
        cb.after_action(game)
    return perform


def partner_label(game: Game, partner: str) -> str:
    """A trade partner as the menu shows them: what they could give back, or that they have
    nothing (then it can only be a gift)."""
    theirs = it.tradeable(game, partner)
    if not theirs:
        return f"{partner} (no items on the table: only a gift)"
    return f"{partner} (has {', '.join(game.card(o.card).name for o in theirs)})"


def offer_trade(game: Game, seat: str) -> Flow:
    """One grouped trade: the partner, your items, theirs; asking for nothing makes it a
    gift, anything else the partner accepts or refuses. Table items only (MK 7.9). Each step
    may be taken back ('back') to the one before; BACK from the first: no offer was made."""
    partners = trade_partners(game, seat)
    mine = it.tradeable(game, seat)
    if not partners or not mine:
        return None
    partner = partners[0]
    step = "partner" if len(partners) > 1 else "give"
    give: Any = []
    take: Any = []
    while step != "done":
        if step == "partner":
            answer = yield Decision(seat, CHOOSE, "Trade with whom?",
                                    [Option(f"to:{s}", partner_label(game, s))
                                     for s in partners], context={"trade": "partner"},
                                    back=True)
            if answer == BACK:
                return BACK
            partner = str(answer).split(":", 1)[1]
            step = "give"
        theirs = it.tradeable(game, partner)
        if step == "give":
            ask = (f"Trade with {partner}: which of your items?" if theirs else
                   f"Give to {partner}, a gift ({partner} has no items to trade back): "
                   "which of your items?")
            give = yield Decision(seat, CHOOSE_MANY, ask,
                                  [Option(f"card:{o.id}", game.card(o.card).name)
                                   for o in mine],
                                  minimum=1, maximum=len(mine), context={"trade": "give"},
                                  back=True)
            if give == BACK:
                if len(partners) == 1:
                    return BACK
                step = "partner"
                continue
            step = "take"
        take = []
        if theirs:
            take = yield Decision(seat, CHOOSE_MANY, f"Which of {partner}'s items do you ask "
                                  "for in return? (none: a gift; they accept or refuse a trade)",
                                  [Option(f"card:{o.id}", game.card(o.card).name)
                                   for o in theirs],
                                  minimum=0, maximum=len(theirs), context={"trade": "take"},
                                  back=True)
            if take == BACK:
                step = "give"
                continue
        step = "done"
    gave = [g.split(":", 1)[1] for g in give]
    took = [t.split(":", 1)[1] for t in take]
    if not took:
        yield from give_items(game, seat, partner, gave)
        return None
    offer = ", ".join(label(game, g) for g in gave)
    want = ", ".join(label(game, t) for t in took)
    answer = yield Decision(partner, CONFIRM, f"{seat} offers {offer} for {want}",
                            [Option("yes", "Accept"), Option("no", "Refuse")],
                            context={"trade": {"from": seat, "give": gave, "take": took}})
    yield from game.perform("trade", {"player": seat, "with": partner,
                                      "accepted": answer == "yes"})
    if answer != "yes":
        return None
    if partner != game.active:
        disengage(game, partner)
    for obj_id in gave:
        yield from it.transfer(game, obj_id, partner, "table", cause="trade")
    for obj_id in took:
        yield from it.transfer(game, obj_id, seat, "table", cause="trade")


def give_items(game: Game, seat: str, partner: str, object_ids: list[str]) -> Flow:
    """A gift: the items go to the partner's table, sideways (MK 7.9)."""
    for obj_id in object_ids:
        yield from it.transfer(game, obj_id, partner, "table", cause="gift")
    yield from game.perform("give", {"player": seat, "to": partner})


# ---------------------------------------------------------------------- abilities and combat
def ability_actions(game: Game, seat: str) -> list[Action]:
    """Activated abilities of cards in play (Berserking, Theft, Flight ...): those ``seat``
    could activate now (``AbilityActivation.activatable``, each asked through
    :func:`usable`)."""
    out = []
    may_activate = game.rules.may_activate
    holder, mine = None, False
    for obj, script, ability in game.scripts.index.activated():
        if obj is not holder:  # an object's abilities come together: ask once for them
            holder, mine = obj, may_activate(game, obj, seat)
        if mine and usable(game, seat, obj, script, ability):
            name = game.card(obj.card).name
            out.append(Action(f"activate:{obj.id}:{ability.index}", f"{name}: {ability.label}",
                              _activate(game, seat, obj.id, ability.index)))
    return out


# in Game.caches (windowrun.py): by (seat, object id, ability key), usable's answer
RUN_USABLE = "munchkin usable abilities"


def usable(game: Game, seat: str, obj: GameObject, script: CardScript, ability: Ability
           ) -> bool:
    """Whether ``seat``, who may activate ``obj``'s abilities, could use this one now
    (``AbilityActivation.can_use``): worked out once for a run of priority windows, where a
    bot's relevance asks it and the window's actions ask again (issue #32)."""
    return kept_for_run(game, RUN_USABLE, (seat, obj.id, ability.key),
                        game.scripts.activation.can_use, seat, obj, script, ability)


def _activate(game: Game, seat: str, object_id: str, index: int) -> Callable[[], Flow]:
    def perform() -> Flow:
        card = game.obj(object_id).card
        facts = next(a.facts for a in game.scripts.script(card).abilities if a.index == index)
        if "theft" in str(facts.get("label", "")).lower() and seat != game.active:
            disengage(game, seat)
        used = f"{seat} uses {game.card(card).name}: {facts.get('label')}"
        # said before its cost and effect ("p2 discards …", "Warrior: +1 to p2") are; an ability
        # with a target is said once the target is known, after them
        targeted = bool(facts.get("has_target"))
        if not targeted:
            game.narrate(used)
        item = yield from game.scripts.activation.activate(seat, object_id, index)
        if item is None and not targeted:
            game.narrate(f"{seat} does not use {game.card(card).name} after all")
        elif item is not None and targeted:
            game.narrate(f"{used}{_on(game, list(getattr(item, 'targets', None) or []))}")
        cb.after_action(game)
    return perform


def _on(game: Game, targets: list[str]) -> str:
    """' on …' naming an ability's targets as everyone sees them (a seat, or a card on a
    table with whose table it is), or nothing."""
    names = []
    for target in targets:
        obj = game.objects.get(target)
        if target in game.players:
            names.append(target)
        elif obj is None:  # gone since (a stolen item is a new object): its card's name
            names.append(game.card_name(target))
        else:
            whose = obj.zone.split(".", 1)[0]
            names.append(f"{game.card(obj.card).name}" + (f" ({whose})" if whose in
                                                            game.players else ""))
    return f" on {', '.join(names)}" if names else ""


def _ask(game: Game, other: str) -> Callable[[], Flow]:
    def perform() -> Flow:
        yield from cb.ask_help(game, other)
    return perform


def _instead(game: Game, seat: str, monster_id: str, way: str) -> Callable[[], Flow]:
    def perform() -> Flow:
        yield from cb.do_instead(game, seat, monster_id, way)
    return perform


def pay_discard(game: Game, seat: str, count: int, whole_hand: bool) -> Flow:
    """Pay a cost of discarding cards from hand (Berserking, Charm ...)."""
    if whole_hand:
        for obj in list(game.zones[hand(seat)].objects):
            yield from it.discard(game, obj.id, "cost")
        return True
    cards = list(game.zones[hand(seat)].objects)
    if len(cards) < count:
        return False
    if count == 1:
        return (yield from it.discard_from_hand(game, seat, "Discard a card to pay for it")
                ) is not None
    picked = [o.id for o in cards]
    if len(cards) > count:  # several cards: one answer names them all
        answer = yield Decision(seat, CHOOSE_MANY, f"Discard {count} cards to pay for it",
                                [Option(f"card:{o.id}", game.card(o.card).name)
                                 for o in cards], minimum=count, maximum=count)
        picked = [str(a).split(":", 1)[1] for a in answer]
    for obj_id in picked:
        yield from it.discard(game, obj_id, "cost")
    return True
