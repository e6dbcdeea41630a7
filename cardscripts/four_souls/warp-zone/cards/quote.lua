-- Quote: ↷ (on your own turn: no "any player's turn" line): choose an eternal item you control;
-- flip it if it has two sides (a card named "Front // Back"; its "side" counter is odd while
-- the back is up), then recharge it.
local function two_sided(ctx, id) return ctx:card(id).name:find(" // ", 1, true) ~= nil end
return {
  activated {
    label = "flip an eternal item you control, then recharge it",
    cost = { tap = true },
    condition = function(ctx) return ctx:is_active(ctx.controller) end,
    target = function(ctx)
      local ids = {}
      for _, id in ipairs(ctx:items(ctx.controller)) do
        if ctx:is_eternal(id) and (two_sided(ctx, id) or ctx:is_tapped(id)) then
          ids[#ids + 1] = id
        end
      end
      return ctx:labelled(ids)
    end,
    effect = function(ctx, item)
      if two_sided(ctx, item) then
        local name = ctx:card(item).name
        local cut = name:find(" // ", 1, true)
        local to_back = ctx:counter(item, "side") % 2 == 0
        -- back to the front takes the counter off: "flipped to its front" triggers read that
        ctx:add_counter(item, "side", to_back and 1 or -1)
        ctx:log((to_back and name:sub(cut + 4) or name:sub(1, cut - 1)) .. " is up")
      end
      ctx:recharge(item)
    end,
  },
}
