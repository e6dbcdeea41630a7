-- Bobby Bomb (params.named = "Bomb": in the name), Mom's Bottle of Pills ("Pills!", prefix:
-- the name begins with it). When you gain or buy this (not when it is given or taken, FS
-- 10.6.5), reveal the top params.reveal loot cards: the named ones go into your hand, the rest
-- to the bottom of the loot deck. At the start of your turn, put a named card from the loot
-- discard pile into your hand. Only loot cards go into a hand (R-119: any other card stays).
--- param named: string
--- param prefix?: boolean
--- param reveal: count
local function named(ctx, id)
  if ctx:card(id).type ~= "loot" then return false end
  return ctx:named(id, params.named, params.prefix and "begins" or "holds")
end
return {
  triggered {
    label = "reveal the top of the loot deck",
    on = "gain-item",
    condition = function(ctx, ev) return ev.object == ctx.self and ev.how ~= "take" end,
    effect = function(ctx)
      local hand = ctx.controller .. ".hand"
      for _, id in ipairs(ctx:peek("loot", params.reveal)) do
        ctx:reveal(id, "all")
        if named(ctx, id) then ctx:move(id, hand) else ctx:to_deck_bottom(id) end
      end
    end,
  },
  triggered {
    label = "take one from the loot discard",
    on = "turn-start",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = function(ctx)
      local found = {}
      for _, id in ipairs(ctx:deck("loot.discard")) do
        if named(ctx, id) then found[#found + 1] = id end
      end
      if #found == 0 then return end
      ctx:move(ctx:choose("Take which card?", ctx:labelled(found)), ctx.controller .. ".hand")
    end,
  },
}
