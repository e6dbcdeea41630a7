-- Distant Admiration: ↷: choose another player; they give you a loot card of their choice and
-- reveal it. You must play it if you can; that play uses no loot play (FS 4.6.3, R-125).
return {
  activated {
    label = "another player gives you a loot card: play it",
    hint = "now",
    cost = { tap = true },
    target = function(ctx) return ctx:labelled(ctx:others(ctx.controller, "loot")) end,
    effect = function(ctx, who)
      local cards = ctx:hand(who)
      if #cards == 0 then return end
      local given = ctx:choose("Give which loot card?", ctx:labelled(cards), who)
      local mine = ctx:take_loot(given, ctx.controller)
      if mine == nil then return end
      ctx:reveal(mine, "all")
      ctx:play_loot(mine, true)
    end,
  },
}
