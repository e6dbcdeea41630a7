-- Overflow!: each player (the dead too, FS 10.11.7) rolls; on a 1-2 that player skips their
-- next turn.
return {
  on_reveal = function(ctx)
    for _, p in ipairs(ctx:each_player()) do ctx:roll_die("flood", p, p) end
  end,
  flood = function(ctx, r, who)
    if r <= 2 then ctx:skip_turn(who) end
  end,
}
