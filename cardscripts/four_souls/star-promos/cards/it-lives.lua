-- It Lives! (Star promo): when a player gains it as a soul, they choose a player with the most
-- souls (ties included), who wins the game (R-136). Its reward box is "<3": no reward.
return {
  triggered {
    label = "a player with the most souls wins",
    on = "gain-soul",
    condition = function(ctx, ev) return ev.card == ctx.card_id end,
    effect = function(ctx, ev)
      local leaders = {}
      for _, seat in ipairs(ctx:players()) do
        if lib.has_most(ctx, seat, ctx.souls) then leaders[#leaders + 1] = seat end
      end
      if #leaders == 1 then
        ctx:win(leaders[1])
      elseif #leaders > 1 then
        ctx:win(ctx:choose("It Lives!: who wins?", leaders, ev.player))
      end
    end,
  },
}
