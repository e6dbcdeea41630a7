-- The Clicker: ↷: destroy this; if you do, choose a character card from outside the game; it
-- replaces your character, and its starting item your starting item (R-062, R-100).
return {
  activated {
    label = "destroy this: become another character",
    cost = { tap = true },
    condition = function(ctx) return #ctx:outside_characters() > 0 end,
    effect = function(ctx)
      local pool = ctx:outside_characters()
      if #pool == 0 or not ctx:destroy(ctx.self) then return end
      local pick = ctx:choose("Become which character?", ctx:labelled(pool))
      ctx:change_character(ctx.controller, pick)
    end,
  },
}
