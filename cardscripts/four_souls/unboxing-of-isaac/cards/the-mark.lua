-- The Mark: +1 attack. Other players may attack you, with 5 evasion; on your turn you may attack
-- the other players, who have 5 evasion (FS 6.10.2).
return {
  static {
    stat = "attack",
    applies = function(ctx, subject) return subject == ctx.controller end,
    value = 1,
  },
  attackable_player = function(ctx, attacker, target)
    if target == ctx.controller or attacker == ctx.controller then return 5 end
    return nil
  end,
}
