-- Lost Soul (Alt Ability), a trinket with a soul: it resolves as its player's soul (worth 1,
-- FS 9.10.2, like the base Lost Soul); then that player gains +2 treasure and gives it to
-- another player of their choice, whose soul it is from then on.
return {
  triggered {
    label = "gain +2 treasure, then give this soul to another player",
    on = "gain-soul",
    condition = function(ctx, ev) return ev.card == ctx.card_id and ev.how == "trinket" end,
    effect = function(ctx, ev)
      ctx:gain_treasure(ev.player, 2)
      local others = ctx:others(ev.player)
      if #others == 0 or not ctx:exists(ev.object) then return end
      local to = ctx:choose("Lost Soul: whose soul does it become?", others, ev.player)
      ctx:take_soul(ev.object, to)
    end,
  },
}
