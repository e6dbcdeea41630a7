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

--- not_attacked(ctx: table) -> list
--- The active monsters that are not being attacked (top of each monster slot but the attack's
--- target): "a monster that is not being attacked" (Boxing Glove, Doorway).
function lib.not_attacked(ctx)
  local fight, ids = ctx:attacking(), {}
  for _, m in ipairs(ctx:monsters()) do
    if fight == nil or fight.target ~= m then ids[#ids + 1] = m end
  end
  return ids
end

--- rooms(ctx: table) -> list
--- The rooms in play, one per room slot (none in a game without rooms): "each room"
--- (Doorway).
function lib.rooms(ctx)
  local found, slot = {}, 1
  while true do
    local ok, ids = pcall(ctx.zone, ctx, "room." .. slot)
    if not ok then break end
    if ids[1] then found[#found + 1] = ids[1] end
    slot = slot + 1
  end
  return found
end

--- remove_eggs(ctx: table, who: seat|id) -> integer
--- Remove every egg counter from a player or an object (the Proglottids' "remove their egg
--- counters", FS 10.14); returns how many there were.
function lib.remove_eggs(ctx, who)
  local eggs = ctx:counter(who, "egg")
  if eggs > 0 then ctx:add_counter(who, "egg", -eggs) end
  return eggs
end

--- dead_lose_eggs(label: string, after?: function) -> table
--- The trigger "each time a player with egg counters dies, remove their egg counters" (Red
--- and White Proglottid), a new one each call; after(ctx, ev) runs once they are removed
--- (White Proglottid: their killer loots 1). A monster's eggs leave play with it (FS 10.14.6).
function lib.dead_lose_eggs(label, after)
  return triggered {
    label = label,
    on = "die",
    condition = function(ctx, ev)
      return ev.victim == "player" and ctx:counter(ev.target, "egg") > 0
    end,
    effect = function(ctx, ev)
      lib.remove_eggs(ctx, ev.target)
      if after ~= nil then after(ctx, ev) end
    end,
  }
end

return lib
