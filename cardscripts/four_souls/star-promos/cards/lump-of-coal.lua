-- Lump of Coal: each turn, once you have made your third attack roll, you have +1 attack until
-- the end of the turn (counted by the attack rolls compared with a monster's evasion).
return {
  triggered {
    label = "third attack roll this turn: +1 attack",
    on = "attack-roll",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = function(ctx)
      local seen = ctx:recall("rolls") or {}
      local count = seen.turn == ctx:turn() and seen.count or 0
      count = count + 1
      ctx:remember("rolls", { turn = ctx:turn(), count = count })
      if count == 3 then ctx:add_effect(ctx.controller, "attack", 1) end
    end,
  },
}
