-- Ultra Greed!: after each attack roll the active player makes against it, each other player,
-- in turn order, makes an attack roll against it too (R-044: each roll is rolled when the one
-- before it has resolved). Whoever kills it gains its rewards and its soul.
return {
  triggered {
    label = "the next player rolls against it",
    on = "roll-result",
    condition = function(ctx, ev) return ev.attack and ev.target == ctx.self end,
    effect = function(ctx, ev)
      local ap = ctx:active()
      local who = ctx:left_of(ev.player)
      while who ~= ap do
        if not ctx:is_dead(who) then
          ctx:attack_roll_for(who)
          return
        end
        who = ctx:left_of(who)
      end
    end,
  },
  rewarded = function(ctx, death) return death.killer end,
}
