-- Car Battery: it can be recharged only by its own ability. ↷: recharge up to three other items
-- in play. $ pay 7¢: recharge this.
return {
  replacement {
    on = "untap",
    condition = function(ctx, ev) return ev.object == ctx.self and not ctx:recall("own") end,
    apply = function(ctx, ev) return false end,
  },
  activated {
    label = "recharge up to three other items",
    cost = { tap = true },
    effect = function(ctx)
      local ids = {}
      for _, id in ipairs(ctx:all_items("tapped")) do
        if id ~= ctx.self then ids[#ids + 1] = id end
      end
      if #ids == 0 then return end
      local picks = ctx:choose_many("Recharge up to three items", ctx:labelled(ids), 0, math.min(3, #ids))
      for _, id in ipairs(picks) do ctx:recharge(id) end
    end,
  },
  activated {
    label = "pay 7¢: recharge this",
    cost = { cents = 7 },
    condition = function(ctx) return ctx:is_tapped(ctx.self) end,
    effect = function(ctx)
      if not ctx:exists(ctx.self) then return end
      ctx:remember("own", true)
      ctx:recharge(ctx.self)
      ctx:remember("own", nil)
    end,
  },
}
