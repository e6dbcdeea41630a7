-- Soulbond: each time you die, choose another player: they die. You lose no ¢ and discard no
-- loot card when you pay the death penalty (you still destroy an item and deactivate).
return {
  triggered {
    label = "another player of your choice dies",
    on = "die",
    condition = function(ctx, ev) return ev.victim == "player" and ev.target == ctx.controller end,
    effect = function(ctx)
      local others = ctx:living()
      local ids = {}
      for _, seat in ipairs(others) do
        if seat ~= ctx.controller then ids[#ids + 1] = seat end
      end
      if #ids == 0 then return end
      ctx:kill(ctx:choose("Soulbond: who dies with you?", ctx:labelled(ids)))
    end,
  },
  replacement {
    label = "no ¢ lost to the death penalty",
    on = "lose-cents",
    condition = function(ctx, ev) return ev.player == ctx.controller and ev.how == "penalty" end,
    apply = function(ctx, ev) return false end,
  },
  replacement {
    label = "no loot card discarded to the death penalty",
    on = "penalty-discard",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    apply = function(ctx, ev) return false end,
  },
}
