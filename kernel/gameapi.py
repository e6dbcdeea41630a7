"""The game as the kernel's own parts see it: the Protocol that the ruleset, the set-up
directives and the Lua bridge are given instead of the ``Game`` class.

``Game`` (kernel/game.py) builds and drives those parts, so they may not import it back, not
even for annotations (tests/test_import_cycles.py): they name this interface, which ``Game``
implements (tests/kernel/test_game_api.py checks every member). A part that needs only a
little of the game takes a narrower Protocol of its own (agents.py's ``AgentTable``).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Generator, Iterable
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from .decisions import Answer, Decision, Window
    from .events import Event, PendingTrigger, Replacement, StackItem
    from .rng import Rng
    from .sets.library import CardLibrary
    from .state import GameObject, Player, Zone

Flow = Generator[Any, Any, Any]


class GameAPI(Protocol):
    """A game in progress, as its rules, directives and card scripts' bridge use it."""

    # the game's Ruleset: ruleset.py is itself given this Protocol, so naming the class here
    # would make the two modules import each other; read it as kernel.ruleset.Ruleset
    rules: Any
    hooks: Any  # the pluggy hook relay of the registry that built the game (or None)
    id: str
    seed: int
    rng: Rng
    options: dict[str, Any]
    seats: list[str]
    players: dict[str, Player]
    zones: dict[str, Zone]
    objects: dict[str, GameObject]
    turn: int
    active: str
    phase: str
    step: str
    stack: list[StackItem]
    waiting: list[PendingTrigger]
    memory: dict[str, dict[str, Any]]
    data: dict[str, Any]
    result: dict[str, Any] | None
    over: bool
    error: str | None
    history: deque[tuple[int, str, dict[str, Any]]]
    narration: deque[str]
    narrated: int
    answers: list[tuple[str, Answer]]
    setup_directives: dict[str, Any]
    library: CardLibrary | None
    zones_version: int
    abilities_version: int
    counters_version: int
    applied: dict[str, int]
    counter_changes: dict[str, int]
    caches: dict[str, Any]
    windows: int
    skipped: list[tuple[int, int, str]]
    window_run: int | None

    @property
    def pending(self) -> list[Decision]:
        """The decisions the game waits for right now (several for a simultaneous choice)."""

    def pending_for(self, player: str) -> Decision | None:
        """The decision ``player`` has to answer now, if any."""

    def answer(self, player: str, answer: Any) -> None:
        """Answer ``player``'s pending decision; raises IllegalAnswer if it is not on offer."""

    def stop_with_error(self, message: str) -> None:
        """Stop the game cleanly after a failure (a card script error): its log stays valid."""

    def end(self, winners: Iterable[str], reason: str, **extra: Any) -> None:
        """Record the result; the game's flow should return right after."""

    def next_seat(self, seat: str, seats: list[str] | None = ...) -> str:
        """The seat after ``seat`` in turn order (clockwise)."""

    def seats_from(self, first: str) -> list[str]:
        """Every seat in turn order, starting with ``first``."""

    def add_zone(self, name: str, visibility: str = ..., owner: str | None = ...) -> Zone:
        """Create an empty zone (``p1.hand``, ``room.deck``)."""

    def zone(self, name: str) -> Zone:
        """The zone called ``name``."""

    def create_object(
        self,
        card: str,
        zone: str,
        *,
        owner: str | None = ...,
        position: str | int = ...,
        face_down: bool = ...,
    ) -> GameObject:
        """Put a new object for ``card`` into ``zone`` (set-up; not an event)."""

    def zone_changed(self, zone: Zone) -> None:
        """Bump ``zones_version`` if ``zone``'s objects carry active abilities."""

    def obj(self, object_id: str) -> GameObject:
        """The object with ``object_id``; RulesError if it no longer exists."""

    def exists(self, target: str) -> bool:
        """Whether a target (object id or seat) still exists."""

    def move_object(
        self,
        obj: GameObject,
        to: str,
        position: str | int = ...,
        *,
        face_down: bool | None = ...,
        controller: str | None = ...,
    ) -> GameObject:
        """Move ``obj`` to zone ``to`` as a new object with a new id; return the new object."""

    def find_card(self, card: str, zones: Iterable[str] | None = ...) -> GameObject | None:
        """The first object of ``card`` in ``zones`` (default: every zone), or None."""

    def card(self, card_id: str) -> Any:
        """The card definition (from the loaded sets) of ``card_id``."""

    def ability_zones(self) -> list[Zone]:
        """The zones whose objects' abilities are active, as the game defines them."""

    def is_ability_zone(self, name: Any) -> bool:
        """Whether ``name`` names one of the ability zones."""

    def refresh_ability_zones(self) -> None:
        """Forget the cached ability zones (call when the game's answer would change)."""

    def abilities_changed(self) -> None:
        """Say that objects' abilities changed other than by a move."""

    def counter(self, target: str, name: str) -> int:
        """A player's or an object's counter (0 when unset)."""

    def set_counter(self, target: str, name: str, value: int) -> None:
        """Set a counter directly (set-up and scenarios; not an event)."""

    def counters_changed(self, *names: str) -> None:
        """Say that the counters called ``names`` changed: moves ``counters_version`` and
        each name's ``counter_changes``."""

    def remember(self, key: str, name: str, value: Any) -> None:
        """Store plain ``value`` under ``key`` (an object id) for a card script."""

    def recall(self, key: str, name: str, default: Any = ...) -> Any:
        """Read what a card script stored."""

    def perform(
        self, kind: str, data: dict[str, Any] | None = ..., *, affected: str | None = ...
    ) -> Flow:
        """Run one event through replacement, application and trigger matching; return it."""

    def replace(self, event: Event) -> Flow:
        """The replacement loop: each effect at most once; the affected player orders them."""

    def replacement_candidates(self, event: Event) -> list[Replacement]:
        """Every replacement that could apply to ``event`` and has not yet."""

    def record(self, event: Event) -> None:
        """Log an applied event and queue the triggers it sets off."""

    def move(
        self,
        obj: GameObject | str,
        to: str,
        position: str | int = ...,
        *,
        face_down: bool | None = ...,
        **extra: Any,
    ) -> Flow:
        """Move an object to a zone (an event); return the new object, or None if replaced away."""

    def change_counter(self, target: str, name: str, amount: int, **extra: Any) -> Flow:
        """Add ``amount`` (may be negative) to a counter as an event; return the real change."""

    def roll(self, player: str, sides: int = ..., **extra: Any) -> Flow:
        """Roll a die for ``player`` as an event; return the result."""

    def shuffle(self, zone: str) -> Flow:
        """Shuffle a zone as an event."""

    def order_apnap(self, triggers: list[PendingTrigger]) -> Flow:
        """Active player's triggers first, then the others in turn order; each orders their own."""

    def put_triggers_on_stack(self) -> Flow:
        """Put every waiting trigger on the stack in the game's order."""

    def resolve_waiting_triggers(self) -> Flow:
        """For games without a stack: resolve every waiting trigger now, in the game's order."""

    def new_stack_item(self, kind: str, controller: str, label: str, **fields: Any) -> StackItem:
        """Make a stack item with a fresh id (not yet on the stack)."""

    def push(self, item: StackItem) -> None:
        """Put an item on top of the stack."""

    def remove_from_stack(self, item_id: str) -> StackItem | None:
        """Take an item off the stack without resolving it (cancel); return it."""

    def resolve_top(self) -> Flow:
        """Resolve the top item of the stack (or let it fizzle if all its targets are gone)."""

    def resolve_item(self, item: StackItem) -> Flow:
        """Resolve one item that is no longer on the stack."""

    def before_priority(self) -> Flow:
        """State checks, then waiting triggers onto the stack, until nothing changes."""

    def priority(self, first: str | None = ...) -> Flow:
        """The priority loop: act or pass; all pass in succession resolves the top item."""

    def declare_relevance(self, seat: str, wants: Callable[[Window], bool] | None) -> None:
        """Let ``seat`` decline priority windows beforehand (``wants(window)`` False)."""

    def window_matters(self, window: Window, level: str) -> bool:
        """Whether something the window's seat holds could matter there at stop ``level``."""

    def replay_skips(self, skips: Iterable[tuple[int, str]]) -> None:
        """Decline again the priority windows ``(number, seat)`` a log recorded as declined."""

    def unreplayed_skips(self) -> list[tuple[int, str]]:
        """The declined windows given to ``replay_skips`` not met yet."""

    def priority_seats(self) -> list[str]:
        """Seats that take part in priority (everyone not eliminated)."""

    def snapshot(self) -> dict[str, Any]:
        """The whole state as JSON-able data (what scenarios' ``expect`` paths read)."""

    def view(self, player: str | None) -> dict[str, Any]:
        """What ``player`` may see: hidden zones and face-down cards without identity."""

    def narrate(self, text: str, source: str | None = ...) -> None:
        """Say what happened, in words, for a person following the game."""

    def card_name(self, ident: str) -> str:
        """The printed name of a card id or object id (the id itself if neither)."""

    def history_for(
        self, viewer: str | None, last: int | None = ...
    ) -> list[tuple[int, str, dict[str, Any]]]:
        """The event history as ``viewer`` may read it: hidden cards' identities masked."""

    def history_since(
        self, mark: tuple[int, str, dict[str, Any]] | None
    ) -> list[tuple[int, str, dict[str, Any]]]:
        """The history entries after ``mark`` (every entry kept if it is None or gone)."""

    def tell(
        self,
        entries: list[tuple[int, str, dict[str, Any]]],
        viewer: str | None,
        said: bool | None = ...,
    ) -> list[str]:
        """These history entries as ``viewer`` reads them, in the game's words."""

    def lua_memory(self, *, collect: bool = ...) -> int:
        """Bytes the game's Lua runtime holds now (0 while no card script has run)."""

    def state_hash(self) -> str:
        """A hash of the whole state, for replay checks."""

    def render(self, viewer: str | None) -> str:
        """The state as text for ``viewer``, as the game draws it."""

    def render_brief(self, viewer: str | None) -> str:
        """What changed within a turn, as the game draws it for ``viewer``."""
