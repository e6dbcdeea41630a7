-- Blank Card: ↷: the next loot card you play this turn that is not a trinket is copied: the
-- copy goes on the stack too, with its own target (FS 10.5.2-10.5.3, R-093).
return {
  activated {
    label = "copy your next loot card this turn",
    cost = { tap = true },
    effect = function(ctx)
      ctx:remember("armed", ctx:turn())
    end,
  },
  triggered {
    label = "copy the loot card",
    on = "play-loot",
    condition = function(ctx, ev)
      if ev.player ~= ctx.controller or ctx:recall("armed") ~= ctx:turn() then return false end
      for _, tag in ipairs(ctx:tags(ev.card)) do
        if tag == "trinket" then return false end
      end
      return true
    end,
    effect = function(ctx, ev)
      ctx:remember("armed", nil)
      ctx:copy_loot(ev.item)
    end,
  },
}
