-- Game Squid: when you declare an attack on a monster, you may give it +1 health and +1 attack
-- until the end of the turn; if you do, you may choose another player, who may team up for that
-- attack (team_up.py). If that monster dies this turn, each player who made an attack roll
-- against it puts an HP counter on an item they control that has none (+1 health: the set's
-- counter meaning).
local function squid(ctx) return ctx:recall("monster", ctx:turn()) end

return {
  triggered {
    label = "make the monster stronger and call for a team-up",
    on = "attack-target",
    condition = function(ctx, ev)
      return ev.player == ctx.controller and ev.target ~= nil and ctx:zone_of(ev.target) ~= nil
        and ctx:card(ev.target).type == "monster"
    end,
    effect = function(ctx, ev)
      local monster = ctx:card(ev.target)
      if monster == nil then return end  -- it left play before this resolved: nothing to boost
      local others = {}
      for _, seat in ipairs(ctx:living()) do
        if seat ~= ctx.controller then others[#others + 1] = seat end
      end
      if #others == 0 or not ctx:confirm("Give " .. monster.name
          .. " +1 health and +1 attack this turn, so another player may team up?") then
        return
      end
      ctx:add_effect(ev.target, "hp", 1)
      ctx:add_effect(ev.target, "attack", 1)
      ctx:remember("monster", ev.target, ctx:turn())
      ctx:remember("rollers", {}, ctx:turn())
      ctx:offer_team_up(ctx:choose("Who may team up with you?", ctx:labelled(others)))
    end,
  },
  triggered {
    label = "note who rolled against it",
    on = "attack-roll",
    condition = function(ctx, ev) return squid(ctx) ~= nil and ev.target == squid(ctx) end,
    effect = function(ctx, ev)
      local rollers = ctx:recall("rollers", ctx:turn()) or {}
      for _, seat in ipairs(rollers) do
        if seat == ev.player then return end
      end
      rollers[#rollers + 1] = ev.player
      ctx:remember("rollers", rollers, ctx:turn())
    end,
  },
  triggered {
    label = "each player who rolled against it gains an HP counter",
    on = "die",
    condition = function(ctx, ev) return squid(ctx) ~= nil and ev.target == squid(ctx) end,
    effect = function(ctx)
      for _, seat in ipairs(ctx:recall("rollers", ctx:turn()) or {}) do
        local bare = {}
        for _, id in ipairs(ctx:items(seat)) do
          if ctx:counter(id, "hp") == 0 then bare[#bare + 1] = id end
        end
        if #bare > 0 then
          ctx:add_counter(ctx:choose("Put an HP counter on which item?", ctx:labelled(bare), seat),
            "hp", 1)
        end
      end
    end,
  },
}
