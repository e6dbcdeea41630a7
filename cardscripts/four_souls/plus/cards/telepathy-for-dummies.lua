-- Telepathy for Dummies: at the start of your turn, roll; you may make the result of your next
-- roll this turn that number (offered once, when that roll would resolve).
return {
  triggered {
    label = "roll at the start of your turn",
    on = "turn-start",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = function(ctx) ctx:roll_die("foresee") end,
  },
  foresee = function(ctx, result)
    ctx:remember("turn", ctx:turn())
    ctx:remember("number", result)
  end,
  triggered {
    label = "make your next roll the number foreseen",
    on = "would-roll",
    condition = function(ctx, ev)
      return ev.player == ctx.controller and ctx:recall("turn") == ctx:turn()
        and ctx:recall("number") ~= nil
    end,
    effect = function(ctx, ev)
      local n = ctx:recall("number")
      if n == nil then return end  -- already offered for an earlier trigger of this roll
      ctx:remember("number", nil)
      local roll = ctx:roll_info(ev.item)
      if roll == nil or roll.result == n then return end  -- gone, or already that number
      if ctx:confirm("Make your roll of " .. roll.result .. " a " .. n .. "?") then
        ctx:set_roll(ev.item, n)
      end
    end,
  },
}
