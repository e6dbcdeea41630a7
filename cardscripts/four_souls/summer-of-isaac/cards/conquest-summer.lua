-- Conquest (The Summer of Isaac): when it dies, the active player must make one more attack, on
-- another living player of their choice, who has evasion 4 for that attack (FS 6.9, 6.10.2).
return {
  triggered {
    label = "the active player must attack another player",
    on = "die",
    condition = function(ctx, ev) return ev.target == ctx.self end,
    effect = function(ctx)
      local ap = ctx:active()
      local others = ctx:others(ap, 'living')
      if #others == 0 then return end
      local who = ctx:choose("Attack which player (evasion 4)?", ctx:labelled(others), ap)
      ctx:must_attack_player(who, 4)
    end,
  },
}
