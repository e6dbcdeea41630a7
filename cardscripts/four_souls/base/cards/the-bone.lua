-- The Bone: ↷: put a counter on this. $ remove 1: +1 to a die roll; $ remove 2: 1 damage to a
-- player or monster; $ remove 5: this becomes a soul worth 1 that you keep (R-130).
return {
  lib.counter_on_tap(),
  activated {
    label = "remove 1 counter: +1 to a die roll",
    hint = "roll",
    cost = { counters = 1 },
    target = function(ctx) return ctx:labelled(ctx:rolls()) end,
    effect = function(ctx, roll) ctx:add_to_roll(roll, 1) end,
  },
  activated {
    label = "remove 2 counters: 1 damage to a monster or player",
    cost = { counters = 2 },
    target = function(ctx) return ctx:labelled(ctx:players_and_monsters()) end,
    effect = function(ctx, who) ctx:deal_damage(who, 1) end,
  },
  activated {
    label = "remove 5 counters: this becomes your soul",
    hint = "now",
    cost = { counters = 5 },
    effect = function(ctx)
      if ctx:exists(ctx.self) then ctx:gain_soul(ctx.controller, ctx.self) end
    end,
  },
}
