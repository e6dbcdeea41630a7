"""The card-script bridge: loads a card's Lua abilities and runs them for the kernel.

Effects and costs run as Lua coroutines. Every call that changes the game (``ctx:move``,
``ctx:choose``, a game's action vocabulary) is a request the coroutine yields; the kernel
carries it out as an event (which may itself ask decisions) and resumes the script with the
result. Conditions, filters, targets and static values run as plain calls with a ``ctx``
that refuses such requests, so a query can never change the game.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Generator
from dataclasses import dataclass
from types import GeneratorType
from typing import TYPE_CHECKING, Any, TypeVar

from ..decisions import CHOOSE, Decision, Option
from ..errors import DeckwrightError, RulesError
from ..events import StackItem
from .abilityindex import AbilityIndex
from .activation import AbilityActivation
from .cardlib import HelperFile, HelperFileError, helper_files, helper_names
from .cardscript import (
    ABILITY_FIELDS,
    Ability,
    CardScript,
    CardScriptError,
    LazyCardScript,
    ScriptShape,
    ability_at,
)
from .cardstate import (
    Report,
    Verdict,
    analyse,
    cannot_watch,
    classify,
    refusal,
    state_changed,
)
from .ctxapi import (
    api_entries,
    cardapi_source,
    fixed_tables_literal,
)
from .eventreads import EXACT_AS_IS, EventReads, event_key, event_reads, exact
from .gamelink import GameLink
from .kernelapi import ApiEntry, Invocation, checked_result, options_of
from .luatypes import suggest
from .plaineffect import DRAW, EFFECT, Diverged, PlainEffect, Replay, plain_effect, read_effect
from .plainlib import HELPERS as LIB_HELPERS
from .querymemo import (
    ARGUMENT_READS,
    EVENT_READS,
    IDS_ONLY,
    MEMO_LIMIT,
    PLAIN,
    QueryMemo,
    copied,
    frozen,
    thawed,
)
from .restrictions import restricted_uses
from .returnexpr import EXPRESSION, PlainFunction, Run, plain_function
from .sandbox import (
    ENGINE_CHUNKNAME,
    LuaFunction,
    NotForeseen,
    Sandbox,
    ScriptError,
    ScriptMemoryError,
    crosses_unchanged,
    trip_in_python,
)
from .scriptcache import (
    card_global,
    card_recipe,
    game_key,
    known_shape,
    may_reach,
    remember_shape,
    script_key,
    script_source,
    shared_entries,
)
from .scriptchecks import ScriptChecks
from .triggers import CardTriggers

if TYPE_CHECKING:
    from pathlib import Path

    from ..gameapi import GameAPI
    from ..sets.carddefs import CardDef
    from ..state import GameObject

Flow = Generator[Any, Any, Any]


@dataclass(frozen=True, slots=True)
class Watched:
    """A script whose state is compared after each of its calls: the sandbox's copy of it
    (``Sandbox.watch``), what its text says and what it was held to (for the line of an
    error), and its file."""

    snap: Any
    report: Report
    verdict: Verdict
    file: str


T = TypeVar("T")

# the budget (Lua instructions a call) a game's scripts need for their effects to be run in
# Python (plaineffect.py): a plain effect makes at most _MAX_PLAIN_ACTIONS actions, at 1,000
# units each, and loops at most returnexpr's rounds, well inside it
PLAIN_EFFECT_BUDGET = 1_000_000
_MAX_PLAIN_ACTIONS = 64
_DIVERGED = "deckwright ran this effect in Python and Lua differently (a fault of deckwright's): "


class ScriptHost:
    """One sandbox per game, card scripts loaded on first use."""

    game = GameLink()  # the game, held weakly (gamelink.py)

    def __init__(self, game: GameAPI, *, max_instructions: int, max_memory: int) -> None:
        # the game owns its host: a strong link back would make a cycle, and a finished game
        # would wait for the cycle collector to be freed (the game closes its host instead)
        self._game = GameLink.to(game)
        self.max_instructions = max_instructions
        self.max_memory = max_memory
        self._sandbox: Sandbox | None = None
        self._api: Any = None
        self._scripts: dict[str, CardScript | None] = {}
        self._entries: dict[str, ApiEntry] = {}
        self._lib: Any = None  # the read-only lib of helpers every script of the game shares
        self._card_base: Any = None  # the globals every card script gets (_card_globals)
        self._helper_names: frozenset[str] = frozenset()
        self._stat_depth = 0
        self.used: set[str] = set()
        # told of every card effect that runs (card id, controller, function name): the
        # balance report's tally sets it; None (the default) costs one test per effect
        self.on_effect: Callable[[str, str | None, str], None] | None = None
        # the cards whose script functions are running, innermost last: an object using
        # another card's ability (a copy) runs that card's script with itself as "this"
        self.running: list[str] = []
        # answers of read-only card functions, with the questions they asked (see ask)
        self.memo = QueryMemo()
        self._reads: list[list[tuple[Any, ...]] | None] = []
        self._engine_names: frozenset[str] | None = None
        # the game's part of every script's key (scriptcache.game_key), worked out once
        self._game_key: tuple[Any, ...] | None = None
        # each loaded card script's text, by card: what its Lua was compiled from
        self._texts: dict[str, str] = {}
        # each script file's text and digest as this game read it (see _load)
        self._sources: dict[Path, tuple[str, str]] = {}
        # the event the card functions asked now are asked about (share_event), with its
        # recipe once made (False: none can be made): converted once, built for each
        self._shared_event: list[Any] | None = None
        # read-only computations of the game made of card questions (a bonus soul's search),
        # kept with every question their card functions asked (see remembered)
        self._remembered: dict[Any, tuple[Any, list[tuple[Any, ...]]]] = {}
        self._collecting: list[list[tuple[Any, ...]] | None] = []
        # compiled copies of checked script files, by digest, shared by the cards using them
        self._shared_chunks: dict[str, Any] = {}
        self._loaded_alone: set[str] = set()  # files this game ran once on their own
        # the card functions running now, innermost last: a request or a question from Lua is
        # answered for the innermost one, whatever the script passes
        self._calls: list[Invocation] = []
        # the scripts whose state is compared after each of their calls, by card (cardstate)
        self._watched: dict[str, Watched] = {}
        # effects read from their text run in Python (plaineffect.py; False: all in Lua, as
        # the tests compare), and the Lua run meeting again what one of them met (_run)
        self.plain_effects = max_instructions >= PLAIN_EFFECT_BUDGET
        self._replaying: tuple[Invocation, Replay] | None = None
        self.checks = ScriptChecks(game)
        self.index = AbilityIndex(game, self.script, self.ask)
        self.activation = AbilityActivation(self)
        self.triggers = CardTriggers(self)


    def close(self) -> None:
        """Forget everything: the helpers, the loaded scripts, the sandbox and its Lua runtime
        (the game calls it as it is freed). Every field may hold a Lua value, and Lua holds
        this host's functions: dropping them all lets reference counting free both at once."""
        sandbox = self.__dict__.get("_sandbox")
        self.__dict__.clear()
        if sandbox is not None:
            sandbox.close()

    def forget_answers(self) -> None:
        """Drop every kept answer (the query memo's and ``remembered``'s): each holds the
        questions it asked, and they hold the game. Later questions are asked afresh."""
        self.memo.clear()
        self._remembered.clear()

    # ------------------------------------------------------------------ loading
    @property
    def sandbox(self) -> Sandbox:
        """The game's sandbox (built on first use, with the game's RNG behind math.random)."""
        if self._sandbox is None:
            self._build()
        assert self._sandbox is not None
        return self._sandbox

    def _build(self) -> None:
        game = self.game
        rng = game.rng
        self._sandbox = sandbox = Sandbox(
            max_instructions=self.max_instructions,
            max_memory=self.max_memory,
            random=self._random_for(rng.randint),
        )
        entries = self._ctx_entries()
        api = sandbox.load_engine_code(
            cardapi_with_tables(tuple((e.name, e.kind) for e in entries.values())),
            "cardapi.lua",
            {
                "query": self._query,
                "request": sandbox.yielding_function(),
                "sealed": sandbox.sealing_function(),
                "suggest": self._suggest,
            },
        )
        # plain dict of LuaFunction handles: describe, invoke, builders, library
        self._api = sandbox.to_python(api)
        # a script may keep the ability constructors: they are the engine's, keeping nothing
        sandbox.trust(sandbox.to_lua(self._api["builders"]))
        # lib itself is run when a script first names it (most games' scripts never do), once
        # its files were checked in this process: a faulty one stops every game starting
        self._helper_names = helper_names(game.rules)
        if not _CHECKED_FILES.issuperset(helper_files(game.rules)):
            self._library()

    def _ctx_entries(self) -> dict[str, ApiEntry]:
        """The game's ctx functions, which questions and actions are checked by: worked out
        without the sandbox, so that a game whose card functions all run in Python (plain
        queries and effects) never builds a Lua runtime."""
        entries = self._entries
        if not entries:
            entries = self._entries = api_entries(self.game)
            if self._sandbox is None and not _CHECKED_FILES.issuperset(
                    helper_files(self.game.rules)):
                self._build()  # helper files not yet checked in this process: a faulty one
                # stops every game starting, whether or not its scripts need Lua
        return entries

    def _suggest(self, name: Any, kind: Any = None) -> str:
        """cardapi.lua's "did you mean": a ctx name, a field of an ability of ``kind``, or a
        helper of lib (``kind`` "lib")."""
        if kind == "lib":
            return suggest(str(name), self._helper_names)
        return suggest(str(name), ABILITY_FIELDS.get(str(kind), ()) if kind else self._entries)

    def _library(self) -> Any:
        """lib: the kernel's helper file and the game's, each run once in this game's sandbox
        with the ability constructors, joined into one read-only table (cardapi.lua); made
        when the first script that may name it loads."""
        if self._lib is not None:
            return self._lib
        sandbox = self.sandbox
        files = helper_files(self.game.rules)
        builders = self._api["builders"]
        tables = []
        for file in files:
            table = sandbox.load_engine_code(file.source, file.chunkname, builders)
            if file not in _CHECKED_FILES:
                _check_defined(sandbox, file, table)
            sandbox.trust(table)  # a helper keeps nothing (cardlib.lua): a script may hold one
            tables.append(table)
        self._lib = sandbox.call(self._api["library"], *tables)
        return self._lib

    def _random_for(self, draw: Callable[[int, int], int]) -> Callable[[int, int], int]:
        """The game's RNG as math.random: only an effect may draw from it (a query that drew
        would change the game whenever a bot or a renderer asked it)."""
        calls = self._calls

        def random(lo: int, hi: int) -> int:
            if not calls or calls[-1].query_only:
                raise ScriptError("math.random may not be used in a condition, filter, target "
                                  "list, static value or at load time: it would change the "
                                  "game's random draws; roll in an effect instead")
            replaying = self._replaying
            if replaying is not None and replaying[0] is calls[-1] and not replaying[1].over():
                try:  # drawn in Python before: the same number, not drawn twice
                    return replaying[1].draw(lo, hi)
                except Diverged as exc:
                    raise ScriptError(_DIVERGED + str(exc)) from None
            return draw(lo, hi)

        return random

    def script(self, card_id: str) -> CardScript | None:
        """The loaded script of ``card_id`` (None for a card without one)."""
        try:
            return self._scripts[card_id]
        except KeyError:
            pass
        library = self.game.library
        card = library.cards.get(card_id) if library is not None else None
        loaded = None
        if card is not None and card.script is not None:
            loaded = self._load(card)
        self._scripts[card_id] = loaded
        return loaded

    def _load(self, card: CardDef) -> CardScript:
        assert card.script is not None
        # a file is read once a game: every card of it runs the same text (an archetype
        # serves dozens of cards; a file edited while the game goes on is read by the next)
        known = self._sources.get(card.script)
        if known is None:
            try:
                known = self._sources[card.script] = script_source(card.script)
            except ValueError as exc:
                raise CardScriptError(card.id, "loading", str(exc)) from None
        source, digest = known
        # the text this game runs, for what its functions read of events
        self._texts[card.id] = source
        game_part = self._game_key
        if game_part is None:
            game_part = self._game_key = game_key(self.game)
        key = script_key(self.game, card, digest, game_part)
        shape = known_shape(key)
        if shape is not None:  # checked earlier in this process: load its Lua when it runs
            return LazyCardScript(card, shape,
                                  lambda: self._load_table(card, source, describe=False,
                                                           digest=digest)[0])
        uses = restricted_uses(source)
        if uses:
            restriction, line = uses[0]
            more = f" (and {len(uses) - 1} more)" if len(uses) > 1 else ""
            raise CardScriptError(card.id, "loading",
                                  f"{card.script.name}:{line}: {restriction.message()}{more}")
        table, described = self._load_table(card, source, describe=True, digest=digest)
        abilities = [
            Ability(int(facts["index"]), str(facts["kind"]), dict(facts))
            for facts in _as_list(described.get("abilities"))
        ]
        self.checks.abilities(card, abilities)
        entries = shared_entries({str(e) for e in _as_list(described.get("entries"))})
        self.checks.entry_points(card, entries, source)
        self.checks.ctx_calls(card, source, self._entries)
        self.checks.lib_calls(card, source, self._helper_names)
        shape = ScriptShape.of(abilities, entries)
        remember_shape(key, shape)
        return CardScript.shaped(card, table, shape)

    def _load_table(self, card: CardDef, source: str, *, describe: bool,
                    digest: str) -> tuple[Any, dict[str, Any]]:
        """Run a card's chunk in this game's sandbox; its table, and its description if asked.

        A file is compiled once per game and every card using it runs its own instance of that
        one copy; only a file this process has never run is first loaded on its own, so that
        its faults read as the author wrote it.
        """
        assert card.script is not None
        sandbox = self.sandbox
        # the card's tables from recipes made once per process (a script that never names
        # card pays nothing for it)
        named = may_reach(source, "card")
        facts = card_recipe(card, "card") if named else None
        params = card_recipe(card, "params")
        lib = self._library() if may_reach(source, "lib") else None
        described: dict[str, Any] = {}
        self._calls.append(Invocation(card.id, None, None, True))
        try:
            try:
                compiled = self._compiled(source, card.script.name, digest) \
                    if not describe or digest in self._loaded_alone else None
                keep = analyse(source).needs_watch
                if compiled is not None and params is not None and (facts or not named):
                    # the usual card: its environment and tables made in one call
                    table = sandbox.instance_card(compiled, self._card_globals(), lib, facts,
                                                  params, keep=keep)
                else:
                    env = self._card_env(card, named, facts, params, lib)
                    table = sandbox.instance(compiled, env, keep=keep) \
                        if compiled is not None \
                        else sandbox.load(source, card.script.name, env, keep=keep)
            except ScriptError as exc:
                raise CardScriptError(card.id, "loading", str(exc)) from None
            self._loaded_alone.add(digest)
            if describe:
                try:
                    described = sandbox.to_python(sandbox.call(self._api_fn("describe"), table))
                except ScriptError as exc:
                    # what the script returned is wrong: the fault is the card file's
                    raise CardScriptError(card.id, "loading",
                                          f"{card.script.name}: {exc.message}") from None
            if sandbox.kept():
                self._watch_state(card, source, table)
        finally:
            self._calls.pop()
            if sandbox.printed:
                self._say_printed(card.id)
        return table, described

    def _card_globals(self) -> Any:
        """The globals every card script of the game gets (the ability constructors), as one
        Lua table made once: each script's environment is a table of its own all the same."""
        if self._card_base is None:
            self._card_base = self.sandbox.to_lua(self._builders())
        return self._card_base

    def _card_env(self, card: CardDef, named: bool, facts: tuple[Any, ...] | None,
                  params: tuple[Any, ...] | None, lib: Any) -> dict[str, Any]:
        """A card script's added globals as a mapping (its tables made one call each)."""
        sandbox = self.sandbox
        env = dict(self._builders())
        if named:
            env["card"] = sandbox.unflat(facts) if facts is not None else card.to_json()
        env["params"] = sandbox.unflat(params) if params is not None else dict(card.params)
        if lib is not None:
            env["lib"] = lib
        return env

    def _watch_state(self, card: CardDef, source: str, table: Any) -> None:
        """Hold a loaded script to keeping no state of its own (``cardstate``): refuse a write
        its text shows a card function makes, or an iterator or coroutine it keeps from
        loading, and watch the state of a script whose writes the text cannot show. Called
        only for a script the sandbox kept for it (``Sandbox.kept``): one whose functions
        write nothing and that made no iterator while loading, the usual case, is not looked
        at."""
        assert card.script is not None
        report = analyse(source)
        file = card.script.name
        try:
            state = self.sandbox.watch(table, file)
        except ScriptError as exc:
            raise CardScriptError(card.id, "loading", f"{file}: {exc.message}") from None
        if state.refused is not None:
            raise CardScriptError(card.id, "loading", cannot_watch(file, source,
                                                                   state.refused))
        verdict = classify(report, state.spans, state.foreign)
        if verdict.certain:
            more = len(verdict.certain) - 1
            raise CardScriptError(card.id, "loading", refusal(file, verdict.certain[0]) +
                                  (f" (and {more} more)" if more else ""))
        if verdict.watch:
            self._watched[card.id] = Watched(state.snap, report, verdict, file)

    def _check_state(self, card_id: str, where: str) -> None:
        """After a call of a watched script: refuse a change of its state (``cardstate``)."""
        watched = self._watched[card_id]
        found = self.sandbox.changed(watched.snap)
        if found is not None:
            raise CardScriptError(card_id, where, state_changed(
                watched.file, watched.report, watched.verdict, found))

    def _compiled(self, source: str, chunkname: str, digest: str) -> Any:
        """This game's one compiled copy of a script file (None: it compiles only on its own,
        as when it declares too many top-level locals to be wrapped in a function)."""
        try:
            return self._shared_chunks[digest]
        except KeyError:
            pass
        try:
            compiled = self.sandbox.compile_shared(source, chunkname)
        except ScriptMemoryError:
            raise
        except ScriptError:
            compiled = None
        self._shared_chunks[digest] = compiled
        return compiled

    def _builders(self) -> dict[str, Any]:
        if self._api is None:
            self._build()
        return dict(self._api["builders"])

    def _api_fn(self, name: str) -> Any:
        if self._api is None:
            self._build()
        return self._api[name]

    # ------------------------------------------------------------------ queries
    def _query(self, name: str, *args: Any) -> Any:
        """Answer a read-only question from a script (called from Lua) for the card function
        running now; a read-only card function remembers the question and its answer (ask)."""
        if not self._calls:
            raise ScriptError("a question to the kernel outside any card function")
        call = self._calls[-1]
        replaying = self._replaying
        if replaying is not None and replaying[0] is call:
            if not replaying[1].over():
                try:  # asked in Python before: the same answer, not asked twice
                    return replaying[1].answer(name, args)
                except Diverged as exc:
                    raise ScriptError(_DIVERGED + str(exc)) from None
            self._replaying = None
        try:
            answer = self._answer(name, call, *args)
        except Exception:
            # the script may catch the error (pcall), and whether a question fails depends on
            # the game (an object not yet made): a function that met one is not remembered
            if self._reads and self._reads[-1] is not None:
                self._reads[-1] = None
            raise
        reads = self._reads[-1] if self._reads else None
        if reads is not None:
            entry = self._entries[name]
            # plain arguments, the usual case, are their own frozen form
            plain = True
            for a in args:
                if type(a) not in PLAIN:
                    plain = False
                    break
            kept = args if plain else frozen(args)
            again = self._asking_again(entry, call, kept, plain)
            # a plain answer is its own copy
            answered = answer if type(answer) in PLAIN else copied(answer)
            if entry.version is None:  # most questions have no stamp
                reads.append((again, answered, None, None))
            else:
                stamp, seen = self._stamp(entry, kept)
                reads.append((again, answered, stamp, seen))
        return answer

    def _stamp(self, entry: ApiEntry, kept: tuple[Any, ...]
               ) -> tuple[Callable[[], Any] | None, Any]:
        """The question's stamp as a call with no arguments, and its value now (None, None:
        the question has none, or it cannot say for these arguments). ``kept`` is the frozen
        arguments: a list reaches ``version`` as a tuple, a table as a FrozenDict."""
        version = entry.version
        if version is None:
            return None, None
        stamp = functools.partial(version, self.game, *kept)
        try:
            seen = stamp()
        except (DeckwrightError, KeyError, TypeError, ValueError):
            return None, None
        return (stamp, seen) if seen is not None else (None, None)

    def _asking_again(self, entry: ApiEntry, call: Invocation,
                      kept: tuple[Any, ...], plain: bool) -> Callable[[], Any]:
        """The question as a call with no arguments, for the memo to ask it again: its
        arguments bound once when all are ``plain``, else thawed into fresh copies each
        time."""
        if plain:
            if entry.direct is not None:
                return functools.partial(entry.direct, self._game() or self.game, call.source,
                                         call.controller, *kept)
            return functools.partial(entry.run, self, call, *kept)
        run = entry.run
        return lambda: run(self, call, *thawed(kept))

    def _answer(self, name: str, call: Invocation, *args: Any) -> Any:
        entry = self._entries.get(name)
        if entry is None or entry.kind != "query":
            raise ScriptError(f"ctx:{name} is not a question the kernel answers")
        # read once: every question from Lua comes here (the weak link called, not read
        # through GameLink's descriptor, a Python call; a link gone is its clear error)
        game = self._game() or self.game
        try:
            values = entry.signature.check(game, args)
        except ValueError as exc:
            raise ScriptError(f"ctx:{entry.name}: {exc}") from None
        try:
            # a game's own function called as its ``run`` would, without that wrapper
            direct = entry.direct
            result = direct(game, call.source, call.controller, *values) \
                if direct is not None else entry.run(self, call, *values)
            # the result checked as the arguments were: a wrong one is the plugin's fault
            # (the usual result passes its type's quick test: checked_result only if not)
            if entry.signature.quick_result(game, result):
                return result
            return checked_result(entry, game, result)
        except ScriptError:
            raise
        except (DeckwrightError, KeyError, TypeError, ValueError) as exc:
            raise ScriptError(f"ctx:{name}: {_one_line(exc)}") from None

    def _checked(self, entry: ApiEntry, args: tuple[Any, ...] | list[Any]) -> list[Any]:
        """The arguments of a ctx call, checked against its declared types."""
        try:
            return entry.signature.check(self._game() or self.game, args)
        except ValueError as exc:
            raise ScriptError(f"ctx:{entry.name}: {exc}") from None

    def stat(self, subject: str, name: str) -> Any:
        """A stat of an object (its printed value plus static modifiers) or a player counter."""
        game = self._game() or self.game
        if subject in game.players:
            base = game.counter(subject, name)
        else:
            obj = game.objects.get(subject)
            card = game.library.cards.get(obj.card if obj else subject)
            if card is None:
                raise ScriptError(f"stat: no object or card '{subject}'")
            base = card.stats.get(name)
        return self.modified(name, subject, base)

    def modified(self, stat: str, subject: str, base: Any) -> Any:
        """``base`` plus every active static ``{stat = stat}`` value that applies to subject."""
        t = type(base)  # ints and floats, the usual bases, are not looked at further
        if t is not int and t is not float and (
                not isinstance(base, (int, float)) or isinstance(base, bool)):
            return base
        statics = self.index.static_of(stat)
        if not statics:
            return base
        if self._stat_depth > 8:
            raise ScriptError(f"static values of '{stat}' depend on each other in a loop")
        self._stat_depth += 1
        try:
            total = base
            for obj, script, ability in statics:
                if ability.has("applies") and not self.ask(
                    script, ability, "applies", obj.id, obj.controller, None, subject
                ):
                    continue
                if ability.has("value"):
                    value = self.ask(script, ability, "value", obj.id, obj.controller, None,
                                      subject)
                else:
                    value = ability.facts.get("value", 0)
                if isinstance(value, (int, float)) and not isinstance(value, bool):
                    total += value
            return total
        finally:
            self._stat_depth -= 1

    def statics(self, key: str) -> list[tuple[str, dict[str, Any]]]:
        """Every active static ability with field ``key``: (object id, its plain facts)."""
        return [(obj.id, ability.facts) for obj, _, ability in self.index.static()
                if key in ability.facts]

    def share_event(self, payload: dict[str, Any] | None) -> None:
        """Until told None, card functions asked about ``payload`` (the same dict, unchanged
        meanwhile) get each a fresh Lua table of it made from one conversion: what one
        writes to its ``ev`` no other sees, as with a conversion each."""
        self._shared_event = None if payload is None else [payload, None]

    def _lua_inputs(self, event: dict[str, Any] | None,
                    args: tuple[Any, ...]) -> tuple[Any, list[Any]]:
        """The event and the arguments as Lua values; the event is converted only once."""
        sandbox = self.sandbox
        to_lua = sandbox.to_lua
        if event is None:
            lua_event = None
        else:
            shared = self._shared_event
            if shared is not None and shared[0] is event:
                if shared[1] is None:
                    shared[1] = sandbox.recipe(event) or False
                lua_event = sandbox.build(shared[1]) if shared[1] else to_lua(event)
            else:
                lua_event = to_lua(event)
        if lua_event is None:  # no event, the usual case: each argument as Lua takes it
            return None, sandbox.lua_values(args)
        return lua_event, [lua_event if a is event else to_lua(a) for a in args]

    def _params(self, script: CardScript) -> Any:
        """The card's params as a Lua table, converted once per card."""
        if script.params_lua is None:
            script.params_lua = self.sandbox.to_lua(script.card.params)
        return script.params_lua

    def ask(
        self,
        script: CardScript,
        ability: Ability | None,
        name: str,
        source: str | None,
        controller: str | None,
        event: dict[str, Any] | None,
        *args: Any,
        ids_only: bool = False,
    ) -> Any:
        """Call a query function of a card (condition, filter, value) with a read-only ctx.

        A read-only function sees the game only through its questions to the kernel, so when
        each question it asked last time (with the same inputs) gets the same answer now, its
        answer is the same too: it is given again without running the script; so is the answer
        it gave before that, while its own questions get their answers again (QueryMemo.older).
        A function asked about an event is kept by the fields of it that its text reads
        (eventreads). ``ids_only``: the caller reads only the ids of the entries answered (a
        target list looked at for whether it has one): a question that labels ids, returned
        as it answers (``return ctx:labelled(ids)``), is answered with the ids alone
        (``VocabEntry.ids``), and the answer is kept apart from the labelled one; it is the
        memo's own, not a copy, so its callers must only read it.
        """
        card_id = script.card.id
        self.used.add(card_id)
        index = ability.index if ability is not None else None
        memo = self.memo
        key: tuple[Any, ...] | None
        try:
            if event is not None:
                key = self._event_key(script, index, name, source, controller, event, args)
            else:
                # strings, integers and nils, the usual case, are their own key; anything else
                # is keyed by what the function reads of it (a static's subject table: the
                # fields its text reads) or by what Lua tells apart (true from 1, 1 from 1.0)
                for a in args:
                    if type(a) not in EXACT_AS_IS:
                        key = self._argument_key(script, index, name, source, controller, args)
                        break
                else:
                    key = (card_id, index, name, source, controller, args)
            if ids_only and key is not None:  # (its source kept in place: QueryMemo.SOURCE)
                key = (key[0], key[1], (name, IDS_ONLY), *key[3:])
            # QueryMemo.get inlined: this runs for every card question asked
            kept = memo.entries.get(key) if memo.enabled and key is not None else None
        except TypeError:  # an unhashable argument: not kept
            key, kept = None, None
        if kept is not None:
            answer, reads = kept
            # a function that asked nothing gives its answer again at once
            if not reads or self._same_answers(reads):
                if self._collecting:
                    # a computation remembered without its event could not be given again
                    self._collected(reads if event is None else None)
                return answer if ids_only or type(answer) in PLAIN else copied(answer)
            # the questions whose answers changed may have turned back to those of the
            # answer before (a combat begun, then over): that answer is given again
            older = memo.older.get(key)
            if older is not None and self._same_answers(older[1]):
                answer, reads = memo.swap(key)
                if self._collecting:
                    self._collected(reads if event is None else None)
                return answer if ids_only or type(answer) in PLAIN else copied(answer)
        reads: list[tuple[Any, ...]] | None = [] if key is not None else None
        self._reads.append(reads)
        try:
            value = self._call_query(script, ability, index, name, source, controller, event,
                                     args, ids_only)
        finally:
            reads = self._reads.pop()  # None if a question it asked failed (_query)
        if self._collecting:
            self._collected(reads if event is None else None)
        if key is None or reads is None:
            return value
        # (an ids-only answer is only read by its callers: the memo keeps it as it is)
        self.memo.keep(key, value if ids_only or type(value) in PLAIN else copied(value),
                       reads or [])
        return value

    def _event_key(self, script: CardScript, index: int | None, name: str,
                   source: str | None, controller: str | None, event: dict[str, Any],
                   args: tuple[Any, ...]) -> tuple[Any, ...] | None:
        """The memo's key of a card function asked about an event: who asks, and the fields
        of the event (and of its other arguments) its text reads (``eventreads``); None when
        what it reads cannot be known."""
        reads = self._noted_reads(script, index, name)
        if reads is None:
            return None
        return (script.card.id, index, name, source, controller, EVENT_READS,
                event_key(reads, event, args, source, controller))

    def _argument_key(self, script: CardScript, index: int | None, name: str,
                      source: str | None, controller: str | None,
                      args: tuple[Any, ...]) -> tuple[Any, ...]:
        """The memo's key of a card function asked without an event about an argument that
        is not its own key (a table): the fields of it its text reads, as for an event
        (``ctx.event`` is nil then), else all of it, told apart as Lua does."""
        reads = self._noted_reads(script, index, name)
        card_id = script.card.id
        if reads is None:
            return (card_id, index, name, source, controller, tuple([exact(a) for a in args]))
        return (card_id, index, name, source, controller, ARGUMENT_READS,
                event_key(reads, None, args, source, controller))

    def _noted_reads(self, script: CardScript, index: int | None,
                     name: str) -> EventReads | None:
        """``_reads_of``, kept in the script shape's notes: the same text and facts read the
        same fields in every game (None: not known, so never remembered)."""
        notes = script.notes
        try:
            return notes[(EVENT_READS, index, name)]  # type: ignore[no-any-return]
        except KeyError:
            reads = notes[(EVENT_READS, index, name)] = self._reads_of(script, index, name)
            return reads

    def _reads_of(self, script: CardScript, index: int | None,
                  name: str) -> EventReads | None:
        """What a card function reads of its event and arguments, from its script's text."""
        path = script.card.script
        text = self._texts.get(script.card.id)
        if path is None or text is None:
            return None
        found = self.sandbox.defined(script.table, index, name)
        if found is None:
            return None
        chunk, first, last = found
        # the chunk Lua compiled it from must be the card's script, and no engine chunk
        # may be named so (a function of lib's or of cardapi.lua's is not the script's text)
        if chunk != "=" + path.name or chunk in self._engine_chunks():
            return None
        return event_reads(text, first, last)

    def _engine_chunks(self) -> frozenset[str]:
        """The chunk names of the engine's Lua in this game's sandbox."""
        if self._engine_names is None:
            self._engine_names = frozenset(
                {ENGINE_CHUNKNAME, "=cardapi.lua"} |
                {"=" + f.chunkname for f in helper_files(self.game.rules)})
        return self._engine_names

    def remembered(self, key: Any, compute: Callable[[], Any]) -> Any:
        """``compute()``, a read-only computation of the game whose every input is a card
        question (``ask``) or part of ``key``; given again without running while each
        question its card functions asked gets the same answer (the memo's argument for one
        function, for many). Not kept if a question could not be remembered."""
        try:
            kept = self._remembered.get(key)
        except TypeError:  # an unhashable part of the key (a subject given as a table)
            return compute()
        # (a computation that asked nothing, the usual one, needs no call to say so)
        if kept is not None and self.memo.enabled and (
                not kept[1] or self._same_answers(kept[1])):
            if self._collecting:
                self._collected(kept[1])
            return kept[0]
        reads: list[tuple[Any, ...]] | None = []
        self._collecting.append(reads)
        try:
            value = compute()
        finally:
            reads = self._collecting.pop()
        if reads is None:
            self._remembered.pop(key, None)
            if self._collecting:
                self._collecting[-1] = None
        else:
            if len(self._remembered) > MEMO_LIMIT:
                self._remembered.clear()
            self._remembered[key] = (value, reads)
            if self._collecting:
                self._collected(reads)
        return value

    def asked_under(self, key: Any) -> list[tuple[Any, ...]] | None:
        """The questions ``remembered`` kept under ``key``, in the order asked, each as
        ``(ask, answer, stamp, seen)`` (a call that asks it again, its answer, its stamp and
        the stamp's value, or None, None); None if nothing is kept. Do not change them."""
        try:
            kept = self._remembered.get(key)
        except TypeError:  # an unhashable part of the key
            return None
        return None if kept is None else kept[1]

    def held(self, key: Any) -> tuple[bool, Any]:
        """What ``remembered`` kept under ``key``, if each question it asked gets the same
        answer now: ``(True, value)``, else ``(False, None)``; nothing is computed (so a game
        may keep several answers of one computation, each under a key of its own)."""
        try:
            kept = self._remembered.get(key)
        except TypeError:  # an unhashable part of the key
            return False, None
        if kept is None or not self.memo.enabled or (
                kept[1] and not self._same_answers(kept[1])):
            return False, None
        if self._collecting:
            self._collected(kept[1])
        return True, kept[0]

    def _collected(self, reads: list[tuple[Any, ...]] | None) -> None:
        """Add a question's reads to the computation being remembered (None: unrememberable)."""
        outer = self._collecting[-1]
        if outer is None:
            return
        if reads is None:
            self._collecting[-1] = None
        else:
            outer.extend(reads)

    def _same_answers(self, reads: list[tuple[Any, ...]]) -> bool:
        """Whether every remembered question gets the same answer now."""
        outer = self._reads
        outer.append(None)  # asking again is not a read of an outer function
        try:
            i = -1
            for ask, answer, stamp, seen in reads:
                i += 1
                if stamp is None:
                    # asked and checked before: only the answer can have changed
                    if ask() != answer:
                        return False
                    continue
                now = stamp()
                if now == seen:  # nothing the answer depends on has changed
                    continue
                if ask() != answer:
                    return False
                if now is not None:  # a stamp that cannot say now is not trusted next time
                    reads[i] = (ask, answer, stamp, now)  # the same answer, the new stamp
            return True
        except (DeckwrightError, ScriptError, KeyError, TypeError, ValueError):
            return False
        finally:
            outer.pop()

    def _call_query(self, script: CardScript, ability: Ability | None, index: int | None,
                    name: str, source: str | None, controller: str | None,
                    event: dict[str, Any] | None, args: tuple[Any, ...],
                    ids_only: bool = False) -> Any:
        card_id = script.card.id
        # a function that only computes its answer from questions: evaluated here, as Lua
        # would (returnexpr); anything it meets that only Lua can say runs it in Lua
        plain = self._plain_of(script, index, name)
        if plain is not None:
            self._ctx_entries()  # (its questions are checked by them: no sandbox is needed)
            self._calls.append(Invocation(card_id, source, controller, True))
            try:
                return self._evaluated(plain, script, source, controller, event, args,
                                       ids_only)
            except Exception:  # noqa: BLE001, S110 - run in Lua, which says what is wrong
                pass
            finally:
                self._calls.pop()
        sandbox = self.sandbox  # built on first use, with the API (_api)
        if event is None and not args:  # a condition or target list: nothing to convert
            lua_event, lua_args = None, ()
        else:
            lua_event, lua_args = self._lua_inputs(event, args)
        self._calls.append(Invocation(card_id, source, controller, True))
        try:
            invoke, table = self._api["invoke"], script.table
            params = script.params_lua
            if params is None:
                params = self._params(script)
            result = sandbox.call(invoke, table, index, name, source, card_id, controller,
                                  params, True, lua_event, None, *lua_args)
            if script.card.id in self._watched:
                self._check_state(script.card.id, f"{ability.label} ({name})"
                                  if ability is not None else name)
            return sandbox.to_python(result)
        except ScriptError as exc:
            where = f"{ability.label} ({name})" if ability is not None else name
            detail = str(exc)
            if "kernel request inside call()" in detail:
                detail = ("a condition, filter, target list or static value may not change the "
                          "game; do that in an effect")
            if ability is None:  # an entry point the game asks, like Munchkin's strength
                detail = detail.replace(
                    "a condition, filter or static value may not change the game",
                    f"'{name}' is a question the game asks: it may not change the game").replace(
                    "a condition, filter, target list or static value may not change the game",
                    f"'{name}' is a question the game asks: it may not change the game")
            raise CardScriptError(script.card.id, where, detail) from None
        finally:
            self._calls.pop()
            if sandbox.printed:
                self._say_printed(source or script.card.id)

    def _plain_of(self, script: CardScript, index: int | None,
                  name: str) -> PlainFunction | None:
        """The card function read as a computation from questions (``returnexpr``), from its
        own lines of its script's text (``_read_plain``); None for a watched script, a text
        not to be read, a function not its own or not plain, or one that asks what is no
        question."""
        if script.card.id in self._watched:
            return None

        def read(text: str, lines: tuple[int, int],
                 upvalues: dict[str, Any]) -> PlainFunction | None:
            found = plain_function(text, lines, LIB_HELPERS, upvalues)
            return found if found is not None and self._are(found.questions, "query") \
                else None
        return self._read_plain(script, (EXPRESSION, index, name), read)

    def _plain_effect_of(self, script: CardScript, index: int | None,
                         name: str) -> PlainEffect | None:
        """The effect read from its text (``plaineffect``), kept as ``_plain_of`` keeps
        functions; None where ``_plain_of`` would give none, for one that makes what is no
        action of the game, and in a game whose scripts have a smaller budget than the
        default (a plain effect's actions and loops are bounded to fit in that one)."""
        if not self.plain_effects or script.card.id in self._watched:
            return None

        def read(text: str, lines: tuple[int, int],
                 upvalues: dict[str, Any]) -> PlainEffect | None:
            return self._checked_effect(plain_effect(text, lines, self._action_names(),
                                                     LIB_HELPERS, upvalues))
        return self._read_plain(script, (EFFECT, index, name), read)

    def _action_names(self) -> frozenset[str]:
        """The game's ctx functions that act (what a plain effect may yield)."""
        return frozenset(n for n, e in self._ctx_entries().items() if e.kind == "action")

    def _checked_effect(self, found: PlainEffect | None) -> PlainEffect | None:
        """``found``, if every question and action it may make is the game's of that kind."""
        return found if found is not None and self._are(found.questions, "query") \
            and self._are(found.actions, "action") else None

    def _read_plain(self, script: CardScript, key: tuple[Any, ...],
                    read: Callable[[str, tuple[int, int], dict[str, Any]], T | None]
                    ) -> T | None:
        """What ``read`` makes of a card function's lines (``key``: its kind, ability index
        and name) in its script's text, with the plain values it closes over
        (``Sandbox.upvalues``), kept in its script shape's notes for every game of
        the process (the same text with the same facts defines the same functions); an
        effect the card takes from the game's helper file is read from that file
        (``_helper_effect``). None for a text not to be read (``_readable_text``) or a
        function of any other chunk."""
        notes = script.notes
        try:
            return notes[key]  # type: ignore[no-any-return]
        except KeyError:
            pass
        found = None
        text = self._readable_text(script)
        path = script.card.script
        where = self.sandbox.defined(script.table, key[1], key[2]) \
            if text is not None and path is not None else None
        if text is not None and path is not None and where is not None:
            chunk, first, last = where
            if chunk == "=" + path.name and chunk not in self._engine_chunks():
                found = read(text, (first, last),
                             self.sandbox.upvalues(script.table, key[1], key[2]))
            elif key[0] == EFFECT:
                found = self._helper_effect(chunk, first, last)  # type: ignore[assignment]
        notes[key] = found
        return found

    def _helper_effect(self, chunk: str, first: int, last: int) -> PlainEffect | None:
        """An effect a card takes from the game's helper file (``effect = lib.put_counter``),
        read from that file's lines ``first`` to ``last``: engine text, with no params,
        helpers or ``card`` of a card's file (a name it reads from its file is Lua's to say);
        None for another chunk or anything more."""
        for file in helper_files(self.game.rules):
            if chunk == "=" + file.chunkname:
                lines = file.source.splitlines()[first - 1:last]
                # ``function lib.put_counter(ctx)``: the reader takes a function of no name
                text = re.sub(r"^(\s*)function\s+[\w.]+\s*\(", r"\1function(",
                              "\n".join(lines), count=1)
                return self._checked_effect(read_effect(text, {}, actions=self._action_names()))
        return None

    def _readable_text(self, script: CardScript) -> str | None:
        """A card's script text if its functions may be read from it: not one that can reach
        ``load`` (which names its chunks as it likes, so its lines could be another
        function's) or ``print``, nor one whose state is watched once loaded (``cardstate``):
        a game running its functions in Python need not load it, and its loading must do
        nothing the game could see (a file that prints while loading narrates then)."""
        text = self._texts.get(script.card.id)
        if script.card.script is None or text is None or may_reach(text, "load") \
                or may_reach(text, "print") or analyse(text).needs_watch:
            return None
        return text

    def _are(self, names: frozenset[str], kind: str) -> bool:
        """Whether every one of ``names`` is a ctx function of that kind in this game."""
        entries = self._ctx_entries()
        return all((e := entries.get(n)) is not None and e.kind == kind for n in names)

    def _evaluated(self, plain: PlainFunction, script: CardScript, source: str | None,
                   controller: str | None, event: dict[str, Any] | None,
                   args: tuple[Any, ...], ids_only: bool = False) -> Any:
        """What ``plain`` answers: its questions asked as Lua would ask them (``_query``,
        reads and all), every table crossing as it would to Lua and back; with ``ids_only``,
        a labelling question it returns as answered gives the ids alone (``_ids_answer``)."""
        query, crossed = self._query, self._crossed

        def ask(question: str, *values: Any) -> Any:
            return query(question, *crossed(values))

        params = script.card.params
        fields = {"self": source, "card_id": script.card.id, "controller": controller,
                  "params": params, "event": event, "targets": [], "query_only": True}
        return self._back_from_lua(plain.evaluate(Run(
            fields, args, params, ask, card=card_global(script.card),
            ids=self._ids_answer if ids_only else None)))

    def _ids_answer(self, name: str, value: Any) -> Any:
        """Question ``name`` of one argument, returned by a card function as it answers, for
        a caller that reads only ids: a question that labels ids (``ApiEntry.ids``) gives
        them alone, its argument checked as it would be; any other is asked as always. (The
        ids answer is its argument's alone: no read of the game to keep.)"""
        entry = self._entries.get(name)
        labels = entry.ids if entry is not None and entry.kind == "query" else None
        if labels is None:
            return self._query(name, *self._crossed((value,)))
        call = self._calls[-1]
        values = self._checked(entry, self._crossed((value,)))
        return labels(self._game() or self.game, call.source, call.controller, *values)

    # ------------------------------------------------------------------ running effects
    def run(
        self,
        script: CardScript,
        ability: Ability | None,
        name: str,
        source: str | None,
        controller: str | None,
        event: dict[str, Any] | None = None,
        targets: list[str] | None = None,
        args: tuple[Any, ...] = (),
    ) -> Flow:
        """Run a card function as a coroutine, carrying out its requests; return its result."""
        self.used.add(script.card.id)
        if self.on_effect is not None:
            self.on_effect(script.card.id, controller, name)
        label = ability.label if ability is not None else name
        index = ability.index if ability is not None else None
        self.running.append(script.card.id)
        try:
            replay = None
            plain = self._plain_effect_of(script, index, name)
            if plain is not None:
                met: list[tuple[Any, ...]] = []
                done, result = yield from self._ran_plain(plain, script, source, controller,
                                                          event, targets, args, met)
                if done:
                    return result
                replay = Replay(met) if met else None
            lua_event, lua_args = self._lua_inputs(event, args)
            return (yield from self._run(script, label, index, name, source, controller,
                                         lua_event, targets, lua_args, replay))
        finally:
            self.running.pop()

    def _ran_plain(self, plain: PlainEffect, script: CardScript, source: str | None,
                   controller: str | None, event: dict[str, Any] | None,
                   targets: list[str] | None, args: tuple[Any, ...],
                   met: list[tuple[Any, ...]]) -> Generator[Any, Any, tuple[bool, Any]]:
        """Run an effect read from its text (plaineffect.py): ``(True, its value)``, or
        ``(False, None)`` where it met what only Lua can say (or an action failed), ``met``
        then holding every question and action so far, for Lua to meet again (``_run``).
        Every value crosses as it would to Lua and back."""
        self._ctx_entries()  # (which actions are checked by; Lua is built only if needed)
        query, crossed, calls = self._query, self._crossed, self._calls
        call = Invocation(script.card.id, source, controller, False)

        def ask(question: str, *values: Any) -> Any:
            values = crossed(values)
            answer = query(question, *values)
            met.append(("question", question, values, answer))
            return answer

        params = script.card.params
        fields = {"self": source, "card_id": script.card.id, "controller": controller,
                  "params": params, "event": event, "targets": list(targets or ()),
                  "query_only": False}
        steps = plain.run(Run(fields, args, params, ask, card=card_global(script.card)))
        sent: Any = None
        for _ in range(_MAX_PLAIN_ACTIONS):
            calls.append(call)
            try:
                op, values = steps.send(sent)
            except StopIteration as stop:
                return True, self._back_from_lua(stop.value)
            except Exception:  # noqa: BLE001 - Lua runs it, and says what is wrong
                return False, None
            finally:
                calls.pop()
            if op == DRAW:  # the game's dice, as Lua's math.random(lo, hi) draws from them
                low, high = values
                sent = self.game.rng.randint(low, high)
                met.append(("draw", low, high, sent))
                continue
            values = crossed(values)
            try:
                ok, reply = True, (yield from self._perform(op, list(values), call))
            except CardScriptError:
                raise
            except (DeckwrightError, ScriptError, KeyError, TypeError, ValueError) as exc:
                ok, reply = False, _refusal(op, exc)
            met.append(("action", op, values, ok, reply))
            if not ok:
                return False, None  # Lua meets the failure again and says it at its line
            sent = self._back_from_lua(reply)
        return False, None  # more actions than a plain effect makes: Lua's budget counts them

    def _crossed(self, values: tuple[Any, ...]) -> tuple[Any, ...]:
        """Arguments as Lua would pass them to Python (a table converted there and back)."""
        for v in values:
            if type(v) not in PLAIN:
                # (a list of ids, the usual table, comes back as it went: no call for it)
                return tuple([v if type(v) in PLAIN or crosses_unchanged(v)
                              else self._across(v, True) for v in values])
        return values

    def _back_from_lua(self, value: Any) -> Any:
        """A value as Lua would hand it back to Python (a result, a reply to an effect)."""
        if type(value) in PLAIN or crosses_unchanged(value):
            return value
        return self._across(value, False)

    def _across(self, value: Any, argument: bool) -> Any:
        """``value`` after a trip to Lua and back, as an ``argument`` of a question or as a
        result: worked out in Python where it can be (``trip_in_python``: lists and tables of
        string keys), Lua built only for a value whose trip Python cannot foresee."""
        if type(value) in PLAIN or crosses_unchanged(value):
            return value
        try:
            return trip_in_python(value)
        except NotForeseen:
            pass
        sandbox = self.sandbox
        lua = sandbox.to_lua(value)
        return sandbox._arg_to_python(lua) if argument else sandbox.to_python(lua)

    def _say_printed(self, source: str) -> None:
        """What a card script printed goes into the game's narration under the card's name."""
        for line in self.sandbox.take_output():
            self.game.narrate(line, source)

    def running_card(self) -> str | None:
        """The card whose script is running now (None outside card scripts)."""
        return self.running[-1] if self.running else None

    def _run(self, script: CardScript, label: str, index: int | None, name: str,
             source: str | None, controller: str | None, lua_event: Any,
             targets: list[str] | None, lua_args: tuple[Any, ...],
             replay: Replay | None = None) -> Flow:
        call = Invocation(script.card.id, source, controller, False)
        if replay is not None:
            self._replaying = (call, replay)
        try:
            return (yield from self._run_lua(script, label, source, index, name, controller,
                                             lua_event, targets, lua_args, call, replay))
        finally:
            if self._replaying is not None and self._replaying[0] is call:
                self._replaying = None

    def _run_lua(self, script: CardScript, label: str, source: str | None, index: int | None,
                 name: str, controller: str | None, lua_event: Any, targets: list[str] | None,
                 lua_args: tuple[Any, ...], call: Invocation, replay: Replay | None) -> Flow:
        sandbox = self.sandbox
        calls = self._calls
        calls.append(call)
        try:
            thread = sandbox.coroutine(self._api_fn("invoke"), script.table, index, name, source,
                                       script.card.id, controller, self._params(script), False,
                                       lua_event, sandbox.to_lua(targets or []), *lua_args)
            finished, value = thread.resume(None)
        except ScriptError as exc:
            raise CardScriptError(script.card.id, label, str(exc)) from None
        finally:
            calls.pop()
            if sandbox.printed:
                self._say_printed(source or script.card.id)
        # an effect may change nothing of its script's either, before any request it makes
        # (the game runs other cards' functions, and asks this card's queries, meanwhile)
        watched = script.card.id in self._watched
        if watched:
            self._check_state(script.card.id, label)
        while not finished:
            if replay is not None and not replay.over():
                # done in Python before (_ran_plain): the same reply, not done twice
                try:
                    request = _request_values(value)
                    ok, reply = replay.reply(request[0], request[1:])
                except (Diverged, ScriptError) as exc:
                    raise CardScriptError(script.card.id, label, _DIVERGED + str(exc)) from None
            else:
                try:
                    ok, reply = True, (yield from self._carry_out(value, call))
                except CardScriptError:
                    raise
                except (DeckwrightError, ScriptError, KeyError, TypeError, ValueError) as exc:
                    try:
                        op = _request_values(value)[0]
                    except ScriptError:
                        op = ""
                    ok, reply = False, _refusal(op, exc)
            calls.append(call)
            try:
                # cardapi.lua's request gets (true, the result) or (false, the error)
                finished, value = thread.reply(ok, reply)
            except ScriptError as exc:
                raise CardScriptError(script.card.id, label, str(exc)) from None
            finally:
                calls.pop()
                if sandbox.printed:
                    self._say_printed(source or script.card.id)
            if watched:
                self._check_state(script.card.id, label)
        return sandbox.to_python(value)

    def _carry_out(self, request: Any, call: Invocation) -> Flow:
        """Do what a script asked, for the card function that asked: an event, a decision,
        or a game action, its arguments checked against their declared types first."""
        values = _request_values(request)
        return (yield from self._perform(values[0], values[1:], call))

    def _perform(self, op: str, values: list[Any], call: Invocation) -> Flow:
        """Carry out action ``op`` of ctx with ``values`` (``_carry_out``)."""
        entry = self._entries.get(op)
        if entry is None or entry.kind != "action":
            raise ScriptError(f"ctx:{op} is not an action of this game")
        values = self._checked(entry, values)
        result = entry.run(self, call, *values)
        if isinstance(result, GeneratorType):
            result = yield from result
        return result

    # ------------------------------------------------------------------ kernel entry points
    def holders_with(self, name: str) -> list[GameObject]:
        """The objects in the ability zones whose script defines entry point ``name``, in
        zone order then object order (do not change the list)."""
        return self.index.with_entry(name)

    def has_entry(self, card_id: str, name: str) -> bool:
        """Whether ``card_id``'s script defines the entry point ``name`` (``on_play`` …)."""
        script = self._scripts[card_id] if card_id in self._scripts else self.script(card_id)
        return script is not None and name in script.entries

    def run_entry(
        self, card_id: str, name: str, *, source: str | None = None,
        controller: str | None = None, args: tuple[Any, ...] = (),
        event: dict[str, Any] | None = None,
    ) -> Flow:
        """Run entry point ``name`` of a card as an effect; return its result (None if absent)."""
        script = self._scripts[card_id] if card_id in self._scripts else self.script(card_id)
        if script is None or name not in script.entries:
            return None
        result = yield from self.run(script, None, name, source, controller, event, None, args)
        return self.checks.result(script, name, result)

    def query_entry(
        self, card_id: str, name: str, *args: Any, source: str | None = None,
        controller: str | None = None, ids_only: bool = False,
    ) -> Any:
        """Call entry point ``name`` of a card as a query (it may not change the game);
        ``ids_only`` as ``ask`` takes it."""
        # (script() inlined for a loaded card: games ask thousands of these)
        script = self._scripts[card_id] if card_id in self._scripts else self.script(card_id)
        if script is None or name not in script.entries:
            return None
        return self.checks.result(script, name, self.ask(script, None, name, source, controller,
                                                         None, *args, ids_only=ids_only))

    def target_options(self, choices: list[Any]) -> list[Option]:
        """A card's targets as the options of one decision, in the game's one order of
        targets (``Ruleset.target_order``; a stable sort, so ties keep the card's order)."""
        game = self.game
        order = game.rules.target_order
        return [Option(f"target:{o.id}", o.label)
                for o in sorted(choices, key=lambda o: order(game, o.id))]

    def allowed(self, choices: list[Any], player: str) -> list[Any]:
        """The targets among ``choices`` (options) that ``player`` may choose now
        (``Ruleset.target_guard``: what is protected is left out)."""
        game = self._game() or self.game
        guard = game.rules.target_guard(game)
        if guard is None:
            return choices
        return [o for o in choices if guard(player, str(o.id))]

    def entry_target(self, card_id: str, *, source: str | None, controller: str,
                     name: str = "target") -> Flow:
        """Ask ``controller`` for the target a card's ``target`` entry offers (None: none)."""
        script = self.script(card_id)
        if script is None or name not in script.entries:
            return None
        choices = self.allowed(options_of(self.checks.result(
            script, name, self.ask(script, None, name, source, controller, None))), controller)
        if not choices:
            return None
        options = self.target_options(choices)
        picked = yield Decision(controller, CHOOSE, f"Choose a target for {script.card.name}",
                                options)
        return str(picked)[len("target:"):]

    def choose_target(
        self, script: CardScript, ability: Ability, source: str | None, controller: str,
        event: dict[str, Any] | None,
    ) -> Flow:
        choices = self.allowed(options_of(self.ask(script, ability, "target", source,
                                                   controller, event, event)), controller)
        if not choices:
            return None
        prompt = str(ability.facts.get("target_prompt") or f"Choose a target for {ability.label}")
        options = self.target_options(choices)
        picked = yield Decision(controller, CHOOSE, prompt, options)
        return str(picked)[len("target:"):]

    def resolve_stack_item(self, item: StackItem) -> Flow:
        """Resolve a card ability on the stack: run its effect."""
        script = self.script(str(item.card))
        if script is None or item.ability is None:
            raise RulesError(f"stack item {item.id} has no card ability to resolve")
        ability = ability_at(script, item.ability)
        event = item.data.get("event")
        if ability.kind == "triggered":
            args: tuple[Any, ...] = (event, item.targets[0] if item.targets else None)
        else:
            args = (item.targets[0] if item.targets else None,)
        yield from self.run(script, ability, "effect", item.source, item.controller, event,
                            item.targets, args)


# the helper files whose functions were found to be the ones they declare, in this process
_CHECKED_FILES: set[HelperFile] = set()


@functools.lru_cache(maxsize=64)
def cardapi_with_tables(api: tuple[tuple[str, str], ...]) -> str:
    """cardapi.lua with its fixed tables (``fields``, ``api``: ``fixed_tables_literal``) made
    by a literal put before its first line, so its lines stay its own: one chunk, compiled once
    per process, instead of converting the tables or loading a chunk more for every game."""
    literal = fixed_tables_literal(api)  # one line: every control byte is escaped
    return (f"local fields, api do local fixed = (function() {literal} end)() "
            f"fields, api = fixed('fields'), fixed('api') end " + cardapi_source())


def _check_defined(sandbox: Sandbox, file: HelperFile, table: Any) -> None:
    """Refuse a helper file whose table is not exactly the functions it declares (a helper
    defined some other way than ``function lib.NAME(`` would be undocumented)."""
    defined = sandbox.to_python(table)
    names = set(defined) if isinstance(defined, dict) else set()
    if not isinstance(defined, dict | list) or (isinstance(defined, list) and defined):
        raise HelperFileError(f"{file.chunkname}: it must return a table of functions")
    if names != file.names:
        extra, missing = sorted(names - file.names), sorted(file.names - names)
        raise HelperFileError(f"{file.chunkname}: declared and defined helpers differ: "
                              f"undeclared {extra}, not defined {missing}")
    wrong = sorted(n for n, v in defined.items() if not isinstance(v, LuaFunction))
    if wrong:
        raise HelperFileError(f"{file.chunkname}: lib.{wrong[0]} must be a function")
    _CHECKED_FILES.add(file)


def _request_values(request: Any) -> list[Any]:
    """A script's request (cardapi.lua's ``{ op, n, the n arguments }``) as ``[op, *args]``;
    ScriptError if it is not one. A nil among the arguments leaves a hole, so Lua's table
    comes as a dict of positions, not a list."""
    if type(request) is dict:
        if not all(type(k) is int and k > 0 for k in request):
            raise ScriptError("malformed request")
        # more than 64 arguments are not taken (below): the positions past them are not read
        request = [request.get(i) for i in range(1, min(max(request, default=0), 66) + 1)]
    if type(request) is not list or len(request) < 2 or type(request[0]) is not str:
        raise ScriptError("malformed request")
    n = request[1]
    n = n if type(n) is int and 0 <= n <= 64 else 0
    values = request[2:n + 2]
    return [request[0], *values, *[None] * (n - len(values))]


def _as_list(value: Any) -> list[Any]:
    if value is None:
        return []
    if isinstance(value, list):
        return value
    if isinstance(value, dict):
        return [value[k] for k in sorted(value, key=lambda k: (not isinstance(k, int), str(k)))]
    return [value]


def _refusal(op: str, exc: BaseException) -> str:
    """What a refused action of ctx answers the script (cardapi.lua raises it at its line)."""
    text = _one_line(exc)
    return text if text.startswith("ctx:") else f"ctx:{op}: {text}"


def _one_line(exc: BaseException) -> str:
    text = str(exc) or type(exc).__name__
    return text.splitlines()[0] if text else type(exc).__name__
