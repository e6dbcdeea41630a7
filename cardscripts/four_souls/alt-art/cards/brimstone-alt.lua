-- Brimstone (Alt Ability): +2 attack. Each time you deal combat damage to a monster, deal 2 damage
-- to another player, and you can't attack on your next turn: that turn you have one attack
-- fewer (the turn's own attack, FS 6.1), so you attack only if a card grants you one more.
local function _grounded(ctx)
  local note = ctx:recall("grounded")
  return note ~= nil and note.turn ~= nil and note.turn == ctx:turn()
end

return {
  static {
    label = "+2 attack",
    stat = "attack",
    applies = function(ctx, seat) return seat == ctx.controller end,
    value = 2,
  },
  triggered {
    label = "2 damage to another player; no attack next turn",
    on = "damage",
    condition = function(ctx, ev)
      return ev.combat and ev.source == ctx.controller and ev.player == nil
    end,
    effect = function(ctx)
      ctx:damage_another(2)
      ctx:remember("grounded", { pending = true })
    end,
  },
  triggered {
    label = "your next turn begins: you can't attack",
    on = "turn-start",
    condition = function(ctx, ev)
      local note = ctx:recall("grounded")
      return ev.player == ctx.controller and note ~= nil and note.pending == true
    end,
    effect = function(ctx) ctx:remember("grounded", { turn = ctx:turn() }) end,
  },
  static {
    label = "you can't attack this turn",
    stat = "attacks",
    applies = function(ctx, seat) return seat == ctx.controller and _grounded(ctx) end,
    value = -1,
  },
}
