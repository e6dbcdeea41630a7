-- Holy Mantle: ↷: choose a player; the next time they would die this turn the death is
-- prevented (FS 7.4.5); on their own turn everything on the stack is cancelled and the turn
-- ends. A death of theirs already on the stack is prevented at once. Recharges at the end of
-- your turn.
local function save(ctx, who)
  if not ctx:prevent_death(who) then return false end
  if ctx:is_active(who) then ctx:end_turn(true) end
  return true
end

return {
  activated {
    label = "prevent a player's next death this turn",
    hint = "prevent",
    cost = { tap = true },
    target = function(ctx) return ctx:labelled(ctx:living()) end,
    effect = function(ctx, who)
      if not save(ctx, who) then ctx:remember("shield", { player = who, turn = ctx:turn() }) end
    end,
  },
  triggered {
    label = "prevent that death",
    on = "death-pending",
    condition = function(ctx, ev)
      local shield = ctx:recall("shield")
      return shield ~= nil and ev.player ~= nil and shield.player == ev.player
        and shield.turn == ctx:turn()
    end,
    effect = function(ctx, ev)
      ctx:remember("shield", nil)
      save(ctx, ev.player)
    end,
  },
  triggered {
    label = "recharge at the end of your turn",
    on = "turn-end",
    condition = function(ctx, ev) return ev.player == ctx.controller and ctx:is_tapped(ctx.self) end,
    effect = function(ctx) ctx:recharge(ctx.self) end,
  },
}
