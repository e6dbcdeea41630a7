-- Marked: your first attack roll each turn may be made a 5. The roll is remembered as the
-- turn's first as it is about to resolve, so a later attack roll is never offered the change;
-- once made a 5 it is spent for the turn, so a reroll of that roll (The Missing Page) stands.
local function first_of_turn(ctx, ev)
  local turn, roll = ctx:recall("turn"), ctx:recall("roll")
  return turn ~= ctx:turn() or (roll == ev.item and ctx:recall("spent") ~= turn)
end

return {
  triggered {
    label = "make your first attack roll a 5",
    on = "would-roll",
    condition = function(ctx, ev)
      return ev.attack and ev.player == ctx.controller and first_of_turn(ctx, ev)
    end,
    effect = function(ctx, ev)
      ctx:remember("turn", ctx:turn())
      ctx:remember("roll", ev.item)
      local roll = ctx:roll_info(ev.item)
      if roll == nil or roll.result == 5 then return end  -- gone meanwhile, or a 5 already
      if ctx:confirm("Make your attack roll a 5?") then
        ctx:remember("spent", ctx:turn())
        ctx:set_roll(ev.item, 5)
      end
    end,
  },
}
