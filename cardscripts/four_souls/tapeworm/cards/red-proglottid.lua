-- Red Proglottid: $ 5¢ put an egg counter on a player or a monster. Each egg counter gives
-- its player or monster +1 attack. A player with egg counters who dies loses them (a monster's
-- leave play with it).
return {
  activated {
    label = "put an egg counter on a player or a monster",
    cost = { cents = 5 },
    target = function(ctx) return ctx:labelled(ctx:players_and_monsters()) end,
    effect = function(ctx, who)
      if ctx:exists(who) then ctx:add_counter(who, "egg", 1) end
    end,
  },
  static {
    stat = "attack",
    applies = function(ctx, subject) return ctx:counter(subject, "egg") > 0 end,
    value = function(ctx, subject) return ctx:counter(subject, "egg") end,
  },
  lib.dead_lose_eggs("remove their egg counters"),
}
