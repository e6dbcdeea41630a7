-- The Scourge: each time it would take damage, each living player votes "whip" or "whiff"
-- (FS 10.19; a player who died this turn does not vote).
-- Whip: the damage is prevented and each player other than the active player takes 1 damage.
-- Whiff or a tie: the active player loots 1 and the damage is dealt.
return {
  replacement {
    label = "whip or whiff?",
    on = "damage",
    condition = function(ctx, ev) return ev.target == ctx.self and ev.amount > 0 end,
    apply = function(ctx, ev)
      local choices = { { id = "whip", label = "Whip" }, { id = "whiff", label = "Whiff" } }
      local won = ctx:vote("The Scourge: whip or whiff?", choices, true)
      if won == "whip" then
        ctx:damage_each_player(1, ctx:active())
        return false
      end
      ctx:loot(ctx:active(), 1)
      return ev
    end,
  },
}
