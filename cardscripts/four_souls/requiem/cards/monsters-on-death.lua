-- A Requiem monster's "when this dies" ability (FS 7.6 step 2: before the rewards), from
-- params.do:
--   random_other_damage = n   it deals n damage to a random living player other than the
--                             active player (Corny)
--   arrange_loot = n          the active player looks at the top n loot cards and puts them
--                             back in any order (Peeping Fatty)
--   hands_left = true         each player gives their whole hand to the player on their left,
--                             all hands at once (Clog)
--- param do: table
local D = params["do"]

local function effect(ctx)
  local ap = ctx:active()
  if D.random_other_damage then
    local others = ctx:others(ap, 'living')
    local who = lib.pick_random(others)
    if who then ctx:deal_damage(who, D.random_other_damage) end
  end
  if D.arrange_loot then ctx:arrange("loot", D.arrange_loot, ap) end
  if D.hands_left then
    local hands = {}
    for _, p in ipairs(ctx:each_player()) do hands[p] = ctx:hand(p) end
    for _, p in ipairs(ctx:each_player()) do
      local left = ctx:left_of(p)
      for _, card in ipairs(hands[p]) do ctx:take_loot(card, left) end
    end
  end
end

return {
  triggered {
    label = "when this dies",
    on = "die",
    condition = function(ctx, ev) return ev.target == ctx.self end,
    effect = effect,
  },
}
