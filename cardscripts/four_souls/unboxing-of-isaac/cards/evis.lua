-- Evis: at the start of each turn the active player rolls: on 1-2 they get a gut counter.
-- Players with gut counters may be attacked, with 3 evasion (FS 6.10.2).
return {
  guts = function(ctx, r)
    if r <= 2 then ctx:add_counter(ctx:active(), "gut", 1) end
  end,
  triggered {
    label = "the active player rolls: 1-2 a gut counter",
    on = "turn-start",
    effect = function(ctx) ctx:roll_die("guts", nil, ctx:active()) end,
  },
  attackable_player = function(ctx, attacker, target)
    if ctx:counter(target, "gut") > 0 then return 3 end
    return nil
  end,
}
