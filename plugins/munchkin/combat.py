"""Combat: strength on both sides, help and bribes, removal, victory and the rewards,
Help Me Out Here!, Transferral Potion (MK 4). A fight's course is fight.py.

``game.data["combat"]`` holds the fight as plain data::

    fighter, helper, bribe          the players' side and the agreed Treasure share
    monsters                        [{id, copy_of, state}] - state: active | removed |
                                    removed-treasure | slain
    mods                            one-shots, enhancers and abilities: {target, amount, ...}
    players_strength, monsters_strength, winning   recalculated after every play (MK 4.5)
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from deckwright.kernel.decisions import CHOOSE, Decision, Option

from . import character as ch
from . import items as it
from . import strength_inputs
from .cards import (
    COMBAT,
    DOOR,
    MAX_LEVEL,
    SPOILS,
    TREASURE,
    ctype,
    discard_of,
    hand,
    label,
    stat,
    table,
    where,
)
from .deck import draw, draw_face_up
from .narration_words import plural

if TYPE_CHECKING:
    from deckwright.kernel.game import Game

Flow = Generator[Any, Any, Any]

ACTIVE = "active"
REMOVED = "removed"
REMOVED_TREASURE = "removed-treasure"
SLAIN = "slain"


def current(game: Game) -> dict[str, Any] | None:
    """The combat in progress, or None."""
    return game.data.get("combat")


def in_combat(game: Game, seat: str | None = None) -> bool:
    """Whether a combat is on (and ``seat`` fights in it as fighter or helper)."""
    c = game.data.get("combat")  # current(game), inline: these four run ~10,000 times a game
    if c is None:
        return False
    return seat is None or seat in (c["fighter"], c["helper"])


def fighters(game: Game) -> list[str]:
    """The players' side: the fighter and the helper, if any."""
    c = game.data.get("combat")
    if c is None:
        return []
    return [s for s in (c["fighter"], c["helper"]) if s]


def entries(game: Game, *states: str) -> list[dict[str, Any]]:
    """Monster entries of the combat in the given states (default: active)."""
    c = game.data.get("combat")
    if c is None:
        return []
    wanted = states or (ACTIVE,)
    return [e for e in c["monsters"] if e["state"] in wanted]


def entry(game: Game, monster_id: str) -> dict[str, Any] | None:
    """The combat entry of a monster object."""
    c = game.data.get("combat")
    if c is None:
        return None
    for e in c["monsters"]:
        if e["id"] == monster_id:
            return e
    return None


def original(game: Game, monster_id: str) -> str:
    """The monster a Mate copies, or the monster itself."""
    e = entry(game, monster_id)
    if e is not None and e.get("copy_of"):
        return str(e["copy_of"])
    return monster_id


def monster_card(game: Game, e: dict[str, Any]) -> str:
    """The card a combat entry fights as (a Mate fights as its original)."""
    return game.obj(original(game, e["id"])).card


def rules_of(game: Game, e: dict[str, Any]) -> dict[str, Any]:
    """A monster's combat rules (alone, no_run, auto_escape, fight_with): facts of its card,
    asked of its script once per game."""
    card = monster_card(game, e)
    cache = getattr(game.rules, "cache", {})
    key = ("combat_rules", card)
    if key not in cache:
        answer = game.scripts.query_entry(card, "combat_rules", source=original(game, e["id"]),
                                          controller=game.active)
        cache[key] = answer if isinstance(answer, dict) else {}
    return cache[key]


def help_allowed(game: Game) -> bool:
    """No helper against a monster that must be fought alone (MK 4.22)."""
    return not any(rules_of(game, e).get("alone") for e in entries(game))


# ---------------------------------------------------------------------- strength
def fight_with(game: Game) -> str:
    """all | level | bonuses: what counts for the players (Ghoulfiends, Insurance Salesman)."""
    found = {str(rules_of(game, e).get("fight_with") or "all") for e in entries(game)}
    if "level" in found:
        return "level"
    if "bonuses" in found:
        return "bonuses"
    return "all"


def player_strength(game: Game, seat: str) -> int:
    """Level, items in use, one-shots and other cards for ``seat`` (MK 4.2): worked out again
    only when something it reads has changed (strength_inputs.py)."""
    return game.scripts.remembered(strength_inputs.player_key(game, seat),
                                   lambda: worked_out_player_strength(game, seat))


def worked_out_player_strength(game: Game, seat: str) -> int:
    """:func:`player_strength`, read afresh."""
    c = current(game)
    mode = fight_with(game)
    total = 0
    if mode != "bonuses":
        total += ch.level(game, seat)
    if mode != "level":
        total += it.table_bonus(game, seat)
        if c is not None:
            total += sum(int(m["amount"]) for m in c["mods"] if m["target"] == seat)
    total += ch.stat(game, seat, "combat", 0)
    for e in entries(game):
        bonus = game.scripts.query_entry(monster_card(game, e), "player_bonus", seat,
                                         source=original(game, e["id"]), controller=seat)
        if bonus is not None:  # a whole number: checked when the script returns it
            total += int(bonus)
    if c is not None and c.get("doubled") == seat and not c["helper"]:
        total *= 2
    return total


def monster_strength(game: Game, e: dict[str, Any]) -> int:
    """Printed level, its own text, enhancers and one-shots on it or its original (MK 4.3):
    worked out again only when something it reads has changed (strength_inputs.py)."""
    source = original(game, e["id"])
    card = game.obj(source).card
    return game.scripts.remembered(strength_inputs.monster_key(game, e["id"], source, card),
                                   lambda: worked_out_monster_strength(game, e))


def worked_out_monster_strength(game: Game, e: dict[str, Any]) -> int:
    """:func:`monster_strength`, read afresh."""
    c = current(game)
    card = monster_card(game, e)
    source = original(game, e["id"])
    total = int(stat(game, card, "level", 0))
    bonus = game.scripts.query_entry(card, "strength", source=source, controller=game.active)
    if bonus is not None:  # a whole number: checked when the script returns it
        total += int(bonus)
    floor = None
    if c is not None:
        for m in c["mods"]:
            if m["target"] == source:
                total += int(m["amount"])
                if m.get("floor") is not None:
                    floor = m["floor"]
    if floor is not None:
        total = max(int(floor), total)
    return total


def treasures_of(game: Game, e: dict[str, Any]) -> int:
    """Treasures a beaten monster gives, with enhancers (Baby: never below 1)."""
    c = current(game)
    card = monster_card(game, e)
    source = original(game, e["id"])
    total = int(stat(game, card, "treasures", 0))
    floor = None
    if c is not None:
        for m in c["mods"]:
            if m["target"] == source and m.get("treasures"):
                total += int(m["treasures"])
                if m.get("floor") is not None:
                    floor = 1
    if floor is not None:
        total = max(1, total)
    return max(0, total)


def side_strength(game: Game) -> int:
    """The players' total."""
    return sum(player_strength(game, s) for s in fighters(game))


def monsters_total(game: Game) -> int:
    """Every remaining monster's total together (MK 4.15)."""
    return sum(monster_strength(game, e) for e in entries(game))


def lead(game: Game) -> int:
    """The players' total less the monsters', plus one if they win ties: above 0 exactly
    while the players win (MK 4.4); 0 without a fight."""
    if current(game) is None:
        return 0
    return side_strength(game) - monsters_total(game) + (1 if wins_ties(game) else 0)


def refreshed_lead(game: Game) -> int:
    """:func:`lead` from the totals :func:`refresh` wrote last: the same number while
    nothing has changed since (0 without a fight)."""
    c = current(game)
    if c is None:
        return 0
    return int(c["players_strength"]) - int(c["monsters_strength"]) + (
        1 if wins_ties(game) else 0)


def wins_ties(game: Game) -> bool:
    """A Warrior fighter wins ties (MK 4.4); a Warrior helper only under the house rule
    helper_ties (MK 14.5)."""
    c = current(game)
    if c is None:
        return False
    if ch.stat(game, c["fighter"], "wins_ties", 0) > 0:
        return True
    return bool(game.options.get("helper_ties") and c["helper"]
                and ch.stat(game, c["helper"], "wins_ties", 0) > 0)


def winning(game: Game, side: int | None = None, monsters: int | None = None) -> bool:
    """The victory test (MK 4.4); ``side`` and ``monsters``: the totals, if just worked out."""
    players = side_strength(game) if side is None else side
    monsters = monsters_total(game) if monsters is None else monsters
    return players > monsters or (players == monsters and wins_ties(game))


def refresh(game: Game) -> None:
    """Recalculate both totals into ``data.combat`` (what the screen and scenarios read)."""
    c = current(game)
    if c is None:
        return
    side = side_strength(game)
    monsters = monsters_total(game)
    c["players_strength"] = side
    c["monsters_strength"] = monsters
    c["winning"] = bool(entries(game)) and winning(game, side, monsters)


# in Game.caches: (the ruleset's event count, the fight's id) when an action's totals were
# worked out last thing before the state checks that follow it (see after_action)
ACTED = "munchkin fight refreshed by an action"


def after_action(game: Game) -> None:
    """:func:`refresh`, as the last thing a priority action does: the kernel runs the state
    checks next (``Game.priority``), and they need not work the totals out again unless
    something happens in them (``Munchkin.state_checks``)."""
    refresh(game)
    c = current(game)
    events = getattr(game.rules, "events", None)
    if c is not None and events is not None:
        game.caches[ACTED] = (events, c["id"])


def winning_kill(game: Game) -> str | None:
    """The fighter whom this fight, if it stands, takes to level 10: the game's end, which the
    others may still stop (MK 5.7); None if it does not."""
    c = current(game)
    if c is None:
        return None
    fighter = c["fighter"]
    levels = 0
    for e in entries(game):
        card = monster_card(game, e)
        levels += int(game.card(card).stats.get("levels", 1) or 0)
        extra = game.scripts.query_entry(card, "extra_reward", fighter,
                                         source=original(game, e["id"]), controller=fighter)
        if isinstance(extra, dict):
            levels += int(extra.get("levels") or 0)
    return fighter if levels and ch.level(game, fighter) + levels >= MAX_LEVEL else None


# ---------------------------------------------------------------------- starting a fight
def before_fight(game: Game, monster_id: str) -> Flow:
    """What a monster makes the fighter do first (Tongue Demon)."""
    c = current(game)
    if c is None or monster_id not in game.objects:
        return
    card = game.obj(monster_id).card
    if game.scripts.has_entry(card, "before_fight"):
        yield from game.scripts.run_entry(card, "before_fight", source=monster_id,
                                          controller=c["fighter"], args=(c["fighter"],))


def everyone_escaped(game: Game) -> bool:
    """Whether the whole players' side got away (Instant Wall, Pit Bull)."""
    c = current(game)
    if c is None or not entries(game):
        return False
    for seat in fighters(game):
        gone = c["escaped"].get(seat, [])
        if "all" not in gone and any(e["id"] not in gone for e in entries(game)):
            return False
    return True


def settled(game: Game) -> Flow:
    """End the fight if no monster is left to beat or the whole side got away."""
    if everyone_escaped(game):
        yield from finish(game, "escaped")
        return True
    if entries(game):
        return False
    if entries(game, SLAIN):
        yield from victory(game)
        yield from finish(game, "won")
    else:
        yield from finish(game, "removed")
    return True


def losing_options(game: Game) -> list[Option]:
    """Run away, ask someone for help, or another way out a monster offers (MK 4.6)."""
    c = current(game)
    assert c is not None
    options = [Option("run", "Run away")]
    for seat in help_candidates(game):
        options.append(Option(f"help:{seat}", f"Ask {seat} for help"))
    for e in entries(game):
        for way in instead_options(game, c["fighter"], e["id"]):
            options.append(Option(f"instead:{e['id']}:{way.id}", way.label))
    return options


def instead_options(game: Game, seat: str, monster_id: str) -> list[Option]:
    """Ways out of fighting a monster that its card offers ``seat`` (bribe, walk past ...)."""
    obj = game.objects.get(monster_id)
    if obj is None or not game.scripts.has_entry(obj.card, "instead_options"):
        return []
    raw = game.scripts.query_entry(obj.card, "instead_options", seat, source=monster_id,
                                   controller=seat)
    out = []
    for item in raw or []:
        if isinstance(item, dict) and item.get("id"):
            out.append(Option(str(item["id"]), str(item.get("label") or item["id"])))
    return out


def do_instead(game: Game, seat: str, monster_id: str, way: str) -> Flow:
    """Take a monster's other way out."""
    card = game.obj(monster_id).card
    yield from game.perform("instead", {"player": seat, "monster": monster_id, "card": card,
                                        "way": way})
    yield from game.scripts.run_entry(card, "instead", source=monster_id, controller=seat,
                                      args=(seat, way))
    refresh(game)


# ---------------------------------------------------------------------- help
def help_candidates(game: Game) -> list[str]:
    """Players the fighter may still ask (MK 4.8): one helper at most, not disengaged."""
    c = current(game)
    if c is None or c["helper"] or c["lost"] or c["running"] or not help_allowed(game):
        return []
    disengaged = game.data["turn"].get("disengaged", [])
    return [s for s in ch.others(game, c["fighter"]) if s not in c["asked"]
            and s not in disengaged]


def forcing_card(game: Game, fighter: str, seat: str) -> str | None:
    """A worn card that forces ``seat`` to help (Kneepads of Allure, MK 4.11)."""
    for obj in it.table_objects(game, fighter):
        if not game.scripts.has_entry(obj.card, "forces_help"):
            continue
        if not it.in_use(game, fighter, obj):
            continue
        if game.scripts.query_entry(obj.card, "forces_help", fighter, seat, source=obj.id,
                                    controller=fighter):
            return obj.id
    return None


def treasure_total(game: Game) -> int:
    """Treasures at stake if the fight is won now."""
    total = sum(treasures_of(game, e) for e in entries(game, ACTIVE, SLAIN))
    c = current(game)
    if c is not None:
        total += int(c.get("treasure_bank", 0))
    return total


def ask_help(game: Game, seat: str) -> Flow:
    """The fighter asks ``seat``, offering part of the Treasure; it is accepted or refused
    (MK 4.8, 14.17). A player forced by Kneepads must help for nothing (MK 4.11)."""
    c = current(game)
    if c is None:
        return False
    fighter = c["fighter"]
    c["asked"].append(seat)
    forcer = forcing_card(game, fighter, seat)
    if forcer is not None:
        card = game.obj(forcer).card
        yield from game.scripts.run_entry(card, "forced", source=forcer, controller=fighter,
                                          args=(fighter,))
        accepted, bribe = True, 0
    else:
        total = treasure_total(game)
        offer = yield Decision(fighter, CHOOSE, f"How many of the {plural(total, 'Treasure')} "
                               f"do you offer {seat}?",
                               [Option(f"bribe:{n}", plural(n, "Treasure"))
                                for n in range(total + 1)])
        bribe = int(str(offer).split(":")[1])
        answer = yield Decision(seat, CHOOSE, f"{fighter} asks you to help for {bribe} of the "
                                f"{plural(total, 'Treasure')}", [Option("accept", "Help"),
                                                       Option("refuse", "Refuse")])
        accepted = answer == "accept"
    yield from game.perform("help", {"fighter": fighter, "player": seat, "bribe": bribe,
                                     "accepted": accepted, "forced": forcer is not None})
    c = current(game)
    if accepted and c is not None and not c["helper"]:
        c["helper"] = seat
        c["bribe"] = bribe
        c["forced"] = forcer is not None
        c["doubled"] = None
        if seat not in c["participants"]:
            c["participants"].append(seat)
        refresh(game)
    return accepted


def drop_helper(game: Game, why: str) -> Flow:
    """The helper leaves with every bonus they gave themselves (Gazebo, MK 4.22, 14.10)."""
    c = current(game)
    if c is None or not c["helper"]:
        return
    seat = c["helper"]
    c["helper"] = None
    c["bribe"] = 0
    yield from game.perform("help-ends", {"player": seat, "why": why})
    refresh(game)


# ---------------------------------------------------------------------- changes in a fight
def add_mod(game: Game, target: str, amount: int, *, by: str | None, source: str | None,
            treasures: int = 0, floor: int | None = None) -> Flow:
    """A bonus or penalty for a fighting player or a monster (MK 4.14)."""
    c = current(game)
    if c is None:
        return None
    if target in game.objects:
        target = original(game, target)
    card = game.objects[source].card if source in game.objects else None
    tags = list(game.card(card).tags) if card else []
    mod = {"target": target, "amount": int(amount), "by": by, "card": card, "object": source,
           "tags": tags}
    if treasures:
        mod["treasures"] = int(treasures)
    if floor is not None:
        mod["floor"] = int(floor)
    c["mods"].append(mod)
    yield from game.perform("bonus", {"target": target, "amount": int(amount), "player": by,
                                      "card": card})
    refresh(game)
    return True


def add_monster(game: Game, object_id: str, *, copy_of: str | None = None) -> Flow:
    """A monster joins the fight (Wandering Monster, Illusion, Mate, MK 4.18)."""
    c = current(game)
    if c is None:
        return None
    obj = game.obj(object_id)
    if obj.zone != COMBAT:
        obj = yield from game.move(object_id, COMBAT, "bottom", cause="joins")
        if obj is None:
            return None
    c["monsters"].append({"id": obj.id, "copy_of": copy_of, "state": ACTIVE})
    yield from game.perform("joins", {"monster": obj.id, "card": obj.card,
                                      "copy_of": copy_of})
    if c["helper"] and not help_allowed(game):
        yield from drop_helper(game, "alone")
    if copy_of is None:
        yield from before_fight(game, obj.id)
    refresh(game)
    return obj.id


def remove_monster(game: Game, monster_id: str, keep_treasure: bool = False,
                   slain: bool = False) -> Flow:
    """A monster leaves the fight without being beaten; its Treasure, if the card allows, is
    collected only when the fight is won (MK 4.6a, 4.16)."""
    c = current(game)
    if c is None:
        obj = game.objects.get(monster_id)
        if obj is not None:
            yield from game.move(monster_id, discard_of(game, obj.card), "top", cause="removed")
        return None
    e = entry(game, monster_id)
    if e is None or e["state"] != ACTIVE:
        return None
    if slain:
        e["state"] = SLAIN
    elif keep_treasure:
        e["state"] = REMOVED_TREASURE
        c["treasure_bank"] = int(c.get("treasure_bank", 0)) + treasures_of(game, e)
    else:
        e["state"] = REMOVED
    yield from game.perform("removed", {"monster": monster_id, "card": monster_card(game, e),
                                        "state": e["state"]})
    for mate in [m for m in c["monsters"] if m.get("copy_of") == monster_id
                 and m["state"] == ACTIVE and not slain]:
        mate["copy_of"] = None
        mate["alias"] = game.obj(monster_id).card
    refresh(game)
    return True


def replace_monster(game: Game, old: str, new: str) -> Flow:
    """Illusion: the monster and every card played on it go; a monster from hand takes its
    place."""
    c = current(game)
    if c is None:
        return None
    target = original(game, old)
    yield from remove_monster(game, target)
    if target in game.objects:
        yield from game.move(target, discard_of(game, game.obj(target).card), "top",
                             cause="illusion")
    for m in c["monsters"]:
        if m.get("copy_of") == target and m["state"] == ACTIVE:
            m["state"] = REMOVED
    for mod in [m for m in c["mods"] if m["target"] == target]:
        c["mods"].remove(mod)
        if mod.get("object") in game.objects and game.obj(mod["object"]).zone == COMBAT:
            yield from game.move(mod["object"], discard_of(game, game.obj(mod["object"]).card),
                                 "top", cause="illusion")
    return (yield from add_monster(game, new))


def mate(game: Game, mate_object: str, monster_id: str) -> Flow:
    """Mate: this card stands for a full copy of the monster (MK 4.19)."""
    return (yield from add_monster(game, mate_object, copy_of=original(game, monster_id)))


def escape(game: Game, seat: str, monster_id: str | None = None) -> Flow:
    """``seat`` gets away from one monster, or from the whole fight, without rolling."""
    c = current(game)
    if c is None:
        return None
    gone = c["escaped"].setdefault(seat, [])
    gone.append(monster_id or "all")
    yield from game.perform("escape", {"player": seat, "monster": monster_id, "auto": True})
    return True


def transfer_combat(game: Game, by: str, seat: str) -> Flow:
    """Transferral Potion: the fight moves to ``seat``; ``by`` draws a Door when it ends
    (MK 4.20, 14.9)."""
    c = current(game)
    if c is None:
        return None
    old = c["fighter"]
    c["fighter"] = seat
    c["helper"] = None
    c["bribe"] = 0
    c["asked"] = []
    c["doubled"] = None
    if seat not in c["participants"]:
        c["participants"].append(seat)
    drawer = old if game.options.get("transferral_draw") == "fighter" else by
    c["transfer_by"].append(drawer)
    yield from game.perform("transfer", {"from": old, "to": seat, "player": by})
    refresh(game)
    return True


def borrow(game: Game, seat: str, item_id: str) -> Flow:
    """Help Me Out Here!: the fighter takes an item that makes the difference (MK 4.21)."""
    c = current(game)
    if c is None:
        return None
    obj = game.obj(item_id)
    owner = where(game, obj)[0]
    was_tapped = obj.tapped
    moved = yield from it.transfer(game, item_id, seat, "table", cause="borrowed")
    if moved is None:
        return None
    for other in it.conflicts(game, seat, game.obj(moved)):
        yield from it.tap(game, other.id)
    if it.usable(game, seat, game.obj(moved)):
        yield from it.untap(game, moved)
    c["borrowed"] = {"item": moved, "owner": owner, "tapped": was_tapped}
    refresh(game)
    return moved


def winning_items(game: Game, seat: str) -> list[str]:
    """Items on other tables that would turn the fight from lost to won (MK 14.22)."""
    c = current(game)
    if c is None or c["fighter"] != seat or c["borrowed"]:
        return []
    side = side_strength(game)
    monsters = monsters_total(game)  # the same for every item weighed: read once
    if winning(game, side, monsters):
        return []
    out = []
    for other in ch.others(game, seat):
        for obj in it.items_on_table(game, other):
            if not it.allowed(game, seat, obj.card) or ctype(game, obj.card) != "item":
                continue
            gain = it.item_bonus(game, seat, obj)
            if fight_with(game) == "level":
                gain = 0
            for lost in it.conflicts(game, seat, obj):
                if it.in_use(game, seat, lost):
                    gain -= it.item_bonus(game, seat, lost)
            if winning(game, side + gain, monsters):
                out.append(obj.id)
    return out


def check_borrowed(game: Game) -> Flow:
    """A borrowed item that no longer wins goes back, and the fight is lost (MK 4.21)."""
    c = current(game)
    if c is None or not c.get("borrowed") or c["lost"]:
        return
    if winning(game):
        return
    loan = c["borrowed"]
    c["borrowed"] = None
    c["lost"] = True
    if loan["item"] in game.objects and loan["owner"]:
        back = yield from it.transfer(game, loan["item"], loan["owner"], "table",
                                      cause="returned")
        if back is not None and not loan["tapped"]:
            yield from it.untap(game, back)
    yield from game.perform("lost", {"player": c["fighter"], "why": "help-me-out-here"})
    refresh(game)


# ---------------------------------------------------------------------- the end of a fight
def victory(game: Game) -> Flow:
    """The kill: levels for the fighter, an Elf helper's levels, Treasures (MK 4.7, 4.10).
    Its callers (``settled`` and ``fight.resolve``, each right after ``fight._still_open``)
    find the totals the kill reports as they stand (just worked out, or unchanged since)."""
    c = current(game)
    if c is None:
        return
    fighter, helper = c["fighter"], c["helper"]
    killed = entries(game, ACTIVE, SLAIN)
    yield from game.perform("kill", {"fighter": fighter, "helper": helper,
                                     "monsters": [e["id"] for e in killed],
                                     "cards": [monster_card(game, e) for e in killed],
                                     "players": c["players_strength"],
                                     "monsters_strength": c["monsters_strength"]})
    levels = 0
    treasures = int(c.get("treasure_bank", 0))
    for e in killed:
        card = monster_card(game, e)
        levels += int(stat(game, card, "levels", 1))
        treasures += treasures_of(game, e)
        extra = game.scripts.query_entry(card, "extra_reward", fighter,
                                         source=original(game, e["id"]), controller=fighter)
        if isinstance(extra, dict):
            levels += int(extra.get("levels") or 0)
            treasures += int(extra.get("treasures") or 0)
    yield from ch.gain_levels(game, fighter, levels, "kill")
    if helper:
        for obj in it.table_objects(game, helper):
            if game.scripts.has_entry(obj.card, "helped_kill") and it.in_use(game, helper, obj):
                yield from game.scripts.run_entry(obj.card, "helped_kill", source=obj.id,
                                                  controller=helper, args=(helper, len(killed)))
    if ch.check_win(game):
        return
    yield from share_treasure(game, fighter, helper, treasures, int(c["bribe"]))


def share_treasure(game: Game, fighter: str, helper: str | None, count: int,
                   bribe: int) -> Flow:
    """Alone: face down to the fighter. Helped: face up, the helper takes the agreed share
    first, the fighter the rest (MK 4.7, 14.17)."""
    if count <= 0:
        return
    if not helper:
        yield from draw(game, fighter, TREASURE, count, "down")
        return
    yield from draw_face_up(game, fighter, TREASURE, count, SPOILS)
    share = min(bribe, len(game.zones[SPOILS].objects))
    for left in range(share, 0, -1):
        spoils = [o.id for o in game.zones[SPOILS].objects]
        picked = spoils[0]
        if len(spoils) > left:
            answer = yield Decision(helper, CHOOSE, f"Take a Treasure as agreed ({left} to go)",
                                    [Option(f"card:{i}", label(game, i)) for i in spoils])
            picked = answer.split(":", 1)[1]
        yield from it.transfer(game, picked, helper, "hand", cause="share")
    for obj in list(game.zones[SPOILS].objects):
        yield from it.transfer(game, obj.id, fighter, "hand", cause="share")


def finish(game: Game, outcome: str) -> Flow:
    """Clear the fight: cards to discard, lasting effects told, Transferral draws (MK 4.1)."""
    c = current(game)
    if c is None:
        return
    if outcome == "removed" and int(c.get("treasure_bank", 0)) > 0 and not game.over:
        yield from share_treasure(game, c["fighter"], c["helper"], int(c["treasure_bank"]),
                                  int(c["bribe"]))
    if game.over:
        return
    yield from game.perform("combat-ends", {"fighter": c["fighter"], "outcome": outcome})
    for obj in list(game.zones[COMBAT].objects):
        yield from game.move(obj.id, discard_of(game, obj.card), "top", cause="combat-ends")
    for seat in c["participants"]:
        for obj in it.table_objects(game, seat):
            if obj.id in game.objects and game.scripts.has_entry(obj.card, "combat_over"):
                yield from game.scripts.run_entry(obj.card, "combat_over", source=obj.id,
                                                  controller=seat, args=(seat,))
    game.data["combat"] = None
    game.data["after_combat"] = True
    for seat in c["transfer_by"]:
        if not ch.is_dead(game, seat):
            yield from draw(game, seat, DOOR, 1, "down")
    return


def participants_hand(game: Game, seat: str) -> list[str]:
    """Object ids in a hand (helper for card scripts)."""
    return [o.id for o in game.zones[hand(seat)].objects]


def combat_targets(game: Game) -> list[dict[str, str]]:
    """Who a one-shot may be played on: a fighting player or a monster (MK 4.14)."""
    out = [{"id": s, "label": s} for s in fighters(game)]
    out += monster_targets(game)
    return out


def monster_targets(game: Game) -> list[dict[str, str]]:
    """The monsters still in the fight (a Mate is named as its original's mate)."""
    out = []
    for e in entries(game):
        name = game.card(monster_card(game, e)).name
        if e.get("copy_of"):
            name = f"{name} (mate)"
        out.append({"id": e["id"], "label": name})
    return out


def side_has_tag(game: Game, tag: str) -> bool:
    """Whether the players' side uses a card with ``tag`` (a fire attack)."""
    c = current(game)
    if c is None:
        return False
    side = fighters(game)
    if any(it.tags_in_use(game, s, tag) for s in side):
        return True
    return any(tag in (m.get("tags") or []) and m["target"] in side for m in c["mods"])


def unaided(game: Game, seat: str) -> bool:
    """Alone, with nothing but level (Pukachu)."""
    c = current(game)
    if c is None or c["helper"]:
        return False
    return player_strength(game, seat) == ch.level(game, seat)


def table_of(seat: str) -> str:
    """The zone name of a table (re-exported for the vocabulary)."""
    return table(seat)
