-- Gimpy: each time you take damage, choose one: gain 2¢; or loot 1, then discard a loot card;
-- or +2 attack until the end of the turn.
return {
  triggered {
    label = "you took damage: choose one",
    on = "damage",
    condition = function(ctx, ev) return ev.target == ctx.controller end,
    effect = function(ctx)
      local me = ctx.controller
      local pick = ctx:choose("Gimpy: choose one", {
        { id = "cents", label = "gain 2¢" },
        { id = "loot", label = "loot 1, then discard a loot card" },
        { id = "attack", label = "+2 attack until the end of the turn" },
      })
      if pick == "cents" then
        ctx:gain_cents(me, 2)
      elseif pick == "loot" then
        ctx:loot(me, 1)
        ctx:discard_loot(me, 1)
      else
        ctx:add_effect(me, "attack", 2)
      end
    end,
  },
}
