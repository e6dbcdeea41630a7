-- Spelunking Pack: it comes into play with 3 counters (params.counters). Each time you kill a
-- monster, put 2 counters on this. $ Remove a counter, choose one: +1 to a roll of yours; or
-- gain 3¢; or put a shop item into the treasure discard pile (its slot refills).
return {
  triggered {
    label = "you killed a monster: put 2 counters on this",
    on = "die",
    condition = function(ctx, ev) return ev.victim == "monster" and ev.killer == ctx.controller end,
    effect = function(ctx) ctx:add_counters(ctx.self, 2) end,
  },
  activated {
    label = "remove a counter: +1 to your roll",
    hint = "roll",
    cost = { counters = 1 },
    target = function(ctx)
      local ids = {}
      for _, id in ipairs(ctx:rolls()) do
        if ctx:roll_info(id).player == ctx.controller then ids[#ids + 1] = id end
      end
      return ctx:labelled(ids)
    end,
    effect = function(ctx, roll) ctx:add_to_roll(roll, 1) end,
  },
  activated {
    label = "remove a counter: gain 3¢",
    cost = { counters = 1 },
    effect = function(ctx) ctx:gain_cents(ctx.controller, 3) end,
  },
  activated {
    label = "remove a counter: put a shop item into the discard pile",
    cost = { counters = 1 },
    target = function(ctx) return ctx:labelled(ctx:shop_items()) end,
    effect = function(ctx, item) ctx:discard(item) end,
  },
}
