-- Flip: each time you die, once the death penalty is paid: flip your character if it has a
-- back side (params.back, a "side" counter) and recharge it; then discard your hand and loot 3.
return {
  triggered {
    label = "flip your character, discard your hand and loot 3",
    on = "penalty-paid",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = function(ctx)
      local me = ctx:character(ctx.controller)
      if me and ctx:card(me).params.back then
        ctx:add_counter(me, "side", 1)
        ctx:recharge(me)
      end
      ctx:discard_hand(ctx.controller)
      ctx:loot(ctx.controller, 3)
    end,
  },
}
