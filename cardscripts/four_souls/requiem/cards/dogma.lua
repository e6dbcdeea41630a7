-- Dogma: when an attack is declared on it, every other monster goes to the discard. When it
-- dies, The Harbingers come from outside the game into a monster slot not being attacked.
return {
  triggered {
    label = "discard every other monster",
    on = "attack-target",
    condition = function(ctx, ev) return ev.target == ctx.self end,
    effect = function(ctx)
      for _, m in ipairs(ctx:monsters()) do
        if m ~= ctx.self then ctx:discard_monster(m) end
      end
    end,
  },
  triggered {
    label = "The Harbingers arrive",
    on = "die",
    condition = function(ctx, ev) return ev.target == ctx.self end,
    effect = function(ctx)
      local slot = ctx:choose_slot("monster", ctx:active())
      if slot then ctx:from_outside("the-harbingers", slot) end
    end,
  },
}
