-- Guppy's Hairball: each time you would take damage, roll a die: on a 6, prevent 1 of it.
-- (The die is rolled inside the replacement, off the stack: a replacement cannot wait.)
return {
  replacement {
    label = "roll: on a 6 prevent 1",
    on = "damage",
    condition = function(ctx, ev) return ev.target == ctx.controller and ev.amount > 0 end,
    apply = function(ctx, ev)
      if ctx:roll(ctx.controller) == 6 then
        ev.amount = ev.amount - 1
        if ev.amount <= 0 then return false end
      end
      return ev
    end,
  },
}
