-- Mega Satan! (both Alt Ability versions): while it is in play, the active player may attack
-- other players, who have 4+ evasion against it (FS 6.10.2).
--   params.lonely = true     at the end of each turn, if the active player is the only living
--                            player, it dies (the 1-soul version)
--   params.unlimited = true  the active player may attack any number of times; each time a
--                            player dies, it takes 2 damage (the 2-soul version)
--- param lonely?: boolean
--- param unlimited?: boolean
local abilities = {
  static { label = "players can be attacked (4+ evasion)", stat = "players_attackable", value = 4 },
}
if params.lonely then
  abilities[#abilities + 1] = triggered {
    label = "the active player is the only one alive: it dies",
    on = "turn-end",
    condition = function(ctx)
      local living = ctx:living()
      return #living == 1 and living[1] == ctx:active()
    end,
    effect = function(ctx)
      if ctx:exists(ctx.self) then ctx:kill(ctx.self) end
    end,
  }
end
if params.unlimited then
  -- "any number of times": more attacks than a turn can use
  abilities[#abilities + 1] = static {
    label = "attack any number of times",
    stat = "attacks",
    applies = function(ctx, seat) return seat == ctx:active() end,
    value = 99,
  }
  abilities[#abilities + 1] = triggered {
    label = "a player died: it takes 2 damage",
    on = "die",
    condition = function(ctx, ev) return ev.victim == "player" end,
    effect = function(ctx)
      if ctx:exists(ctx.self) then ctx:deal_damage(ctx.self, 2) end
    end,
  }
end
return abilities
