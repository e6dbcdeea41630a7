"""What a player may do in a window (the kernel's priority actions) and how each is done:
playing cards, equipment, selling, giving, trading, asking for help, card abilities."""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import TYPE_CHECKING, Any

from deckwright.kernel.decisions import CHOOSE, CHOOSE_MANY, CONFIRM, Decision, Option
from deckwright.kernel.ruleset import Action

from . import character as ch
from . import combat as cb
from . import items as it
from .cards import COMBAT, LIMBO, ctype, discard_of, hand, is_equipment, label, table
from .curses import strike

if TYPE_CHECKING:
    from deckwright.kernel.game import Game
    from deckwright.kernel.state import GameObject

Flow = Generator[Any, Any, Any]

FREE_ACTION_CAP = 6      # equipment changes, gifts and trades per player and window (anti-stall)
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
    """Everything ``seat`` may do now, besides passing."""
    info = window_info(game)
    if info is None or game.over or ch.is_out(game, seat):
        return []
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
    for obj in game.zones[hand(seat)].objects:
        kind = ctype(game, obj.card)
        if kind not in kinds:
            continue
        if can_play(game, seat, obj, mode):
            out.append(Action(f"play:{obj.id}", f"Play {game.card(obj.card).name}",
                              _play(game, seat, obj.id)))
    return out


def can_play(game: Game, seat: str, obj: GameObject, mode: str) -> bool:
    """Whether a card in hand may be played now (timing of MK 3.13, then the card's text)."""
    kind = ctype(game, obj.card)
    in_fight = cb.in_combat(game, seat)
    if kind == "curse":
        return bool(curse_targets(game, seat))
    if kind in ("race", "class"):
        return ch.can_play_race_or_class(game, seat, obj.card)
    if kind == "combinator":
        return ch.can_play_combinator(game, seat, obj.id)
    if kind in ("hireling", "title"):
        return not in_fight
    if kind == "cheat" and in_fight:
        return False
    scripts = game.scripts
    if not scripts.has_entry(obj.card, "on_play"):
        return False
    if scripts.has_entry(obj.card, "playable") and not scripts.query_entry(
            obj.card, "playable", seat, source=obj.id, controller=seat):
        return False
    if mode == "curse":
        striking = set(game.data.get("striking") or [])
        return any(t["id"] in striking for t in targets(game, seat, obj))
    if scripts.has_entry(obj.card, "targets"):
        return bool(targets(game, seat, obj))
    return True


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
        yield from ch.play_race_or_class(game, seat, object_id)
        return
    if kind == "combinator":
        yield from ch.play_combinator(game, seat, object_id)
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
    cb.refresh(game)


# ---------------------------------------------------------------------- equipment
def _counted(game: Game, seat: str, info: dict[str, Any]) -> bool:
    return int(info["counts"].get(seat, 0)) < FREE_ACTION_CAP


def equipment_actions(game: Game, seat: str, info: dict[str, Any],
                      layout: bool = False) -> list[Action]:
    """Equip, carry, turn sideways, discard, hire, sell, give, trade (MK 7.6, 7.9, 5.5)."""
    if cb.in_combat(game, seat) or not _counted(game, seat, info):
        return []
    out: list[Action] = []
    for obj in game.zones[hand(seat)].objects:
        if not is_equipment(game, obj.card):
            continue
        name = game.card(obj.card).name
        if it.can_equip(game, seat, obj):
            out.append(Action(f"equip:{obj.id}", f"Equip {name}",
                              _free(game, seat, it.equip, obj.id)))
        if it.can_carry(game, seat, obj):
            out.append(Action(f"carry:{obj.id}", f"Carry {name} (sideways)",
                              _free(game, seat, it.carry, obj.id)))
        if it.can_hire(game, seat, obj):
            out.append(Action(f"hire:{obj.id}", f"Give {name} to your Hireling",
                              _free(game, seat, it.hire, obj.id)))
    # the active player manages everything; the others only what moves them forward (their
    # equipment, sales, card plays), so a window does not ask everyone about every item
    manage = seat == game.active and not layout
    for obj in it.table_objects(game, seat):
        kind = ctype(game, obj.card)
        name = game.card(obj.card).name
        if kind == "item":
            if it.can_equip(game, seat, obj):
                out.append(Action(f"equip:{obj.id}", f"Equip {name}",
                                  _free(game, seat, it.equip, obj.id)))
            elif not obj.tapped and manage:
                out.append(Action(f"unequip:{obj.id}", f"Turn {name} sideways",
                                  _free(game, seat, _unequip, obj.id)))
            if it.can_hire(game, seat, obj):
                out.append(Action(f"hire:{obj.id}", f"Give {name} to your Hireling",
                                  _free(game, seat, it.hire, obj.id)))
        if kind in ("item", "hireling", "title") and manage:
            out.append(Action(f"discard:{obj.id}", f"Discard {name}",
                              _free(game, seat, _discard, obj.id)))
    if layout:
        return out
    if it.can_sell(game, seat):
        out.append(Action("sell", "Sell items for levels (1,000 gold a level)",
                          _free(game, seat, _sell, None)))
    if manage and it.tradeable(game, seat):
        for obj in it.tradeable(game, seat):
            out.append(Action(f"give:{obj.id}", f"Give {game.card(obj.card).name} away",
                              _free(game, seat, _give, obj.id)))
        for other in ch.others(game, seat):
            if not cb.in_combat(game, other) and not ch.is_dead(game, other):
                out.append(Action(f"trade:{other}", f"Offer {other} a trade",
                                  _free(game, seat, _trade, other)))
    return out


def race_discards(game: Game, seat: str) -> list[Action]:
    """Race and class cards may be discarded at any time, in combat too (MK 6.4, 6.7): offered
    to the active player, and in a fight to a fighting Half-Breed or Super Munchkin."""
    fighting = seat in cb.fighters(game)
    if fighting:
        if not (ch.combinator_cards(game, seat, "max_races")
                or ch.combinator_cards(game, seat, "max_classes")):
            return []
    elif seat != game.active or cb.current(game) is not None:
        return []
    out = []
    for obj in it.table_objects(game, seat):
        if ctype(game, obj.card) in ("race", "class", "combinator"):
            out.append(Action(f"discard:{obj.id}", f"Discard {game.card(obj.card).name}",
                              _simple(game, seat, _discard, obj.id)))
    return out


def _simple(game: Game, seat: str, fn: Callable[..., Flow], arg: Any) -> Callable[[], Flow]:
    def perform() -> Flow:
        yield from fn(game, seat, arg)
        cb.refresh(game)
    return perform


def _free(game: Game, seat: str, fn: Callable[..., Flow], arg: Any) -> Callable[[], Flow]:
    def perform() -> Flow:
        info = window_info(game)
        if info is not None:
            info["counts"][seat] = int(info["counts"].get(seat, 0)) + 1
        if seat != game.active and kick_announced(game):
            turn = game.data["turn"]
            if seat not in turn["disengaged"]:
                turn["disengaged"].append(seat)
        if arg is None:
            yield from fn(game, seat)
        else:
            yield from fn(game, seat, arg)
        cb.refresh(game)
    return perform


def _unequip(game: Game, seat: str, object_id: str) -> Flow:
    yield from it.tap(game, object_id)


def _discard(game: Game, seat: str, object_id: str) -> Flow:
    yield from it.discard(game, object_id, "discard")


def _sell(game: Game, seat: str) -> Flow:
    offer = it.sellable(game, seat)
    answer = yield Decision(seat, CHOOSE_MANY, "Sell which items? (1,000 gold buys a level)",
                            [Option(f"card:{o.id}", f"{game.card(o.card).name} "
                                    f"({game.card(o.card).stats.get('value', 0)})")
                             for o in offer], minimum=1, maximum=len(offer))
    yield from it.sell(game, seat, [a.split(":", 1)[1] for a in answer])


def _give(game: Game, seat: str, object_id: str) -> Flow:
    takers = [s for s in ch.others(game, seat) if not ch.is_dead(game, s)
              and not cb.in_combat(game, s)]
    if not takers:
        return
    answer = yield Decision(seat, CHOOSE, f"Give {label(game, object_id)} to whom?",
                            [Option(f"to:{s}", s) for s in takers])
    to = answer.split(":", 1)[1]
    yield from it.transfer(game, object_id, to, "table", cause="gift")
    yield from game.perform("give", {"player": seat, "to": to})


def _trade(game: Game, seat: str, other: str) -> Flow:
    """Items for items, table to table; the partner accepts or refuses (MK 7.9)."""
    mine = it.tradeable(game, seat)
    theirs = it.tradeable(game, other)
    give = yield Decision(seat, CHOOSE_MANY, f"Trade with {other}: which of your items?",
                          [Option(f"card:{o.id}", game.card(o.card).name) for o in mine],
                          minimum=1, maximum=len(mine))
    take: list[str] = []
    if theirs:
        take = yield Decision(seat, CHOOSE_MANY, f"Which of {other}'s items do you want?",
                              [Option(f"card:{o.id}", game.card(o.card).name) for o in theirs],
                              minimum=0, maximum=len(theirs))
    gave = [g.split(":", 1)[1] for g in give]
    took = [t.split(":", 1)[1] for t in take]
    offer = ", ".join(label(game, g) for g in gave)
    want = ", ".join(label(game, t) for t in took) or "nothing"
    answer = yield Decision(other, CONFIRM, f"{seat} offers {offer} for {want}",
                            [Option("yes", "Accept"), Option("no", "Refuse")])
    yield from game.perform("trade", {"player": seat, "with": other, "accepted": answer == "yes"})
    if answer != "yes":
        return
    if other != game.active and kick_announced(game):
        turn = game.data["turn"]
        if other not in turn["disengaged"]:
            turn["disengaged"].append(other)
    for obj_id in gave:
        yield from it.transfer(game, obj_id, other, "table", cause="trade")
    for obj_id in took:
        yield from it.transfer(game, obj_id, seat, "table", cause="trade")


# ---------------------------------------------------------------------- abilities and combat
def ability_actions(game: Game, seat: str) -> list[Action]:
    """Activated abilities of cards in play (Berserking, Theft, Flight ...)."""
    out = []
    for object_id, ability in game.scripts.activatable(seat):
        name = game.card(game.obj(object_id).card).name
        out.append(Action(f"activate:{object_id}:{ability.index}", f"{name}: {ability.label}",
                          _activate(game, seat, object_id, ability.index)))
    return out


def _activate(game: Game, seat: str, object_id: str, index: int) -> Callable[[], Flow]:
    def perform() -> Flow:
        card = game.obj(object_id).card
        facts = next(a.facts for a in game.scripts.script(card).abilities if a.index == index)
        if "theft" in str(facts.get("label", "")).lower() and seat != game.active \
                and kick_announced(game):
            turn = game.data["turn"]
            if seat not in turn["disengaged"]:
                turn["disengaged"].append(seat)
        yield from game.scripts.activate(seat, object_id, index)
        cb.refresh(game)
    return perform


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
    from .running import discard_from_hand

    if whole_hand:
        for obj in list(game.zones[hand(seat)].objects):
            yield from it.discard(game, obj.id, "cost")
        return True
    for _ in range(count):
        picked = yield from discard_from_hand(game, seat, "Discard a card to pay for it")
        if picked is None:
            return False
    return True
