"""The card authors' reference: the Lua API's kernel layer, the helpers of ``lib`` and a
game's vocabulary, as text.

Made from the same typed declarations the kernel checks every call against
(``kernelapi.KERNEL_ENTRIES`` and each game's vocabulary) and the declarations above each
helper (``cardlib``), so it cannot drift from the code.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..events import KERNEL_EVENT_DOCS
from ..state import OBJECT_FIELDS, PLAYER_FIELDS, SNAPSHOT_FIELDS, ZONE_FIELDS
from .activation import KERNEL_COST_KEYS
from .cardlib import HelperFile, game_helpers, kernel_helpers
from .ctxapi import vocab_entry
from .kernelapi import KERNEL_ENTRIES, ApiEntry
from .luatypes import parse_signature

if TYPE_CHECKING:
    from ..ruleset import Ruleset

KERNEL_API: tuple[ApiEntry, ...] = tuple(KERNEL_ENTRIES.values())

ABILITIES = """\
A card script returns a table of abilities and entry points:

```lua
return {
  triggered   { on = "damage", condition = function(ctx, ev) ... end,
                effect = function(ctx, ev, target) ... end, target = function(ctx, ev) ... end },
  activated   { cost = { tap = true }, condition = function(ctx) ... end,
                target = function(ctx) return { ids } end, effect = function(ctx, target) ... end },
  static      { stat = "power", applies = function(ctx, subject) ... end, value = 1 },
  replacement { on = "damage", condition = function(ctx, ev) ... end,
                apply = function(ctx, ev) ev.amount = ev.amount - 1; return ev end },
  on_play = function(ctx, ...) ... end,   -- entry points the game calls by name
}
```

`ctx` carries `ctx.self` (this object's id), `ctx.card_id`, `ctx.controller`, `ctx.params` (the
card's `params` from set.yaml), `ctx.event` and `ctx.targets`. The globals `card` and `params`
hold the card's facts; `lib` holds the shared helpers (below). Conditions, targets,
`applies` and `value` are queries: calling an action there is an error. A replacement's
`apply` returns the changed event, or `false` to prevent it. Lua keeps no state between
calls: use `ctx:remember`/`ctx:recall`. Randomness
comes only from the game (`math.random` and `ctx:roll` use the game's seeded generator)."""


def _line(entry: ApiEntry) -> str:
    return f"- `ctx:{entry.signature.shown()}` — {entry.doc}"


def reference(rules: Ruleset | None = None) -> str:
    """The Lua API reference as Markdown: abilities, kernel functions, the helpers of ``lib``
    (the kernel's, then the game's), the game's vocabulary.

    Arguments read ``name: type``; ``[name: type]`` may be left out. Types: seat, object (an
    object id in the game), card, zone, id, count (whole, 0 or more), positive, integer,
    number, string, boolean, table, list, list<T>, A|B, 'word'.
    """
    lines = ["# The card-script Lua API", "", ABILITIES, "", TYPES_NOTE, "",
             "## Kernel functions", ""]
    for kind, title in (("query", "Queries (usable anywhere)"),
                        ("action", "Actions (effects and costs only)")):
        lines.append(f"### {title}")
        lines.append("")
        lines.extend(_line(f) for f in KERNEL_API if f.kind == kind)
        lines.append("")
    lines.extend(_helpers("## Helpers: lib", kernel_helpers(), HELPERS_NOTE))
    lines.extend(_costs(rules))
    if rules is not None:
        own = game_helpers(rules)
        if own is not None:
            lines.extend(_helpers(f"## {rules.name or rules.id}: the game's helpers", own,
                                  "The game's own helpers, in `lib` beside the kernel's."))
        entries = [vocab_entry(e) for e in rules.vocabulary()]
        lines.append(f"## {rules.name or rules.id}: the game's vocabulary")
        lines.append("")
        if not entries:
            lines.append("This game adds no functions.")
        for entry in sorted(entries, key=lambda e: (e.kind, e.name)):
            lines.append(f"{_line(entry)} ({entry.kind})")
        lines.append("")
        for table in rules.name_tables():
            lines += [f"## {table.title}", "", table.intro, ""]
            lines += [f"- `{name}`: {table.names[name]}" for name in table.names]
            lines.append("")
        lines.extend(_entry_points(rules))
        lines.extend(_events(rules))
        lines.extend(_static_stats(rules))
        lines.extend(_stats(rules))
        lines.extend(_directives(rules))
    lines.extend(_snapshot())
    return "\n".join(lines)


def _costs(rules: Ruleset | None) -> list[str]:
    """The keys an activated ability's ``cost`` may hold: the kernel's, then the game's."""
    own = dict(rules.cost_keys) if rules is not None else {}
    lines = ["## Costs of an activated ability", "", "What `activated { cost = { ... } }` may "
             "hold; every key is paid before the ability goes on the stack, and an ability "
             "whose cost cannot be paid cannot be activated. Any other key is refused when the "
             "script loads.", ""]
    lines += [f"- `{name}` — {KERNEL_COST_KEYS[name]}" for name in KERNEL_COST_KEYS]
    lines += [f"- `{name}` — {own[name]}" for name in own]
    return [*lines, ""]


def _snapshot() -> list[str]:
    """What a scenario's ``path:`` reads: the game's JSON (``Game.snapshot()``)."""
    lines = ["## Scenario snapshot (`path:`)", "", "A scenario's `path:` reads the game as JSON "
             "(`deckwright play` shows the same data), dot-separated: "
             "`players.p1.counters.cents`, `zones.p1.hand.cards.0.card`. A key that is absent "
             "fails `equals`; `exists: false` checks absence.", "", "Top level:", ""]
    for title, fields in (("", SNAPSHOT_FIELDS), ("A player (`players.SEAT`):", PLAYER_FIELDS),
                          ("A zone (`zones.NAME`):", ZONE_FIELDS),
                          ("An object (`zones.NAME.cards.N`):", OBJECT_FIELDS)):
        if title:
            lines += [title, ""]
        lines += [f"- `{name}` — {fields[name]}" for name in fields]
        lines.append("")
    return lines


HELPERS_NOTE = """\
`lib` holds Lua helpers for patterns many cards share; a script calls them as `lib.NAME(…)`,
a plain function (not `lib:NAME`). A helper is Lua written on this API: it runs as part of the
card function that calls it, on that call's instruction budget, and asks the kernel only
through the `ctx` it is given, so in a condition, target list or static value it may only ask
questions (and may not draw random numbers). `lib` is the same read-only table for every card:
no script can change it. A `lib.` name that does not exist is refused when the script loads.
A measure is a `function(ctx, seat)` giving a number: a game's ctx question of a player is
one (`ctx.souls` in Four Souls, `ctx.level` in Munchkin)."""


def _helpers(title: str, file: HelperFile, note: str) -> list[str]:
    """A helper file's helpers as a section of the reference, in the file's order."""
    return [title, "", note, "", *(h.line() for h in file.helpers), ""]


def _entry_points(rules: Ruleset) -> list[str]:
    """The functions a card script may define for the game to call, with their types."""
    declared = rules.entry_points
    lines = ["## Entry points", ""]
    if not declared:
        return [*lines, "This game declares no entry points.", ""]
    lines += ["A script may define these functions by name; the game calls them with `ctx` "
              "first. Any other named function is refused when the script loads, unless the "
              "script names it itself in quotes (a callback it hands to the game) or its name "
              "begins with `_`. A result of the wrong type is an error naming the card.", ""]
    for name in sorted(declared):
        entry = declared[name]
        sig = parse_signature(entry.signature)
        args = ", ".join(["ctx", *(p.shown() for p in sig.params)])
        used = f" Cards: {', '.join(entry.cards)}." if entry.cards else ""
        if entry.fields:
            used = (" Fields: " + ", ".join(f"`{k}: {v}`" for k, v in entry.fields.items())
                    + "." + used)
        lines.append(f"- `{name}({args}) -> {sig.returns}` ({entry.kind}) — {entry.doc}{used}")
    return [*lines, ""]


def _events(rules: Ruleset) -> list[str]:
    """The events a triggered or replacement ability may name, with their fields."""
    kinds = sorted(set(rules.event_kinds) | set(KERNEL_EVENT_DOCS))
    docs = {**KERNEL_EVENT_DOCS, **rules.event_docs}
    lines = ["## Events", "", "What `on = \"...\"` may name; `ev` is the event table a "
             "condition, effect or `apply` receives.", ""]
    for kind in kinds:
        lines.append(f"- `{kind}` — {docs.get(kind, '(not described yet)')}")
    return [*lines, ""]


TYPES_NOTE = """\
Arguments read `name: type`; an argument in brackets may be left out (or nil). Every call is
checked: a wrong argument is an error naming the card, the ability, the line and what was
wrong. The types: `seat` (a player, 'p1' …), `object` (an object id in the game now),
`card` (a card id or an object id), `zone`, `id` (an object id that may be gone), `count` (a
whole number, 0 or more), `positive` (1 or more), `integer`, `number`, `string`, `boolean`,
`table`, `list` (a table 1..n), `list<T>`, `function`, `A|B` (either) and `'word'` (that
word)."""


def _stats(rules: Ruleset) -> list[str]:
    """The stats a card may print in set.yaml, with their types."""
    names = list(rules.stat_fields) or sorted(rules.stat_types)
    if not names:
        return []
    lines = ["## Card stats (set.yaml)", "", "What a card's `stats:` may hold; a set with an "
             "unknown stat or a value of the wrong type does not load. Scripts read them with "
             "`ctx:card(id).stats`.", ""]
    for name in names:
        kind = rules.stat_types.get(name)
        shown = kind if isinstance(kind, str) else kind.describe() if kind is not None else "any"
        help_text = rules.stat_docs.get(name, "")
        lines.append(f"- `{name}`: {shown}{' — ' + help_text if help_text else ''}")
    return [*lines, ""]


def _static_stats(rules: Ruleset) -> list[str]:
    """What a static ability's ``stat`` may name."""
    if not rules.static_stats:
        return []
    lines = ["## Stats a static ability changes", "", "`static { stat = \"...\", value = N }` "
             "may name these; any other is refused when the script loads.", ""]
    lines += [f"- `{name}` — {rules.static_stats[name]}" for name in sorted(rules.static_stats)]
    return [*lines, ""]


def _directives(rules: Ruleset) -> list[str]:
    """What a scenario's ``setup:`` may hold: the kernel's directives and the game's."""
    from ..directives import KERNEL_DIRECTIVES

    own = rules.scenario_directives()
    lines = ["## Scenario set-up directives", "", "What a scenario file's `setup:` may hold "
             "(also `deckwright play --setup FILE`); the game's own first, then the kernel's.",
             ""]
    lines += [f"- `{name}` — {own[name]}" for name in sorted(own)]
    lines += [f"- `{name}` — {KERNEL_DIRECTIVES[name]}" for name in sorted(KERNEL_DIRECTIVES)]
    return [*lines, ""]
