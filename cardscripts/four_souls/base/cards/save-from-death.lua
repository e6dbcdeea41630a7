-- Broken Ankh (params.low = 6) and Guppy's Collar (params.high = 3): when you would die, roll;
-- on a result in params.low..params.high the death is prevented (FS 7.4.5); if it is your
-- turn, everything on the stack is cancelled and the turn ends.
--- param high?: count = 6
--- param low?: count = 1
local low, high = params.low or 1, params.high or 6
return {
  triggered {
    label = "roll to survive",
    on = "death-pending",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = function(ctx)
      ctx:roll_die("saved")
    end,
  },
  saved = function(ctx, result)
    if result < low or result > high then return end
    local me = ctx.controller
    if ctx:prevent_death(me) and ctx:is_active(me) then
      ctx:end_turn(true)
    end
  end,
}
