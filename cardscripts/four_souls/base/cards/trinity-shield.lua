-- Trinity Shield: during your turn, other players cannot play loot cards or activate items.
-- (The rules ask this entry point before offering loot plays and item abilities.)
return {
  forbids = function(ctx, player)
    return ctx.controller ~= nil and ctx:is_active(ctx.controller) and player ~= ctx.controller
  end,
}
