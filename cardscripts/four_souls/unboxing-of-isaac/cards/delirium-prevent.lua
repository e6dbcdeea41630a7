-- Delirium (damage-prevention alt ability): while you control it as a soul (FS 11.1.6 "unless
-- stated"), each time you would deal damage, roll (inside the replacement, off the stack): on a
-- 1 that damage is prevented (FS 10.3). A monster's combat damage to you is never yours.
local function from_me(ctx, ev)
  if ev.source == ctx.controller then return true end
  local facts = ev.source ~= nil and ctx:card(ev.source)
  return ev.source_player == ctx.controller and not (facts and facts.type == "monster")
end
return {
  replacement {
    label = "roll: on a 1 your damage is prevented",
    on = "damage",
    condition = function(ctx, ev)
      return ctx:is_soul(ctx.self) and ev.amount > 0 and from_me(ctx, ev)
    end,
    apply = function(ctx, ev)
      if ctx:roll(ctx.controller) == 1 then return false end
      return ev
    end,
  },
}
