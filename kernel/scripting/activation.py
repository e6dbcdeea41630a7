"""Activated abilities of cards: which a player can use right now, activating one (target,
costs, onto the stack), and using another card's ↷ ability as a copy."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ..errors import RulesError
from ..events import Flow
from .cardscript import Ability, CardScript, ability_at
from .gamelink import GameLink
from .kernelapi import options_of

# the costs the kernel pays itself; a game's own are its ``Ruleset.cost_keys``
KERNEL_COST_KEYS: dict[str, str] = {
    "tap": "`tap = true`: tap (deactivate) this object; it must be untapped.",
}

if TYPE_CHECKING:
    from .hostapi import HostAPI


class AbilityActivation:
    """The activated abilities of one game's cards, asked through its script host."""

    game = GameLink()  # the game, held weakly (gamelink.py)

    def __init__(self, host: HostAPI) -> None:
        self.host = host
        self._game = GameLink.to(host.game)  # one step, not two: read after every event
        # while one ability is looked over for copying, no other is (see copyable)
        self._copying = False


    def activatable(self, player: str) -> list[tuple[str, Ability]]:
        """(object id, ability) pairs ``player`` could activate right now."""
        game = self._game() or self.game
        may_activate = game.rules.may_activate
        out = []
        holder, mine = None, False
        for obj, script, ability in self.host.index.activated():
            if obj is not holder:  # an object's abilities come together: ask once for them
                holder, mine = obj, may_activate(game, obj, player)
            if mine and self.can_use(player, obj, script, ability):
                out.append((obj.id, ability))
        return out

    def can_use(self, player: str, obj: Any, script: CardScript, ability: Ability) -> bool:
        """Whether ``player``, who may activate ``obj``'s abilities, could use this one now:
        untapped if it taps, its other costs payable, its condition met, a target there."""
        game = self._game() or self.game  # read once: asked for every ability at every window
        rules = game.rules
        cost = rules.ability_cost(game, obj, ability, ability.facts.get("cost") or {})
        if cost:
            if cost.get("tap") and obj.tapped:
                return False
            can_pay = rules.can_pay_cost
            if any(not can_pay(game, player, k, v, obj.id)
                   for k, v in cost.items() if k != "tap"):
                return False
        return self._usable(script, ability, obj.id, player)

    def cost(self, obj: Any, ability: Ability) -> Mapping[str, Any]:
        """What using ``obj``'s ``ability`` costs now: its printed cost as the game's rules
        have it (``Ruleset.ability_cost``; ``can_use`` asks it the same way)."""
        game = self._game() or self.game
        return game.rules.ability_cost(game, obj, ability, ability.facts.get("cost") or {})

    def _usable(self, script: CardScript, ability: Ability, source: str, player: str) -> bool:
        """Whether the ability's condition holds and, if it targets, a target is there."""
        ask = self.host.ask
        if ability.has("condition") and not ask(script, ability, "condition", source, player,
                                                None):
            return False
        if not ability.has("target"):
            return True
        # (only which targets there are is read here: their labels are not made)
        found = ask(script, ability, "target", source, player, None, ids_only=True)
        if not found:
            return False
        game = self._game() or self.game
        if game.rules.target_guard(game) is None:
            return True
        return bool(self.host.allowed(options_of(found), player))

    def activate(self, player: str, object_id: str, index: int | str) -> Flow:
        """Activate an ability (``index``: its ``Ability.key``, the index of the object's own
        or ``card/index`` of one another card gives it): choose its target, pay its costs,
        put it on the stack.

        Games without a stack resolve it at once. Returns the stack item (or None).
        """
        game = self.game  # once an action: the plain read (the idiom is for hot readers)
        host = self.host
        obj = game.obj(object_id)
        held = host.index.activated_of(obj, index)
        if held is not None:
            _, script, ability = held
        else:  # not in an ability zone (a game activating it from elsewhere): its own script
            own = host.script(obj.card)
            if own is None or not isinstance(index, int) or game.is_ability_zone(obj.zone):
                raise RulesError(f"{object_id} has no ability {index}")
            script, ability = own, ability_at(own, index)
        targets = yield from self._targets(script, ability, object_id, player)
        if targets is None:
            return None
        cost = self.cost(obj, ability)
        if cost.get("tap"):
            event = yield from game.perform("tap", {"object": object_id, "player": player,
                                                    "cost": True})
            if event.cancelled:
                return None
        for key, value in cost.items():
            if key == "tap":
                continue
            paid = yield from game.rules.pay_cost(game, player, key, value, object_id)
            if paid is False:
                return None
        if ability.has("pay"):
            paid = yield from host.run(script, ability, "pay", object_id, player)
            if paid is False:
                return None
        return (yield from self._put_on_stack(player, object_id, script, ability, targets,
                                              f"{script.card.name}: {ability.label}", {}))

    def copyable(self, player: str, object_id: str, source: str) -> list[Ability]:
        """The ↷ abilities of ``object_id`` that ``source`` could use as its own right now:
        those it has now (none if it lost them, a given one too; ``Ability.giver`` names the
        script a given one runs in).

        While one ability is being looked over for copying, no other is: a copier looking at
        another copier (Placebo and a Modeling Clay copy of it) would otherwise ask forever.
        """
        game = self.game
        obj = game.obj(object_id)
        if self._copying:
            return []
        if game.is_ability_zone(obj.zone):
            held = [(s, a) for o, s, a in self.host.index.activated() if o is obj]
        else:
            script = self.host.script(obj.card)
            held = ([(script, a) for a in script.activated if not a.facts.get("given")]
                    if script is not None else [])
        self._copying = True
        try:
            return [a for s, a in held
                    if (a.facts.get("cost") or {}).get("tap") and self._usable(s, a, source,
                                                                                player)]
        finally:
            self._copying = False

    def copy_ability(self, player: str, source: str, card: str, index: int) -> Flow:
        """Put a copy of a card's activated ability on the stack as ``source``'s own: its
        target is chosen anew and no cost is paid. Returns the stack item (or None)."""
        game = self.game
        script = self.host.script(card)
        if script is None:
            raise RulesError(f"card '{card}' has no abilities")
        ability = ability_at(script, index)
        targets = yield from self._targets(script, ability, source, player)
        if targets is None:
            return None
        name = game.card(game.obj(source).card).name
        return (yield from self._put_on_stack(player, source, script, ability, targets,
                                              f"{name}: {ability.label}", {"copied_from": card}))

    def _targets(self, script: CardScript, ability: Ability, source: str, player: str) -> Flow:
        """The ability's target list ([] if it has none), or None if no target can be chosen."""
        if not ability.has("target"):
            return []
        picked = yield from self.host.choose_target(script, ability, source, player, None)
        return None if picked is None else [picked]

    def _put_on_stack(self, player: str, source: str, script: CardScript, ability: Ability,
                      targets: list[str], label: str, data: dict[str, Any]) -> Flow:
        """Make the ability's stack item and put it on the stack (games without one resolve
        it at once); returns the item."""
        game = self.game
        item = game.new_stack_item("ability", player, label, source=source, card=script.card.id,
                                   ability=ability.index, targets=targets, data=data)
        if game.rules.uses_stack:
            game.push(item)
        else:
            yield from game.resolve_item(item)
        return item
