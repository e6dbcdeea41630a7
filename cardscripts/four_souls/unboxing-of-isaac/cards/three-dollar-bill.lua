-- Three Dollar Bill: each time you would deal damage to a monster or a player, roll (inside the
-- replacement, off the stack): 4-5: you heal 1; 6: that damage is 1 higher. A monster's combat
-- damage to you in your own attack names you as its player, but it is never yours.
local function from_me(ctx, ev)
  if ev.source == ctx.controller then return true end
  local facts = ev.source ~= nil and ctx:card(ev.source)
  return ev.source_player == ctx.controller and not (facts and facts.type == "monster")
end
return {
  replacement {
    label = "roll: 4-5 heal 1, 6 one more damage",
    on = "damage",
    condition = function(ctx, ev) return ev.amount > 0 and from_me(ctx, ev) end,
    apply = function(ctx, ev)
      local r = ctx:roll(ctx.controller)
      if r == 4 or r == 5 then
        ctx:heal(ctx.controller, 1)
      elseif r == 6 then
        ev.amount = ev.amount + 1
      end
      return ev
    end,
  },
}
