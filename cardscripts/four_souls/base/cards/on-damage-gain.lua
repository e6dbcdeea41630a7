-- Swallowed Penny (params.cents) and Fanny Pack (params.loot): each time you take damage.
--- param cents?: count
--- param loot?: count
return {
  triggered {
    label = "each time you take damage",
    on = "damage",
    condition = function(ctx, ev) return ev.target == ctx.controller end,
    effect = function(ctx)
      if params.cents then ctx:gain_cents(ctx.controller, params.cents) end
      if params.loot then ctx:loot(ctx.controller, params.loot) end
    end,
  },
}
