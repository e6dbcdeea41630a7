-- Items that charge up and then blast everything (Isaac's Tears, Mini Nuke): each time
-- params.when happens, put a counter on this ("you-roll": you roll a die, FS 5.1; "monster-dies":
-- any monster dies, FS 7.6). $ Remove params.spend counters: deal params.damage to each player
-- (each other player with params.others_only) and to each monster. With params.destroy, the $
-- ability first destroys this, and does the rest only if it was destroyed ("if you do").
-- The monsters' damage is stacked last, so it resolves first (FS 10.11.6, R-108).
--- param when: 'monster-dies'|'you-roll'
--- param spend: positive
--- param damage: positive
--- param others_only?: boolean
--- param destroy?: boolean
local P = params
local counting
if P.when == "you-roll" then
  counting = triggered {
    label = "a counter for your roll",
    on = "roll",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = lib.put_counter,
  }
else
  counting = triggered {
    label = "a counter for a dead monster",
    on = "die",
    condition = function(ctx, ev) return ev.victim == "monster" end,
    effect = lib.put_counter,
  }
end

return {
  counting,
  activated {
    label = (P.destroy and "destroy this: " or "remove " .. P.spend .. " counters: ")
      .. P.damage .. " damage to " .. (P.others_only and "the others" or "everyone")
      .. " and each monster",
    cost = { counters = P.spend },
    effect = function(ctx)
      if P.destroy and not ctx:destroy(ctx.self) then return end
      ctx:damage_each_player(P.damage, P.others_only and ctx.controller or nil)
      ctx:damage_each_monster(P.damage)
    end,
  },
}
