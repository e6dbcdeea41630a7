-- The Mirror: at the start of each turn, the active player may pay health down to 1 (paying is
-- not damage, FS 10.16); if they do, each monster death this turn gives them +1 treasure.
return {
  triggered {
    label = "pay health for treasure",
    on = "turn-start",
    effect = function(ctx, ev)
      local spare = ctx:hp(ev.player) - 1
      if spare <= 0 or not ctx:confirm("Pay health down to 1?", ev.player) then return end
      ctx:add_counter(ev.player, "damage", spare)
      ctx:remember("paid", ctx:turn())
    end,
  },
  triggered {
    label = "a monster died: +1 treasure",
    on = "die",
    condition = function(ctx, ev)
      return ev.victim == "monster" and ctx:recall("paid") == ctx:turn()
    end,
    effect = function(ctx) ctx:gain_treasure(ctx:active(), 1) end,
  },
}
