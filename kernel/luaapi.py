"""The card authors' reference: the Lua API's kernel layer and a game's vocabulary, as text.

Made from the same typed declarations the kernel checks every call against
(``kernelapi.KERNEL_ENTRIES`` and each game's vocabulary), so it cannot drift from the code.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .kernelapi import KERNEL_ENTRIES, ApiEntry

if TYPE_CHECKING:
    from .ruleset import Ruleset

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
hold the card's facts. Conditions, targets, `applies` and `value` are queries: calling an
action there is an error. A replacement's `apply` returns the changed event, or `false` to
prevent it. Lua keeps no state between calls: use `ctx:remember`/`ctx:recall`. Randomness
comes only from the game (`math.random` and `ctx:roll` use the game's seeded generator)."""


def _line(entry: ApiEntry) -> str:
    return f"- `ctx:{entry.signature.shown()}` — {entry.doc}"


def reference(rules: Ruleset | None = None) -> str:
    """The Lua API reference as Markdown: abilities, kernel functions, the game's vocabulary.

    Arguments read ``name: type``; ``[name: type]`` may be left out. Types: seat, object (an
    object id in the game), card, zone, id, count (whole, 0 or more), positive, integer,
    number, string, boolean, table, list, list<T>, A|B, 'word'.
    """
    from .scripting import vocab_entry

    lines = ["# The card-script Lua API", "", ABILITIES, "", TYPES_NOTE, "",
             "## Kernel functions", ""]
    for kind, title in (("query", "Queries (usable anywhere)"),
                        ("action", "Actions (effects and costs only)")):
        lines.append(f"### {title}")
        lines.append("")
        lines.extend(_line(f) for f in KERNEL_API if f.kind == kind)
        lines.append("")
    if rules is not None:
        entries = [vocab_entry(e) for e in rules.vocabulary()]
        lines.append(f"## {rules.name or rules.id}: the game's vocabulary")
        lines.append("")
        if not entries:
            lines.append("This game adds no functions.")
        for entry in sorted(entries, key=lambda e: (e.kind, e.name)):
            lines.append(f"{_line(entry)} ({entry.kind})")
        lines.append("")
    return "\n".join(lines)


TYPES_NOTE = """\
Arguments read `name: type`; an argument in brackets may be left out (or nil). Every call is
checked: a wrong argument is an error naming the card, the ability, the line and what was
wrong. The types: `seat` (a player, 'p1' …), `object` (an object id in the game now),
`card` (a card id or an object id), `zone`, `id` (an object id that may be gone), `count` (a
whole number, 0 or more), `positive` (1 or more), `integer`, `number`, `string`, `boolean`,
`table`, `list` (a table 1..n), `list<T>`, `A|B` (either) and `'word'` (that word)."""
