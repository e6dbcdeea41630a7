-- Min Min: after each attack roll against it, the result is noted until the end of the turn;
-- each time the active player rolls a noted number (any roll, FS 5.1.2), they take 1 damage.
-- The roll being noted does not hurt: it is noted once it has been compared (FS 6.5).
local function _noted(ctx)
  local notes = ctx:recall("noted")
  if notes == nil or notes.turn ~= ctx:turn() then return {} end
  return notes.results
end

return {
  triggered {
    label = "note the attack roll",
    on = "attack-roll",
    condition = function(ctx, ev) return ev.target == ctx.self end,
    effect = function(ctx, ev)
      local results = {}
      for _, r in ipairs(_noted(ctx)) do results[#results + 1] = r end
      results[#results + 1] = ev.result
      ctx:remember("noted", { turn = ctx:turn(), results = results })
    end,
  },
  triggered {
    label = "a noted number: the active player takes 1 damage",
    on = "roll-result",
    condition = function(ctx, ev)
      if ev.player ~= ctx:active() then return false end
      for _, r in ipairs(_noted(ctx)) do
        if r == ev.result then return true end
      end
      return false
    end,
    effect = function(ctx, ev) ctx:deal_damage(ev.player, 1) end,
  },
}
