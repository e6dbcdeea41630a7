-- Void: ↷, choose one (each choice its own ↷ ability, chosen on activation, FS 4.4.1):
-- discard your hand, then loot as many cards as you discarded; or put a monster that is not
-- being attacked, or a shop item, into its discard pile (the slot refills).
return {
  activated {
    label = "discard your hand, then loot as many",
    cost = { tap = true },
    condition = function(ctx) return ctx:hand_size(ctx.controller) > 0 end,
    effect = function(ctx)
      local n = ctx:hand_size(ctx.controller)
      ctx:discard_hand(ctx.controller)
      ctx:loot(ctx.controller, n)
    end,
  },
  activated {
    label = "discard a monster not being attacked, or a shop item",
    hint = "now",
    cost = { tap = true },
    target = function(ctx)
      local fight, ids = ctx:attacking(), {}
      for _, m in ipairs(ctx:monsters()) do
        if fight == nil or fight.target ~= m then ids[#ids + 1] = m end
      end
      for _, item in ipairs(ctx:shop_items()) do ids[#ids + 1] = item end
      return ctx:labelled(ids)
    end,
    effect = function(ctx, what)
      if ctx:card(what).type == "treasure" then ctx:discard(what) else ctx:discard_monster(what) end
    end,
  },
}
