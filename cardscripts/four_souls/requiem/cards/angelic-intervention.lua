-- Angelic Intervention: when the active player attacks the top of the monster deck, once the
-- card is placed they may cancel the attack.
return {
  triggered {
    label = "you may cancel an attack on the monster deck",
    on = "attack-target",
    condition = function(ctx, ev) return ev.deck == true end,
    effect = function(ctx, ev)
      local attack = ctx:attacking()
      if attack == nil or attack.target ~= ev.target then return end
      if ctx:confirm("Cancel the attack on " .. ctx:card(ev.target).name .. "?", ev.player) then
        ctx:cancel_attack()
      end
    end,
  },
}
