-- Conjoined D6: ↷ choose a player: their next die is a D8 (its 7 and 8 count as 6, FS 5.1.1).
-- Each time a player rolls a 6 (a result locked in, FS 5.2 step 5), recharge this.
return {
  activated {
    label = "a player's next die is a D8",
    hint = "now",
    cost = { tap = true },
    effect = function(ctx)
      local who = ctx:choose("Whose next die is a D8?", ctx:labelled(ctx:each_player()))
      ctx:next_die(who, 8)
    end,
  },
  triggered {
    label = "a 6 is rolled: recharge this",
    on = "roll-result",
    condition = function(ctx, ev) return ev.result == 6 and ctx:is_tapped(ctx.self) end,
    effect = function(ctx) ctx:recharge(ctx.self) end,
  },
}
