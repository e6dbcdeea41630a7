"""Attacks (FS 6): declaration, target choice, the monster deck, the combat loop, ending.

``game.data["attack"]`` holds the attack in progress: ``declared`` (priority passes before a
target is chosen, FS 6.2.2), then ``active`` with its target. Every attack roll and combat
damage item carries the attack's id, so ending the attack removes them from the stack
(FS 6.7.3). Obligations ("must attack …", FS 6.9) live in the turn state.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from deckwright.kernel.decisions import BACK, Option
from deckwright.kernel.events import StackItem
from deckwright.kernel.game import Game

from . import attack_redirect, counts_as, damage, dice, die_size, slots, stack, team_up, zones
from .facts import Flow, attack_of, evasion_of, hp, is_dead, label, turn

# An engine ruling, not the printed rules: a fight in which neither side can ever be hurt
# (a 0-attack monster the attacker's modified rolls can never reach) would loop for ever, as
# the combat loop of FS 6.5.6 has no other way out; after this many rolls in a row that change
# neither combatant's health, the attack ends as if cancelled.
STALEMATE_ROLLS = 100


def current(game: Game) -> dict[str, Any] | None:
    """The attack in progress, if any."""
    return game.data.get("attack")


def attackable(game: Game, obj: Any) -> bool:
    """Whether a monster in a slot may be chosen as an attack target (FS 6.2.3)."""
    card = game.card(obj.card)
    if not zones.is_monster(game, obj) or "unattackable" in card.tags:
        return False
    return not game.scripts.statics("unattackable") or not any(
        source == obj.id for source, _ in game.scripts.statics("unattackable"))


def deck_available(game: Game) -> bool:
    """Whether the monster deck (or its discard, reshuffled) has a card to attack."""
    return bool(game.zones["monster.deck"].objects or game.zones["monster.discard"].objects)


def targets(game: Game) -> list[Option]:
    """The targets the active player may choose now, honouring obligations (FS 6.9)."""
    return list(_targets(game))


def _targets(game: Game) -> Iterator[Option]:
    """The targets one by one, worked out only as far as they are read (``can_declare``
    needs the first)."""
    owe = owed(game)
    if owe is not None and owe["kind"] == "player":
        # "must make an additional attack against them" (Lust for Blood!)
        yield Option(f"attack:player:{owe['seat']}",
                     f"attack {label(game, owe['seat'])} (evasion {owe['evasion']})")
        return
    if owe is None or owe["kind"] in ("now", "turn", "monster"):
        for slot in zones.monster_slots(game):
            obj = zones.top(game, slot)
            if obj is None or not attackable(game, obj):
                continue
            if owe is not None and owe["kind"] == "monster" and obj.id not in owed_monsters(owe):
                continue
            if only_deck(game):
                continue
            yield Option(f"attack:{slot}", f"attack {label(game, obj.id)} in {slot}")
    if deck_available(game) and (owe is None or owe["kind"] != "monster"):
        yield Option("attack:monster.deck", "attack the top of the monster deck")
    if (owe is None or owe["kind"] in ("now", "turn")) and not only_deck(game):
        # attackable items and rooms: attacked like a monster, but no monster (FS 6.10.1)
        for obj in zones.attackable_objects(game):
            if obj.controller == game.active and zones.attacked_by_others_only(game, obj):
                continue
            yield Option(f"attack:object:{obj.id}", f"attack {label(game, obj.id)}")
        for seat in game.seats_from(game.active):
            evasion = player_evasion(game, seat)
            # an effect lets players attack players (FS 6.10.2)
            if evasion is not None and seat != game.active and not is_dead(game, seat):
                yield Option(f"attack:player:{seat}",
                             f"attack {label(game, seat)} (evasion {evasion})")


def player_evasion(game: Game, target: str | None = None) -> int | None:
    """The evasion players have against attacks, while an effect lets the active player attack
    them (a static `players_attackable` whose value is it, or, for ``target``, a card's
    `attackable_player` entry point); of several, the newest effect's (FS 6.10.2). None:
    players may not be attacked."""
    found: list[tuple[float, int]] = [
        (int(obj.id.rpartition("#")[2] or 0), ability.facts["value"])
        for obj, _, ability in game.scripts.index.static_of("players_attackable")
        if isinstance(ability.facts.get("value"), int)]
    found.extend(turn(game).get("players_attackable", []))  # until end of turn (The Nail)
    if target is not None:
        found.extend(_entry_evasions(game, target))
    return max(found)[1] if found else None


def players_attackable_this_turn(game: Game, evasion: int) -> None:
    """Until the end of the turn players may be attacked with that evasion (The Nail,
    Murder!). Of several effects the newest wins (FS 6.10.2): this one is newer than every
    object now in the game, older than any made later (a static's age is its object's)."""
    newest = max((int(o.rpartition("#")[2] or 0) for o in game.objects), default=0)
    turn(game).setdefault("players_attackable", []).append((newest + 0.5, int(evasion)))


def _note_static_used(game: Game) -> None:
    """Count the card of the newest `players_attackable` static as used when a player is
    attacked: its value is read without running its script (deckwright cards --status)."""
    found = [(int(source.rpartition("#")[2] or 0), source)
             for source, facts in game.scripts.statics("stat")
             if facts.get("stat") == "players_attackable"]
    if found and max(found)[1] in game.objects:
        game.scripts.used.add(game.objects[max(found)[1]].card)


def _entry_evasions(game: Game, target: str) -> list[tuple[float, int]]:
    """(object number, evasion) of each card in play whose `attackable_player` entry point
    lets the active player attack ``target`` (Backstabber)."""
    out: list[tuple[float, int]] = []
    for obj in zones.in_play_with(game, "attackable_player"):
        value = game.scripts.query_entry(obj.card, "attackable_player", game.active, target,
                                         source=obj.id, controller=obj.controller)
        if isinstance(value, int) and not isinstance(value, bool):
            out.append((int(obj.id.rpartition("#")[2] or 0), value))
    return out


def in_reach(game: Game, target: str) -> bool:
    """Whether an attack's target is still in play: atop a slot, or an attackable item."""
    if target in game.players:
        return not is_dead(game, target)
    obj = game.objects.get(target)
    if obj is None:
        return False
    return zones.slot_of(game, obj) is not None or (
        (obj.zone.endswith(".items") or zones.is_soul(obj)) and zones.attackable_now(game, obj))


def only_deck(game: Game) -> bool:
    """Whether the next attack may only target the monster deck (Big Spider, Ambush!); an
    attack declared with such an attack keeps to the deck when its target is chosen (FS 6.3)."""
    state = turn(game)
    owe = owed(game)
    if owe is not None and owe["kind"] == "deck":
        return True
    atk = current(game)
    if atk is not None and atk["state"] == "declared":
        # the declaration decided it: an ordinary attack already used, with only deck
        # attacks left over, still reaches any monster
        return bool(atk.get("deck_only"))
    return state["attacks"] <= 0 and state.get("deck_only", 0) > 0


def can_declare(game: Game, player: str) -> bool:
    """AP, action phase, empty stack, an attack left, nothing else in progress (FS 4.7)."""
    state = turn(game)
    if player != game.active or state["phase"] != "action" or game.stack:
        return False
    if current(game) is not None or state["purchase"] or state["ending"]:
        return False
    if is_dead(game, player) or state["end_declared"]:
        return False
    if state["attacks"] <= 0 and state.get("deck_only", 0) <= 0:
        return False
    return next(_targets(game), None) is not None  # a target: the first will do


def declare(game: Game, player: str) -> Flow:
    """Declare an attack: it uses an attack; priority passes before the target (FS 6.2)."""
    state = turn(game)
    if state["attacks"] > 0:
        state["attacks"] -= 1
        deck_only = False
    else:
        if not state.get("deck_any"):  # Gold Key: deck attacks at will this turn
            state["deck_only"] -= 1
        deck_only = True
    state["attacks_made"] += 1
    game.data["next_attack"] = game.data.get("next_attack", 0) + 1
    game.data["attack"] = {"id": f"a{game.data['next_attack']}", "attacker": player,
                           "state": "declared", "target": None, "slot": None,
                           "deck": False, "deck_only": deck_only}
    yield from game.perform("declare-attack", {"player": player})


def declare_owed_now(game: Game) -> Flow:
    """Declare the attack an effect obliges the active player to make at once ("must attack
    an additional time", Envy, Conquest: FS 6.9.1 b) the moment they would hold priority in
    their action phase with an empty stack; there is nothing to choose, so nobody is asked
    (a Pass offered there only led back to the same question). Its own priority round
    follows, before the target is chosen (FS 6.2), where abilities and loot may be used."""
    owe = owed(game)
    if owe is None or owe["kind"] != "now" or game.stack:
        return
    if can_declare(game, game.active):
        game.narrate(f"{label(game, game.active)} must attack at once (FS 6.9.1): the attack "
                     "is declared")
        yield from declare(game, game.active)
        if current(game) is not None:
            current(game)["owed"] = True  # not to be taken back: it would come straight back


def pay_with_deck_attack(game: Game) -> None:
    """An attack on the monster deck is paid with a deck-only attack when one is left, and
    the turn's attack its declaration took is given back. The deck attacks an effect forces
    or grants are additional (R-056, FS 6.9.1), so they must not use up the attack the player
    may aim at anything: Ambush! revealed by a refill owes two deck attacks and leaves the
    turn's own attack free. Under Gold Key (``deck_any``) a deck attack costs nothing."""
    atk = current(game)
    state = turn(game)
    if atk is None or atk.get("deck_only") or state.get("deck_only", 0) <= 0:
        return
    if not state.get("deck_any"):
        state["deck_only"] -= 1
    state["attacks"] += 1
    atk["deck_only"] = True


def refund(game: Game) -> None:
    """A declaration that fizzles before the attack starts is not used up (FS 6.4, [CR])."""
    atk = current(game)
    state = turn(game)
    if atk is not None:
        if atk.get("deck_only"):
            if not state.get("deck_any"):
                state["deck_only"] = state.get("deck_only", 0) + 1
        else:
            state["attacks"] += 1
        state["attacks_made"] -= 1


def run(game: Game) -> Flow:
    """A declared attack after the priority round: choose the target, then fight (FS 6.2–6.5)."""
    atk = current(game)
    if atk is None or atk["state"] != "declared":
        return
    player = atk["attacker"]
    if is_dead(game, player) or turn(game)["ending"]:
        yield from end(game, "no attacker")
        return
    options = targets(game)
    if not options:
        refund(game)
        game.data["attack"] = None
        return
    # an attack no effect obliges may be taken back before its target is chosen; like a
    # declaration that fizzles, it is not used up (FS 6.4)
    picked = yield from stack.choose(game, player, "Choose what to attack", options,
                                     {"why": "attack"},
                                     back=not turn(game)["must"] and not atk.get("owed"))
    if picked == BACK:
        refund(game)
        game.data["attack"] = None
        game.narrate(f"{label(game, player)} takes back the attack")
        return
    picked = yield from attack_redirect.redirect(game, player, picked, options)
    slot = picked[len("attack:"):]
    if slot == "monster.deck":
        pay_with_deck_attack(game)
        target = yield from attack_deck(game, player)
        if target is None:
            return
    elif slot.startswith("object:"):
        target = slot[len("object:"):]
        atk.update(target=target, slot=game.objects[target].zone)
    elif slot.startswith("player:"):
        target = slot[len("player:"):]
        owe = owed(game)
        evasion = (owe["evasion"] if owe is not None and owe["kind"] == "player"
                   and owe["seat"] == target else player_evasion(game, target))
        _note_static_used(game)
        atk.update(target=target, slot=None, evasion=evasion)
    else:
        target = zones.top(game, slot).id
        atk.update(target=target, slot=slot)
    atk["state"] = "active"
    turn(game).setdefault("attacked", []).append(target)
    yield from game.perform("attack-target", {"player": player, "target": target,
                                              "card": game.objects[target].card
                                              if target in game.objects else None,
                                              "slot": atk["slot"], "deck": atk["deck"]})
    if game.waiting:
        yield from game.priority()
        if game.over:
            return
        atk = current(game)
        if atk is None:
            return
        if not in_reach(game, atk["target"]):
            refund(game)
            yield from end(game, "target gone")
            return
    yield from fight(game, atk["id"])


def attack_deck(game: Game, player: str) -> Flow:
    """Reveal the top monster card onto a slot of the AP's choice (FS 6.3)."""
    atk = current(game)
    obj = yield from zones.draw_top(game, "monster")
    if obj is None:
        refund(game)
        game.data["attack"] = None
        return None
    turn(game)["deck_attacks"] += 1
    atk["deck"] = True
    slot = yield from slots.choose_slot(game, player, obj)
    new = yield from slots.place_in_slot(game, obj, slot)
    atk["slot"] = slot
    if not zones.is_monster(game, new):
        # an event: it triggers and is discarded; the attack is over and counts (FS 6.3.2)
        game.data["attack"] = None
        yield from game.perform("attack-ended", {"player": player, "reason": "event",
                                                 "target": None})
        return None
    if not attackable(game, new):
        # it stays in the slot and the attack fizzles; it still counts (FS 6.3.3)
        game.data["attack"] = None
        yield from game.perform("attack-ended", {"player": player, "reason": "unattackable",
                                                 "target": new.id})
        return None
    atk["target"] = new.id
    return new.id


def fight(game: Game, attack_id: str) -> Flow:
    """The combat loop: roll, resolve everything, repeat while both live (FS 6.5.1, 6.5.6)."""
    while True:
        atk = current(game)
        if atk is None or atk["id"] != attack_id:
            return
        attacker, target = atk["attacker"], atk["target"]
        if turn(game)["ending"]:
            yield from end(game, "turn ends")
            return
        # both healths as the roll finds them (read once: the idle count compares them after)
        before = None if is_dead(game, attacker) or not in_reach(game, target) else (
            hp(game, attacker), hp(game, target))
        if before is None or before[0] <= 0 or before[1] <= 0:
            yield from end(game, "combatant down")
            return
        if atk.get("idle_rolls", 0) >= STALEMATE_ROLLS:
            game.narrate(f"{label(game, attacker)} and {label(game, target)} cannot hurt each "
                         f"other: after {STALEMATE_ROLLS} rolls the attack ends")
            yield from end(game, "stalemate")
            return
        atk["rolls"] = atk.get("rolls", 0) + 1
        yield from dice.push_roll(game, attacker, attack=attack_id)
        yield from game.priority()
        if game.over:
            return
        yield from team_rolls(game, attack_id)
        if game.over:
            return
        # the target may have left play during the roll (an attacked item rerolled away by
        # Game Breaking Bug!): the next pass round ends the attack, there is no count to keep
        if atk is current(game) and target == atk["target"] and in_reach(game, target):
            same = before == (hp(game, attacker), hp(game, target))
            atk["idle_rolls"] = atk.get("idle_rolls", 0) + 1 if same else 0


def team_rolls(game: Game, attack_id: str) -> Flow:
    """After the attacker's roll, each teamed-up player's own attack roll, in turn order, each
    resolved before the next (team_up.py)."""
    for seat in team_up.team(game):
        atk = current(game)
        if atk is None or atk["id"] != attack_id or game.over:
            return
        if is_dead(game, seat) or not in_reach(game, atk["target"]) or hp(game, atk["target"]) <= 0:
            continue
        yield from dice.push_roll(game, seat, attack=attack_id)
        yield from game.priority()


def roll_outcome(game: Game, item: StackItem, final: int, first: bool) -> Flow:
    """Hit or miss (FS 6.5.2–6.5.3, 6.5.7): put the combat damage on the stack."""
    atk = current(game)
    if atk is None or atk["id"] != item.data.get("attack") or not in_reach(game, atk["target"]):
        return
    # the roll's own player: the attacker, or another player rolling for it
    attacker, target = item.data.get("player") or atk["attacker"], atk["target"]
    # a player attacked has the evasion the effect states (FS 6.10.2)
    evasion = atk["evasion"] if target in game.players else evasion_of(game, target)
    missed = _counts_as_miss(game, target, final)
    # a card in play may make the roll count as a hit or a miss whatever it is (counts_as.py)
    forced = counts_as.forced(game, attacker, target, final)
    hit = not missed and forced != "miss" and (final >= evasion or forced == "hit")
    item.data["hit"] = hit
    # a card that takes the attacker's combat damage on some misses too (Knight on a 1)
    also = not hit and _also_hit(game, target, final)
    if hit or (also and attack_of(game, target) <= 0):
        # a 0-attack monster deals nothing on a miss (FS 6.5.7); the attacker's damage stands
        damage.push_damage(game, target, 0, source=attacker, controller=attacker, combat=True,
                           attack=atk["id"], roll=final, first=first)
    elif attack_of(game, target) > 0:
        # a miss (FS 6.5.3); with ``also`` the attacker's combat damage to the monster comes in
        # the same item, so neither can end the attack before the other is dealt (FS 6.7.4)
        mine = {"target": target, "amount": 0, "source": attacker, "combat": True,
                "attack": atk["id"], "roll": final, "first": first}
        damage.push_damage(game, attacker, 0, source=target, controller=attacker, combat=True,
                           attack=atk["id"], roll=final, first=first,
                           also=mine if also else None)
    # said only where a card made it count so against its evasion (counts_as.py)
    counted = {"counted": True} if hit != (final >= evasion) else {}
    yield from game.perform("attack-roll", {"player": attacker, "target": target,
                                            "result": final, "hit": hit, "first": first,
                                            "rolled": item.data.get("result", final),
                                            **die_size.described(item.data), **counted})


def _counts_as_miss(game: Game, target: str, final: int) -> bool:
    """Whether the target's ``misses`` entry point makes an attack roll a miss whatever its
    result (Hush, Mother!), told the previous attack roll against it this turn: the rolls
    against such a target are kept in the turn's state."""
    obj = game.objects.get(target)
    if obj is None or not game.scripts.has_entry(obj.card, "misses"):
        return False
    rolled = turn(game).setdefault("rolls_against", {}).setdefault(obj.card, [])
    previous = rolled[-1] if rolled else None
    rolled.append(final)
    return bool(game.scripts.query_entry(obj.card, "misses", final, previous, source=target))


def _also_hit(game: Game, target: str, final: int) -> bool:
    """Whether a monster's ``also_hit`` entry point makes the attacker deal it combat damage on
    a roll that misses it (the miss stands: the monster deals its own as well)."""
    obj = game.objects.get(target)
    if obj is None:
        return False
    return bool(game.scripts.query_entry(obj.card, "also_hit", final, source=target))


def end(game: Game, reason: str) -> Flow:
    """End the attack: its unresolved rolls and combat damage leave the stack (FS 6.7.3)."""
    atk = current(game)
    if atk is None:
        return
    if reason == "monster died" and atk["state"] == "active" and not atk.get("rolls"):
        refund(game)  # the target left before the attack started (FS 6.4)
    for item in list(game.stack):
        if item.data.get("attack") == atk["id"] and item.kind in ("roll", "damage"):
            game.remove_from_stack(item.id)
            game.history.append((game.turn, "fizzle", {"item": item.id, "label": item.label}))
    game.data["attack"] = None
    yield from game.perform("attack-ended", {"player": atk["attacker"], "reason": reason,
                                             "target": atk.get("target")})


# ------------------------------------------------------------------ obligations (FS 6.9)
def owe(game: Game, kind: str, **extra: Any) -> None:
    """Record an obligation: ``now`` (attack at once), ``turn`` (attack once more this turn,
    not at once), ``deck`` (attack the monster deck until ``until`` deck attacks this turn),
    ``monster`` (attack that monster, or one of ``objects``, this turn if able; only attacks
    after the ``since``-th target of the turn count) or ``player`` (attack player ``seat``,
    whose evasion is ``evasion``, this turn if able)."""
    state = turn(game)
    entry = {"kind": kind, "made": state["attacks_made"], **extra}
    state["must"].append(entry)


def owed_monsters(entry: dict[str, Any]) -> list[str]:
    """The monsters a ``monster`` obligation may be met on: its ``object`` or its ``objects``."""
    return list(entry.get("objects") or [entry["object"]])


def owed(game: Game) -> dict[str, Any] | None:
    """The first obligation still to be met, dropping those met or no longer possible."""
    # (``turn`` and ``is_dead`` read in place: asked at every priority of an action phase)
    state = game.data["turn"]
    if game.players[game.active].flags.get("dead"):
        state["must"] = []
        return None
    keep = []
    for entry in state["must"]:
        if entry["kind"] in ("now", "turn") and state["attacks_made"] > entry["made"]:
            continue
        if entry["kind"] == "deck" and state["deck_attacks"] >= entry["until"]:
            continue
        if entry["kind"] == "player" and (is_dead(game, entry["seat"])
                                          or entry["seat"] in state.get("attacked", [])):
            continue
        if entry["kind"] == "monster":
            ids = owed_monsters(entry)
            attacked = state.get("attacked", [])[entry.get("since", 0):]
            if any(i in attacked for i in ids) or not any(
                    i in game.objects and zones.slot_of(game, game.objects[i]) is not None
                    for i in ids):
                continue
        atk = current(game)
        declared = atk is not None and atk["state"] == "declared"
        able = declared or state["attacks"] > 0 or (state.get("deck_only", 0) > 0
                                                    and entry["kind"] == "deck")
        if not able or (entry["kind"] == "deck" and not deck_available(game)):
            continue
        keep.append(entry)
    state["must"] = keep
    return keep[0] if keep else None
