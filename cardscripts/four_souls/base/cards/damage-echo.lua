-- Dople (params.direction = "right") / Evil Twin ("left"): each time this takes damage, the
-- player on that side of the active player takes that much damage too.
--- param direction: string
return {
  triggered {
    label = "damage echoes to a player",
    on = "damage",
    condition = function(ctx, ev) return ev.target == ctx.self and ev.amount > 0 end,
    effect = function(ctx, ev)
      local ap = ctx:active()
      local who = params.direction == "left" and ctx:left_of(ap) or ctx:right_of(ap)
      ctx:deal_damage(who, ev.amount)
    end,
  },
}
