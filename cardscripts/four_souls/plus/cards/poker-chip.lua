-- Poker Chip (trinket): the first time you would gain ¢ on each of your turns, roll: 1-3 gain
-- 1¢ instead; 4-6 gain twice that much instead. (Rolled inside the replacement, off the stack.)
return {
  replacement {
    label = "roll: 1¢ or double",
    on = "gain-cents",
    condition = function(ctx, ev)
      local me = ctx.controller
      return ev.player == me and ev.amount > 0 and ctx:is_active(me)
        and ctx:recall("turn") ~= ctx:turn()
    end,
    apply = function(ctx, ev)
      ctx:remember("turn", ctx:turn())
      if ctx:roll(ctx.controller) <= 3 then
        ev.amount = 1
      else
        ev.amount = ev.amount * 2
      end
      return ev
    end,
  },
}
