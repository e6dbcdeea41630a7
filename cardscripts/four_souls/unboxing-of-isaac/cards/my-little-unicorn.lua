-- My Little Unicorn: ↷: until the end of the turn, damage you would take is prevented (FS 10.3),
-- and a roll of 1-3 of yours cancels everything on the stack and ends the turn (FS 3.3).
local function on(ctx) return ctx:recall("turn") == ctx:turn() end
return {
  activated {
    label = "prevent your damage this turn; a roll of 1-3 ends it",
    hint = "prevent",  -- the bot keeps it for damage coming at it
    cost = { tap = true },
    effect = function(ctx) ctx:remember("turn", ctx:turn()) end,
  },
  replacement {
    label = "prevent the damage",
    on = "damage",
    condition = function(ctx, ev) return ev.target == ctx.controller and on(ctx) end,
    apply = function(ctx, ev) return false end,
  },
  triggered {
    label = "a roll of 1-3 ends the turn",
    on = "roll-result",
    condition = function(ctx, ev)
      return ev.player == ctx.controller and ev.result <= 3 and on(ctx)
    end,
    effect = function(ctx) ctx:end_turn(true) end,
  },
}
