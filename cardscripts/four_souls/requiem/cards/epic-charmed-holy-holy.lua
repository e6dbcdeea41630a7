-- Holy enemies (FS 1.15.5 c): a good effect for everyone while this is in play (params.when):
--   "roll"          each time a player rolls params.number, every monster gets params.evasion
--                   evasion until the end of the turn (Holy Brain)
--   "monster_dies"  each time a monster dies (this one too), the active player may gain
--                   params.cents¢ (Holy Greedling) or may attack one more time (params.attack)
--   "turn_end"      at the end of each turn, the active player loots params.loot (Holy Psy Horf)
--- param attack?: boolean
--- param cents?: count
--- param evasion?: integer
--- param loot?: count
--- param number?: count
--- param when: string
local P = params
local ability
if P.when == "roll" then
  ability = triggered {
    label = "when a player rolls a " .. P.number,
    on = "roll-result",
    condition = function(ctx, ev) return ev.result == P.number end,
    effect = function(ctx) ctx:add_effect("monsters", "evasion", P.evasion) end,
  }
elseif P.when == "monster_dies" then
  ability = triggered {
    label = "when a monster dies",
    on = "die",
    condition = function(ctx, ev) return ev.victim == "monster" end,
    effect = function(ctx)
      local ap = ctx:active()
      if P.cents and ctx:confirm("Gain " .. P.cents .. "¢?", ap) then ctx:gain_cents(ap, P.cents) end
      if P.attack then ctx:extra_attack("may") end
    end,
  }
else
  ability = triggered {
    label = "at the end of each turn",
    on = "turn-end",
    effect = function(ctx, ev) ctx:loot(ev.player, P.loot) end,
  }
end
return { ability }
