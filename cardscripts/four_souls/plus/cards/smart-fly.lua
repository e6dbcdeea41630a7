-- Smart Fly: ↷: look at the top card of a deck; put it into its discard pile or leave it on
-- top. Each time you take damage, you may recharge this.
local decks = {
  { id = "loot", label = "the loot deck" },
  { id = "treasure", label = "the treasure deck" },
  { id = "monster", label = "the monster deck" },
}
return {
  activated {
    label = "look at the top card of a deck",
    hint = "now",
    cost = { tap = true },
    effect = function(ctx)
      local kind = ctx:choose("Look at the top card of which deck?", decks)
      local top = ctx:peek(kind, 1)
      if #top == 0 then return end
      if ctx:confirm("Put " .. ctx:card(top[1]).name .. " into the discard pile?") then
        ctx:mill(kind)
      end
    end,
  },
  triggered {
    label = "you took damage: you may recharge this",
    on = "damage",
    condition = function(ctx, ev) return ev.target == ctx.controller and ctx:is_tapped(ctx.self) end,
    effect = function(ctx)
      if ctx:is_tapped(ctx.self) and ctx:confirm("Recharge Smart Fly?") then ctx:recharge(ctx.self) end
    end,
  },
}
