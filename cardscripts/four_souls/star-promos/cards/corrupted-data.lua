-- Corrupted Data (event): each player gives their whole hand to the player on their left; then
-- each player gives a character and an eternal item they control to the player on their right;
-- then each character and each eternal item is recharged. Every hand is taken, and every player
-- chooses what they give, before anything moves (each player gives at the same time).
local function choose_one(ctx, player, ids, prompt)
  if #ids == 0 then return nil end
  if #ids == 1 then return ids[1] end
  return ctx:choose(prompt, ctx:labelled(ids), player)
end

local function eternal_items(ctx, player)
  local out = {}
  for _, id in ipairs(ctx:items(player)) do
    if ctx:is_eternal(id) then out[#out + 1] = id end
  end
  return out
end

return {
  on_reveal = function(ctx)
    local players = ctx:each_player()
    local hands = {}
    for _, p in ipairs(players) do hands[p] = ctx:hand(p) end
    for _, p in ipairs(players) do
      local to = ctx:left_of(p)
      for _, card in ipairs(hands[p]) do ctx:take_loot(card, to) end
    end
    local characters, items = {}, {}
    for _, p in ipairs(players) do
      characters[p] = choose_one(ctx, p, ctx:characters_of(p), "Corrupted Data: give which character?")
      items[p] = choose_one(ctx, p, eternal_items(ctx, p), "Corrupted Data: give which eternal item?")
    end
    for _, p in ipairs(players) do
      local to = ctx:right_of(p)
      if characters[p] then ctx:give_character(characters[p], to) end
      if items[p] then ctx:take_item(items[p], to) end
    end
    for _, id in ipairs(ctx:characters()) do ctx:recharge(id) end
    for _, p in ipairs(ctx:each_player()) do
      for _, id in ipairs(eternal_items(ctx, p)) do ctx:recharge(id) end
    end
  end,
}
