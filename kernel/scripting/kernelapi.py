"""The kernel layer of the card API: the ``ctx`` functions every game's scripts may call.

Each is declared once in ``KERNEL`` (a ``Vocabulary``, as a game's are), with a typed
signature (``luatypes``), a sentence, and its implementation. The arguments are checked against
the signature before the implementation runs, so an implementation sees well-formed values;
the reference (``deckwright api``) is made from the same declarations. Queries answer at once;
actions are generators the kernel runs, so every change they make is an event.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Generator
from dataclasses import dataclass
from types import GeneratorType
from typing import TYPE_CHECKING, Any

from ..decisions import CHOOSE, CHOOSE_MANY, CONFIRM, NUMBER, Decision, Option
from ..errors import DeckwrightError, RulesError
from .luatypes import Signature, value_words
from .sandbox import Premade
from .scriptcache import card_answer, card_answer_recipe
from .vocabulary import QUERY, Vocabulary

if TYPE_CHECKING:
    from ..gameapi import GameAPI
    from .hostapi import HostAPI

Flow = Generator[Any, Any, Any]


@dataclass(slots=True)
class Invocation:
    """Whose card function is running, as the kernel knows it (never as the script says);
    never changed once made. One is made for every call into a card script: a frozen
    dataclass's fields are set through ``object.__setattr__``, three times slower to make."""

    card: str
    source: str | None
    controller: str | None
    query_only: bool


@dataclass(frozen=True, slots=True)
class ApiEntry:
    """One ``ctx`` function: its kind, typed signature, sentence and implementation."""

    name: str
    kind: str  # "query" (anywhere) or "action" (effects and costs only)
    signature: Signature
    doc: str
    run: Callable[..., Any]  # (host, call, *args) -> value, or a Flow for an action
    # a game's vocabulary function itself, (game, source, controller, *args): the memo asks
    # it again directly, without the ``run`` wrapper
    direct: Callable[..., Any] | None = None
    # who declared it, for the fault a wrong result is ("Four Souls (module.function)")
    origin: str = ""
    # the query's stamp (``VocabEntry.version``): (game, *args) -> a value that changes
    # whenever the answer could, or None when it cannot say
    version: Callable[..., Any] | None = None
    # a labelling query's answer with the ids alone (``VocabEntry.ids``): (game, source,
    # controller, *args) -> that answer; None for every other function
    ids: Callable[..., Any] | None = None


class ApiResultError(RulesError):
    """A ctx function gave back a value its declared result type does not allow: a fault of
    the code that declares it (the kernel, a game or a plugin), never of the card script."""


def checked_result(entry: ApiEntry, game: GameAPI | None, result: Any) -> Any:
    """``result`` of ``entry``, checked against its declared result type as its arguments
    are; ApiResultError naming the function's code, the declared type and the value."""
    signature = entry.signature
    problem = signature.check_result(game, result)
    if problem is not None:
        raise ApiResultError(
            f"returned {value_words(result)}, which its declaration '-> {signature.returns}' "
            f"does not allow ({problem}): a fault of {entry.origin or 'the game plugin'}, not "
            "of the card script")
    return result


def result_checked(entry: ApiEntry) -> ApiEntry:
    """``entry`` with an action's result checked when its generator finishes. A query's is
    checked by the script host as it answers (``ScriptHost._answer``), not here: the query
    memo asks ``run`` again to validate a kept answer, and that must stay as cheap as the
    query itself (the answer it compares with was checked)."""
    if entry.kind == QUERY or entry.signature.returns == "any":
        return entry
    run = entry.run

    def checked_action(host: HostAPI, call: Invocation, *args: Any) -> Flow:
        result = run(host, call, *args)
        if isinstance(result, GeneratorType):
            result = yield from result
        return checked_result(entry, host.game, result)
    return dataclasses.replace(entry, run=checked_action)


# the kernel's functions, each called as fn(host, call, *args): they are the script host's
KERNEL = Vocabulary("the kernel")


def memory_key(card: str, source: str | None, key: Any) -> str:
    """Where a card's memory lives: its object's own, or with an explicit key, a place of its
    card's own (so no card reads or writes another card's memory by naming its key)."""
    if key is None:
        return str(source)
    return f"{card}/{key}"


def options_of(raw: Any) -> list[Option]:
    """Script-given options: ids, or tables with ``id`` and ``label``."""
    out: list[Option] = []
    items = raw if isinstance(raw, list) else list(raw.values()) if isinstance(raw, dict) else []
    for entry in items:
        if isinstance(entry, dict):
            if entry.get("id") is None:
                continue
            out.append(Option(str(entry["id"]), str(entry.get("label") or entry["id"])))
        elif entry is not None:
            out.append(Option(str(entry), str(entry)))
    return out


def _player(host: HostAPI, call: Invocation, player: str | None) -> str:
    return player or call.controller or host.game.active


# ------------------------------------------------------------------------------- queries
@KERNEL.query("counter(holder: seat|object, name: string) -> integer",
              "A counter of a player (seat like 'p1') or an object; 0 when unset.")
def _counter(host: HostAPI, call: Invocation, holder: str, name: str) -> Any:
    return host.game.counter(holder, name)


@KERNEL.query("zone(name: zone) -> list<id>", "The object ids in a zone, top first.")
def _zone(host: HostAPI, call: Invocation, name: str) -> Any:
    return [o.id for o in host.game.zones[name].objects]


@KERNEL.query("object(id: id) -> table|nil",
              "An object as a table (id, card, zone, owner, controller, tapped, counters), or nil "
              "if it no longer exists.")
def _object(host: HostAPI, call: Invocation, ident: str) -> Any:
    obj = host.game.objects.get(ident)
    if obj is None:
        return None
    data = obj.to_json()
    data["zone"] = obj.zone
    return data


@KERNEL.query("card(id: id) -> table|nil",
              "A card's facts (id, name, type, stats, params, tags, text) by card id or object "
              "id; stats, params and tags are tables, empty when the card has none; nil for "
              "neither.")
def _card(host: HostAPI, call: Invocation, ident: str) -> Any:
    game = host.game
    obj = game.objects.get(ident)
    card = game.library.cards.get(obj.card if obj else ident) if game.library else None
    if card is None:
        return None
    # fresh data each time (who asks may keep it); its Lua table made from a recipe made once
    facts = card_answer(card)
    flat = card_answer_recipe(card)
    return facts if flat is None else Premade(facts, flat)


@KERNEL.query("exists(id: id) -> boolean",
              "Whether an object id or seat still exists (objects change id when they move).")
def _exists(host: HostAPI, call: Invocation, ident: str) -> Any:
    return host.game.exists(ident)


@KERNEL.query("players() -> list<seat>", "Every seat, in turn order.")
def _players(host: HostAPI, call: Invocation) -> Any:
    return list(host.game.seats)


@KERNEL.query("active() -> seat", "The active player's seat.")
def _active(host: HostAPI, call: Invocation) -> Any:
    return host.game.active


@KERNEL.query("turn() -> integer", "The turn number.")
def _turn(host: HostAPI, call: Invocation) -> Any:
    return host.game.turn


@KERNEL.query("recall(name: string, key?: string|number) -> value",
              "What this object (or, with a key, this card under that key) remembered under "
              "name, or nil.")
def _recall(host: HostAPI, call: Invocation, name: str, key: Any = None) -> Any:
    return host.game.recall(memory_key(call.card, call.source, key), name)


@KERNEL.query("stat(id: seat|card, name: string) -> value",
              "A stat of an object with every static modifier applied (or a player's counter).")
def _stat(host: HostAPI, call: Invocation, subject: str, name: str) -> Any:
    return host.stat(subject, name)


@KERNEL.query("option(name: string) -> value", "A game option's value.")
def _option(host: HostAPI, call: Invocation, name: str) -> Any:
    options = host.game.options
    if name not in options:
        from .luatypes import suggest

        raise DeckwrightError(f"this game has no option '{name}'{suggest(name, options)}")
    return options[name]


# ------------------------------------------------------------------------------- actions
@KERNEL.action("choose(prompt?: string, options: list, player?: seat) -> string",
               "Ask a player (default: the controller) to pick one option; options are ids or "
               "{id=, label=} tables. Returns the chosen id.")
def _choose(host: HostAPI, call: Invocation, prompt: str | None, raw: Any,
            player: str | None = None) -> Flow:
    options = options_of(raw)
    if not options:
        raise DeckwrightError("no options to choose from")
    return (yield Decision(_player(host, call, player), CHOOSE, prompt or "Choose", options))


@KERNEL.action("choose_many(prompt?: string, options: list, min?: count, max?: count, "
               "player?: seat) -> list<string>",
               "Ask for min to max options (default: any number); returns a list of ids.")
def _choose_many(host: HostAPI, call: Invocation, prompt: str | None, raw: Any,
                 low: Any = None, high: Any = None, player: str | None = None) -> Flow:
    options = options_of(raw)
    if not options:
        raise DeckwrightError("no options to choose from")
    low = int(low) if low is not None else 0
    high = int(high) if high is not None else len(options)
    if low > high:
        raise DeckwrightError(f"min ({low}) is more than max ({high})")
    return (yield Decision(_player(host, call, player), CHOOSE_MANY, prompt or "Choose",
                           options, minimum=low, maximum=high))


@KERNEL.action("confirm(prompt?: string, player?: seat) -> boolean",
               "Ask yes or no; returns a boolean.")
def _confirm(host: HostAPI, call: Invocation, prompt: str | None = None,
             player: str | None = None) -> Flow:
    picked = yield Decision(_player(host, call, player), CONFIRM, prompt or "Confirm?",
                            [Option("yes", "Yes"), Option("no", "No")])
    return picked == "yes"


@KERNEL.action("number(prompt?: string, min: integer, max: integer, player?: seat) "
               "-> integer", "Ask for a whole number between min and max.")
def _number(host: HostAPI, call: Invocation, prompt: str | None, low: Any, high: Any,
            player: str | None = None) -> Flow:
    low, high = int(low), int(high)
    if low > high:
        raise DeckwrightError(f"min ({low}) is more than max ({high})")
    return (yield Decision(_player(host, call, player), NUMBER, prompt or "Choose a number",
                           [], minimum=low, maximum=high))


@KERNEL.action("move(id: object, zone: zone, position?: 'top'|'bottom'|integer) -> id|nil",
               "Move an object to a zone ('top', 'bottom' or an index); returns its new id.")
def _move(host: HostAPI, call: Invocation, ident: str, zone: str,
          position: Any = None) -> Flow:
    obj = yield from host.game.move(ident, zone, position if position is not None else "top")
    return None if obj is None else obj.id


@KERNEL.action("add_counter(holder: seat|object, name: string, amount: integer) -> integer",
               "Add to (or, negative, take from) a counter; returns the real change.")
def _add_counter(host: HostAPI, call: Invocation, holder: str, name: str,
                 amount: Any) -> Flow:
    return (yield from host.game.change_counter(holder, name, int(amount)))


@KERNEL.action("tap(id: object) -> boolean", "Tap (deactivate) an object.")
def _tap(host: HostAPI, call: Invocation, ident: str) -> Flow:
    event = yield from host.game.perform("tap", {"object": ident})
    return not event.cancelled and bool(event.result)


@KERNEL.action("untap(id: object) -> boolean", "Untap (recharge) an object.")
def _untap(host: HostAPI, call: Invocation, ident: str) -> Flow:
    event = yield from host.game.perform("untap", {"object": ident})
    return not event.cancelled and bool(event.result)


@KERNEL.action("shuffle(zone: zone) -> nil", "Shuffle a zone.")
def _shuffle(host: HostAPI, call: Invocation, zone: str) -> Flow:
    yield from host.game.shuffle(zone)
    return None


@KERNEL.action("roll(player?: seat, sides?: positive) -> integer",
               "Roll a die for a player (default: the controller); returns the result.")
def _roll(host: HostAPI, call: Invocation, player: str | None = None,
          sides: Any = None) -> Flow:
    return (yield from host.game.roll(_player(host, call, player),
                                      int(sides) if sides is not None else 6))


@KERNEL.action("reveal(id: object, to?: 'all'|seat|list<seat>) -> nil",
               "Reveal a face-down object to everyone, or privately to a seat or list of seats.")
def _reveal(host: HostAPI, call: Invocation, ident: str, to: Any = None) -> Flow:
    yield from host.game.perform("reveal", {"object": ident, "to": to or "all"})
    return None


@KERNEL.action("remember(name: string, value?: value, key?: string|number) -> nil",
               "Store a plain value for this object (or, with a key, for this card under that "
               "key): the only state a card keeps between calls.")
def _remember(host: HostAPI, call: Invocation, name: str, value: Any = None,
              key: Any = None) -> Flow:
    host.game.remember(memory_key(call.card, call.source, key), name, value)
    return None
    yield  # an action: a generator that changes the game at once


@KERNEL.action("log(text: value) -> nil",
               "Say a line in the game's narration, under the card's name (print does the same).")
def _log(host: HostAPI, call: Invocation, text: Any = None) -> Flow:
    host.game.narrate("" if text is None else str(text)[:500], call.source or call.card)
    return None
    yield  # an action: a generator


# every kernel function as the host calls it, by name (built once all are declared above)
KERNEL_ENTRIES: dict[str, ApiEntry] = {
    e.name: result_checked(ApiEntry(e.name, e.kind, e.signature, e.doc, e.fn, origin=e.origin))
    for e in KERNEL}
