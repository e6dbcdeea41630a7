-- Gus (an attackable room, FS 6.10.1): when the active player attacks it, each other player
-- rolls; each who rolls 4-6 joins the fight: after each attack roll the active player makes
-- against it, the joined players make one each, in turn order, each rolled when the one before
-- it and its combat damage have resolved (R-044, R-050). When it dies or is destroyed, each player gains +1 treasure and the
-- active player gains it as a soul instead of its going to the discard pile.
local function joined(ctx, seat)
  return ctx:recall("joined", seat) == ctx:turn()
end

-- the next joined, living player after `seat` in turn order, before the attacker comes round
local function next_roller(ctx, seat)
  local ap = ctx:active()
  local who = ctx:left_of(seat)
  while who ~= ap do
    if joined(ctx, who) and not ctx:is_dead(who) then return who end
    who = ctx:left_of(who)
  end
  return nil
end

return {
  triggered {
    label = "the others may join the fight",
    on = "attack-target",
    condition = function(ctx, ev) return ev.target == ctx.self end,
    effect = function(ctx, ev)
      for _, seat in ipairs(ctx:others(ev.player)) do ctx:roll_die("join", seat, seat) end
    end,
  },
  join = function(ctx, r, seat)
    if r >= 4 then ctx:remember("joined", ctx:turn(), seat) end
  end,
  triggered {
    label = "the next joined player rolls",
    on = "damage",
    condition = function(ctx, ev)
      -- the combat damage of an attack roll against Gus, a hit or a miss: that roll is done
      return ev.combat and (ev.target == ctx.self or ev.source == ctx.self)
        and ev.source_player ~= nil and next_roller(ctx, ev.source_player) ~= nil
    end,
    effect = function(ctx, ev)
      if ctx:is_dead(ctx:active()) then return end
      local who = next_roller(ctx, ev.source_player)
      if who then ctx:attack_roll_for(who) end
    end,
  },
  replacement {
    label = "becomes a soul",
    on = "destroy",
    condition = function(ctx, ev) return ev.object == ctx.self end,
    apply = function(ctx, ev)
      for _, seat in ipairs(ctx:each_player()) do ctx:gain_treasure(seat, 1) end
      -- a soul nobody may gain (All Hallow's Eve, Holy Card's ward): it is destroyed as usual,
      -- or it would stay dead in the slot and die again for ever
      if ctx:gain_soul(ctx:active(), ctx.self) == nil then return ev end
      return false
    end,
  },
}
