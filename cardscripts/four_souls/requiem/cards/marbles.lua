-- Marbles: ↷: choose a card in play that is not eternal; put on it one more counter of a kind
-- it already has, or remove a counter from it.
local function kinds(ctx, id)
  local out = {}
  if ctx:counter(id, "counters") > 0 then out[#out + 1] = "counters" end
  if ctx:level(id) > 0 then out[#out + 1] = "level" end
  return out
end

return {
  activated {
    label = "add or remove a counter",
    cost = { tap = true },
    target = function(ctx)
      local ids = {}
      for _, id in ipairs(ctx:all_items("controlled")) do ids[#ids + 1] = id end
      for _, id in ipairs(ctx:characters()) do ids[#ids + 1] = id end
      for _, id in ipairs(ctx:monsters()) do ids[#ids + 1] = id end
      local out = {}
      for _, id in ipairs(ids) do
        if not ctx:is_eternal(id) and #kinds(ctx, id) > 0 then out[#out + 1] = id end
      end
      return ctx:labelled(out)
    end,
    effect = function(ctx, card)
      local have = kinds(ctx, card)
      if #have == 0 then return end
      local options = { { id = "remove", label = "remove a counter" } }
      for _, name in ipairs(have) do
        options[#options + 1] = { id = "add:" .. name, label = name == "level" and "add a level counter" or "add a counter" }
      end
      local pick = ctx:choose("Add or remove?", options)
      if pick == "remove" then
        ctx:remove_counters(card, 1)
      elseif pick == "add:counters" then
        ctx:add_counters(card, 1)
      else
        ctx:add_counter(card, pick:sub(5), 1)
      end
    end,
  },
}
