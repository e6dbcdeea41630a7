-- Four Souls' own helpers for its card scripts: lib.NAME beside the kernel's (Ruleset
-- script_helpers names this file; kernel/scripting/cardlib.lua says what a helper may do).
-- Each is declared by the "---" lines above it, which deckwright api prints.

local lib = {}

--- put_counter(ctx: table) -> nil
--- An effect: put a counter on this, as in "each time you take damage, put a
--- counter on this": `effect = lib.put_counter`. Nothing happens once this has left play.
function lib.put_counter(ctx)
  ctx:add_counters(ctx.self, 1)
end

--- counter_on_tap() -> table
--- The ability "↷: put a counter on this" (an activated ability labelled "put a counter on
--- this"), a new one each call: `return { lib.counter_on_tap(), activated { … } }`.
function lib.counter_on_tap()
  return activated {
    label = "put a counter on this",
    hint = "now",
    cost = { tap = true },
    effect = lib.put_counter,
  }
end

return lib
