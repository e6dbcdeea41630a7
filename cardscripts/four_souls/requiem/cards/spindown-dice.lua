-- Spindown Dice: ↷: destroy an item; if a player controlled it, they may steal an item from
-- the shop. At the end of your turn, roll: 4-6, recharge this.
return {
  activated {
    label = "destroy an item",
    cost = { tap = true },
    target = function(ctx)
      local ids = {}
      for _, id in ipairs(ctx:all_items()) do
        if not ctx:is_eternal(id) then ids[#ids + 1] = id end
      end
      return ctx:labelled(ids)
    end,
    effect = function(ctx, item)
      local owner = ctx:controller_of(item)
      if not ctx:destroy(item) or owner == nil then return end
      local shop = ctx:shop_items()
      if #shop > 0 and ctx:confirm("Steal an item from the shop?", owner) then
        ctx:take_item(ctx:choose("Steal which shop item?", ctx:labelled(shop), owner), owner)
      end
    end,
  },
  triggered {
    label = "roll: 4-6, recharge this",
    on = "turn-end",
    condition = function(ctx, ev) return ev.player == ctx.controller and ctx:is_tapped(ctx.self) end,
    effect = function(ctx) ctx:roll_die("spin") end,
  },
  spin = function(ctx, result)
    if result >= 4 then ctx:recharge(ctx.self) end
  end,
}
