-- Hush (Alt Ability): damage it would take is 1 less. An attack roll against it no higher than
-- the previous attack roll against it this turn counts as a miss (FS 6.5.3).
return {
  replacement {
    label = "1 damage less",
    on = "damage",
    condition = function(ctx, ev) return ev.target == ctx.self and ev.amount > 0 end,
    apply = function(ctx, ev)
      ev.amount = ev.amount - 1
      return ev
    end,
  },
  misses = function(ctx, result, previous)
    return previous ~= nil and result <= previous
  end,
}
