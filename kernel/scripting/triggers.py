"""Cards' abilities that watch events: the triggered abilities an event sets off (and their
stack items) and the replacement abilities that would rewrite it."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..events import Event, Flow, PendingTrigger, Replacement
from .cardscript import Ability, CardScript, CardScriptError, ability_at
from .gamelink import GameLink
from .sandbox import ScriptError

if TYPE_CHECKING:
    from ..gameapi import GameAPI
    from .hostapi import HostAPI


class CardTriggers:
    """The triggered and replacement abilities of one game's cards."""

    game = GameLink()  # the game, held weakly (gamelink.py)

    def __init__(self, host: HostAPI) -> None:
        self.host = host
        self._game = GameLink.to(host.game)  # one step, not two: read after every event


    def replacements(self, event: Event) -> list[Replacement]:
        """Replacement abilities of active objects that apply to ``event``."""
        kind = event.kind
        ask = self.host.ask
        found: list[Replacement] = []
        for obj, script, abilities in self.host.index.replacement(kind):
            for ability in abilities:
                rid = f"{obj.id}/{ability.index}"
                if rid in event.applied:
                    continue
                controller = obj.controller or obj.owner
                if ability.has("condition") and not ask(
                    script, ability, "condition", obj.id, controller, event.to_json(),
                    event.to_json(),
                ):
                    continue
                found.append(Replacement(
                    rid,
                    f"{script.card.name}: {ability.label}",
                    self._replacement_apply(script, ability, obj.id, controller),
                    controller,
                ))
        return found

    def preview(self, kind: str, data: dict[str, Any],
                asked: Callable[[Any], bool] | None = None,
                unanswered: set[str] | None = None) -> dict[str, Any] | None:
        """What the card replacements would make of an event of ``kind`` that has not
        happened (a bot weighing a move): each is asked read-only, as a condition is, the
        first that holds applies, then the others are asked again, each at most once (the
        replacement loop with nobody to choose the order); None if one cancels it.
        ``asked(obj)`` picks the objects whose replacements are asked (all by default). One
        that cannot answer without playing (it rolls, asks or fails) changes nothing and
        joins ``unanswered`` (``card/ability``), which later previews skip."""
        unanswered = set() if unanswered is None else unanswered
        ask = self.host.ask
        candidates = []
        for obj, script, abilities in self.host.index.replacement(kind):
            if asked is not None and not asked(obj):
                continue
            controller = obj.controller or obj.owner
            for ability in abilities:
                candidates.append((f"{obj.id}/{ability.index}", f"{obj.card}/{ability.index}",
                                   obj.id, controller, script, ability))
        applied: set[str] = set()
        event = {**data, "kind": kind}
        while True:
            for rid, card_ability, source, controller, script, ability in candidates:
                if rid in applied or card_ability in unanswered:
                    continue
                try:
                    if ability.has("condition") and not ask(
                            script, ability, "condition", source, controller, event, event):
                        continue
                    result = ask(script, ability, "apply", source, controller, event, event)
                except (CardScriptError, ScriptError):
                    unanswered.add(card_ability)
                    result = None
                applied.add(rid)
                break
            else:
                return event
            if result is False:
                return None
            if isinstance(result, dict):
                event = {**event, **result, "kind": kind}

    def _replacement_apply(
        self, script: CardScript, ability: Ability, source: str, controller: str | None
    ) -> Callable[[GameAPI, Event], Flow]:
        run = self.host.run

        def apply(game: GameAPI, event: Event) -> Flow:
            before = event.to_json()
            result = yield from run(script, ability, "apply", source, controller, before,
                                    None, (before,))
            if result is False:
                event.cancelled = True
            elif isinstance(result, dict):
                result.pop("kind", None)
                result.pop("result", None)
                event.data = result
            elif result is not None:
                raise CardScriptError(script.card.id, ability.label,
                                      "apply must return the event (changed) or false")
        return apply

    def match_triggers(self, event: Event) -> None:
        """Queue the triggered abilities ``event`` sets off (including a leaving object's)."""
        game = self._game() or self.game  # (no descriptor call: see ScriptHost._answer)
        kind = event.kind
        zones = game.ability_zones()
        if not zones:
            return
        payload: dict[str, Any] | None = None
        host = self.host
        try:
            for obj, script, abilities in host.index.triggered(kind):
                if payload is None:
                    # one conversion to Lua for every condition asked about this event
                    payload = event.to_json()
                    host.share_event(payload)
                self._maybe_trigger(script, abilities, obj.id, obj.controller or obj.owner,
                                    payload)
            if kind == "move":
                data = event.data
                if game.is_ability_zone(data.get("from")) and not game.is_ability_zone(
                        data.get("to")):
                    script = host.script(str(data.get("card")))
                    # a leaver the game marks as without abilities (ev.stripped): no triggers
                    if script is not None and kind in script.triggered \
                            and not data.get("stripped"):
                        if payload is None:
                            payload = event.to_json()
                            host.share_event(payload)
                        owner = data.get("owner")
                        own = tuple(a for a in script.triggered[kind]
                                    if not a.facts.get("given"))
                        self._maybe_trigger(script, own, str(data["object"]), owner, payload)
        finally:
            if payload is not None:
                host.share_event(None)

    def _maybe_trigger(self, script: CardScript, abilities: tuple[Ability, ...], source: str,
                       controller: str | None, payload: dict[str, Any]) -> None:
        game = self._game() or self.game
        ask = self.host.ask
        for ability in abilities:
            if ability.has("condition") and not ask(
                script, ability, "condition", source, controller, payload, payload
            ):
                continue
            game.waiting.append(PendingTrigger(
                controller=controller or game.active,
                source=source,
                label=f"{script.card.name}: {ability.label}",
                event=payload,
                card=script.card.id,
                ability=ability.index,
            ))

    def to_stack_item(self, trigger: PendingTrigger) -> Flow:
        """Make the stack item of a waiting trigger, choosing its target now (None if it
        needs a target and none can be chosen)."""
        game = self.game
        if trigger.resolver is not None:
            return game.new_stack_item("trigger", trigger.controller, trigger.label,
                                       source=trigger.source, resolver=trigger.resolver,
                                       data={"event": trigger.event, **trigger.data})
        script = self.host.script(str(trigger.card))
        assert script is not None and trigger.ability is not None
        ability = ability_at(script, trigger.ability)
        targets: list[str] = []
        if ability.has("target"):
            picked = yield from self.host.choose_target(script, ability, trigger.source,
                                                        trigger.controller, trigger.event)
            if picked is None:
                return None
            targets = [picked]
        return game.new_stack_item(
            "ability", trigger.controller, trigger.label, source=trigger.source,
            card=script.card.id, ability=ability.index, targets=targets,
            data={"event": trigger.event},
        )
