-- Wand of Dowsing (card data, wording estimated): outside combat, look through either
-- discard pile and take any one card into your hand.
local function offer(ctx)
  local out = {}
  for _, pile in ipairs({ "door.discard", "treasure.discard" }) do
    for _, id in ipairs(ctx:zone(pile)) do
      out[#out + 1] = { id = id, label = ctx:card(id).name }
    end
  end
  return out
end

return {
  playable = function(ctx, seat)
    return not ctx:in_combat()
      and (#ctx:zone("door.discard") > 0 or #ctx:zone("treasure.discard") > 0)
  end,

  on_play = function(ctx)
    local picked = ctx:choose("Take a card from a discard pile", offer(ctx))
    ctx:take(picked, ctx.controller)
  end,
}
