"""Deaths (FS 7.4–7.7): a death goes on the stack when health reaches 0; its steps run when it
resolves, with triggered abilities stacked (and resolved) between them.

Between steps the engine parks a ``death-step`` item on the stack under the triggers the step
set off, so the next step waits for them (FS 7.6.1); when nothing triggered, the next step
follows at once. Those markers are not cancellable (the steps are not stack objects, FS 16 A8).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from deckwright.kernel.decisions import Option
from deckwright.kernel.events import PendingTrigger, StackItem
from deckwright.kernel.game import Game
from deckwright.kernel.state import GameObject

from . import attack, dice, loot, rewards, souls, stack, unchanged, would_die, zones
from .facts import (
    Flow,
    attack_of,
    damage_of,
    evasion_of,
    has_tap_ability,
    hp,
    is_dead,
    is_eternal,
    is_seat,
    label,
    max_hp,
    temp_bonus,
    turn,
)


def pending_death(game: Game, target: str) -> bool:
    """Whether a death for ``target`` is already on the stack (FS 7.4.1)."""
    return any(i.kind == "death" and i.data.get("target") == target for i in game.stack)


def check(game: Game, max_health: Mapping[str, int] | None = None) -> Flow:
    """Put the death of every player and monster at 0 health on the stack (FS 7.4.1).

    Players' deaths go on first (in reverse turn order) and monsters' on top, so monsters die
    first (FS 6.7.4, R-045). ``max_health``: each seat's health with every modifier, when the
    state check has just worked it out and nothing happened since (damage.check_max_hp).
    """
    found = newly_dying(game, max_health)
    if found:
        yield from put_deaths(game, found)


def newly_dying(game: Game, max_health: Mapping[str, int] | None = None
                ) -> list[tuple[str, str]]:
    """``dying`` as the death check finds it (no event: asked before each priority, and
    ``put_deaths`` runs only when it finds someone): nobody again while nothing it reads has
    changed since it last found nobody (unchanged.py)."""
    # (``unchanged.of`` read in place: before every priority)
    key = unchanged.health_key(game) if max_health is None else (
        game.caches.get(unchanged.CACHE) or unchanged.of(game)).health
    if unchanged.skipped(game, "deaths", key):
        return []
    found = dying(game, max_health, unchanged.max_health_key(key))
    if not found:
        unchanged.found_nothing(game, "deaths", key)
        return found
    unchanged.found_something(game, "deaths")
    return found


def put_deaths(game: Game, found: list[tuple[str, str]]) -> Flow:
    """The deaths ``newly_dying`` found onto the stack, in its order (FS 7.4.1)."""
    for target, kind in found:
        item = game.new_stack_item("death", target if kind == "player" else game.active,
                                   f"death of {label(game, target)}", source=target,
                                   resolver="death", data={"target": target, "kind": kind})
        game.push(item)
        yield from game.perform("death-pending", {"target": target, "victim": kind,
                                                  "item": item.id,
                                                  "player": target if kind == "player" else None})
        if kind == "player":
            would_die.watch(game, target)  # Holy Card


def dying(game: Game, max_health: Mapping[str, int] | None = None,
          max_key: tuple[Any, ...] | None = None) -> list[tuple[str, str]]:
    """Who is at 0 health with no death on the stack yet, in the order their deaths go on it,
    each with its kind: ``player``, ``monster`` or ``object`` (FS 7.4.1, 6.10.1).
    ``max_key``: the max-health key just worked out (unchanged.py), under which a monster's
    or an object's max health is worked out once (a hit changes only its damage)."""
    # the targets of the deaths on the stack, found once (``pending_death`` for each)
    stack = game.stack
    pending = {i.data.get("target") for i in stack if i.kind == "death"} if stack else ()
    seats = game.seats_from(game.active)
    seats.reverse()
    players_now = game.players  # a seat's dead flag and damage, read as is_dead, damage_of
    if max_health is None:
        players = [s for s in seats if not players_now[s].flags.get("dead") and hp(game, s) <= 0
                   and s not in pending]
    else:  # health = max health - damage, never below 0 (FS 7.1.3)
        players = [s for s in seats if not players_now[s].flags.get("dead")
                   and max_health[s] <= players_now[s].counters.get("damage", 0)
                   and s not in pending]
    # health = max health - damage, never below 0 (FS 7.1.3); an attackable item or room with
    # health and damage enough dies too (FS 6.10.1)
    found = [(s, "player") for s in players]
    for kind, objects in (("monster", zones.active_monsters(game)),
                          ("object", zones.attackable_objects(game, damaged=True))):
        for o in objects:
            if unchanged.max_health(game, o.id, max_key) <= o.counters.get("damage", 0) \
                    and o.id not in pending:
                found.append((o.id, kind))
    return found


def prevent(game: Game, target: str, health: int = 1) -> Flow:
    """Prevent a death: it leaves the stack and the object heals to ``health`` (FS 7.4.5)."""
    found = False
    for item in list(game.stack):
        if item.kind == "death" and item.data.get("target") == target:
            game.remove_from_stack(item.id)
            found = True
    if found:
        yield from survive(game, target, health, "death prevented")
        yield from game.perform("death-prevented", {"target": target})
    return found


def survive(game: Game, target: str, health: int = 1, why: str = "death cancelled") -> Flow:
    """Heal ``target`` until it has at least ``health`` health: a death that was prevented
    (FS 7.4.5) or cancelled on the stack (FS 4.5.3) must not come straight back."""
    if not (is_seat(game, target) or target in game.objects):
        return
    need = damage_of(game, target) - max(0, max_hp(game, target) - health)
    if need > 0:
        yield from game.perform("heal", {"target": target, "amount": need, "why": why})


def resolve(game: Game, item: StackItem) -> Flow:
    """A death resolves: the player's or the monster's death steps begin."""
    target = item.data["target"]
    if item.data["kind"] == "player":
        yield from player_dies(game, target)
    elif item.data["kind"] == "object":
        yield from object_dies(game, target)
    else:
        yield from monster_dies(game, target)


def known_as_it_dies(game: Game, subject: str) -> dict[str, Any]:
    """What a dying player or object was (last known information): its counters, controller,
    whether it was tapped, and its health, attack and evasion with every modifier. Its death
    triggers read this once it has left play (Teratoma: X = its spider counters)."""
    holder = game.players[subject] if is_seat(game, subject) else game.objects[subject]
    known = {"counters": dict(holder.counters),
             "controller": subject if is_seat(game, subject) else holder.controller,
             "tapped": bool(getattr(holder, "tapped", False))}
    known["stats"] = {"hp": max_hp(game, subject), "attack": attack_of(game, subject)}
    if not is_seat(game, subject):  # a player has no evasion (FS 1.16)
        known["stats"]["evasion"] = evasion_of(game, subject)
    return known


def object_dies(game: Game, object_id: str) -> Flow:
    """An attackable item or room dies: it is destroyed (FS 6.10.1; its reward, to the active
    player, comes with the destruction). A room's slot is refilled only once what its death
    triggered has resolved, as a monster's is (FS 7.6.3, 7.6.1, 7.8.2)."""
    obj = game.objects.get(object_id)
    if obj is None:
        return
    event = yield from game.perform("die", {"target": obj.id, "card": obj.card,
                                            "victim": "object",
                                            "last_known": known_as_it_dies(game, obj.id)})
    if event.cancelled:
        return
    slot = zones.slot_of(game, obj)
    if slot is None:
        yield from _object_death(game, obj)
        return
    game.data["reserved"].append(slot)
    yield from _object_death(game, obj)
    yield from _next(game, "refill", {"slot": slot})


def _object_death(game: Game, obj: GameObject) -> Flow:
    """The attack on a dying item or room ends; it is destroyed, unless eternal."""
    atk = attack.current(game)
    if atk is not None and atk.get("target") == obj.id:
        yield from attack.end(game, "target died")
    if is_eternal(game, obj):
        # an eternal one is not destroyed (FS 9.10.1): the AP still gains its reward
        # (6.10.1) and its damage is removed, so it does not die again at once
        yield from rewards.gain_rewards(game, game.active, obj.card, 1, obj.id)
        yield from game.perform("heal", {"target": obj.id, "amount": None, "why": "eternal"})
        return
    yield from destroy(game, obj.id)


def _next(game: Game, step: str, data: dict[str, Any]) -> Flow:
    """Run the next death step now, or park it under the triggers that are waiting."""
    if game.waiting:
        game.push(game.new_stack_item("death-step", game.active, f"death: {step}",
                                      resolver="death-step", data={**data, "step": step}))
        return
    yield from STEPS[step](game, data)


def resolve_step(game: Game, item: StackItem) -> Flow:
    """A parked death step comes up."""
    yield from STEPS[item.data["step"]](game, item.data)


# ------------------------------------------------------------------ players (FS 7.7)
def player_dies(game: Game, seat: str) -> Flow:
    """Death triggers, then the death penalty; the active player's turn then ends."""
    if is_dead(game, seat):
        return
    killer = game.data.get("last_hit", {}).pop(seat, None)
    event = yield from game.perform("die", {"target": seat, "player": seat, "victim": "player",
                                            "killer": killer,
                                            "last_known": known_as_it_dies(game, seat)})
    if event.cancelled:
        return
    atk = attack.current(game)
    if atk is not None and (atk["attacker"] == seat or seat == game.active):
        yield from attack.end(game, "attacker died")
    if seat == game.active:
        state = turn(game)
        state["ending"] = True
        state["purchase"] = None
    if game.options.get("coop") and not game.options.get("challenge"):
        # a challenge's timer moves only at the end of a round or when told to (FS 2.4.5)
        game.data["timer"] = game.data.get("timer", 8) - 1
    for curse in list(game.zones[f"{seat}.curses"].objects):
        game.waiting.append(PendingTrigger(
            controller=seat, source=curse.id, label=f"{game.card(curse.card).name}: discard",
            event={"kind": "die", "player": seat}, card=curse.card, resolver="discard-curse",
            data={"object": curse.id}))
    watch_death(game, seat)
    yield from _next(game, "penalty", {"player": seat})


def watch_death(game: Game, seat: str) -> None:
    """Delayed death triggers set up by ctx:when_dies ("until end of turn, when that player
    dies …"): each goes on the stack before the death penalty (FS 7.7.2), controlled by whoever
    set it up, with the dead player as its argument."""
    for watch in turn(game).get("death_watch", []):
        if watch["player"] != seat:
            continue
        game.waiting.append(PendingTrigger(
            controller=watch["controller"], source=None,
            label=f"{game.card(watch['card']).name}: {seat} died",
            event={"kind": "die", "player": seat}, card=watch["card"], resolver="roll-outcome",
            data={"kind": "entry", "card": watch["card"], "entry": watch["entry"],
                  "controller": watch["controller"], "player": watch["controller"],
                  "result": seat}))


def penalty(game: Game, data: dict[str, Any]) -> Flow:
    """The death penalty (FS 7.7.4): destroy an item, discard a loot, lose 1¢, deactivate."""
    seat = data["player"]
    whole = yield from game.perform("death-penalty", {"player": seat})
    if whole.cancelled:  # paid another way instead (Ball of Tumors levels down)
        return
    shadow = _shadow(game, seat)
    chooser = shadow or seat
    items = [o for o in zones.items_of(game, seat) if not is_eternal(game, o)]
    if items:
        options = [Option(f"item:{o.id}", label(game, o.id)) for o in items]
        if game.scripts.modified("random_penalty", seat, 0) > 0:
            options = [options[game.rng.below(len(options))]]  # Delirium: at random
        picked = yield from stack.choose(game, chooser, "Death penalty: destroy an item",
                                         options, {"why": "penalty", "player": seat})
        heir = turn(game).get("penalty_to", {}).get(seat)
        if heir is not None and heir != seat and heir in game.players:
            # they give that item away instead of destroying it (Lust for Blood!)
            yield from rewards.take_item(game, picked[len("item:"):], heir, "give")
        else:
            yield from destroy(game, picked[len("item:"):], why="penalty")
    if game.zones[f"{seat}.hand"].objects:
        spared = yield from game.perform("penalty-discard", {"player": seat})
        if not spared.cancelled:
            yield from loot.discard_loot(game, seat, 1,
                                         to=f"{shadow}.hand" if shadow else None)
    yield from rewards.lose_cents(game, seat, 1, to=shadow, how="penalty")
    for zone in (f"{seat}.character", f"{seat}.items"):
        for obj in list(game.zones[zone].objects):
            if not obj.tapped and has_tap_ability(game, obj):
                yield from game.perform("tap", {"object": obj.id, "reason": "death penalty"})
    yield from game.perform("penalty-paid", {"player": seat})


def _shadow(game: Game, seat: str) -> str | None:
    """The player whose item takes over another player's death penalty (Shadow)."""
    for obj in zones.in_play_with(game, "shadows"):
        if obj.controller in game.players and game.scripts.query_entry(
                obj.card, "shadows", seat, source=obj.id, controller=obj.controller):
            return obj.controller
    return None


def destroy(game: Game, object_id: str, why: str | None = None) -> Flow:
    """Destroy an object (FS 7.5): not if eternal; it goes to its discard (replacements may
    send it elsewhere: The Chest). ``why`` tells replacements what destroys it ('penalty':
    the death penalty). Returns the new object, or None if it was not destroyed."""
    obj = game.objects.get(object_id)
    if obj is None or is_eternal(game, obj):
        return None
    data = {"object": obj.id, "card": obj.card, "player": obj.controller}
    if why is not None:
        data["why"] = why
    event = yield from game.perform("destroy", data)
    if event.cancelled or obj.id not in game.objects:
        return None
    # the penalty's item says so on its way to the discard (Isaac's Last Will takes it there)
    how = {"how": "penalty"} if why == "penalty" else {}
    moved = yield from game.move(obj, zones.discard_zone(game, obj.card), **how)
    if {"attackable", zones.FAMILIAR, zones.ATTACKABLE_SOUL} & set(game.card(obj.card).tags):
        # whenever an attackable object dies or is destroyed, the AP gains its reward (6.10.1)
        yield from rewards.gain_rewards(game, game.active, obj.card,
                                        rewards.times(game, obj.card, 1), obj.id)
    return moved


# ------------------------------------------------------------------ monsters (FS 7.6)
def monster_dies(game: Game, object_id: str) -> Flow:
    """Step 1–2: to the temporary zone; its death triggers come before the rewards."""
    obj = game.objects.get(object_id)
    if obj is None or zones.slot_of(game, obj) is None:
        return
    slot = obj.zone
    last = dict(obj.flags.get("last_hit") or {})
    event = yield from game.perform("die", {"target": obj.id, "card": obj.card, "slot": slot,
                                            "victim": "monster", "roll": last.get("roll"),
                                            "combat": last.get("combat", False),
                                            "killer": last.get("player"),
                                            "last_known": known_as_it_dies(game, obj.id)})
    if event.cancelled:
        return
    game.data["reserved"].append(slot)
    turn(game)["monster_died"] = True
    atk = attack.current(game)
    if atk is not None and atk.get("target") == obj.id:
        yield from attack.end(game, "monster died")
    known = event.data.get("last_known") or {}
    card = obj.card  # as it died: a copy leaving play turns back into its own card (FS 10.5.1:
    # Monster Card, Blank Canvas)
    moved = yield from game.move(obj, "monster.dying", "top")
    data = {"object": moved.id if moved else None, "card": card, "slot": slot,
            "roll": last.get("roll"), "combat": last.get("combat", False),
            "killer": last.get("player")}
    if rewards.per_counter(game, card) is not None or game.scripts.has_entry(card, "reward"):
        # its reward counts what it had as it died (kept only then: the data is logged)
        data["counters"] = dict(known.get("counters") or {})
    yield from _next(game, "rewards", data)


def rewards_step(game: Game, data: dict[str, Any]) -> Flow:
    """Step 3–4: the AP gains every reward, then after-reward triggers (FS 7.6)."""
    card = data["card"]
    # a card may say who gains them instead of the active player (Ultra Greed!: its killer)
    who = game.scripts.query_entry(card, "rewarded", data, source=data.get("object"))
    if not (isinstance(who, str) and who in game.players):
        to_killer = game.scripts.modified("rewards_to_killer", card, 0)
        if isinstance(to_killer, (int, float)) and to_killer > 0:
            who = data.get("killer")  # a static in play says its killer (Multiplayer Update)
    player = who if isinstance(who, str) and who in game.players else game.active
    data["rewarded"] = player
    reward = rewards.rewards_of(game, card)
    multiplier = game.scripts.query_entry(card, "reward_multiplier", data,
                                          source=data.get("object")) or 1
    # "rewards are doubled until the end of turn" (a ``double_rewards`` effect on the AP)
    multiplier = rewards.times(game, card, int(multiplier)) * 2 ** max(
        0, temp_bonus(game, "double_rewards", player))
    per = rewards.per_counter(game, card)
    if per is not None:
        # "gain 1¢ for each counter on this" (Holy Greed): the counters it had as it died
        # (last known information); none, nothing
        multiplier *= int(data.get("counters", {}).get(per, 0))
    marker = None
    if reward.get("roll"):
        marker = game.new_stack_item("death-step", game.active, "death: soul",
                                     resolver="death-step", data={**data, "step": "soul"})
        game.push(marker)
    # said before the ¢ and cards it brings, so the table reads cause before effect
    yield from game.perform("rewards-given", {"player": player, "card": card,
                                              "object": data.get("object")})
    if multiplier > 0:
        yield from rewards.gain_rewards(game, player, card, int(multiplier), data.get("object"))
    if game.scripts.has_entry(card, "reward"):
        # a reward that is no reward box: its card's own text (steal a shop item, an extra turn)
        yield from game.scripts.run_entry(card, "reward", source=data.get("object"),
                                          controller=player, args=(player, data))
    if reward.get("roll"):
        yield from dice.push_roll(game, player, why="reward", outcome={
            "kind": "reward", "what": reward["roll"], "double": int(multiplier) > 1,
            "label": f"gain {reward['roll']}"})
    yield from game.perform("rewards-gained", {"player": player, "card": card,
                                               "object": data.get("object")})
    if marker is None:
        yield from _next(game, "soul", data)


def soul_step(game: Game, data: dict[str, Any]) -> Flow:
    """Step 5: a soul for the AP, or to the discard; step 6, refilling the slot, waits for
    what step 5 triggered (a "when a player gains this soul" ability, FS 7.6.1, 7.8.2)."""
    yield from _soul_or_discard(game, data)
    yield from game.perform("monster-gone", {"card": data["card"], "slot": data["slot"]})
    yield from _next(game, "refill", data)


def _soul_or_discard(game: Game, data: dict[str, Any]) -> Flow:
    """The dead monster becomes the AP's soul, or goes to its discard (or where its card
    says, ``death_zone``)."""
    obj = game.objects.get(data.get("object") or "")
    if obj is None or obj.zone != "monster.dying":
        return
    card = game.card(obj.card)
    if card.stats.get("souls"):
        gained = yield from souls.gain_soul(game, data.get("rewarded") or game.active,
                                            obj, how="monster")
        if gained is not None or obj.id not in game.objects:
            return
        # nobody could gain it (Curse of the Soulless): it is discarded like any monster
    where = game.scripts.query_entry(obj.card, "death_zone", source=obj.id) or {}
    zone = where.get("zone") if isinstance(where, dict) else None
    if zone in game.zones:
        position = where.get("position", "top")
        if isinstance(position, int) or (isinstance(position, str) and position.isdigit()):
            position = min(int(position), len(game.zones[zone].objects))
        yield from game.move(obj, zone, position, face_down=zone.endswith(".deck"))
    else:
        yield from game.move(obj, zones.discard_zone(game, obj.card))


def refill_step(game: Game, data: dict[str, Any]) -> Flow:
    """Step 6: the slot the dead left may be refilled at the next priority (FS 7.8.2): every
    ability its death triggered has resolved by now."""
    if data["slot"] in game.data["reserved"]:
        game.data["reserved"].remove(data["slot"])
    return
    yield


def discard_curse(game: Game, item: StackItem) -> Flow:
    """A curse's "when you die, discard this" (FS 9.10.6)."""
    obj = game.objects.get(item.data.get("object") or "")
    if obj is not None and obj.zone.endswith(".curses"):
        yield from game.move(obj, "monster.discard")


STEPS = {"penalty": penalty, "rewards": rewards_step, "soul": soul_step,
         "refill": refill_step}
