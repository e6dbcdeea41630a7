-- Number One: monsters have -1 evasion on your turn. Your attack rolls of 1 or 6 count as
-- misses (counts_as.py): a 6 too, whatever the monster's evasion.
return {
  static {
    label = "monsters -1 evasion on your turn",
    stat = "evasion",
    value = -1,
    applies = function(ctx, monster)
      return ctx:is_other_monster(monster) and ctx:is_active(ctx.controller)
    end,
  },
  attack_counts = function(ctx, attacker, target, result)
    if attacker == ctx.controller and (result == 1 or result == 6) then return "miss" end
    return nil
  end,
}
