-- The Bloat (Alt Ability, Tapeworm newsletter): when it comes into a monster slot, and when it
-- dies, it deals 2 damage to a living player other than the active one, chosen at random.
local function hit(ctx)
  local pick = lib.pick_random(ctx:others(ctx:active()))
  if pick ~= nil and not ctx:is_dead(pick) then ctx:deal_damage(pick, 2) end
end

return {
  triggered {
    label = "comes into a slot: 2 damage to a random other player",
    on = "move",
    condition = function(ctx, ev)
      return ev.result == ctx.self and string.match(ev.to or "", "^monster%.%d+$") ~= nil
    end,
    effect = hit,
  },
  triggered {
    label = "dies: 2 damage to a random other player",
    on = "die",
    condition = function(ctx, ev) return ev.target == ctx.self end,
    effect = hit,
  },
}
