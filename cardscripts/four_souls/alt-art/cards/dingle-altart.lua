-- Dingle (Alt Ability): each time it takes damage, the active player puts a poo counter on a
-- non-eternal item in play. A poo counter means "this has no abilities" for the whole game
-- (params.counter_meanings: the keyword no-abilities), so the item stays without them while it
-- has one, whatever becomes of Dingle.
return {
  triggered {
    label = "it took damage: a poo counter on a non-eternal item",
    on = "damage",
    condition = function(ctx, ev) return ev.target == ctx.self and (ev.result or 0) > 0 end,
    effect = function(ctx)
      local items = {}
      for _, p in ipairs(ctx:each_player()) do
        for _, id in ipairs(ctx:items(p, "non-eternal")) do items[#items + 1] = id end
      end
      if #items == 0 then return end
      local item = ctx:choose("Put a poo counter on which item?", ctx:labelled(items), ctx:active())
      ctx:add_counter(item, "poo", 1)
    end,
  },
}
