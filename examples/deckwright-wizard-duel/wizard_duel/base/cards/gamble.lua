-- Roll a die and gain that many coins; on a 6 an opponent of your choice loses 1 hp.
return {
  on_play = function(ctx)
    local roll = ctx:roll(ctx.controller, 6)
    ctx:add_counter(ctx.controller, "coins", roll)
    if roll == 6 then
      local victim = ctx:choose("Who loses 1 hp?", ctx:opponents(ctx.controller))
      ctx:damage(victim, 1)
    end
  end,
}
