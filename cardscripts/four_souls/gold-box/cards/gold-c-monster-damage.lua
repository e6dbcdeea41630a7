-- Each time this monster takes damage (params.when = "takes"), takes combat damage
-- ("takes_combat") or deals combat damage ("deals_combat"), params.effect:
--   "evasion_up"  it has +params.amount evasion until the end of the turn (Fistula)
--   "next_roll"   the attacking player's next attack roll this turn gets params.amount
--                 (Parabite, Round Worm); with params.anyone, whoever makes the next attack
--                 roll this turn (Polycephalus)
--- param amount: integer
--- param anyone?: boolean
--- param effect: string
--- param when: string
local W, E = params.when, params.effect
return {
  triggered {
    label = W == "deals_combat" and "when it deals combat damage" or "when it takes damage",
    on = "damage",
    condition = function(ctx, ev)
      if (ev.amount or 0) <= 0 then return false end
      if W == "deals_combat" then return ev.source == ctx.self and ev.combat end
      if ev.target ~= ctx.self then return false end
      return W == "takes" or ev.combat
    end,
    effect = function(ctx, ev)
      if E == "evasion_up" then
        ctx:add_effect(ctx.self, "evasion", params.amount)
      elseif E == "next_roll" then
        -- the attacking player: the one it hit, or the one whose attack hit it
        local who = W == "deals_combat" and ev.target or ev.source_player or ctx:active()
        ctx:next_attack_roll(params.anyone and "any" or who, params.amount)
      end
    end,
  },
}
