-- Brimstone (params.effect = "hit-monster": each time you deal combat damage to a monster,
-- deal 1 damage to another player) and Ipecac ("roll-6": each of your attack rolls of 6 deals
-- 1 damage to each other player). Both also give +params.attack attack.
--- param attack?: count = 0
--- param effect: string
local abilities = {
  static {
    stat = "attack",
    applies = function(ctx, seat) return seat == ctx.controller end,
    value = params.attack or 0,
  },
}
if params.effect == "hit-monster" then
  abilities[#abilities + 1] = triggered {
    label = "deal 1 damage to another player",
    on = "damage",
    condition = function(ctx, ev)
      return ev.combat and ev.source == ctx.controller and ev.player == nil
    end,
    effect = function(ctx) ctx:damage_another(1) end,
  }
else
  abilities[#abilities + 1] = triggered {
    label = "1 damage to each other player",
    on = "roll-result",
    condition = function(ctx, ev)
      return ev.attack and ev.player == ctx.controller and ev.result == 6
    end,
    effect = function(ctx)
      ctx:damage_each_player(1, ctx.controller)
    end,
  }
end
return abilities
