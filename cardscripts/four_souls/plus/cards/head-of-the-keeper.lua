-- Head of the Keeper: each time you deal damage, gain 1¢; each time you kill a monster or a
-- player, gain 2¢. Damage a monster deals you in your own attack names you as its player, so a
-- monster's damage is never yours.
local function from_me(ctx, source, player)
  if source == ctx.controller then return true end
  local facts = source ~= nil and ctx:card(source)
  return player == ctx.controller and not (facts and facts.type == "monster")
end
return {
  triggered {
    label = "gain 1¢ when you deal damage",
    on = "damage",
    condition = function(ctx, ev)
      return (ev.result or 0) > 0 and from_me(ctx, ev.source, ev.source_player)
    end,
    effect = function(ctx) ctx:gain_cents(ctx.controller, 1) end,
  },
  triggered {
    label = "gain 2¢ when you kill",
    on = "die",
    condition = function(ctx, ev) return ev.killer == ctx.controller and ev.target ~= ctx.controller end,
    effect = function(ctx) ctx:gain_cents(ctx.controller, 2) end,
  },
}
