"""The Game: state, the event pipeline, triggers, the stack and priority, driven by decisions.

The whole flow of a game is one generator. It yields a ``Decision`` (or a list of them for a
simultaneous hidden choice) and is resumed with the answer, so the kernel never blocks and can
stop for input anywhere: in the turn structure, in the replacement loop, inside a card script.
"""

from __future__ import annotations

import hashlib
import json
from collections import deque
from collections.abc import Callable, Generator, Iterable
from types import GeneratorType
from typing import Any

from .appliers import KERNEL_APPLIERS
from .decisions import CHOOSE, ORDER, PRIORITY, Answer, Decision, Option, Window
from .errors import DeckwrightError, IllegalAnswer, RulesError
from .events import Event, PendingTrigger, Replacement, StackItem
from .options import resolve_options
from .rng import Rng
from .ruleset import Ruleset
from .scripting.host import ScriptHost
from .state import (
    BOTTOM,
    PUBLIC,
    TOP,
    VISIBILITIES,
    GameObject,
    Player,
    Zone,
    object_view,
    zone_json,
)
from .views import folded, masked

Flow = Generator[Any, Any, Any]
Observer = Callable[["Game", Event], None]

# events in a row without a decision before the kernel calls it a rules loop
LOOP_LIMIT = 100_000
HISTORY_KEPT = 1_000  # events kept for the `log` command and `test --show`
ANSWER_PAIRS_KEPT = 4_096  # distinct (player, answer) pairs shared between equal answers
NARRATION_KEPT = 2_000  # narrated lines kept


class GameEnded(Exception):  # noqa: N818 -- control flow, not an error
    """Raised by ``perform`` once the game is over, so the flow stops where the game ended."""


def _no_flow() -> Flow:
    """The flow of a game that never starts."""
    return
    yield


class Game:
    """A game in progress: read ``pending``, call ``answer``; ``over`` and ``result`` at the end."""

    def __init__(
        self,
        rules: Ruleset,
        *,
        players: int,
        seed: int,
        options: dict[str, Any] | None = None,
        library: Any = None,
        hooks: Any = None,
        setup: dict[str, Any] | None = None,
        max_instructions: int = 1_000_000,
        max_memory: int = 32 * 1024 * 1024,
        history_kept: int = HISTORY_KEPT,
        start: bool = True,
        on_start: Callable[[Game], None] | None = None,
    ) -> None:
        resolved = resolve_options(rules, options or {})
        seats = rules.seats_for(players, resolved)
        self.rules = rules
        self.id = rules.id
        self.seed = int(seed)
        self.rng = Rng(self.seed)
        self.options = resolved
        self.seats = [f"p{i}" for i in range(1, seats + 1)]
        self.players = {s: Player(s) for s in self.seats}
        self.zones: dict[str, Zone] = {}
        self.objects: dict[str, GameObject] = {}
        self.turn = 0
        self.active = self.seats[0]
        self.phase = ""
        self.step = ""
        self.stack: list[StackItem] = []
        self.waiting: list[PendingTrigger] = []
        self.memory: dict[str, dict[str, Any]] = {}
        self.data: dict[str, Any] = {}
        self.result: dict[str, Any] | None = None
        self.over = False
        self.error: str | None = None
        # the history is read only by people (play, test --show, remote seats): a simulator's
        # game keeps none (history_kept=0) and no rule may read it
        self.history: deque[tuple[int, str, dict[str, Any]]] = deque(maxlen=history_kept)
        self.narration: deque[str] = deque(maxlen=NARRATION_KEPT)
        self.narrated = 0  # lines ever narrated (the deque keeps the latest)
        self.answers: list[tuple[str, Answer]] = []
        # relevance (issue #32): priority windows so far, the seats that say beforehand
        # whether they may act in one, and the windows they declined: (answers made before
        # it, its number, the seat), which the log writes and replay declines again
        self.windows = 0
        self.skipped: list[tuple[int, int, str]] = []
        # the run of priority windows under way, between which only passes happen (nothing
        # changes the game): a number while one is, None anywhere else (window_run)
        self.window_run: int | None = None
        self._runs = 0
        self._relevance: dict[str, Callable[[Window], bool]] = {}
        self._replayed_skips: dict[int, str] = {}
        self._answer_pairs: dict[tuple[str, Answer], tuple[str, Answer]] = {}
        self.observers: list[Observer] = []
        self.setup_directives = dict(setup or {})
        self.library = library
        self.hooks = hooks
        self._next_number = 0
        self._next_stack = 0
        self._quiet_events = 0
        self._ability_zones: list[Zone] | None = None
        self._ability_names: frozenset[str] | None = None
        # bumped whenever zone membership or order, the ability zones or an object's card
        # change: the ability index is rebuilt only then (kernel/scripting/abilityindex.py)
        self.zones_version = 0
        # bumped by ``abilities_changed`` alone (an object's card or a zone's order set
        # directly): the index keeps each unchanged zone's walk until it moves
        self.abilities_version = 0
        # version numbers a game's caches may read (issue #32): each zone's ``version``, the
        # counters the kernel changed (counter events, set_counter), and the events applied
        # so far by kind (``applied``; a game's own appliers that write counters or data
        # directly are counted there)
        self.counters_version = 0
        self.applied: dict[str, int] = {}
        # and by counter name: a cache that reads only damage need not look again when
        # cents change
        self.counter_changes: dict[str, int] = {}
        # what a game's rules keep between calls to find things faster, each keyed by the
        # version numbers above (never in the snapshot: it describes no state)
        self.caches: dict[str, Any] = {}
        self._appliers: dict[str, Callable[[Game, Event], Any]] = dict(KERNEL_APPLIERS)
        self._appliers.update(rules.event_appliers())
        self._resolvers: dict[str, Callable[[Game, StackItem], Flow]] = {
            "ability": _resolve_ability
        }
        self._resolvers.update(rules.resolvers())
        self._hook_replacements = _hook_caller(hooks, "deckwright_replacement_candidates")
        self._hook_over = _hook_caller(hooks, "deckwright_game_over")
        self._told_over = False
        # only a game that checks something after each event pays for the call
        self._after_event = rules.after_event \
            if type(rules).after_event is not Ruleset.after_event else None
        self._rule_replacements = rules.replacements \
            if type(rules).replacements is not Ruleset.replacements else None
        self._rule_replaces = rules.replaced_kinds  # None: any kind
        self._rule_triggers = rules.triggers \
            if type(rules).triggers is not Ruleset.triggers else None
        self._after_resolution = rules.after_resolution \
            if type(rules).after_resolution is not Ruleset.after_resolution else None
        # priority passes to the next seat at every window: with the default order (the
        # seats, which never change) each seat's next is looked up, not worked out
        self._next_in_order = {s: self.next_seat(s) for s in self.seats} \
            if type(rules).next_in_turn_order is Ruleset.next_in_turn_order else None
        self.scripts = ScriptHost(self, max_instructions=max_instructions, max_memory=max_memory)
        self._memo = self.scripts.memo  # told at every move of the object that left
        self._ability_index = self.scripts.index  # asked after every event (record)
        self._card_triggers = self.scripts.triggers
        self._pending: list[Decision] = []
        self._collected: dict[str, Answer] = {}
        if not start:  # only its card scripts are wanted (checking a set): no table, no flow
            self._flow = _no_flow()
            return
        rules.setup(self)
        if self.setup_directives:
            from .directives import apply_setup_directives

            apply_setup_directives(self, self.setup_directives)
        if on_start is not None:  # the table is set and no event has happened yet
            on_start(self)
        if hooks is not None:
            hooks.hook.deckwright_game_created(game=self)
        self._flow = self._main()
        self._advance(None)

    def __del__(self) -> None:
        # the host refers to its game weakly (no cycle): closing it as the game goes frees
        # its Lua runtime and the whole game by reference counting, not the cycle collector
        flow = self.__dict__.get("_flow")
        if flow is not None:  # a game left unfinished: its script frames end first
            flow.close()
        scripts = self.__dict__.get("scripts")
        if scripts is not None:
            scripts.close()

    # ------------------------------------------------------------------ decisions
    @property
    def pending(self) -> list[Decision]:
        """The decisions the game waits for right now (several for a simultaneous choice)."""
        return list(self._pending)

    def pending_for(self, player: str) -> Decision | None:
        """The decision ``player`` has to answer now, if any."""
        for d in self._pending:
            if d.player == player:
                return d
        return None

    def answer(self, player: str, answer: Any) -> None:
        """Answer ``player``'s pending decision; raises IllegalAnswer if it is not on offer."""
        if self.over:
            raise IllegalAnswer("the game is over")
        pending = self._pending
        # answered at every decision: a loop, not a generator (index is read after it)
        for index, decision in enumerate(pending):  # noqa: B007
            if decision.player == player:
                break
        else:
            waiting = ", ".join(d.player for d in pending) or "nobody"
            raise IllegalAnswer(f"{player} has no decision pending; waiting for {waiting}")
        value = decision.normalise(answer)
        pair = (player, value)
        if len(self._answer_pairs) < ANSWER_PAIRS_KEPT:
            try:  # a long game repeats a few answers thousands of times: keep one tuple of each
                pair = self._answer_pairs.setdefault(pair, pair)
            except TypeError:  # a list of choices: kept as it is
                pass
        self.answers.append(pair)
        if self.history.maxlen:
            self.history.append((self.turn, "answer", {"player": player, "answer": value}))
        self._quiet_events = 0
        if not decision.simultaneous:
            self._pending = []
            self._advance(value)
            return
        self._collected[player] = value
        del self._pending[index]
        if not self._pending:
            answered = self._collected
            collected = {}
            for seat in self.seats:  # in seat order, whoever answered first
                if seat in answered:
                    collected[seat] = answered[seat]
            self._collected = {}
            self._advance(collected)

    def _advance(self, value: Any) -> None:
        try:
            request = self._flow.send(value)
        except (StopIteration, GameEnded):
            self._finish()
            return
        except DeckwrightError as exc:
            self.stop_with_error(str(exc))
            return
        if self.over and self.error is None:
            # the game ended while its flow went on to a question: nobody answers it
            self._flow.close()
            self._finish()
            return
        if isinstance(request, Decision):
            if not request.options and request.kind != "number":
                self.stop_with_error(f"the game asked {request.player} a question with no options")
                return
            self._pending = [request]
        elif isinstance(request, list) and request:
            for d in request:  # a loop, not all(...): a simultaneous choice at every room
                if not isinstance(d, Decision):
                    self.stop_with_error(f"the game's flow yielded {request!r} instead of a "
                                         "decision")
                    return
            for d in request:
                d.simultaneous = True
            self._pending = list(request)
            self._collected = {}
        else:
            self.stop_with_error(f"the game's flow yielded {request!r} instead of a decision")

    def _main(self) -> Flow:
        yield from self.rules.play(self)

    def _finish(self) -> None:
        self.over = True
        self._pending = []
        if self.result is None:
            self.result = {"winners": [], "reason": "the game ended without a result"}
        self._tell_over()

    def stop_with_error(self, message: str) -> None:
        """Stop the game cleanly after a failure (a card script error): its log stays valid."""
        self.error = message
        self.over = True
        self._pending = []
        self.result = {"winners": [], "reason": "error", "error": message}
        self._flow.close()
        self._tell_over()

    def _tell_over(self) -> None:
        """Call the plugins' ``deckwright_game_over`` once, however the game ended (every end
        passes through ``_finish`` or ``stop_with_error``)."""
        if self._told_over:
            return
        self._told_over = True
        if self._hook_over is not None:
            self._hook_over(game=self, result=self.result)

    def release(self) -> None:
        """Drop what only playing on needed, once the game is over: the scripts' kept answers,
        the game's caches and the seats' relevance declarations. Each refers back to the game
        (a kept question holds it, a bot declared its relevance), so a finished game would
        wait for Python's cycle collector; released, it is freed as soon as it is dropped.
        What the game shows (its state, result and log) does not change."""
        if not self.over:
            raise RulesError("only a finished game can be released")
        self._relevance.clear()
        self.caches.clear()
        self.scripts.forget_answers()

    def end(self, winners: Iterable[str], reason: str, **extra: Any) -> None:
        """Record the result; the game's flow should return right after."""
        self.result = {"winners": list(winners), "reason": reason, **extra}
        self.over = True

    # ------------------------------------------------------------------ seats
    def next_seat(self, seat: str, seats: list[str] | None = None) -> str:
        """The seat after ``seat`` in turn order (clockwise)."""
        order = seats or self.seats
        return order[(order.index(seat) + 1) % len(order)]

    def seats_from(self, first: str) -> list[str]:
        """Every seat in turn order, starting with ``first``."""
        i = self.seats.index(first)
        return self.seats[i:] + self.seats[:i]

    # ------------------------------------------------------------------ zones & objects
    def add_zone(self, name: str, visibility: str = PUBLIC, owner: str | None = None) -> Zone:
        """Create an empty zone (``p1.hand``, ``room.deck``)."""
        if visibility not in VISIBILITIES:
            raise RulesError(f"zone {name}: visibility must be one of {', '.join(VISIBILITIES)}")
        if name in self.zones:
            raise RulesError(f"zone {name} exists already")
        zone = Zone(name, visibility, owner, [], 0)  # every field given: no default factory
        self.zones[name] = zone
        self._ability_zones = None
        self._ability_names = None
        self.zones_version += 1
        return zone

    def zone(self, name: str) -> Zone:
        """The zone called ``name``."""
        try:
            return self.zones[name]
        except KeyError:
            raise RulesError(f"no zone called {name}") from None

    def create_object(
        self,
        card: str,
        zone: str,
        *,
        owner: str | None = None,
        position: str | int = BOTTOM,
        face_down: bool = False,
    ) -> GameObject:
        """Put a new object for ``card`` into ``zone`` (set-up; not an event)."""
        if self.library is not None and card not in self.library.cards:
            raise RulesError(f"no card called {card} in the loaded sets")
        self._next_number += 1
        # every field given: the literals cost less than the dataclass's default factories
        obj = GameObject(f"{card}#{self._next_number}", card, zone, owner, owner, False,
                         face_down, [], {}, {})
        self._insert(self.zone(zone), obj, position)
        self.objects[obj.id] = obj
        return obj

    def create_objects(self, cards: list[str], zone: str, *,
                       owner: str | None = None) -> list[GameObject]:
        """Put new objects for ``cards`` at the bottom of ``zone``, in order (set-up; not an
        event): what as many ``create_object`` calls make, the zone changed once."""
        target = self.zone(zone)
        if self.library is not None:
            known = self.library.cards
            for card in cards:
                if card not in known:
                    raise RulesError(f"no card called {card} in the loaded sets")
        number = self._next_number
        objects = self.objects
        made = []
        for card in cards:
            number += 1
            obj = GameObject(f"{card}#{number}", card, zone, owner, owner, False, False, [], {},
                             {})
            objects[obj.id] = obj
            made.append(obj)
        self._next_number = number
        if made:
            target.objects.extend(made)
            self.zone_changed(target)
        return made

    def zone_changed(self, zone: Zone) -> None:
        """Say that ``zone``'s objects or their order changed (the kernel's moves and shuffles
        say it themselves; code that reorders ``zone.objects`` directly must): bumps
        ``zone.version``, and ``zones_version`` if the zone's objects carry active abilities
        (or the ability zones are not known yet), as only those change the ability index."""
        zone.version += 1
        self.window_run = None  # a change within a run of windows (a search's deal) ends it
        names = self._ability_names
        if names is None or zone.name in names:
            self.zones_version += 1

    def _insert(self, zone: Zone, obj: GameObject, position: str | int) -> None:
        self.zone_changed(zone)
        if position == TOP:
            zone.objects.insert(0, obj)
        elif position == BOTTOM:
            zone.objects.append(obj)
        else:
            zone.objects.insert(int(position), obj)

    def obj(self, object_id: str) -> GameObject:
        """The object with ``object_id``; RulesError if it no longer exists."""
        try:
            return self.objects[object_id]
        except KeyError:
            raise RulesError(f"no object {object_id} (it may have changed zones)") from None

    def exists(self, target: str) -> bool:
        """Whether a target (object id or seat) still exists."""
        return target in self.objects or target in self.players

    def move_object(
        self,
        obj: GameObject,
        to: str,
        position: str | int = TOP,
        *,
        face_down: bool | None = None,
        controller: str | None = None,
    ) -> GameObject:
        """Move ``obj`` to zone ``to`` as a new object with a new id; return the new object.

        The primitive under the ``move`` event; call it directly only during set-up.
        ``move_all`` repeats its first steps inline for a batch (both place the new object
        with ``_place_moved``): a change to those steps is made there too.
        """
        zones = self.zones
        target = zones.get(to)
        if target is None:
            raise RulesError(f"no zone called {to}")
        source = zones[obj.zone]
        source.objects.remove(obj)
        object_id = obj.id
        del self.objects[object_id]
        if self.memory:
            self.memory.pop(object_id, None)
        memo = self._memo
        if memo.by_source:  # most games ask their cards nothing: no answer to forget
            memo.forget(object_id)
        self._next_number += 1
        owner = obj.owner
        # every field given: the literals cost less than the dataclass's default factories
        new = GameObject(f"{obj.card}#{self._next_number}", obj.card, to, owner,
                         controller or target.owner or owner, False, bool(face_down), [], {}, {})
        self._place_moved(source, target, new, position)
        self.objects[new.id] = new
        return new

    def _place_moved(self, source: Zone, target: Zone, new: GameObject,
                     position: str | int) -> None:
        """Put a moved object's new self into ``target`` at ``position``, and say what
        zone_changed says of both zones, once for the move (move_object and move_all)."""
        source.version += 1
        target.version += 1
        self.window_run = None
        names = self._ability_names
        if names is None or source.name in names:
            self.zones_version += 1
        if names is None or target.name in names:
            self.zones_version += 1
        if position == TOP:
            target.objects.insert(0, new)
        elif position == BOTTOM:
            target.objects.append(new)
        else:
            target.objects.insert(int(position), new)

    def find_card(self, card: str, zones: Iterable[str] | None = None) -> GameObject | None:
        """The first object of ``card`` in ``zones`` (default: every zone), or None."""
        for name in zones if zones is not None else self.zones:
            for obj in self.zones[name].objects:
                if obj.card == card:
                    return obj
        return None

    def card(self, card_id: str) -> Any:
        """The card definition (from the loaded sets) of ``card_id``."""
        return self.library.cards[card_id]

    def ability_zones(self) -> list[Zone]:
        """The zones whose objects' abilities are active, as the game defines them."""
        if self._ability_zones is None:
            self._ability_zones = [self.zones[n] for n in self.rules.ability_zones(self)]
            self._ability_names = frozenset(z.name for z in self._ability_zones)
        return self._ability_zones

    def is_ability_zone(self, name: Any) -> bool:
        """Whether ``name`` names one of the ability zones."""
        if self._ability_names is None:
            self.ability_zones()
        assert self._ability_names is not None
        return isinstance(name, str) and name in self._ability_names

    def refresh_ability_zones(self) -> None:
        """Forget the cached ability zones (call when the game's answer would change)."""
        self._ability_zones = None
        self._ability_names = None
        self.zones_version += 1

    def abilities_changed(self) -> None:
        """Say that objects' abilities changed other than by a move: a zone's order set
        directly, or an object taking another card's identity (its ``card`` changed)."""
        self.zones_version += 1
        self.abilities_version += 1

    # ------------------------------------------------------------------ counters & memory
    def counter(self, target: str, name: str) -> int:
        """A player's or an object's counter (0 when unset)."""
        holder = self.players.get(target) or self.obj(target)
        return holder.counters.get(name, 0)

    def set_counter(self, target: str, name: str, value: int) -> None:
        """Set a counter directly (set-up and scenarios; not an event)."""
        holder = self.players.get(target) or self.obj(target)
        holder.counters[name] = int(value)
        self.counters_changed(name)

    def counters_changed(self, *names: str) -> None:
        """Say that the counters called ``names`` changed (the kernel's counter event and
        ``set_counter`` say it; a game's own applier that writes counters directly must):
        moves ``counters_version`` and each name's ``counter_changes``."""
        self.counters_version += 1
        self.window_run = None
        changes = self.counter_changes
        for name in names:
            changes[name] = changes.get(name, 0) + 1

    def remember(self, key: str, name: str, value: Any) -> None:
        """Store plain ``value`` under ``key`` (an object id) for a card script."""
        self.memory.setdefault(key, {})[name] = value

    def recall(self, key: str, name: str, default: Any = None) -> Any:
        """Read what a card script stored."""
        return self.memory.get(key, {}).get(name, default)

    # ------------------------------------------------------------------ events
    def perform(
        self, kind: str, data: dict[str, Any] | None = None, *, affected: str | None = None
    ) -> Flow:
        """Run one event through replacement, application and trigger matching; return it."""
        if self.over:  # the game ended (a win the moment it happened): nothing more happens
            raise GameEnded(kind)
        event = Event(kind, data if data is not None else {}, affected)
        # most events meet no replacement at all: the game's own and the plugins' are asked,
        # a card's only when one in an ability zone replaces this kind of event
        if (self._rule_replacements is not None
                and (self._rule_replaces is None or kind in self._rule_replaces)) \
                or self._hook_replacements is not None or self._ability_index.replacement(kind):
            candidates = self.replacement_candidates(event)
            if candidates:
                yield from self._replace_from(event, candidates)
        if event.cancelled:
            self.history.append((self.turn, kind + ":cancelled", event.data))
            return event
        try:
            applier = self._appliers[kind]
        except KeyError:
            raise RulesError(f"no rule applies events of kind '{kind}'") from None
        event.result = applier(self, event)
        self.record(event)
        return event

    def replace(self, event: Event) -> Flow:
        """The replacement loop: each effect at most once; the affected player orders them."""
        if event.cancelled:
            return
        candidates = self.replacement_candidates(event)
        if candidates:
            yield from self._replace_from(event, candidates)

    def _replace_from(self, event: Event, candidates: list[Replacement]) -> Flow:
        """The replacement loop from its first candidates on, until none is left."""
        while True:
            chosen = candidates[0]
            if len(candidates) > 1:
                chooser = self.rules.affected_player(self, event) or self.active
                options = [Option(f"replace:{c.id}", c.label) for c in candidates]
                picked = yield Decision(
                    chooser, CHOOSE, f"Which effect applies first to this {event.kind}?", options
                )
                chosen = candidates[[o.id for o in options].index(picked)]
            event.applied = (*event.applied, chosen.id)
            outcome = chosen.apply(self, event)
            if isinstance(outcome, GeneratorType):
                yield from outcome
            if event.cancelled:
                return
            candidates = self.replacement_candidates(event)
            if not candidates:
                return

    def replacement_candidates(self, event: Event) -> list[Replacement]:
        """Every replacement that could apply to ``event`` and has not yet."""
        rules = self._rule_replacements
        kinds = self._rule_replaces
        found = rules(self, event) if rules and (kinds is None or event.kind in kinds) else None
        # a list of its own, those not yet applied (most events meet none: no comprehension)
        found = [r for r in found if r.id not in event.applied] if found else []
        found.extend(self.scripts.triggers.replacements(event))
        if self._hook_replacements is not None:
            for batch in self._hook_replacements(game=self, event=event):
                found.extend(r for r in batch if r.id not in event.applied)
        return found

    def record(self, event: Event) -> None:
        """Log an applied event and queue the triggers it sets off."""
        # _count's steps inlined: this runs after every event
        self._quiet_events += 1
        if self._quiet_events > LOOP_LIMIT:
            raise RulesError(f"{LOOP_LIMIT} events without a single decision: the rules or a "
                             f"card loop forever (last event: {event.kind})")
        if self.history.maxlen:
            self.history.append((self.turn, event.kind, event.data))
        applied = self.applied
        applied[event.kind] = applied.get(event.kind, 0) + 1
        if self._ability_index.dynamic:  # a static that strips or gives may now pick others
            self.zones_version += 1
        if self._after_event is not None:
            self._after_event(self, event)
        for observer in self.observers:
            observer(self, event)
        if self._rule_triggers is not None:
            self.waiting.extend(self._rule_triggers(self, event))
        names = self._ability_names
        if names is None or names:  # no ability zones: no triggers
            # most events nothing in play watches: only a move may set off its leaver's own
            kind = event.kind
            if kind == "move" or self._ability_index.triggered(kind):
                self._card_triggers.match_triggers(event)

    def _count(self, kind: str) -> None:
        """Count an applied event of ``kind`` (``applied``, and towards the loop limit)."""
        self._quiet_events += 1
        if self._quiet_events > LOOP_LIMIT:
            raise RulesError(f"{LOOP_LIMIT} events without a single decision: the rules or a "
                             f"card loop forever (last event: {kind})")
        applied = self.applied
        applied[kind] = applied.get(kind, 0) + 1
        if self._ability_index.dynamic:  # a static that strips or gives may now pick others
            self.zones_version += 1

    def _unwatched(self, kind: str = "move") -> bool:
        """Whether an event of ``kind`` now is one nothing could replace or read (no history
        kept, no rule, card, plugin or observer watching, the kernel's own applier): it may be
        applied without making its event. Moves and counter changes keep it so: none adds a
        watcher."""
        names = self._ability_names
        return not self.history.maxlen and self._after_event is None \
            and not self.observers and self._rule_triggers is None \
            and names is not None and not names and self._hook_replacements is None \
            and self._appliers[kind] is KERNEL_APPLIERS[kind] \
            and (self._rule_replacements is None
                 or (self._rule_replaces is not None and kind not in self._rule_replaces))

    def _unwatched_move(self, object_id: str, to: str, position: str | int,
                        face_down: bool | None) -> GameObject:
        """A move nothing could replace or read: the object moved and the event counted,
        as ``apply_move`` and ``record`` would, without the event itself."""
        obj = self.objects.get(object_id)
        if obj is None:
            obj = self.obj(object_id)  # raises: no such object
        new = self.move_object(obj, to, position, face_down=face_down)
        self._count("move")
        return new

    # convenience wrappers for the kernel's own event kinds
    def move(
        self,
        obj: GameObject | str,
        to: str,
        position: str | int = TOP,
        *,
        face_down: bool | None = None,
        **extra: Any,
    ) -> Flow:
        """Move an object to a zone (an event); return the new object, or None if replaced away."""
        object_id = obj if isinstance(obj, str) else obj.id
        if not extra and self._unwatched():
            # nothing could replace or read the event: apply_move's change of the state
            # without making it
            if self.over:
                raise GameEnded("move")
            return self._unwatched_move(object_id, to, position, face_down)
        data = {"object": object_id, "to": to, "position": position, **extra} if extra \
            else {"object": object_id, "to": to, "position": position}
        if face_down is not None:
            data["face_down"] = face_down
        kinds = self._rule_replaces
        names = self._ability_names  # known and empty: no card's replacement is in play
        rules = self._rule_replacements
        if self._hook_replacements is None and ((names is not None and not names)
                                                or not self._ability_index.replacement("move")):
            if self.over:
                raise GameEnded("move")
            event = Event("move", data)
            if rules is None or (kinds is not None and "move" not in kinds) \
                    or not rules(self, event):
                # the common move, which nothing could replace (the rules asked, as perform
                # asks them, found none): perform's steps without its generator (the same
                # event, applied and recorded)
                new_id = event.result = self._appliers["move"](self, event)
                self.record(event)
                return self.objects.get(new_id)
        event = yield from self.perform("move", data)
        return None if event.cancelled else self.objects.get(event.result)

    def move_all(self, moves: Iterable[tuple[GameObject, str]],
                 position: str | int = TOP) -> Flow:
        """Move each object to its zone, in the order given, each as ``move`` would (one event
        each); return the new objects (None for one replaced away). The objects are named
        before the first moves: a move that displaces another of them (a replacement) makes
        that one's move fail as moving a gone object does."""
        if not self._unwatched():
            made = []
            for obj, to in moves:
                made.append((yield from self.move(obj, to, position)))
            return made
        if self.over:
            raise GameEnded("move")
        # nothing reads these moves: each applied and counted as _unwatched_move does, with
        # move_object's steps (a face-up move by the new zone's owner) inlined and the game's
        # lookups made once for the batch: -1.8% instructions a Dungeon Raiders game against
        # a call of move_object per object (or of one loop shared with it: -0.1%)
        objects = self.objects
        zones = self.zones
        memo = self._memo
        place = self._place_moved
        applied = self.applied
        index = self._ability_index
        made = []
        for obj, to in moves:
            object_id = obj.id
            if objects.get(object_id) is None:
                self.obj(object_id)  # raises: no such object
            target = zones.get(to)
            if target is None:
                raise RulesError(f"no zone called {to}")
            source = zones[obj.zone]
            source.objects.remove(obj)
            del objects[object_id]
            if self.memory:
                self.memory.pop(object_id, None)
            if memo.by_source:  # most games ask their cards nothing: no answer to forget
                memo.forget(object_id)
            self._next_number += 1
            owner = obj.owner
            new = GameObject(f"{obj.card}#{self._next_number}", obj.card, to, owner,
                             target.owner or owner, False, False, [], {}, {})
            place(source, target, new, position)
            objects[new.id] = new
            made.append(new)
            self._quiet_events += 1
            if self._quiet_events > LOOP_LIMIT:
                raise RulesError(f"{LOOP_LIMIT} events without a single decision: the rules "
                                 "or a card loop forever (last event: move)")
            applied["move"] = applied.get("move", 0) + 1
            if index.dynamic:  # a static that strips or gives may now pick others
                self.zones_version += 1
        return made

    def change_counter(self, target: str, name: str, amount: int, **extra: Any) -> Flow:
        """Add ``amount`` (may be negative) to a counter as an event; return the real change."""
        data = {"target": target, "name": name, "amount": amount, **extra}
        if self._unwatched("counter"):
            # nothing could replace or read it: apply_counter's change, counted as recorded
            if self.over:
                raise GameEnded("counter")
            change = self._appliers["counter"](self, Event("counter", data))
            self._count("counter")
            return change
        event = yield from self.perform("counter", data)
        return 0 if event.cancelled else event.result

    def roll(self, player: str, sides: int = 6, **extra: Any) -> Flow:
        """Roll a die for ``player`` as an event; return the result."""
        event = yield from self.perform("roll", {"player": player, "sides": sides, **extra})
        return None if event.cancelled else event.result

    def shuffle(self, zone: str) -> Flow:
        """Shuffle a zone as an event."""
        yield from self.perform("shuffle", {"zone": zone})

    # ------------------------------------------------------------------ triggers & stack
    def order_apnap(self, triggers: list[PendingTrigger]) -> Flow:
        """Active player's triggers first, then the others in turn order; each orders their own."""
        ordered: list[PendingTrigger] = []
        for seat in self.seats_from(self.active):
            own = [t for t in triggers if t.controller == seat]
            if len(own) > 1:
                options = [Option(f"trigger:{i}", t.label) for i, t in enumerate(own)]
                order = yield Decision(
                    seat, ORDER, "Order your triggered abilities (first listed resolves last)",
                    options,
                )
                own = [own[int(o.split(":")[1])] for o in order]
            ordered.extend(own)
        ordered.extend(t for t in triggers if t.controller not in self.players)
        return ordered

    def put_triggers_on_stack(self) -> Flow:
        """Put every waiting trigger on the stack in the game's order."""
        yield from self._drain_triggers(resolve=False)

    def resolve_waiting_triggers(self) -> Flow:
        """For games without a stack: resolve every waiting trigger now, in the game's order."""
        yield from self._drain_triggers(resolve=True)

    def _drain_triggers(self, *, resolve: bool) -> Flow:
        while self.waiting:
            batch, self.waiting = self.waiting, []
            ordered = yield from self.rules.order_triggers(self, batch)
            for trigger in ordered:
                item = yield from self.scripts.triggers.to_stack_item(trigger)
                if item is None:
                    continue
                if resolve:
                    yield from self.resolve_item(item)
                else:
                    self.push(item)

    def new_stack_item(self, kind: str, controller: str, label: str, **fields: Any) -> StackItem:
        """Make a stack item with a fresh id (not yet on the stack)."""
        self._next_stack += 1
        return StackItem(f"s{self._next_stack}", kind, controller, label, **fields)

    def push(self, item: StackItem) -> None:
        """Put an item on top of the stack."""
        self.stack.append(item)
        self.history.append((self.turn, "stack", {"item": item.id, "label": item.label}))

    def remove_from_stack(self, item_id: str) -> StackItem | None:
        """Take an item off the stack without resolving it (cancel); return it."""
        for i, item in enumerate(self.stack):
            if item.id == item_id:
                del self.stack[i]
                self.history.append((self.turn, "cancel", {"item": item_id}))
                return item
        return None

    def resolve_top(self) -> Flow:
        """Resolve the top item of the stack (or let it fizzle if all its targets are gone)."""
        item = self.stack.pop()
        yield from self.resolve_item(item)

    def resolve_item(self, item: StackItem) -> Flow:
        """Resolve one item that is no longer on the stack, or let it fizzle if it has targets
        and the game says none of them exists any more; then the game's after-resolution."""
        target_exists = self.rules.target_exists
        if item.targets and not any(target_exists(self, t) for t in item.targets):
            self.history.append((self.turn, "fizzle", {"item": item.id, "label": item.label}))
        else:
            try:
                resolver = self._resolvers[item.resolver]
            except KeyError:
                raise RulesError(f"no rule resolves stack items of kind '{item.resolver}'"
                                 ) from None
            yield from resolver(self, item)
        if self._after_resolution is not None:
            yield from self._after_resolution(self, item)

    def before_priority(self) -> Flow:
        """State checks, then waiting triggers onto the stack, until nothing changes."""
        while True:
            yield from self.rules.state_checks(self)
            if self.over or not self.waiting:
                return
            yield from self.put_triggers_on_stack()

    def priority(self, first: str | None = None) -> Flow:
        """The priority loop: act or pass; all pass in succession resolves the top item.

        A player whose only option is to pass (or only ``alongside`` actions) passes without
        being asked, and so does a seat that declined the window beforehand
        (``declare_relevance``), its actions not even computed, or where it could only tidy
        its own things (``Action.tidy``). Returns when the
        stack is empty and every player has passed in succession (the step may advance).
        """
        relevance, replayed = self._relevance, self._replayed_skips
        while True:
            yield from self.before_priority()
            if self.over:
                return
            player = first or self.active
            first = None
            passes = 0
            seats = len(self.priority_seats())
            following = self._next_in_order
            self._runs += 1
            self.window_run = self._runs
            while passes < seats:
                number = self.windows = self.windows + 1
                if relevance or replayed:
                    # whether the seat declines the window beforehand, recorded if so (asked at
                    # every window, most of them declined: inline, not a method call)
                    if replayed and replayed.get(number) == player:
                        del replayed[number]
                        declined = True
                    else:
                        wants = relevance.get(player)
                        window = None if wants is None else \
                            self.rules.priority_window(self, player, number)
                        declined = window is not None and not wants(window)
                    if declined:
                        # a pass, recorded as one, without computing the actions it passes on
                        self.skipped.append((len(self.answers), number, player))
                        passes += 1
                        player = following[player] if following is not None else \
                            self.rules.next_in_turn_order(self, player)
                        continue
                actions = self.rules.priority_actions(self, player)
                if actions and player in self._relevance and any(a.tidy for a in actions) and all(
                        a.alongside or a.tidy for a in actions):
                    # only tidying on offer: a seat that chose its stops is not asked (the
                    # window is logged as declined, so a replay passes it unasked too)
                    self.skipped.append((len(self.answers), self.windows, player))
                    actions = []
                if actions and not all(a.alongside for a in actions):
                    options = [Option("pass", self.rules.pass_label(self, player))]
                    options.extend(Option(a.id, a.label, a.cannot) for a in actions)
                    choice = yield Decision(player, PRIORITY, "You have priority", options)
                else:
                    choice = "pass"
                if choice == "pass":
                    passes += 1
                    player = following[player] if following is not None else \
                        self.rules.next_in_turn_order(self, player)
                    continue
                action = next(a for a in actions if a.id == choice)
                self.window_run = None  # the action changes the game: a new run after it
                yield from action.perform()
                passes = 0
                yield from self.before_priority()
                if self.over:
                    return
                self._runs += 1
                self.window_run = self._runs
            self.window_run = None
            if not self.stack:
                return
            yield from self.resolve_top()
            if self.over:
                return

    def declare_relevance(self, seat: str, wants: Callable[[Window], bool] | None) -> None:
        """Let ``seat`` say, before each of its priority windows, whether it may want to act
        there: ``wants(window)`` False passes for it without its legal actions being
        computed (recorded in ``skipped``). The window is the game's ``priority_window``; a
        game that gives none offers every window. None withdraws the declaration. ``wants``
        must decide from the game alone (no draw from a generator the game's answers depend
        on), and decline only where the seat would pass whatever is on offer."""
        if wants is None:
            self._relevance.pop(seat, None)
        else:
            self._relevance[seat] = wants

    def window_matters(self, window: Window, level: str) -> bool:
        """Whether something ``window.player`` holds could matter in that priority window at
        stop ``level`` (the game's ``Ruleset.window_matters``)."""
        return self.rules.window_matters(self, window, level)

    def replay_skips(self, skips: Iterable[tuple[int, str]]) -> None:
        """Decline again the priority windows a log recorded as declined: ``(number, seat)``
        (the windows not yet reached; ``unreplayed_skips`` tells those never met)."""
        self._replayed_skips.update((number, seat) for number, seat in skips)

    def unreplayed_skips(self) -> list[tuple[int, str]]:
        """The declined windows given to ``replay_skips`` that this game has not met (a
        verified replay of a whole log has none)."""
        return sorted(self._replayed_skips.items())

    def priority_seats(self) -> list[str]:
        """Seats that take part in priority (everyone not eliminated)."""
        return [s for s in self.seats if not self.players[s].flags.get("eliminated")]

    # ------------------------------------------------------------------ views
    def snapshot(self) -> dict[str, Any]:
        """The whole state as JSON-able data (what scenarios' ``expect`` paths read)."""
        return {
            "game": self.id,
            "seed": self.seed,
            "options": dict(self.options),
            "turn": self.turn,
            "active": self.active,
            "phase": self.phase,
            "step": self.step,
            "players": {s: p.to_json() for s, p in self.players.items()},
            "zones": {
                name: zone_json(z, [o.to_json() for o in z.objects])
                for name, z in self.zones.items()
            },
            "stack": [i.to_json() for i in self.stack],
            "waiting": [t.to_json() for t in self.waiting],
            "memory": {k: dict(v) for k, v in self.memory.items()},
            "data": self.data,
            "rng": self.rng.to_json(),
            "over": self.over,
            "result": self.result,
            "decisions": len(self.answers),
            "next_object": self._next_number,
        }

    def view(self, player: str | None) -> dict[str, Any]:
        """What ``player`` may see: hidden zones and face-down cards without identity."""
        zones = {}
        for name, zone in self.zones.items():
            if zone.visibility == PUBLIC and not any(o.face_down for o in zone.objects):
                cards = [o.to_json() for o in zone.objects]
            else:
                cards = [object_view(o, zone, player) for o in zone.objects]
            zones[name] = zone_json(zone, cards)
        return {
            "game": self.id,
            "viewer": player,
            "options": dict(self.options),
            "turn": self.turn,
            "active": self.active,
            "phase": self.phase,
            "step": self.step,
            "players": {s: p.to_json() for s, p in self.players.items()},
            "zones": zones,
            "stack": [i.to_json() for i in self.stack],
            "data": self.rules.view_data(self, player),
            "over": self.over,
            "result": self.result,
        }

    def narrate(self, text: str, source: str | None = None) -> None:
        """Say what happened, in words, for a person following the game: a line of the
        game's narration, and an entry of its history (``source``: the card that said it)."""
        line = f"{self.card_name(source)}: {text}" if source else text
        self.narration.append(line)
        self.narrated += 1
        self.history.append((self.turn, "say", {"text": line}))

    def card_name(self, ident: str) -> str:
        """The printed name of a card id or object id (the id itself if neither)."""
        card = self.objects[ident].card if ident in self.objects else ident.split("#")[0]
        found = self.library.cards.get(card) if self.library is not None else None
        return found.name if found is not None else ident

    def history_for(self, viewer: str | None, last: int | None = None
                    ) -> list[tuple[int, str, dict[str, Any]]]:
        """The event history as ``viewer`` may read it: hidden cards' identities masked."""
        entries = list(self.history)
        if last is not None:
            entries = entries[-last:]
        if viewer is None:
            return entries
        zones = self.zones
        return [(turn, kind, masked(zones, kind, data, viewer)) for turn, kind, data in entries]

    def history_since(self, mark: tuple[int, str, dict[str, Any]] | None
                      ) -> list[tuple[int, str, dict[str, Any]]]:
        """The history entries after ``mark`` (an entry seen before; None or one no longer
        kept: every entry kept)."""
        found: list[tuple[int, str, dict[str, Any]]] = []
        for entry in reversed(self.history):
            if entry is mark:
                break
            found.append(entry)
        found.reverse()
        return found

    def tell(self, entries: list[tuple[int, str, dict[str, Any]]], viewer: str | None,
             said: bool | None = None) -> list[str]:
        """These history entries as a person reads them: each line a card or the game said
        (unless ``said`` is false; default: as the game wants), and the game's own words for
        each event it narrates, as ``viewer`` may see it."""
        said = self.rules.tells_said if said is None else said
        lines = []
        for _, kind, data in entries:
            if kind == "say":
                if said:
                    lines.append(str(data.get("text", "")))
                continue
            seen = data if viewer is None else masked(self.zones, kind, data, viewer)
            text = self.rules.narrate(self, kind, seen, viewer)
            if text:
                lines.append(text)
        return folded(lines)

    def lua_memory(self, *, collect: bool = False) -> int:
        """Bytes the game's Lua runtime holds now (0 while no card script has run); with
        ``collect``, after a full garbage collection (ask only once the game is over: it moves
        Lua's next collection, which scripts' budgets are charged for)."""
        # the sandbox is built on first use: asking must not build one
        sandbox = self.scripts._sandbox
        if sandbox is None:
            return 0
        return sandbox.live_memory() if collect else sandbox.memory_used

    def state_hash(self) -> str:
        """A hash of the whole state, for replay checks."""
        text = json.dumps(self.snapshot(), sort_keys=True, separators=(",", ":"), default=str)
        return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]

    def render(self, viewer: str | None) -> str:
        """The state as text for ``viewer``, as the game draws it."""
        return self.rules.render(self, viewer)

    def render_brief(self, viewer: str | None) -> str:
        """What changed within a turn, as the game draws it for ``viewer``."""
        return self.rules.render_brief(self, viewer)


def _hook_caller(hooks: Any, name: str) -> Callable[..., Any] | None:
    """The pluggy hook caller for ``name`` if any plugin implements it (a hot-path skip)."""
    if hooks is None:
        return None
    caller = getattr(hooks.hook, name, None)
    if caller is None or not caller.get_hookimpls():
        return None
    return caller


def _resolve_ability(game: Game, item: StackItem) -> Flow:
    yield from game.scripts.resolve_stack_item(item)


__all__ = ["Game", "GameEnded"]
