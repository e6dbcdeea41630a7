-- Radical Rat: at the start of each turn the active player rolls (a "Roll-" ability, FS 5.1.4);
-- 1-3: 2 damage to a random living player; 4-6: 2 damage to a random active monster.
return {
  triggered {
    label = "the active player rolls",
    on = "turn-start",
    effect = function(ctx, ev) ctx:roll_die("rat_roll", nil, ev.player) end,
  },
  rat_roll = function(ctx, result)
    local pool = result <= 3 and ctx:living() or ctx:monsters()
    local who = lib.pick_random(pool)
    if who then ctx:deal_damage(who, 2) end
  end,
}
