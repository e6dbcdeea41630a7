-- Battery Pack: at the end of your turn, put a counter on this. $ remove 2 counters: recharge
-- each item a player of your choice controls.
return {
  triggered {
    label = "a counter at the end of your turn",
    on = "turn-end",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = lib.put_counter,
  },
  activated {
    label = "remove 2 counters: recharge a player's items",
    cost = { counters = 2 },
    target = function(ctx) return ctx:labelled(ctx:players()) end,
    effect = function(ctx, who)
      for _, item in ipairs(ctx:items(who)) do ctx:recharge(item) end
    end,
  },
}
