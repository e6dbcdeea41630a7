-- Bible Thump!: loot 2, and 2 more for each player who died this turn (a dead player stays dead
-- for the rest of the turn, FS 7.7, so each player dies at most once a turn). Its two 2s are
-- numbers of its text, each edited on its own (The Real Left Hand).
return {
  numbers = function() return { loot = 2, per_death = 2 } end,
  on_play = function(ctx)
    local n = ctx:text_number("loot", 2)
    local more = ctx:text_number("per_death", 2)
    for _, seat in ipairs(ctx:players()) do
      if ctx:is_dead(seat) then n = n + more end
    end
    ctx:loot(ctx.controller, n)
  end,
}
