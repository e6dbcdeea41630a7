-- Bible Thump!: loot 2, and 2 more for each player who died this turn (a dead player stays dead
-- for the rest of the turn, FS 7.7, so each player dies at most once a turn).
return {
  on_play = function(ctx)
    local n = 2
    for _, seat in ipairs(ctx:players()) do
      if ctx:is_dead(seat) then n = n + 2 end
    end
    ctx:loot(ctx.controller, n)
  end,
}
