"""Levels (FS 10.15, issue #35): Ball of Tumors, Focus, Ser Junkan.

An object's level is its level counters: leveling up puts one on, leveling down takes one off
if it has one. Being counters, a level stays on an item that changes control (FS 10.14.3,
``rewards.take_item``) and shows on the table beside the item's other counters.

A card with levels names, as its param ``levels``, the abilities that exist only from a level
on, each by the label of an ability of its script marked ``given = true``, with that level:
``levels: {one more loot play on your turn: 2}``. The object holds such an ability while its
level is that number or more, through the kernel's ability index (``Ruleset.ability_changes``),
so a level ability below its level neither triggers nor applies nor is offered, for the bots,
the stops and the prompt alike. Its param ``starting_level`` is the level it comes into play
with ("starts at level 6").

Leveling is an effect (``ctx:level_up`` / ``ctx:level_down``) or a cost (``level_up = n``,
``level_down = n`` in an activated ability's ``cost``).
"""

from __future__ import annotations

from typing import Any

from deckwright.kernel.errors import DeckwrightError
from deckwright.kernel.events import Event
from deckwright.kernel.game import Game
from deckwright.kernel.ruleset import AbilityChange
from deckwright.kernel.scripting.vocabulary import Vocabulary

from .facts import Flow

COUNTER = "level"
PARAM = "levels"
START = "starting_level"
PARAMS = {PARAM: "table", START: "count"}
DATA = "levelled"  # in game.data only when a loaded card has levels: {card id: [[n, label]]}
COST_KEYS = {
    "level_up": "`level_up = n`: this levels up n times (FS 10.15).",
    "level_down": "`level_down = n`: this levels down n times; not payable below level n.",
}


def _table(params: Any) -> dict[str, int] | None:
    """A card's ``levels`` param as {label: level}, or None if it has none or a bad one."""
    table = params.get(PARAM) if isinstance(params, dict) else None
    if not isinstance(table, dict) or not table:
        return None
    for name, level in table.items():
        if not isinstance(name, str) or not name or isinstance(level, bool) \
                or not isinstance(level, int) or not 1 <= level <= 100:
            return None
    return dict(table)


def problems(params: Any) -> list[str]:
    """What is wrong with a card's ``levels`` and ``starting_level`` params (empty: nothing)."""
    if not isinstance(params, dict):
        return []
    out = []
    if PARAM in params and _table(params) is None:
        out.append(f"param '{PARAM}' maps the labels of abilities marked given = true to the "
                   "level from which each exists (1 to 100), like {one more loot play: 2}")
    start = params.get(START)
    if START in params and (isinstance(start, bool) or not isinstance(start, int)
                            or not 0 <= start <= 100):
        out.append(f"param '{START}' must be a whole number from 0 to 100, not {start!r}")
    return out


def declare(game: Game) -> None:
    """Gather the loaded cards' level abilities into the game's data (at set-up), each label
    checked against the card's script; a game without levelled cards keeps no entry."""
    found: dict[str, list[list[Any]]] = {}
    for card in game.library.cards.values():
        table = _table(card.params)
        if table is None:
            continue
        script = game.scripts.script(card.id)
        given = {a.label for a in script.abilities if a.facts.get("given")} if script else set()
        for name, level in sorted(table.items(), key=lambda kv: kv[1]):
            if name not in given:
                raise DeckwrightError(
                    f"card '{card.id}', param '{PARAM}': '{name}' (level {level}) is not the "
                    f"label of an ability marked given = true in its script")
            found.setdefault(card.id, []).append([level, name])
    if found:
        game.data[DATA] = found


def starting(card: Any) -> int:
    """The level a card comes into play with (0 without ``starting_level``)."""
    start = card.params.get(START) if isinstance(card.params, dict) else None
    return int(start) if isinstance(start, int) and not isinstance(start, bool) else 0


def level_of(game: Game, ident: str) -> int:
    """An object's level: its level counters (0 if it is gone)."""
    obj = game.objects.get(ident)
    return int(obj.counters.get(COUNTER, 0)) if obj is not None else 0


def ability_changes(game: Game, holders: list[Any],
                    changes: dict[str, AbilityChange]) -> dict[str, AbilityChange]:
    """``changes`` with the level abilities each levelled object holds at its level added;
    an object that lost its abilities gains none."""
    table = game.data.get(DATA)
    if not table:
        return changes
    out = dict(changes)
    for obj, _ in holders:
        levels = table.get(obj.card)
        if not levels:
            continue
        before = out.get(obj.id)
        if before is not None and before.stripped:
            continue
        now = int(obj.counters.get(COUNTER, 0))
        gives = tuple((obj.card, name) for level, name in levels if now >= level)
        if gives:
            out[obj.id] = AbilityChange(gives=(before.gives if before else ()) + gives,
                                        borrows=before.borrows if before else ())
    return out


# the event kinds after_event acts on (the ruleset calls it for those alone)
AFTER_KINDS = frozenset({"counter"})


def after_event(game: Game, event: Event) -> None:
    """A levelled object's level changed: the ability index looks again."""
    table = game.data.get(DATA)
    if not table or event.kind != "counter" or event.data.get("name") != COUNTER:
        return
    obj = game.objects.get(str(event.data.get("target")))
    if obj is not None and obj.card in table:
        game.abilities_changed()


def change(game: Game, ident: str, amount: int) -> Flow:
    """Level an object up (``amount`` > 0) or down, never below 0; the levels it changed."""
    if ident not in game.objects or amount == 0:
        return 0
    done = yield from game.change_counter(ident, COUNTER, amount)
    return int(done or 0)


def begin(game: Game, ident: str) -> Flow:
    """An object that has just come into play takes its card's starting level."""
    obj = game.objects.get(ident)
    if obj is None:
        return
    start = starting(game.card(obj.card))
    if start:
        yield from change(game, ident, start)


def can_pay(game: Game, key: str, value: Any, source: str) -> bool:
    """Whether ``source`` can pay a level cost now."""
    if source not in game.objects:
        return False
    return key == "level_up" or level_of(game, source) >= int(value)


def pay(game: Game, key: str, value: Any, source: str) -> Flow:
    """Pay a level cost: the object levels up or down ``value`` times."""
    sign = 1 if key == "level_up" else -1
    done = yield from change(game, source, sign * int(value))
    return abs(done) == int(value)


VOCABULARY = Vocabulary("Four Souls")


@VOCABULARY.action("level_up(id: id, n?: count) -> integer",
                   "An object levels up n times (default 1): n level counters on it (FS "
                   "10.15); its abilities of those levels (param levels) exist from now on. "
                   "Returns its level.")
def _level_up(game: Game, source: Any, controller: Any, ident: str, n: int | None = None
              ) -> Flow:
    yield from change(game, str(ident), 1 if n is None else int(n))
    return level_of(game, str(ident))


@VOCABULARY.action("level_down(id: id, n?: count) -> integer",
                   "An object levels down n times (default 1), as far as it has levels (FS "
                   "10.15). Returns its level.")
def _level_down(game: Game, source: Any, controller: Any, ident: str, n: int | None = None
                ) -> Flow:
    yield from change(game, str(ident), -(1 if n is None else int(n)))
    return level_of(game, str(ident))
