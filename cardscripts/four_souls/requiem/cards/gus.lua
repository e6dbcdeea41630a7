-- Gus (an attackable room, FS 6.10.1): when the active player attacks it, each other player
-- rolls; each who rolls 4-6 joins the fight, making an attack roll of their own after each of
-- the attacker's (R-044). When it dies or is destroyed, each player gains +1 treasure and the
-- active player gains it as a soul instead of its going to the discard pile.
return {
  triggered {
    label = "the others may join the fight",
    on = "attack-target",
    condition = function(ctx, ev) return ev.target == ctx.self end,
    effect = function(ctx, ev)
      for _, seat in ipairs(ctx:others(ev.player)) do ctx:roll_die("join", seat, seat) end
    end,
  },
  join = function(ctx, r, roller)
    if r >= 4 then ctx:join_attack(roller) end
  end,
  replacement {
    label = "becomes a soul",
    on = "destroy",
    condition = function(ctx, ev) return ev.object == ctx.self end,
    apply = function(ctx, ev)
      for _, seat in ipairs(ctx:each_player()) do ctx:gain_treasure(seat, 1) end
      ctx:gain_soul(ctx:active(), ctx.self)
      return false
    end,
  },
}
