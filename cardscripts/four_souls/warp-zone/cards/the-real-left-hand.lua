-- The Real Left Hand (Edmund's starting item): ↷: a number in the text of a card in play, or of
-- a loot card being played, is 1 higher or 1 lower until the end of the turn, never below 1 or
-- above 6. A card's numbers are those its script declares (the `numbers` entry point,
-- plugins/four_souls/card_numbers.py).
local function fits(value) return value >= 1 and value <= 6 end

local function editable(ctx, id)
  for _, value in pairs(ctx:card_numbers(id)) do
    if fits(value + 1) or fits(value - 1) then return true end
  end
  return false
end

local function choices(ctx)
  local ids = ctx:all_items()
  for _, c in ipairs(ctx:characters()) do ids[#ids + 1] = c end
  for _, m in ipairs(ctx:monsters()) do ids[#ids + 1] = m end
  for _, item in ipairs(ctx:stack_items("loot")) do
    local info = ctx:item_info(item)
    if info and info.source then ids[#ids + 1] = info.source end
  end
  local out = {}
  for _, id in ipairs(ids) do
    if editable(ctx, id) then out[#out + 1] = id end
  end
  return ctx:labelled(out)
end

return {
  activated {
    label = "change a number of a card by 1",
    cost = { tap = true },
    target = choices,
    effect = function(ctx, card)
      local options = {}
      local names = {}
      for name in pairs(ctx:card_numbers(card)) do names[#names + 1] = name end
      table.sort(names)
      local now = ctx:card_numbers(card)
      for _, name in ipairs(names) do
        local value = now[name]
        if fits(value + 1) then
          options[#options + 1] = { id = name .. ":up", label = name .. " " .. value .. " -> " .. (value + 1) }
        end
        if fits(value - 1) then
          options[#options + 1] = { id = name .. ":down", label = name .. " " .. value .. " -> " .. (value - 1) }
        end
      end
      if #options == 0 then return end
      local picked = ctx:choose("Which number, and which way?", options)
      local name, way = picked:match("^(.*):(%a+)$")
      ctx:edit_number(card, name, way == "up" and 1 or -1)
    end,
  },
}
