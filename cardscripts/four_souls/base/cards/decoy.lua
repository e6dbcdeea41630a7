-- Decoy: ↷: trade this item for a non-eternal item another player controls.
return {
  activated {
    label = "trade this for another player's item",
    cost = { tap = true },
    target = function(ctx) return ctx:labelled(ctx:others_items("non-eternal")) end,
    effect = function(ctx, item)
      local them = ctx:controller_of(item)
      if not them or not ctx:exists(ctx.self) then return end
      ctx:take_item(item, ctx.controller)
      ctx:take_item(ctx.self, them)
    end,
  },
}
