-- Blood Puppy: each time any player dies, this levels up (FS 10.15). Level 4+: +1 attack.
-- Level 8+: at the start of your turn, deal 1 damage to a monster or a player. Level 10+: at
-- the start of your turn, roll: 1-3 you die.
return {
  triggered {
    label = "level up",
    on = "die",
    condition = function(ctx, ev) return ev.victim == "player" end,
    effect = function(ctx)
      -- it may have left play (destroyed in the same death) before this resolves
      if ctx:exists(ctx.self) then ctx:add_counter(ctx.self, "level", 1) end
    end,
  },
  static {
    stat = "attack",
    applies = function(ctx, seat) return seat == ctx.controller and ctx:level(ctx.self) >= 4 end,
    value = 1,
  },
  triggered {
    label = "deal 1 damage",
    on = "turn-start",
    condition = function(ctx, ev) return ev.player == ctx.controller and ctx:level(ctx.self) >= 8 end,
    effect = function(ctx)
      local who = ctx:choose("Deal 1 damage to whom?", ctx:labelled(ctx:monsters_and_players()))
      ctx:deal_damage(who, 1)
    end,
  },
  triggered {
    label = "roll: 1-3 you die",
    on = "turn-start",
    condition = function(ctx, ev) return ev.player == ctx.controller and ctx:level(ctx.self) >= 10 end,
    effect = function(ctx) ctx:roll_die("bitten") end,
  },
  bitten = function(ctx, result)
    if result <= 3 then ctx:kill(ctx.controller) end
  end,
}
