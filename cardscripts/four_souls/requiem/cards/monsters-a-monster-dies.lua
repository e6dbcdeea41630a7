-- A cursed Requiem monster: while it is in play, each time a monster dies (this one too),
-- params.effect:
--   "random_damage"  it deals params.amount damage to a random living player (Cursed Mulliboom)
--   "expand"         add one monster slot (Cursed Mulligan)
--- param amount?: count
--- param effect: 'expand'|'random_damage'
local E = params.effect
return {
  triggered {
    label = "when a monster dies",
    on = "die",
    condition = function(ctx, ev) return ev.victim == "monster" end,
    effect = function(ctx)
      if E == "random_damage" then
        local who = lib.pick_random(ctx:living())
        if who then ctx:deal_damage(who, params.amount) end
      elseif E == "expand" then
        ctx:expand("monster", 1)
      end
    end,
  },
}
