-- Emergency Meeting!: ↷ each player votes for a monster or a player (FS 10.19, from you); each
-- one with the most votes, tied ones included, takes 1 damage. At the end of your turn,
-- recharge this.
return {
  activated {
    label = "call a meeting: the most voted take 1 damage",
    hint = "now",
    cost = { tap = true },
    effect = function(ctx)
      local suspects = ctx:labelled(ctx:monsters_and_players())
      for _, id in ipairs(ctx:vote_leaders("Emergency meeting: vote for whom?", suspects)) do
        ctx:deal_damage(id, 1)
      end
    end,
  },
  triggered {
    label = "your turn ends: recharge this",
    on = "turn-end",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = function(ctx) ctx:recharge(ctx.self) end,
  },
}
