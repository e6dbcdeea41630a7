-- The Duke of Flies: each time it would take damage, the active player rolls: on a 1 the
-- damage is prevented. (The die is rolled inside the replacement, off the stack.)
return {
  replacement {
    label = "roll: on a 1 the damage is prevented",
    on = "damage",
    condition = function(ctx, ev) return ev.target == ctx.self and ev.amount > 0 end,
    apply = function(ctx, ev)
      if ctx:roll(ctx:active()) == 1 then return false end
      return ev
    end,
  },
}
