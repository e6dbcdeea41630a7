-- Belly Button: one more loot play on your turn; each time you take damage you may recharge
-- your character.
return {
  static {
    stat = "loot_plays",
    applies = function(ctx, seat) return seat == ctx.controller end,
    value = 1,
  },
  triggered {
    label = "recharge your character",
    on = "damage",
    condition = function(ctx, ev)
      local ch = ctx:character(ctx.controller)
      return ev.target == ctx.controller and ch ~= nil and ctx:object(ch).tapped
    end,
    effect = function(ctx)
      if ctx:confirm("Recharge your character?") then ctx:recharge(ctx:character(ctx.controller)) end
    end,
  },
}
