"""The card authors' reference: the Lua API's kernel layer and a game's vocabulary, as text.

The kernel layer is implemented in ``cardapi.lua``; a test checks that this list and that
file name the same functions, so the reference cannot drift from the code.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .ruleset import Ruleset


@dataclass(frozen=True, slots=True)
class ApiFunction:
    """One ``ctx`` method of the kernel layer."""

    name: str
    kind: str  # "query" or "action"
    signature: str
    doc: str


KERNEL_API: tuple[ApiFunction, ...] = (
    ApiFunction("counter", "query", "ctx:counter(holder, name)",
                "A counter of a player (seat like 'p1') or an object id; 0 when unset."),
    ApiFunction("zone", "query", "ctx:zone(name)",
                "The object ids in a zone, top first."),
    ApiFunction("object", "query", "ctx:object(id)",
                "An object as a table (id, card, zone, owner, controller, tapped, counters), "
                "or nil if it no longer exists."),
    ApiFunction("card", "query", "ctx:card(id)",
                "A card's facts (id, name, type, stats, params, text) by card id or object id."),
    ApiFunction("exists", "query", "ctx:exists(id)",
                "Whether an object id or seat still exists (objects change id when they move)."),
    ApiFunction("players", "query", "ctx:players()", "Every seat, in turn order."),
    ApiFunction("active", "query", "ctx:active()", "The active player's seat."),
    ApiFunction("turn", "query", "ctx:turn()", "The turn number."),
    ApiFunction("recall", "query", "ctx:recall(name [, key])",
                "What this object (or key) remembered under name, or nil."),
    ApiFunction("stat", "query", "ctx:stat(id, name)",
                "A stat of an object with every static modifier applied (or a player's counter)."),
    ApiFunction("option", "query", "ctx:option(name)", "A game option's value."),
    ApiFunction("choose", "action", "ctx:choose(prompt, options [, player])",
                "Ask a player (default: the controller) to pick one option; options are ids or "
                "{id=, label=} tables. Returns the chosen id."),
    ApiFunction("choose_many", "action", "ctx:choose_many(prompt, options, min, max [, player])",
                "Ask for min to max options; returns a list of ids."),
    ApiFunction("confirm", "action", "ctx:confirm(prompt [, player])",
                "Ask yes or no; returns a boolean."),
    ApiFunction("number", "action", "ctx:number(prompt, min, max [, player])",
                "Ask for a whole number between min and max."),
    ApiFunction("move", "action", "ctx:move(id, zone [, position])",
                "Move an object to a zone ('top', 'bottom' or an index); returns its new id."),
    ApiFunction("add_counter", "action", "ctx:add_counter(holder, name, amount)",
                "Add to (or, negative, take from) a counter; returns the real change."),
    ApiFunction("tap", "action", "ctx:tap(id)", "Tap (deactivate) an object."),
    ApiFunction("untap", "action", "ctx:untap(id)", "Untap (recharge) an object."),
    ApiFunction("shuffle", "action", "ctx:shuffle(zone)", "Shuffle a zone."),
    ApiFunction("roll", "action", "ctx:roll([player [, sides]])",
                "Roll a die for a player (default: the controller); returns the result."),
    ApiFunction("reveal", "action", "ctx:reveal(id [, to])",
                "Reveal a face-down object to everyone, or privately to a seat or list of seats."),
    ApiFunction("remember", "action", "ctx:remember(name, value [, key])",
                "Store a plain value for this object (or key); Lua itself keeps no state."),
    ApiFunction("log", "action", "ctx:log(text)", "Write a line into the game's event log."),
)

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


def reference(rules: Ruleset | None = None) -> str:
    """The Lua API reference as Markdown: abilities, kernel functions, the game's vocabulary."""
    lines = ["# The card-script Lua API", "", ABILITIES, "", "## Kernel functions", ""]
    for kind, title in (("query", "Queries (usable anywhere)"),
                        ("action", "Actions (effects and costs only)")):
        lines.append(f"### {title}")
        lines.append("")
        lines.extend(f"- `{f.signature}` — {f.doc}" for f in KERNEL_API if f.kind == kind)
        lines.append("")
    if rules is not None:
        entries = rules.vocabulary()
        lines.append(f"## {rules.name or rules.id}: the game's vocabulary")
        lines.append("")
        if not entries:
            lines.append("This game adds no functions.")
        for entry in sorted(entries, key=lambda e: (e.kind, e.name)):
            lines.append(f"- `ctx:{entry.signature}` ({entry.kind}) — {entry.doc}")
        lines.append("")
    return "\n".join(lines)
