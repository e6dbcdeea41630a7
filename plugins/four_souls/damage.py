"""Damage, prevention and healing (FS 7.1–7.3, 10.3).

Damage goes on the stack as an item naming its recipient; when it resolves the ``damage``
event runs through the kernel's replacement loop, where prevention shields ("prevent the next
1 damage …") and card replacements (Dry Baby, Daddy Haunt …) change or cancel it. Combat
damage takes its amount from the attack stat when it resolves (FS 6.6).
"""

from __future__ import annotations

from typing import Any

from deckwright.kernel.events import Event, Replacement, StackItem
from deckwright.kernel.game import Game

from . import unchanged, zones
from .facts import (
    Flow,
    attack_of,
    damage_of,
    hp,
    is_dead,
    is_seat,
    label,
    max_hp,
)


def push_damage(game: Game, target: str, amount: int, *, source: Any, controller: str,
                combat: bool = False, attack: str | None = None, roll: int | None = None,
                first: bool = False, also: dict[str, Any] | None = None) -> StackItem | None:
    """Put damage on the stack (FS 7.1.2); zero damage makes no item (FS 7.1.4). ``also`` is a
    second damage of the same roll dealt with it (its target, amount, source, combat, attack,
    roll, first): a Knight's miss on a 1, where the attacker deals combat damage too."""
    if not combat and int(amount) <= 0:
        return None
    what = "combat damage" if combat else f"{int(amount)} damage"
    text = f"{what} to {label(game, target)}"
    if also is not None:
        text += f" and to {label(game, also['target'])}"
    data = {"target": target, "amount": int(amount), "source": source, "combat": combat,
            "attack": attack, "roll": roll, "first": first}
    if also is not None:
        data["also"] = dict(also)
    item = game.new_stack_item("damage", controller, text, source=source, resolver="damage",
                               data=data)
    game.push(item)
    return item


def in_play(game: Game, target: str) -> bool:
    """Whether a damage recipient is still there: a living player, an object in play, or a
    soul that may be attacked (it has health while a soul: Cursed Haunt)."""
    if is_seat(game, target):
        return True
    obj = game.objects.get(target)
    if obj is None:
        return False
    return obj.zone in zones.in_play_zones(game) or (
        zones.is_soul(obj) and zones.attackable_now(game, obj))


def combat_amount(game: Game, data: dict[str, Any]) -> int:
    """How much combat damage an attack roll deals, counted when it resolves (FS 6.6)."""
    source = data["source"]
    if is_seat(game, source):
        subject = {"player": source, "first": data.get("first", False), "roll": data.get("roll"),
                   "target": data["target"]}
        bonus = game.scripts.modified("combat_damage", subject, 0)
        return attack_of(game, source) + (int(bonus) if isinstance(bonus, (int, float)) else 0)
    if source not in game.objects:
        return 0
    subject = {"monster": source, "roll": data.get("roll"), "player": data["target"]}
    bonus = game.scripts.modified("monster_damage", subject, 0)
    return attack_of(game, source) + (int(bonus) if isinstance(bonus, (int, float)) else 0)


def resolve(game: Game, item: StackItem) -> Flow:
    """A damage item resolves: the ``damage`` event, unless its recipient is gone or dead. An
    item with an ``also`` part deals both: each amount is counted first, then each is dealt,
    so the deaths they cause go on the stack together (FS 6.7.4)."""
    parts = [item.data] + ([item.data["also"]] if item.data.get("also") else [])
    there = [part for part in parts if _reachable(game, part["target"])]
    if not there:
        game.history.append((game.turn, "fizzle", {"item": item.id, "label": item.label}))
        return
    amounts = [combat_amount(game, part) if part.get("combat") else int(part["amount"])
               for part in there]
    for part, amount in zip(there, amounts, strict=True):
        if amount <= 0 or not _reachable(game, part["target"]):
            continue
        yield from deal(game, part["target"], amount, source=part.get("source"),
                        combat=bool(part.get("combat")), attack=part.get("attack"),
                        roll=part.get("roll"), controller=item.controller)


def _reachable(game: Game, target: str) -> bool:
    """Whether damage may still be dealt to ``target``: in play, and not a dead player."""
    return in_play(game, target) and not (is_seat(game, target) and is_dead(game, target))


def deal(game: Game, target: str, amount: int, *, source: Any = None, combat: bool = False,
         attack: str | None = None, roll: int | None = None,
         controller: str | None = None) -> Flow:
    """The ``damage`` event itself; return the damage taken (0 if prevented)."""
    if is_seat(game, target) and is_dead(game, target):
        return 0
    source_player = source if is_seat(game, source) else controller
    event = yield from game.perform("damage", {
        "target": target, "amount": int(amount), "source": source, "combat": combat,
        "attack": attack, "roll": roll, "source_player": source_player,
        "player": target if is_seat(game, target) else None,
        "card": None if is_seat(game, target) else game.objects[target].card,
    })
    if event.cancelled:
        return 0
    return int(event.result or 0)


def apply_damage(game: Game, event: Event) -> int:
    """Mark damage: never below 0 health (FS 7.1.3); the dead take none (FS 7.1.8)."""
    target = event.data["target"]
    amount = max(0, int(event.data["amount"]))
    if amount == 0:
        return 0
    if is_seat(game, target):
        if is_dead(game, target):
            return 0
        counters = game.players[target].counters
        game.data.setdefault("last_hit", {})[target] = blame(game, event.data.get("source"),
                                                             event.data.get("source_player"))
    else:
        obj = game.objects.get(target)
        if obj is None:
            return 0
        counters = obj.counters
        obj.flags["last_hit"] = {"player": event.data.get("source_player"),
                                 "combat": bool(event.data.get("combat")),
                                 "roll": event.data.get("roll")}
    marked = min(amount, hp(game, target))
    counters["damage"] = counters.get("damage", 0) + marked
    game.counters_changed("damage")
    return amount


def apply_heal(game: Game, event: Event) -> int:
    """Remove marked damage, never above max health (FS 7.3.1)."""
    target = event.data["target"]
    amount = event.data.get("amount")
    counters = game.players[target].counters if is_seat(game, target) else \
        game.objects[target].counters
    before = counters.get("damage", 0)
    after = 0 if amount is None else max(0, before - int(amount))
    counters["damage"] = after
    game.counters_changed("damage")
    if after == 0 and is_seat(game, target):
        game.data.get("last_hit", {}).pop(target, None)  # healed: nobody's kill any more
    return before - after


def blame(game: Game, source: Any, source_player: Any) -> str | None:
    """The player who killed a player hit by ``source`` (the player whose card or attack it
    is; None for a monster's or the game's): ``ev.killer`` of a player's death."""
    obj = game.objects.get(source) if isinstance(source, str) else None
    if obj is not None and zones.slot_of(game, obj) is not None:
        return None
    return source_player if is_seat(game, source_player) else None


def apply_kill(game: Game, event: Event) -> bool:
    """Kill / destroy something with health: its health drops to 0 (FS 7.4.4)."""
    target = event.data["target"]
    if is_seat(game, target) and is_dead(game, target):
        return False
    if is_seat(game, target):
        source = event.data.get("source")
        obj = game.objects.get(source) if isinstance(source, str) else None
        game.data.setdefault("last_hit", {})[target] = blame(
            game, source, source if is_seat(game, source) else obj and obj.controller)
    counters = game.players[target].counters if is_seat(game, target) else \
        game.objects[target].counters
    counters["damage"] = max(counters.get("damage", 0), max_hp(game, target))
    game.counters_changed("damage")
    return True


def heal(game: Game, target: str, amount: int | None) -> Flow:
    """Heal ``amount`` (None: fully) unless dead or dying (FS 7.3.2, 7.3.3)."""
    if is_seat(game, target) and is_dead(game, target):
        return 0
    if not is_seat(game, target) and target not in game.objects:
        return 0
    if any(i.kind == "death" and i.data.get("target") == target for i in game.stack):
        return 0
    if damage_of(game, target) == 0:
        return 0
    event = yield from game.perform("heal", {"target": target, "amount": amount})
    return 0 if event.cancelled else int(event.result or 0)


def check_max_hp(game: Game) -> Flow:
    """Lowering max health by N also removes up to N marked damage: the empty containers go
    first (FS 7.2.3, R-061). This is not healing. Returns each seat's max health when it
    removed none (then they still hold: the death check reads them), else None."""
    seen = max_hp_unchanged(game)
    if seen is not None:
        return seen
    return (yield from lower_max_hp(game))


def max_hp_unchanged(game: Game) -> dict[str, int] | None:
    """Each seat's max health as the last check that removed nothing left it, if nothing it
    reads has changed since (no event: the state check asks it before each priority); else
    None, and ``lower_max_hp`` runs. Works out the pass's health key either way."""
    # (``unchanged.of`` and ``seats_max_health_key`` read in place: before every priority)
    health = (game.caches.get(unchanged.CACHE) or unchanged.of(game)).health = \
        unchanged.health_key(game)
    key = None if health is None else health[-1]  # damage alone changes no max health
    seen = game.data.get("max_hp")
    if seen is not None and unchanged.skipped(game, "max health", key):
        return seen  # every seat's max health is as it was (the death check right after reads it)
    return None


def lower_max_hp(game: Game) -> Flow:
    """The max-health check run (``check_max_hp``), under the health key ``max_hp_unchanged``
    just worked out."""
    seen = game.data.setdefault("max_hp", {})
    key = unchanged.seats_max_health_key(unchanged.of(game).health)
    removed = False
    for seat in game.seats:
        now = max_hp(game, seat)
        before = seen.get(seat, now)
        seen[seat] = now
        marked = damage_of(game, seat)
        if now < before and marked:
            drop = min(before - now, marked)
            removed = True
            yield from game.change_counter(seat, "damage", -drop, why="max health lowered")
    if removed:
        unchanged.found_something(game, "max health")
        return None
    unchanged.found_nothing(game, "max health", key)
    return seen


def add_shield(game: Game, target: str, *, amount: int | None, kind: str = "prevent",
               source: Any = None, controller: str | None = None) -> dict[str, Any]:
    """A prevention effect on the next damage to ``target`` this turn (FS 10.3)."""
    game.data["next_shield"] = game.data.get("next_shield", 0) + 1
    shield = {"id": f"shield{game.data['next_shield']}", "target": target, "amount": amount,
              "kind": kind, "source": source, "controller": controller}
    game.data["shields"].append(shield)
    return shield


def shield_replacements(game: Game, event: Event) -> list[Replacement]:
    """Every shield on the damaged recipient, as a replacement candidate."""
    target = event.data.get("target")
    out = []
    for shield in game.data["shields"]:
        if shield["target"] != target:
            continue
        name = label(game, shield["source"]) if shield.get("source") else "prevention"
        what = "reduce to 1" if shield["kind"] == "reduce" else (
            "prevent it" if shield["amount"] is None else f"prevent {shield['amount']}")
        out.append(Replacement(f"shield:{shield['id']}", f"{name}: {what}",
                               _apply_shield(shield), shield.get("controller")))
    return out


def _apply_shield(shield: dict[str, Any]) -> Any:
    def apply(game: Game, event: Event) -> Flow:
        if shield in game.data["shields"]:
            game.data["shields"].remove(shield)
        amount = int(event.data["amount"])
        if shield["kind"] == "reduce":
            event.data["amount"] = min(1, amount)
            return
        prevented = amount if shield["amount"] is None else min(amount, int(shield["amount"]))
        event.data["amount"] = amount - prevented
        if event.data["amount"] <= 0:
            event.cancelled = True
        yield from game.perform("prevented", {"target": event.data["target"],
                                              "amount": prevented, "source": shield["source"],
                                              "controller": shield.get("controller")})
    return apply


def prevented_zero(game: Game, event: Event) -> list[Replacement]:
    """A damage event brought to 0 by replacements does not happen (FS 7.1.4)."""
    if int(event.data.get("amount", 0)) > 0 or event.cancelled:
        return []

    def apply(game: Game, event: Event) -> None:
        event.cancelled = True
    return [Replacement("rule:zero-damage", "zero damage is not dealt", apply)]


def is_damage_item_for(item: StackItem, target: str) -> bool:
    """Whether a stack item is damage to ``target``."""
    return item.kind == "damage" and item.data.get("target") == target


