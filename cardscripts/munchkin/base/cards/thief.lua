-- Thief (MK 6.6, 7.14, 14.25).
-- Backstab: discard a card to give a player in a combat -2, once per victim in each combat.
-- Theft: never while any combat is on (MK 12.9); discard a card, name a small item on another
-- player's table (upright or sideways, MK 12.78) and roll: 4 or more takes it, otherwise you
-- lose a level.
return {
  activated {
    label = "Backstab: discard a card to give a fighting player -2",
    cost = { discard = 1 },
    condition = function(ctx)
      return ctx:works_for(ctx.controller) and ctx:fight_on()
    end,
    target = function(ctx)
      local out = {}
      for _, seat in ipairs(ctx:fighters()) do
        if seat ~= ctx.controller and not ctx:combat_recall("stabbed", seat) then
          out[#out + 1] = { id = seat, label = "backstab " .. seat }
        end
      end
      return out
    end,
    effect = function(ctx, victim)
      ctx:remember("stabbed", true, ctx:combat_key(victim))
      ctx:add_bonus(victim, -2)
    end,
  },

  activated {
    label = "Theft: discard a card and roll to steal a small item",
    cost = { discard = 1 },
    condition = function(ctx)
      return ctx:works_for(ctx.controller) and ctx:may_steal(ctx.controller)
    end,
    target = function(ctx)
      return ctx:steal_targets(ctx.controller)
    end,
    effect = function(ctx, item)
      local seat = ctx.controller
      if ctx:die_roll(seat, "theft", 4) >= 4 then
        ctx:take(item, seat, "table")
      else
        ctx:lose_levels(seat, 1)
      end
    end,
  },
}
