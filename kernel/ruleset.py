"""The contract between the kernel and a game: a game is a ``Ruleset`` subclass.

The kernel calls a game only here: its attributes (players, options, card types, stats,
event kinds, entry points) and its methods (set-up and flow, priority and the stack, events,
costs, card checks, the balance report, bots and text), each with a harmless default, so a
game overrides what it needs. Its Lua functions are its ``vocabulary()``, declared with
``scripting.vocabulary.Vocabulary``. A game plugin registers its class through the
``deckwright_games`` hook; the other hooks (``hooks.py``) are not a game's contract but what
other packages add to it (card sets, agents, an expansion's mechanic) or observe.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, ClassVar

from .errors import DeckwrightError
from .events import Event, PendingTrigger, Replacement, StackItem
from .observations import Observation, TallyRules
from .scripting.vocabulary import Vocabulary

if TYPE_CHECKING:
    from .agents import Agent
    from .decisions import Decision, Window
    from .gameapi import GameAPI
    from .sets.carddefs import CardDef
    from .state import GameObject, Zone

Flow = Generator[Any, Any, Any]


@dataclass(slots=True)
class Action:
    """Something a player with priority may do: a stable option id and how to perform it."""

    id: str
    label: str
    perform: Callable[[], Flow]
    # offered beside other actions only: alone it never stops a player for priority (a
    # barter of coins, say, which a player may add whenever they are asked anyway)
    alongside: bool = False
    # tidying one's own things (Munchkin's equipping on another's turn): alone it stops only
    # a seat that asks about every window, not one that declared its relevance
    tidy: bool = False
    # why it cannot succeed now (a purchase nothing on offer is affordable for): the prompt
    # shows it and refuses it; the game still offers it as ever (Option.cannot)
    cannot: str = ""


@dataclass(slots=True)
class GameOption:
    """A game variant switch (``--option tactical=true``): its default and allowed values."""

    name: str
    default: Any
    help: str
    choices: tuple[Any, ...] = ()
    low: int | None = None  # the least and greatest a whole-number option may be
    high: int | None = None
    pattern: str | None = None  # a text option's shape (a regular expression, whole value)
    shape: str = ""  # that shape in words, for the error


@dataclass(frozen=True, slots=True)
class EntryPoint:
    """A function a card script may define by name for the game to call (``on_play`` …).

    ``signature`` reads like the vocabulary's, without ``ctx`` (every entry point gets it
    first): ``strength(fight: table) -> integer``; the result is checked against its type.
    ``kind`` says how the game calls it: a ``query`` may not change the game, an ``effect``
    may. ``cards`` names the card types that use it (empty: any); ``fields``, the fields of
    a table it returns."""

    signature: str
    doc: str
    kind: str = "query"
    cards: tuple[str, ...] = ()
    # a table result's fields and their types ({"levels": "count"}): any other key, or a
    # value of another type, is an error naming the card (empty: not checked)
    fields: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class AbilityChange:
    """How the game changed one object's abilities (``Ruleset.ability_changes``): it lost
    its own (``stripped``) and/or holds abilities other cards give, each ``(card id, the
    label of an ability marked given in that card's script)``, and/or every ability of other
    cards' scripts but those marked given (``borrows``, card ids: "gains all of that item's
    abilities")."""

    stripped: bool = False
    gives: tuple[tuple[str, str], ...] = ()
    borrows: tuple[str, ...] = ()


@dataclass(frozen=True)
class NameTable:
    """Names a game's function takes as an argument (``ctx:turn_state(name)``), each with a
    sentence: a section of the reference."""

    title: str
    intro: str
    names: Mapping[str, str]


# the class-level tables a game may give as dicts; frozen when its Ruleset is defined
FROZEN_TABLES = ("rulings", "event_docs", "entry_points", "static_stats", "stat_types",
                 "stat_docs", "cost_keys", "card_params", "card_tags")


class Ruleset:
    """Base class of a game's rules. The kernel calls these; every default is harmless."""

    id: str = ""
    name: str = ""
    min_players: int = 2
    max_players: int = 2
    default_players: int = 2
    options: tuple[GameOption, ...] = ()
    card_types: tuple[str, ...] = ()
    stat_fields: tuple[str, ...] = ()
    # the rulings of the game's spec, by id ("R-041"): each a mapping with at least a "name";
    # a scenario cites one by naming its id (``deckwright cards GAME --rulings``)
    rulings: ClassVar[Mapping[str, Mapping[str, str]]] = MappingProxyType({})
    # a sentence for each of the game's own event kinds, with the fields a card sees on it
    # (the reference); the kinds it names are the game's (``event_kinds``)
    event_docs: ClassVar[Mapping[str, str]] = MappingProxyType({})
    # the functions a card script may define by name, by name; any other named function is
    # refused when the script loads (unless the script names it itself, as a callback it
    # hands to the game, or its name begins with '_'); empty: not checked
    entry_points: ClassVar[Mapping[str, EntryPoint]] = MappingProxyType({})
    # what a static ability's ``stat`` may name: the values the game asks static abilities
    # to change, with a sentence each; any other is refused when the script loads (it would
    # never apply); empty: not checked
    static_stats: ClassVar[Mapping[str, str]] = MappingProxyType({})
    # the keys an activated ability's ``cost`` may hold besides the kernel's ``tap``, with a
    # sentence each (the reference): the ones ``can_pay_cost``/``pay_cost`` pay; any other is
    # refused when the script loads (it could never be paid)
    cost_keys: ClassVar[Mapping[str, str]] = MappingProxyType({})
    # each stat's type, checked when a set loads: a kind name of sets.check_stat (count,
    # integer, text, boolean, list, mapping, by-players) or a typed cardstats.StatType
    stat_types: ClassVar[Mapping[str, Any]] = MappingProxyType({})
    # a line of help for each stat (the reference)
    stat_docs: ClassVar[Mapping[str, str]] = MappingProxyType({})
    # the ``ai`` hints of a card (kernel/sets/aihints.py: play, target, value) this game's bots
    # read; a set giving any other is refused when it loads
    ai_hints: ClassVar[tuple[str, ...]] = ()
    # the params the game's own code reads from any card (not only its script), each with its
    # type (a type of the card API, kernel/scripting/luatypes.py); every other param of a card
    # must be declared by its script's ``--- param`` lines (kernel/sets/scriptparams.py)
    card_params: ClassVar[Mapping[str, str]] = MappingProxyType({})
    # the tags a card of this game may carry, with what each means; any other tag is a lint
    # warning with did-you-mean; empty: tags are not checked
    card_tags: ClassVar[Mapping[str, str]] = MappingProxyType({})
    # the faces of the game's die: a scenario's forced ``rolls`` must be from 1 to this
    die_sides: int = 6
    uses_stack: bool = False
    conserves_cards: bool = True
    # the event kinds ``replacements`` may answer for (None: any kind): the kernel does not
    # ask it about the others (most events are of kinds no rule replaces)
    replaced_kinds: ClassVar[frozenset[str] | None] = None
    # what the game tells the balance report (tools/report/tally.py): its own event kinds the
    # tally asks ``tally_event`` about, each zone's role, the counts of those events
    tally_rules: ClassVar[TallyRules] = TallyRules()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """A game may declare its tables of events, entry points, stats and rulings as plain
        dicts (``event_docs = entrypoints.EVENTS``): they are frozen here, read-only for good."""
        super().__init_subclass__(**kwargs)
        for name in FROZEN_TABLES:
            value = cls.__dict__.get(name)
            if isinstance(value, dict):
                setattr(cls, name, MappingProxyType(value))

    @property
    def event_kinds(self) -> frozenset[str]:
        """The game's own event kinds, those ``event_docs`` describes (the kernel's are added):
        a card's triggered or replacement ability on any other is refused when its script
        loads; none: not checked."""
        return frozenset(self.event_docs)

    # set-up and flow ----------------------------------------------------------------
    def seats_for(self, players: int, options: dict[str, Any]) -> int:
        """How many seats a game of ``players`` has with these options (a solo mode may give
        its one player several seats); DeckwrightError if the count is not allowed."""
        if not self.min_players <= players <= self.max_players:
            raise DeckwrightError(f"{self.name or self.id} is for {self.min_players} to "
                                  f"{self.max_players} players, not {players}")
        return players

    def setup(self, game: GameAPI) -> None:
        """Create zones and deal: everything before the first decision. No events."""

    def play(self, game: GameAPI) -> Flow:
        """The game's flow as a generator yielding decisions; it ends when the game is over."""
        return
        yield

    def scenario_directive(self, game: GameAPI, name: str, value: Any) -> bool:
        """Apply one game-specific scenario set-up directive; return False if unknown."""
        return False

    def scenario_directives(self) -> dict[str, str]:
        """Names and one-line help of this game's scenario directives."""
        return {}

    # priority and the stack -----------------------------------------------------------
    def priority_actions(self, game: GameAPI, player: str) -> list[Action]:
        """What ``player`` may do with priority, besides passing."""
        return []

    def state_checks(self, game: GameAPI) -> Flow:
        """Run before each priority: deaths, wins, refills. May perform events."""
        return
        yield

    def resolvers(self) -> dict[str, Callable[[GameAPI, StackItem], Flow]]:
        """How engine-made stack items resolve, by resolver name."""
        return {}

    def order_triggers(self, game: GameAPI, triggers: list[PendingTrigger]) -> Flow:
        """Return ``triggers`` in the order they go on the stack (last one ends on top); a
        game may also settle here who controls each (its own triggers, say)."""
        return game.order_apnap(triggers)

    def target_exists(self, game: GameAPI, target: str) -> bool:
        """Whether a stack item's target is still there (an item whose targets are all gone
        fizzles): by default a seat or an object; a game may add its own kinds of target."""
        return game.exists(target)

    def after_resolution(self, game: GameAPI, item: StackItem) -> Flow:
        """Run after ``item`` has resolved or fizzled (what it held on the stack goes, say)."""
        return
        yield

    def next_in_turn_order(self, game: GameAPI, player: str) -> str:
        """The seat after ``player`` for priority passing."""
        return game.next_seat(player)

    # events -----------------------------------------------------------------------
    def event_appliers(self) -> dict[str, Callable[[GameAPI, Event], Any]]:
        """The game's own event kinds and how each changes the state."""
        return {}

    def replacements(self, game: GameAPI, event: Event) -> list[Replacement]:
        """Rule-level replacement candidates for ``event`` (cards' come from their scripts)."""
        return []

    def triggers(self, game: GameAPI, event: Event) -> list[PendingTrigger]:
        """Rule-level triggers of ``event`` (cards' come from their scripts)."""
        return []

    def target_order(self, game: GameAPI, target: str) -> Any:
        """A sort key for one target on offer, so every card lists its targets in the same
        order (default: the order the card gave; a game groups players, monsters, items)."""
        return 0

    def activator(self, game: GameAPI, obj: Any) -> str | None:
        """Who may activate ``obj``'s activated abilities: its controller (or owner) by
        default; a game may name another (a room nobody controls: the active player)."""
        return obj.controller or obj.owner

    def may_activate(self, game: GameAPI, obj: Any, player: str) -> bool:
        """Whether ``player`` may activate ``obj``'s activated abilities: its activator by
        default; a game may let others too (an effect letting a player use another's items
        as if they controlled them)."""
        return self.activator(game, obj) == player

    def after_event(self, game: GameAPI, event: Event) -> None:
        """Called after every applied event, before its triggers are matched: a check the
        rules make continuously (a win the moment it happens); it may end the game."""

    def ability_zones(self, game: GameAPI) -> list[str]:
        """Zones whose objects' static, triggered and replacement abilities are active."""
        return []

    def target_guard(self, game: GameAPI) -> Callable[[str, str], bool] | None:
        """What may be targeted now (protection from targeting): a test ``(player, target)``
        whether that player's card may choose that target, or None while nothing is
        protected (the default: the card's own target list is the answer)."""
        return None

    def ability_changes(self, game: GameAPI, holders: list[Any]) -> dict[str, AbilityChange]:
        """The objects among ``holders`` (object, script) in the ability zones whose abilities
        the game's own state changes (a flag, a counter), by object id; asked whenever the
        ability index is rebuilt, so a change must call ``game.abilities_changed()``. Cards'
        static ``strips`` and ``gives`` need nothing here. Default: none."""
        return {}

    def affected_player(self, game: GameAPI, event: Event) -> str | None:
        """Who orders competing replacements for ``event``; default: its ``player`` field."""
        return event.affected or event.data.get("player") or game.active

    # cards and Lua ----------------------------------------------------------------------
    def vocabulary(self) -> Vocabulary:
        """The game's Lua functions, available to its card scripts as ``ctx:<name>(...)``:
        its vocabulary modules' ``Vocabulary`` objects, joined (``Vocabulary.joined``)."""
        return Vocabulary(self.name or self.id)

    def name_tables(self) -> list[NameTable]:
        """The names the game's functions take, for the reference (Four Souls: the turn
        states ``ctx:turn_state`` reads); none by default."""
        return []

    def pay_cost(self, game: GameAPI, player: str, key: str, value: Any, source: str) -> Flow:
        """Pay one non-kernel cost of an activated ability (a key of ``cost_keys``); return
        False if it cannot be paid."""
        return False
        yield

    def can_pay_cost(self, game: GameAPI, player: str, key: str, value: Any, source: str) -> bool:
        """Whether ``player`` could pay one non-kernel cost right now."""
        return False

    def ability_cost(self, game: GameAPI, obj: Any, ability: Any, cost: Mapping[str, Any]
                     ) -> Mapping[str, Any]:
        """The cost ``obj``'s activated ``ability`` asks now, from its printed ``cost`` (a card
        in play may rewrite others' costs: a ↷ paid in ¢ instead); default: as printed."""
        return cost

    def check_card(self, card: CardDef) -> list[str]:
        """The game's own checks of a loaded card beyond each stat's type (what is wrong:
        a stat its type of card must have, two stats that go together)."""
        return []

    def counter_ranges(self) -> dict[str, tuple[int | None, int | None]]:
        """Each counter's allowed range (low, high; None: unbounded), checked by ``shake``."""
        return {}

    def invariants(self, game: GameAPI) -> list[str]:
        """The game's own invariants (no negative coins …): a list of what is broken."""
        return []

    def check_cards_together(self, cards: list[Any], known: Mapping[str, Any]
                             ) -> list[tuple[Any, str]]:
        """Problems only the whole library shows (a word naming a card of another set): (card,
        what) for ``cards`` of a set being loaded, with every card of the game ``known``."""
        return []

    def set_template(self) -> Path | None:
        """A folder ``deckwright new-set`` copies for this game: set.yaml with the id
        ``new-set-id`` and the name ``New set name``, cards/, scenarios/ (None: none)."""
        return None

    def script_helpers(self) -> Path | None:
        """The game's own Lua helpers, which its card scripts call as ``lib.NAME`` beside the
        kernel's (how such a file is written: kernel/scripting/cardlib.py); None: none."""
        return None

    def needs_script(self, card: Any) -> bool:
        """Whether ``card`` does something its stats alone do not (so it must have a script)."""
        return False

    # the balance report (tools/report/tally.py) ---------------------------------------------
    def zone_role(self, game: GameAPI, zone: Zone) -> str:
        """What ``zone`` is for the report's counts: ``hand``, ``held`` (a seat's other zones),
        ``transit`` (the stack), ``table`` (shared, in play) or ``gone`` (decks, discards);
        default: as ``tally_rules`` says."""
        return self.tally_rules.zone_role(zone)

    def tally_event(self, game: GameAPI, event: Event) -> list[Observation]:
        """Counts one of the game's own events (a kind in ``tally_rules.kinds``) adds to the
        report: ``(what, seat or None, card)`` with ``what`` drawn, played or used; default:
        as ``tally_rules`` says."""
        return self.tally_rules.tally_event(event)

    # players and text -------------------------------------------------------------------
    def agents(self) -> dict[str, Callable[[str, GameAPI], Agent]]:
        """Game-specific bots by name (``heuristic`` at least); the kernel adds ``random``."""
        return {}

    def render(self, game: GameAPI, viewer: str | None) -> str:
        """The state as text for ``viewer`` (the CLI's screen)."""
        return ""

    def pass_label(self, game: GameAPI, player: str) -> str:
        """The label of the pass option, saying what passing will do (default: "Pass")."""
        return "Pass"

    def priority_window(self, game: GameAPI, player: str, number: int) -> Window | None:
        """What is cheap to know about ``player``'s priority window ``number`` before its
        legal actions are computed (the stack's top, the step, what the player holds), for
        a seat that declared its relevance (``Game.declare_relevance``) to decline it: then
        it passes and its actions are never computed. None (the default): every seat is
        offered every window."""
        return None

    def unspent(self, game: GameAPI, decision: Decision, answer: Any) -> str:
        """What ``answer`` to ``decision`` would leave unused for good, in the game's words
        ("11¢ that could buy, an attack not made"), when it ends the player's own phase or
        turn; "" (the default) for nothing. The prompt asks a person once to confirm such an
        answer; bots are never asked it."""
        return ""

    def why_not(self, game: GameAPI, decision: Decision, typed: str) -> str:
        """Why ``typed``, refused as an answer to ``decision``, names something the player has
        but cannot use now ("no loot play left"), in one line; "" (the default) when it names
        nothing the game knows. The prompt says it instead of what may be typed."""
        return ""

    def window_matters(self, game: GameAPI, window: Window, level: str) -> bool:
        """Whether something ``window.player`` holds could matter in this priority window, for
        a seat at stop ``level`` (``kernel.relevance``: few, normal, every); a window that
        does not is passed for the seat without its actions being computed. People's stops
        and bots' declines both start from this. Default: every window matters."""
        return True

    def about_to_win(self, game: GameAPI) -> str | None:
        """The seat that wins the game if what is under way now stands (a fight it is winning
        for its last level), so the others' last chance to stop it; None (the default): the
        game has no such moment. ``deckwright duel`` counts who could stop it and who did."""
        return None

    def unseen_kind(self, game: GameAPI, obj: GameObject) -> str:
        """The kind of a card a seat cannot see: a look-ahead deals unseen cards only into
        the places of unseen cards of the same kind (``kernel/lookahead.py``), so a game
        refines it where one type spans several decks. Default: the card's type."""
        card = game.library.cards.get(obj.card) if game.library is not None else None
        return str(getattr(card, "type", ""))

    def hinders(self, game: GameAPI, seat: str, option: str) -> bool:
        """Whether ``seat``'s priority option ``option`` works against the win of
        ``about_to_win``; default: nothing does."""
        return False

    # whether what cards and rules say (game.narrate) is told between decisions; a game whose
    # table already reports it (Dungeon Raiders' room results) turns this off
    tells_said: ClassVar[bool] = True

    def render_brief(self, game: GameAPI, viewer: str | None) -> str:
        """What ``viewer`` needs between two decisions of one turn (the whole table is shown
        once a turn); default: the whole table."""
        return self.render(game, viewer)

    def narrate(self, game: GameAPI, kind: str, data: dict[str, Any], viewer: str | None
                ) -> str | None:
        """One event of the history in the game's own words, as ``viewer`` may read it
        (``data`` is already masked for them), or None for an event not worth a line."""
        return None

    def view_data(self, game: GameAPI, viewer: str | None) -> Any:
        """The part of ``game.data`` that ``viewer`` may see (default: all of it)."""
        return game.data

    def result_text(self, game: GameAPI) -> str:
        """The end of the game as text: winners, scores, knock-outs."""
        return ""

    def turn_count(self, game: GameAPI) -> int:
        """How long the game has run, in the game's own unit (turns, floors)."""
        return game.turn


@dataclass(slots=True)
class GameDefinition:
    """What a game plugin registers: its ruleset class and where its default card sets are."""

    ruleset: type[Ruleset]
    sets: list[str] = field(default_factory=list)

    @property
    def id(self) -> str:
        """The game's id (``dungeon-raiders``)."""
        return self.ruleset.id
