-- Restock Machine: pay 2¢: discard every shop item, or every monster not being attacked; the
-- slots refill.
local function attacked(ctx)
  local fight = ctx:attacking()
  return fight and fight.target
end

return {
  activated {
    label = "restock",
    cost = { cents = 2 },
    effect = function(ctx)
      local pick = ctx:choose("Discard what?", {
        { id = "shop", label = "every shop item" },
        { id = "monsters", label = "every monster not being attacked" },
      }, ctx:active())
      if pick == "shop" then
        for _, id in ipairs(ctx:shop_items()) do ctx:discard(id) end
      else
        local target = attacked(ctx)
        for _, id in ipairs(ctx:monsters()) do
          if id ~= target then ctx:discard_monster(id) end
        end
      end
    end,
  },
}
