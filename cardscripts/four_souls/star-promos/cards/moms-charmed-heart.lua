-- Mom's Charmed Heart: when it dies, the active player chooses another player and puts an HP
-- counter on a non-eternal item that player controls. What the counter does is the card's
-- declared counter meaning (params.counter_meanings, kept by the game), not this script.
local function holders(ctx, ap)
  local out = {}
  for _, p in ipairs(ctx:others(ap)) do
    if #ctx:items(p, "non-eternal") > 0 then out[#out + 1] = p end
  end
  return out
end

return {
  triggered {
    label = "when this dies: an HP counter on another player's item",
    on = "die",
    condition = function(ctx, ev) return ev.target == ctx.self end,
    effect = function(ctx)
      local ap = ctx:active()
      local players = holders(ctx, ap)
      if #players == 0 then return end
      local who = ctx:choose("Whose item gets the HP counter?", ctx:labelled(players), ap)
      local items = ctx:items(who, "non-eternal")
      local item = ctx:choose("Put the HP counter on which item?", ctx:labelled(items), ap)
      ctx:add_counter(item, "hp", 1)
    end,
  },
}
