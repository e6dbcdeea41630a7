-- P.H.D.: you may add 1 to or subtract 1 from each of your rolls that is not an attack roll
-- (asked once for each roll, when it would resolve).
return {
  triggered {
    label = "+1 or -1 to your roll",
    on = "would-roll",
    condition = function(ctx, ev)
      return ev.player == ctx.controller and not ev.attack and ctx:recall("done") ~= ev.item
    end,
    effect = function(ctx, ev)
      ctx:remember("done", ev.item)
      if ctx:roll_info(ev.item) == nil then return end  -- the roll left the stack meanwhile
      local pick = ctx:choose("Change your roll of " .. ev.result .. "?", {
        { id = "keep", label = "keep it" },
        { id = "up", label = "add 1" },
        { id = "down", label = "subtract 1" },
      })
      if pick == "up" then ctx:add_to_roll(ev.item, 1)
      elseif pick == "down" then ctx:add_to_roll(ev.item, -1) end
    end,
  },
}
