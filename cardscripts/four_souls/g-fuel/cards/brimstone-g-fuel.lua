-- Brimstone (G Fuel's "Alt Ability" printing): +1 attack; each time you roll a 6 (the roll's
-- final result, FS 5.1.2), deal 1 damage to a monster or to another player.
return {
  static {
    stat = "attack",
    applies = function(ctx, seat) return seat == ctx.controller end,
    value = 1,
  },
  triggered {
    label = "1 damage on your 6",
    on = "roll-result",
    condition = function(ctx, ev) return ev.player == ctx.controller and ev.result == 6 end,
    effect = function(ctx)
      local ids = ctx:monsters()
      for _, seat in ipairs(ctx:others(ctx.controller)) do
        if not ctx:is_dead(seat) then ids[#ids + 1] = seat end
      end
      if #ids == 0 then return end
      ctx:deal_damage(ctx:choose("Deal 1 damage to whom?", ctx:labelled(ids)), 1)
    end,
  },
}
