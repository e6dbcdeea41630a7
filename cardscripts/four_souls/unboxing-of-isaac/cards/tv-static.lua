-- TV Static: each monster goes to its discard pile, no rewards (FS 7.5.5), then add 1 monster
-- slot (FS 10.8); the active player may attack one more time this turn (FS 6.9).
return {
  on_reveal = function(ctx)
    for _, m in ipairs(ctx:monsters()) do ctx:discard_monster(m) end
    ctx:expand("monster", 1)
    ctx:extra_attack("may")
  end,
}
