-- Each time any player rolls params.number, put a counter on this (FS 5.1.2). $ remove
-- params.spend counters: params.effect, "loot-discard" (Hallowed Ground: put the top card of the
-- loot discard pile into your hand) or "damage" (Sacrificial Dagger: 1 damage to a monster or
-- player).
--- param effect: 'damage'|'loot-discard'
--- param number: integer 1..6
--- param spend: count
local E = params.effect
return {
  triggered {
    label = "a counter on a " .. params.number,
    on = "roll-result",
    condition = function(ctx, ev) return ev.result == params.number end,
    effect = lib.put_counter,
  },
  activated {
    label = E == "damage" and "remove " .. params.spend .. " counters: 1 damage"
      or "remove " .. params.spend .. " counters: take the top discarded loot",
    cost = { counters = params.spend },
    condition = function(ctx)
      return E ~= "loot-discard" or #ctx:deck("loot.discard") > 0
    end,
    target = E == "damage" and function(ctx)
      return ctx:labelled(ctx:players_and_monsters())
    end or nil,
    effect = function(ctx, who)
      if E == "damage" then
        ctx:deal_damage(who, 1)
      else
        local top = ctx:deck("loot.discard")[1]
        if top ~= nil then ctx:move(top, ctx.controller .. ".hand") end
      end
    end,
  },
}
