-- Keeper's Sack (eternal): when you gain or buy this, gain 14¢; being given it is not gaining it
-- (R-110). $ pay 4¢: give this to another player. At the end of your turn, discard a loot card;
-- if you can't, take 2 damage.
return {
  triggered {
    label = "gain 14¢",
    on = "gain-item",
    condition = function(ctx, ev) return ev.object == ctx.self and ev.how ~= "take" end,
    effect = function(ctx, ev) ctx:gain_cents(ev.player, 14) end,
  },
  activated {
    label = "pay 4¢: give this away",
    cost = { cents = 4 },
    effect = function(ctx)
      if ctx:exists(ctx.self) then ctx:give_to_another(ctx.self) end
    end,
  },
  triggered {
    label = "discard a loot card or take 2 damage",
    on = "turn-end",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = function(ctx)
      local me = ctx.controller
      if ctx:hand_size(me) > 0 then ctx:discard_loot(me, 1) else ctx:deal_damage(me, 2) end
    end,
  },
}
