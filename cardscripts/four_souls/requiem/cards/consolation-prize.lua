-- Consolation Prize: at the start of your turn, loot X, X = the souls of the player with the
-- most souls minus your own (FS 11.1.4: soul value).
local function behind(ctx) return lib.most(ctx, ctx.souls) - ctx:souls(ctx.controller) end
return {
  triggered {
    label = "loot as many as you are behind",
    on = "turn-start",
    condition = function(ctx, ev) return ev.player == ctx.controller and behind(ctx) > 0 end,
    effect = function(ctx)
      local x = behind(ctx)
      if x > 0 then ctx:loot(ctx.controller, x) end
    end,
  },
}
