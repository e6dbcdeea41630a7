-- Jar of Flies: each time a monster dies, put a counter on this. ↷, remove 1 or more counters:
-- loot 1; if 3 or more were removed, deal 1 damage to a monster instead.
return {
  triggered {
    label = "a counter when a monster dies",
    on = "die",
    condition = function(ctx, ev) return ev.victim == "monster" end,
    effect = lib.put_counter,
  },
  activated {
    label = "remove counters: loot 1, or 1 damage to a monster for 3",
    cost = { tap = true },
    condition = function(ctx) return ctx:counter(ctx.self, "counters") >= 1 end,
    effect = function(ctx)
      local have = ctx:counter(ctx.self, "counters")
      if have < 1 then return end
      local n = ctx:number("Remove how many counters?", 1, have)
      local removed = ctx:remove_counters(ctx.self, n)
      local monsters = ctx:monsters()
      if removed >= 3 and #monsters > 0 then
        ctx:deal_damage(ctx:choose("Deal 1 damage to which monster?", ctx:labelled(monsters)), 1)
      elseif removed >= 1 then
        ctx:loot(ctx.controller, 1)
      end
    end,
  },
}
