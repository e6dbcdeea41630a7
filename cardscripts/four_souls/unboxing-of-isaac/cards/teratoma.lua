-- Teratoma: each time it takes damage, put a spider counter on it. When it dies, the active
-- player deals X damage divided as they choose among living players, X = the spider counters it
-- had (last known information, ev.last_known): each player chosen takes their share at once.
return {
  triggered {
    label = "a spider counter for the damage",
    on = "damage",
    condition = function(ctx, ev) return ev.target == ctx.self and (ev.result or 0) > 0 end,
    effect = function(ctx)
      if ctx:exists(ctx.self) then ctx:add_counter(ctx.self, "spider", 1) end
    end,
  },
  triggered {
    label = "when this dies: X damage divided among players",
    on = "die",
    condition = function(ctx, ev) return ev.target == ctx.self end,
    effect = function(ctx, ev)
      local known = ev.last_known and ev.last_known.counters or {}
      local x, ap = known.spider or 0, ctx:active()
      local shares, order = {}, {}
      for left = x, 1, -1 do
        local living = ctx:living()
        if #living == 0 then break end
        local who = ctx:choose("Deal 1 of the " .. left .. " damage left to whom?",
                               ctx:labelled(living), ap)
        if shares[who] == nil then order[#order + 1] = who end
        shares[who] = (shares[who] or 0) + 1
      end
      for _, who in ipairs(order) do ctx:deal_damage(who, shares[who]) end
    end,
  },
}
